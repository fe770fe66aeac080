package boolprog

import (
	"fmt"
	"io"
	"strings"
)

// String returns the printed form of p, a compact listing for debugging
// and tests:
//
//	preds 2
//	  b0  d == e
//	init L0  !b0
//	L0 f.c:3 main
//	  -> L1 changed b0 b1  (b0 & 'b1) | (!b0 & !'b1)  // d = e; e++;
//	L3 f.c:7 main  error main.assertion.1
//
// Literals use the predicates' names; 'b is the value after the
// transition; T and F are the empty cube and the empty cube set.
func (p *Program) String() string {
	var b strings.Builder
	Fprint(&b, p)
	return b.String()
}

// Fprint writes the printed form of p (see Program.String). It tolerates
// programs that fail Sanity, so it can show what is wrong with them.
func Fprint(w io.Writer, p *Program) error {
	var b strings.Builder
	fmt.Fprintf(&b, "preds %d\n", len(p.Preds))
	for i, pr := range p.Preds {
		fmt.Fprintf(&b, "  %s  %s\n", p.predName(i), oneLine(pr.Text))
	}
	fmt.Fprintf(&b, "init L%d  %s\n", p.Init, formatCubeSet(p.InitStates, p.predName, bpSyntax))
	out := p.Outgoing()
	for i, l := range p.Locs {
		fmt.Fprintf(&b, "L%d", i)
		if l.ID != i {
			fmt.Fprintf(&b, " (ID %d)", l.ID)
		}
		if label := oneLine(l.Label); label != "" {
			fmt.Fprintf(&b, " %s", label)
		}
		if l.Error != "" {
			fmt.Fprintf(&b, "  error %s", oneLine(l.Error))
		}
		b.WriteByte('\n')
		for _, ti := range out[i] {
			t := &p.Trans[ti]
			fmt.Fprintf(&b, "  -> L%d", t.To)
			if len(t.Changed) > 0 {
				b.WriteString(" changed")
				for _, c := range t.Changed {
					fmt.Fprintf(&b, " %s", p.predName(c))
				}
			}
			fmt.Fprintf(&b, "  %s", formatCubeSet(t.Rel, p.predName, bpSyntax))
			if c := oneLine(t.Comment); c != "" {
				fmt.Fprintf(&b, "  // %s", c)
			}
			b.WriteByte('\n')
		}
	}
	// Transitions whose source is out of range would otherwise vanish.
	for i, t := range p.Trans {
		if t.From < 0 || t.From >= len(p.Locs) {
			fmt.Fprintf(&b, "transition %d from bad location L%d -> L%d\n", i, t.From, t.To)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
