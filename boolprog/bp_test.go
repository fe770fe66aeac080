package boolprog_test

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/internal/randbp"
)

// This file parses the bp subset that WriteBP emits and runs it, so the
// tests can check that the Boolean program text means the same as the
// Program: from each location label and each valuation, the statements up
// to the next jump to a location reach exactly the successors that the
// transitions allow.

type bpExpr interface {
	eval(cur, next map[string]bool) bool
}

type (
	bpConst bool
	bpVar   string
	bpPrime string
	bpNot   struct{ x bpExpr }
	bpBin   struct {
		and  bool
		x, y bpExpr
	}
)

func (c bpConst) eval(_, _ map[string]bool) bool    { return bool(c) }
func (v bpVar) eval(cur, _ map[string]bool) bool    { return cur[string(v)] }
func (v bpPrime) eval(_, next map[string]bool) bool { return next[string(v)] }
func (n bpNot) eval(cur, next map[string]bool) bool { return !n.x.eval(cur, next) }
func (b bpBin) eval(cur, next map[string]bool) bool {
	if b.and {
		return b.x.eval(cur, next) && b.y.eval(cur, next)
	}
	return b.x.eval(cur, next) || b.y.eval(cur, next)
}

// bpStmt is one statement; kind is assume, assert, skip, return, goto or
// assign.
type bpStmt struct {
	kind    string
	cond    bpExpr   // assume, assert, assign (nil: no constraint)
	targets []string // goto
	lhs     []string // assign
}

type bpProgram struct {
	vars   []string
	stmts  []bpStmt
	labels map[string]int // label -> statement index
}

type bpParser struct {
	toks []string
	pos  int
	vars map[string]bool
}

func bpTokenize(src string) []string {
	var toks []string
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case strings.HasPrefix(src[i:], "//"):
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '_' || unicode.IsLetter(rune(c)) || unicode.IsDigit(rune(c)):
			j := i + 1
			for j < len(src) && (src[j] == '_' || unicode.IsLetter(rune(src[j])) || unicode.IsDigit(rune(src[j]))) {
				j++
			}
			toks = append(toks, src[i:j])
			i = j
		case strings.HasPrefix(src[i:], ":="):
			toks = append(toks, ":=")
			i += 2
		default:
			toks = append(toks, string(c))
			i++
		}
	}
	return toks
}

func (ps *bpParser) peek() string {
	if ps.pos < len(ps.toks) {
		return ps.toks[ps.pos]
	}
	return ""
}

func (ps *bpParser) next() string {
	t := ps.peek()
	ps.pos++
	return t
}

func (ps *bpParser) expect(want string) {
	if got := ps.next(); got != want {
		panic(fmt.Errorf("token %d: want %q, got %q", ps.pos-1, want, got))
	}
}

func (ps *bpParser) ident() string {
	t := ps.next()
	if t == "" || !(t[0] == '_' || unicode.IsLetter(rune(t[0]))) {
		panic(fmt.Errorf("token %d: want identifier, got %q", ps.pos-1, t))
	}
	return t
}

func parseBP(src string) (bp *bpProgram, err error) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(error)
			if !ok {
				panic(r)
			}
			err = e
		}
	}()
	ps := &bpParser{toks: bpTokenize(src), vars: map[string]bool{}}
	bp = &bpProgram{labels: map[string]int{}}
	for ps.peek() == "decl" {
		ps.next()
		for {
			v := ps.ident()
			if ps.vars[v] {
				return nil, fmt.Errorf("%s declared twice", v)
			}
			ps.vars[v] = true
			bp.vars = append(bp.vars, v)
			if ps.peek() != "," {
				break
			}
			ps.next()
		}
		ps.expect(";")
	}
	for _, t := range []string{"void", "main", "(", ")", "begin"} {
		ps.expect(t)
	}
	for ps.peek() != "end" {
		if ps.pos+1 < len(ps.toks) && ps.toks[ps.pos+1] == ":" {
			l := ps.ident()
			ps.next()
			if _, dup := bp.labels[l]; dup {
				return nil, fmt.Errorf("label %s twice", l)
			}
			bp.labels[l] = len(bp.stmts)
		}
		bp.stmts = append(bp.stmts, ps.stmt())
	}
	ps.expect("end")
	if ps.peek() != "" {
		return nil, fmt.Errorf("text after end: %q", ps.peek())
	}
	for _, s := range bp.stmts {
		for _, l := range s.targets {
			if _, ok := bp.labels[l]; !ok {
				return nil, fmt.Errorf("goto undefined label %s", l)
			}
		}
	}
	return bp, nil
}

