package boolprog

import (
	"fmt"
	"strings"
)

// A Lit is a predicate variable, current or next-state, possibly negated.
// Printed as b3, !b3, 'b3 (next state) or !'b3, with the predicate's name.
type Lit struct {
	Pred int  // index into Program.Preds
	Next bool // the value after the transition
	Neg  bool // negated
}

// A Cube is a conjunction of literals; the empty cube is true.
type Cube []Lit

// A CubeSet is a disjunction of cubes; the empty set is false.
type CubeSet []Cube

// True returns the CubeSet that is always true (one empty cube).
func True() CubeSet { return CubeSet{Cube{}} }

// A Predicate is a Boolean variable of the abstract program, standing for
// the truth value of a C expression.
type Predicate struct {
	Name string // b0, b1, ...: an identifier, also valid in bp and SMV
	Text string // the C expression, printed in comments
}

// A Loc is a value of the program counter.
type Loc struct {
	ID    int    // equal to the Loc's index in Program.Locs
	Label string // e.g. "f.c:12 main", printed in comments
	Error string // non-empty: an error location; the id of the check violated when reached
}

// A Transition moves control From -> To. Changed lists the predicates whose
// value may change (they get next-state variables); every other predicate
// keeps its value. Rel relates current values of all predicates and next
// values of Changed ones; an empty Rel means the transition can never be taken.
// A Changed predicate whose next value Rel does not mention may take either
// value.
type Transition struct {
	From, To int
	Changed  []int
	Rel      CubeSet
	Comment  string // the C statement(s), for printing
}

// A Program is a Boolean program: a program counter over Locs, one Boolean
// variable per predicate, and transitions between locations.
type Program struct {
	Preds      []Predicate
	Locs       []Loc   // PC values 0..len(Locs)-1
	Init       int     // initial PC
	InitStates CubeSet // over current predicate values: the initial abstract states
	Trans      []Transition
}

// Holds reports whether l is true when the predicates have the values cur
// before the transition and next after it. next may be nil when l is not a
// next-state literal.
func (l Lit) Holds(cur, next []bool) bool {
	v := cur
	if l.Next {
		v = next
	}
	return v[l.Pred] != l.Neg
}

// Holds reports whether every literal of c holds (see Lit.Holds).
func (c Cube) Holds(cur, next []bool) bool {
	for _, l := range c {
		if !l.Holds(cur, next) {
			return false
		}
	}
	return true
}

// Holds reports whether some cube of s holds (see Lit.Holds).
func (s CubeSet) Holds(cur, next []bool) bool {
	for _, c := range s {
		if c.Holds(cur, next) {
			return true
		}
	}
	return false
}

// Allows reports whether t can move the predicate values from cur to next:
// Rel holds and every predicate outside Changed keeps its value.
func (t *Transition) Allows(cur, next []bool) bool {
	k := 0
	for i := range cur {
		if k < len(t.Changed) && t.Changed[k] == i {
			k++
			continue
		}
		if cur[i] != next[i] {
			return false
		}
	}
	return t.Rel.Holds(cur, next)
}

// Outgoing returns, for each location, the indices of the transitions that
// leave it, in the order of Trans.
func (p *Program) Outgoing() [][]int {
	out := make([][]int, len(p.Locs))
	for i, t := range p.Trans {
		if t.From >= 0 && t.From < len(out) {
			out[t.From] = append(out[t.From], i)
		}
	}
	return out
}

// ErrorLocs returns the error locations in increasing order.
func (p *Program) ErrorLocs() []int {
	var locs []int
	for i, l := range p.Locs {
		if l.Error != "" {
			locs = append(locs, i)
		}
	}
	return locs
}

// predName returns the printed name of predicate i, or a placeholder when
// i is out of range (only for printing broken programs while debugging).
func (p *Program) predName(i int) string {
	if i >= 0 && i < len(p.Preds) && p.Preds[i].Name != "" {
		return p.Preds[i].Name
	}
	return fmt.Sprintf("?b%d", i)
}

// String prints l with the default names b0, b1, ...
func (l Lit) String() string { return formatLit(l, defaultName) }

// String prints c with the default names, e.g. "b0 & !'b1"; "T" when empty.
func (c Cube) String() string { return formatCube(c, defaultName, bpSyntax) }

// String prints s with the default names, e.g. "(b0 & 'b1) | !b2"; "F"
// when empty.
func (s CubeSet) String() string { return formatCubeSet(s, defaultName, bpSyntax) }

func defaultName(i int) string { return fmt.Sprintf("b%d", i) }

// syntax is the spelling of the operators of one output language.
type syntax struct {
	true, false, not, and, or string
	next                      func(name string) string
}

var bpSyntax = syntax{
	true: "T", false: "F", not: "!", and: " & ", or: " | ",
	next: func(name string) string { return "'" + name },
}

var smvSyntax = syntax{
	true: "TRUE", false: "FALSE", not: "!", and: " & ", or: " | ",
	next: func(name string) string { return "next(" + name + ")" },
}

func formatLit(l Lit, name func(int) string) string {
	return formatLitIn(l, name, bpSyntax)
}

func formatLitIn(l Lit, name func(int) string, syn syntax) string {
	s := name(l.Pred)
	if l.Next {
		s = syn.next(s)
	}
	if l.Neg {
		s = syn.not + s
	}
	return s
}

func formatCube(c Cube, name func(int) string, syn syntax) string {
	if len(c) == 0 {
		return syn.true
	}
	parts := make([]string, len(c))
	for i, l := range c {
		parts[i] = formatLitIn(l, name, syn)
	}
	return strings.Join(parts, syn.and)
}

// formatCubeSet prints s as a disjunction; cubes of more than one literal
// are parenthesised when there is more than one cube.
func formatCubeSet(s CubeSet, name func(int) string, syn syntax) string {
	if len(s) == 0 {
		return syn.false
	}
	parts := make([]string, len(s))
	for i, c := range s {
		parts[i] = formatCube(c, name, syn)
		if len(s) > 1 && len(c) > 1 {
			parts[i] = "(" + parts[i] + ")"
		}
	}
	return strings.Join(parts, syn.or)
}

// oneLine turns a comment that may span lines into one line.
func oneLine(s string) string {
	s = strings.TrimSpace(s)
	if !strings.ContainsAny(s, "\r\n") {
		return s
	}
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' })
	for i := range fields {
		fields[i] = strings.TrimSpace(fields[i])
	}
	return strings.Join(fields, " ")
}

// summary counts predicates, locations and transitions for headers.
func (p *Program) summary() string {
	return count(len(p.Preds), "predicate") + ", " + count(len(p.Locs), "location") + ", " +
		count(len(p.Trans), "transition")
}

func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
