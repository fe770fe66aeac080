package cfront

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

func mustParse(t *testing.T, src string, opts Options) *program.Program {
	t.Helper()
	p, err := ParseSource("t.c", []byte(src), opts)
	if err != nil {
		t.Fatalf("ParseSource: %v", err)
	}
	if err := program.Sanity(p); err != nil {
		t.Fatalf("Sanity: %v\n%s", err, p)
	}
	return p
}

func findVar(p *program.Program, name string) *program.Var {
	for _, v := range append(append([]*program.Var{}, p.Globals...), p.Locals...) {
		if v.Name == name {
			return v
		}
	}
	return nil
}

// TestDataModelWidths: our own headers and widths follow the data model,
// whatever the host.
func TestDataModelWidths(t *testing.T) {
	src := `#include <limits.h>
#include <stdint.h>
#include <stddef.h>
long l = LONG_MAX;
unsigned long ul = ULONG_MAX;
size_t sz = sizeof(long) + sizeof(void *) + sizeof(size_t);
int64_t i64 = INT64_MAX;
struct s { char c; long long ll; double *p; } st;
int size_s = sizeof(struct s);
int main(void) { return (int)l + (int)ul + (int)sz + (int)i64 + size_s + st.c; }
`
	tests := []struct {
		model          program.DataModel
		lbits          int
		l              int64
		sz, sizeS      uint64
		sizeT, i64Type string
	}{
		{program.ILP32, 32, 1<<31 - 1, 12, 16, "unsigned int", "long long"},
		{program.LP64, 64, 1<<63 - 1, 24, 24, "unsigned long", "long"},
	}
	for _, tc := range tests {
		t.Run(tc.model.Name, func(t *testing.T) {
			p := mustParse(t, src, Options{Model: tc.model})
			if p.Model != tc.model {
				t.Errorf("model %v", p.Model)
			}
			vals := map[string]*program.Const{}
			for _, e := range p.Edges() {
				if a, ok := e.Stmt.(*program.Assign); ok {
					if r, ok := a.LHS.(*program.VarRef); ok {
						if c, ok := a.RHS.(*program.Const); ok {
							vals[r.Var.Name] = c
						}
					}
				}
			}
			if v := findVar(p, "l"); v == nil || v.Type.Width != tc.lbits {
				t.Errorf("long has %v", v)
			}
			if c := vals["l"]; c == nil || c.SignedValue() != tc.l {
				t.Errorf("LONG_MAX = %v", c)
			}
			if c := vals["ul"]; c == nil || c.Val != uint64(1)<<tc.lbits-1 && tc.lbits < 64 || tc.lbits == 64 && c.Val != ^uint64(0) {
				t.Errorf("ULONG_MAX = %v", c)
			}
			if c := vals["sz"]; c == nil || c.Val != tc.sz {
				t.Errorf("sizes = %v, want %d", c, tc.sz)
			}
			if v := findVar(p, "sz"); v == nil || v.Type.Name != tc.sizeT {
				t.Errorf("size_t is %v", v.Type)
			}
			if c := vals["size_s"]; c == nil || c.Val != tc.sizeS {
				t.Errorf("sizeof(struct s) = %v, want %d", c, tc.sizeS)
			}
			if v := findVar(p, "i64"); v == nil || v.Type.Name != tc.i64Type || v.Type.Width != 64 {
				t.Errorf("int64_t is %v", v.Type)
			}
		})
	}
}

// TestNotesOnce: a bodiless function is noted once, on Stderr and in
// Program.Notes.
func TestNotesOnce(t *testing.T) {
	src := "int ext(int);\nint main(void) {\n  int a = ext(1);\n  return a + ext(2);\n}\n"
	var buf bytes.Buffer
	p := mustParse(t, src, Options{Stderr: &buf})
	want := "t.c:3: note: function ext has no body: its result and its effects on memory are unknown, and a counterexample that depends on them is no answer\n"
	if buf.String() != want {
		t.Errorf("stderr %q, want %q", buf.String(), want)
	}
	if len(p.Notes) != 1 {
		t.Errorf("notes %q", p.Notes)
	}
	havocs := 0
	for _, e := range p.Edges() {
		if h, ok := e.Stmt.(*program.Havoc); ok && h.Why == "call of ext without body" {
			havocs++
		}
	}
	if havocs != 2 {
		t.Errorf("%d havocs of results", havocs)
	}
}

