package bitvec

import (
	"context"
	"fmt"
	"math/big"

	"github.com/go-air/gini/inter"
	"github.com/go-air/gini/logic"
	"github.com/go-air/gini/z"
)

// BV is a bit-vector: one literal per bit, least-significant bit first.
// Bit i of a BV has weight 2^i.  A BV never has width 0 when produced by a
// Builder.
type BV []z.Lit

// Width returns the number of bits of x.
func (x BV) Width() int { return len(x) }

// MSB returns the most significant bit (the sign bit for signed
// interpretations) of x.
func (x BV) MSB() z.Lit { return x[len(x)-1] }

// Every logic.C uses variable 1 for its constants: T is its positive and F
// its negative literal (see logic.NewC).  The package-level helpers that do
// not take a Builder (ConstValue, ...) rely on this.
var (
	litTrue  = z.Var(1).Pos()
	litFalse = z.Var(1).Neg()
)

// IsConstLit reports whether m is the true or false constant of a logic.C.
func IsConstLit(m z.Lit) bool { return m == litTrue || m == litFalse }

// ConstValue reports whether every bit of x is a constant and, if so, the
// value of x.  For widths above 64 it also requires all bits above bit 63 to
// be false, so that the value fits in a uint64; use ConstBig for wide
// vectors.
func ConstValue(x BV) (uint64, bool) {
	var v uint64
	for i, m := range x {
		switch m {
		case litTrue:
			if i >= 64 {
				return 0, false
			}
			v |= 1 << uint(i)
		case litFalse:
		default:
			return 0, false
		}
	}
	return v, true
}

// ConstBig is like ConstValue for any width.
func ConstBig(x BV) (*big.Int, bool) {
	v := new(big.Int)
	for i, m := range x {
		switch m {
		case litTrue:
			v.SetBit(v, i, 1)
		case litFalse:
		default:
			return nil, false
		}
	}
	return v, true
}

// IsConst reports whether all bits of x are constants.
func IsConst(x BV) bool {
	for _, m := range x {
		if !IsConstLit(m) {
			return false
		}
	}
	return true
}

// Builder builds bit-vector circuits in a gini logic.C.  All new variables
// are allocated through the circuit (C().Lit()), never through a solver, so
// that circuit literals and solver literals coincide.
//
// A Builder is not safe for concurrent use.
type Builder struct {
	c     *logic.C
	mark  []int8            // nodes already sent to the solver by AddCnf
	words map[string]wordOp // sums and differences built, for cancellation (cancel.go)
	// squares are the float squares x * x built, for FSqrt's shortcut
	// (sqrtOfSquare).
	squares map[string]squareOp
	// stop, when set, is polled while AddCnf loads clauses (InterruptWith).
	stop func() bool
	simp *cofactor // Simplify's tables, kept between calls
	// distribute, when set, makes Mul distribute over sums and
	// differences with a constant (DistributeMul).
	distribute bool
	distDepth  int
}

// InterruptWith makes AddCnf stop when ctx ends: loading the clauses of a
// circuit of millions of nodes takes seconds, longer than a time limit
// may wait. A stopped AddCnf panics with an *Interrupted, which the
// engine's caller (engine.Run) turns into an UNKNOWN for ctx's reason;
// the Builder's AddCnf bookkeeping is then undefined, and the Builder and
// its solver are for the bin.
func (b *Builder) InterruptWith(ctx context.Context) {
	if ctx.Done() == nil {
		b.stop = nil
		return
	}
	b.stop = func() bool { return ctx.Err() != nil }
}

// Interrupted is the panic of an AddCnf stopped by InterruptWith's
// context.
type Interrupted struct{}

func (*Interrupted) Error() string { return "interrupted while loading clauses" }

// IsInterrupted reports whether a recovered panic value is an AddCnf
// stopped by InterruptWith.
func IsInterrupted(r any) bool {
	_, ok := r.(*Interrupted)
	return ok
}

// pollingAdder passes clauses on and polls stop every pollClauses clauses,
// after a clause is whole.
type pollingAdder struct {
	dst     inter.Adder
	clauses int
	stop    func() bool
}

const pollClauses = 1 << 14

func (a *pollingAdder) Add(m z.Lit) {
	a.dst.Add(m)
	if m != z.LitNull {
		return
	}
	a.clauses++
	if a.clauses%pollClauses == 0 && a.stop() {
		panic(&Interrupted{})
	}
}

// New returns a Builder on a fresh logic.C.
func New() *Builder {
	return NewWith(logic.NewC())
}

// NewWith returns a Builder which adds nodes to the existing circuit c.
// Several Builders may share one circuit, but each keeps its own AddCnf
// bookkeeping.
func NewWith(c *logic.C) *Builder {
	if c.T != litTrue || c.F != litFalse {
		panic("bitvec: logic.C with unexpected constant literals")
	}
	return &Builder{c: c}
}

// C returns the underlying circuit.
func (b *Builder) C() *logic.C { return b.c }

// T returns the constant true literal.
func (b *Builder) T() z.Lit { return b.c.T }

// F returns the constant false literal.
func (b *Builder) F() z.Lit { return b.c.F }

// Bool returns the constant literal for v.
func (b *Builder) Bool(v bool) z.Lit {
	if v {
		return b.c.T
	}
	return b.c.F
}

func checkWidth(op string, w int) {
	if w < 1 {
		panic(fmt.Sprintf("bitvec: %s: invalid width %d", op, w))
	}
}

func same(op string, x, y BV) int {
	if len(x) != len(y) {
		panic(fmt.Sprintf("bitvec: %s: width mismatch %d vs %d", op, len(x), len(y)))
	}
	checkWidth(op, len(x))
	return len(x)
}

