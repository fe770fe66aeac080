package main

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestTaskDefinitions reads the task definitions of testdata/tasks: the
// forms of input_files, both format versions, comments, options, and the
// properties that are left out.
func TestTaskDefinitions(t *testing.T) {
	dir := filepath.Join("testdata", "tasks")
	props := filepath.Join("testdata", "properties")
	safe, unsafe := filepath.Join(dir, "safe.c"), filepath.Join(dir, "unsafe.c")
	unreach := filepath.Join(props, "unreach-call.prp")
	tests := []struct {
		file string
		want []task
	}{
		{"flow-list.yml", []task{
			{File: safe, Property: "unreach-call", PropFile: unreach, Expected: "true", DataModel: "ILP32"},
		}},
		{"block-list.yml", []task{
			{File: unsafe, Property: "unreach-call", PropFile: unreach, Expected: "false", DataModel: "LP64"},
			{File: unsafe, Property: "no-overflow", PropFile: filepath.Join(props, "no-overflow.prp"), Expected: "true", DataModel: "LP64"},
		}},
		{"scalar-v1.yml", []task{
			{File: safe, Property: "unreach-call", PropFile: unreach, Expected: "true", DataModel: "ILP32"},
		}},
		{"memsafety.yml", []task{
			{File: unsafe, Property: "valid-memsafety", PropFile: filepath.Join(props, "valid-memsafety.prp"), Expected: "false", Subproperty: "valid-deref", DataModel: "ILP32"},
			{File: unsafe, Property: "unreach-call", PropFile: unreach, DataModel: "ILP32"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			got, err := readTaskDefinition(filepath.Join(dir, tc.file))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got\n%+v\nwant\n%+v", got, tc.want)
			}
		})
	}
}

// TestBadTaskDefinitions: a file that is not a task definition gives one
// line that names the file and says what is wrong, and no panic.
func TestBadTaskDefinitions(t *testing.T) {
	dir := filepath.Join("testdata", "tasks", "bad")
	want := map[string]string{
		"unclosed-list.yml":      "not a task definition: line 1: did not find expected ',' or ']'",
		"verdict-not-bool.yml":   `line 5: expected_verdict: want true or false, not "yes"`,
		"no-input.yml":           "no input_files",
		"two-inputs.yml":         "input_files names 2 files",
		"version-3.yml":          `format_version "3.0": only 1.0 and 2.0`,
		"no-version.yml":         "no format_version",
		"java.yml":               "language Java: satabs-go checks C",
		"data-model.yml":         `data_model "ILP64"`,
		"input-mapping.yml":      "line 2: want a file name or a list of file names",
		"top-list.yml":           "cannot unmarshal !!seq",
		"empty.yml":              "no format_version",
		"property-scalar.yml":    "line 4: cannot unmarshal !!str",
		"no-property-file.yml":   "property 1 has no property_file",
		"glob-no-match.yml":      `"nothing-*.c" matches no file`,
		"tab.yml":                "not a task definition: line 2",
		"does-not-exist.yml":     "no such file",
		"../flow-list.yml/x.yml": "not a directory",
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if _, ok := want[e.Name()]; !ok {
			t.Errorf("%s: no expected error in the table", e.Name())
		}
	}
	for file, msg := range want {
		t.Run(file, func(t *testing.T) {
			path := filepath.Join(dir, file)
			ts, err := readTaskDefinition(path)
			if err == nil {
				t.Fatalf("no error; tasks %+v", ts)
			}
			got := err.Error()
			if !strings.HasPrefix(got, path+": error: ") || !strings.Contains(got, msg) || strings.Contains(got, "\n") {
				t.Errorf("error %q, want one line %q with %q", got, path+": error: ...", msg)
			}
		})
	}
}

// TestBatchTaskDefinition runs batch on task definitions: the flow list
// that the hand-written reader misread, and a block list in LP64.
func TestBatchTaskDefinition(t *testing.T) {
	dir := filepath.Join("testdata", "tasks")
	var out, errOut bytes.Buffer
	cmd := toolCommand("batch", "--jobs", "2", "--timeout", "60s", filepath.Join(dir, "flow-list.yml"), filepath.Join(dir, "block-list.yml"))
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("batch: %v\n%s%s", err, out.String(), errOut.String())
	}
	if !strings.Contains(out.String(), "3 tasks: 3 correct, 0 wrong, 0 unknown; SV-COMP score 5") {
		t.Errorf("batch of task definitions:\n%s", out.String())
	}
}

// TestManifestSubproperty: a MANIFEST.tsv may say which part of a property
// with parts an expected false violates (examples/heap does); a FALSE of
// another part is then wrong, as in SV-COMP.
func TestManifestSubproperty(t *testing.T) {
	dir := t.TempDir()
	manifest := "path\tproperty\texpected\tsubproperty\tdata_model\nleak.c\tvalid-memsafety\tfalse\tvalid-memtrack\tILP32\nok.c\tunreach-call\ttrue\t\tILP32\n"
	os.WriteFile(filepath.Join(dir, "MANIFEST.tsv"), []byte(manifest), 0o644)
	tasks, err := readManifest(filepath.Join(dir, "MANIFEST.tsv"))
	if err != nil || len(tasks) != 2 {
		t.Fatalf("%v %v", tasks, err)
	}
	for _, tk := range tasks {
		switch filepath.Base(tk.File) {
		case "leak.c":
			if tk.Subproperty != "valid-memtrack" || status(tk.Expected, tk.Subproperty, "FALSE(valid-memtrack)") != "correct" || status(tk.Expected, tk.Subproperty, "FALSE(valid-deref)") != "wrong" {
				t.Errorf("leak.c: %+v", tk)
			}
		case "ok.c":
			if tk.Subproperty != "" {
				t.Errorf("ok.c: %+v", tk)
			}
		}
	}
}