func (ps *bpParser) stmt() bpStmt {
	var s bpStmt
	switch t := ps.peek(); t {
	case "assume", "assert":
		ps.next()
		ps.expect("(")
		s = bpStmt{kind: t, cond: ps.expr(false)}
		ps.expect(")")
	case "skip", "return":
		ps.next()
		s = bpStmt{kind: t}
	case "goto":
		ps.next()
		s.kind = "goto"
		for {
			s.targets = append(s.targets, ps.ident())
			if ps.peek() != "," {
				break
			}
			ps.next()
		}
	default:
		s.kind = "assign"
		for {
			v := ps.ident()
			if !ps.vars[v] {
				panic(fmt.Errorf("assignment to undeclared %s", v))
			}
			s.lhs = append(s.lhs, v)
			if ps.peek() != "," {
				break
			}
			ps.next()
		}
		ps.expect(":=")
		for i := range s.lhs {
			if i > 0 {
				ps.expect(",")
			}
			ps.expect("*")
		}
		if ps.peek() == "constrain" {
			ps.next()
			s.cond = ps.expr(true)
		}
	}
	ps.expect(";")
	return s
}

func (ps *bpParser) expr(primes bool) bpExpr {
	x := ps.conj(primes)
	for ps.peek() == "|" {
		ps.next()
		x = bpBin{false, x, ps.conj(primes)}
	}
	return x
}

func (ps *bpParser) conj(primes bool) bpExpr {
	x := ps.unary(primes)
	for ps.peek() == "&" {
		ps.next()
		x = bpBin{true, x, ps.unary(primes)}
	}
	return x
}

func (ps *bpParser) unary(primes bool) bpExpr {
	switch t := ps.next(); t {
	case "!":
		return bpNot{ps.unary(primes)}
	case "(":
		e := ps.expr(primes)
		ps.expect(")")
		return e
	case "T":
		return bpConst(true)
	case "F":
		return bpConst(false)
	case "'":
		if !primes {
			panic(fmt.Errorf("primed variable outside constrain"))
		}
		v := ps.ident()
		if !ps.vars[v] {
			panic(fmt.Errorf("undeclared %s", v))
		}
		return bpPrime(v)
	default:
		if !ps.vars[t] {
			panic(fmt.Errorf("undeclared %q", t))
		}
		return bpVar(t)
	}
}

// bpOutcome is where a run from a label ends: at a location label with
// values, or at a return (loc -1).
type bpOutcome struct {
	loc  int
	vals string
}

// run executes from statement pc with the values vals until control jumps
// to a location label (Ln, a label without '_'), collecting the outcomes;
// failed reports whether an assert failed on the way.
func (bp *bpProgram) run(pc int, vals map[string]bool, outs map[bpOutcome]bool, failed *bool) {
	for {
		s := bp.stmts[pc]
		switch s.kind {
		case "assume":
			if !s.cond.eval(vals, nil) {
				return
			}
		case "assert":
			if !s.cond.eval(vals, nil) {
				*failed = true
			}
		case "skip":
		case "return":
			outs[bpOutcome{-1, bp.key(vals)}] = true
			return
		case "goto":
			for _, l := range s.targets {
				if !strings.Contains(l, "_") {
					n, err := strconv.Atoi(strings.TrimPrefix(l, "L"))
					if err != nil {
						panic(err)
					}
					outs[bpOutcome{n, bp.key(vals)}] = true
					continue
				}
				bp.run(bp.labels[l], vals, outs, failed)
			}
			return
		case "assign":
			for bits := 0; bits < 1<<len(s.lhs); bits++ {
				nv := maps(vals)
				for i, v := range s.lhs {
					nv[v] = bits>>i&1 == 1
				}
				if s.cond == nil || s.cond.eval(vals, nv) {
					bp.run(pc+1, nv, outs, failed)
				}
			}
			return
		}
		pc++
	}
}

