package summary

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"

	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Options configure Find.
type Options struct {
	// Base are the front end options of the program verified (data
	// model, checks, CutUndefined, entry); Find sets the rest.
	Base cfront.Options
	// Keep selects the checks of a lowered program that the property
	// verified has (property.SelectChecks); nil keeps all.
	Keep func(*program.Program) map[*program.CheckInfo]bool
	// Program is the program verified, lowered with Base: the source of
	// constants for the candidates (nil: the check programs alone).
	Program *program.Program
	// MaxCandidates bounds the candidates of one function, and with
	// MaxRounds the SAT calls of the search (MaxRounds*MaxCandidates/10);
	// Unwind bounds the iterations of a loop inside the functions,
	// MaxNodes the unrolled locations of one check program; zero means
	// the defaults below.
	MaxRounds, MaxCandidates, Unwind, MaxNodes int
}

// The defaults of Options.
const (
	DefaultMaxRounds     = 40
	DefaultMaxCandidates = 3000
	DefaultUnwind        = 4
	DefaultMaxNodes      = 20000
)

// A Result holds the contracts proved, or why there are none.
type Result struct {
	// Contracts by function; nil when none could be proved.
	Contracts map[string]*cfront.Contract
	// Functions are the recursive functions, sorted.
	Functions []string
	// Reason says why there are no contracts.
	Reason string
	// Rounds (Houdini steps) and SolveCalls measure the work;
	// Candidates counts the candidates of all functions after the
	// concrete tests.
	Rounds, SolveCalls, Candidates int
	// Hard counts the conditions dropped because the question whether
	// they can fail ran out of its work budget.
	Hard int
}

// noRecursion is the Reason when the entry reaches no recursion.
const noRecursion = "no recursive function"

