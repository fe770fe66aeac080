package witness

import (
	"bufio"
	"encoding/xml"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// FormatVersion is the witness format version written.
const FormatVersion = "2.0"

// WriteYAML writes w as a YAML witness file of format 2.0: a list holding
// the one entry.
func (w *Witness) WriteYAML(out io.Writer) error {
	b := bufio.NewWriter(out)
	q := strconv.Quote
	t := w.Task
	fmt.Fprintf(b, "- entry_type: %s\n", q(w.EntryType))
	fmt.Fprintf(b, "  metadata:\n")
	fmt.Fprintf(b, "    format_version: %s\n", q(FormatVersion))
	fmt.Fprintf(b, "    uuid: %s\n", q(w.UUID))
	fmt.Fprintf(b, "    creation_time: %s\n", q(t.Created.Format(time.RFC3339)))
	fmt.Fprintf(b, "    producer:\n")
	fmt.Fprintf(b, "      name: %s\n", q(t.Producer))
	fmt.Fprintf(b, "      version: %s\n", q(t.Version))
	if t.CommandLine != "" {
		fmt.Fprintf(b, "      command_line: %s\n", q(t.CommandLine))
	}
	fmt.Fprintf(b, "    task:\n")
	fmt.Fprintf(b, "      input_files:\n")
	fmt.Fprintf(b, "        - %s\n", q(t.InputFile))
	fmt.Fprintf(b, "      input_file_hashes:\n")
	fmt.Fprintf(b, "        %s: %s\n", q(t.InputFile), q(t.Hash()))
	fmt.Fprintf(b, "      specification: %s\n", q(t.Specification))
	fmt.Fprintf(b, "      data_model: %s\n", q(t.DataModel))
	fmt.Fprintf(b, "      language: \"C\"\n")
	switch {
	case w.EntryType == "violation_sequence" && len(w.Waypoints) > 0:
		fmt.Fprintf(b, "  content:\n")
		for _, wp := range w.Waypoints {
			fmt.Fprintf(b, "    - segment:\n")
			fmt.Fprintf(b, "        - waypoint:\n")
			fmt.Fprintf(b, "            type: %s\n", q(wp.Type))
			fmt.Fprintf(b, "            action: %s\n", q(wp.Action))
			writeLocation(b, "            ", wp.Location)
			if wp.Constraint != "" {
				fmt.Fprintf(b, "            constraint:\n")
				fmt.Fprintf(b, "              value: %s\n", q(wp.Constraint))
				if wp.Format != "" {
					fmt.Fprintf(b, "              format: %s\n", q(wp.Format))
				}
			}
		}
	case w.EntryType == "invariant_set" && len(w.Invariants) > 0:
		fmt.Fprintf(b, "  content:\n")
		for _, inv := range w.Invariants {
			fmt.Fprintf(b, "    - invariant:\n")
			fmt.Fprintf(b, "        type: \"loop_invariant\"\n")
			writeLocation(b, "        ", inv.Location)
			fmt.Fprintf(b, "        value: %s\n", q(inv.Value))
			fmt.Fprintf(b, "        format: \"c_expression\"\n")
		}
	default:
		fmt.Fprintf(b, "  content: []\n")
	}
	return b.Flush()
}

func writeLocation(b *bufio.Writer, indent string, l Location) {
	fmt.Fprintf(b, "%slocation:\n", indent)
	fmt.Fprintf(b, "%s  file_name: %s\n", indent, strconv.Quote(l.File))
	fmt.Fprintf(b, "%s  line: %d\n", indent, l.Line)
	if l.Column > 0 {
		fmt.Fprintf(b, "%s  column: %d\n", indent, l.Column)
	}
	if l.Function != "" {
		fmt.Fprintf(b, "%s  function: %s\n", indent, strconv.Quote(l.Function))
	}
}

// WriteGraphML writes a violation witness in the older GraphML format
// (version 1.0 of the exchange format): a chain of nodes from the entry
// node to the violation node, one edge per waypoint, each matched by its
// start line. A function_return waypoint becomes an assumption on the
// called function's result (\result == 5;, with assumption.resultfunction).
func (w *Witness) WriteGraphML(out io.Writer) error {
	if w.EntryType != "violation_sequence" {
		return fmt.Errorf("witness: GraphML is written for violation witnesses only")
	}
	b := bufio.NewWriter(out)
	t := w.Task
	arch := "32bit"
	if t.DataModel == "LP64" {
		arch = "64bit"
	}
	fmt.Fprintln(b, `<?xml version="1.0" encoding="UTF-8" standalone="no"?>`)
	fmt.Fprintln(b, `<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`)
	keys := []struct{ id, name, typ, for_ string }{
		{"witness-type", "witness-type", "string", "graph"},
		{"sourcecodelang", "sourcecodelang", "string", "graph"},
		{"producer", "producer", "string", "graph"},
		{"specification", "specification", "string", "graph"},
		{"programfile", "programfile", "string", "graph"},
		{"programhash", "programhash", "string", "graph"},
		{"architecture", "architecture", "string", "graph"},
		{"creationtime", "creationtime", "string", "graph"},
		{"entry", "isEntryNode", "boolean", "node"},
		{"violation", "isViolationNode", "boolean", "node"},
		{"startline", "startline", "int", "edge"},
		{"assumption", "assumption", "string", "edge"},
		{"assumption.scope", "assumption.scope", "string", "edge"},
		{"assumption.resultfunction", "assumption.resultfunction", "string", "edge"},
	}
	for _, k := range keys {
		if k.typ == "boolean" {
			fmt.Fprintf(b, " <key attr.name=%q attr.type=%q for=%q id=%q>\n  <default>false</default>\n </key>\n", k.name, k.typ, k.for_, k.id)
			continue
		}
		fmt.Fprintf(b, " <key attr.name=%q attr.type=%q for=%q id=%q/>\n", k.name, k.typ, k.for_, k.id)
	}
	fmt.Fprintln(b, ` <graph edgedefault="directed">`)
	data := func(indent, key, value string) {
		fmt.Fprintf(b, "%s<data key=%q>%s</data>\n", indent, key, xmlText(value))
	}
	data("  ", "witness-type", "violation_witness")
	data("  ", "sourcecodelang", "C")
	data("  ", "producer", t.Producer+" "+t.Version)
	data("  ", "specification", "CHECK( init(main()), LTL("+t.Specification+") )")
	data("  ", "programfile", t.InputFile)
	data("  ", "programhash", t.Hash())
	data("  ", "architecture", arch)
	data("  ", "creationtime", t.Created.Format(time.RFC3339))
	fmt.Fprintln(b, `  <node id="N0">`)
	data("   ", "entry", "true")
	fmt.Fprintln(b, `  </node>`)
	for i, wp := range w.Waypoints {
		last := i == len(w.Waypoints)-1
		fmt.Fprintf(b, "  <node id=\"N%d\">\n", i+1)
		if last {
			data("   ", "violation", "true")
		}
		fmt.Fprintln(b, `  </node>`)
		fmt.Fprintf(b, "  <edge source=\"N%d\" target=\"N%d\">\n", i, i+1)
		data("   ", "startline", strconv.Itoa(wp.Location.Line))
		if wp.Type == "function_return" && wp.Callee != "" {
			data("   ", "assumption", wp.Constraint+";")
			data("   ", "assumption.resultfunction", wp.Callee)
			if wp.Location.Function != "" {
				data("   ", "assumption.scope", wp.Location.Function)
			}
		}
		fmt.Fprintln(b, `  </edge>`)
	}
	fmt.Fprintln(b, ` </graph>`)
	fmt.Fprintln(b, `</graphml>`)
	return b.Flush()
}

func xmlText(s string) string {
	var sb strings.Builder
	xml.EscapeText(&sb, []byte(s))
	return sb.String()
}
