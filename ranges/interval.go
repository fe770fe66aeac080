package ranges

import (
	"math/big"
	"sync"

	"github.com/satabs-go/satabs-go/program"
)

// An Interval is the set of mathematical integers from Lo to Hi, both
// included, read in a type (signed or not by the type). The zero Interval
// (nil bounds) stands for a value that is not an integer (a pointer, an
// aggregate, a float not tracked): nothing is known of it. F, for a
// value of a float type, is the range of its values instead. Bounds are
// never modified once an Interval is made.
type Interval struct {
	Lo, Hi *big.Int
	F      *FloatRange
}

// Known reports whether iv bounds an integer value.
func (iv Interval) Known() bool { return iv.Lo != nil }

// Single returns the value of a one-value interval.
func (iv Interval) Single() (*big.Int, bool) {
	if iv.Lo == nil || iv.Lo.Cmp(iv.Hi) != 0 {
		return nil, false
	}
	return iv.Lo, true
}

func (iv Interval) String() string {
	if iv.F != nil {
		return iv.F.String()
	}
	if iv.Lo == nil {
		return "?"
	}
	return "[" + iv.Lo.String() + ", " + iv.Hi.String() + "]"
}

var one = big.NewInt(1)

// typeMin and typeMax are the limits of an integer type.
func typeMin(t *program.Type) *big.Int { return typeBounds(t)[0] }

func typeMax(t *program.Type) *big.Int { return typeBounds(t)[1] }

// boundsKey identifies the range of an integer type.
type boundsKey struct {
	width  int
	signed bool
}

// typeRanges caches each integer type's bounds (bounds are never
// modified, so they are shared): computing them anew for every Top
// allocated most of what a large program's analysis allocates.
var typeRanges sync.Map // boundsKey -> [2]*big.Int

func typeBounds(t *program.Type) [2]*big.Int {
	k := boundsKey{t.Width, t.Signed}
	if b, ok := typeRanges.Load(k); ok {
		return b.([2]*big.Int)
	}
	b := [2]*big.Int{program.MinConst(t).Big(), program.MaxConst(t).Big()}
	typeRanges.Store(k, b)
	return b
}

// Top is every value of t (the zero Interval when t is not an integer type).
func Top(t *program.Type) Interval {
	if t.IsFloat() {
		return Interval{F: floatTop(t.Float)}
	}
	if !t.IsInteger() {
		return Interval{}
	}
	return Interval{Lo: typeMin(t), Hi: typeMax(t)}
}

// fit is [lo, hi] when it lies in t's range, else t's whole range: an
// operation whose exact result may leave the type wraps around.
func fit(t *program.Type, lo, hi *big.Int) Interval {
	if !t.IsInteger() {
		return Interval{}
	}
	if lo.Cmp(typeMin(t)) < 0 || hi.Cmp(typeMax(t)) > 0 {
		return Top(t)
	}
	return Interval{Lo: lo, Hi: hi}
}

func single(v *big.Int) Interval { return Interval{Lo: v, Hi: v} }

func boolInterval(canFalse, canTrue bool) Interval {
	lo, hi := one, zeroBig
	if canFalse {
		lo = zeroBig
	}
	if canTrue {
		hi = one
	}
	return Interval{Lo: lo, Hi: hi}
}

var zeroBig = new(big.Int)

// truth says whether a Bool interval is always true (1), always false (0),
// or either.
func (iv Interval) truth() (canFalse, canTrue bool) {
	if iv.Lo == nil {
		return true, true
	}
	return iv.Lo.Sign() == 0, iv.Hi.Sign() != 0
}

func minBig(xs ...*big.Int) *big.Int {
	m := xs[0]
	for _, x := range xs[1:] {
		if x.Cmp(m) < 0 {
			m = x
		}
	}
	return m
}

func maxBig(xs ...*big.Int) *big.Int {
	m := xs[0]
	for _, x := range xs[1:] {
		if x.Cmp(m) > 0 {
			m = x
		}
	}
	return m
}

// join is the smallest interval holding both.
func join(a, b Interval) Interval {
	if a.F != nil && b.F != nil {
		return Interval{F: floatJoin(a.F, b.F)}
	}
	if a.Lo == nil || b.Lo == nil {
		return Interval{}
	}
	return Interval{Lo: minBig(a.Lo, b.Lo), Hi: maxBig(a.Hi, b.Hi)}
}

// leq reports whether a lies inside b.
func leq(a, b Interval) bool {
	if a.F != nil && b.F != nil {
		return floatLeq(a.F, b.F)
	}
	if b.F != nil {
		return false
	}
	if b.Lo == nil {
		return true
	}
	if a.Lo == nil {
		return false
	}
	return a.Lo.Cmp(b.Lo) >= 0 && a.Hi.Cmp(b.Hi) <= 0
}

// widen is old widened by new: a bound that moved goes to the type's limit.
func widen(t *program.Type, old, new Interval) Interval {
	if old.Lo == nil || new.Lo == nil {
		return Interval{}
	}
	lo, hi := old.Lo, old.Hi
	if new.Lo.Cmp(lo) < 0 {
		lo = typeMin(t)
	}
	if new.Hi.Cmp(hi) > 0 {
		hi = typeMax(t)
	}
	return Interval{Lo: lo, Hi: hi}
}

// meet is the intersection; ok is false when it is empty.
func meet(a, b Interval) (Interval, bool) {
	if a.F != nil && b.F != nil {
		m := floatMeet(a.F, b.F)
		return Interval{F: m}, !m.empty()
	}
	if a.Lo == nil {
		return b, true
	}
	if b.Lo == nil {
		return a, true
	}
	r := Interval{Lo: maxBig(a.Lo, b.Lo), Hi: minBig(a.Hi, b.Hi)}
	return r, r.Lo.Cmp(r.Hi) <= 0
}

func bigInt(v int64) *big.Int  { return big.NewInt(v) }
func add1(v *big.Int) *big.Int { return new(big.Int).Add(v, one) }
func sub1(v *big.Int) *big.Int { return new(big.Int).Sub(v, one) }
