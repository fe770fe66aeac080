package symex

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// nestedLatches is a program whose inner loop's latch is numbered after
// the outer loop's (the front end numbers a loop's body after the code
// that follows it), with a join inside the inner loop and a local, r,
// named only before the inner loop: a path from the join takes the inner
// back edge, leaves the inner loop, takes the outer back edge and reads
// r at the outer head.
const nestedLatches = `extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0;
  unsigned used = 0;
  int r = __VERIFIER_nondet_int();
  if (r < 0 || r > 2) return 1;
  for (int i = 0; i < r; i++) {
    unsigned n = 0;
    unsigned k = 1;
    while (k != 0) {
      if (n < used) x++;
      n++;
      k--;
    }
    used += n;
  }
  if (used > r + x) reach_error();
  return 0;
}
`

// TestDeadLocalsSound compares the lowest location deadLocals says a
// path can reach from each location with the lowest one an explicit
// search of the graph reaches: it must be no higher, or a local that a
// path still reads would be dropped at a join and read back as an
// unconstrained initial value. Programs: nestedLatches and the examples
// with loop nests.
func TestDeadLocalsSound(t *testing.T) {
	srcs := map[string][]byte{"nested_latches.c": []byte(nestedLatches)}
	files, _ := filepath.Glob(filepath.Join("..", "examples", "*.c"))
	for _, dir := range []string{"loops", "deep-loops", "heap", "realc", "arrays"} {
		more, _ := filepath.Glob(filepath.Join("..", "examples", dir, "*.c"))
		files = append(files, more...)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs[f] = src
	}
	checked := 0
	for name, src := range srcs {
		p, err := cfront.ParseSource(name, src, cfront.Options{})
		if err != nil {
			continue // input errors are cfront's tests'
		}
		program.Renumber(p)
		q, err := MakeReducible(p)
		if err != nil {
			continue
		}
		d := newDeadLocals(q)
		reach := lowestReachable(q)
		for _, l := range q.Locs {
			if got, want := d.low[l.ID], reach[l.ID]; got > want {
				t.Errorf("%s: from %s a path reaches L%d, below the claimed lowest L%d", name, l, want, got)
				break
			}
		}
		checked++
	}
	if checked < 20 {
		t.Fatalf("only %d programs checked", checked)
	}
}

// lowestReachable is, per location ID, the lowest location ID a path
// from it visits: in increasing order of IDs, each location is the answer
// of every location not yet answered that reaches it (a backward search
// that stops at answered locations, whose predecessors are answered too).
func lowestReachable(p *program.Program) []int {
	preds := make([][]*program.Loc, len(p.Locs))
	for _, l := range p.Locs {
		for _, e := range l.Out {
			preds[e.To.ID] = append(preds[e.To.ID], l)
		}
	}
	low := make([]int, len(p.Locs))
	for i := range low {
		low[i] = -1
	}
	for _, l := range p.Locs {
		if low[l.ID] >= 0 {
			continue
		}
		low[l.ID] = l.ID
		stack := []*program.Loc{l}
		for len(stack) > 0 {
			at := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, pr := range preds[at.ID] {
				if low[pr.ID] < 0 {
					low[pr.ID] = l.ID
					stack = append(stack, pr)
				}
			}
		}
	}
	return low
}
