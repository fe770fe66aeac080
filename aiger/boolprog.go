package aiger

import (
	"fmt"
	"io"
	"math/bits"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/boolprog"
)

// FromBoolProgram returns the Boolean program bp as a sequential circuit
// (see the package comment): its bad-state properties are its error
// locations, in increasing order, named by the check each violates.
func FromBoolProgram(bp *boolprog.Program) (*Circuit, error) {
	if err := bp.Sanity(); err != nil {
		return nil, fmt.Errorf("AIGER: %w", err)
	}
	c := newCircuit()
	b := bitvec.NewWith(c.C)
	cc := c.C
	n := len(bp.Locs)
	// PC values: 0 before the start, location i is i+1, the sink n+1.
	sink := uint64(n + 1)
	var pc bitvec.BV
	for i := range max(bits.Len64(sink), 1) {
		pc = append(pc, c.latch(fmt.Sprintf("PC<%d>", i)))
	}
	at := func(v uint64) z.Lit { return b.Eq(pc, b.Const(len(pc), v)) }
	cur := make([]z.Lit, len(bp.Preds))
	for i, pr := range bp.Preds {
		cur[i] = c.latch(pr.Name + " " + pr.Text)
	}
	initVal := make([]z.Lit, len(bp.Preds))
	nextVal := make([]z.Lit, len(bp.Preds))
	for i, pr := range bp.Preds {
		initVal[i] = c.input("init " + pr.Name)
	}
	for i, pr := range bp.Preds {
		nextVal[i] = c.input("next " + pr.Name)
	}
	out := bp.Outgoing()
	maxOut := 0
	for _, ts := range out {
		maxOut = max(maxOut, len(ts))
	}
	var choice bitvec.BV
	if maxOut > 1 {
		for i := range bits.Len(uint(maxOut - 1)) {
			choice = append(choice, c.input(fmt.Sprintf("choice<%d>", i)))
		}
	}
	cubeSet := func(s boolprog.CubeSet, curv, nextv []z.Lit) z.Lit {
		ors := make([]z.Lit, len(s))
		for i, cube := range s {
			ands := make([]z.Lit, len(cube))
			for j, l := range cube {
				m := curv[l.Pred]
				if l.Next {
					m = nextv[l.Pred]
				}
				if l.Neg {
					m = m.Not()
				}
				ands[j] = m
			}
			ors[i] = cc.Ands(ands...)
		}
		return cc.Ors(ors...)
	}

	start := cc.And(at(0), cubeSet(bp.InitStates, initVal, nil))
	type step struct {
		sel     z.Lit
		to      uint64
		changed []int
	}
	steps := []step{{sel: start, to: uint64(bp.Init + 1)}}
	changedBy := make([][]z.Lit, len(bp.Preds))
	for loc, ts := range out {
		here := at(uint64(loc + 1))
		for k, ti := range ts {
			t := &bp.Trans[ti]
			nxt := append([]z.Lit(nil), cur...)
			for _, v := range t.Changed {
				nxt[v] = nextVal[v]
			}
			sel := cc.And(here, cubeSet(t.Rel, cur, nxt))
			if len(ts) > 1 {
				sel = cc.And(sel, b.Eq(choice, b.Const(len(choice), uint64(k))))
			}
			steps = append(steps, step{sel: sel, to: uint64(t.To + 1)})
			for _, v := range t.Changed {
				changedBy[v] = append(changedBy[v], sel)
			}
		}
	}
	sels := make([]z.Lit, len(steps))
	for i, st := range steps {
		sels[i] = st.sel
	}
	none := cc.Ors(sels...).Not()
	for i := range pc {
		var ors []z.Lit
		for _, st := range steps {
			if st.to>>uint(i)&1 == 1 {
				ors = append(ors, st.sel)
			}
		}
		if sink>>uint(i)&1 == 1 {
			ors = append(ors, none)
		}
		c.setNext(pc[i], cc.Ors(ors...))
	}
	for v := range bp.Preds {
		nxt := cc.Choice(start, initVal[v], cur[v])
		nxt = cc.Choice(cc.Ors(changedBy[v]...), nextVal[v], nxt)
		c.setNext(cur[v], nxt)
	}
	for _, e := range bp.ErrorLocs() {
		c.Bad = append(c.Bad, Signal{Lit: at(uint64(e + 1)), Name: bp.Locs[e].Error})
	}
	return c, nil
}

// WriteBoolProgram writes bp as a binary AIGER circuit (FromBoolProgram).
func WriteBoolProgram(w io.Writer, bp *boolprog.Program) error {
	c, err := FromBoolProgram(bp)
	if err != nil {
		return err
	}
	return c.WriteBinary(w)
}
