package main

import (
	"encoding/xml"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/internal/witnesscheck"
)

// TestWitnessesOnPublicTasks runs the default mode on the public tasks of
// testdata/sv with --witness, --graphml-witness and --dot. Each TRUE or
// FALSE must come with a witness file that is well-formed YAML with the
// fields format 2.0 requires (witnesscheck, independent of the writer),
// whose invariants compile at their loops, and for FALSE with a GraphML
// file that is well-formed XML ending in a violation node.
func TestWitnessesOnPublicTasks(t *testing.T) {
	tests := []struct {
		file, prop, expected string
		lp64                 bool
	}{
		{"byte_add-1.i", "unreach-call", "false", false},
		{"byte_add-1.i", "no-overflow", "true", false},
		{"interleave_bits.i", "unreach-call", "true", false},
		{"diamond_2-1.c", "unreach-call", "false", false},
		{"integerpromotion-2.c", "unreach-call", "true", false},
		{"signextension-1.c", "unreach-call", "false", false},
		{"test_locks_15-1.c", "unreach-call", "false", false},
		{"large_const.i", "unreach-call", "true", false},
		{"gcnr2008.i", "unreach-call", "false", false},
		{"sum04-2.i", "unreach-call", "true", false},
		{"count_up_down-2.c", "unreach-call", "false", false},
		{"jain_7-1.c", "no-overflow", "false", false},
		{"modulus-1.i", "no-overflow", "false", false},
		{"parity.i", "no-overflow", "true", false},
		{"array3.i", "valid-memsafety", "false", false},
		{"PostfixDecrement_false-no-overflow.c.i", "no-overflow", "false", true},
	}
	if testing.Short() {
		tests = tests[:4]
	}
	gcc, _ := exec.LookPath("gcc")
	dir := t.TempDir()
	decided := 0
	for _, tc := range tests {
		src := filepath.Join("testdata", "sv", tc.file)
		base := filepath.Join(dir, tc.file+"."+tc.prop)
		yml := base + ".yml"
		graphml := base + ".graphml"
		dot := base + ".dot"
		args := []string{"--timeout", "30s", "--property", filepath.Join("testdata", "properties", tc.prop+".prp"),
			"--witness", yml, "--graphml-witness", graphml, "--dot", dot, src}
		if tc.lp64 {
			args = append([]string{"--64"}, args...)
		}
		code, out, errOut := runCLI(args...)
		want := map[string]int{"true": exitTrue, "false": exitFalse}[tc.expected]
		switch code {
		case want:
			decided++
		case exitUnknown:
			if _, err := os.Stat(yml); err == nil {
				t.Errorf("%s: a witness for UNKNOWN", tc.file)
			}
			continue
		default:
			t.Errorf("%s (%s): exit %d, want %d\n%s%s", tc.file, tc.prop, code, want, closingLines(out), errOut)
			continue
		}
		data, err := os.ReadFile(yml)
		if err != nil {
			t.Errorf("%s: no witness: %v\n%s", tc.file, err, errOut)
			continue
		}
		content, _ := os.ReadFile(src)
		files := map[string][]byte{src: content}
		if err := witnesscheck.Check(data, files); err != nil {
			t.Errorf("%s: witness: %v", tc.file, err)
		}
		kind := "invariant_set"
		if code == exitFalse {
			kind = "violation_sequence"
		}
		if !strings.Contains(string(data), `entry_type: "`+kind+`"`) {
			t.Errorf("%s: witness is not a %s", tc.file, kind)
		}
		if code == exitTrue && gcc != "" {
			invDir := base + ".inv"
			os.MkdirAll(invDir, 0o755)
			if _, err := witnesscheck.CompileInvariants(gcc, data, files, invDir); err != nil {
				t.Errorf("%s: %v", tc.file, err)
			}
		}
		if code == exitFalse {
			checkGraphML(t, tc.file, graphml)
		} else if _, err := os.Stat(graphml); err == nil {
			t.Errorf("%s: a GraphML witness for TRUE", tc.file)
		}
		if d, err := os.ReadFile(dot); err != nil || !strings.HasPrefix(string(d), "digraph") {
			t.Errorf("%s: no dot file: %v", tc.file, err)
		}
	}
	if decided < len(tests)/2 {
		t.Errorf("only %d of %d tasks decided", decided, len(tests))
	}
}

// checkGraphML parses a GraphML violation witness: well-formed XML, the
// graph data a validator needs, and a violation node.
func checkGraphML(t *testing.T, name, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Errorf("%s: no GraphML witness: %v", name, err)
		return
	}
	var g struct {
		Graph struct {
			Data []struct {
				Key   string `xml:"key,attr"`
				Value string `xml:",chardata"`
			} `xml:"data"`
			Nodes []struct {
				ID   string `xml:"id,attr"`
				Data []struct {
					Key   string `xml:"key,attr"`
					Value string `xml:",chardata"`
				} `xml:"data"`
			} `xml:"node"`
			Edges []struct {
				Source string `xml:"source,attr"`
				Target string `xml:"target,attr"`
			} `xml:"edge"`
		} `xml:"graph"`
	}
	if err := xml.Unmarshal(data, &g); err != nil {
		t.Errorf("%s: GraphML is not XML: %v", name, err)
		return
	}
	have := map[string]string{}
	for _, d := range g.Graph.Data {
		have[d.Key] = d.Value
	}
	for _, k := range []string{"witness-type", "sourcecodelang", "producer", "specification", "programfile", "programhash", "architecture", "creationtime"} {
		if have[k] == "" {
			t.Errorf("%s: GraphML lacks %s", name, k)
		}
	}
	if have["witness-type"] != "violation_witness" {
		t.Errorf("%s: witness-type %q", name, have["witness-type"])
	}
	violation := false
	for _, n := range g.Graph.Nodes {
		for _, d := range n.Data {
			if d.Key == "violation" && d.Value == "true" {
				violation = true
			}
		}
	}
	if !violation || len(g.Graph.Edges) != len(g.Graph.Nodes)-1 {
		t.Errorf("%s: GraphML has no violation node, or is not a chain", name)
	}
}

// TestWitnessUnwritable: a witness that cannot be written is an error on
// stderr; the verdict and its exit code stay.
func TestWitnessUnwritable(t *testing.T) {
	path := filepath.Join(t.TempDir(), "no", "such", "dir", "w.yml")
	code, out, errOut := runCLI("--witness", path, filepath.Join("..", "..", "examples", "overflow_guard.c"))
	if code != exitFalse || !strings.Contains(closingLines(out), "FALSE") {
		t.Errorf("exit %d\n%s", code, closingLines(out))
	}
	if !strings.Contains(errOut, "satabs-go: error: --witness:") || strings.Contains(errOut, "panic") {
		t.Errorf("stderr %q", errOut)
	}
}
