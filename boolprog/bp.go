package boolprog

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// WriteBP writes p as a Boolean program in the Bebop/BOPPO dialect (see the
// package documentation for the encoding). It refuses programs that fail
// Sanity.
func WriteBP(w io.Writer, p *Program) error {
	if err := p.Sanity(); err != nil {
		return fmt.Errorf("boolprog: cannot write bp: %w", err)
	}
	bw := bufio.NewWriter(w)
	bp := &bpWriter{w: bw, p: p, out: p.Outgoing()}
	bp.program()
	return bw.Flush()
}

type bpWriter struct {
	w   *bufio.Writer
	p   *Program
	out [][]int
	// indent is the column where statements start: the widest label and
	// its colon, plus one space.
	indent int
}

func (bp *bpWriter) name(i int) string { return bp.p.Preds[i].Name }

// line writes a statement with an optional label in the label column.
func (bp *bpWriter) line(label, stmt string) {
	if label != "" {
		label += ":"
	}
	fmt.Fprintf(bp.w, "%-*s%s\n", bp.indent, label, stmt)
}

// comment writes a comment line at the statement column.
func (bp *bpWriter) comment(text string) {
	if text = oneLine(text); text != "" {
		bp.line("", "// "+text)
	}
}

func (bp *bpWriter) program() {
	p := bp.p
	widest := len("L:")
	for i, out := range bp.out {
		l := len(locLabel(i)) + 1
		if len(out) > 1 {
			l = len(transLabel(i, len(out)-1)) + 1
		}
		widest = max(widest, l)
	}
	bp.indent = max(widest+1, 8)

	fmt.Fprintf(bp.w, "// Boolean program: %s\n\n", p.summary())
	if len(p.Preds) > 0 {
		nameWidth := 0
		for _, pr := range p.Preds {
			nameWidth = max(nameWidth, len(pr.Name))
		}
		for _, pr := range p.Preds {
			decl := "decl " + pr.Name + ";"
			if text := oneLine(pr.Text); text != "" {
				decl = fmt.Sprintf("%-*s // %s", nameWidth+6, decl, text)
			}
			fmt.Fprintln(bp.w, decl)
		}
		fmt.Fprintln(bp.w)
	}
	fmt.Fprintln(bp.w, "void main()")
	fmt.Fprintln(bp.w, "begin")
	bp.comment("initial states")
	if !p.InitStates.isTrue() {
		bp.expr("", "assume(", p.InitStates, ");")
	}
	bp.line("", fmt.Sprintf("goto %s;", locLabel(p.Init)))
	for i := range p.Locs {
		bp.location(i)
	}
	fmt.Fprintln(bp.w, "end")
}

func (bp *bpWriter) location(i int) {
	loc := bp.p.Locs[i]
	fmt.Fprintln(bp.w)
	header := oneLine(loc.Label)
	if loc.Error != "" {
		header = strings.TrimSpace(header + " error " + oneLine(loc.Error))
	}
	bp.comment(header)
	label := locLabel(i)
	if loc.Error != "" {
		bp.line(label, "assert(F);")
		label = ""
	}
	out := bp.out[i]
	switch len(out) {
	case 0:
		bp.line(label, "return;")
	case 1:
		bp.transition(label, out[0])
	default:
		targets := make([]string, len(out))
		for k := range out {
			targets[k] = transLabel(i, k)
		}
		bp.line(label, "goto "+strings.Join(targets, ", ")+";")
		for k, ti := range out {
			bp.transition(transLabel(i, k), ti)
		}
	}
}

// transition writes the statements of transition ti, the first one with
// the given label, and the jump to its target.
func (bp *bpWriter) transition(label string, ti int) {
	t := &bp.p.Trans[ti]
	// The comment goes before the labelled line: between a label and its
	// statement it reads badly.
	bp.comment(t.Comment)
	switch {
	case len(t.Changed) > 0:
		lhs := make([]string, len(t.Changed))
		rhs := make([]string, len(t.Changed))
		for k, c := range t.Changed {
			lhs[k] = bp.name(c)
			rhs[k] = "*"
		}
		assign := strings.Join(lhs, ", ") + " := " + strings.Join(rhs, ", ")
		if t.Rel.isTrue() {
			bp.line(label, assign+";")
		} else {
			bp.expr(label, assign+" constrain ", t.Rel, ";")
		}
	case t.Rel.isTrue():
		bp.line(label, "skip;")
	default:
		bp.expr(label, "assume(", t.Rel, ");")
	}
	bp.line("", fmt.Sprintf("goto %s;", locLabel(t.To)))
}

// expr writes prefix, the cube set and suffix; a set of several cubes is
// written one cube a line.
func (bp *bpWriter) expr(label, prefix string, s CubeSet, suffix string) {
	if len(s) <= 1 {
		bp.line(label, prefix+formatCubeSet(s, bp.name, bpSyntax)+suffix)
		return
	}
	bp.line(label, strings.TrimRight(prefix, " "))
	for k, c := range s {
		text := formatCube(c, bp.name, bpSyntax)
		if len(c) > 1 {
			text = "(" + text + ")"
		}
		lead := "    "
		if k > 0 {
			lead = "  | "
		}
		if k == len(s)-1 {
			text += suffix
		}
		bp.line("", lead+text)
	}
}

func locLabel(i int) string      { return fmt.Sprintf("L%d", i) }
func transLabel(i, k int) string { return fmt.Sprintf("L%d_%d", i, k) }
