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

// This file stands in for NuSMV: a tokenizer and parser for the subset of
// the NuSMV 2.6 input language that WriteSMV emits, and an evaluator for
// the parsed model, so the tests can check both that the text is well
// formed and that it means the same as the Program.

type smvToken struct {
	kind string // "id", "num", or the punctuation itself
	text string
	line int
}

// smvTokenize follows NuSMV's lexer: identifiers may contain $, # and -
// after the first character (so "b0->" would be the identifier "b0-"
// followed by ">"), comments run from -- to the end of the line.
func smvTokenize(src string) ([]smvToken, error) {
	var toks []smvToken
	line := 1
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\n':
			line++
			i++
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case strings.HasPrefix(src[i:], "--"):
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case c == '_' || unicode.IsLetter(rune(c)):
			j := i + 1
			for j < len(src) && (src[j] == '_' || src[j] == '$' || src[j] == '#' || src[j] == '-' ||
				unicode.IsLetter(rune(src[j])) || unicode.IsDigit(rune(src[j]))) {
				j++
			}
			toks = append(toks, smvToken{"id", src[i:j], line})
			i = j
		case unicode.IsDigit(rune(c)):
			j := i
			for j < len(src) && unicode.IsDigit(rune(src[j])) {
				j++
			}
			toks = append(toks, smvToken{"num", src[i:j], line})
			i = j
		default:
			found := false
			for _, p := range []string{"<->", "->", "..", "!=", ":=", "(", ")", ":", ";", "=", "!", "&", "|"} {
				if strings.HasPrefix(src[i:], p) {
					toks = append(toks, smvToken{p, p, line})
					i += len(p)
					found = true
					break
				}
			}
			if !found {
				return nil, fmt.Errorf("line %d: unexpected character %q", line, c)
			}
		}
	}
	return toks, nil
}

// smvExpr is a parsed expression; eval returns an integer (booleans are 0
// and 1), sym its value as a BDD (or an integer, for the program counter).
type smvExpr interface {
	eval(env *smvEnv) int
	sym(env *smvSym) symVal
}

// smvEnv gives the variables values; defines are evaluated once per
// valuation (cache), which keeps shared DEFINEs linear.
type smvEnv struct {
	cur, next map[string]int
	defs      map[string]smvExpr
	cache     map[string]int
}

func (env *smvEnv) reset() { clear(env.cache) }

type (
	smvConst  int
	smvIdent  string // a variable or a define
	smvNext   string
	smvNot    struct{ x smvExpr }
	smvBinary struct {
		op   string
		x, y smvExpr
	}
)

func (c smvConst) eval(*smvEnv) int { return int(c) }
func (v smvIdent) eval(env *smvEnv) int {
	if d, ok := env.defs[string(v)]; ok {
		if r, ok := env.cache[string(v)]; ok {
			return r
		}
		r := d.eval(env)
		env.cache[string(v)] = r
		return r
	}
	return env.cur[string(v)]
}
func (v smvNext) eval(env *smvEnv) int { return env.next[string(v)] }
func (n smvNot) eval(env *smvEnv) int  { return 1 - n.x.eval(env) }
func (b smvBinary) eval(env *smvEnv) int {
	x := b.x.eval(env)
	// Short cuts, as in the symbolic evaluation.
	switch {
	case b.op == "&" && x == 0:
		return 0
	case b.op == "->" && x == 0:
		return 1
	}
	y := b.y.eval(env)
	var r bool
	switch b.op {
	case "&":
		r = x == 1 && y == 1
	case "|":
		r = x == 1 || y == 1
	case "->":
		r = x == 0 || y == 1
	case "<->", "=":
		r = x == y
	case "!=":
		r = x != y
	}
	if r {
		return 1
	}
	return 0
}

// symVal is the symbolic value of an expression: an integer (the program
// counter and numbers) or a BDD over the predicates.
type symVal struct {
	isInt bool
	n     int
	b     boolprog.TestNode
}

