package program_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/satabs-go/satabs-go/program"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// buildCall builds a program with an inlined call and text that needs
// escaping:
//
//	int g; void f(int *p) { *p = *p + 1; }
//	void main() { int a = nondet(); f(&a); if (a) g = a; assert(g >= 0); }
//
// with a label holding quotes, a backslash and a newline, and a long
// condition that must be cut.
func buildCall() *program.Program {
	p := &program.Program{Model: program.ILP32}
	intT := program.IntType("int", 32, true)
	ptrT := program.PointerTo(intT, 4)
	g := &program.Var{Name: "g", CName: "g", Type: intT, Global: true}
	a := &program.Var{Name: "main::a", CName: "a", Type: intT, Func: "main", Object: 1}
	pp := &program.Var{Name: "f::p", CName: "p", Type: ptrT, Func: "f"}
	p.Globals = []*program.Var{g}
	p.Locals = []*program.Var{a, pp}
	p.Objects = []*program.Var{a}
	pos := func(line int) program.Pos { return program.Pos{File: `dir "x"\call.c`, Line: line} }
	gr, ar, pr := &program.VarRef{Var: g}, &program.VarRef{Var: a}, &program.VarRef{Var: pp}

	init := p.NewLoc(program.Pos{}, "")
	m0 := p.NewLoc(pos(2), "main")
	m1 := p.NewLoc(pos(2), "main")
	f0 := p.NewLoc(pos(1), "f")
	f0.Label = "call f \"from\" main\\line 2\nsecond line"
	f1 := p.NewLoc(pos(1), "f")
	m2 := p.NewLoc(pos(2), "main")
	m3 := p.NewLoc(pos(2), "main")
	m4 := p.NewLoc(pos(2), "main")
	m5 := p.NewLoc(pos(2), "main")
	p.Entry = init

	p.AddEdge(init, m0, &program.Assign{LHS: gr, RHS: &program.Zero{T: intT}}, program.Pos{})
	p.AddEdge(m0, m1, &program.Havoc{LHS: ar, Why: "__VERIFIER_nondet_int \"quoted\"\x07"}, pos(2))
	p.AddEdge(m1, f0, &program.Assign{LHS: pr, RHS: &program.AddrOf{X: ar, T: ptrT}}, pos(2))
	deref := &program.Deref{X: pr}
	p.AddEdge(f0, f1, &program.Assign{LHS: deref, RHS: &program.Binary{Op: program.Add, X: deref, Y: program.NewConst(intT, 1), T: intT}}, pos(1))
	p.AddEdge(f1, m2, &program.Dead{Var: pp}, pos(1))
	nz := &program.Binary{Op: program.Ne, X: ar, Y: program.NewConst(intT, 0), T: program.Bool}
	p.AddEdge(m2, m3, &program.Assume{Cond: nz}, pos(2))
	p.AddEdge(m2, m4, &program.Assume{Cond: &program.Unary{Op: program.LNot, X: nz}}, pos(2))
	p.AddEdge(m3, m4, &program.Assign{LHS: gr, RHS: ar}, pos(2))
	// A long condition: g >= 0 && g + 1 >= 0 && ... cut in the label.
	var cond program.Expr = &program.Binary{Op: program.Ge, X: gr, Y: program.NewConst(intT, 0), T: program.Bool}
	for i := 1; i <= 6; i++ {
		sum := &program.Binary{Op: program.Add, X: gr, Y: program.NewConst(intT, uint64(i)), T: intT}
		ge := &program.Binary{Op: program.Ge, X: sum, Y: program.NewConst(intT, 0), T: program.Bool}
		cond = &program.Binary{Op: program.LAnd, X: cond, Y: ge, T: program.Bool}
	}
	chk := &program.CheckInfo{ID: "main.assertion.1", Kind: program.CheckAssertion, Pos: pos(2), Func: "main", Comment: "g >= 0 && \"more\""}
	p.Checks = append(p.Checks, chk)
	p.AddEdge(m4, m5, &program.Check{Cond: cond, Check: chk}, pos(2))
	return p
}

// loopTrace is a counterexample of buildLoop's program with x starting at
// 0 and the loop taken five times, failing at the assertion (as if the
// bound were 5).
func loopTrace(p *program.Program) (trace []*program.Edge, failed *program.Edge) {
	l := p.Locs
	trace = append(trace, l[0].Out[0])
	for i := 0; i < 5; i++ {
		trace = append(trace, l[1].Out[0], l[2].Out[0])
	}
	trace = append(trace, l[1].Out[1], l[3].Out[0])
	return trace, l[3].Out[0]
}

