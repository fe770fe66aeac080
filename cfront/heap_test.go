package cfront

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestHeapLowering: the heap examples lower to sane programs with the
// heap checks the options ask for, in every combination of the options.
func TestHeapLowering(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "examples", "checks", "*.c"))
	if err != nil {
		t.Fatal(err)
	}
	heap := 0
	for _, f := range files {
		base := filepath.Base(f)
		if !strings.HasPrefix(base, "use_after_free") && !strings.HasPrefix(base, "double_free") && !strings.HasPrefix(base, "leak") {
			continue
		}
		heap++
		for _, opts := range []Options{
			{Checks: Checks{Pointer: true, Free: true, Memtrack: true, Memcleanup: true}, MallocMayFail: true, HeapPool: 2},
			{Checks: Checks{Pointer: true, Free: true, Memtrack: true}},
			{CutUndefined: true},
			{},
		} {
			p, err := Parse(f, opts)
			if err != nil {
				t.Fatalf("%s: %v", base, err)
			}
			if err := program.Sanity(p); err != nil {
				t.Fatalf("%s %+v: %v", base, opts, err)
			}
			kinds := map[program.CheckKind]int{}
			for _, c := range p.Checks {
				kinds[c.Kind]++
			}
			if opts.Checks.Free && kinds[program.CheckFree] == 0 {
				t.Errorf("%s %+v: no free check", base, opts)
			}
			if opts.Checks.Memtrack && kinds[program.CheckMemtrack] == 0 {
				t.Errorf("%s %+v: no memtrack check", base, opts)
			}
			if !opts.Checks.Memtrack && kinds[program.CheckMemtrack]+kinds[program.CheckMemcleanup]+kinds[program.CheckFree] > 0 {
				t.Errorf("%s %+v: heap checks that were not asked for: %v", base, opts, kinds)
			}
		}
	}
	if heap != 6 {
		t.Errorf("%d heap examples, want 6", heap)
	}
}

// TestHeapElementType: the element type comes from the conversion of the
// result or the sizeof in the size, bytes without either; when they
// disagree, the allocation is a capacity check that fails (UNKNOWN).
func TestHeapElementType(t *testing.T) {
	tests := []struct {
		src     string
		unknown bool
	}{
		{"#include <stdlib.h>\nint main() { int *p = malloc(8); p[1] = 1; free(p); return 0; }", false},
		{"#include <stdlib.h>\nint main() { void *p = malloc(2 * sizeof(long)); free(p); return 0; }", false},
		{"#include <stdlib.h>\nstruct s { int a; } ; int main() { struct s *p = (struct s *)malloc(sizeof(struct s)); free(p); return 0; }", false},
		{"#include <stdlib.h>\nint main() { void *p = malloc(8); free(p); return 0; }", false},
		{"#include <stdlib.h>\nint main() { char *p = malloc(sizeof(int)); free(p); return 0; }", true},
		// Allocation wrappers: the type the caller converts the result
		// to, through returns, a returned local, a conditional and a
		// call through a pointer, per inlined copy.
		{"#include <stdlib.h>\nvoid *wrap(unsigned n) { return malloc(n); }\nint main() { int *p = wrap(8); p[1] = 1; free(p); return 0; }", false},
		{"#include <stdlib.h>\nvoid *wrap(unsigned n) { return malloc(n); }\nvoid *wrap2(unsigned n) { void *m = wrap(n); if (!m) return 0; return m; }\nint main() { long *p = wrap2(8); char *q = (char *)wrap(3); if (p) p[0] = 1; free(p); free(q); return 0; }", false},
		{"#include <stdlib.h>\nvoid *wrap(unsigned n) { return n ? malloc(n) : 0; }\nstruct al { void *(*get)(unsigned); };\nstruct al a = { wrap };\nint main() { short *p = a.get(4); free(p); return 0; }", false},
		{"#include <stdlib.h>\nvoid *wrap(unsigned n) { return malloc(n); }\nint main() { void *p = wrap(8); free(p); return 0; }", false},
	}
	for _, tc := range tests {
		p, err := ParseSource("t.c", []byte(tc.src), Options{Checks: Checks{Pointer: true, Free: true}})
		if err != nil {
			t.Fatalf("%s: %v", tc.src, err)
		}
		unknown := false
		for _, c := range p.Checks {
			if c.Kind == program.CheckCapacity && strings.Contains(c.Comment, "heap object") {
				unknown = true
			}
		}
		if unknown != tc.unknown {
			t.Errorf("%s: unknown type %v, want %v", tc.src, unknown, tc.unknown)
		}
	}
}