// smvSym evaluates expressions symbolically for fixed PC and next(PC).
type smvSym struct {
	bdd     *boolprog.TestBDD
	pc, npc int
	preds   map[string]int // predicate index by name
	defs    map[string]smvExpr
	cache   map[string]symVal
}

func (env *smvSym) boolean(v symVal) boolprog.TestNode {
	if v.isInt {
		if v.n != 0 && v.n != 1 {
			panic(fmt.Errorf("integer %d used as a boolean", v.n))
		}
		return env.bdd.Const(v.n == 1)
	}
	return v.b
}

func (c smvConst) sym(*smvSym) symVal { return symVal{isInt: true, n: int(c)} }
func (v smvIdent) sym(env *smvSym) symVal {
	name := string(v)
	switch {
	case name == "PC":
		return symVal{isInt: true, n: env.pc}
	case env.defs[name] != nil:
		if r, ok := env.cache[name]; ok {
			return r
		}
		r := env.defs[name].sym(env)
		env.cache[name] = r
		return r
	}
	return symVal{b: env.bdd.Var(env.preds[name], false)}
}
func (v smvNext) sym(env *smvSym) symVal {
	if v == "PC" {
		return symVal{isInt: true, n: env.npc}
	}
	return symVal{b: env.bdd.Var(env.preds[string(v)], true)}
}
func (n smvNot) sym(env *smvSym) symVal {
	return symVal{b: env.bdd.Not(env.boolean(n.x.sym(env)))}
}
func (b smvBinary) sym(env *smvSym) symVal {
	bdd := env.bdd
	x := b.x.sym(env)
	if b.op == "=" || b.op == "!=" || b.op == "<->" {
		y := b.y.sym(env)
		var r boolprog.TestNode
		if x.isInt && y.isInt {
			r = bdd.Const(x.n == y.n)
		} else {
			r = bdd.Iff(env.boolean(x), env.boolean(y))
		}
		if b.op == "!=" {
			r = bdd.Not(r)
		}
		return symVal{b: r}
	}
	bx := env.boolean(x)
	switch {
	case b.op == "&" && bx == bdd.Const(false):
		return symVal{b: bx}
	case b.op == "->" && bx == bdd.Const(false):
		return symVal{b: bdd.Const(true)}
	}
	by := env.boolean(b.y.sym(env))
	switch b.op {
	case "&":
		return symVal{b: bdd.And(bx, by)}
	case "|":
		return symVal{b: bdd.Or(bx, by)}
	case "->":
		return symVal{b: bdd.Or(bdd.Not(bx), by)}
	}
	panic("unknown operator " + b.op)
}

// smvModel is a parsed NuSMV module.
type smvModel struct {
	pcMax      int
	bools      []string // boolean variables in declaration order
	defs       map[string]smvExpr
	init       []smvExpr
	trans      []smvExpr
	transPC    []int // the PC value guarding each TRANS
	invarspecs []smvExpr
}

type smvParser struct {
	toks []smvToken
	pos  int
	m    *smvModel
	vars map[string]string // name -> "range" or "boolean"
	// inTrans allows next(); usedNext records whether the expression
	// parsed last used it.
	inTrans, usedNext bool
	// refs lists, per define and per section ("INIT", "TRANS",
	// "INVARSPEC"), the identifiers it uses, resolved at the end since a
	// define may be used before it is declared.
	refs      map[string][]smvToken
	defNext   map[string]bool // the define's body uses next()
	defTokens map[string]smvToken
	section   string // where identifiers are being collected
}

var smvSections = map[string]bool{"MODULE": true, "VAR": true, "DEFINE": true, "INIT": true, "TRANS": true, "INVARSPEC": true}

