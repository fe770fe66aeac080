package concrete

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

var (
	i32 = &program.Type{Kind: program.KindInt, Width: 32, Signed: true, Size: 4}
	u8  = &program.Type{Kind: program.KindInt, Width: 8, Size: 1}
)

// TestStrategyValues: the first four values one edge gets from each
// strategy without randomness, as signed 32-bit and unsigned 8-bit
// integers.
func TestStrategyValues(t *testing.T) {
	tests := []struct {
		strategy string
		int32s   []int64
		uint8s   []int64
	}{
		{"zeros", []int64{0, 0, 0, 0}, []int64{0, 0, 0, 0}},
		{"first one, then zeros", []int64{1, 0, 0, 0}, []int64{1, 0, 0, 0}},
		{"decreasing (-n)", []int64{0, -1, -2, -3}, []int64{0, 255, 254, 253}},
		{"increasing (n)", []int64{0, 1, 2, 3}, []int64{0, 1, 2, 3}},
		{"ones", []int64{1, 1, 1, 1}, []int64{1, 1, 1, 1}},
		{"minus ones", []int64{-1, -1, -1, -1}, []int64{255, 255, 255, 255}},
		{"decreasing from the maximum (max-n)", []int64{2147483647, 2147483646, 2147483645, 2147483644}, []int64{255, 254, 253, 252}},
		{"increasing from the minimum (min+n)", []int64{-2147483648, -2147483647, -2147483646, -2147483645}, []int64{0, 1, 2, 3}},
	}
	edge := &program.Edge{}
	for _, tc := range tests {
		s, ok := StrategyByName(tc.strategy)
		if !ok {
			t.Fatalf("no strategy %q", tc.strategy)
		}
		for _, typ := range []struct {
			t    *program.Type
			want []int64
		}{{i32, tc.int32s}, {u8, tc.uint8s}} {
			in := newInputs(s, nil, 1)
			for n, want := range typ.want {
				v, err := in.Havoc(edge, typ.t)
				if err != nil {
					t.Fatal(err)
				}
				if got := v.Signed(typ.t); got != want {
					t.Errorf("%s, %s, value %d: %d, want %d", tc.strategy, typ.t, n, got, want)
				}
			}
		}
	}
}

// TestOneLast: a run notes where each edge's sequence ended (inputs.ends);
// the strategy oneLast, given those ends, is zeros but for the last
// position; without them, zeros.
func TestOneLast(t *testing.T) {
	edge := &program.Edge{}
	zeros, _ := StrategyByName("zeros")
	first := newInputs(zeros, nil, 1)
	for range 4 {
		if _, err := first.Havoc(edge, i32); err != nil {
			t.Fatal(err)
		}
	}
	if first.ends[edge] != 4 {
		t.Fatalf("ends %v after four values, want 4", first.ends)
	}
	s, ok := StrategyByName(oneLast)
	if !ok {
		t.Fatalf("no strategy %q", oneLast)
	}
	single := &program.Edge{} // supplied one value: zeros, as without ends
	first.ends[single] = 1
	for _, ends := range []map[*program.Edge]int{first.ends, nil} {
		in := newInputs(s, nil, 1)
		in.choice.ends = ends
		var got []int64
		for range 5 {
			v, err := in.Havoc(edge, i32)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, v.Signed(i32))
		}
		want := "[0 0 0 1 0]"
		if ends == nil {
			want = "[0 0 0 0 0]"
		}
		if fmt.Sprint(got) != want {
			t.Errorf("ends %v: %v, want %s", ends, got, want)
		}
		if v, err := in.Havoc(single, i32); err != nil || v.Signed(i32) != 0 {
			t.Errorf("ends %v: the only value of an edge %d, want 0 (%v)", ends, v.Signed(i32), err)
		}
	}
}

// TestRandomStrategies: the random strategies stay in their ranges, and
// the same seed gives the same values.
func TestRandomStrategies(t *testing.T) {
	tests := []struct {
		strategy string
		t        *program.Type
		min, max int64
	}{
		{"random small (-4..4)", i32, -4, 4},
		{"random small (-4..4)", u8, 0, 8},
		{"random bytes (0..255)", i32, 0, 255},
		{"program constants", i32, 6, 8},
		{"one program constant for all inputs", i32, 6, 8},
	}
	edge := &program.Edge{}
	for _, tc := range tests {
		s, _ := StrategyByName(tc.strategy)
		a, b := newInputs(s, []uint64{6, 7, 8}, 7), newInputs(s, []uint64{6, 7, 8}, 7)
		for n := 0; n < 200; n++ {
			x, _ := a.Havoc(edge, tc.t)
			y, _ := b.Havoc(edge, tc.t)
			if got := x.Signed(tc.t); got < tc.min || got > tc.max {
				t.Errorf("%s, %s: %d outside [%d, %d]", tc.strategy, tc.t, got, tc.min, tc.max)
			}
			if x.Bits != y.Bits {
				t.Fatalf("%s: the same seed gives %d and %d", tc.strategy, x.Bits, y.Bits)
			}
		}
	}
}

