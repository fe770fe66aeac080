package cfront

import (
	"github.com/satabs-go/satabs-go/program"
)

// resolveDerefs replaces each dereference *p whose pointer the points-to
// analysis shows to have one target, an object at one offset, by that
// object's part there (o.f, o[3].g): where the dereference is performed
// (its pointer check or cut holds) p designates exactly that part, so
// the two read and write the same bits, and the engines need no case
// split over objects there (CBMC's dereferencing by value sets). Only
// dereferences whose pointer check or cut is in the program are
// replaced: under & (&p->f, offsetof) a dereference performs nothing,
// and p may be null there.
func (l *lowerer) resolveDerefs() {
	a := l.pointsTo()
	if a == nil {
		return
	}
	memo := map[*program.Deref]program.Expr{}
	resolve := func(d *program.Deref) program.Expr {
		if r, ok := memo[d]; ok {
			return r
		}
		r := l.resolveDeref(a, d)
		memo[d] = r
		return r
	}
	has := func(e program.Expr) bool {
		found := false
		program.Walk(e, func(x program.Expr) bool {
			if d, ok := x.(*program.Deref); ok && resolve(d) != nil {
				found = true
			}
			return !found
		})
		return found
	}
	var rw func(e program.Expr) program.Expr
	rw = func(e program.Expr) program.Expr {
		if e == nil || !has(e) {
			return e
		}
		if d, ok := e.(*program.Deref); ok {
			if r := resolve(d); r != nil {
				return r
			}
		}
		return program.MapChildren(e, rw)
	}
	// The cases of calls through pointers that the pointer cannot take
	// go (prune removes the code only they reach).
	for _, loc := range l.p.Locs {
		if len(loc.Out) < 2 {
			continue
		}
		for _, e := range append([]*program.Edge(nil), loc.Out...) {
			if as, ok := e.Stmt.(*program.Assume); ok && a.Never(as.Cond) {
				e.Unlink()
			}
		}
	}
	for _, loc := range l.p.Locs {
		for _, e := range loc.Out {
			switch st := e.Stmt.(type) {
			case *program.Assign:
				if has(st.LHS) || has(st.RHS) {
					e.Stmt = &program.Assign{LHS: rw(st.LHS), RHS: rw(st.RHS)}
				}
			case *program.Havoc:
				if has(st.LHS) {
					h := *st
					h.LHS = rw(st.LHS)
					e.Stmt = &h
				}
			case *program.Assume:
				if has(st.Cond) {
					as := *st
					as.Cond = rw(st.Cond)
					e.Stmt = &as
				}
			case *program.Check:
				if has(st.Cond) {
					c := *st
					c.Cond = rw(st.Cond)
					e.Stmt = &c
				}
			}
		}
	}
}

// resolveDeref is the lvalue that *d stands for, or nil.
func (l *lowerer) resolveDeref(a *program.PointsTo, d *program.Deref) program.Expr {
	chk := l.accessEdge[d]
	if chk == nil {
		return nil
	}
	switch chk.Stmt.(type) {
	case *program.Check, *program.Assume:
	default:
		return nil // undone: the operand of &
	}
	t := d.Type()
	if t == nil || t.Kind == program.KindVoid {
		return nil
	}
	s := a.Eval(d.X)
	if s.Top || len(s.M) != 1 {
		return nil
	}
	for o, off := range s.M {
		if off.S != 0 || o.Type == nil || hasUnion(o.Type) || l.fnObjs[o.Name] == o {
			return nil
		}
		var found program.Expr
		for _, sub := range program.Subobjects(o.Type, t) {
			idx, ok := sub.Locate(off.B)
			if !ok {
				continue
			}
			if found != nil {
				return nil // two parts of the type start there
			}
			var cur program.Expr = &program.VarRef{Var: o}
			k := 0
			for _, st := range sub.Steps {
				switch {
				case st.IsByte():
					return nil
				case st.IsIndex():
					cur = &program.Index{X: cur, Index: program.NewConst(l.ts.sizeT, uint64(idx[k]))}
					k++
				default:
					cur = &program.Field{X: cur, Field: st.Field}
				}
			}
			if !program.Identical(cur.Type(), t) {
				return nil
			}
			found = cur
		}
		return found
	}
	return nil
}

// hasUnion reports whether a value of type t contains a union.
func hasUnion(t *program.Type) bool {
	switch t.Kind {
	case program.KindUnion:
		return true
	case program.KindArray:
		return t.Elem != nil && hasUnion(t.Elem)
	case program.KindStruct:
		for _, f := range t.Fields {
			if hasUnion(f.Type) {
				return true
			}
		}
	}
	return false
}
