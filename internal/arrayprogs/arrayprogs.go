package arrayprogs

import (
	"fmt"
	"hash/fnv"
	"math/rand"
	"sort"
	"strings"
)

// MinN is the smallest size every family accepts: the bugs of the
// partition and the minimum search need three cells to show.
const MinN = 3

// LargeN is the size from which arrays are always globals.
const LargeN = 4096

// AssertForm is how a program writes its assertions.
type AssertForm int

// The assertion forms.
const (
	AssertFunc   AssertForm = iota // __VERIFIER_assert(c), a function that calls reach_error
	AssertMacro                    // CHECK(c), a do { … } while (0) macro
	AssertInline                   // if (!(c)) reach_error();
)

// LoopForm is how a program writes a loop whose iterations are
// independent of each other.
type LoopForm int

// The loop forms.
const (
	LoopUp      LoopForm = iota // for (i = lo; i < hi; i++)
	LoopDown                    // for (i = hi - 1; i >= lo; i--)
	LoopWhile                   // i = lo; while (i < hi) { …; i++; }
	LoopDoWhile                 // i = lo; do { …; i++; } while (i < hi);
)

// Style is what a program's author chooses without changing its meaning.
type Style struct {
	Global  bool       // arrays are globals (else locals of main)
	Assert  AssertForm // how assertions are written
	Loop    LoopForm   // how independent loops are written
	Ordered bool       // ordered loops as while loops (else for loops)
	Size    string     // the name of the size macro
	Idx     [3]string  // the names of the three index variables
	ErrorFn bool       // reach_error calls __assert_fail, as SV-COMP's tasks do (else it is extern)
}

var (
	sizeNames  = []string{"N", "SIZE", "LEN", "MAX"}
	indexNames = [][3]string{{"i", "j", "k"}, {"x", "y", "z"}, {"p", "q", "r"}, {"idx", "pos", "cnt"}}
)

// StyleFor returns the style of the programs of family f at size n under
// the style seed: the same for the safe and the buggy variant.
func StyleFor(seed int64, f string, n int) Style {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d/%s/%d", seed, f, n)
	r := rand.New(rand.NewSource(int64(h.Sum64())))
	s := Style{
		Global:  n >= LargeN || r.Intn(2) == 0,
		Assert:  AssertForm(r.Intn(3)),
		Loop:    LoopForm(r.Intn(4)),
		Ordered: r.Intn(2) == 0,
		Size:    sizeNames[r.Intn(len(sizeNames))],
		Idx:     indexNames[r.Intn(len(indexNames))],
		ErrorFn: r.Intn(2) == 0,
	}
	return s
}

// Family is one kind of program, with its safe and its buggy variant.
type Family struct {
	Name string
	// Doc says what the program computes, what it asserts and what the
	// bug is.
	Doc string
	// body writes the declarations and main's statements.
	body func(g *gen, bug bool)
}

