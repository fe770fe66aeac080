package program

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// DotOptions say what WriteDot draws besides the control flow.
type DotOptions struct {
	// Trace, when set, is a path through the program (a counterexample: the
	// edges in the order executed); its edges are drawn bold red and
	// labelled with their step numbers (an edge taken several times lists
	// them, "3,7,11", shortened to "3,7,…(12 times)" beyond 4), its
	// locations are filled, and the last edge's target, or the location of a
	// failing Check edge, is marked as the error.
	Trace []*Edge
	// Failed, when set, is the Check edge the trace fails at (drawn as an
	// edge to a separate red octagon node "violated: <check id>").
	Failed *Edge
	// Invariants, when set, gives a location invariant (text) to show under
	// each location's label.
	Invariants map[*Loc]string
	// Title is the graph's label.
	Title string
}

// dotMaxLabel is the length, in characters, beyond which statement labels
// are cut with "…".
const dotMaxLabel = 80

// dotMaxSteps is the number of step numbers an edge label lists in full.
const dotMaxSteps = 4

// WriteDot writes p's control-flow graph in Graphviz dot syntax, for
// `dot -Tsvg` and the like.
//
// Every location is a box node L<ID> labelled "L<ID> file:line (label)",
// followed by its invariant from opts.Invariants when there is one. The
// locations of each C function (Loc.Func) are grouped in a cluster
// subgraph named after the function, so inlined calls show as boxes of
// their own; locations without a function (the global initialisers) stand
// outside every cluster. The entry location has a double border. Every
// edge is labelled with its statement as StmtString prints it, cut to
// about 80 characters (a cut check keeps its id); Skip and Dead edges are
// dashed.
//
// With opts.Trace, the trace's edges are bold red and labelled with the
// steps (1-based) at which they are taken, its locations are filled, and
// the error location is marked red: the source of opts.Failed when set,
// otherwise the source of the trace's last edge when that is a Check and
// its target when not. With opts.Failed, an extra red octagon
// "violated: <check id>" hangs off the failing check's location; when the
// trace ends with the failing check, its last step labels that edge rather
// than the check's edge to its target (which the path never reaches).
//
// The output is deterministic (locations in ID order, each location's
// edges in Out order), takes time linear in the size of p and the options,
// and is valid dot whatever the text in the program: labels are escaped
// for dot's double-quoted strings and made valid UTF-8. WriteDot returns an
// error, and writes nothing, when a trace edge or opts.Failed is not an
// edge between p's locations or opts.Failed is not a Check; otherwise it
// returns the first write error.
func WriteDot(w io.Writer, p *Program, opts DotOptions) error {
	inP := func(l *Loc) bool { return l != nil && l.ID >= 0 && l.ID < len(p.Locs) && p.Locs[l.ID] == l }
	for i, e := range opts.Trace {
		if e == nil || !inP(e.From) || !inP(e.To) {
			return fmt.Errorf("dot: trace step %d is not an edge of the program", i+1)
		}
	}
	var failed *Check
	if opts.Failed != nil {
		c, ok := opts.Failed.Stmt.(*Check)
		if !ok || c.Check == nil {
			return fmt.Errorf("dot: the failed edge is not a check")
		}
		if !inP(opts.Failed.From) || !inP(opts.Failed.To) {
			return fmt.Errorf("dot: the failed check %s is not an edge of the program", c.Check.ID)
		}
		failed = c
	}

	// Steps of the trace per edge, and the locations it visits.
	steps := map[*Edge]*dotSteps{}
	onTrace := map[*Loc]bool{}
	failStep := 0 // the step of the failing check when the trace ends with it
	for i, e := range opts.Trace {
		onTrace[e.From] = true
		if i == len(opts.Trace)-1 && e == opts.Failed {
			failStep = i + 1
			continue
		}
		onTrace[e.To] = true
		s := steps[e]
		if s == nil {
			s = &dotSteps{}
			steps[e] = s
		}
		if s.n < dotMaxSteps {
			s.first[s.n] = i + 1
		}
		s.n++
	}
	var errLoc *Loc
	switch {
	case opts.Failed != nil:
		errLoc = opts.Failed.From
	case len(opts.Trace) > 0:
		last := opts.Trace[len(opts.Trace)-1]
		if _, ok := last.Stmt.(*Check); ok {
			errLoc = last.From
		} else {
			errLoc = last.To
		}
	}

	// Group the locations by function, clusters in order of first
	// appearance.
	var outside []*Loc
	var clusters [][]*Loc
	var clusterNames []string
	clusterOf := map[string]int{}
	for _, l := range p.Locs {
		if l.Func == "" {
			outside = append(outside, l)
			continue
		}
		i, ok := clusterOf[l.Func]
		if !ok {
			i = len(clusters)
			clusterOf[l.Func] = i
			clusters = append(clusters, nil)
			clusterNames = append(clusterNames, l.Func)
		}
		clusters[i] = append(clusters[i], l)
	}

	bw := bufio.NewWriter(w)
	bw.WriteString("digraph program {\n")
	if opts.Title != "" {
		bw.WriteString("\tlabel=" + dotQuote(opts.Title) + ";\n\tlabelloc=t;\n")
	}
	bw.WriteString("\tnode [shape=box];\n")
	node := func(indent string, l *Loc) {
		label := l.String()
		if pos := l.Pos.String(); pos != "-" {
			label += " " + pos
		}
		if l.Label != "" {
			label += " (" + l.Label + ")"
		}
		if inv := opts.Invariants[l]; inv != "" {
			label += "\n" + inv
		}
		a := dotAttrs{}
		a.add("label", dotQuote(label))
		if l == p.Entry {
			a.add("peripheries", "2")
		}
		switch {
		case l == errLoc:
			a.add("style", "filled")
			a.add("fillcolor", `"#ff9090"`)
			a.add("color", "red")
			a.add("penwidth", "2")
		case onTrace[l]:
			a.add("style", "filled")
			a.add("fillcolor", `"#ffe0e0"`)
		}
		bw.WriteString(indent + l.String() + " " + a.String() + ";\n")
	}
	for _, l := range outside {
		node("\t", l)
	}
	for i, locs := range clusters {
		fmt.Fprintf(bw, "\tsubgraph cluster_%d {\n", i)
		bw.WriteString("\t\tlabel=" + dotQuote(clusterNames[i]) + ";\n\t\tcolor=gray50;\n")
		for _, l := range locs {
			node("\t\t", l)
		}
		bw.WriteString("\t}\n")
	}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			label := dotStmtLabel(e.Stmt)
			a := dotAttrs{}
			var style []string
			switch e.Stmt.(type) {
			case *Skip, *Dead:
				style = append(style, "dashed")
			}
			if s := steps[e]; s != nil {
				label += "\n" + s.String()
				style = append(style, "bold")
			}
			a.add("label", dotQuote(label))
			if len(style) > 0 {
				a.add("style", strings.Join(style, ","))
			}
			if steps[e] != nil {
				a.add("color", "red")
				a.add("fontcolor", "red")
				a.add("penwidth", "2")
			}
			bw.WriteString("\t" + e.From.String() + " -> " + e.To.String() + " " + a.String() + ";\n")
		}
	}
	if failed != nil {
		label := "violated: " + failed.Check.ID
		if failed.Check.Comment != "" {
			label += "\n" + dotTruncate(failed.Check.Comment, dotMaxLabel)
		}
		a := dotAttrs{}
		a.add("label", dotQuote(label))
		a.add("shape", "octagon")
		a.add("style", "filled")
		a.add("fillcolor", `"#ff9090"`)
		a.add("color", "red")
		a.add("penwidth", "2")
		bw.WriteString("\tviolated " + a.String() + ";\n")
		a = dotAttrs{}
		if failStep > 0 {
			a.add("label", dotQuote("step "+strconv.Itoa(failStep)))
		}
		a.add("style", "bold")
		a.add("color", "red")
		a.add("fontcolor", "red")
		a.add("penwidth", "2")
		bw.WriteString("\t" + opts.Failed.From.String() + " -> violated " + a.String() + ";\n")
	}
	bw.WriteString("}\n")
	return bw.Flush()
}

