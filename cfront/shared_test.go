package cfront

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// sharedPrograms are recursive programs whose main stores into the global
// out a value that depends on the input x (unsigned); want computes it.
var sharedPrograms = []struct {
	name  string
	src   string
	depth int // recursion depth that every input below runs within
	// levels: the same with shared levels, where each call through a
	// cycle of mutual recursion is one (0: depth).
	levels int
	want   func(x uint64) uint64
	// shared: the lowering keeps one copy per level (false: it falls back
	// to inlining call by call).
	shared bool
}{
	{"fib", `
unsigned fib(unsigned n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }
unsigned out;
int main(void) { unsigned x = __VERIFIER_nondet_uint(); out = fib(x & 7); return 0; }`,
		7, 0, func(x uint64) uint64 { return fibGo(x & 7) }, true},
	{"nested calls (ackermann)", `
int ack(int m, int n) { if (m == 0) return n + 1; if (n == 0) return ack(m - 1, 1); return ack(m - 1, ack(m, n - 1)); }
unsigned out;
int main(void) { unsigned x = __VERIFIER_nondet_uint(); out = ack(x & 1 ? 2 : 1, x >> 1 & 1); return 0; }`,
		7, 0, func(x uint64) uint64 { return ackGo(1+x&1, x>>1&1) }, true},
	{"second call under a condition, global counter", `
unsigned calls;
unsigned g(unsigned d, unsigned v) {
  calls++;
  if (d == 0) return v * 3u + 1u;
  unsigned l = g(d - 1, v ^ 5u);
  if (l & 1) l = g(d - 1, l) * 7u;
  return l + g(d - 1, v + l + calls);
}
unsigned out;
int main(void) { unsigned x = __VERIFIER_nondet_uint(); out = g(x & 3, x) + calls; return 0; }`,
		3, 0, condGo, true},
	{"mutual recursion, two calls each", `
unsigned b(unsigned n);
unsigned a(unsigned n) { if (n == 0) return 1; return b(n - 1) + 2u * b(n - 1); }
unsigned b(unsigned n) { if (n == 0) return 2; return a(n - 1) ^ a(n - 1) + n; }
unsigned out;
int main(void) { unsigned x = __VERIFIER_nondet_uint(); out = a(x & 7); return 0; }`,
		4, 7, func(x uint64) uint64 { return mutualA(x & 7) }, true},
	{"through a helper and a pointer", `
unsigned sum(unsigned *p, unsigned n);
unsigned half(unsigned *p, unsigned n) { return sum(p, n / 2) + sum(p + n / 2, n - n / 2); }
unsigned sum(unsigned *p, unsigned n) { if (n == 0) return 0; if (n == 1) return p[0]; return half(p, n); }
unsigned out;
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned a[8] = {0};
  for (int i = 0; i < 8; i++) a[i] = x * (unsigned)i + 1u;
  out = sum(a, (x & 7) + 1);
  return 0;
}`,
		4, 5, func(x uint64) uint64 {
			var s uint64
			for i := uint64(0); i < x&7+1; i++ {
				s += x*i + 1
			}
			return s & 0xffffffff
		}, true},
	{"address of a local passed down: inlined call by call", `
void count(unsigned n, unsigned *c) { unsigned here = 0; if (n == 0) { (*c)++; return; } count(n - 1, &here); count(n - 1, c); *c += here; }
unsigned out;
int main(void) { unsigned x = __VERIFIER_nondet_uint(); unsigned c = 0; count(x & 3, &c); out = c; return 0; }`,
		3, 0, func(x uint64) uint64 { return uint64(1) << (x & 3) }, false},
}

func fibGo(n uint64) uint64 {
	if n < 2 {
		return n
	}
	return fibGo(n-1) + fibGo(n-2)
}

func ackGo(m, n uint64) uint64 {
	if m == 0 {
		return n + 1
	}
	if n == 0 {
		return ackGo(m-1, 1)
	}
	return ackGo(m-1, ackGo(m, n-1))
}

func condGo(x uint64) uint64 {
	var calls uint32
	var g func(d, v uint32) uint32
	g = func(d, v uint32) uint32 {
		calls++
		if d == 0 {
			return v*3 + 1
		}
		l := g(d-1, v^5)
		if l&1 != 0 {
			l = g(d-1, l) * 7
		}
		return l + g(d-1, v+l+calls)
	}
	r := g(uint32(x&3), uint32(x))
	return uint64(r + calls)
}

func mutualA(n uint64) uint64 {
	var a, b func(n uint32) uint32
	a = func(n uint32) uint32 {
		if n == 0 {
			return 1
		}
		return b(n-1) + 2*b(n-1)
	}
	b = func(n uint32) uint32 {
		if n == 0 {
			return 2
		}
		return a(n-1) ^ (a(n-1) + n)
	}
	return uint64(a(uint32(n)))
}

