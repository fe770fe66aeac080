package witness_test

import (
	"bytes"
	"context"
	"flag"
	"github.com/satabs-go/satabs-go/engine"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/internal/witnesscheck"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/refine"
	"github.com/satabs-go/satabs-go/witness"
)

var update = flag.Bool("update", false, "rewrite the golden files of the witness tests")

// fixed makes a witness reproducible for golden files.
func fixed(w *witness.Witness) {
	w.UUID = "00000000-0000-4000-8000-000000000000"
	w.Task.Created = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
}

func parse(t *testing.T, name string, src []byte) *program.Program {
	t.Helper()
	p, err := cfront.ParseSource(name, src, cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	return p
}

func task(name string, src []byte) witness.Task {
	return witness.Task{InputFile: name, Source: src, Specification: "G ! call(reach_error())", DataModel: "ILP32", Producer: "satabs-go", Version: "test"}
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs; got:\n%s", path, got)
	}
}

// violation finds the bug of src by bounded model checking and writes the
// witness.
func violation(t *testing.T, name string, src []byte) *witness.Witness {
	t.Helper()
	p := parse(t, name, src)
	res, err := bmc.Check(context.Background(), p, bmc.Options{Unwind: 20})
	if err != nil || res.Verdict != bmc.False {
		t.Fatalf("bounded model checking: %v %v", res.Verdict, err)
	}
	r := &engine.Result{Check: res.Check, Inputs: res.Inputs}
	if err := engine.Confirm(p, r); err != nil {
		t.Fatal(err)
	}
	w, err := witness.Violation(p, r.Replay, task(name, src))
	if err != nil {
		t.Fatal(err)
	}
	fixed(w)
	return w
}

const buggy = `extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
void reach_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned char c;
  c = __VERIFIER_nondet_uchar();
  if (x > 5 && c == 200) {
    int k = 0;
    while (k < 3) k++;
    if (x - k == 4) reach_error();
  }
  return 0;
}
`

func TestViolationGolden(t *testing.T) {
	src := []byte(buggy)
	w := violation(t, "buggy.c", src)
	var y, g bytes.Buffer
	if err := w.WriteYAML(&y); err != nil {
		t.Fatal(err)
	}
	if err := w.WriteGraphML(&g); err != nil {
		t.Fatal(err)
	}
	golden(t, "violation.yml", y.Bytes())
	golden(t, "violation.graphml", g.Bytes())
	if err := witnesscheck.Check(y.Bytes(), map[string][]byte{"buggy.c": src}); err != nil {
		t.Error(err)
	}
}

// TestViolationLineMarkers: the front end's positions follow line
// markers, the witness's lines are those of the file itself.
func TestViolationLineMarkers(t *testing.T) {
	src := []byte("# 1 \"orig.c\"\n# 1 \"<built-in>\"\n# 1 \"orig.c\"\n" + strings.Replace(buggy, "int main(void) {", "# 40 \"orig.c\"\nint main(void) {", 1))
	w := violation(t, "marked.i", src)
	lines := strings.Split(string(src), "\n")
	for _, wp := range w.Waypoints {
		if wp.Location.File != "marked.i" {
			t.Errorf("waypoint in %s", wp.Location.File)
			continue
		}
		text := lines[wp.Location.Line-1]
		switch wp.Type {
		case "target":
			if !strings.Contains(text[wp.Location.Column-1:], "reach_error()") {
				t.Errorf("target at %d:%d: %q", wp.Location.Line, wp.Location.Column, text)
			}
		case "function_return":
			if text[wp.Location.Column-1] != ')' || !strings.Contains(text, "__VERIFIER_nondet") {
				t.Errorf("function_return at %d:%d: %q", wp.Location.Line, wp.Location.Column, text)
			}
		}
	}
	var y bytes.Buffer
	w.WriteYAML(&y)
	if err := witnesscheck.Check(y.Bytes(), map[string][]byte{"marked.i": src}); err != nil {
		t.Error(err)
	}
}

const safe = `extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void);
void check(int c) { if (!c) reach_error(); }
unsigned int total;
unsigned int sum(unsigned int n) {
  unsigned int s = 0;
  for (unsigned int i = 0; i < n; i++) {
    s += 2;
  }
  return s;
}
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  int i = 0;
  while (i < 10) {
    int i2 = i + 1;
    i = i2;
  }
  check(i == 10);
  if (n < 100) {
    total = sum(n);
    check(total % 2 == 0);
  }
  return 0;
}
`

