package symex

import (
	"fmt"

	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
)

// Exec executes edge ed on state s (which it changes) and returns it. An
// Assume strengthens the guard; a Check is recorded in e.Checks under the
// current guard and then assumed; a Havoc stores a fresh value, recorded in e.Havocs.
func (e *Encoder) Exec(s *State, ed *program.Edge) (err error) {
	defer unsupportedAt(ed, &err)
	c := e.B.C()
	switch st := ed.Stmt.(type) {
	case *program.Assign:
		e.Store(s, st.LHS, e.Eval(s, st.RHS))
	case *program.Havoc:
		v := e.Fresh(st.LHS.Type())
		e.Havocs = append(e.Havocs, HavocEvent{Edge: ed, Guard: s.Guard, Type: st.LHS.Type(), Value: v})
		e.Store(s, st.LHS, v)
	case *program.Assume:
		s.Guard = c.And(s.Guard, e.Cond(s, st.Cond))
	case *program.Check:
		cond := e.Cond(s, st.Cond)
		e.Checks = append(e.Checks, CheckEvent{Edge: ed, Check: st.Check, Guard: s.Guard, Cond: cond, Parts: s.parts})
		// Executions that violate the check stop there, as in the
		// interpreter: later checks see only executions that passed it.
		s.Guard = c.And(s.Guard, cond)
	case *program.Fill:
		e.fill(s, st)
	case *program.Skip, *program.Dead:
	default:
		return fmt.Errorf("symex: unknown statement %T", ed.Stmt)
	}
	return nil
}

// unsupportedAt, deferred, turns the *UnsupportedError that the encoding
// raised into *err, positioned at ed when it has no position; any other
// panic goes on.
func unsupportedAt(ed *program.Edge, err *error) {
	if r := recover(); r != nil {
		u, ok := r.(*UnsupportedError)
		if !ok {
			panic(r)
		}
		if u.Pos == (program.Pos{}) {
			u.Pos = ed.Pos
		}
		*err = u
	}
}

// Catch runs f and returns the *UnsupportedError that the encoding raised
// in it, if any. Eval, Cond and Store raise them; Exec catches them itself.
func Catch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			u, ok := r.(*UnsupportedError)
			if !ok {
				panic(r)
			}
			err = u
		}
	}()
	f()
	return nil
}

// fill executes a Fill: the array's new value is a segment write whose
// cells are Val evaluated, at each index a read asks for, on a copy of
// the state before the statement with Index bound to that index.
func (e *Encoder) fill(s *State, f *program.Fill) {
	it := f.Index.Type
	lo := e.normIndex(e.Eval(s, f.Lo).Bits, it)
	hi := e.normIndex(e.Eval(s, f.Hi).Bits, it)
	if !it.Signed {
		// Unsigned bounds compare as unsigned: below 2^63 after
		// widening, as a segment compares them signed.
		if it.Width >= indexBits {
			unsupported("fill over a %d-bit unsigned index", it.Width)
		}
	}
	before := s.Clone()
	val := func(idx bitvec.BV) Value {
		at := before.Clone()
		at.vars[f.Index] = Value{Bits: e.B.Trunc(idx, it.Width)}
		return e.Eval(at, f.Val)
	}
	old := e.Eval(s, f.Array)
	e.Store(s, f.Array, Value{Arr: e.fillArray(old.Arr, s.Guard, lo, hi, val)})
}