// smvKeywords are words that cannot be variables or defines (a subset of
// NuSMV's).
var smvKeywords = map[string]bool{
	"MODULE": true, "VAR": true, "IVAR": true, "INIT": true, "TRANS": true, "INVAR": true,
	"INVARSPEC": true, "SPEC": true, "LTLSPEC": true, "CTLSPEC": true, "DEFINE": true,
	"ASSIGN": true, "TRUE": true, "FALSE": true, "next": true, "init": true, "case": true,
	"esac": true, "mod": true, "boolean": true, "integer": true, "F": true, "G": true,
	"X": true, "U": true, "V": true, "A": true, "E": true, "xor": true, "xnor": true,
	"union": true, "in": true, "self": true, "count": true, "word": true, "array": true,
	"O": true, "H": true, "Y": true, "Z": true, "S": true, "T": true, "EX": true, "AX": true,
	"EF": true, "AF": true, "EG": true, "AG": true, "BU": true, "real": true, "process": true,
	"of": true, "signed": true, "unsigned": true, "abs": true, "max": true, "min": true,
}

func (ps *smvParser) peek() smvToken {
	if ps.pos < len(ps.toks) {
		return ps.toks[ps.pos]
	}
	return smvToken{kind: "EOF"}
}

func (ps *smvParser) next() smvToken {
	t := ps.peek()
	ps.pos++
	return t
}

func (ps *smvParser) expect(kind, text string) smvToken {
	t := ps.next()
	if t.kind != kind || (text != "" && t.text != text) {
		panic(fmt.Errorf("line %d: want %s %q, got %s %q", t.line, kind, text, t.kind, t.text))
	}
	return t
}

func parseSMV(src string) (m *smvModel, err error) {
	toks, err := smvTokenize(src)
	if err != nil {
		return nil, err
	}
	ps := &smvParser{
		toks: toks, m: &smvModel{pcMax: -1, defs: map[string]smvExpr{}}, vars: map[string]string{},
		refs: map[string][]smvToken{}, defNext: map[string]bool{}, defTokens: map[string]smvToken{},
	}
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(error)
			if !ok {
				panic(r)
			}
			err = e
		}
	}()
	ps.expect("id", "MODULE")
	ps.expect("id", "main")
	for ps.peek().kind != "EOF" {
		sec := ps.expect("id", "")
		ps.section = sec.text
		switch sec.text {
		case "VAR":
			ps.varSection()
		case "DEFINE":
			ps.defineSection()
		case "INIT":
			ps.m.init = append(ps.m.init, ps.topExpr())
		case "TRANS":
			ps.inTrans = true
			e := ps.topExpr()
			ps.inTrans = false
			ps.m.trans = append(ps.m.trans, e)
			ps.m.transPC = append(ps.m.transPC, pcGuard(e))
		case "INVARSPEC":
			ps.m.invarspecs = append(ps.m.invarspecs, ps.topExpr())
		default:
			return nil, fmt.Errorf("line %d: unexpected %q", sec.line, sec.text)
		}
	}
	ps.resolve()
	return ps.m, nil
}

func (ps *smvParser) varSection() {
	for ps.peek().kind == "id" && !smvSections[ps.peek().text] {
		name := ps.next()
		if smvKeywords[name.text] {
			panic(fmt.Errorf("line %d: variable named by keyword %q", name.line, name.text))
		}
		if _, dup := ps.vars[name.text]; dup {
			panic(fmt.Errorf("line %d: %s declared twice", name.line, name.text))
		}
		ps.expect(":", "")
		if ps.peek().kind == "num" {
			lo, _ := strconv.Atoi(ps.next().text)
			ps.expect("..", "")
			hi, _ := strconv.Atoi(ps.expect("num", "").text)
			if lo != 0 || hi <= lo {
				panic(fmt.Errorf("line %d: bad range %d..%d", name.line, lo, hi))
			}
			if name.text != "PC" {
				panic(fmt.Errorf("line %d: unexpected range variable %s", name.line, name.text))
			}
			ps.m.pcMax = hi
			ps.vars[name.text] = "range"
		} else {
			ps.expect("id", "boolean")
			ps.vars[name.text] = "boolean"
			ps.m.bools = append(ps.m.bools, name.text)
		}
		ps.expect(";", "")
	}
}