func maps(m map[string]bool) map[string]bool {
	c := make(map[string]bool, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

func (bp *bpProgram) key(vals map[string]bool) string {
	var b strings.Builder
	for _, v := range bp.vars {
		if vals[v] {
			b.WriteByte('1')
		} else {
			b.WriteByte('0')
		}
	}
	return b.String()
}

func bitsKey(b []bool) string {
	var s strings.Builder
	for _, v := range b {
		if v {
			s.WriteByte('1')
		} else {
			s.WriteByte('0')
		}
	}
	return s.String()
}

func sortedKeys(m map[bpOutcome]bool) []string {
	var s []string
	for k := range m {
		s = append(s, fmt.Sprintf("L%d/%s", k.loc, k.vals))
	}
	slices.Sort(s)
	return s
}

// checkBPMeaning runs the parsed program from its start and from every
// location label in every valuation and compares with p.
func checkBPMeaning(bp *bpProgram, p *boolprog.Program) error {
	n := len(p.Preds)
	if len(bp.vars) != n {
		return fmt.Errorf("%d declarations for %d predicates", len(bp.vars), n)
	}
	out := p.Outgoing()
	cur, nxt := make([]bool, n), make([]bool, n)
	setVals := func(bits int, b []bool) map[string]bool {
		m := map[string]bool{}
		for i := range n {
			b[i] = bits>>i&1 == 1
			m[p.Preds[i].Name] = b[i]
		}
		return m
	}
	// The start: globals are nondeterministic.
	got := map[bpOutcome]bool{}
	want := map[bpOutcome]bool{}
	for bits := 0; bits < 1<<n; bits++ {
		vals := setVals(bits, cur)
		failed := false
		bp.run(0, vals, got, &failed)
		if failed {
			return fmt.Errorf("assert fails before the first location")
		}
		if p.InitStates.Holds(cur, nil) {
			want[bpOutcome{p.Init, bitsKey(cur)}] = true
		}
	}
	if !maps2Equal(got, want) {
		return fmt.Errorf("initial: got %v, want %v", sortedKeys(got), sortedKeys(want))
	}
	for loc := range p.Locs {
		start, ok := bp.labels[fmt.Sprintf("L%d", loc)]
		if !ok {
			return fmt.Errorf("no label L%d", loc)
		}
		for bits := 0; bits < 1<<n; bits++ {
			vals := setVals(bits, cur)
			got := map[bpOutcome]bool{}
			failed := false
			bp.run(start, vals, got, &failed)
			if failed != (p.Locs[loc].Error != "") {
				return fmt.Errorf("L%d: assert failed %v, error location %q", loc, failed, p.Locs[loc].Error)
			}
			want := map[bpOutcome]bool{}
			if len(out[loc]) == 0 {
				want[bpOutcome{-1, bitsKey(cur)}] = true
			}
			for _, ti := range out[loc] {
				t := &p.Trans[ti]
				for nb := 0; nb < 1<<n; nb++ {
					setVals(nb, nxt)
					if t.Allows(cur, nxt) {
						want[bpOutcome{t.To, bitsKey(nxt)}] = true
					}
				}
			}
			if !maps2Equal(got, want) {
				return fmt.Errorf("L%d from %s: got %v, want %v", loc, bitsKey(cur), sortedKeys(got), sortedKeys(want))
			}
		}
	}
	return nil
}

func maps2Equal(a, b map[bpOutcome]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

func checkBP(t *testing.T, p *boolprog.Program) {
	t.Helper()
	var buf bytes.Buffer
	if err := boolprog.WriteBP(&buf, p); err != nil {
		t.Fatal(err)
	}
	bp, err := parseBP(buf.String())
	if err != nil {
		t.Fatalf("%v in\n%s", err, buf.String())
	}
	if err := checkBPMeaning(bp, p); err != nil {
		t.Fatalf("%v in\n%s\nprogram:\n%s", err, buf.String(), p)
	}
}

func TestBPGolden(t *testing.T) {
	for _, gp := range goldenPrograms {
		t.Run(gp.name, func(t *testing.T) { checkBP(t, gp.prog()) })
	}
}

func TestBPRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := range 300 {
		p := randbp.Program(r, randbp.Config{
			Preds: r.IntN(4), Locs: 1 + r.IntN(5), Errors: r.IntN(3), Trans: r.IntN(10),
			MaxChanged: 3, MaxCubes: 3, MaxLits: 3, EmptyRel: 0.1,
		})
		t.Run(strconv.Itoa(i), func(t *testing.T) { checkBP(t, p) })
	}
}