// Find finds contracts for every recursive function the entry function
// reaches, proved inductive together (see the package documentation). An
// error is an internal failure or the end of ctx; every other failure
// gives a Result without Contracts and with a Reason.
func Find(ctx context.Context, u *cfront.Unit, opts Options) (res *Result, err error) {
	// Loading clauses stops with a panic when ctx ends
	// (bitvec.Builder.InterruptWith).
	defer func() {
		if r := recover(); r != nil {
			if !bitvec.IsInterrupted(r) {
				panic(r)
			}
			res, err = nil, ctx.Err()
			if err == nil {
				err = errors.New("interrupted")
			}
		}
	}()
	if opts.MaxRounds <= 0 {
		opts.MaxRounds = DefaultMaxRounds
	}
	if opts.MaxCandidates <= 0 {
		opts.MaxCandidates = DefaultMaxCandidates
	}
	if opts.Unwind <= 0 {
		opts.Unwind = DefaultUnwind
	}
	if opts.MaxNodes <= 0 {
		opts.MaxNodes = DefaultMaxNodes
	}
	entry := opts.Base.Entry
	if entry == "" {
		entry = "main"
	}
	res = &Result{Functions: u.RecursiveFunctions(entry)}
	if len(res.Functions) == 0 {
		res.Reason = noRecursion
		return res, nil
	}
	model := opts.Base.Model
	if model.Name == "" {
		model = program.ILP32
	}
	// The object of a pointer parameter joins a contract only without
	// memory checks: a call by contract reads and writes it unchecked.
	ck := opts.Base.Checks
	pointees := !ck.Pointer && !ck.Bounds && !ck.Free && !ck.Memtrack && !ck.Memcleanup
	contracts := map[string]*cfront.Contract{}
	for _, f := range res.Functions {
		c, err := u.NewContract(f, model, pointees)
		if err != nil {
			res.Reason = err.Error()
			return res, nil
		}
		contracts[f] = c
	}
	// The scalar globals each function uses, directly or through the
	// contracts of the functions it calls, join its contract's state
	// (to a fixed point: a contract's globals are used where it is
	// applied).
	for changed := true; changed; {
		changed = false
		for _, f := range res.Functions {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			q, _, err := checkProgram(u, opts, contracts, f)
			if err != nil {
				res.Reason = err.Error()
				return res, nil
			}
			gs, why := usedGlobals(q)
			if why != "" {
				res.Reason = fmt.Sprintf("%s %s", f, why)
				return res, nil
			}
			c := contracts[f]
			for _, g := range gs {
				known := false
				for _, h := range c.Globals {
					known = known || h.Name == g.Name
				}
				if !known {
					if len(c.Globals) >= maxGlobals {
						res.Reason = fmt.Sprintf("%s uses more than %d globals", f, maxGlobals)
						return res, nil
					}
					c.AddGlobal(g)
					changed = true
				}
			}
		}
	}
	// A parameter's object may be a global the function uses too: the
	// check program, where it is an object of its own, would not show
	// their aliasing.
	for _, f := range res.Functions {
		c := contracts[f]
		if !c.HasPointees() {
			continue
		}
		for i := range c.Globals {
			if c.PointeeOf(i) < 0 {
				res.Reason = fmt.Sprintf("%s has a pointer parameter and uses globals", f)
				return res, nil
			}
		}
	}
	// The check programs without conditions: purity, and the material
	// of the candidates.
	all := map[string][]program.Expr{}
	for _, f := range res.Functions {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		q, _, err := checkProgram(u, opts, contracts, f)
		if err != nil {
			res.Reason = err.Error()
			return res, nil
		}
		if why := impure(q, contracts); why != "" {
			res.Reason = fmt.Sprintf("%s %s", f, why)
			return res, nil
		}
		all[f] = prefilter(ctx, u, opts, f, contracts[f], Candidates(contracts[f], q, opts.Program, opts.MaxCandidates), candidateConstants(q, opts.Program))
		res.Candidates += len(all[f])
	}
	// Each condition i of f is guarded by a Boolean on[f][i] that no
	// program assigns: the check programs are lowered and encoded once,
	// and Houdini drops a condition by no longer assuming its guard.
	on := map[string][]*program.Var{}
	for f, c := range contracts {
		for i, x := range all[f] {
			v := &program.Var{Name: fmt.Sprintf("%s::$contract%d", f, i), Type: program.Bool, Func: f}
			on[f] = append(on[f], v)
			c.Post = append(c.Post, &program.Binary{Op: program.LOr, X: &program.Unary{Op: program.LNot, X: &program.VarRef{Var: v}}, Y: x, T: program.Bool})
		}
	}
	implied := map[string][][]int{}
	for f := range contracts {
		implied[f] = impliedBy(all[f])
	}
	alive := map[*program.Var]bool{}
	for _, vs := range on {
		for _, v := range vs {
			alive[v] = true
		}
	}
	encs := map[string]*encoding{}
	for _, f := range res.Functions {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		enc, why, err := encode(ctx, u, opts, contracts, f)
		if err != nil {
			return nil, err
		}
		if why != "" {
			res.Reason = why
			return res, nil
		}
		encs[f] = enc
		// The other checks fail under the strongest contracts: they
		// fail under every weaker one.
		if why, err := enc.obligations(ctx, frontier(on, implied, alive), res); err != nil || why != "" {
			res.Reason = why
			return res, err
		}
	}
	// houdini drops conditions from alive to a fixed point, and checks
	// the other obligations there: a reason when they fail.
	houdini := func(ctx context.Context, alive map[*program.Var]bool, dropHard bool) (string, error) {
		for changed := true; changed; {
			changed = false
			for _, f := range res.Functions {
				if res.SolveCalls >= opts.MaxRounds*opts.MaxCandidates/10 {
					return fmt.Sprintf("no inductive contracts within %d SAT calls", res.SolveCalls), nil
				}
				res.Rounds++
				dropped, err := encs[f].houdiniStep(ctx, on[f], implied[f], alive, frontier(on, implied, alive), dropHard, res)
				if err != nil {
					return "", err
				}
				changed = changed || dropped
			}
		}
		// A fixed point: every condition left holds; the other checks
		// must too.
		for _, f := range res.Functions {
			if why, err := encs[f].obligations(ctx, frontier(on, implied, alive), res); err != nil || why != "" {
				return why, err
			}
		}
		return "", nil
	}
	// Houdini runs first on the conditions that are not involved alone,
	// on a part of the work (a smaller question, whose fixed point is a
	// contract too), dropping the conditions too hard to decide on their
	// own budget; then on all, dropping none for hardness: when the
	// second fails (out of work, of SAT calls, or an obligation), the
	// first's contracts are the answer.
	var best map[*program.Var]bool
	hasInvolved := false
	for f := range contracts {
		for _, x := range all[f] {
			hasInvolved = hasInvolved || involved(x)
		}
	}
	for _, simple := range []bool{true, false} {
		if simple && !hasInvolved {
			continue
		}
		a := map[*program.Var]bool{}
		for f, vs := range on {
			for i, v := range vs {
				a[v] = alive[v] && (!simple || !involved(all[f][i]))
			}
		}
		pctx, cancel := ctx, context.CancelFunc(func() {})
		if simple {
			pctx, cancel = bitvec.WithWorkBudget(ctx, simpleWork)
		}
		why, err := houdini(pctx, a, simple)
		cancel()
		if err == nil && why == "" {
			best = a
			continue
		}
		if best != nil || simple && ctx.Err() == nil {
			continue
		}
		res.Reason = why
		return res, err
	}
	alive = best
	for f, c := range contracts {
		c.Post = nil
		for i, x := range all[f] {
			if alive[on[f][i]] {
				c.Post = append(c.Post, x)
			}
		}
	}
	res.Contracts = contracts
	return res, nil
}

