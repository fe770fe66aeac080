package concrete

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestTrackedArrays: a program whose only inputs are arrays declared
// without initialiser is proved by one run when the run reads no cell
// it has not written (the cells' values never reach the run); a run
// that reads an unwritten cell, whole or by bytes, or writes a part of
// a cell (a field of a struct), proves nothing.
func TestTrackedArrays(t *testing.T) {
	tests := []struct {
		name, src string
		want      string // "deterministic", "violation by", or a word of the reason
	}{
		{"local array filled, then checked", `#define N 1000
int main(void) { int a[N]; int i; for (i = 0; i < N; i++) a[i] = 2 * i + 1;
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] == 2 * i + 1); return 0; }`, "deterministic"},
		{"local pairs by strides", `#define M 500
int main(void) { int a[2 * M]; int i; for (i = 0; i < M; i++) { a[2 * i] = i; a[2 * i + 1] = -i; }
  for (i = 0; i < M; i++) __VERIFIER_assert(a[2 * i] + a[2 * i + 1] == 0); return 0; }`, "deterministic"},
		{"local 2-D array filled, then checked", `#define R 30
int main(void) { int m[R][R]; int i, j; for (i = 0; i < R; i++) for (j = 0; j < R; j++) m[i][j] = i + j;
  for (i = 0; i < R; i++) for (j = 0; j < R; j++) __VERIFIER_assert(m[i][j] >= i); return 0; }`, "deterministic"},
		{"the last cell read unwritten", `#define N 1000
int main(void) { int a[N]; int i; for (i = 0; i < N - 1; i++) a[i] = i;
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] == i); return 0; }`, "violation by"},
		{"an unwritten cell read, safe whatever it holds", `int main(void) { int a[4]; a[0] = 1; int s = a[2];
  __VERIFIER_assert(a[0] == 1); return s & 0; }`, "no violation found"},
		{"an unwritten row of a 2-D array read", `int main(void) { int m[3][3]; int i, j; for (i = 0; i < 2; i++) for (j = 0; j < 3; j++) m[i][j] = 0;
  int s = 0; for (i = 0; i < 3; i++) for (j = 0; j < 3; j++) s += m[i][j]; __VERIFIER_assert(s != 5); return 0; }`, "violation by"},
		{"unwritten cells copied by memcpy", `#include <string.h>
int main(void) { int a[4]; int b[4]; a[0] = 0; memcpy(b, a, sizeof a); __VERIFIER_assert(b[3] != 3); return 0; }`, "violation by"},
		{"fields of an array of structs written", `struct r { int x; int y; };
int main(void) { struct r a[8]; int i; for (i = 0; i < 8; i++) { a[i].x = i; a[i].y = 1; }
  for (i = 0; i < 8; i++) __VERIFIER_assert(a[i].y == 1); return 0; }`, "no violation found"},
	}
	var strategies []Strategy
	for _, s := range Strategies {
		if !s.Random {
			strategies = append(strategies, s)
		}
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := parse(t, tc.src, false)
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			opts := Options{Limits: []int{100_000, 1_000_000}}
			if !strings.HasPrefix(tc.want, "violation") {
				opts.Strategies = strategies // without randomness the search ends
			}
			out, err := Search(ctx, p, opts)
			if err != nil {
				t.Fatal(err)
			}
			got := out.Reason
			switch {
			case out.Run != nil:
				got = "violation by " + out.Strategy
			case out.Deterministic:
				got = "deterministic"
			}
			if !strings.Contains(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