// TestEntryOption lowers another entry function; its parameters are inputs.
func TestEntryOption(t *testing.T) {
	src := "int g;\nint helper(int n) { return n + g; }\nint start(int k) { g = 2; return helper(k); }\nint main(void) { return 0; }\n"
	p := mustParse(t, src, Options{Entry: "start"})
	if p.Entry != p.Locs[0] {
		t.Errorf("entry is not the first location")
	}
	s := p.String()
	if !strings.Contains(s, "start::k = * /* parameter of start */") || !strings.Contains(s, "helper::n = start::k") {
		t.Errorf("program:\n%s", s)
	}
	if strings.Contains(s, "main") {
		t.Errorf("main lowered:\n%s", s)
	}
}

// TestChecksNumbering: ids count per function and kind, in order.
func TestChecksNumbering(t *testing.T) {
	src := `#include <assert.h>
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main(void) {
  int x = 1;
  __VERIFIER_assert(x > 0);
  __VERIFIER_assert(x < 5);
  assert(x == 1);
  assert(x != 2);
  if (x > 3) reach_error();
  return 0;
}
`
	p := mustParse(t, src, Options{})
	var ids []string
	for _, c := range p.Checks {
		ids = append(ids, c.ID+"@"+c.Pos.String())
	}
	want := "__VERIFIER_assert.error-call.1@t.c:3 __VERIFIER_assert.error-call.2@t.c:3 main.assertion.1@t.c:8 main.assertion.2@t.c:9 main.error-call.1@t.c:10"
	if got := strings.Join(ids, " "); got != want {
		t.Errorf("checks %s\nwant %s", got, want)
	}
	if c := p.Checks[2]; c.Comment != "assertion x == 1" || c.Kind != program.CheckAssertion || c.Func != "main" {
		t.Errorf("check %+v", c)
	}
}

// TestBackEdges: every edge to a location that is not after its source
// closes a loop of the source program.
func TestBackEdges(t *testing.T) {
	src := `int main(void) {
  int i = 0, s = 0;
  if (i) s = 1; else s = 2;
  while (i < 10) { if (i == 5) { i += 2; continue; } i++; }
  do { s--; } while (s > 0);
  switch (s) { case 0: s = 1; break; default: s = 3; }
  goto end;
  s = 7;
end:
  return s;
}
`
	p := mustParse(t, src, Options{})
	back := 0
	for _, e := range p.Edges() {
		if e.IsBackEdge() {
			back++
		}
	}
	if back != 3 {
		t.Errorf("%d back edges, want 3 (continue, while, do):\n%s", back, p)
	}
}

// TestLowerDeterministic: lowering twice gives the same text.
func TestLowerDeterministic(t *testing.T) {
	src := "int a[3] = {1, 2, 3}; int f(int x) { static int n; n += x; return n; }\nint main(void) { int s = 0; for (int i = 0; i < 3; i++) s += f(a[i]); return s; }\n"
	a := mustParse(t, src, Options{}).String()
	b := mustParse(t, src, Options{}).String()
	if a != b {
		t.Errorf("lowering not deterministic:\n%s\n---\n%s", a, b)
	}
}