// simpleWork bounds the propagations of Houdini on the conditions that
// are not involved (about 2 s; cmd/satabs-go's search has 30M).
const simpleWork = 6_000_000

// involved reports whether a candidate is an implication or relates
// more than two values (a term such as result - p - q, or a mask of a
// parameter): the candidates of Houdini's second question.
func involved(x program.Expr) bool {
	b, ok := x.(*program.Binary)
	if ok && b.Op == program.LOr {
		// A product under one guard of the function's own (m >= 0 ==>
		// mult(n, m) == n * m): one question, whose multipliers make
		// every question of the search on all candidates slow.
		n, ok := b.X.(*program.Unary)
		return !ok || n.Op != program.LNot || !isProduct(b.Y) || isConjunction(n.X)
	}
	if ok && b.Op == program.Eq {
		// An equation modulo 2^w (Candidates): one question.
		return false
	}
	n := 0
	program.Walk(x, func(y program.Expr) bool {
		if _, ok := y.(*program.VarRef); ok {
			n++
		}
		if b, ok := y.(*program.Binary); ok && b.Op == program.And {
			n += 2
		}
		return true
	})
	return n > 2
}

// checkProgram lowers the check program of f with the contracts: the
// checks the property selects and the contract's conditions, numbered in
// the map returned.
func checkProgram(u *cfront.Unit, opts Options, contracts map[string]*cfront.Contract, f string) (*program.Program, map[*program.CheckInfo]int, error) {
	fo := opts.Base
	fo.Entry, fo.RecursionDepth, fo.Contracts, fo.CheckContract = f, 0, contracts, true
	fo.Stderr = nil
	fo.ContractChecks = map[*program.CheckInfo]int{}
	q, err := u.Lower(fo)
	if err != nil {
		return nil, nil, fmt.Errorf("check program of %s: %v", f, err)
	}
	program.Renumber(q)
	keep := map[*program.CheckInfo]bool{}
	if opts.Keep != nil {
		keep = opts.Keep(q)
	} else {
		for _, c := range q.Checks {
			keep[c] = true
		}
	}
	for c := range fo.ContractChecks {
		keep[c] = true
	}
	program.KeepChecks(q, keep)
	return q, fo.ContractChecks, nil
}

