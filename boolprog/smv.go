package boolprog

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// WriteSMV writes p as NuSMV 2.6 input (see the package documentation for
// the encoding). It refuses programs that fail Sanity.
func WriteSMV(w io.Writer, p *Program) error {
	if err := p.Sanity(); err != nil {
		return fmt.Errorf("boolprog: cannot write SMV: %w", err)
	}
	bw := bufio.NewWriter(w)
	s := &smvWriter{w: bw, p: p}
	s.program()
	return bw.Flush()
}

type smvWriter struct {
	w *bufio.Writer
	p *Program
}

func (s *smvWriter) name(i int) string { return s.p.Preds[i].Name }

func (s *smvWriter) printf(format string, args ...any) { fmt.Fprintf(s.w, format, args...) }

// pcMax is the largest PC value. A range needs two values to be safe with
// every NuSMV version, so a one-location program gets an unused PC value 1.
func (s *smvWriter) pcMax() int { return max(len(s.p.Locs)-1, 1) }

func (s *smvWriter) program() {
	p := s.p
	s.printf("-- Boolean program: %s\n", p.summary())
	s.printf("MODULE main\n")
	s.printf("VAR\n")
	s.printf("  %s : 0..%d;\n", pcName, s.pcMax())
	width := 0
	for _, pr := range p.Preds {
		width = max(width, len(pr.Name))
	}
	for _, pr := range p.Preds {
		decl := fmt.Sprintf("%-*s : boolean;", width, pr.Name)
		if text := oneLine(pr.Text); text != "" {
			decl += " -- " + text
		}
		s.printf("  %s\n", decl)
	}
	s.printf("INIT\n")
	init := fmt.Sprintf("(%s = %d)", pcName, p.Init)
	if !p.InitStates.isTrue() {
		init += " & (" + formatCubeSet(p.InitStates, s.name, smvSyntax) + ")"
	}
	s.printf("  %s\n", init)

	out := p.Outgoing()
	for i := 0; i <= s.pcMax(); i++ {
		if i < len(p.Locs) {
			s.location(i, out[i])
		} else {
			s.printf("-- L%d: unused program counter value\n", i)
			s.stay(i)
		}
	}
	for _, e := range p.ErrorLocs() {
		s.printf("INVARSPEC !(%s = %d) -- %s\n", pcName, e, oneLine(p.Locs[e].Error))
	}
}

func (s *smvWriter) location(i int, out []int) {
	loc := s.p.Locs[i]
	header := fmt.Sprintf("L%d", i)
	if l := oneLine(loc.Label); l != "" {
		header += ": " + l
	}
	if loc.Error != "" {
		header += " error " + oneLine(loc.Error)
	}
	s.printf("-- %s\n", header)
	if len(out) == 0 {
		s.stay(i)
		return
	}
	s.printf("TRANS\n")
	s.printf("  (%s = %d) -> (\n", pcName, i)
	for k, ti := range out {
		t := &s.p.Trans[ti]
		if c := oneLine(t.Comment); c != "" {
			s.printf("    -- %s\n", c)
		}
		lead := "      "
		if k > 0 {
			lead = "    | "
		}
		s.printf("%s(%s)\n", lead, s.transition(t))
	}
	s.printf("  )\n")
}

// stay writes the self-loop of a location without outgoing transitions:
// every PC value needs a successor.
func (s *smvWriter) stay(i int) {
	parts := []string{fmt.Sprintf("next(%s) = %d", pcName, i)}
	parts = append(parts, s.frame(nil)...)
	s.printf("TRANS\n")
	s.printf("  (%s = %d) -> (%s)\n", pcName, i, strings.Join(parts, " & "))
}

// transition returns the conjunction for t: the target, Rel, and the frame
// condition for the predicates outside Changed.
func (s *smvWriter) transition(t *Transition) string {
	parts := []string{fmt.Sprintf("next(%s) = %d", pcName, t.To)}
	switch {
	case t.Rel.isTrue():
	case len(t.Rel) == 0:
		parts = append(parts, smvSyntax.false)
	case len(t.Rel) == 1:
		parts = append(parts, formatCube(t.Rel[0], s.name, smvSyntax))
	default:
		parts = append(parts, "("+formatCubeSet(t.Rel, s.name, smvSyntax)+")")
	}
	parts = append(parts, s.frame(t.Changed)...)
	return strings.Join(parts, " & ")
}

// frame returns next(b) = b for every predicate not in changed (sorted).
func (s *smvWriter) frame(changed []int) []string {
	var parts []string
	k := 0
	for i := range s.p.Preds {
		if k < len(changed) && changed[k] == i {
			k++
			continue
		}
		parts = append(parts, fmt.Sprintf("next(%s) = %s", s.name(i), s.name(i)))
	}
	return parts
}