// TestCorrectness proves a program by predicate abstraction and checks the
// invariant set: the schema, the golden form, and that every invariant
// compiles at its loop.
func TestCorrectness(t *testing.T) {
	src := []byte(safe)
	p := parse(t, "safe.c", src)
	res, err := refine.Verify(context.Background(), p, refine.Options{})
	if err != nil || res.Verdict != refine.True || res.MC.Reachable {
		t.Fatalf("verify: %v %v", res.Verdict, err)
	}
	var preds []program.Expr
	for _, pr := range res.Final.Preds {
		preds = append(preds, pr.Expr)
	}
	var loops []witness.LoopStates
	for i, l := range res.Final.Points {
		if l.LoopHead {
			states, err := res.MC.ReachableAt(i)
			if err != nil {
				t.Fatal(err)
			}
			loops = append(loops, witness.LoopStates{Head: l, States: states})
		}
	}
	if len(loops) != 2 {
		t.Fatalf("%d loop heads, want 2", len(loops))
	}
	w := witness.Correctness(p, preds, loops, task("safe.c", src))
	fixed(w)
	var y bytes.Buffer
	if err := w.WriteYAML(&y); err != nil {
		t.Fatal(err)
	}
	golden(t, "correctness.yml", y.Bytes())
	files := map[string][]byte{"safe.c": src}
	if err := witnesscheck.Check(y.Bytes(), files); err != nil {
		t.Error(err)
	}
	if len(w.Invariants) == 0 {
		t.Fatal("no invariant")
	}
	for _, inv := range w.Invariants {
		if strings.Contains(inv.Value, "i2") || strings.Contains(inv.Value, "main::") {
			t.Errorf("invariant names a variable out of scope: %s", inv.Value)
		}
	}
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("no gcc")
	}
	n, err := witnesscheck.CompileInvariants(gcc, y.Bytes(), files, t.TempDir())
	if err != nil {
		t.Error(err)
	}
	if n != len(w.Invariants) {
		t.Errorf("%d invariants compiled, %d written", n, len(w.Invariants))
	}
}

// TestScopeAt checks which variables an invariant may name: locals of the
// loop's own inlined call whose block is open, the innermost of equal
// names, globals not hidden, and not a for loop's own variable at its head.
func TestScopeAt(t *testing.T) {
	src := []byte(`int g, h;
void f(int a) {
  int h = a;
  for (int j = 0; j < h; j++) {
    int t = j;
    while (t > 0) t--;
  }
}
int k(void) {
  static int g;
  g++;
  while (g < 3) g++;
  return g;
}
int main(void) {
  { int hidden = 1; (void)hidden; }
  int h = 2;
  g++;
  g += k();
  f(1);
  f(2);
  while (h > 0) h--;
  return 0;
}
`)
	p := parse(t, "scope.c", src)
	names := func(l *program.Loc) string {
		var out []string
		for _, v := range append(append([]*program.Var{}, p.Globals...), p.Locals...) {
			if s, ok := witness.CExpr(&program.VarRef{Var: v}, witness.ScopeAt(p, l)); ok {
				out = append(out, s+"="+v.Name)
			}
		}
		return strings.Join(out, " ")
	}
	got := map[string][]string{}
	for _, l := range p.Locs {
		if l.LoopHead {
			key := l.Pos.String() + " " + l.Label
			got[key] = append(got[key], names(l))
		}
	}
	want := map[string][]string{
		"scope.c:4 for head": {"g=g a=f::a h=f::h", "g=g a=f::a#2 h=f::h#2"},
		"scope.c:6 while head": {
			"g=g a=f::a h=f::h j=f::j t=f::t", "g=g a=f::a#2 h=f::h#2 j=f::j#2 t=f::t#2"},
		"scope.c:12 while head": {""}, // the static g hides the global g
		"scope.c:22 while head": {"g=g h=main::h"},
	}
	norm := regexp.MustCompile(`\s+`)
	for k, w := range want {
		g := got[k]
		sort.Strings(g)
		if len(g) != len(w) {
			t.Errorf("%s: %d copies %q, want %d", k, len(g), g, len(w))
			continue
		}
		for i := range w {
			if norm.ReplaceAllString(g[i], " ") != w[i] {
				t.Errorf("%s copy %d: %q, want %q", k, i, g[i], w[i])
			}
		}
	}
}
