package ranges

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// TestAffineBigBits: values go to big.Float and back exactly, and a value
// between two floats rounds outward to them.
func TestAffineBigBits(t *testing.T) {
	for _, f := range []softfloat.Format{softfloat.Binary32, softfloat.Binary64, softfloat.X87} {
		for _, s := range []string{"0", "1", "-1.5", "0x1p-149", "0x1p-1074", "3.4e38", "-1e-300", "0.1", "123456.789"} {
			x, _ := softfloat.Parse(f, s)
			if softfloat.IsInf(f, x) {
				continue
			}
			v := bitsBig(f, x)
			for _, rm := range []softfloat.RoundingMode{softfloat.Downward, softfloat.Upward} {
				if y := bigBits(f, rm, v); !softfloat.Equal(f, x, y) {
					t.Errorf("%v %s: back %s", f, s, softfloat.Hex(f, y))
				}
			}
			// a third of an ulp above x: Downward gives x, Upward the next
			up := nextUp(f, x)
			w := new(big.Float).SetPrec(affPrec).Sub(bitsBig(f, up), v)
			w.Quo(w, big.NewFloat(3))
			w.Add(w, v)
			if d, u := bigBits(f, softfloat.Downward, w), bigBits(f, softfloat.Upward, w); !softfloat.Equal(f, d, x) || !softfloat.Equal(f, u, up) {
				t.Errorf("%v %s: between rounds to %s, %s", f, s, softfloat.Hex(f, d), softfloat.Hex(f, u))
			}
		}
	}
}

// randomCorrelated is a straight-line float program over one input x
// assumed in a range: a few variables, each a random expression of x and
// the earlier ones (sums, products, squares, quotients by values kept
// away from zero, Newton-like steps), where affine forms keep relations
// intervals lose.
func randomCorrelated(rng *rand.Rand) (src string, typ string) {
	typ = []string{"float", "double", "long double"}[rng.IntN(3)]
	suffix := map[string]string{"float": "f", "double": "", "long double": "L"}[typ]
	lit := func(x float64) string { return fmt.Sprintf("%.3f%s", x, suffix) }
	vars := []string{"x"}
	pick := func() string { return vars[rng.IntN(len(vars))] }
	var expr func(d int) string
	expr = func(d int) string {
		if d == 0 || rng.IntN(4) == 0 {
			if rng.IntN(4) == 0 {
				return lit(float64(rng.IntN(33)-16) / 8)
			}
			return pick()
		}
		switch rng.IntN(10) {
		case 7, 8, 9:
			// zero in the reals, a few roundings in floats
			v, c := pick(), []string{"0.1", "0.3", "1.7", "3.0", "1e-3", "7.1"}[rng.IntN(6)]+suffix
			return []string{
				"(((" + v + " + " + c + ") - " + c + ") - " + v + ")",
				"((" + v + " * " + c + ") / " + c + " - " + v + ")",
				"((" + v + " / " + c + ") * " + c + " - " + v + ")",
			}[rng.IntN(3)]
		case 0:
			v := pick()
			return "(" + v + " * " + v + ")"
		case 1:
			v := pick()
			return "(" + lit(0.5) + " * (" + v + " + x / " + v + "))"
		case 2:
			r := expr(d - 1)
			return "(" + expr(d-1) + " / (" + r + " * " + r + " + " + lit(1) + "))"
		}
		op := []string{"+", "-", "*", "-"}[rng.IntN(4)]
		return "(" + expr(d-1) + " " + op + " " + expr(d-1) + ")"
	}
	lo := 0.25 + float64(rng.IntN(12))/4
	hi := lo + float64(rng.IntN(8)+1)/4
	var b strings.Builder
	fmt.Fprintf(&b, "%s x = __VERIFIER_nondet_%s();\n", typ, strings.ReplaceAll(typ, " ", "_"))
	fmt.Fprintf(&b, "__VERIFIER_assume(x >= %s && x <= %s);\n", lit(lo), lit(hi))
	for i := 0; i < 3+rng.IntN(4); i++ {
		v := fmt.Sprintf("t%d", i)
		fmt.Fprintf(&b, "%s %s = %s;\n", typ, v, expr(3))
		vars = append(vars, v)
	}
	fmt.Fprintf(&b, "__VERIFIER_assert(%s <= %s);\n", vars[len(vars)-1], lit(0))
	return b.String(), typ
}

// pieceInputs gives the float input values in [lo, hi] of format f: the
// ends, their neighbours inside, and uniform values between.
type pieceInputs struct {
	rng    *rand.Rand
	f      softfloat.Format
	lo, hi softfloat.Bits
}