type dotCase struct {
	name string
	p    *program.Program
	opts program.DotOptions
}

func dotCases() []dotCase {
	plain := buildCall()
	inv := buildLoop()
	invs := map[*program.Loc]string{
		inv.Locs[1]: "x <= 10",
		inv.Locs[2]: "x < 10",
		inv.Locs[3]: "x == 10 \\/\n\"x\" unknown",
	}
	tr := buildLoop()
	trace, failed := loopTrace(tr)
	return []dotCase{
		{"plain", plain, program.DotOptions{}},
		{"invariants", inv, program.DotOptions{Invariants: invs, Title: "loop.c: invariants"}},
		{"trace", tr, program.DotOptions{Trace: trace, Failed: failed, Title: "counterexample to \"main.assertion.1\""}},
	}
}

// TestWriteDotGolden compares WriteDot's output with testdata/dot/NAME.dot.
// Run with -update to rewrite them.
func TestWriteDotGolden(t *testing.T) {
	for _, tc := range dotCases() {
		t.Run(tc.name, func(t *testing.T) {
			if err := program.Sanity(tc.p); err != nil {
				t.Fatalf("Sanity: %v", err)
			}
			var b bytes.Buffer
			if err := program.WriteDot(&b, tc.p, tc.opts); err != nil {
				t.Fatal(err)
			}
			var again bytes.Buffer
			program.WriteDot(&again, tc.p, tc.opts)
			if !bytes.Equal(b.Bytes(), again.Bytes()) {
				t.Error("output differs between two runs")
			}
			if !utf8.Valid(b.Bytes()) {
				t.Error("output is not valid UTF-8")
			}
			golden := filepath.Join("testdata", "dot", tc.name+".dot")
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got := b.String(); got != string(want) {
				t.Errorf("WriteDot differs from %s (run with -update to rewrite it):\n%s", golden, got)
			}
		})
	}
}

// TestWriteDotContents checks the points of the drawing that the golden
// files are meant to show, so that an -update cannot lose them unnoticed.
func TestWriteDotContents(t *testing.T) {
	for _, tc := range dotCases() {
		var b strings.Builder
		if err := program.WriteDot(&b, tc.p, tc.opts); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		want := []string{"digraph program {", "L0 [label=\"L0", "peripheries=2"}
		switch tc.name {
		case "plain":
			want = append(want,
				"subgraph cluster_0 {\n\t\tlabel=\"main\";",
				"subgraph cluster_1 {\n\t\tlabel=\"f\";",
				`(call f \"from\" main\\line 2\nsecond line)`,
				`dir \"x\"\\call.c:1`,
				`/* __VERIFIER_nondet_int \"quoted\"\\x07 */`,
				"… main.assertion.1\"",
				"style=dashed",
			)
		case "invariants":
			want = append(want, `\nx <= 10"`, `\nx == 10 \\/\n\"x\" unknown"`, `label="loop.c: invariants"`)
		case "trace":
			want = append(want,
				`label="x = x + 1\nsteps 3,5,…(5 times)", style=bold, color=red`,
				`label="[x < 10]\nsteps 2,4,…(5 times)"`,
				`label="[!(x < 10)]\nstep 12"`,
				`violated [label="violated: main.assertion.1\nx == 10", shape=octagon`,
				`L3 -> violated [label="step 13"`,
				`L3 [label="L3 loop.c:1", style=filled, fillcolor="#ff9090", color=red`,
			)
			if strings.Contains(out, "L4 [label=\"L4 loop.c:1\", style") {
				t.Error("trace: L4, after the failing check, is drawn as visited")
			}
		}
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: output lacks %q:\n%s", tc.name, w, out)
			}
		}
		for _, line := range strings.Split(out, "\n") {
			if strings.Contains(line, "label=") && utf8.RuneCountInString(line) > 200 {
				t.Errorf("%s: label not cut: %s", tc.name, line)
			}
		}
	}
}

