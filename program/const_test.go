package program

import (
	"math/big"
	"testing"
)

// TestWideConstants: constants of __int128 carry their bits from 64 up in
// Hi, and the helpers agree with math/big.
func TestWideConstants(t *testing.T) {
	i128, u128 := IntType("__int128", 128, true), IntType("unsigned __int128", 128, false)
	i32 := IntType("int", 32, true)
	tests := []struct {
		c      *Const
		lo, hi uint64
		value  string
	}{
		{NewConstInt(i128, -1), ^uint64(0), ^uint64(0), "-1"},
		{NewConstInt(i32, -1), 0xffffffff, 0, "-1"},
		{MinConst(i128), 0, 1 << 63, "-170141183460469231731687303715884105728"},
		{MaxConst(i128), ^uint64(0), 1<<63 - 1, "170141183460469231731687303715884105727"},
		{MaxConst(u128), ^uint64(0), ^uint64(0), "340282366920938463463374607431768211455"},
		{MinConst(i32), 0x80000000, 0, "-2147483648"},
		{NewConstBig(u128, new(big.Int).Lsh(big.NewInt(3), 64)), 0, 3, "55340232221128654848"},
		{NewConstBig(i32, big.NewInt(1<<32+5)), 5, 0, "5"},
	}
	for _, tc := range tests {
		if tc.c.Val != tc.lo || tc.c.Hi != tc.hi || tc.c.Big().String() != tc.value {
			t.Errorf("%s: Val %#x Hi %#x Big %s, want %#x %#x %s", tc.c.T, tc.c.Val, tc.c.Hi, tc.c.Big(), tc.lo, tc.hi, tc.value)
		}
	}
	if s := ConstString(MinConst(i128)); s != "(__int128)-170141183460469231731687303715884105728" {
		t.Errorf("ConstString: %s", s)
	}
	if NewConstBig(u128, new(big.Int).Lsh(big.NewInt(1), 64)).IsZero() {
		t.Error("2^64 is zero")
	}
}