// defineSection reads name := expr; entries. A body may use next(); such a
// define may then only be used in TRANS (NuSMV: "nested NEXT operators"
// under next(), and no next() in INIT or INVARSPEC).
func (ps *smvParser) defineSection() {
	for ps.peek().kind == "id" && !smvSections[ps.peek().text] {
		name := ps.next()
		if smvKeywords[name.text] {
			panic(fmt.Errorf("line %d: define named by keyword %q", name.line, name.text))
		}
		if _, dup := ps.defTokens[name.text]; dup {
			panic(fmt.Errorf("line %d: %s defined twice", name.line, name.text))
		}
		ps.defTokens[name.text] = name
		ps.expect(":=", "")
		ps.section = name.text
		ps.inTrans, ps.usedNext = true, false
		ps.m.defs[name.text] = ps.implies()
		ps.defNext[name.text] = ps.usedNext
		ps.inTrans = false
		ps.expect(";", "")
	}
}

// resolve checks the identifiers: every one is a variable or a define, a
// define is not a variable too, defines are not circular, and a define
// whose body uses next() (directly or through other defines) is used only
// in TRANS and in other defines.
func (ps *smvParser) resolve() {
	for name, tok := range ps.defTokens {
		if _, ok := ps.vars[name]; ok {
			panic(fmt.Errorf("line %d: %s is both a variable and a define", tok.line, name))
		}
	}
	for _, toks := range ps.refs {
		for _, t := range toks {
			if _, ok := ps.vars[t.text]; !ok && ps.m.defs[t.text] == nil {
				panic(fmt.Errorf("line %d: undeclared identifier %q", t.line, t.text))
			}
		}
	}
	// Depth-first search for cycles, computing the transitive next use.
	state := map[string]int{} // 1 on the stack, 2 done
	var visit func(name string) bool
	visit = func(name string) bool {
		switch state[name] {
		case 1:
			panic(fmt.Errorf("define %s is circular", name))
		case 2:
			return ps.defNext[name]
		}
		state[name] = 1
		for _, t := range ps.refs[name] {
			if ps.m.defs[t.text] != nil && visit(t.text) {
				ps.defNext[name] = true
			}
		}
		state[name] = 2
		return ps.defNext[name]
	}
	for name := range ps.m.defs {
		visit(name)
	}
	for _, sec := range []string{"INIT", "INVARSPEC"} {
		for _, t := range ps.refs[sec] {
			if ps.defNext[t.text] {
				panic(fmt.Errorf("line %d: define %s uses next() but appears in %s", t.line, t.text, sec))
			}
		}
	}
}

// topExpr parses the expression of a section; an optional ; ends it.
func (ps *smvParser) topExpr() smvExpr {
	e := ps.implies()
	if ps.peek().kind == ";" {
		ps.next()
	}
	if t := ps.peek(); t.kind != "EOF" && !(t.kind == "id" && smvSections[t.text]) {
		panic(fmt.Errorf("line %d: unexpected %q after expression", t.line, t.text))
	}
	return e
}

// Precedence, loosest first: ->, <->, |, &, = !=, !.
func (ps *smvParser) implies() smvExpr {
	x := ps.iff()
	if ps.peek().kind == "->" {
		ps.next()
		return smvBinary{"->", x, ps.implies()}
	}
	return x
}

func (ps *smvParser) iff() smvExpr {
	x := ps.or()
	for ps.peek().kind == "<->" {
		ps.next()
		x = smvBinary{"<->", x, ps.or()}
	}
	return x
}

func (ps *smvParser) or() smvExpr {
	x := ps.and()
	for ps.peek().kind == "|" {
		ps.next()
		x = smvBinary{"|", x, ps.and()}
	}
	return x
}

func (ps *smvParser) and() smvExpr {
	x := ps.eq()
	for ps.peek().kind == "&" {
		ps.next()
		x = smvBinary{"&", x, ps.eq()}
	}
	return x
}

