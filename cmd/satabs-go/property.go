package main

import (
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// property is what a run checks.
type property struct {
	name        string // unreach-call, no-overflow, valid-memsafety
	unsupported string // non-empty: why this property cannot be checked yet
	// explicit is true when a property file was given: then only the
	// property's checks are verified, whatever --*-check flags say.
	explicit bool
	// formulas are the LTL formulas of the property file, G ! overflow.
	formulas []string
}

// checks returns the checks the front end must instrument: the
// property's, and without a property file those of the flags.
func (pr property) checks(flags cfront.Checks) cfront.Checks {
	switch {
	case pr.name == "no-overflow":
		return cfront.Checks{SignedOverflow: true}
	case pr.name == "valid-memsafety":
		return cfront.Checks{Bounds: true, Pointer: true}
	case pr.explicit:
		return cfront.Checks{}
	}
	return flags
}

// cutUndefined decides --undefined: whether undefined operations that no
// check verifies cut the path (cut) or wrap as the IR defines them
// (report). Without the flag, cut for an unreach-call property file
// (SV-COMP's tasks assume no undefined behaviour) and report otherwise.
func (pr property) cutUndefined(flag string) (bool, error) {
	switch flag {
	case "cut":
		return true, nil
	case "report":
		return false, nil
	case "":
		return pr.explicit && pr.name == "unreach-call", nil
	}
	return false, fmt.Errorf("--undefined must be cut or report, not %q", flag)
}

// kinds returns the check kinds a run verifies.
func (pr property) kinds(c cfront.Checks) map[program.CheckKind]bool {
	k := map[program.CheckKind]bool{}
	if pr.name == "unreach-call" {
		k[program.CheckAssertion] = true
		k[program.CheckReachError] = true
	}
	k[program.CheckSignedOverflow] = c.SignedOverflow
	k[program.CheckUnsignedOverflow] = c.UnsignedOverflow
	k[program.CheckConversion] = c.Conversion
	k[program.CheckShift] = c.Shift
	k[program.CheckDivByZero] = c.DivByZero
	k[program.CheckBounds] = c.Bounds
	k[program.CheckPointer] = c.Pointer
	k[program.CheckCapacity] = true // the model's limits hold whatever the property
	return k
}

// trueBlocked says why TRUE cannot be answered for p even when every check
// holds. valid-memsafety is valid-deref, valid-free and valid-memtrack (and
// valid-memcleanup in some property files): the
// front end rejects every heap operation (malloc, free, ...), so without
// them free and memtrack hold trivially and the bounds and pointer checks
// decide valid-deref. The exception is a call of a function without body:
// it may be passed a pointer to const data and read through it, which no
// check covers, so its presence makes TRUE unsound (the front end notes
// every such function).
func (pr property) trueBlocked(p *program.Program) string {
	if pr.name != "valid-memsafety" || len(p.Notes) == 0 {
		return ""
	}
	return "valid-memsafety: the program calls functions without body, whose memory accesses are not checked"
}

// readProperty reads an SV-COMP property file; "" means unreach-call.
func readProperty(path string) (property, error) {
	if path == "" {
		return property{name: "unreach-call"}, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return property{}, fmt.Errorf("cannot read property file: %v", err)
	}
	text := string(data)
	pr, err := parseProperty(path, text)
	pr.formulas = ltlFormulas(text)
	return pr, err
}

var ltlRE = regexp.MustCompile(`LTL\((.*)\)\s*\)`)

// ltlFormulas returns the formulas of CHECK( init(main()), LTL(f) ) lines.
func ltlFormulas(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if m := ltlRE.FindStringSubmatch(line); m != nil {
			out = append(out, strings.TrimSpace(m[1]))
		}
	}
	return out
}

// violatedFormula is, per check kind, a part of the property-file
// formula that states it, and the formula to state without a file.
var violatedFormula = map[program.CheckKind][2]string{
	program.CheckAssertion:      {"call(", "G ! call(reach_error())"},
	program.CheckReachError:     {"call(", "G ! call(reach_error())"},
	program.CheckSignedOverflow: {"overflow", "G ! overflow"},
	program.CheckBounds:         {"valid-deref", "G valid-deref"},
	program.CheckPointer:        {"valid-deref", "G valid-deref"},
}

// specification is the formula a witness states: for a violation, the
// formula of the violated check's kind; for a proof, all of them.
func (pr property) specification(kind program.CheckKind, violated bool) string {
	if !violated {
		if len(pr.formulas) > 0 {
			return strings.Join(pr.formulas, " && ")
		}
		return "G ! call(reach_error())"
	}
	f, ok := violatedFormula[kind]
	if !ok {
		return "G ! " + string(kind)
	}
	for _, formula := range pr.formulas {
		if strings.Contains(formula, f[0]) {
			return formula
		}
	}
	return f[1]
}

func parseProperty(path, text string) (property, error) {
	switch {
	case strings.Contains(text, "call(reach_error())") || strings.Contains(text, "call(__VERIFIER_error())"):
		return property{name: "unreach-call", explicit: true}, nil
	case strings.Contains(text, "G ! overflow"):
		return property{name: "no-overflow", explicit: true}, nil
	case strings.Contains(text, "valid-deref"):
		// valid-free, valid-memtrack and valid-memcleanup, listed beside it,
		// hold trivially without a heap (see trueBlocked).
		return property{name: "valid-memsafety", explicit: true}, nil
	case strings.Contains(text, "valid-free") || strings.Contains(text, "valid-memtrack") || strings.Contains(text, "valid-memcleanup"):
		return property{name: "valid-memsafety", explicit: true, unsupported: "only the valid-deref part of valid-memsafety is supported"}, nil
	}
	return property{}, fmt.Errorf("%s: unknown property %q", path, strings.TrimSpace(text))
}

// selectChecks decides which checks of p the run verifies: those of the
// property, narrowed to ids when given.
func selectChecks(p *program.Program, prop property, checks cfront.Checks, ids []string) (map[*program.CheckInfo]bool, error) {
	keep := map[*program.CheckInfo]bool{}
	kinds := prop.kinds(checks)
	for _, c := range p.Checks {
		keep[c] = kinds[c.Kind]
	}
	if len(ids) == 0 {
		return keep, nil
	}
	only := map[*program.CheckInfo]bool{}
	for _, c := range p.Checks {
		only[c] = c.Kind == program.CheckCapacity
	}
	for _, id := range ids {
		c := p.CheckByID(id)
		if c == nil {
			return nil, fmt.Errorf("--check %s: no such check (see --show-checks)", id)
		}
		only[c] = true
	}
	return only, nil
}

func showChecks(w io.Writer, p *program.Program, keep map[*program.CheckInfo]bool) {
	for _, c := range p.Checks {
		mark := ""
		if !keep[c] {
			mark = " (not checked)"
		}
		fmt.Fprintf(w, "%s %s %s %s%s\n", c.ID, c.Kind, c.Pos, c.Comment, mark)
	}
}
