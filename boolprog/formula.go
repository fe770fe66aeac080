package boolprog

import (
	"slices"
	"strings"
)

// This file turns BDDs into formulas the writers print: a factored sum of
// products (or product of sums) where one is small, else the BDD itself,
// node by node (for SMV with shared nodes as DEFINEs), and lays them out
// in lines.

type formKind uint8

const (
	fConst formKind = iota
	fLit
	fAnd
	fOr
	fNode // a BDD node: printed by its DEFINE name, or expanded (Shannon)
)

// A formula is a Boolean formula over BDD variables (levels; see curLevel).
type formula struct {
	kind  formKind
	val   bool       // fConst
	level int32      // fLit
	neg   bool       // fLit
	args  []*formula // fAnd, fOr: at least two
	node  bddNode    // fNode
}

var (
	formTrue  = &formula{kind: fConst, val: true}
	formFalse = &formula{kind: fConst, val: false}
)

// The BDD variables of a program: the current value of predicate i is
// level 2i, its next value 2i+1, so that a shift-like relation
// next(b_k) = b_{k+1} stays linear.
func curLevel(pred int) int  { return 2 * pred }
func nextLevel(pred int) int { return 2*pred + 1 }

// levelLit returns the Lit of a BDD variable.
func levelLit(level int32, neg bool) Lit {
	return Lit{Pred: int(level / 2), Next: level%2 == 1, Neg: neg}
}

func litForm(level int32, neg bool) *formula {
	return &formula{kind: fLit, level: level, neg: neg}
}

// junction returns the conjunction (and) or disjunction of args, flattening
// nested ones of the same kind and simplifying constants.
func junction(and bool, args ...*formula) *formula {
	kind, unit, zero := fOr, false, true
	if and {
		kind, unit, zero = fAnd, true, false
	}
	var flat []*formula
	for _, a := range args {
		switch {
		case a.kind == fConst && a.val == unit:
		case a.kind == fConst:
			return &formula{kind: fConst, val: zero}
		case a.kind == kind:
			flat = append(flat, a.args...)
		default:
			flat = append(flat, a)
		}
	}
	switch len(flat) {
	case 0:
		return &formula{kind: fConst, val: unit}
	case 1:
		return flat[0]
	}
	return &formula{kind: kind, args: flat}
}

// sopFormula factors a sum of products: the literal in most cubes is
// pulled out, l & (quotient) | (remainder), recursively.
func sopFormula(cubes [][]bddLit) *formula { return factor(cubes, false) }

// cnfFormula returns the negation of the sum of products cubes as a
// factored product of sums: each cube becomes a clause of the negated
// literals, and the literal in most clauses is pulled out, (l | quotient) &
// remainder. Where a function's sum of products grows quadratically (a
// chain of implications b1 -> b0, b2 -> b1, ...), the product of sums of
// the same function may be linear.
func cnfFormula(cubesOfNegation [][]bddLit) *formula { return factor(cubesOfNegation, true) }

// factor is sopFormula, or with dual the negation of the sum of products
// in product-of-sums form (and and or swapped, literals negated).
func factor(cubes [][]bddLit, dual bool) *formula {
	lit := func(l bddLit) *formula { return litForm(l.level, l.neg != dual) }
	and, or := !dual, dual // the junctions of a cube and of the cover
	if len(cubes) == 0 {
		return &formula{kind: fConst, val: dual}
	}
	for _, c := range cubes {
		if len(c) == 0 {
			return &formula{kind: fConst, val: !dual}
		}
	}
	if len(cubes) == 1 {
		args := make([]*formula, len(cubes[0]))
		for i, l := range cubes[0] {
			args[i] = lit(l)
		}
		return junction(and, args...)
	}
	counts := map[bddLit]int{}
	var best bddLit
	bestCount := 0
	for _, c := range cubes {
		for _, l := range c {
			counts[l]++
			n := counts[l]
			// Ties go to the smaller level, so the result is deterministic.
			if n > bestCount || (n == bestCount && (l.level < best.level || l.level == best.level && !l.neg && best.neg)) {
				best, bestCount = l, n
			}
		}
	}
	if bestCount == 1 {
		args := make([]*formula, len(cubes))
		for i, c := range cubes {
			args[i] = factor([][]bddLit{c}, dual)
		}
		return junction(or, args...)
	}
	var quotient, remainder [][]bddLit
	for _, c := range cubes {
		if i := slices.Index(c, best); i >= 0 {
			q := make([]bddLit, 0, len(c)-1)
			q = append(append(q, c[:i]...), c[i+1:]...)
			quotient = append(quotient, q)
		} else {
			remainder = append(remainder, c)
		}
	}
	factored := junction(and, lit(best), factor(quotient, dual))
	return junction(or, factored, factor(remainder, dual))
}

