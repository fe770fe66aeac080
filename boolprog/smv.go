package boolprog

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"
)

// WriteSMV writes p as NuSMV 2.6 input (see the package documentation for
// the encoding). It refuses programs that fail Sanity.
func WriteSMV(w io.Writer, p *Program) error {
	if err := p.Sanity(); err != nil {
		return fmt.Errorf("boolprog: cannot write SMV: %w", err)
	}
	bw := bufio.NewWriter(w)
	s := &smvWriter{w: bw, p: p, plan: newPlan(p, true)}
	s.program()
	return bw.Flush()
}

type smvWriter struct {
	w    *bufio.Writer
	p    *Program
	plan *plan
	// refs counts, per BDD node printed, the formulas and nodes that use
	// it; a node used more than once is a DEFINE.
	refs map[bddNode]int
	// defined names the DEFINEs written so far; pending are those the
	// next section needs, in the order to write them.
	defined map[bddNode]string
	pending []bddNode
	// unchanged names the DEFINE of the frame condition of a transition
	// that changes nothing, if any.
	unchanged string
	ndefs     int
	prefix    string // of the DEFINE names, unused by predicates
	pr        printer
}

func (s *smvWriter) name(i int) string { return s.p.Preds[i].Name }

func (s *smvWriter) printf(format string, args ...any) { fmt.Fprintf(s.w, format, args...) }

// pcMax is the largest PC value. A range needs two values to be safe with
// every NuSMV version, so a one-location program gets an unused PC value 1.
func (s *smvWriter) pcMax() int { return max(len(s.p.Locs)-1, 1) }

func (s *smvWriter) program() {
	p := s.p
	s.setupDefines()
	s.printf("-- Boolean program: %s\n", p.summary())
	s.printf("MODULE main\n")
	s.printf("VAR\n")
	s.printf("  %s : 0..%d;\n", pcName, s.pcMax())
	width := 0
	for _, pr := range p.Preds {
		width = max(width, len(pr.Name))
	}
	for _, pr := range p.Preds {
		decl := fmt.Sprintf("%-*s : boolean;", width, pr.Name)
		if text := oneLine(pr.Text); text != "" {
			decl += " -- " + text
		}
		s.printf("  %s\n", decl)
	}
	s.defineUnchanged()
	init := []part{textPart(fmt.Sprintf("(%s = %d)", pcName, p.Init))}
	if f := s.plan.init; !isTrueForm(f) {
		s.need(f)
		init = append(init, part{f: f, ctx: ctxAtom})
	}
	s.flushDefines()
	s.printf("INIT\n")
	s.printf("  %s\n", s.pr.wrapParts(init, " & ", 2, 2))

	out := p.Outgoing()
	for i := 0; i <= s.pcMax(); i++ {
		if i < len(p.Locs) {
			s.location(i, out[i])
		} else {
			s.printf("-- L%d: unused program counter value\n", i)
			s.stay(i)
		}
	}
	for _, e := range p.ErrorLocs() {
		s.printf("INVARSPEC !(%s = %d) -- %s\n", pcName, e, oneLine(p.Locs[e].Error))
	}
}

func (s *smvWriter) location(i int, out []int) {
	loc := s.p.Locs[i]
	header := fmt.Sprintf("L%d", i)
	if l := oneLine(loc.Label); l != "" {
		header += ": " + l
	}
	if loc.Error != "" {
		header += " error " + oneLine(loc.Error)
	}
	s.printf("-- %s\n", header)
	if len(out) == 0 {
		s.stay(i)
		return
	}
	// The transitions are printed first, so that the DEFINEs they need
	// come before the TRANS.
	bodies := make([]string, len(out))
	for k, ti := range out {
		bodies[k] = s.transition(ti)
	}
	s.flushDefines()
	s.printf("TRANS\n")
	s.printf("  (%s = %d) -> (\n", pcName, i)
	for k, ti := range out {
		t := &s.p.Trans[ti]
		if c := oneLine(t.Comment); c != "" {
			s.printf("    -- %s\n", c)
		}
		lead := "      "
		if k > 0 {
			lead = "    | "
		}
		s.printf("%s%s\n", lead, bodies[k])
	}
	s.printf("  )\n")
}

// stay writes the self-loop of a location without outgoing transitions:
// every PC value needs a successor.
func (s *smvWriter) stay(i int) {
	parts := []part{textPart(fmt.Sprintf("next(%s) = %d", pcName, i))}
	for _, f := range s.frame(nil) {
		parts = append(parts, textPart(f))
	}
	lead := fmt.Sprintf("  (%s = %d) -> (", pcName, i)
	s.printf("TRANS\n")
	s.printf("%s%s)\n", lead, s.pr.wrapParts(parts, " & ", len(lead), len(lead)))
}

