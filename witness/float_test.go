package witness_test

import (
	"bytes"
	"regexp"
	"testing"

	"github.com/satabs-go/satabs-go/internal/witnesscheck"
	"github.com/satabs-go/satabs-go/program"
)

// TestViolationFloats: the values of __VERIFIER_nondet_float and _double
// calls are written as C hex floats that read back to the bits the
// counterexample had (with ParseExpr, as C's parser would).
func TestViolationFloats(t *testing.T) {
	src := []byte(`extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
void reach_error(void);
int main(void) {
  float x = __VERIFIER_nondet_float();
  double y = __VERIFIER_nondet_double();
  if (x > 1.0f && x < 2.0f && y == x * 3.0 && x * x > 3.5f) reach_error();
  return 0;
}
`)
	w := violation(t, "floats.c", src)
	var y bytes.Buffer
	if err := w.WriteYAML(&y); err != nil {
		t.Fatal(err)
	}
	if err := witnesscheck.Check(y.Bytes(), map[string][]byte{"floats.c": src}); err != nil {
		t.Errorf("witness check: %v\n%s", err, y.Bytes())
	}
	values := regexp.MustCompile(`\\result == (\S+)`)
	p := parse(t, "floats.c", src)
	var got []string
	for _, wp := range w.Waypoints {
		if wp.Type != "function_return" {
			continue
		}
		m := values.FindStringSubmatch(wp.Constraint)
		if m == nil {
			t.Fatalf("constraint %q", wp.Constraint)
		}
		got = append(got, m[1])
		e, err := program.ParseExpr(p, m[1], false)
		if err != nil {
			t.Fatalf("%q does not parse: %v", m[1], err)
		}
		if c, ok := e.(*program.Const); !ok || c.T.Kind != program.KindFloat || program.FloatLiteral(c.T, c.FloatBits()) != m[1] {
			t.Errorf("%q reads back as %s", m[1], program.ExprString(e))
		}
	}
	if len(got) != 2 {
		t.Fatalf("values %v, want the float's and the double's", got)
	}
	if got[0][len(got[0])-1] != 'F' || got[1][len(got[1])-1] == 'F' {
		t.Errorf("values %v: the float's has suffix F, the double's none", got)
	}
}