// dotSteps records the steps at which a trace takes an edge: the first few
// and how many.
type dotSteps struct {
	first [dotMaxSteps]int
	n     int
}

// String lists the steps, "step 3", "steps 3,7,11", or "steps 3,7,…(12
// times)" beyond dotMaxSteps.
func (s *dotSteps) String() string {
	var b strings.Builder
	if s.n == 1 {
		b.WriteString("step ")
	} else {
		b.WriteString("steps ")
	}
	shown := s.n
	if s.n > dotMaxSteps {
		shown = 2
	}
	for i := 0; i < shown; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(s.first[i]))
	}
	if s.n > dotMaxSteps {
		fmt.Fprintf(&b, ",…(%d times)", s.n)
	}
	return b.String()
}

// dotAttrs is an attribute list in the order added; values are already
// dot IDs (quoted when needed).
type dotAttrs []string

func (a *dotAttrs) add(key, value string) { *a = append(*a, key+"="+value) }

func (a dotAttrs) String() string { return "[" + strings.Join(a, ", ") + "]" }

// dotStmtLabel is the label of an edge with statement s: StmtString cut to
// dotMaxLabel characters, where a cut check keeps its id.
func dotStmtLabel(s Stmt) string {
	c, ok := s.(*Check)
	if !ok {
		return dotTruncate(StmtString(s), dotMaxLabel)
	}
	if c.Check == nil {
		return dotTruncate("check("+ExprString(c.Cond)+")", dotMaxLabel)
	}
	text := StmtString(s)
	if utf8.RuneCountInString(text) <= dotMaxLabel {
		return text
	}
	id := " " + c.Check.ID
	room := dotMaxLabel - utf8.RuneCountInString(id)
	if room < 20 {
		room = 20
	}
	return dotTruncate("check("+ExprString(c.Cond)+")", room) + id
}

// dotTruncate cuts s to at most n characters, the last being "…".
func dotTruncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	i, k := 0, 0
	for k < n-1 {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		k++
	}
	return s[:i] + "…"
}

// dotQuote returns s as a dot double-quoted string whose label text is s:
// backslashes and double quotes are escaped, line breaks become centred
// line breaks (\n), other control characters show as \xNN, and invalid
// UTF-8 becomes U+FFFD.
func dotQuote(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.ReplaceAll(s, "\r\n", "\n")
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == '"':
			b.WriteString(`\"`)
		case r == '\n' || r == '\r':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteByte(' ')
		case r < 0x20 || r == 0x7f:
			// Shown as the text \xNN (the backslash itself escaped).
			fmt.Fprintf(&b, `\\x%02x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