func (in pieceInputs) Havoc(e *program.Edge, t *program.Type) (interp.Value, error) {
	var x softfloat.Bits
	switch k := in.rng.IntN(8); {
	case k == 0:
		x = in.lo
	case k == 1:
		x = in.hi
	case k == 2:
		x = nextUp(in.f, in.lo)
	case k == 3:
		x = nextDown(in.f, in.hi)
	default:
		l, h := bitsBig(in.f, in.lo), bitsBig(in.f, in.hi)
		w := new(big.Float).SetPrec(affPrec).Sub(h, l)
		w.Mul(w, big.NewFloat(in.rng.Float64()))
		w.Add(w, l)
		x = bigBits(in.f, softfloat.NearestEven, w)
		if softfloat.Less(in.f, x, in.lo) || softfloat.Less(in.f, in.hi, x) {
			x = in.lo
		}
	}
	if t.Kind != program.KindFloat || t.Float != in.f {
		return interp.Value{}, fmt.Errorf("unexpected input of type %s", t)
	}
	return interp.Value{Bits: x.Lo, Hi: x.Hi}, nil
}

// TestAffineSound: on random programs whose values are correlated, the
// analysis restricted to a narrow piece of the input's range (where the
// affine forms matter most: their second-order terms are small) holds
// every value that concrete runs on inputs in the piece meet, at every
// location; the forms are really used (the intervals are narrower than
// without them on some programs).
func TestAffineSound(t *testing.T) {
	n := 40
	if *long {
		n = 1500
	}
	rng := rand.New(rand.NewPCG(11, 5))
	narrower, compared := 0, 0
	for i := 0; i < n; i++ {
		src, _ := randomCorrelated(rng)
		full := floatPrelude + src + "return 0; }\n"
		full = strings.Replace(full, "int main(void)", "extern long double __VERIFIER_nondet_long_double(void);\nint main(void)", 1)
		p := parse(t, full, cfront.Checks{})
		opts := options{floats: true, widenAfter: floatWidenAfter, maxWork: floatMaxWork, thresholds: floatThresholds(p)}
		r0, err := analyze(context.Background(), p, opts)
		if err != nil {
			t.Fatal(err)
		}
		at, slot, ok := splitPoint(r0, []*program.Loc{p.Locs[len(p.Locs)-1]})
		if !ok || r0.in[at.ID][slot].F == nil {
			continue
		}
		whole := r0.in[at.ID][slot].F
		f := whole.Format
		// a piece of about a hundredth of the range, somewhere in it
		piece := whole
		for k := 0; k < 7; k++ {
			lo, hi, ok := halves(Interval{F: piece})
			if !ok {
				break
			}
			piece = lo.F
			if rng.IntN(2) == 0 {
				piece = hi.F
			}
		}
		o := opts
		o.restrict = &restriction{at: at, slot: slot, piece: Interval{F: piece}}
		r, err := analyze(context.Background(), p, o)
		if err != nil {
			t.Fatal(err)
		}
		o.noAffine = true
		plain, err := analyze(context.Background(), p, o)
		if err != nil {
			t.Fatal(err)
		}
		if narrowerSomewhere(r, plain) {
			narrower++
		}
		bad := 0
		for run := 0; run < 30 && bad == 0; run++ {
			in := pieceInputs{rand.New(rand.NewPCG(uint64(i), uint64(run))), f, piece.Lo, piece.Hi}
			obs := interp.Options{MaxSteps: 10_000, NoTrace: true}
			obs.Observe = func(l *program.Loc, s *interp.State) {
				en := r.in[l.ID]
				if en == nil {
					if bad == 0 {
						t.Errorf("%s\npiece %s: %s reached, the analysis says not", src, piece, l)
					}
					bad++
					return
				}
				for k, v := range r.a.vars {
					if s.IsDead(v) || en[k].F == nil {
						continue
					}
					val := s.Get(v)
					b := softfloat.Bits{Lo: val.Bits, Hi: val.Hi}
					compared++
					if !en[k].F.contains(b) {
						if bad == 0 {
							t.Errorf("%s\npiece %s: at %s %s = %s, outside %s", src, piece, l, v.Name, softfloat.Hex(v.Type.Float, b), en[k].F)
						}
						bad++
					}
				}
			}
			interp.Run(p, in, obs)
		}
	}
	if narrower == 0 || compared < 100*n {
		t.Errorf("the forms narrowed ranges in %d of %d programs; %d values compared", narrower, n, compared)
	}
	t.Logf("%d programs, forms narrower in %d, %d values compared", n, narrower, compared)
}

// narrowerSomewhere reports whether some float range of r is strictly
// inside plain's at the same location.
func narrowerSomewhere(r, plain *Result) bool {
	for id, en := range r.in {
		pe := plain.in[id]
		if en == nil || pe == nil {
			continue
		}
		for k := range en {
			if en[k].F != nil && pe[k].F != nil && en[k].F.Num && pe[k].F.Num && floatLeq(&FloatRange{Format: en[k].F.Format, Num: true, Lo: en[k].F.Lo, Hi: en[k].F.Hi}, &FloatRange{Format: pe[k].F.Format, Num: true, Lo: pe[k].F.Lo, Hi: pe[k].F.Hi}) &&
				!(eqF(en[k].F.Format, en[k].F.Lo, pe[k].F.Lo) && eqF(en[k].F.Format, en[k].F.Hi, pe[k].F.Hi)) {
				return true
			}
		}
	}
	return false
}