func (ps *smvParser) eq() smvExpr {
	x := ps.unary()
	if k := ps.peek().kind; k == "=" || k == "!=" {
		ps.next()
		return smvBinary{k, x, ps.unary()}
	}
	return x
}

func (ps *smvParser) unary() smvExpr {
	t := ps.next()
	switch t.kind {
	case "!":
		return smvNot{ps.unary()}
	case "(":
		e := ps.implies()
		ps.expect(")", "")
		return e
	case "num":
		n, _ := strconv.Atoi(t.text)
		return smvConst(n)
	case "id":
		switch t.text {
		case "TRUE":
			return smvConst(1)
		case "FALSE":
			return smvConst(0)
		case "next":
			if !ps.inTrans {
				panic(fmt.Errorf("line %d: next outside TRANS", t.line))
			}
			ps.usedNext = true
			ps.expect("(", "")
			v := ps.expect("id", "")
			if _, ok := ps.vars[v.text]; !ok {
				// next() of a define is legal NuSMV, but the writer
				// never needs it: it would forbid next() in the body.
				panic(fmt.Errorf("line %d: next of %q, not a variable", v.line, v.text))
			}
			ps.expect(")", "")
			return smvNext(v.text)
		}
		if smvKeywords[t.text] {
			panic(fmt.Errorf("line %d: keyword %q in an expression", t.line, t.text))
		}
		ps.refs[ps.section] = append(ps.refs[ps.section], t)
		return smvIdent(t.text)
	}
	panic(fmt.Errorf("line %d: unexpected %q", t.line, t.text))
}

// pcGuard returns n when e has the form (PC = n) -> ..., else -1.
func pcGuard(e smvExpr) int {
	imp, ok := e.(smvBinary)
	if !ok || imp.op != "->" {
		return -1
	}
	eq, ok := imp.x.(smvBinary)
	if !ok || eq.op != "=" || eq.x != smvIdent("PC") {
		return -1
	}
	n, ok := eq.y.(smvConst)
	if !ok {
		return -1
	}
	return int(n)
}

// checkSMVShape checks what NuSMV would need beyond parsing: one TRANS per
// PC value, each an implication on PC, one boolean per predicate.
func checkSMVShape(m *smvModel, p *boolprog.Program) error {
	if m.pcMax < len(p.Locs)-1 || m.pcMax < 1 {
		return fmt.Errorf("PC range 0..%d too small", m.pcMax)
	}
	if len(m.bools) != len(p.Preds) {
		return fmt.Errorf("%d boolean variables for %d predicates", len(m.bools), len(p.Preds))
	}
	for i, b := range m.bools {
		if b != p.Preds[i].Name {
			return fmt.Errorf("boolean variable %d is %s, predicate %s", i, b, p.Preds[i].Name)
		}
	}
	seen := map[int]bool{}
	for _, n := range m.transPC {
		if n < 0 || n > m.pcMax {
			return fmt.Errorf("TRANS not guarded by a PC value in range (%d)", n)
		}
		if seen[n] {
			return fmt.Errorf("two TRANS for PC = %d", n)
		}
		seen[n] = true
	}
	for n := 0; n <= m.pcMax; n++ {
		if !seen[n] {
			return fmt.Errorf("no TRANS for PC = %d", n)
		}
	}
	if len(m.init) != 1 {
		return fmt.Errorf("%d INIT sections", len(m.init))
	}
	return nil
}

// smvWant returns whether p moves from PC pc with values cur to PC npc with
// values nxt, with the writer's convention for locations without
// successors (and unused PC values): they loop, unchanged.
func smvWant(p *boolprog.Program, out [][]int, pc int, cur []bool, npc int, nxt []bool) bool {
	if pc >= len(p.Locs) || len(out[pc]) == 0 {
		return npc == pc && slices.Equal(cur, nxt)
	}
	for _, ti := range out[pc] {
		t := &p.Trans[ti]
		if t.To == npc && t.Allows(cur, nxt) {
			return true
		}
	}
	return false
}

