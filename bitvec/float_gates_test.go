package bitvec

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/go-air/gini/z"

	"github.com/satabs-go/satabs-go/softfloat"
)

var updateGates = flag.Bool("update-gates", false, "rewrite testdata/float_gates.golden")

// floatGateTable counts the And gates in the cone of each float circuit's
// outputs on fresh operands and a fresh rounding mode (what AddCnf gives a
// SAT solver).
func floatGateTable() string {
	formats := []struct {
		name string
		f    softfloat.Format
	}{{"binary32", softfloat.Binary32}, {"binary64", softfloat.Binary64}, {"x87", softfloat.X87}}
	ops := []struct {
		name  string
		build func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit
	}{
		{"FAdd", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return b.FAdd(f, rm, x, y) }},
		{"FMul", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return b.FMul(f, rm, x, y) }},
		{"FMul by 2.0", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit {
			two, _ := softfloat.Parse(f, "2")
			return b.FMul(f, rm, x, b.fpConst(f, two))
		}},
		{"FAdd 1.0", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit {
			one, _ := softfloat.Parse(f, "1")
			return b.FAdd(f, rm, x, b.fpConst(f, one))
		}},
		{"FDiv by 4.0", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit {
			four, _ := softfloat.Parse(f, "4")
			return b.FDiv(f, rm, x, b.fpConst(f, four))
		}},
		{"FDiv by 3.0", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit {
			three, _ := softfloat.Parse(f, "3")
			return b.FDiv(f, rm, x, b.fpConst(f, three))
		}},
		{"FLt 0.5", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit {
			half, _ := softfloat.Parse(f, "0.5")
			return []z.Lit{b.FLt(f, x, b.fpConst(f, half))}
		}},
		{"FDiv", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return b.FDiv(f, rm, x, y) }},
		{"FSqrt", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return b.FSqrt(f, rm, x) }},
		{"FFMA", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return b.FFMA(f, rm, x, y, w) }},
		{"FMod", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return b.FMod(f, x, y) }},
		{"FRemainder", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return b.FRemainder(f, x, y) }},
		{"FMod by 10.0", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit {
			ten, _ := softfloat.Parse(f, "10")
			return b.FMod(f, x, b.fpConst(f, ten))
		}},
		{"FRemQuo", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return b.FRemQuo(f, x, y) }},
		{"FScaleB int32", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return b.FScaleB(f, rm, x, y[:32]) }},
		{"FILogB", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return b.FILogB(f, x) }},
		{"FRoundToIntegral", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return b.FRoundToIntegral(f, rm, x) }},
		{"FLt", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return []z.Lit{b.FLt(f, x, y)} }},
		{"FEq", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return []z.Lit{b.FEq(f, x, y)} }},
		{"FConvert to binary32", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit {
			return b.FConvert(f, softfloat.Binary32, rm, x)
		}},
		{"FConvert to binary64", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit {
			return b.FConvert(f, softfloat.Binary64, rm, x)
		}},
		{"FFromInt int32", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit { return b.FFromInt(f, rm, x[:32], true) }},
		{"FFromInt uint64", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit {
			return b.FFromInt(f, rm, append(append(BV{}, x...), y...)[:64], false)
		}},
		{"FToInt int32", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit {
			r, ok := b.FToInt(f, x, 32, true)
			return append(r, ok)
		}},
		{"FToInt int64", func(b *Builder, f softfloat.Format, rm, x, y, w BV) []z.Lit {
			r, ok := b.FToInt(f, x, 64, true)
			return append(r, ok)
		}},
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%-22s", "And gates")
	for _, f := range formats {
		fmt.Fprintf(&sb, " %9s", f.name)
	}
	sb.WriteString("\n")
	for _, op := range ops {
		fmt.Fprintf(&sb, "%-22s", op.name)
		for _, f := range formats {
			b := New()
			rm, x, y, w := b.Fresh(3), b.Fresh(f.f.Width()), b.Fresh(f.f.Width()), b.Fresh(f.f.Width())
			fmt.Fprintf(&sb, " %9d", b.coneAnds(op.build(b, f.f, rm, x, y, w)))
		}
		sb.WriteString("\n")
	}
	return sb.String()
}

// TestFloatGates compares the gate counts with testdata/float_gates.golden,
// so that a change of a circuit's size is seen (and the table is the
// documentation's): -update-gates rewrites it.
func TestFloatGates(t *testing.T) {
	got := floatGateTable()
	const path = "testdata/float_gates.golden"
	if *updateGates {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("gate counts changed (go test ./bitvec -run TestFloatGates -update-gates):\n%s\nwas\n%s", got, want)
	}
}

// coneAnds counts the And gates the roots depend on.
func (b *Builder) coneAnds(roots []z.Lit) int {
	seen := map[z.Var]bool{}
	n := 0
	stack := append([]z.Lit{}, roots...)
	for len(stack) > 0 {
		m := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if IsConstLit(m) || seen[m.Var()] {
			continue
		}
		seen[m.Var()] = true
		x, y := b.c.Ins(m)
		if x == z.LitNull {
			continue // an input
		}
		n++
		stack = append(stack, x, y)
	}
	return n
}
