package cfront

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// largeProgram is a C file of about lines lines in the style of real
// library code: a hash table of records with lookup, insertion, removal
// and iteration functions, many helpers of which main calls a few (the
// rest is lowered only if reachable), switch statements, loops and
// structs passed by pointer.
func largeProgram(lines int) string {
	var b strings.Builder
	b.WriteString(`extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct rec { int key; int value; struct rec *next; };
struct table { struct rec *slots[16]; int count; };
static struct rec pool[64];
static int used;
static struct rec *alloc_rec(int key, int value) {
  if (used >= 64) return 0;
  struct rec *r = &pool[used++];
  r->key = key; r->value = value; r->next = 0;
  return r;
}
`)
	n := 0
	for fn := 0; strings.Count(b.String(), "\n") < lines-40; fn++ {
		n = fn + 1
		fmt.Fprintf(&b, `static int op%d(struct table *t, int key, int x) {
  unsigned h = (unsigned)key * 2654435761u %% 16u;
  struct rec *r = t->slots[h];
  int steps = 0;
  while (r != 0 && r->key != key && steps < 8) { r = r->next; steps++; }
  switch (x & 3) {
  case 0:
    if (r == 0) { r = alloc_rec(key, x); if (r == 0) return -1; r->next = t->slots[h]; t->slots[h] = r; t->count++; }
    break;
  case 1:
    if (r != 0) r->value += %d;
    break;
  case 2:
    for (int i = 0; i < 4; i++) x = x * 3 + i;
    break;
  default:
    x ^= key;
  }
  return r != 0 ? r->value + x : x;
}
`, fn, fn%7+1)
	}
	b.WriteString("int main(void) {\n  struct table t = {0};\n  int acc = 0;\n")
	for i := 0; i < n && i < 4; i++ {
		fmt.Fprintf(&b, "  acc += op%d(&t, __VERIFIER_nondet_int() & 15, __VERIFIER_nondet_int());\n", i)
	}
	b.WriteString("  if (t.count > 4) reach_error();\n  return acc;\n}\n")
	return b.String()
}

// BenchmarkParse10kLines lowers a library-style file of 10,000 lines (only
// a few of its functions are reachable from main) and reports the front
// end's time per 10,000 lines.
func BenchmarkParse10kLines(b *testing.B) {
	src := []byte(largeProgram(10_000))
	lines := strings.Count(string(src), "\n")
	var total time.Duration
	for b.Loop() {
		start := time.Now()
		if _, err := ParseSource("large.c", src, Options{}); err != nil {
			b.Fatal(err)
		}
		total += time.Since(start)
	}
	b.ReportMetric(float64(total.Milliseconds())/float64(b.N)*10_000/float64(lines), "ms/10k-lines")
}

// TestLargeProgram: the generated file of 10,000 lines lowers.
func TestLargeProgram(t *testing.T) {
	if testing.Short() {
		t.Skip("lowers 10,000 lines")
	}
	src := largeProgram(10_000)
	if _, err := ParseSource("large.c", []byte(src), Options{}); err != nil {
		t.Fatal(err)
	}
}
