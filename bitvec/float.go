package bitvec

import (
	"github.com/go-air/gini/z"

	"github.com/satabs-go/satabs-go/softfloat"
)

// Floating point circuits: every operation below computes, bit for bit,
// what the function of the same name in package softfloat computes (the
// tests compare them). A value of format f is a BV of f.Width() bits; a
// rounding mode is a BV of 3 bits holding a softfloat.RoundingMode.
// Bodies that panic are to be written.

func (b *Builder) FAdd(f softfloat.Format, rm, x, y BV) BV    { panic("bitvec: float not implemented") }
func (b *Builder) FSub(f softfloat.Format, rm, x, y BV) BV    { panic("bitvec: float not implemented") }
func (b *Builder) FMul(f softfloat.Format, rm, x, y BV) BV    { panic("bitvec: float not implemented") }
func (b *Builder) FDiv(f softfloat.Format, rm, x, y BV) BV    { panic("bitvec: float not implemented") }
func (b *Builder) FSqrt(f softfloat.Format, rm, x BV) BV      { panic("bitvec: float not implemented") }
func (b *Builder) FFMA(f softfloat.Format, rm, x, y, w BV) BV { panic("bitvec: float not implemented") }
func (b *Builder) FNeg(f softfloat.Format, x BV) BV           { panic("bitvec: float not implemented") }
func (b *Builder) FAbs(f softfloat.Format, x BV) BV           { panic("bitvec: float not implemented") }
func (b *Builder) FRoundToIntegral(f softfloat.Format, rm, x BV) BV {
	panic("bitvec: float not implemented")
}

func (b *Builder) FEq(f softfloat.Format, x, y BV) z.Lit { panic("bitvec: float not implemented") }
func (b *Builder) FLt(f softfloat.Format, x, y BV) z.Lit { panic("bitvec: float not implemented") }
func (b *Builder) FLe(f softfloat.Format, x, y BV) z.Lit { panic("bitvec: float not implemented") }

func (b *Builder) FIsNaN(f softfloat.Format, x BV) z.Lit { panic("bitvec: float not implemented") }
func (b *Builder) FIsInf(f softfloat.Format, x BV) z.Lit { panic("bitvec: float not implemented") }

// FClassify is softfloat.Classify as a 3-bit value.
func (b *Builder) FClassify(f softfloat.Format, x BV) BV { panic("bitvec: float not implemented") }

func (b *Builder) FConvert(from, to softfloat.Format, rm, x BV) BV {
	panic("bitvec: float not implemented")
}

// FFromInt converts the integer x (its width is the integer's) to f.
func (b *Builder) FFromInt(f softfloat.Format, rm, x BV, signed bool) BV {
	panic("bitvec: float not implemented")
}

// FToInt truncates toward zero to width bits; ok is softfloat.ToInt's ok.
func (b *Builder) FToInt(f softfloat.Format, x BV, width int, signed bool) (r BV, ok z.Lit) {
	panic("bitvec: float not implemented")
}