// TestHeapRequestSize: malloc(sizeof(int) * n) of an n nothing bounds.
// The object's length is n unless the product wraps around in size_t,
// and then the wrapped product's elements (the object C allocates); a
// request above the limit (PTRDIFF_MAX, which glibc refuses; in LP64
// under CutUndefined or where malloc may fail, maxObjectBytes) fails
// where malloc may fail and ends the run where it may not. No capacity
// check is left where the limit is at most maxObjectBytes: the length
// cannot exceed the capacity then.
func TestHeapRequestSize(t *testing.T) {
	tests := []struct {
		name  string
		opts  Options
		limit string // the request's bound, in the assume or the failure
		fails bool   // a failure branch (NULL) rather than an assume
		check bool   // a vla-capacity check remains
	}{
		{"ILP32, never fails, cut", Options{CutUndefined: true}, "(unsigned int)2147483647", false, false},
		{"ILP32, never fails, report", Options{}, "(unsigned int)2147483647", false, false},
		{"ILP32, may fail", Options{MallocMayFail: true}, "(unsigned int)2147483647", true, false},
		{"LP64, never fails, cut", Options{Model: program.LP64, CutUndefined: true}, "(unsigned long)72057594037927935", false, false},
		{"LP64, never fails, report", Options{Model: program.LP64}, "(unsigned long)9223372036854775807", false, true},
		{"LP64, may fail", Options{Model: program.LP64, MallocMayFail: true}, "(unsigned long)72057594037927935", true, false},
	}
	src := "extern unsigned int __VERIFIER_nondet_uint(void);\nvoid *malloc(unsigned long size);\nint main(void) {\nunsigned int n = __VERIFIER_nondet_uint();\nint *a = malloc(sizeof(int) * n);\na[0] = 1;\nreturn 0;\n}\n"
	for _, tc := range tests {
		p, err := ParseSource("req.c", []byte(src), tc.opts)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if err := program.Sanity(p); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		check := false
		for _, c := range p.Checks {
			check = check || c.Kind == program.CheckCapacity
		}
		if check != tc.check {
			t.Errorf("%s: capacity check %v, want %v", tc.name, check, tc.check)
		}
		assumed, branched, length := false, false, ""
		for _, e := range p.Edges() {
			switch st := e.Stmt.(type) {
			case *program.Assume:
				s := program.ExprString(st.Cond)
				if strings.Contains(s, "> "+tc.limit) {
					if strings.HasPrefix(s, "!") {
						assumed = true
					} else {
						branched = true
					}
				}
			case *program.Assign:
				if v, ok := st.LHS.(*program.VarRef); ok && strings.HasSuffix(v.Var.Name, "$len") {
					length = program.ExprString(st.RHS)
				}
			}
		}
		if !assumed || branched != tc.fails {
			t.Errorf("%s: assume %v, failure branch %v on the request > %s; want a failure branch: %v", tc.name, assumed, branched, tc.limit, tc.fails)
		}
		want := "(__overflow_mul("
		if tc.opts.Model.PointerBits == 64 {
			want = "main::n" // sizeof(int) * n never wraps in a 64-bit size_t
		}
		if !strings.Contains(length, want) {
			t.Errorf("%s: length %s, want one of %s", tc.name, length, want)
		}
	}
}
