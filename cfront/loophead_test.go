package cfront

import (
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestLoopHeads checks that the loop statements mark their heads, at the
// line of the statement, that a while (1) head, which only skips, hands
// its role to the first location of the body (the if at line 14), and
// that gotos make no loop head.
func TestLoopHeads(t *testing.T) {
	src := `int x;
int main(void) {
  while (x < 3)
    x++;
  for (int i = 0; i < 2; i++)
    x += i;
  do {
    x--;
  } while (x > 0);
again:
  x++;
  if (x < 5) goto again;
  while (1) {
    if (x > 9) break;
    x++;
  }
  return 0;
}
`
	p, err := ParseSource("loops.c", []byte(src), Options{Model: program.ILP32})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	if err := program.Sanity(p); err != nil {
		t.Fatal(err)
	}
	var lines []int
	for _, l := range p.Locs {
		if l.LoopHead {
			lines = append(lines, l.Pos.Line)
			switch l.Label {
			case "while head", "for head", "do head":
			default:
				t.Errorf("loop head %s at line %d is labelled %q", l, l.Pos.Line, l.Label)
			}
		}
	}
	want := []int{3, 5, 7, 14}
	if len(lines) != len(want) {
		t.Fatalf("loop heads at lines %v, want %v", lines, want)
	}
	for i := range want {
		if lines[i] != want[i] {
			t.Fatalf("loop heads at lines %v, want %v", lines, want)
		}
	}
}