// maxGlobals bounds the globals of the contracts (each adds terms to the
// candidates of every function).
const maxGlobals = 4

// usedGlobals returns the globals a check program reads or writes, or
// why one of them cannot be part of a contract (only scalars can).
func usedGlobals(q *program.Program) ([]*program.Var, string) {
	var out []*program.Var
	seen := map[*program.Var]bool{}
	why := ""
	for _, l := range q.Locs {
		for _, e := range l.Out {
			for _, x := range program.StmtExprs(e.Stmt) {
				program.Walk(x, func(y program.Expr) bool {
					r, ok := y.(*program.VarRef)
					if !ok || !r.Var.Global || seen[r.Var] {
						return true
					}
					seen[r.Var] = true
					if k := r.Var.Type.Kind; k != program.KindInt && k != program.KindBool {
						if why == "" {
							why = "uses the global " + r.Var.DisplayName() + ", which is not a scalar integer"
						}
						return true
					}
					out = append(out, r.Var)
					return true
				})
			}
		}
	}
	return out, why
}

// impure says why a check program shows a function whose effect is not
// only its result and the scalar globals of its contract, or "".
func impure(q *program.Program, contracts map[string]*cfront.Contract) string {
	state := map[string]bool{}
	objects := map[string]bool{}
	for _, c := range contracts {
		for i, g := range c.Globals {
			state[g.Name] = true
			if c.PointeeOf(i) >= 0 {
				objects[g.Name] = true
			}
		}
	}
	holds := pointeeHolders(q, objects)
	// A holder may be read only to be dereferenced, tested for validity
	// or copied to another holder; an object's address only taken into
	// a holder.
	holder := func(x program.Expr) bool {
		r, ok := x.(*program.VarRef)
		return ok && holds[r.Var]
	}
	why := ""
	var walk func(x program.Expr) bool
	walk = func(y program.Expr) bool {
		if why != "" {
			return false
		}
		switch y := y.(type) {
		case *program.VarRef:
			switch {
			case holds[y.Var]:
				why = "uses pointers"
			case y.Var.Global && !state[y.Var.Name]:
				why = "uses the global " + y.Var.DisplayName()
			}
		case *program.Deref:
			if !holder(y.X) {
				why = "uses pointers"
			}
			return false
		case *program.Valid:
			if !holder(y.X) {
				why = "uses pointers"
			}
			return false
		case *program.AddrOf:
			why = "uses pointers"
		}
		return why == ""
	}
	for _, l := range q.Locs {
		for _, e := range l.Out {
			var xs []program.Expr
			switch s := e.Stmt.(type) {
			case *program.Assign:
				if r, ok := s.LHS.(*program.VarRef); ok && holds[r.Var] {
					if a, ok := s.RHS.(*program.AddrOf); ok && objectRef(a.X, objects) || holder(s.RHS) {
						continue
					}
					return "uses pointers"
				}
				xs = []program.Expr{s.LHS, s.RHS}
			case *program.Havoc:
				if s.Bodiless != "" && contracts[strings.TrimSuffix(s.Bodiless, cfront.ContractResult)] == nil {
					return "calls " + s.Bodiless + ", which has no body"
				}
				xs = []program.Expr{s.LHS}
			default:
				xs = program.StmtExprs(e.Stmt)
			}
			for _, x := range xs {
				program.Walk(x, walk)
				if why != "" {
					return why
				}
			}
		}
	}
	return ""
}

