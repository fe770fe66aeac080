package softfloat

import (
	"math"
	"math/rand"
	"strconv"
	"strings"
)

func strconvG(x float64, prec int) string { return strconv.FormatFloat(x, 'g', prec, 64) }

func strconvParse(s string, bits int) (float64, error) { return strconv.ParseFloat(s, bits) }

// digitsOf returns the significant digits of a decimal numeral.
func digitsOf(s string) string {
	s = strings.TrimLeft(s, "-")
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		s = s[:i]
	}
	s = strings.Replace(s, ".", "", 1)
	s = strings.TrimLeft(s, "0")
	return strings.TrimRight(s, "0")
}

func strconvG32(x Bits) string {
	return strconv.FormatFloat(float64(math.Float32frombits(uint32(x.Lo))), 'g', -1, 32)
}

func newRand(seed int64) *rand.Rand { return rand.New(rand.NewSource(seed)) }
