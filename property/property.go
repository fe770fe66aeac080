// Package property reads SV-COMP property files and decides what a run
// checks: which checks the front end instruments, which of them are
// verified, when TRUE would be unsound because a part of the property has
// no check, and the formula a witness states.
package property

import (
	"fmt"
	"os"
	"regexp"
	"strings"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// A Property is what a run checks.
type Property struct {
	Name        string // unreach-call, no-overflow, valid-memsafety (any of its subproperties)
	Unsupported string // non-empty: why this property cannot be checked yet
	// Explicit is true when a property file was given: then only the
	// property's checks are verified, whatever --*-check flags say.
	Explicit bool
	// Formulas are the LTL formulas of the property file, G ! overflow.
	Formulas []string
	// The memory-safety subproperties the property file lists, each
	// checked when listed and only then: valid-deref (bounds and pointer
	// checks), valid-free, valid-memtrack, valid-memcleanup (all heap
	// memory freed when the program ends; SV-COMP states it in a file of
	// its own).
	Deref, Free, Memtrack, Memcleanup bool
}

// Checks returns the checks the front end must instrument: the
// property's, and without a property file those of the flags.
func (pr Property) Checks(flags cfront.Checks) cfront.Checks {
	switch {
	case pr.Name == "no-overflow":
		return cfront.Checks{SignedOverflow: true}
	case pr.Name == "valid-memsafety":
		return cfront.Checks{Bounds: pr.Deref, Pointer: pr.Deref, Free: pr.Free, Memtrack: pr.Memtrack, Memcleanup: pr.Memcleanup}
	case pr.Explicit:
		return cfront.Checks{}
	}
	return flags
}

// CutUndefined decides --undefined: whether undefined operations that no
// check verifies cut the path (cut) or wrap as the IR defines them
// (report). Without the flag, cut for an unreach-call property file
// (SV-COMP's tasks assume no undefined behaviour) and for a memory-safety
// file without valid-deref (valid-memcleanup alone: a leak found after an
// invalid access would rest on undefined behaviour that nothing reports),
// and report otherwise.
func (pr Property) CutUndefined(flag string) (bool, error) {
	switch flag {
	case "cut":
		return true, nil
	case "report":
		return false, nil
	case "":
		return pr.Explicit && (pr.Name == "unreach-call" || pr.Name == "valid-memsafety" && !pr.Deref), nil
	}
	return false, fmt.Errorf("--undefined must be cut or report, not %q", flag)
}

// Kinds returns the check kinds a run verifies.
func (pr Property) Kinds(c cfront.Checks) map[program.CheckKind]bool {
	k := map[program.CheckKind]bool{}
	if pr.Name == "unreach-call" {
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
	k[program.CheckFree] = c.Free
	k[program.CheckMemtrack] = c.Memtrack
	k[program.CheckMemcleanup] = c.Memcleanup
	k[program.CheckFloatOverflow] = c.FloatOverflow
	k[program.CheckNaN] = c.NaN
	k[program.CheckCapacity] = true  // the model's limits hold whatever the property
	k[program.CheckRecursion] = true // so does the depth recursion is inlined to
	k[program.CheckHeapPool] = true  // and the size of the heap's pools
	return k
}

// TrueBlocked says why TRUE cannot be answered for p even when every check
// holds. The memory-safety subproperties are decided by checks: the bounds
// and pointer checks decide valid-deref, the free checks valid-free, the
// memtrack and memcleanup checks the rest (cfront's doc says where they
// are). The exception is a call of a function without body under
// valid-deref or valid-free: it may read through the pointers it is
// passed, or free them, which no check covers, so its presence makes TRUE
// unsound.
func (pr Property) TrueBlocked(p *program.Program) string {
	if pr.Name != "valid-memsafety" || !pr.Deref && !pr.Free || len(p.Bodiless) == 0 {
		return ""
	}
	return "valid-memsafety: the program calls functions without body (" + strings.Join(p.Bodiless, ", ") + "), whose memory accesses are not checked"
}

// Read reads an SV-COMP property file; "" means unreach-call.
func Read(path string) (Property, error) {
	if path == "" {
		return Property{Name: "unreach-call"}, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return Property{}, fmt.Errorf("cannot read property file: %v", err)
	}
	text := string(data)
	pr, err := parse(path, text)
	pr.Formulas = ltlFormulas(text)
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
	program.CheckFree:           {"valid-free", "G valid-free"},
	program.CheckMemtrack:       {"valid-memtrack", "G valid-memtrack"},
	program.CheckMemcleanup:     {"valid-memcleanup", "G valid-memcleanup"},
}

// Specification is the formula a witness states: for a violation, the
// formula of the violated check's kind; for a proof, all of them.
func (pr Property) Specification(kind program.CheckKind, violated bool) string {
	if !violated {
		if len(pr.Formulas) > 0 {
			return strings.Join(pr.Formulas, " && ")
		}
		return "G ! call(reach_error())"
	}
	f, ok := violatedFormula[kind]
	if !ok {
		return "G ! " + string(kind)
	}
	for _, formula := range pr.Formulas {
		if strings.Contains(formula, f[0]) {
			return formula
		}
	}
	return f[1]
}

func parse(path, text string) (Property, error) {
	switch {
	case strings.Contains(text, "call(reach_error())") || strings.Contains(text, "call(__VERIFIER_error())"):
		return Property{Name: "unreach-call", Explicit: true}, nil
	case strings.Contains(text, "G ! overflow"):
		return Property{Name: "no-overflow", Explicit: true}, nil
	}
	pr := Property{Name: "valid-memsafety", Explicit: true}
	for _, f := range ltlFormulas(text) {
		switch strings.Join(strings.Fields(f), " ") {
		case "G valid-deref":
			pr.Deref = true
		case "G valid-free":
			pr.Free = true
		case "G valid-memtrack":
			pr.Memtrack = true
		case "G valid-memcleanup":
			pr.Memcleanup = true
		default:
			return Property{}, fmt.Errorf("%s: unknown property %q", path, f)
		}
	}
	if !pr.Deref && !pr.Free && !pr.Memtrack && !pr.Memcleanup {
		return Property{}, fmt.Errorf("%s: unknown property %q", path, strings.TrimSpace(text))
	}
	return pr, nil
}

// SelectChecks decides which checks of p the run verifies: those of the
// property, narrowed to ids when given.
func SelectChecks(p *program.Program, prop Property, checks cfront.Checks, ids []string) (map[*program.CheckInfo]bool, error) {
	keep := map[*program.CheckInfo]bool{}
	kinds := prop.Kinds(checks)
	for _, c := range p.Checks {
		keep[c] = kinds[c.Kind]
	}
	if len(ids) == 0 {
		return keep, nil
	}
	only := map[*program.CheckInfo]bool{}
	for _, c := range p.Checks {
		only[c] = c.Kind == program.CheckCapacity || c.Kind == program.CheckRecursion || c.Kind == program.CheckHeapPool
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
