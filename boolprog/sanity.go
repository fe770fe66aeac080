package boolprog

import (
	"errors"
	"fmt"
	"sort"
)

// Sanity checks the invariants that the writers and the model checkers rely
// on and returns every violation found (up to 50), joined:
//   - there is at least one location, Locs[i].ID == i and Init is a location;
//   - predicate names are distinct identifiers ([A-Za-z_][A-Za-z0-9_]*) that
//     are not keywords of bp or SMV and not "PC";
//   - every literal refers to an existing predicate; InitStates has no
//     next-state literal; a transition's Rel has next-state literals only
//     for its Changed predicates;
//   - From and To are locations; Changed is sorted, without duplicates, and
//     lists existing predicates.
func (p *Program) Sanity() error {
	s := &sanity{p: p}
	s.run()
	return errors.Join(s.errs...)
}

type sanity struct {
	p    *Program
	errs []error
}

func (s *sanity) errorf(format string, args ...any) {
	if len(s.errs) < 50 {
		s.errs = append(s.errs, fmt.Errorf(format, args...))
	}
}

func (s *sanity) run() {
	p := s.p
	if len(p.Locs) == 0 {
		s.errorf("no locations")
	}
	for i, l := range p.Locs {
		if l.ID != i {
			s.errorf("location %d has ID %d", i, l.ID)
		}
	}
	if !s.isLoc(p.Init) {
		s.errorf("initial location %d out of range", p.Init)
	}
	names := map[string]int{}
	for i, pr := range p.Preds {
		switch {
		case !isIdent(pr.Name):
			s.errorf("predicate %d: name %q is not an identifier", i, pr.Name)
		case reserved[pr.Name] || pr.Name == pcName:
			s.errorf("predicate %d: name %q is reserved", i, pr.Name)
		}
		if j, dup := names[pr.Name]; dup {
			s.errorf("predicates %d and %d have the same name %q", j, i, pr.Name)
		} else {
			names[pr.Name] = i
		}
	}
	s.cubeSet("initial states", p.InitStates, nil)
	for i, t := range p.Trans {
		where := fmt.Sprintf("transition %d (L%d -> L%d)", i, t.From, t.To)
		if !s.isLoc(t.From) {
			s.errorf("%s: From out of range", where)
		}
		if !s.isLoc(t.To) {
			s.errorf("%s: To out of range", where)
		}
		if !sort.IntsAreSorted(t.Changed) {
			s.errorf("%s: Changed %v not sorted", where, t.Changed)
		}
		changed := map[int]bool{}
		for _, c := range t.Changed {
			if !s.isPred(c) {
				s.errorf("%s: changed predicate %d out of range", where, c)
			}
			if changed[c] {
				s.errorf("%s: predicate %d changed twice", where, c)
			}
			changed[c] = true
		}
		s.cubeSet(where, t.Rel, changed)
	}
}

// cubeSet checks the literals of cs; next-state literals are allowed for
// the predicates in next.
func (s *sanity) cubeSet(where string, cs CubeSet, next map[int]bool) {
	for _, c := range cs {
		for _, l := range c {
			switch {
			case !s.isPred(l.Pred):
				s.errorf("%s: literal of predicate %d out of range", where, l.Pred)
			case l.Next && !next[l.Pred]:
				s.errorf("%s: next-state literal of unchanged predicate %s", where, s.p.Preds[l.Pred].Name)
			}
		}
	}
}

func (s *sanity) isLoc(i int) bool  { return i >= 0 && i < len(s.p.Locs) }
func (s *sanity) isPred(i int) bool { return i >= 0 && i < len(s.p.Preds) }

// pcName is the program counter in SMV.
const pcName = "PC"

func isIdent(name string) bool {
	if name == "" {
		return false
	}
	for i, r := range name {
		switch {
		case r == '_', 'a' <= r && r <= 'z', 'A' <= r && r <= 'Z':
		case i > 0 && '0' <= r && r <= '9':
		default:
			return false
		}
	}
	return true
}

// reserved holds the keywords of the bp dialect and of NuSMV 2.6 input (the
// NuSMV list is the manual's, plus the temporal operators that are single
// letters), which predicate names must avoid.
var reserved = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{
		// bp
		"decl", "void", "bool", "begin", "end", "if", "then", "else", "elsif",
		"fi", "while", "do", "od", "goto", "skip", "return", "assume", "assert",
		"constrain", "enforce", "call", "dead", "schoose", "T", "F",
		// NuSMV 2.6
		"MODULE", "DEFINE", "MDEFINE", "CONSTANTS", "VAR", "IVAR", "FROZENVAR",
		"INIT", "TRANS", "INVAR", "SPEC", "CTLSPEC", "LTLSPEC", "PSLSPEC",
		"COMPUTE", "NAME", "INVARSPEC", "FAIRNESS", "JUSTICE", "COMPASSION",
		"ISA", "ASSIGN", "CONSTRAINT", "SIMPWFF", "CTLWFF", "LTLWFF", "PSLWFF",
		"COMPWFF", "IN", "MIN", "MAX", "MIRROR", "PRED", "PREDICATES",
		"process", "array", "of", "boolean", "integer", "real", "word", "word1",
		"bool", "signed", "unsigned", "extend", "resize", "sizeof", "uwconst",
		"swconst", "EX", "AX", "EF", "AF", "EG", "AG", "E", "F", "O", "G", "H",
		"X", "Y", "Z", "A", "U", "S", "V", "T", "BU", "EBF", "ABF", "EBG", "ABG",
		"case", "esac", "mod", "next", "init", "union", "in", "xor", "xnor",
		"self", "TRUE", "FALSE", "count", "abs", "max", "min", "toint",
		"floor", "unsigned", "signed", "typeof",
	} {
		m[w] = true
	}
	return m
}()
