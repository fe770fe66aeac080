package property

import (
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// TestWitnessSpecification checks the formula a witness states: the
// property file's formula of the violated check, defaults without a file,
// and all formulas for a proof.
func TestWitnessSpecification(t *testing.T) {
	mem := Property{Formulas: ltlFormulas("CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\nCHECK( init(main()), LTL(G valid-memtrack) )\n")}
	custom := Property{Formulas: ltlFormulas("CHECK( init(main()), LTL(G ! call(__VERIFIER_error())) )\n")}
	none := Property{}
	tests := []struct {
		pr       Property
		kind     program.CheckKind
		violated bool
		want     string
	}{
		{mem, program.CheckPointer, true, "G valid-deref"},
		{mem, program.CheckBounds, false, "G valid-free && G valid-deref && G valid-memtrack"},
		{custom, program.CheckAssertion, true, "G ! call(__VERIFIER_error())"},
		{none, program.CheckReachError, true, "G ! call(reach_error())"},
		{none, program.CheckSignedOverflow, true, "G ! overflow"},
		{none, program.CheckDivByZero, true, "G ! division-by-zero"},
		{none, "", false, "G ! call(reach_error())"},
	}
	for _, tc := range tests {
		if got := tc.pr.Specification(tc.kind, tc.violated); got != tc.want {
			t.Errorf("%v %s %v: %q, want %q", tc.pr.Formulas, tc.kind, tc.violated, got, tc.want)
		}
	}
}

// TestMemorySafetySubproperties: a property file is checked for exactly
// the subproperties it lists; valid-memcleanup alone is accepted and cuts
// undefined operations, as no valid-deref check reports them.
func TestMemorySafetySubproperties(t *testing.T) {
	line := func(f string) string { return "CHECK( init(main()), LTL(G " + f + ") )\n" }
	tests := []struct {
		name, text string
		want       cfront.Checks
		cut        bool
	}{
		{"memsafety", line("valid-free") + line("valid-deref") + line("valid-memtrack"),
			cfront.Checks{Bounds: true, Pointer: true, Free: true, Memtrack: true}, false},
		{"memcleanup", line("valid-memcleanup"), cfront.Checks{Memcleanup: true}, true},
		{"deref only", line("valid-deref"), cfront.Checks{Bounds: true, Pointer: true}, false},
		{"free and memtrack", line("valid-free") + line("valid-memtrack"), cfront.Checks{Free: true, Memtrack: true}, true},
		{"all four", line("valid-free") + line("valid-deref") + line("valid-memtrack") + line("valid-memcleanup"),
			cfront.Checks{Bounds: true, Pointer: true, Free: true, Memtrack: true, Memcleanup: true}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pr, err := parse("p.prp", tc.text)
			if err != nil {
				t.Fatal(err)
			}
			if pr.Name != "valid-memsafety" || pr.Unsupported != "" || !pr.Explicit {
				t.Errorf("property %+v", pr)
			}
			if got := pr.Checks(cfront.Checks{SignedOverflow: true}); got != tc.want {
				t.Errorf("checks %+v, want %+v", got, tc.want)
			}
			if cut, err := pr.CutUndefined(""); err != nil || cut != tc.cut {
				t.Errorf("cut undefined %v %v, want %v", cut, err, tc.cut)
			}
		})
	}
	for _, bad := range []string{line("valid-deref") + line("valid-everything"), "CHECK( init(main()), LTL(G nonsense) )\n", ""} {
		if _, err := parse("p.prp", bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestTrueBlocked: functions without body block TRUE for valid-deref and
// valid-free, whose accesses they could make unchecked, not for
// valid-memcleanup alone or unreach-call.
func TestTrueBlocked(t *testing.T) {
	p := &program.Program{Bodiless: []string{"ext"}}
	mem := Property{Name: "valid-memsafety", Explicit: true, Deref: true, Free: true, Memtrack: true}
	if mem.TrueBlocked(p) == "" {
		t.Error("valid-memsafety with a bodiless function is not blocked")
	}
	if (Property{Name: "valid-memsafety", Explicit: true, Memcleanup: true}).TrueBlocked(p) != "" {
		t.Error("valid-memcleanup is blocked")
	}
	if (Property{Name: "unreach-call"}).TrueBlocked(p) != "" {
		t.Error("unreach-call is blocked")
	}
	if mem.TrueBlocked(&program.Program{Notes: []string{"x"}}) != "" {
		t.Error("a note without bodiless function blocks")
	}
}