// TestSharedRecursion runs each program in the interpreter, lowered with
// one copy per recursion level and with every call inlined, on inputs
// that cover every depth, and compares with the value computed in Go.
func TestSharedRecursion(t *testing.T) {
	for _, tc := range sharedPrograms {
		t.Run(tc.name, func(t *testing.T) {
			src := "extern unsigned __VERIFIER_nondet_uint(void);\n" + tc.src
			for _, inline := range []bool{false, true} {
				depth := tc.depth
				if !inline && tc.levels > 0 {
					depth = tc.levels
				}
				p, err := ParseSource("t.c", []byte(src), Options{RecursionDepth: depth, InlineRecursion: inline})
				if err != nil {
					t.Fatal(err)
				}
				if err := program.Sanity(p); err != nil {
					t.Fatalf("sanity: %v", err)
				}
				if !inline {
					if got := hasSiteVar(p); got != tc.shared {
						t.Errorf("shared levels with a dispatch: %v, want %v", got, tc.shared)
					}
				}
				var out *program.Var
				for _, v := range p.Globals {
					if v.Name == "out" {
						out = v
					}
				}
				u32 := program.IntType("unsigned int", 32, false)
				for x := uint64(0); x < 24; x++ {
					run, err := interp.Run(p, interp.NewSeqInputs([]interp.Value{interp.IntValue(u32, x)}), interp.Options{NoTrace: true})
					if err != nil || run.Status != interp.Finished {
						t.Fatalf("inlined %v, x = %d: %v %v %s", inline, x, err, run.Status, run.Reason)
					}
					if got, want := run.State.Get(out).Bits, tc.want(x)&0xffffffff; got != want {
						t.Fatalf("inlined %v, x = %d: out = %d, want %d", inline, x, got, want)
					}
				}
			}
		})
	}
}

func hasSiteVar(p *program.Program) bool {
	for _, v := range p.Locals {
		if strings.HasSuffix(v.Name, "::$site") {
			return true
		}
	}
	return false
}

// TestSharedRecursionSize: with two recursive calls, the copies per level
// grow the program linearly with the depth; inlining call by call
// doubles it per level.
func TestSharedRecursionSize(t *testing.T) {
	src := []byte("unsigned fib(unsigned n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }\n" +
		"extern unsigned __VERIFIER_nondet_uint(void);\nunsigned out;\nint main(void) { out = fib(__VERIFIER_nondet_uint()); return 0; }\n")
	size := func(depth int, inline bool) int {
		p, err := ParseSource("t.c", src, Options{RecursionDepth: depth, InlineRecursion: inline})
		if err != nil {
			t.Fatal(err)
		}
		return len(p.Locs)
	}
	s8, s16 := size(8, false), size(16, false)
	if d8, d16 := s8-size(4, false), s16-s8; d16 > 2*d8+4 {
		t.Errorf("shared levels: 4 more levels add %d locations, 8 more %d: not linear", d8, d16)
	}
	if i8 := size(8, true); i8 < 8*s8 {
		t.Errorf("inlined at depth 8: %d locations, shared %d: expected the inlined tree to be far larger", i8, s8)
	}
}

// TestSharedRecursionDepthCheck: the call beyond the depth is still a
// recursion-depth check, reached by the interpreter exactly when the
// input needs a deeper recursion.
func TestSharedRecursionDepthCheck(t *testing.T) {
	src := []byte("extern unsigned __VERIFIER_nondet_uint(void);\nunsigned fib(unsigned n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }\n" +
		"unsigned out;\nint main(void) { out = fib(__VERIFIER_nondet_uint()); return 0; }\n")
	p, err := ParseSource("t.c", src, Options{RecursionDepth: 5})
	if err != nil {
		t.Fatal(err)
	}
	u32 := program.IntType("unsigned int", 32, false)
	for x := uint64(0); x < 10; x++ {
		run, err := interp.Run(p, interp.NewSeqInputs([]interp.Value{interp.IntValue(u32, x)}), interp.Options{NoTrace: true})
		if err != nil {
			t.Fatal(err)
		}
		// fib(n) is active n times at once (n >= 1): depth 5 allows 6.
		tooDeep := x > 6
		if got := run.Status == interp.Violated && run.Check.Kind == program.CheckRecursion; got != tooDeep {
			t.Errorf("fib(%d) at depth 5: status %v (%s), want the depth check %v", x, run.Status, run.Reason, tooDeep)
		}
	}
}

// TestSharedRecursionFallbackNotes: a call of a function without body in
// a shared copy restarts the lowering with recursion inlined call by call,
// and the note about the function is printed once.
func TestSharedRecursionFallbackNotes(t *testing.T) {
	src := []byte("extern int ext(int *p);\nint f(int n) { if (n <= 0) return 0; ext(&n); return f(n - 1) + f(n - 2); }\n" +
		"int main(void) { return f(3); }\n")
	var notes strings.Builder
	p, err := ParseSource("t.c", src, Options{RecursionDepth: 3, Stderr: &notes})
	if err != nil {
		t.Fatal(err)
	}
	if hasSiteVar(p) {
		t.Error("a copy that calls a function without body is shared")
	}
	if n := strings.Count(notes.String(), "function ext has no body"); n != 1 {
		t.Errorf("the note is printed %d times:\n%s", n, notes.String())
	}
}

// TestSharedGolden lowers testdata/shared/*.c at recursion depth 2 and
// compares the printed program with NAME.golden (-update rewrites them).
func TestSharedGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/shared/*.c")
	if len(files) == 0 {
		t.Fatal("no test programs")
	}
	for _, f := range files {
		golden := strings.TrimSuffix(f, ".c") + ".golden"
		t.Run(filepath.Base(golden), func(t *testing.T) {
			p, err := Parse(f, Options{RecursionDepth: 2})
			if err != nil {
				t.Fatal(err)
			}
			if err := program.Sanity(p); err != nil {
				t.Fatalf("Sanity: %v", err)
			}
			got := printed(p)
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("%s differs from the lowering; got:\n%s", golden, got)
			}
		})
	}
}