// TestSequencesPerEdge: each edge counts its own values, and the cells of
// an aggregate continue the sequence.
func TestSequencesPerEdge(t *testing.T) {
	s, _ := StrategyByName("increasing (n)")
	in := newInputs(s, nil, 0)
	e1, e2 := &program.Edge{}, &program.Edge{}
	var got []int64
	for _, e := range []*program.Edge{e1, e1, e2, e1, e2} {
		v, _ := in.Havoc(e, i32)
		got = append(got, v.Signed(i32))
	}
	if want := []int64{0, 1, 0, 2, 1}; !equal(got, want) {
		t.Errorf("per edge: %v, want %v", got, want)
	}
	arr := program.ArrayOf(i32, 4)
	v, _ := in.Havoc(&program.Edge{}, arr)
	got = nil
	for _, x := range v.Elems {
		got = append(got, x.Signed(i32))
	}
	if want := []int64{0, 1, 2, 3}; !equal(got, want) {
		t.Errorf("array: %v, want %v", got, want)
	}
	ptr := &program.Type{Kind: program.KindPointer, Elem: i32, Width: 32, Size: 4}
	if p, _ := in.Havoc(&program.Edge{}, ptr); !p.IsNull() {
		t.Errorf("pointer input %v, want null", p)
	}
}

func equal(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestConstants: the program's integer constants and their neighbours.
func TestConstants(t *testing.T) {
	src := `extern int __VERIFIER_nondet_int(void); void reach_error(void) {}
int main(void) { int x = __VERIFIER_nondet_int(); if (x == 1234) reach_error(); if (x < -7) return 1; return 0; }`
	p, err := cfront.ParseSource("c.c", []byte(src), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int64]bool{}
	for _, c := range Constants(p) {
		seen[int64(c)] = true
	}
	for _, want := range []int64{1233, 1234, 1235, -8, -7, -6} {
		if !seen[want] {
			t.Errorf("constant %d missing from %v", want, Constants(p))
		}
	}
}

// TestFloatInputs: float inputs take the program's floating constants and
// their neighbours, and the integer strategies' values as numbers; the
// search finds a bug that needs the input 1.0 in every iteration.
func TestFloatInputs(t *testing.T) {
	src := `extern float __VERIFIER_nondet_float(void); extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int); void reach_error(void) {}
int main(void) {
  float y = 0.0f;
  while (__VERIFIER_nondet_int()) {
    float x = __VERIFIER_nondet_float();
    __VERIFIER_assume(x >= -1.0f && x <= 1.0f);
    y = 0.9f * y + 0.2f * x;
    if (y > 1.01f) reach_error();
  }
  return 0;
}`
	p, err := cfront.ParseSource("c.c", []byte(src), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	fs := FloatConstants(p)[softfloat.Binary32]
	has := map[softfloat.Bits]bool{}
	for _, v := range fs {
		has[v] = true
	}
	for _, want := range []softfloat.Bits{{Lo: 0x3f666666}, {Lo: 0x3f666667}, {Lo: 0x3f666665}, {Lo: 0xbf800000}, {Lo: 0x3f800000}} {
		if !has[want] {
			t.Errorf("float constant %#x missing from %x", want.Lo, fs)
		}
	}
	s, _ := StrategyByName("ones")
	in := newFloatInputs(s, nil, nil, 1)
	if v := in.floatValue(softfloat.Binary64, 0); v.Lo != 0x3ff0000000000000 {
		t.Errorf("ones gives the double %#x, want 1.0", v.Lo)
	}
	// "ones" (1.0 every time) finds it in its first round; the deadline
	// only stops a broken search.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	out, err := Search(ctx, p, Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if out.Run == nil {
		t.Fatalf("no violating run found")
	}
}

// TestStrings: the words of the "program strings" strategy are the
// strings the program writes into char arrays (literals, initialisers
// of char members), each once; the strategy's char arrays hold one or
// two of them (or constants, characters) cut to fit, and zeros after.
func TestStrings(t *testing.T) {
	p := parse(t, `#include <string.h>
struct sfx { char s[4]; int mult; };
static const struct sfx table[] = {{"m", 60}, {"h", 3600}, {"", 0}};
int main(void) { char a[6]; a[5] = 0;
  if (strcmp(a, "sleep") == 0 || strcmp(a, "a-much-longer-word") == 0 || strcmp(a, "m") == 0) return table[1].mult;
  return 0; }`, false)
	got := map[string]bool{}
	for _, w := range Strings(p) {
		if got[string(w)] {
			t.Errorf("word %q twice", w)
		}
		got[string(w)] = true
	}
	for _, w := range []string{"m", "h", "sleep", "a-much-longer-word"} {
		if !got[w] {
			t.Errorf("words %v lack %q", got, w)
		}
	}
	s, ok := StrategyByName("program strings")
	if !ok {
		t.Fatal("no strategy program strings")
	}
	arr := program.ArrayOf(u8, 6)
	in := newStringInputs(s, []uint64{86400}, nil, Strings(p), 3)
	fits := 0
	for n := 0; n < 400; n++ {
		v, err := in.Havoc(&program.Edge{}, arr)
		if err != nil {
			t.Fatal(err)
		}
		b := make([]byte, len(v.Elems))
		for i, x := range v.Elems {
			b[i] = byte(x.Bits)
		}
		if b[5] != 0 {
			t.Fatalf("string %q without its terminator", b)
		}
		str := string(b[:strings.IndexByte(string(b), 0)])
		if strings.Trim(string(b[len(str):]), "\x00") != "" {
			t.Fatalf("%q: bytes after the terminator", b)
		}
		if str == "sleep" || str == "86400" {
			fits++
		}
	}
	if fits == 0 {
		t.Errorf("no string was a word or constant of the program in 400")
	}
}
