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
	pl := newPlan(p, false)
	bp := &bpWriter{w: bw, p: p, out: p.Outgoing(), plan: pl}
	bp.pr = printer{
		syn:    bpSyntax,
		name:   bp.name,
		expand: pl.m.shannon,
	}
	bp.program()
	return bw.Flush()
}

type bpWriter struct {
	w    *bufio.Writer
	p    *Program
	out  [][]int
	plan *plan
	pr   printer
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
	if !isTrueForm(bp.plan.init) {
		bp.line("", "assume("+bp.pr.layout(bp.plan.init, ctxTop, bp.indent+len("assume("), lineWidth)+");")
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
	tp := &bp.plan.trans[ti]
	// The comment goes before the labelled line: between a label and its
	// statement it reads badly.
	bp.comment(t.Comment)
	var stmts []string
	switch {
	case tp.never:
		stmts = append(stmts, "assume(F);")
	default:
		if !isTrueForm(tp.guard) {
			stmts = append(stmts, "assume("+bp.pr.layout(tp.guard, ctxTop, bp.indent+len("assume("), lineWidth)+");")
		}
		if a := bp.assignment(tp); a != "" {
			stmts = append(stmts, a)
		}
	}
	if len(stmts) == 0 {
		stmts = append(stmts, "skip;")
	}
	for _, st := range stmts {
		bp.line(label, st)
		label = ""
	}
	bp.line("", fmt.Sprintf("goto %s;", locLabel(t.To)))
}

// assignment returns the parallel assignment of a transition's updates
// (empty when it changes nothing): on one line when it fits, else the
// left-hand sides, ":= right-hand sides" and "constrain rest" each on lines
// of their own.
func (bp *bpWriter) assignment(tp *transPlan) string {
	var lhs, rhs []part
	for _, u := range tp.updates {
		if u.same() {
			continue
		}
		lhs = append(lhs, textPart(bp.name(u.pred)))
		switch u.kind {
		case updFunc:
			rhs = append(rhs, part{f: u.f, ctx: ctxTop})
		case updChoose:
			rhs = append(rhs, textPart("schoose["+bp.pr.print(u.pos)+", "+bp.pr.print(u.neg)+"]"))
		default:
			rhs = append(rhs, textPart("*"))
		}
	}
	if len(lhs) == 0 {
		return ""
	}
	flat := bp.pr.wrapParts(lhs, ", ", 0, 0) + " := " + bp.pr.wrapParts(rhs, ", ", 0, 0)
	if !isTrueForm(tp.rest) {
		flat += " constrain " + bp.pr.print(tp.rest)
	}
	if bp.indent+len(flat)+1 <= lineWidth && !strings.Contains(flat, "\n") {
		return flat + ";"
	}
	cont := strings.Repeat(" ", bp.indent+2)
	text := bp.pr.wrapParts(lhs, ", ", bp.indent, bp.indent)
	text += "\n" + cont + ":= " + bp.pr.wrapParts(rhs, ", ", bp.indent+5, bp.indent+5)
	if !isTrueForm(tp.rest) {
		text += "\n" + cont + "constrain " + bp.pr.layout(tp.rest, ctxTop, bp.indent+12, lineWidth)
	}
	return text + ";"
}

func locLabel(i int) string      { return fmt.Sprintf("L%d", i) }
func transLabel(i, k int) string { return fmt.Sprintf("L%d_%d", i, k) }