func TestWriteDotSteps(t *testing.T) {
	// An edge taken at most 4 times lists every step.
	p := buildLoop()
	l := p.Locs
	trace := []*program.Edge{l[0].Out[0]}
	for i := 0; i < 4; i++ {
		trace = append(trace, l[1].Out[0], l[2].Out[0])
	}
	var b strings.Builder
	if err := program.WriteDot(&b, p, program.DotOptions{Trace: trace}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"x = x + 1\nsteps 3,5,7,9"`) {
		t.Errorf("steps not listed in full:\n%s", b.String())
	}
	// Without Failed, the last edge's target is the error location.
	if !strings.Contains(b.String(), `L1 [label="L1 loop.c:1 (while head)", style=filled, fillcolor="#ff9090"`) {
		t.Errorf("error location not marked:\n%s", b.String())
	}
}

func TestWriteDotRejectsForeignEdges(t *testing.T) {
	p, other := buildLoop(), buildLoop()
	if err := program.WriteDot(&strings.Builder{}, p, program.DotOptions{Trace: other.Locs[0].Out}); err == nil {
		t.Error("a trace of another program is accepted")
	}
	if err := program.WriteDot(&strings.Builder{}, p, program.DotOptions{Failed: p.Locs[0].Out[0]}); err == nil {
		t.Error("a failed edge that is no check is accepted")
	}
}

// TestWriteDotParses runs dot -Tsvg on every golden file, when dot is
// installed.
func TestWriteDotParses(t *testing.T) {
	dot, err := exec.LookPath("dot")
	if err != nil {
		t.Skip("dot (Graphviz) not installed")
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "dot", "*.dot"))
	if len(files) == 0 {
		t.Fatal("no golden dot files")
	}
	for _, f := range files {
		var stderr bytes.Buffer
		cmd := exec.Command(dot, "-Tsvg", "-o", os.DevNull, f)
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			t.Errorf("dot -Tsvg %s: %v\n%s", f, err, stderr.String())
		} else if stderr.Len() > 0 {
			t.Logf("dot -Tsvg %s: %s", f, stderr.String())
		}
	}
}

// TestWriteDotLarge draws a long program with many functions: WriteDot must
// stay linear in the size of the program.
func TestWriteDotLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("large program")
	}
	p := &program.Program{Model: program.ILP32}
	const n = 50000
	prev := p.NewLoc(program.Pos{File: "big.c", Line: 1}, "")
	p.Entry = prev
	trace := make([]*program.Edge, 0, n)
	for i := 1; i < n; i++ {
		l := p.NewLoc(program.Pos{File: "big.c", Line: i}, fmt.Sprintf("f%d", i%2000))
		trace = append(trace, p.AddEdge(prev, l, &program.Skip{}, program.Pos{}))
		prev = l
	}
	var b bytes.Buffer
	if err := program.WriteDot(&b, p, program.DotOptions{Trace: trace}); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(b.String(), " -> "); got != n-1 {
		t.Errorf("%d edges drawn, want %d", got, n-1)
	}
}

func ExampleWriteDot() {
	p := &program.Program{Model: program.ILP32}
	intT := program.IntType("int", 32, true)
	x := &program.Var{Name: "x", CName: "x", Type: intT, Global: true}
	p.Globals = append(p.Globals, x)
	pos := program.Pos{File: "tiny.c", Line: 3}
	start := p.NewLoc(pos, "main")
	mid := p.NewLoc(pos, "main")
	end := p.NewLoc(pos, "main")
	p.Entry = start
	xr := &program.VarRef{Var: x}
	p.AddEdge(start, mid, &program.Havoc{LHS: xr}, pos)
	chk := &program.CheckInfo{ID: "main.assertion.1", Kind: program.CheckAssertion, Pos: pos, Func: "main", Comment: "x != 0"}
	p.Checks = append(p.Checks, chk)
	ne := &program.Binary{Op: program.Ne, X: xr, Y: program.NewConst(intT, 0), T: program.Bool}
	failed := p.AddEdge(mid, end, &program.Check{Cond: ne, Check: chk}, pos)

	opts := program.DotOptions{Trace: []*program.Edge{start.Out[0], failed}, Failed: failed}
	if err := program.WriteDot(os.Stdout, p, opts); err != nil {
		fmt.Println(err)
	}
	// Output:
	// digraph program {
	// 	node [shape=box];
	// 	subgraph cluster_0 {
	// 		label="main";
	// 		color=gray50;
	// 		L0 [label="L0 tiny.c:3", peripheries=2, style=filled, fillcolor="#ffe0e0"];
	// 		L1 [label="L1 tiny.c:3", style=filled, fillcolor="#ff9090", color=red, penwidth=2];
	// 		L2 [label="L2 tiny.c:3"];
	// 	}
	// 	L0 -> L1 [label="x = *\nstep 1", style=bold, color=red, fontcolor=red, penwidth=2];
	// 	L1 -> L2 [label="check(x != 0) main.assertion.1 \"x != 0\""];
	// 	violated [label="violated: main.assertion.1\nx != 0", shape=octagon, style=filled, fillcolor="#ff9090", color=red, penwidth=2];
	// 	L1 -> violated [label="step 2", style=bold, color=red, fontcolor=red, penwidth=2];
	// }
}