// smvEval evaluates the model's sections at one state pair.
type smvEval struct {
	m   *smvModel
	p   *boolprog.Program
	env *smvEnv
}

func newSMVEval(m *smvModel, p *boolprog.Program) *smvEval {
	return &smvEval{m: m, p: p, env: &smvEnv{cur: map[string]int{}, next: map[string]int{}, defs: m.defs, cache: map[string]int{}}}
}

func (ev *smvEval) set(pc int, cur []bool, npc int, nxt []bool) {
	ev.env.reset()
	ev.env.cur["PC"], ev.env.next["PC"] = pc, npc
	for i, pr := range ev.p.Preds {
		ev.env.cur[pr.Name] = b2i(cur[i])
		if nxt != nil {
			ev.env.next[pr.Name] = b2i(nxt[i])
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (ev *smvEval) holds(es []smvExpr) bool {
	for _, e := range es {
		if e.eval(ev.env) == 0 {
			return false
		}
	}
	return true
}

// checkSMVMeaning compares the model with p on every state and pair of
// states.
func checkSMVMeaning(m *smvModel, p *boolprog.Program) error {
	n := len(p.Preds)
	ev := newSMVEval(m, p)
	cur, nxt := make([]bool, n), make([]bool, n)
	setBits := func(bits uint, b []bool) {
		for i := range n {
			b[i] = bits>>i&1 == 1
		}
	}
	out := p.Outgoing()
	errs := map[int]bool{}
	for _, e := range p.ErrorLocs() {
		errs[e] = true
	}
	for pc := 0; pc <= m.pcMax; pc++ {
		for cb := uint(0); cb < 1<<n; cb++ {
			setBits(cb, cur)
			ev.set(pc, cur, 0, nil)
			wantInit := pc == p.Init && p.InitStates.Holds(cur, nil)
			if got := ev.holds(m.init); got != wantInit {
				return fmt.Errorf("INIT at PC=%d %v: got %v, want %v", pc, cur, got, wantInit)
			}
			if got := ev.holds(m.invarspecs); got == errs[pc] {
				return fmt.Errorf("INVARSPEC at PC=%d: holds %v, error location %v", pc, got, errs[pc])
			}
			for npc := 0; npc <= m.pcMax; npc++ {
				for nb := uint(0); nb < 1<<n; nb++ {
					setBits(nb, nxt)
					ev.set(pc, cur, npc, nxt)
					want := smvWant(p, out, pc, cur, npc, nxt)
					if got := ev.holds(m.trans); got != want {
						return fmt.Errorf("TRANS from PC=%d %v to PC=%d %v: got %v, want %v", pc, cur, npc, nxt, got, want)
					}
				}
			}
		}
	}
	return nil
}

// samplePairs calls f with random state pairs (cur, nxt) for a move from a
// location: uniform ones, and ones that some transition from it allows
// (from a random cube of its Rel), each also with one bit flipped, so that
// both members and near misses of the relation are tried.
func samplePairs(r *rand.Rand, p *boolprog.Program, out [][]int, pc, samples int, f func(cur []bool, npc int, nxt []bool)) {
	n := len(p.Preds)
	for range samples {
		cur, nxt := make([]bool, n), make([]bool, n)
		for i := range n {
			cur[i], nxt[i] = r.IntN(2) == 0, r.IntN(2) == 0
		}
		npc := r.IntN(max(len(p.Locs), 2))
		if pc < len(p.Locs) && len(out[pc]) > 0 && r.IntN(4) != 0 {
			t := &p.Trans[out[pc][r.IntN(len(out[pc]))]]
			npc = t.To
			copy(nxt, cur)
			for _, c := range t.Changed {
				nxt[c] = r.IntN(2) == 0
			}
			if len(t.Rel) > 0 {
				for _, l := range t.Rel[r.IntN(len(t.Rel))] {
					if l.Next {
						nxt[l.Pred] = !l.Neg
					} else {
						cur[l.Pred] = !l.Neg
					}
				}
			}
		}
		f(cur, npc, nxt)
		if n > 0 {
			k := r.IntN(2 * n)
			c2, n2 := slices.Clone(cur), slices.Clone(nxt)
			if k < n {
				c2[k] = !c2[k]
			} else {
				n2[k-n] = !n2[k-n]
			}
			f(c2, npc, n2)
		}
	}
}

// checkSMVSampled compares the model with p on random state pairs (for
// programs with too many predicates to try them all).
func checkSMVSampled(m *smvModel, p *boolprog.Program, samples int) error {
	r := rand.New(rand.NewPCG(uint64(len(p.Preds)), uint64(len(p.Trans))))
	ev := newSMVEval(m, p)
	out := p.Outgoing()
	var err error
	for pc := 0; pc <= m.pcMax && err == nil; pc++ {
		samplePairs(r, p, out, pc, samples, func(cur []bool, npc int, nxt []bool) {
			if err != nil {
				return
			}
			ev.set(pc, cur, npc, nxt)
			want := smvWant(p, out, pc, cur, npc, nxt)
			if got := ev.holds(m.trans); got != want {
				err = fmt.Errorf("TRANS from PC=%d %v to PC=%d %v: got %v, want %v", pc, cur, npc, nxt, got, want)
			}
			wantInit := pc == p.Init && p.InitStates.Holds(cur, nil)
			if got := ev.holds(m.init); got != wantInit {
				err = fmt.Errorf("INIT at PC=%d %v: got %v, want %v", pc, cur, got, wantInit)
			}
		})
	}
	return err
}

// checkSMVSymbolic compares the model with p symbolically: for every pair
// of PC values, the conjunction of the TRANS sections equals the
// disjunction of the transitions between them, as BDDs; likewise INIT and
// the INVARSPECs for every PC value.
func checkSMVSymbolic(m *smvModel, p *boolprog.Program) error {
	bdd := boolprog.NewTestBDD()
	preds := map[string]int{}
	for i, pr := range p.Preds {
		preds[pr.Name] = i
	}
	env := &smvSym{bdd: bdd, preds: preds, defs: m.defs}
	conj := func(es []smvExpr) boolprog.TestNode {
		r := bdd.Const(true)
		for _, e := range es {
			r = bdd.And(r, env.boolean(e.sym(env)))
		}
		return r
	}
	n := len(p.Preds)
	out := p.Outgoing()
	errs := map[int]bool{}
	for _, e := range p.ErrorLocs() {
		errs[e] = true
	}
	keep := bdd.Keep(n, nil)
	for pc := 0; pc <= m.pcMax; pc++ {
		env.pc, env.npc, env.cache = pc, -1, map[string]symVal{}
		want := bdd.Const(false)
		if pc == p.Init {
			want = bdd.CubeSet(p.InitStates)
		}
		if got := conj(m.init); got != want {
			return fmt.Errorf("INIT at PC=%d differs", pc)
		}
		if got := conj(m.invarspecs); got != bdd.Const(!errs[pc]) {
			return fmt.Errorf("INVARSPEC at PC=%d wrong (error location %v)", pc, errs[pc])
		}
		for npc := 0; npc <= m.pcMax; npc++ {
			env.pc, env.npc, env.cache = pc, npc, map[string]symVal{}
			want := bdd.Const(false)
			if pc >= len(p.Locs) || len(out[pc]) == 0 {
				if npc == pc {
					want = keep
				}
			} else {
				for _, ti := range out[pc] {
					if t := &p.Trans[ti]; t.To == npc {
						want = bdd.Or(want, bdd.Allows(p, t))
					}
				}
			}
			if got := conj(m.trans); got != want {
				return fmt.Errorf("TRANS from PC=%d to PC=%d differs", pc, npc)
			}
		}
	}
	return nil
}

// exhaustiveLimit is the most predicates for which the tests try every
// state pair; beyond it they sample pairs and compare BDDs.
const exhaustiveLimit = 5

func checkSMV(t *testing.T, p *boolprog.Program) {
	t.Helper()
	var buf bytes.Buffer
	if err := boolprog.WriteSMV(&buf, p); err != nil {
		t.Fatal(err)
	}
	m, err := parseSMV(buf.String())
	if err != nil {
		t.Fatalf("%v in\n%s", err, buf.String())
	}
	if err := checkSMVShape(m, p); err != nil {
		t.Fatalf("%v in\n%s", err, buf.String())
	}
	if len(p.Preds) <= exhaustiveLimit {
		if err := checkSMVMeaning(m, p); err != nil {
			t.Fatalf("%v in\n%s\nprogram:\n%s", err, buf.String(), p)
		}
	} else if err := checkSMVSampled(m, p, 2000); err != nil {
		t.Fatalf("%v in\n%s", err, buf.String())
	}
	if err := checkSMVSymbolic(m, p); err != nil {
		t.Fatalf("%v in\n%s\nprogram:\n%s", err, buf.String(), p)
	}
}

func TestSMVGolden(t *testing.T) {
	for _, gp := range goldenPrograms {
		t.Run(gp.name, func(t *testing.T) { checkSMV(t, gp.prog()) })
	}
}

func TestSMVRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 300 {
		p := randbp.Program(r, randbp.Config{
			Preds: r.IntN(4), Locs: 1 + r.IntN(5), Errors: r.IntN(3), Trans: r.IntN(10),
			MaxChanged: 3, MaxCubes: 3, MaxLits: 3, EmptyRel: 0.1,
		})
		t.Run(strconv.Itoa(i), func(t *testing.T) { checkSMV(t, p) })
	}
}

func TestSMVTokenizerCatchesGluedArrow(t *testing.T) {
	// NuSMV reads "b0->" as the identifier "b0-" and ">": the writer must
	// put blanks around operators, and the stand-in must notice if not.
	_, err := parseSMV("MODULE main VAR b0 : boolean; INIT b0->b0")
	if err == nil {
		t.Fatal("glued arrow accepted")
	}
}

// TestSMVParserCatchesDefineMisuse: the stand-in rejects what NuSMV
// rejects about DEFINEs, so the writer's use of them is checked.
func TestSMVParserCatchesDefineMisuse(t *testing.T) {
	head := "MODULE main VAR PC : 0..1; b0 : boolean; "
	for _, tc := range []struct{ name, src string }{
		{"next in INIT", head + "DEFINE r1 := next(b0); INIT r1"},
		{"next in INIT through a define", head + "DEFINE r1 := next(b0); r2 := !r1; INIT r2"},
		{"next in INVARSPEC", head + "DEFINE r1 := next(b0) & b0; INIT b0 INVARSPEC r1"},
		{"next of a define", head + "DEFINE r1 := b0; INIT b0 TRANS next(r1)"},
		{"circular", head + "DEFINE r1 := r2; r2 := !r1; INIT b0 TRANS r1"},
		{"undeclared", head + "DEFINE r1 := b7; INIT b0"},
		{"keyword", head + "DEFINE next := b0; INIT b0"},
		{"define and variable", head + "DEFINE b0 := TRUE; INIT b0"},
		{"defined twice", head + "DEFINE r1 := b0; r1 := b0; INIT b0"},
	} {
		if _, err := parseSMV(tc.src); err == nil {
			t.Errorf("%s: accepted", tc.name)
		}
	}
	// Fine: a define with next() used in TRANS, one without in INIT, and
	// a use before the definition.
	ok := head + "INIT r2 DEFINE r1 := next(b0) <-> r2; r2 := !b0; TRANS (PC = 0) -> r1 TRANS (PC = 1) -> r1"
	if _, err := parseSMV(ok); err != nil {
		t.Errorf("valid defines rejected: %v", err)
	}
}
