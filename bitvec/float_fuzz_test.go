package bitvec

import (
	"testing"

	"github.com/satabs-go/satabs-go/softfloat"
)

// FuzzFloat compares every float circuit with softfloat on fuzzed operand
// bits by constant folding (go test ./bitvec -fuzz FuzzFloat); the seeds
// run with the ordinary tests.
func FuzzFloat(f *testing.F) {
	f.Add(uint8(0), uint8(0), uint64(0x3f800000), uint64(0x3f800000), uint64(0), uint64(0), uint64(0), uint64(0))
	f.Add(uint8(1), uint8(2), uint64(0x7ff8000000000001), uint64(1), uint64(0x8000000000000000), uint64(0), uint64(0), uint64(0))
	f.Add(uint8(2), uint8(3), uint64(0x8000000000000001), uint64(0xc000000000000000), uint64(0x4000000000000000), uint64(0x3fff), uint64(0x7fff), uint64(0x0001))
	f.Add(uint8(3), uint8(4), uint64(0x23), uint64(0x16), uint64(0x3a), uint64(0), uint64(0), uint64(0))
	f.Fuzz(func(t *testing.T, format, mode uint8, xl, yl, zl, xh, yh, zh uint64) {
		ft := []softfloat.Format{softfloat.Binary32, softfloat.Binary64, softfloat.X87, tinyFormat}[int(format)%4]
		rmv := softfloat.RoundingMode(mode % 5)
		x := fpMask(ft, softfloat.Bits{Lo: xl, Hi: xh})
		y := fpMask(ft, softfloat.Bits{Lo: yl, Hi: yh})
		z := fpMask(ft, softfloat.Bits{Lo: zl, Hi: zh})
		b := New()
		rm := b.Const(3, uint64(rmv))
		cx, cy, cz := b.fpConst(ft, x), b.fpConst(ft, y), b.fpConst(ft, z)
		for _, c := range []struct {
			name string
			got  BV
			want softfloat.Bits
		}{
			{"FAdd", b.FAdd(ft, rm, cx, cy), softfloat.Add(ft, rmv, x, y)},
			{"FSub", b.FSub(ft, rm, cx, cy), softfloat.Sub(ft, rmv, x, y)},
			{"FMul", b.FMul(ft, rm, cx, cy), softfloat.Mul(ft, rmv, x, y)},
			{"FDiv", b.FDiv(ft, rm, cx, cy), softfloat.Div(ft, rmv, x, y)},
			{"FSqrt", b.FSqrt(ft, rm, cx), softfloat.Sqrt(ft, rmv, x)},
			{"FMod", b.FMod(ft, cx, cy), softfloat.Fmod(ft, x, y)},
			{"FScaleB", b.FScaleB(ft, rm, cx, b.Const(32, zl)), softfloat.ScaleB(ft, rmv, x, int64(int32(uint32(zl))))},
			{"FRemainder", b.FRemainder(ft, cx, cy), softfloat.Remainder(ft, x, y)},
			{"FFMA", b.FFMA(ft, rm, cx, cy, cz), softfloat.FMA(ft, rmv, x, y, z)},
			{"FRoundToIntegral", b.FRoundToIntegral(ft, rm, cx), softfloat.RoundToIntegral(ft, rmv, x)},
			{"FConvert to binary32", b.FConvert(ft, softfloat.Binary32, rm, cx), softfloat.Convert(ft, softfloat.Binary32, rmv, x)},
			{"FConvert to x87", b.FConvert(ft, softfloat.X87, rm, cx), softfloat.Convert(ft, softfloat.X87, rmv, x)},
			{"FFromInt", b.FFromInt(ft, rm, b.Const(64, zl), true), softfloat.FromInt(ft, rmv, softfloat.Bits{Lo: zl}, 64, true)},
		} {
			if g := fpBits(t, c.got); g != c.want {
				t.Fatalf("%v %s rm %d (%#x, %#x, %#x) = %#x, softfloat %#x", ft, c.name, rmv, x, y, z, g, c.want)
			}
		}
		if (b.FLt(ft, cx, cy) == litTrue) != softfloat.Less(ft, x, y) || (b.FEq(ft, cx, cy) == litTrue) != softfloat.Equal(ft, x, y) {
			t.Fatalf("%v comparison of %#x and %#x", ft, x, y)
		}
		r, ok := b.FToInt(ft, cx, 32, true)
		wr, wok := softfloat.ToInt(ft, x, 32, true)
		if fpBits(t, r) != wr || (ok == litTrue) != wok {
			t.Fatalf("%v FToInt(%#x)", ft, x)
		}
	})
}
