package ranges

import (
	"context"

	"github.com/satabs-go/satabs-go/program"
)

// dischargeable are the kinds of checks that ranges may prove: the
// undefined behaviours of arithmetic, conversions and indexing, whose
// conditions are about integer values.
var dischargeable = map[program.CheckKind]bool{
	program.CheckSignedOverflow:   true,
	program.CheckUnsignedOverflow: true,
	program.CheckConversion:       true,
	program.CheckShift:            true,
	program.CheckDivByZero:        true,
	program.CheckBounds:           true,
}

// Discharge analyses p and makes the condition of every check of a
// dischargeable kind that cannot fail (it holds for every value in the
// intervals at its location, or no execution reaches it) the constant
// true, in place. It returns the checks it discharged and the number of
// checks of those kinds, or ctx's error when ctx ended first (p is then
// unchanged).
func Discharge(ctx context.Context, p *program.Program) (discharged []*program.CheckInfo, candidates int, err error) {
	if !hasDischargeable(p) {
		// Nothing for the integer analysis to prove (an unreach-call
		// property: error calls and limits of the model): it took 15 s
		// on a 2,000-location AWS harness for nothing.
		fd, fc := dischargeFloats(ctx, p)
		return fd, fc, nil
	}
	r, err := Analyze(ctx, p)
	if err != nil {
		return nil, 0, err
	}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			c, ok := e.Stmt.(*program.Check)
			if !ok || c.Check == nil || !dischargeable[c.Check.Kind] {
				continue
			}
			candidates++
			iv, reached := r.Eval(l, c.Cond)
			if canFalse, _ := iv.truth(); reached && canFalse {
				continue
			}
			e.Stmt = &program.Check{Cond: program.True, Check: c.Check}
			discharged = append(discharged, c.Check)
		}
	}
	fd, fc := dischargeFloats(ctx, p)
	discharged = append(discharged, fd...)
	candidates += fc
	return discharged, candidates, nil
}

// hasDischargeable reports whether p has a check of a dischargeable kind.
func hasDischargeable(p *program.Program) bool {
	for _, l := range p.Locs {
		for _, e := range l.Out {
			if c, ok := e.Stmt.(*program.Check); ok && c.Check != nil && dischargeable[c.Check.Kind] {
				return true
			}
		}
	}
	return false
}