// transition returns the parenthesised conjunction for transition ti: the
// target, the guard, the updates, the rest and the frame condition for the
// predicates outside Changed, broken into lines of about 100 columns. It
// starts at column transCol.
func (s *smvWriter) transition(ti int) string {
	t := &s.p.Trans[ti]
	tp := &s.plan.trans[ti]
	parts := []part{textPart(fmt.Sprintf("next(%s) = %d", pcName, t.To))}
	formula := func(prefix string, f *formula, ctx context, suffix string) {
		s.need(f)
		parts = append(parts, part{prefix: prefix, f: f, ctx: ctx, suffix: suffix})
	}
	if tp.never {
		parts = append(parts, textPart(smvSyntax.false))
	} else {
		if !isTrueForm(tp.guard) {
			formula("", tp.guard, ctxAnd, "")
		}
		for _, u := range tp.updates {
			next := "next(" + s.name(u.pred) + ")"
			switch u.kind {
			case updFunc:
				switch {
				case isTrueForm(u.f):
					parts = append(parts, textPart(next))
				case isFalseForm(u.f):
					parts = append(parts, textPart("!"+next))
				default:
					formula(next+" = ", u.f, ctxAtom, "")
				}
			case updChoose:
				if !isFalseForm(u.pos) {
					formula("(", u.pos, ctxAtom, " -> "+next+")")
				}
				if !isFalseForm(u.neg) {
					formula("(", u.neg, ctxAtom, " -> !"+next+")")
				}
			}
		}
		if !isTrueForm(tp.rest) {
			formula("", tp.rest, ctxAnd, "")
		}
	}
	for _, f := range s.frame(t.Changed) {
		parts = append(parts, textPart(f))
	}
	return "(" + s.pr.wrapParts(parts, " & ", transCol+1, transCol+1) + ")"
}

// transCol is the column where a transition starts, after "    | ".
const transCol = 6

// defineUnchanged writes the DEFINE of the frame condition of the
// transitions that change no predicate, when there are several and more
// than one predicate: every predicate keeps its value. It uses next(), so
// it appears in TRANS only.
func (s *smvWriter) defineUnchanged() {
	p := s.p
	uses := 0
	out := p.Outgoing()
	for i := 0; i <= s.pcMax(); i++ {
		if i >= len(p.Locs) || len(out[i]) == 0 {
			uses++
		}
	}
	for i, t := range p.Trans {
		if len(t.Changed) == 0 && !s.plan.trans[i].never {
			uses++
		}
	}
	if uses < 2 || len(p.Preds) < 2 {
		return
	}
	name := "unchanged"
	for slices.ContainsFunc(p.Preds, func(pr Predicate) bool { return pr.Name == name }) {
		name += "_"
	}
	var parts []part
	for _, f := range s.frame(nil) {
		parts = append(parts, textPart(f))
	}
	lhs := "  " + name + " := "
	s.printf("DEFINE\n")
	s.printf("%s%s;\n", lhs, s.pr.wrapParts(parts, " & ", len(lhs), len(lhs)))
	s.unchanged = name
}

// frame returns next(b) = b for every predicate not in changed (sorted),
// or the DEFINE of that when changed is empty.
func (s *smvWriter) frame(changed []int) []string {
	if len(changed) == 0 && s.unchanged != "" {
		return []string{s.unchanged}
	}
	var parts []string
	k := 0
	for i := range s.p.Preds {
		if k < len(changed) && changed[k] == i {
			k++
			continue
		}
		parts = append(parts, fmt.Sprintf("next(%s) = %s", s.name(i), s.name(i)))
	}
	return parts
}

// setupDefines counts the uses of every BDD node that the plan prints and
// picks a prefix for the DEFINE names that no predicate name can be
// confused with.
func (s *smvWriter) setupDefines() {
	m := s.plan.m
	s.refs = map[bddNode]int{}
	s.defined = map[bddNode]string{}
	var count func(f *formula)
	count = func(f *formula) {
		switch f.kind {
		case fNode:
			s.refs[f.node]++
			if s.refs[f.node] == 1 {
				count(m.shannon(f.node))
			}
		case fAnd, fOr:
			for _, a := range f.args {
				count(a)
			}
		}
	}
	count(s.plan.init)
	for _, tp := range s.plan.trans {
		if tp.never {
			continue
		}
		count(tp.guard)
		count(tp.rest)
		for _, u := range tp.updates {
			for _, f := range []*formula{u.f, u.pos, u.neg} {
				if f != nil {
					count(f)
				}
			}
		}
	}
	s.prefix = definePrefix(s.p)
	s.pr = printer{
		syn:  smvSyntax,
		name: s.name,
		expand: func(f bddNode) *formula {
			if s.refs[f] > 1 {
				return nil
			}
			return m.shannon(f)
		},
		define: func(f bddNode) string { return s.defined[f] },
	}
}

// definePrefix returns a prefix p such that no predicate is named p
// followed by digits: "r", or "r_", "r__", ...
func definePrefix(p *Program) string {
	prefix := "r"
	for {
		clash := false
		for _, pr := range p.Preds {
			rest, ok := strings.CutPrefix(pr.Name, prefix)
			if ok && rest != "" && strings.Trim(rest, "0123456789") == "" {
				clash = true
				break
			}
		}
		if !clash {
			return prefix
		}
		prefix += "_"
	}
}

// need queues the DEFINEs that f uses, each after those its body uses.
func (s *smvWriter) need(f *formula) {
	switch f.kind {
	case fNode:
		if s.refs[f.node] > 1 {
			if _, ok := s.defined[f.node]; ok {
				return
			}
			// Named before its body is walked; bodies never reach back.
			s.defined[f.node] = ""
			s.need(s.plan.m.shannon(f.node))
			s.ndefs++
			s.defined[f.node] = fmt.Sprintf("%s%d", s.prefix, s.ndefs)
			s.pending = append(s.pending, f.node)
			return
		}
		s.need(s.plan.m.shannon(f.node))
	case fAnd, fOr:
		for _, a := range f.args {
			s.need(a)
		}
	}
}

// flushDefines writes the queued DEFINEs as one section.
func (s *smvWriter) flushDefines() {
	if len(s.pending) == 0 {
		return
	}
	s.printf("DEFINE\n")
	for _, f := range s.pending {
		lhs := "  " + s.defined[f] + " := "
		s.printf("%s%s;\n", lhs, s.pr.layout(s.plan.m.shannon(f), ctxTop, len(lhs), lineWidth))
	}
	s.pending = s.pending[:0]
}
