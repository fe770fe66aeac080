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
	sym(env *bpSym) boolprog.TestNode
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

// bpSym evaluates bp expressions as BDDs.
type bpSym struct {
	bdd   *boolprog.TestBDD
	preds map[string]int
}

func (c bpConst) sym(env *bpSym) boolprog.TestNode { return env.bdd.Const(bool(c)) }
func (v bpVar) sym(env *bpSym) boolprog.TestNode   { return env.bdd.Var(env.preds[string(v)], false) }
func (v bpPrime) sym(env *bpSym) boolprog.TestNode { return env.bdd.Var(env.preds[string(v)], true) }
func (n bpNot) sym(env *bpSym) boolprog.TestNode   { return env.bdd.Not(n.x.sym(env)) }
func (b bpBin) sym(env *bpSym) boolprog.TestNode {
	if b.and {
		return env.bdd.And(b.x.sym(env), b.y.sym(env))
	}
	return env.bdd.Or(b.x.sym(env), b.y.sym(env))
}

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
	rhs     []bpRHS  // assign, one per lhs
}

// bpRHS is the right-hand side of one assigned variable: *, an expression
// over the old values, or schoose[pos, neg] (true if pos, else false if
// neg, else either).
type bpRHS struct {
	kind     string // "*", "expr", "schoose"
	e        bpExpr
	pos, neg bpExpr
}