// Families returns every family, sorted by name.
func Families() []*Family {
	out := append([]*Family(nil), families...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Lookup returns the family of the given name.
func Lookup(name string) (*Family, bool) {
	for _, f := range families {
		if f.Name == name {
			return f, true
		}
	}
	return nil, false
}

// Name is the file name stem of a program.
func Name(f *Family, n int, bug bool) string {
	v := "safe"
	if bug {
		v = "bug"
	}
	return fmt.Sprintf("%s_%d_%s", f.Name, n, v)
}

// Program returns the C text of family f at size n (n ≥ MinN), safe or
// buggy, in the style of the seed.
func Program(f *Family, n int, bug bool, seed int64) string {
	if n < MinN {
		panic(fmt.Sprintf("arrayprogs: size %d below %d", n, MinN))
	}
	g := &gen{s: StyleFor(seed, f.Name, n), n: n, scalars: map[string]bool{}}
	f.body(g, bug)
	return g.text(f, bug, seed)
}

// gen collects a program: its arrays, its scalars and main's statements.
type gen struct {
	s       Style
	n       int
	arrays  []string // declarations without the storage part, e.g. "int a[N]"
	scalars map[string]bool
	order   []string // scalars in order of first use
	helpers []string // types and functions before main
	out     strings.Builder
	depth   int
}

// I, J and K are the style's index variable names.
func (g *gen) I() string { return g.scalar(g.s.Idx[0]) }
func (g *gen) J() string { return g.scalar(g.s.Idx[1]) }
func (g *gen) K() string { return g.scalar(g.s.Idx[2]) }

// N is the size macro's name.
func (g *gen) N() string { return g.s.Size }

// scalar declares an int variable of main (once) and returns its name.
func (g *gen) scalar(name string) string {
	if !g.scalars[name] {
		g.scalars[name] = true
		g.order = append(g.order, name)
	}
	return name
}

// array declares an int array; size is a C expression over the size macro.
func (g *gen) array(name, size string) string {
	g.arrays = append(g.arrays, fmt.Sprintf("int %s[%s]", name, size))
	return name
}

// sub replaces the placeholders in a line: $N the size macro, $I $J $K
// the index names.
func (g *gen) sub(s string) string {
	r := strings.NewReplacer("$N", g.N(), "$I", g.s.Idx[0], "$J", g.s.Idx[1], "$K", g.s.Idx[2])
	return r.Replace(s)
}

// line writes one statement line of main (after substitution).
func (g *gen) line(format string, args ...any) {
	g.out.WriteString(strings.Repeat("    ", g.depth+1))
	g.out.WriteString(g.sub(fmt.Sprintf(format, args...)))
	g.out.WriteByte('\n')
}

// block writes head {, the body one level deeper, and }.
func (g *gen) block(head string, body func()) {
	g.line("%s {", head)
	g.depth++
	body()
	g.depth--
	g.line("}")
}

// check writes an assertion of cond in the style's form.
func (g *gen) check(cond string) {
	cond = g.sub(cond)
	switch g.s.Assert {
	case AssertFunc:
		g.line("__VERIFIER_assert(%s);", cond)
	case AssertMacro:
		g.line("CHECK(%s);", cond)
	default:
		g.line("if (!(%s)) reach_error();", cond)
	}
}

// each writes a loop of v over [lo, hi) whose iterations are
// independent, in the style's loop form; the body must not use break
// or continue. nonEmpty says lo < hi always holds (a do … while needs
// no guard then).
func (g *gen) each(v, lo, hi string, nonEmpty bool, body func()) {
	g.scalar(v)
	lo, hi = g.sub(lo), g.sub(hi)
	switch g.s.Loop {
	case LoopUp:
		g.block(fmt.Sprintf("for (%s = %s; %s < %s; %s++)", v, lo, v, hi, v), body)
	case LoopDown:
		g.block(fmt.Sprintf("for (%s = %s - 1; %s >= %s; %s--)", v, hi, v, lo, v), body)
	case LoopWhile:
		g.line("%s = %s;", v, lo)
		g.block(fmt.Sprintf("while (%s < %s)", v, hi), func() {
			body()
			g.line("%s++;", v)
		})
	default:
		g.line("%s = %s;", v, lo)
		do := func() {
			g.line("do {")
			g.depth++
			body()
			g.line("%s++;", v)
			g.depth--
			g.line("} while (%s < %s);", v, hi)
		}
		if nonEmpty {
			do()
		} else {
			g.block(fmt.Sprintf("if (%s < %s)", v, hi), do)
		}
	}
}

// ascending writes a loop of v from lo up to hi (exclusive) whose order
// matters: a for loop or a while loop, as the style says.
func (g *gen) ascending(v, lo, hi string, body func()) {
	g.scalar(v)
	lo, hi = g.sub(lo), g.sub(hi)
	if g.s.Ordered {
		g.line("%s = %s;", v, lo)
		g.block(fmt.Sprintf("while (%s < %s)", v, hi), func() {
			body()
			g.line("%s++;", v)
		})
		return
	}
	g.block(fmt.Sprintf("for (%s = %s; %s < %s; %s++)", v, lo, v, hi, v), body)
}

// input writes a loop that fills cells [0, size) of arr with
// nondeterministic values, each as the C expression of v (v is the
// nondet value, e.g. "v & 15"; "" for the raw value).
func (g *gen) input(arr, size, expr string) {
	i := g.I()
	val := "__VERIFIER_nondet_int()"
	if expr != "" {
		val = strings.ReplaceAll(expr, "v", val)
	}
	g.each(i, "0", size, true, func() { g.line("%s[%s] = %s;", arr, i, val) })
}

// text assembles the program.
func (g *gen) text(f *Family, bug bool, seed int64) string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	variant := "safe"
	if bug {
		variant = "with one bug"
	}
	w("/* %s, %s = %d, %s; style seed %d (generated by internal/arrayprogs)\n", f.Name, g.s.Size, g.n, variant, seed)
	for _, l := range strings.Split(strings.TrimSpace(f.Doc), "\n") {
		w(" * %s\n", strings.TrimSpace(l))
	}
	w(" */\n")
	w("extern void abort(void);\n")
	if g.s.ErrorFn {
		w("extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));\n")
		w("void reach_error(void) { __assert_fail(\"0\", \"%s.c\", 3, \"reach_error\"); }\n", Name(f, g.n, bug))
	} else {
		w("extern void reach_error(void);\n")
	}
	w("extern int __VERIFIER_nondet_int(void);\n")
	switch g.s.Assert {
	case AssertFunc:
		w("void __VERIFIER_assert(int cond) {\n    if (!(cond)) {\n    ERROR: {reach_error(); abort();}\n    }\n}\n")
	case AssertMacro:
		w("#define CHECK(c) do { if (!(c)) { reach_error(); abort(); } } while (0)\n")
	}
	w("\n#define %s %d\n\n", g.s.Size, g.n)
	for _, h := range g.helpers {
		w("%s\n", g.sub(h))
	}
	decls := func(indent string) {
		for _, a := range g.arrays {
			w("%s%s;\n", indent, g.sub(a))
		}
	}
	if g.s.Global {
		decls("")
		w("\n")
	}
	w("int main(void) {\n")
	if !g.s.Global {
		decls("    ")
	}
	if len(g.order) > 0 {
		w("    int %s;\n", strings.Join(g.order, ", "))
	}
	b.WriteString(g.out.String())
	w("    return 0;\n}\n")
	return b.String()
}

// bugOr returns buggy when bug is set, else safe.
func bugOr(bug bool, safe, buggy string) string {
	if bug {
		return buggy
	}
	return safe
}