// pointeeHolders returns the variables of check program q that hold the
// address of one of the objects (of contracts' pointer parameters): the
// entry's parameter, assigned the address, and every variable assigned
// from a holder (the parameters of inlined calls, the arguments of
// calls by contract). A holder assigned anything else is not one, and
// impure refuses the program.
func pointeeHolders(q *program.Program, objects map[string]bool) map[*program.Var]bool {
	holds := map[*program.Var]bool{}
	if len(objects) == 0 {
		return holds
	}
	for changed := true; changed; {
		changed = false
		for _, l := range q.Locs {
			for _, e := range l.Out {
				s, ok := e.Stmt.(*program.Assign)
				if !ok {
					continue
				}
				r, ok := s.LHS.(*program.VarRef)
				if !ok || holds[r.Var] {
					continue
				}
				from := false
				switch x := s.RHS.(type) {
				case *program.AddrOf:
					from = objectRef(x.X, objects)
				case *program.VarRef:
					from = holds[x.Var]
				}
				if from {
					holds[r.Var] = true
					changed = true
				}
			}
		}
	}
	return holds
}

// objectRef says whether x is one of the objects.
func objectRef(x program.Expr, objects map[string]bool) bool {
	r, ok := x.(*program.VarRef)
	return ok && r.Var.Global && objects[r.Var.Name]
}

// An encoding is the formula of one check program.
type encoding struct {
	f       string
	b       *bitvec.Builder
	g       *gini.Gini
	viols   map[int]z.Lit // of the contract's condition i
	others  []z.Lit       // of the other checks
	checks  []*program.CheckInfo
	unwinds []symex.UnwindEvent
	unwind  int
	initial map[*program.Var]symex.Value
}

// encode lowers and encodes the check program of f; a reason when it
// cannot be.
func encode(ctx context.Context, u *cfront.Unit, opts Options, contracts map[string]*cfront.Contract, f string) (enc *encoding, why string, err error) {
	q, conds, err := checkProgram(u, opts, contracts, f)
	if err != nil {
		return nil, err.Error(), nil
	}
	defer func() {
		if r := recover(); r != nil {
			if !bitvec.IsInterrupted(r) {
				panic(r)
			}
			enc, why, err = nil, "", ctx.Err()
		}
	}()
	r, err := symex.MakeReducible(q)
	if err != nil {
		return nil, fmt.Sprintf("check program of %s: %v", f, err), nil
	}
	b := bitvec.New()
	b.InterruptWith(ctx)
	// Products by repeated addition: n + n * (m - 1) == n * m is a
	// question of adders only when the products share one multiplier.
	b.DistributeMul(true)
	e := symex.NewEncoder(r, b)
	un, err := symex.Unroll(ctx, r, e, symex.UnrollOptions{Unwind: opts.Unwind, MaxNodes: opts.MaxNodes})
	if err != nil {
		if ctx.Err() != nil {
			return nil, "", ctx.Err()
		}
		return nil, fmt.Sprintf("check program of %s: %v", f, err), nil
	}
	enc = &encoding{f: f, b: b, g: gini.New(), viols: map[int]z.Lit{}, unwinds: un.Unwinds, unwind: opts.Unwind, initial: e.Initial}
	for _, a := range e.Axioms {
		b.AddCnf(enc.g, a)
		enc.g.Add(a)
		enc.g.Add(0)
	}
	c := b.C()
	for _, ev := range e.Checks {
		v := e.Violation(ev)
		if i, ok := conds[ev.Check]; ok {
			if old, ok := enc.viols[i]; ok {
				v = c.Or(old, v)
			}
			enc.viols[i] = v
		} else {
			enc.others = append(enc.others, v)
			enc.checks = append(enc.checks, ev.Check)
		}
	}
	return enc, "", nil
}

// assumptions are the literals of the guards of the living conditions
// that the formula reads, in the order of the guards' names: the solver's
// search, and so its work and its models, depend on the order of its
// assumptions, which a map's iteration would change from run to run.
func (enc *encoding) assumptions(alive map[*program.Var]bool) []z.Lit {
	var guards []*program.Var
	for v, x := range enc.initial {
		if alive[v] && len(x.Bits) == 1 {
			guards = append(guards, v)
		}
	}
	sort.Slice(guards, func(i, j int) bool { return guards[i].Name < guards[j].Name })
	out := make([]z.Lit, len(guards))
	for i, v := range guards {
		out[i] = enc.initial[v].Bits[0]
	}
	return out
}

