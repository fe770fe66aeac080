package cfront

import "testing"

// A constant shift by a negative amount is undefined behaviour where it is
// executed, not an error in the file: it must lower (the shift check
// reports it when it is reachable).
func TestNegativeConstantShiftLowers(t *testing.T) {
	src := []byte("int main(void) { int c = 0; int x = 0; if (c) x = 1 << -9367; return x; }\n")
	if _, err := ParseSource("negshift.c", src, Options{}); err != nil {
		t.Fatalf("negative constant shift rejected: %v", err)
	}
}