// shannon returns the top of node f as a formula whose operands are the
// cofactors as fNode formulas (or literals and constants).
func (m *bddManager) shannon(f bddNode) *formula {
	switch f {
	case bddFalse:
		return formFalse
	case bddTrue:
		return formTrue
	}
	e := m.nodes[f]
	x, nx := litForm(e.level, false), litForm(e.level, true)
	lo, hi := m.nodeForm(e.lo), m.nodeForm(e.hi)
	switch {
	case e.lo == bddFalse && e.hi == bddTrue:
		return x
	case e.lo == bddTrue && e.hi == bddFalse:
		return nx
	case e.lo == bddFalse:
		return junction(true, x, hi)
	case e.hi == bddFalse:
		return junction(true, nx, lo)
	case e.hi == bddTrue:
		return junction(false, x, lo)
	case e.lo == bddTrue:
		return junction(false, nx, hi)
	}
	return junction(false, junction(true, x, hi), junction(true, nx, lo))
}

// nodeForm returns f as a formula: a constant, a literal, or an fNode.
func (m *bddManager) nodeForm(f bddNode) *formula {
	switch f {
	case bddFalse:
		return formFalse
	case bddTrue:
		return formTrue
	}
	e := m.nodes[f]
	if e.lo <= bddTrue && e.hi <= bddTrue {
		return litForm(e.level, e.hi == bddFalse)
	}
	return &formula{kind: fNode, node: f}
}

// toBDD returns the BDD of f.
func (m *bddManager) toBDD(f *formula) bddNode {
	switch f.kind {
	case fConst:
		if f.val {
			return bddTrue
		}
		return bddFalse
	case fLit:
		return m.variable(int(f.level), f.neg)
	case fNode:
		return f.node
	}
	r := m.toBDD(f.args[0])
	for _, a := range f.args[1:] {
		if f.kind == fAnd {
			r = m.and(r, m.toBDD(a))
		} else {
			r = m.or(r, m.toBDD(a))
		}
	}
	return r
}

func isTrueForm(f *formula) bool  { return f.kind == fConst && f.val }
func isFalseForm(f *formula) bool { return f.kind == fConst && !f.val }

// printer prints formulas in one output language.
type printer struct {
	syn  syntax
	name func(pred int) string
	// expand returns the formula to print for an fNode: nil to print its
	// DEFINE name instead.
	expand func(f bddNode) *formula
	define func(f bddNode) string
}

// context of a subformula, for parentheses: ANDs inside ORs and ORs inside
// ANDs are parenthesised, and anything that is not atomic inside an
// operand of = or ->.
type context uint8

const (
	ctxTop context = iota
	ctxAnd
	ctxOr
	ctxAtom
)

func (p *printer) print(f *formula) string {
	var b strings.Builder
	p.write(&b, f, ctxTop)
	return b.String()
}

func (p *printer) write(b *strings.Builder, f *formula, ctx context) {
	switch f.kind {
	case fConst:
		if f.val {
			b.WriteString(p.syn.true)
		} else {
			b.WriteString(p.syn.false)
		}
	case fLit:
		b.WriteString(formatLitIn(levelLit(f.level, f.neg), p.name, p.syn))
	case fNode:
		if x := p.expand(f.node); x != nil {
			p.write(b, x, ctx)
		} else {
			b.WriteString(p.define(f.node))
		}
	case fAnd, fOr:
		op, inner := p.syn.and, ctxAnd
		if f.kind == fOr {
			op, inner = p.syn.or, ctxOr
		}
		paren := ctx == ctxAtom || (ctx != ctxTop && ctx != inner)
		if paren {
			b.WriteByte('(')
		}
		for i, a := range f.args {
			if i > 0 {
				b.WriteString(op)
			}
			p.write(b, a, inner)
		}
		if paren {
			b.WriteByte(')')
		}
	}
}