// sat reports whether m can hold under the living conditions.
func (enc *encoding) sat(ctx context.Context, m z.Lit, alive map[*program.Var]bool, res *Result, lemmas ...z.Lit) (bool, error) {
	if m == enc.b.F() {
		return false, nil
	}
	res.SolveCalls++
	enc.b.AddCnf(enc.g, m)
	r, err := bitvec.SolveAssuming(ctx, enc.g, append(append(enc.assumptions(alive), lemmas...), m)...)
	return r == 1, err
}

// obligations says which check other than the contract's conditions, or
// which loop bound, can fail under the living conditions ("" for none).
func (enc *encoding) obligations(ctx context.Context, alive map[*program.Var]bool, res *Result) (string, error) {
	for i, v := range enc.others {
		s, err := enc.sat(ctx, v, alive, res)
		if err != nil || s {
			ci := enc.checks[i]
			return fmt.Sprintf("check %s (%s) of %s may fail under the contracts", ci.ID, ci.Pos, enc.f), err
		}
	}
	for _, w := range enc.unwinds {
		s, err := enc.sat(ctx, w.Guard, alive, res)
		if err != nil || s {
			return fmt.Sprintf("the loop at %s in %s runs more than %d iterations", w.Loop.Head.Pos, enc.f, enc.unwind), err
		}
	}
	return "", nil
}

// disjunctionWork bounds the propagations of Houdini's question whether
// any condition can fail (bitvec.PropagationsPerSecond: about 0.1 s).
const disjunctionWork = 300_000

// conditionWork bounds the propagations of the question whether one
// condition can fail (about 0.3 s); a condition that needs more is
// dropped.
const conditionWork = 1_000_000

// houdiniStep asks once whether a condition of the function in front
// (the living conditions no other living one implies) can fail at its
// return under the assumptions of front, and drops every living
// condition the model violates. It reports whether it dropped any.
func (enc *encoding) houdiniStep(ctx context.Context, on []*program.Var, implied [][]int, alive, front map[*program.Var]bool, dropHard bool, res *Result) (bool, error) {
	c := enc.b.C()
	var vs []z.Lit
	var idx []int
	for i, v := range on {
		if m, ok := enc.viols[i]; ok && front[v] {
			vs = append(vs, m)
			idx = append(idx, i)
		}
	}
	if len(vs) == 0 {
		return false, nil
	}
	// One question for all, on a small budget: a model is usually
	// found at once. When the budget runs out (the proof of the fixed
	// point is the hard question of the search: one disjunction of
	// every condition), one question per condition: each is a small
	// proof, and the solver keeps what it learns from one to the next.
	sctx, cancel := bitvec.WithWorkBudget(ctx, disjunctionWork)
	s, err := enc.sat(sctx, c.Ors(vs...), front, res)
	cancel()
	if err != nil && ctx.Err() == nil {
		var lemmas []z.Lit
		for k, v := range vs {
			cctx, cancel := ctx, context.CancelFunc(func() {})
			if dropHard {
				cctx, cancel = bitvec.WithWorkBudget(ctx, conditionWork)
			}
			s, err = enc.sat(cctx, v, front, res, lemmas...)
			cancel()
			if err != nil && ctx.Err() == nil {
				// Too hard to prove or refute within its budget: drop it
				// and the weaker conditions it implies, whose questions
				// are as hard (dropping a condition is always sound).
				alive[on[idx[k]]] = false
				for j, by := range implied {
					for _, i := range by {
						if i == idx[k] {
							alive[on[j]] = false
						}
					}
				}
				res.Hard++
				return true, nil
			}
			if err != nil || s {
				break
			}
			// It holds at the return: the next questions may assume it.
			lemmas = append(lemmas, v.Not())
		}
	}
	if err != nil || !s {
		return false, err
	}
	val := bitvec.SafeValue(enc.g)
	dropped := false
	for i, v := range on {
		if m, ok := enc.viols[i]; ok && alive[v] && enc.b.EvalLit(val, m) {
			alive[v] = false
			dropped = true
		}
	}
	if !dropped {
		return false, errors.New("summary: a model of a violation violates no condition")
	}
	return true, nil
}

