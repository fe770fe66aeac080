package symex

import (
	"fmt"
	"math/rand"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
)

// arrayOp is one step of a random array history: a write to an earlier
// version (guarded or not, at a constant or symbolic index), a merge of
// two earlier versions under a condition, or a read of a version.
type arrayOp struct {
	kind         int // opWrite, opMerge, opRead, opMergeStates
	from, other  int // versions read
	third        int // opMergeStates: the third version
	guard        int // condition input, -1 for always
	idx          int // constant index, or -1-k for symbolic index input k
	val          int // constant value, or -1-k for value input k
	constVal     uint64
	readBits     bitvec.BV // opRead: the encoding's result
	version, cnd int
}

const (
	opWrite = iota
	opMerge
	opRead
	opMergeStates // Merge of three states under guards c0, ¬c0∧c1, ¬c0∧¬c1
)

// TestArraysAgainstModel builds random histories of one array (writes at
// constant and symbolic indices, guarded writes, merges of versions under
// conditions, reads), pins the inputs to random values, and compares every
// read inside the array of the encoding, in a model, with a Go map that
// executes the history (outside, a read or write is undefined); the initial contents are what the model gives the base's
// reads, which must agree among themselves at equal indices.
func TestArraysAgainstModel(t *testing.T) {
	cases := 300
	if testing.Short() {
		cases = 60
	}
	rng := rand.New(rand.NewSource(11))
	elemT := program.IntType("signed char", 8, true)
	for c := 0; c < cases; c++ {
		b := bitvec.New()
		e := NewEncoder(&program.Program{Model: program.ILP32}, b)
		arrT := program.ArrayOf(elemT, 6)
		arrVar := &program.Var{Name: "a", Type: arrT}
		var start Value
		zeroBase := rng.Intn(3) == 0
		if zeroBase {
			start = e.Zero(arrT)
		} else {
			start = e.Fresh(arrT)
		}
		versions := []Value{start}
		nIdx, nVal, nCond := 1+rng.Intn(3), 1+rng.Intn(3), 1+rng.Intn(3)
		idxIn := make([]bitvec.BV, nIdx)
		for i := range idxIn {
			idxIn[i] = b.Fresh(indexBits)
		}
		valIn := make([]bitvec.BV, nVal)
		for i := range valIn {
			valIn[i] = b.Fresh(8)
		}
		condIn := make([]z.Lit, nCond)
		for i := range condIn {
			condIn[i] = b.Fresh(1)[0]
		}
		// Index inputs 0..nIdx-1 are free; the next ones are ites of
		// two small constants (few possible values: writes at them
		// expand into the cells).
		type smallIdx struct {
			cond   int
			k1, k2 uint64
		}
		var smalls []smallIdx
		pickIdx := func() (int, bitvec.BV) {
			if r := rng.Intn(3); r == 0 {
				k := rng.Intn(nIdx)
				return -1 - k, idxIn[k]
			} else if r == 1 {
				s := smallIdx{cond: rng.Intn(nCond), k1: uint64(rng.Intn(9)), k2: uint64(rng.Intn(9))}
				smalls = append(smalls, s)
				return -1 - (nIdx + len(smalls) - 1), b.Ite(condIn[s.cond], b.Const(indexBits, s.k1), b.Const(indexBits, s.k2))
			}
			k := rng.Intn(7) // 6 is outside the array
			return k, b.Const(indexBits, uint64(k))
		}
		var ops []*arrayOp
		for n := 3 + rng.Intn(25); n > 0; n-- {
			op := &arrayOp{from: rng.Intn(len(versions)), guard: -1}
			// Mostly extend the newest versions, as unrolling does.
			if rng.Intn(3) > 0 {
				op.from = len(versions) - 1 - rng.Intn(min(2, len(versions)))
			}
			switch r := rng.Intn(10); {
			case r < 5:
				op.kind = opWrite
				var idx bitvec.BV
				op.idx, idx = pickIdx()
				guard := b.T()
				if rng.Intn(2) == 0 {
					op.guard = rng.Intn(nCond)
					guard = condIn[op.guard]
				}
				var val bitvec.BV
				if rng.Intn(2) == 0 {
					k := rng.Intn(nVal)
					op.val, val = -1-k, valIn[k]
				} else {
					op.constVal = uint64(rng.Intn(256))
					val = b.Const(8, op.constVal)
				}
				op.version = len(versions)
				versions = append(versions, Value{Arr: e.writeArray(versions[op.from].Arr, guard, idx, Value{Bits: val})})
			case r < 6:
				op.kind = opMergeStates
				op.other, op.third = rng.Intn(len(versions)), rng.Intn(len(versions))
				cc := b.C()
				c1 := condIn[min(1, nCond-1)]
				guards := []z.Lit{condIn[0], cc.And(condIn[0].Not(), c1), cc.And(condIn[0].Not(), c1.Not())}
				var states []*State
				for i, from := range []int{op.from, op.other, op.third} {
					st := NewState(guards[i])
					st.Set(arrVar, versions[from])
					states = append(states, st)
				}
				op.version = len(versions)
				merged, _ := e.Merge(states).Value(arrVar)
				versions = append(versions, merged)
			case r < 7:
				op.kind = opMerge
				op.other = rng.Intn(len(versions))
				op.cnd = rng.Intn(nCond)
				op.version = len(versions)
				versions = append(versions, e.Ite(condIn[op.cnd], versions[op.from], versions[op.other], arrT))
			default:
				op.kind = opRead
				var idx bitvec.BV
				op.idx, idx = pickIdx()
				op.readBits = e.readArray(versions[op.from].Arr, idx).Bits
			}
			ops = append(ops, op)
		}
		// Pin the inputs.
		g := gini.New()
		idxVal := make([]uint64, nIdx)
		valVal := make([]uint64, nVal)
		condVal := make([]bool, nCond)
		var pins []z.Lit
		for i := range idxIn {
			idxVal[i] = uint64(rng.Intn(7))
			pins = append(pins, b.Eq(idxIn[i], b.Const(indexBits, idxVal[i])))
		}
		for i := range valIn {
			valVal[i] = uint64(rng.Intn(256))
			pins = append(pins, b.Eq(valIn[i], b.Const(8, valVal[i])))
		}
		for i := range condIn {
			condVal[i] = rng.Intn(2) == 0
			if condVal[i] {
				pins = append(pins, condIn[i])
			} else {
				pins = append(pins, condIn[i].Not())
			}
		}
		var reads []z.Lit
		for _, op := range ops {
			if op.kind == opRead {
				reads = append(reads, op.readBits...)
			}
		}
		b.AddCnf(g, append(append(append([]z.Lit{}, pins...), e.Axioms...), reads...)...)
		for _, m := range append(pins, e.Axioms...) {
			g.Add(m)
			g.Add(0)
		}
		if g.Solve() != 1 {
			t.Fatalf("case %d: pinned inputs unsatisfiable", c)
		}
		val := bitvec.SafeValue(g)
		// The initial contents: what the model gives the base's reads.
		initial := map[uint64]uint64{}
		if base, ok := start.Arr.BaseReads(); ok {
			for _, r := range base {
				i, v := b.Eval(val, r.Idx), b.Eval(val, r.Val.Bits)
				if old, seen := initial[i]; seen && old != v {
					t.Fatalf("case %d: base reads at %d disagree: %d and %d", c, i, old, v)
				}
				initial[i] = v
			}
		}
		// Execute the history in Go.
		model := []map[uint64]uint64{{}}
		read := func(version int, i uint64) (uint64, bool) {
			if v, ok := model[version][i]; ok {
				return v, true
			}
			if zeroBase {
				return 0, true
			}
			v, ok := initial[i]
			return v, ok
		}
		index := func(k int) uint64 {
			if k < 0 && -1-k >= nIdx {
				s := smalls[-1-k-nIdx]
				if condVal[s.cond] {
					return s.k1
				}
				return s.k2
			}
			if k < 0 {
				return idxVal[-1-k]
			}
			return uint64(k)
		}
		copyOf := func(m map[uint64]uint64) map[uint64]uint64 {
			out := make(map[uint64]uint64, len(m))
			for k, v := range m {
				out[k] = v
			}
			return out
		}
		for n, op := range ops {
			switch op.kind {
			case opWrite:
				m := copyOf(model[op.from])
				if op.guard < 0 || condVal[op.guard] {
					v := op.constVal
					if op.val < 0 {
						v = valVal[-1-op.val]
					}
					m[index(op.idx)] = v
				}
				model = append(model, m)
			case opMergeStates:
				c1 := condVal[min(1, nCond-1)]
				switch {
				case condVal[0]:
					model = append(model, copyOf(model[op.from]))
				case c1:
					model = append(model, copyOf(model[op.other]))
				default:
					model = append(model, copyOf(model[op.third]))
				}
			case opMerge:
				if condVal[op.cnd] {
					model = append(model, copyOf(model[op.from]))
				} else {
					model = append(model, copyOf(model[op.other]))
				}
			case opRead:
				if index(op.idx) >= uint64(arrT.Len) {
					// Out of bounds: undefined (program.Index; the
					// interpreter's run stops there), and a write
					// there may be dropped (writeArray spreads a short
					// array's writes over its cells).
					continue
				}
				want, ok := read(op.from, index(op.idx))
				got := b.Eval(val, op.readBits)
				if !ok {
					t.Fatalf("case %d, op %d: the read of cell %d reaches an initial element no base read covers (got %d)", c, n, index(op.idx), got)
				}
				if got != want {
					t.Fatalf("case %d, op %d: read of version %d at %d is %d, want %d\n%s", c, n, op.from, index(op.idx), got, want, describe(ops))
				}
			}
		}
	}
}

func describe(ops []*arrayOp) string {
	var s string
	for n, op := range ops {
		switch op.kind {
		case opWrite:
			s += fmt.Sprintf("%d: v%d = v%d with [%d] := %d/%d guard %d\n", n, op.version, op.from, op.idx, op.val, op.constVal, op.guard)
		case opMerge:
			s += fmt.Sprintf("%d: v%d = c%d ? v%d : v%d\n", n, op.version, op.cnd, op.from, op.other)
		case opMergeStates:
			s += fmt.Sprintf("%d: v%d = merge(v%d, v%d, v%d)\n", n, op.version, op.from, op.other, op.third)
		case opRead:
			s += fmt.Sprintf("%d: read v%d [%d]\n", n, op.from, op.idx)
		}
	}
	return s
}