// TestGlibcTypes: with the host's glibc headers, ILP32 reads them as
// gcc -m32 does (i386, not x86-64): sys/types.h's int64_t is a 64-bit
// long long that agrees with stdint.h's (it was a 32-bit long, and the
// two headers together were an input error), time_t is a 32-bit long.
func TestGlibcTypes(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("no gcc: the built-in configuration has no glibc headers")
	}
	src := `#include <stdint.h>
#include <sys/types.h>
#include <time.h>
int64_t a;
uint64_t b;
long c;
time_t d;
int main(void) { return (int)(a + b + c + d); }
`
	for _, tc := range []struct {
		model      program.DataModel
		long, time int
	}{{program.ILP32, 32, 32}, {program.LP64, 64, 64}} {
		p := mustParse(t, src, Options{Model: tc.model})
		for name, width := range map[string]int{"a": 64, "b": 64, "c": tc.long, "d": tc.time} {
			if v := findVar(p, name); v == nil || v.Type.Width != width {
				t.Errorf("%s: %s has %v, want %d bits", tc.model.Name, name, v, width)
			}
		}
	}
}

// TestHeaderResultTypes: a call of a function our headers declare keeps
// its declared result type. Undeclared, a pointer result was an implicit
// int, and storing it in a pointer ended every engine with "conversion of
// a non-zero integer to a pointer" (fopen, strerror, fgets, popen).
func TestHeaderResultTypes(t *testing.T) {
	src := `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  char buf[16];
  FILE *f = fopen("x", "r");
  FILE *g = fdopen(0, "r");
  FILE *h = popen("ls", "r");
  FILE *k = tmpfile();
  char *line = fgets(buf, 16, f);
  char *msg = strerror(2);
  char *env = getenv("HOME");
  long pos = ftell(f);
  size_t got = fread(buf, 1, 16, g);
  double d = atof("1.5");
  return line != 0 && msg != 0 && env != 0 && k != 0 && h != 0 && pos == 0 && got == 0 && d > 1.0;
}
`
	p := mustParse(t, src, Options{})
	for _, e := range p.Edges() {
		h, ok := e.Stmt.(*program.Havoc)
		if !ok || h.Bodiless == "" {
			continue
		}
		want := program.KindPointer
		switch h.Bodiless {
		case "ftell", "fread":
			want = program.KindInt
		case "atof":
			want = program.KindFloat
		}
		if h.Why == "call of "+h.Bodiless+" without body" && h.LHS.Type().Kind != want {
			t.Errorf("result of %s has type %s", h.Bodiless, h.LHS.Type())
		}
	}
}

// TestArgvModel: with Options.ArgvModel, main's argv points to
// ArgvModelArgs+1 pointers, argv[argc] is null and each argv[i] below
// argc a terminated string whose characters are inputs; without it,
// argv is an unknown pointer whose havoc is marked as the environment's.
func TestArgvModel(t *testing.T) {
	src := "int main(int argc, char *argv[]) { return argc > 1 && argv[1][0] == 'x'; }\n"
	p := mustParse(t, src, Options{ArgvModel: true})
	strings_, inputs := 0, 0
	for _, v := range p.Globals {
		if strings.HasPrefix(v.Name, "$argv_string") && v.Object != 0 && v.Type.Len == ArgvModelLen+1 {
			strings_++
		}
	}
	for _, e := range p.Edges() {
		if h, ok := e.Stmt.(*program.Havoc); ok {
			if h.Bodiless != "" {
				t.Errorf("havoc %s marked %q with the model", program.ExprString(h.LHS), h.Bodiless)
			}
			if h.Why == "argument string of main" {
				inputs++
			}
		}
	}
	if strings_ != ArgvModelArgs || inputs != ArgvModelArgs {
		t.Errorf("%d argument strings, %d havocked, want %d", strings_, inputs, ArgvModelArgs)
	}
	p = mustParse(t, src, Options{})
	marked := false
	for _, e := range p.Edges() {
		if h, ok := e.Stmt.(*program.Havoc); ok && h.Bodiless == program.EnvironmentPrefix+"argv" {
			marked = true
		}
	}
	if !marked {
		t.Errorf("argv's havoc not marked:\n%s", p)
	}
}