// allows reports whether the rhs lets the variable become v from the old
// values cur.
func (r bpRHS) allows(cur map[string]bool, v bool) bool {
	switch r.kind {
	case "expr":
		return r.e.eval(cur, nil) == v
	case "schoose":
		switch {
		case r.pos.eval(cur, nil):
			return v
		case r.neg.eval(cur, nil):
			return !v
		}
	}
	return true
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
			if slices.Contains(s.lhs, v) {
				panic(fmt.Errorf("%s assigned twice", v))
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
			switch ps.peek() {
			case "*":
				ps.next()
				s.rhs = append(s.rhs, bpRHS{kind: "*"})
			case "schoose":
				ps.next()
				ps.expect("[")
				pos := ps.expr(false)
				ps.expect(",")
				neg := ps.expr(false)
				ps.expect("]")
				s.rhs = append(s.rhs, bpRHS{kind: "schoose", pos: pos, neg: neg})
			default:
				s.rhs = append(s.rhs, bpRHS{kind: "expr", e: ps.expr(false)})
			}
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
				ok := true
				for i, v := range s.lhs {
					nv[v] = bits>>i&1 == 1
					ok = ok && s.rhs[i].allows(vals, nv[v])
				}
				if ok && (s.cond == nil || s.cond.eval(vals, nv)) {
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

// accepts reports whether a run from statement pc with the values vals
// can reach location target (-1: return) with the values nxt. It handles
// what the writer emits: on each path, assumes, at most one assignment,
// then a jump.
func (bp *bpProgram) accepts(pc int, vals, nxt map[string]bool, target int, assigned bool) bool {
	for {
		s := bp.stmts[pc]
		switch s.kind {
		case "assume":
			if assigned {
				panic("assume after an assignment")
			}
			if !s.cond.eval(vals, nil) {
				return false
			}
		case "assert", "skip":
		case "return":
			return target == -1 && bp.key(vals) == bp.key(nxt)
		case "goto":
			for _, l := range s.targets {
				if !strings.Contains(l, "_") {
					n, _ := strconv.Atoi(strings.TrimPrefix(l, "L"))
					if n == target && bp.key(vals) == bp.key(nxt) {
						return true
					}
					continue
				}
				if bp.accepts(bp.labels[l], vals, nxt, target, assigned) {
					return true
				}
			}
			return false
		case "assign":
			if assigned {
				panic("two assignments on one path")
			}
			for _, v := range bp.vars {
				if i := slices.Index(s.lhs, v); i >= 0 {
					if !s.rhs[i].allows(vals, nxt[v]) {
						return false
					}
				} else if nxt[v] != vals[v] {
					return false
				}
			}
			if s.cond != nil && !s.cond.eval(vals, nxt) {
				return false
			}
			vals, assigned = nxt, true
		}
		pc++
	}
}

// checkBPSampled compares the parsed program with p on random state pairs,
// location by location.
func checkBPSampled(bp *bpProgram, p *boolprog.Program, samples int) error {
	r := rand.New(rand.NewPCG(uint64(len(p.Preds)), uint64(len(p.Trans))+1))
	out := p.Outgoing()
	vals := func(b []bool) map[string]bool {
		m := map[string]bool{}
		for i, pr := range p.Preds {
			m[pr.Name] = b[i]
		}
		return m
	}
	var err error
	for loc := range p.Locs {
		start, ok := bp.labels[fmt.Sprintf("L%d", loc)]
		if !ok {
			return fmt.Errorf("no label L%d", loc)
		}
		samplePairs(r, p, out, loc, samples, func(cur []bool, npc int, nxt []bool) {
			if err != nil {
				return
			}
			if len(out[loc]) == 0 {
				npc = -1
			}
			want := false
			if len(out[loc]) == 0 {
				want = slices.Equal(cur, nxt)
			}
			for _, ti := range out[loc] {
				if t := &p.Trans[ti]; t.To == npc && t.Allows(cur, nxt) {
					want = true
				}
			}
			if got := bp.accepts(start, vals(cur), vals(nxt), npc, false); got != want {
				err = fmt.Errorf("L%d from %s to L%d %s: got %v, want %v", loc, bitsKey(cur), npc, bitsKey(nxt), got, want)
			}
		})
	}
	return err
}

// symRun executes from statement pc symbolically: cond is the condition on
// the current values so far, rel (when an assignment has been made) the
// relation to the values after it. It adds the relation reaching each
// location label to reached (-1: return) and the states where an assert
// fails to failing.
func (bp *bpProgram) symRun(env *bpSym, pc int, cond boolprog.TestNode, rel *boolprog.TestNode, reached map[int]boolprog.TestNode, failing *boolprog.TestNode) {
	bdd := env.bdd
	keep := bdd.Keep(len(bp.vars), nil)
	relation := func() boolprog.TestNode {
		if rel != nil {
			return *rel
		}
		return bdd.And(cond, keep)
	}
	add := func(loc int, r boolprog.TestNode) {
		if old, ok := reached[loc]; ok {
			r = bdd.Or(old, r)
		}
		reached[loc] = r
	}
	for {
		s := bp.stmts[pc]
		switch s.kind {
		case "assume":
			if rel != nil {
				panic("assume after an assignment")
			}
			cond = bdd.And(cond, s.cond.sym(env))
		case "assert":
			if rel != nil {
				panic("assert after an assignment")
			}
			*failing = bdd.Or(*failing, bdd.And(cond, bdd.Not(s.cond.sym(env))))
		case "skip":
		case "return":
			add(-1, relation())
			return
		case "goto":
			for _, l := range s.targets {
				if !strings.Contains(l, "_") {
					n, _ := strconv.Atoi(strings.TrimPrefix(l, "L"))
					add(n, relation())
					continue
				}
				bp.symRun(env, bp.labels[l], cond, rel, reached, failing)
			}
			return
		case "assign":
			if rel != nil {
				panic("two assignments on one path")
			}
			r := cond
			for i, v := range bp.vars {
				x := bdd.Var(i, true)
				k := slices.Index(s.lhs, v)
				if k < 0 {
					r = bdd.And(r, bdd.Iff(x, bdd.Var(i, false)))
					continue
				}
				switch rhs := s.rhs[k]; rhs.kind {
				case "expr":
					r = bdd.And(r, bdd.Iff(x, rhs.e.sym(env)))
				case "schoose":
					pos := rhs.pos.sym(env)
					neg := bdd.And(bdd.Not(pos), rhs.neg.sym(env))
					r = bdd.And(r, bdd.And(bdd.Or(bdd.Not(pos), x), bdd.Or(bdd.Not(neg), bdd.Not(x))))
				}
			}
			if s.cond != nil {
				r = bdd.And(r, s.cond.sym(env))
			}
			rel = &r
		}
		pc++
	}
}

// checkBPSymbolic compares the parsed program with p with BDDs: from the
// start and from each location label, the relation reaching each location
// is that of p's transitions, and asserts fail exactly at error locations.
func checkBPSymbolic(bp *bpProgram, p *boolprog.Program) error {
	bdd := boolprog.NewTestBDD()
	env := &bpSym{bdd: bdd, preds: map[string]int{}}
	for i, v := range bp.vars {
		if v != p.Preds[i].Name {
			return fmt.Errorf("variable %d is %s, predicate %s", i, v, p.Preds[i].Name)
		}
		env.preds[v] = i
	}
	n := len(p.Preds)
	out := p.Outgoing()
	equal := func(got map[int]boolprog.TestNode, want map[int]boolprog.TestNode) error {
		for loc, w := range want {
			if g, ok := got[loc]; !ok && w != bdd.Const(false) || ok && g != w {
				return fmt.Errorf("relation to L%d differs", loc)
			}
		}
		for loc, g := range got {
			if _, ok := want[loc]; !ok && g != bdd.Const(false) {
				return fmt.Errorf("unexpected move to L%d", loc)
			}
		}
		return nil
	}
	reached := map[int]boolprog.TestNode{}
	failing := bdd.Const(false)
	bp.symRun(env, 0, bdd.Const(true), nil, reached, &failing)
	if failing != bdd.Const(false) {
		return fmt.Errorf("assert fails before the first location")
	}
	if err := equal(reached, map[int]boolprog.TestNode{p.Init: bdd.And(bdd.CubeSet(p.InitStates), bdd.Keep(n, nil))}); err != nil {
		return fmt.Errorf("initial: %v", err)
	}
	for loc := range p.Locs {
		start, ok := bp.labels[fmt.Sprintf("L%d", loc)]
		if !ok {
			return fmt.Errorf("no label L%d", loc)
		}
		reached := map[int]boolprog.TestNode{}
		failing := bdd.Const(false)
		bp.symRun(env, start, bdd.Const(true), nil, reached, &failing)
		if failing != bdd.Const(p.Locs[loc].Error != "") {
			return fmt.Errorf("L%d: assert fails in some states but not all, or wrongly (error %q)", loc, p.Locs[loc].Error)
		}
		want := map[int]boolprog.TestNode{}
		if len(out[loc]) == 0 {
			want[-1] = bdd.Keep(n, nil)
		}
		for _, ti := range out[loc] {
			t := &p.Trans[ti]
			w, ok := want[t.To]
			if !ok {
				w = bdd.Const(false)
			}
			want[t.To] = bdd.Or(w, bdd.Allows(p, t))
		}
		if err := equal(reached, want); err != nil {
			return fmt.Errorf("L%d: %v", loc, err)
		}
	}
	return nil
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
	if len(p.Preds) <= exhaustiveLimit {
		if err := checkBPMeaning(bp, p); err != nil {
			t.Fatalf("%v in\n%s\nprogram:\n%s", err, buf.String(), p)
		}
	} else if err := checkBPSampled(bp, p, 2000); err != nil {
		t.Fatalf("%v in\n%s", err, buf.String())
	}
	if err := checkBPSymbolic(bp, p); err != nil {
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
