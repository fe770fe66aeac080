package kinduction

import (
	"math/big"

	"github.com/satabs-go/satabs-go/program"
)

// Ranges through the head's linear atoms (widenrange.go's intervals).
//
// An inner loop for (j = 0; j < 2*i; j++) has j <= 2*i among its proved
// atoms, and i <= 2000, but no constant bound on j: the widening of
// j + 1 in a long long relation needs one. Each atom x <= E (or >=, either
// side) over a variable x bounds x by E's interval, computed from the
// intervals known so far with every operation's result inside its
// type's range (then nothing wrapped, and the value the program
// computes is the integer the interval bounds); a difference A - B <= E
// of two variables (or their value-preserving widenings) bounds each
// by the other's interval. The atoms hold at every visit of the head,
// so every bound derived from them does.

// exprInterval is the interval of x's value under the intervals of
// los and his (a variable without one is read in its type's range), or
// false when x is not built from constants, variables, value-preserving
// conversions, + - and * whose results all stay inside their types.
func exprInterval(x program.Expr, los, his map[*program.Var]*big.Int) (lo, hi *big.Int, ok bool) {
	t := x.Type()
	if t.Kind != program.KindInt || t.Width > 64 {
		return nil, nil, false
	}
	fits := func(l, h *big.Int) (*big.Int, *big.Int, bool) {
		tl, th := typeRange(t)
		if l.Cmp(tl) < 0 || h.Cmp(th) > 0 {
			return nil, nil, false
		}
		return l, h, true
	}
	switch x := x.(type) {
	case *program.Const:
		v := constValue(x.Val, t)
		return v, v, true
	case *program.VarRef:
		if !program.Identical(x.Var.Type, t) {
			return nil, nil, false
		}
		tl, th := typeRange(t)
		l, h := tl, th
		if v, ok := los[x.Var]; ok {
			l = v
		}
		if v, ok := his[x.Var]; ok {
			h = v
		}
		return l, h, true
	case *program.Cast:
		l, h, ok := exprInterval(x.X, los, his)
		if !ok {
			return nil, nil, false
		}
		return fits(l, h)
	case *program.Unary:
		if x.Op != program.Neg {
			return nil, nil, false
		}
		l, h, ok := exprInterval(x.X, los, his)
		if !ok {
			return nil, nil, false
		}
		return fits(new(big.Int).Neg(h), new(big.Int).Neg(l))
	case *program.Binary:
		if x.Op != program.Add && x.Op != program.Sub && x.Op != program.Mul {
			return nil, nil, false
		}
		l1, h1, ok1 := exprInterval(x.X, los, his)
		l2, h2, ok2 := exprInterval(x.Y, los, his)
		if !ok1 || !ok2 {
			return nil, nil, false
		}
		switch x.Op {
		case program.Add:
			return fits(new(big.Int).Add(l1, l2), new(big.Int).Add(h1, h2))
		case program.Sub:
			return fits(new(big.Int).Sub(l1, h2), new(big.Int).Sub(h1, l2))
		}
		return fits(mulInterval(l1, h1, l2, h2))
	}
	return nil, nil, false
}

// plainVar is the variable x reads, through conversions that keep its
// value (to a wider type that is signed, or from an unsigned one).
func plainVar(x program.Expr) (*program.Var, bool) {
	for {
		c, ok := x.(*program.Cast)
		if !ok {
			break
		}
		from, to := c.X.Type(), c.T
		if from.Kind != program.KindInt || to.Kind != program.KindInt || !(to.Width > from.Width && (to.Signed || !from.Signed)) && !sameInt(from, to) {
			return nil, false
		}
		x = c.X
	}
	r, ok := x.(*program.VarRef)
	if !ok || r.Var.Type.Kind != program.KindInt {
		return nil, false
	}
	return r.Var, true
}

// linearRanges tightens los and his by the atoms (the file's comment),
// for a few rounds.
func linearRanges(atoms []program.Expr, los, his map[*program.Var]*big.Int) {
	// A bound no tighter than the type's own says nothing (and a
	// range wider than the type would only lose what the type gives).
	lower := func(v *program.Var, b *big.Int) {
		if tl, _ := typeRange(v.Type); b.Cmp(tl) <= 0 {
			return
		}
		if cur, ok := los[v]; !ok || b.Cmp(cur) > 0 {
			los[v] = b
		}
	}
	upper := func(v *program.Var, b *big.Int) {
		if _, th := typeRange(v.Type); b.Cmp(th) >= 0 {
			return
		}
		if cur, ok := his[v]; !ok || b.Cmp(cur) < 0 {
			his[v] = b
		}
	}
	// varRange is v's interval as known (its type's range otherwise).
	varRange := func(v *program.Var) (*big.Int, *big.Int) {
		l, h := typeRange(v.Type)
		if b, ok := los[v]; ok {
			l = b
		}
		if b, ok := his[v]; ok {
			h = b
		}
		return l, h
	}
	for range 3 {
		for _, at := range atoms {
			b, ok := at.(*program.Binary)
			if !ok || (b.Op != program.Le && b.Op != program.Ge) || !sameInt(b.X.Type(), b.Y.Type()) {
				continue
			}
			// Each side in turn as the small side: X <= Y is Y >= X.
			for _, flip := range []bool{false, true} {
				x, y, le := b.X, b.Y, b.Op == program.Le
				if flip {
					x, y, le = y, x, !le
				}
				yl, yh, ok := exprInterval(y, los, his)
				if !ok {
					continue
				}
				if v, ok := plainVar(x); ok {
					if le {
						upper(v, yh)
					} else {
						lower(v, yl)
					}
					continue
				}
				// A - B <= Y: A <= Y + B and B >= A - Y, when the
				// difference cannot wrap in its type.
				d, ok := x.(*program.Binary)
				if !ok || d.Op != program.Sub {
					continue
				}
				va, okA := plainVar(d.X)
				vb, okB := plainVar(d.Y)
				if !okA || !okB {
					continue
				}
				if _, _, fits := exprInterval(d, los, his); !fits {
					continue
				}
				al, ah := varRange(va)
				bl, bh := varRange(vb)
				if le {
					upper(va, new(big.Int).Add(yh, bh))
					lower(vb, new(big.Int).Sub(al, yh))
				} else {
					lower(va, new(big.Int).Add(yl, bl))
					upper(vb, new(big.Int).Sub(ah, yl))
				}
			}
		}
	}
}