// Const returns the constant value (mod 2^width) as a BV of the given width.
// For width > 64 the bits above 63 are zero.
func (b *Builder) Const(width int, value uint64) BV {
	checkWidth("Const", width)
	x := make(BV, width)
	for i := range x {
		x[i] = b.c.F
		if i < 64 && value>>uint(i)&1 == 1 {
			x[i] = b.c.T
		}
	}
	return x
}

// ConstSigned returns the two's complement of value truncated or
// sign-extended to width bits.
func (b *Builder) ConstSigned(width int, value int64) BV {
	x := b.Const(width, uint64(value))
	if value < 0 {
		for i := 64; i < width; i++ {
			x[i] = b.c.T
		}
	}
	return x
}

// ConstBig returns value mod 2^width as a BV.  Negative values are taken in
// two's complement.
func (b *Builder) ConstBig(width int, value *big.Int) BV {
	checkWidth("ConstBig", width)
	v := new(big.Int).Set(value)
	if v.Sign() < 0 {
		m := new(big.Int).Lsh(big.NewInt(1), uint(width))
		v.Mod(v, m)
	}
	x := make(BV, width)
	for i := range x {
		x[i] = b.Bool(v.Bit(i) == 1)
	}
	return x
}

// Zero returns the all-zero constant of the given width.
func (b *Builder) Zero(width int) BV { return b.Const(width, 0) }

func (b *Builder) fill(width int, m z.Lit) BV {
	checkWidth("fill", width)
	x := make(BV, width)
	for i := range x {
		x[i] = m
	}
	return x
}

// Fresh returns a BV of new circuit inputs.
func (b *Builder) Fresh(width int) BV {
	checkWidth("Fresh", width)
	x := make(BV, width)
	for i := range x {
		x[i] = b.c.Lit()
	}
	return x
}

// Lits flattens bit-vectors into one literal slice, e.g. to be used as roots
// for AddCnf.
func Lits(xs ...BV) []z.Lit {
	n := 0
	for _, x := range xs {
		n += len(x)
	}
	out := make([]z.Lit, 0, n)
	for _, x := range xs {
		out = append(out, x...)
	}
	return out
}

// AddCnf adds to dst the clauses (Tseitin encoding) of all circuit nodes
// reachable from roots which have not been added by an earlier call of AddCnf
// on this Builder.  It returns the number of nodes added.  It is meant to be
// used with one incremental solver per Builder: build some circuit, AddCnf
// the literals you constrain or assume, solve, build more, AddCnf again, ...
//
// AddCnf does not constrain the roots; add unit clauses or assumptions for
// that.  Circuit inputs (Fresh bits) produce no clauses.
func (b *Builder) AddCnf(dst inter.Adder, roots ...z.Lit) int {
	var n int
	if b.stop != nil {
		if b.stop() {
			panic(&Interrupted{})
		}
		dst = &pollingAdder{dst: dst, stop: b.stop}
	}
	b.mark, n = b.c.CnfSince(dst, b.mark, roots...)
	return n
}

// ResetCnf forgets which nodes AddCnf has already emitted, e.g. before
// starting over with a new solver.
func (b *Builder) ResetCnf() { b.mark = b.mark[:0] }

// Eval reads the value of x (mod 2^64) from a model, where value gives the
// truth value of a literal, e.g. (*gini.Gini).Value after a satisfiable
// Solve.  Constant bits are read without calling value.
func (b *Builder) Eval(value func(z.Lit) bool, x BV) uint64 {
	var v uint64
	for i := 0; i < len(x) && i < 64; i++ {
		if b.bitValue(value, x[i]) {
			v |= 1 << uint(i)
		}
	}
	return v
}

// EvalSigned is like Eval but sign-extends x (of width at most 64) to int64.
func (b *Builder) EvalSigned(value func(z.Lit) bool, x BV) int64 {
	v := b.Eval(value, x)
	w := len(x)
	if w < 64 && v>>uint(w-1)&1 == 1 {
		v |= ^uint64(0) << uint(w)
	}
	return int64(v)
}

// EvalBig is like Eval for any width; the result is unsigned.
func (b *Builder) EvalBig(value func(z.Lit) bool, x BV) *big.Int {
	v := new(big.Int)
	for i, m := range x {
		if b.bitValue(value, m) {
			v.SetBit(v, i, 1)
		}
	}
	return v
}

// EvalLit reads the value of a single literal from a model.
func (b *Builder) EvalLit(value func(z.Lit) bool, m z.Lit) bool {
	return b.bitValue(value, m)
}

func (b *Builder) bitValue(value func(z.Lit) bool, m z.Lit) bool {
	switch m {
	case b.c.T:
		return true
	case b.c.F:
		return false
	}
	return value(m)
}

// ModelSolver is the part of a solver (e.g. *gini.Gini) that SafeValue
// needs.
type ModelSolver interface {
	Value(z.Lit) bool
	MaxVar() z.Var
}

// SafeValue wraps s.Value so that every literal reads consistently with its
// negation: a variable the solver never saw (a Fresh input in no clause or
// assumption) reads as false instead of indexing out of range, and so does
// a variable it knows but left unassigned (gini reports false for both of
// its literals). The value is always read through the positive literal.
func SafeValue(s ModelSolver) func(z.Lit) bool {
	return func(m z.Lit) bool {
		v := false
		if m.Var() <= s.MaxVar() {
			v = s.Value(m.Var().Pos())
		}
		if m.IsPos() {
			return v
		}
		return !v
	}
}
