package property

import (
	"testing"

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
