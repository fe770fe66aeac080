package aiger

import (
	"fmt"
	"math/bits"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// MaxStateBits bounds the latches of a program's circuit: variables (array
// cells included) beyond it are an error rather than a file nobody can
// check.
const MaxStateBits = 1 << 20

// An Error is a program the writer cannot express as a circuit.
type Error struct {
	Pos program.Pos
	Msg string
}

func (err *Error) Error() string {
	if err.Pos == (program.Pos{}) {
		return "AIGER: " + err.Msg
	}
	return fmt.Sprintf("%s: AIGER: %s", err.Pos, err.Msg)
}

// FromProgram returns the program as a sequential circuit: one step of
// the circuit is one edge of p, with exactly the semantics of package
// interp (see the package comment).
func FromProgram(p *program.Program) (*Circuit, error) {
	if p.Entry == nil {
		return nil, &Error{Msg: "program without entry location"}
	}
	w := &progWriter{p: p, c: newCircuit()}
	return w.build()
}

type progWriter struct {
	p    *program.Program
	c    *Circuit
	b    *bitvec.Builder
	e    *symex.Encoder
	base *symex.State // every variable's value: its latches

	pc        bitvec.BV // program counter latches
	code      []uint64  // PC value of each location
	sink      uint64    // PC value after a blocked step
	vars      []*program.Var
	cur       map[*program.Var]symex.Value
	dead      map[*program.Var]z.Lit // latch "out of scope" of objects that Dead edges name
	deadOrder []*program.Var
	choice    bitvec.BV // which edge, at locations with several
	nbits     int
}

func (w *progWriter) build() (c *Circuit, err error) {
	p := w.p
	w.b = bitvec.NewWith(w.c.C)
	w.e = symex.NewEncoder(p, w.b)
	w.e.TrackUndefined = true
	w.e.Dead = func(v *program.Var) z.Lit {
		if m, ok := w.dead[v]; ok {
			return m
		}
		return w.b.F()
	}

	// Program counter: the entry is 0 (latches start at 0), other
	// locations follow in order; the sink is len(Locs).
	n := len(p.Locs)
	w.code = make([]uint64, n)
	for _, l := range p.Locs {
		w.code[l.ID] = uint64((l.ID - p.Entry.ID + n) % n)
	}
	w.sink = uint64(n)
	pcBits := max(bits.Len64(w.sink), 1)
	for i := range pcBits {
		w.pc = append(w.pc, w.c.latch(fmt.Sprintf("PC<%d>", i)))
	}

	// Variables: every variable's bits are latches, starting at zero as
	// in the interpreter (the front end havocs locals before use).
	w.vars = append(append([]*program.Var(nil), p.Globals...), p.Locals...)
	w.cur = map[*program.Var]symex.Value{}
	w.base = symex.NewState(w.b.T())
	for _, v := range w.vars {
		if err := w.checkSize(); err != nil {
			return nil, err
		}
		val, err := w.stateValue(v.Name, v.Type, v.Pos)
		if err != nil {
			return nil, err
		}
		w.cur[v] = val
		w.base.Set(v, val)
	}
	w.dead = map[*program.Var]z.Lit{}
	maxOut := 0
	for _, l := range p.Locs {
		maxOut = max(maxOut, len(l.Out))
		for _, e := range l.Out {
			if d, ok := e.Stmt.(*program.Dead); ok && d.Var.Object != 0 {
				if _, ok := w.dead[d.Var]; !ok {
					w.dead[d.Var] = w.c.latch(d.Var.Name + "$dead")
					w.deadOrder = append(w.deadOrder, d.Var)
				}
			}
		}
	}
	if err := w.checkSize(); err != nil {
		return nil, err
	}
	if maxOut > 1 {
		for i := range bits.Len(uint(maxOut - 1)) {
			w.choice = append(w.choice, w.c.input(fmt.Sprintf("choice<%d>", i)))
		}
	}

	type step struct {
		sel  z.Lit // the edge is taken
		next map[*program.Var]symex.Value
		dead map[*program.Var]z.Lit
		to   uint64
	}
	var steps []step
	badOf := map[*program.CheckInfo][]z.Lit{}
	cc := w.c.C
	for _, l := range p.Locs {
		at := w.b.Eq(w.pc, w.b.Const(len(w.pc), w.code[l.ID]))
		// interp evaluates the conditions of every Assume edge of the
		// location before it takes one: undefined behaviour in any of
		// them stops the run.
		var locUndef []z.Lit
		type edgeRes struct {
			guard, undef z.Lit
			state        *symex.State
			check        *symex.CheckEvent
		}
		res := make([]edgeRes, len(l.Out))
		for j, ed := range l.Out {
			s := w.base.Clone()
			w.e.Undefined, w.e.Axioms, w.e.Checks = nil, nil, nil
			before := cc.Len()
			if err := w.e.Exec(s, ed); err != nil {
				return nil, &Error{Msg: err.Error()} // symex names the position
			}
			// The new inputs are this edge's nondeterministic values.
			w.c.nameInputs(before, fmt.Sprintf("%s->%s %s", ed.From, ed.To, program.StmtString(ed.Stmt)))
			undef := cc.Ors(w.e.Undefined...)
			// Consistency of nondeterministic array elements read at
			// symbolic indices: inputs that break it take no step.
			guard := cc.And(s.Guard, cc.Ands(w.e.Axioms...))
			res[j] = edgeRes{guard: guard, undef: undef, state: s}
			if len(w.e.Checks) == 1 {
				ch := w.e.Checks[0]
				res[j].check = &ch
			}
			if _, ok := ed.Stmt.(*program.Assume); ok {
				locUndef = append(locUndef, undef)
			}
		}
		anyUndef := cc.Ors(locUndef...)
		for j, ed := range l.Out {
			r := res[j]
			take := cc.And(at, anyUndef.Not())
			if len(l.Out) > 1 {
				take = cc.And(take, w.b.Eq(w.choice, w.b.Const(len(w.choice), uint64(j))))
			}
			if r.check != nil {
				// The check fails here: PC at its location, its
				// condition defined and false.
				badOf[r.check.Check] = append(badOf[r.check.Check], cc.Ands(take, r.undef.Not(), r.check.Guard, r.check.Cond.Not()))
			}
			sel := cc.Ands(take, r.undef.Not(), r.guard)
			if sel == w.b.F() {
				continue
			}
			st := step{sel: sel, to: w.code[ed.To.ID], next: map[*program.Var]symex.Value{}, dead: map[*program.Var]z.Lit{}}
			for _, v := range r.state.Vars() {
				x, _ := r.state.Value(v)
				st.next[v] = x
			}
			switch s := ed.Stmt.(type) {
			case *program.Dead:
				if _, ok := w.dead[s.Var]; ok {
					st.dead[s.Var] = w.b.T()
				}
			case *program.Assign:
				w.revive(st.dead, s.LHS)
			case *program.Havoc:
				w.revive(st.dead, s.LHS)
			}
			steps = append(steps, st)
		}
	}

	// Next state: the taken edge's values; no edge taken (end of
	// program, blocked assume, undefined behaviour, a failed check) goes
	// to the sink and keeps the variables.
	sels := make([]z.Lit, len(steps))
	for i, st := range steps {
		sels[i] = st.sel
	}
	none := cc.Ors(sels...).Not()
	for i := range w.pc {
		var ors []z.Lit
		for _, st := range steps {
			if st.to>>uint(i)&1 == 1 {
				ors = append(ors, st.sel)
			}
		}
		if w.sink>>uint(i)&1 == 1 {
			ors = append(ors, none)
		}
		w.setNext(w.pc[i], cc.Ors(ors...))
	}
	for _, v := range w.vars {
		cur := w.cur[v]
		nxt := cur
		for _, st := range steps {
			x, ok := st.next[v]
			if !ok {
				continue
			}
			nxt = w.e.Ite(st.sel, x, nxt, v.Type)
		}
		w.connect(cur, nxt, v.Type)
	}
	for _, v := range w.deadOrder {
		m := w.dead[v]
		nxt := m
		for _, st := range steps {
			if d, ok := st.dead[v]; ok {
				nxt = cc.Choice(st.sel, d, nxt)
			}
		}
		w.setNext(m, nxt)
	}
	for _, ch := range p.Checks {
		w.c.Bad = append(w.c.Bad, Signal{Lit: cc.Ors(badOf[ch]...), Name: ch.ID})
	}
	return w.c, nil
}

// revive records that an assignment rooted at a variable (not through a
// pointer) brings it back into scope, as in interp.
func (w *progWriter) revive(dead map[*program.Var]z.Lit, lhs program.Expr) {
	for {
		switch x := lhs.(type) {
		case *program.VarRef:
			if _, ok := w.dead[x.Var]; ok {
				dead[x.Var] = w.b.F()
			}
			return
		case *program.Index:
			lhs = x.X
		case *program.Field:
			lhs = x.X
		default:
			return
		}
	}
}

func (w *progWriter) setNext(latch, next z.Lit) { w.c.setNext(latch, next) }

func (w *progWriter) checkSize() error {
	if len(w.c.Latches) > MaxStateBits {
		return &Error{Msg: fmt.Sprintf("the program's state has more than %d bits", MaxStateBits)}
	}
	return nil
}

// stateValue returns a value of type t made of new latches named after
// name.
func (w *progWriter) stateValue(name string, t *program.Type, pos program.Pos) (symex.Value, error) {
	if len(w.c.Latches) > MaxStateBits {
		return symex.Value{}, &Error{Pos: pos, Msg: fmt.Sprintf("%s: the program's state has more than %d bits", name, MaxStateBits)}
	}
	switch t.Kind {
	case program.KindStruct:
		elems := make([]symex.Value, len(t.Fields))
		for i, f := range t.Fields {
			x, err := w.stateValue(name+"."+f.Name, f.Type, pos)
			if err != nil {
				return symex.Value{}, err
			}
			elems[i] = x
		}
		return symex.Value{Elems: elems}, nil
	case program.KindArray:
		if t.Len > int64(MaxStateBits)/(int64(max(t.Elem.Size, 1))*8) {
			return symex.Value{}, &Error{Pos: pos, Msg: fmt.Sprintf("%s: array of %d elements is too large for a circuit", name, t.Len)}
		}
		elems := make([]symex.Value, t.Len)
		for i := range elems {
			x, err := w.stateValue(fmt.Sprintf("%s[%d]", name, i), t.Elem, pos)
			if err != nil {
				return symex.Value{}, err
			}
			elems[i] = x
		}
		return w.e.ArrayOf(t, elems), nil
	case program.KindVoid:
		return symex.Value{}, nil
	case program.KindBool, program.KindInt, program.KindPointer, program.KindUnion, program.KindFloat:
		n := w.e.ScalarWidth(t)
		out := make(bitvec.BV, n)
		for i := range out {
			out[i] = w.c.latch(fmt.Sprintf("%s<%d>", name, i))
		}
		return symex.Value{Bits: out}, nil
	}
	return symex.Value{}, &Error{Pos: pos, Msg: fmt.Sprintf("%s: variables of type %s", name, t)}
}

// connect sets the next-state functions of the latches in cur (a value
// made by stateValue) to the bits of nxt.
func (w *progWriter) connect(cur, nxt symex.Value, t *program.Type) {
	switch t.Kind {
	case program.KindStruct:
		for i, f := range t.Fields {
			w.connect(cur.Elems[i], nxt.Elems[i], f.Type)
		}
	case program.KindArray:
		for i := range t.Len {
			w.connect(w.e.Element(cur, i), w.e.Element(nxt, i), t.Elem)
		}
	case program.KindVoid:
	default:
		for i, m := range cur.Bits {
			w.setNext(m, nxt.Bits[i])
		}
	}
}
