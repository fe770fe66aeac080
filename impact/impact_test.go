package impact

import (
	"context"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/abstract"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
)

const prelude = `extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "t.c", 1, "reach_error"); }
`

// TestVerify: small programs of each shape (straight code, branches,
// loops that need covering, nondeterminism, arrays), safe and buggy. A
// FALSE must replay in the interpreter to the reported check; a TRUE has
// passed the certificate check inside Verify.
func TestVerify(t *testing.T) {
	cases := []struct {
		name, body string
		want       Verdict
	}{
		{"straight-safe", `int x = 3; int y = x * 2; if (y != 6) reach_error();`, True},
		{"straight-bug", `int x = __VERIFIER_nondet_int(); if (x == 42) reach_error();`, False},
		{"branch-safe", `int x = __VERIFIER_nondet_int(); int y; if (x > 0) y = 1; else y = 2; if (y == 0) reach_error();`, True},
		{"assume-safe", `unsigned char x = __VERIFIER_nondet_uchar(); __VERIFIER_assume(x < 10); if (x >= 10) reach_error();`, True},
		{"loop-safe", `int i = 0; int flag = 0; while (__VERIFIER_nondet_int()) { flag = 1; i = 0; } if (i != 0) reach_error();`, True},
		{"loop-bound-safe", `int i; for (i = 0; i < 5; i++) ; if (i != 5) reach_error();`, True},
		{"loop-bug", `int i; for (i = 0; i < 5; i++) ; if (i == 5) reach_error();`, False},
		{"nondet-loop-bug", `unsigned char x = 0; while (__VERIFIER_nondet_int()) x++; if (x == 3) reach_error();`, False},
		{"lock-safe", `int lock = 0; while (__VERIFIER_nondet_int()) { if (lock) reach_error(); lock = 1; lock = 0; }`, True},
		{"array-safe", `int a[4] = {0}; a[2] = 5; if (a[1] != 0) reach_error();`, True},
		{"array-bug", `int a[4] = {0}; int i = __VERIFIER_nondet_int(); __VERIFIER_assume(i >= 0 && i < 4); a[i] = 5; if (a[1] == 5) reach_error();`, False},
	}
	for _, enc := range []abstract.BlockEncoding{abstract.SBE, abstract.ABELoopsFunctions, abstract.ABELoops} {
		for _, c := range cases {
			t.Run(enc.String()+"/"+c.name, func(t *testing.T) {
				src := prelude + "int main(void) {\n" + c.body + "\nreturn 0;\n}\n"
				p, err := cfront.ParseSource("t.c", []byte(src), cfront.Options{})
				if err != nil {
					t.Fatal(err)
				}
				ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
				defer cancel()
				res, err := Verify(ctx, p, Options{Block: enc})
				if err != nil {
					t.Fatal(err)
				}
				if res.Verdict != c.want {
					t.Fatalf("verdict %d (%s), want %d; stats %+v", res.Verdict, res.Reason, c.want, res.Stats)
				}
				switch res.Verdict {
				case False:
					run, err := interp.Run(p, interp.NewSeqInputs(res.Inputs), interp.Options{})
					if err != nil || run.Status != interp.Violated || run.Check != res.Check {
						t.Fatalf("the counterexample does not replay: %v, %+v", err, run)
					}
				case True:
					if len(res.Invariants) == 0 {
						t.Errorf("a TRUE without invariants")
					}
				}
			})
		}
	}
}