// treeLits counts the literal occurrences of f, with fNode formulas expanded
// as a tree (saturating at limit), which is the printed size when nodes
// cannot be shared. memo (may be nil) holds the counts of nodes.
func (m *bddManager) treeLits(f *formula, memo map[bddNode]int, limit int) int {
	switch f.kind {
	case fConst:
		return 0
	case fLit:
		return 1
	case fNode:
		if memo == nil {
			memo = map[bddNode]int{}
		}
		if n, ok := memo[f.node]; ok {
			return n
		}
		n := m.treeLits(m.shannon(f.node), memo, limit)
		memo[f.node] = n
		return n
	}
	n := 0
	for _, a := range f.args {
		n = min(n+m.treeLits(a, memo, limit), limit)
	}
	return n
}

// layout prints f for a line that has reached column col: flat when it
// fits within width, otherwise each operand of its top AND or OR on a line
// of its own, led by the operator and aligned with the first operand,
// recursively.
func (p *printer) layout(f *formula, ctx context, col, width int) string {
	var b strings.Builder
	p.layoutTo(&b, f, ctx, col, width)
	return b.String()
}

func (p *printer) layoutTo(b *strings.Builder, f *formula, ctx context, col, width int) {
	flat := p.printIn(f, ctx)
	if col+len(flat) <= width {
		b.WriteString(flat)
		return
	}
	for f.kind == fNode {
		x := p.expand(f.node)
		if x == nil {
			b.WriteString(flat)
			return
		}
		f = x
	}
	if f.kind != fAnd && f.kind != fOr {
		b.WriteString(flat)
		return
	}
	op, inner := p.syn.and, ctxAnd
	if f.kind == fOr {
		op, inner = p.syn.or, ctxOr
	}
	paren := ctx == ctxAtom || (ctx != ctxTop && ctx != inner)
	if paren {
		b.WriteByte('(')
		col++
	}
	parts := make([]part, len(f.args))
	for i, a := range f.args {
		parts[i] = part{f: a, ctx: inner}
	}
	b.WriteString(p.wrapParts(parts, op, col, col))
	if paren {
		b.WriteByte(')')
	}
}

func (p *printer) printIn(f *formula, ctx context) string {
	var b strings.Builder
	p.write(&b, f, ctx)
	return b.String()
}

// A part is one operand of a list that wrapParts lays out: prefix, then
// the formula f (or text when f is nil), then suffix.
type part struct {
	prefix, text, suffix string
	f                    *formula
	ctx                  context
}

// textPart returns a part that is plain text.
func textPart(text string) part { return part{text: text} }

// lineWidth is the column the writers try to stay within.
const lineWidth = 100

// wrapParts joins parts with the operator op (" & " or ", "), the first
// starting at column col. A part that does not fit on the current line
// starts a new one at column indent; for an infix operator such as &, the
// new line begins with the operator in the two columns before indent. A
// formula too long for a line of its own is laid out over several
// (printer.layout), and the next part starts a new line.
func (p *printer) wrapParts(parts []part, op string, col, indent int) string {
	var b strings.Builder
	leading := strings.TrimSpace(op) != ","
	brk := func() {
		if leading {
			b.WriteString("\n" + strings.Repeat(" ", max(indent-2, 0)) + strings.TrimSpace(op) + " ")
		} else {
			b.WriteString(strings.TrimRight(op, " ") + "\n" + strings.Repeat(" ", indent))
		}
		col = indent
	}
	multi := false // the previous part took several lines
	for i, pt := range parts {
		flat := pt.text
		if pt.f != nil {
			flat = p.printIn(pt.f, pt.ctx)
		}
		flat = pt.prefix + flat + pt.suffix
		if i > 0 {
			if multi || (col+len(op)+len(flat) > lineWidth && col > indent) {
				brk()
			} else {
				b.WriteString(op)
				col += len(op)
			}
		}
		multi = false
		if col+len(flat) > lineWidth && pt.f != nil {
			flat = pt.prefix + p.layout(pt.f, pt.ctx, col+len(pt.prefix), lineWidth) + pt.suffix
		}
		b.WriteString(flat)
		if k := strings.LastIndexByte(flat, '\n'); k >= 0 {
			col = len(flat) - k - 1
			multi = true
		} else {
			col += len(flat)
		}
	}
	return b.String()
}
