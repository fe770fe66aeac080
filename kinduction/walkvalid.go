package kinduction

import "github.com/satabs-go/satabs-go/program"

// validIndex returns the view of __valid(p) for a walking pointer p
// (or p ± e) into an array of a fixed length n: 0 <= p$idx && p$idx < n
// over the ghost index. The cut of an invalid dereference that
// --undefined cut makes before *p++ = … reads the pointer only there; a
// view without it (the assume left out) would have none of the
// pointer's ghosts. The view only proposes candidates (each is proved on
// the program), and on the view's runs the assume keeps the index where
// the program's dereference is defined.
func validIndex(w *walkView, v *program.Valid) (program.Expr, bool) {
	t := ghostType(v.X.Type())
	if t == nil {
		return nil, false
	}
	i, a, walks, ok := w.index(v.X, t)
	if !ok || !walks || a.Type == nil || a.Type.Kind != program.KindArray || a.Type.Len <= 0 {
		return nil, false
	}
	n, ok := inRange(t, a.Type.Len)
	if !ok {
		return nil, false
	}
	lo := &program.Binary{Op: program.Ge, X: i, Y: program.NewConstInt(t, 0), T: program.Bool}
	hi := &program.Binary{Op: program.Lt, X: i, Y: program.NewConst(t, n), T: program.Bool}
	return &program.Binary{Op: program.LAnd, X: lo, Y: hi, T: program.Bool}, true
}

// sameWalkedObject returns the view of __same_object(p, &a) for a
// walking pointer p (or p ± e) of the array a: true, as the view
// follows p only because every assignment sets it into a. The
// dangling-pointer cut of a local array (__valid(p) && (!__same_object(p,
// &a) || !a$dead)) reads the pointer so.
func sameWalkedObject(w *walkView, b *program.Binary) (program.Expr, bool) {
	if b.Op != program.SameObject {
		return nil, false
	}
	x, y := b.X, b.Y
	if x.Type().Kind != program.KindPointer || y.Type().Kind != program.KindPointer {
		return nil, false
	}
	t := ghostType(x.Type())
	_, a, wx, ok1 := w.index(x, t)
	_, c, wy, ok2 := w.index(y, t)
	if !ok1 || !ok2 || a != c || !wx && !wy {
		return nil, false
	}
	return program.NewConst(program.Bool, 1), true
}
