package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/satabs-go/satabs-go/program"
)

// property is what a run checks.
type property struct {
	name        string // unreach-call, no-overflow, valid-memsafety
	unsupported string // non-empty: why this property cannot be checked yet
}

// readProperty reads an SV-COMP property file; "" means unreach-call.
func readProperty(path string) (property, error) {
	if path == "" {
		return property{name: "unreach-call"}, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return property{}, fmt.Errorf("cannot read property file: %v", err)
	}
	text := string(data)
	switch {
	case strings.Contains(text, "call(reach_error())") || strings.Contains(text, "call(__VERIFIER_error())"):
		return property{name: "unreach-call"}, nil
	case strings.Contains(text, "G ! overflow"):
		return property{name: "no-overflow", unsupported: "property no-overflow is not supported yet"}, nil
	case strings.Contains(text, "valid-deref") || strings.Contains(text, "valid-free") || strings.Contains(text, "valid-memtrack"):
		return property{name: "valid-memsafety", unsupported: "property valid-memsafety is not supported yet"}, nil
	}
	return property{}, fmt.Errorf("%s: unknown property %q", path, strings.TrimSpace(text))
}

// selectChecks decides which checks of p the run verifies: those of the
// property, narrowed to ids when given.
func selectChecks(p *program.Program, prop property, ids []string) (map[*program.CheckInfo]bool, error) {
	keep := map[*program.CheckInfo]bool{}
	for _, c := range p.Checks {
		switch prop.name {
		case "unreach-call":
			keep[c] = c.Kind == program.CheckAssertion || c.Kind == program.CheckReachError
		}
	}
	if len(ids) == 0 {
		return keep, nil
	}
	only := map[*program.CheckInfo]bool{}
	for _, id := range ids {
		c := p.CheckByID(id)
		if c == nil {
			return nil, fmt.Errorf("--check %s: no such check (see --show-checks)", id)
		}
		only[c] = true
	}
	return only, nil
}

func showChecks(w io.Writer, p *program.Program, keep map[*program.CheckInfo]bool) {
	for _, c := range p.Checks {
		mark := ""
		if !keep[c] {
			mark = " (not checked)"
		}
		fmt.Fprintf(w, "%s %s %s %s%s\n", c.ID, c.Kind, c.Pos, c.Comment, mark)
	}
}