// Describe writes the contracts for people: "f: true → \result >= 0 &&
// ...". Of the bounds of one term under one guard only the tightest is
// shown (the others follow from it).
func Describe(contracts map[string]*cfront.Contract) string {
	var names []string
	for f := range contracts {
		names = append(names, f)
	}
	sort.Strings(names)
	var parts []string
	for _, f := range names {
		c := contracts[f]
		conds := tightest(c)
		post := "true"
		if len(conds) > 0 {
			post = strings.Join(conds, " && ")
		}
		parts = append(parts, fmt.Sprintf("%s: true → %s", f, post))
	}
	return strings.Join(parts, "; ")
}

// tightest prints the conditions of c, of the bounds t >= k (t <= k) of
// one term under one guard only the one with the largest (smallest) k,
// and t == k when both bounds meet.
func tightest(c *cfront.Contract) []string {
	type key struct {
		guard, term string
	}
	type bound struct {
		lo, hi       int64
		hasLo, hasHi bool
	}
	bounds := map[key]*bound{}
	var order []key
	var out []string
	for _, x := range c.Post {
		guard, y := "", x
		if b, ok := x.(*program.Binary); ok && b.Op == program.LOr {
			if n, ok := b.X.(*program.Unary); ok && n.Op == program.LNot {
				guard, y = ExprString(c, n.X)+" ==> ", b.Y
			}
		}
		b, ok := y.(*program.Binary)
		var k *program.Const
		if ok {
			k, _ = b.Y.(*program.Const)
		}
		if !ok || k == nil || (b.Op != program.Ge && b.Op != program.Le) || k.T.Width > 64 {
			out = append(out, ExprString(c, x))
			continue
		}
		v := int64(k.Val<<(64-k.T.Width)) >> (64 - k.T.Width)
		kk := key{guard, ExprString(c, b.X)}
		bd := bounds[kk]
		if bd == nil {
			bd = &bound{}
			bounds[kk] = bd
			order = append(order, kk)
		}
		if b.Op == program.Ge && (!bd.hasLo || v > bd.lo) {
			bd.lo, bd.hasLo = v, true
		}
		if b.Op == program.Le && (!bd.hasHi || v < bd.hi) {
			bd.hi, bd.hasHi = v, true
		}
	}
	for _, kk := range order {
		bd := bounds[kk]
		switch {
		case bd.hasLo && bd.hasHi && bd.lo == bd.hi:
			out = append(out, fmt.Sprintf("%s%s == %d", kk.guard, kk.term, bd.lo))
		default:
			if bd.hasLo {
				out = append(out, fmt.Sprintf("%s%s >= %d", kk.guard, kk.term, bd.lo))
			}
			if bd.hasHi {
				out = append(out, fmt.Sprintf("%s%s <= %d", kk.guard, kk.term, bd.hi))
			}
		}
	}
	return out
}

// isProduct reports whether x is an equation with a product
// (productCandidates).
func isProduct(x program.Expr) bool {
	b, ok := x.(*program.Binary)
	if !ok || b.Op != program.Eq {
		return false
	}
	m, ok := b.Y.(*program.Binary)
	return ok && m.Op == program.Mul
}

// isConjunction reports whether x is a conjunction of guards.
func isConjunction(x program.Expr) bool {
	b, ok := x.(*program.Binary)
	return ok && b.Op == program.LAnd
}
