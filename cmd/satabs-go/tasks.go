package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// A task is one program checked for one property.
type task struct {
	File      string // the C file
	Property  string // unreach-call, no-overflow, valid-memsafety
	PropFile  string // the .prp file, "" when none was named
	Expected  string // "true", "false" or "" when unknown
	DataModel string // ILP32 or LP64
}

func (t task) key() string { return t.File + "|" + t.Property }

// collectTasks expands the batch's paths: C files, folders (every .c and
// .i inside, or the tasks of the folder's MANIFEST.tsv when it has one),
// SV-COMP task definitions (.yml) and MANIFEST.tsv files.
func collectTasks(paths []string) ([]task, error) {
	var out []task
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("%s: error: %v", p, err)
		}
		manifest := filepath.Join(p, "MANIFEST.tsv")
		if _, err := os.Stat(manifest); err == nil && st.IsDir() {
			// A folder with a manifest means its tasks, with their
			// properties and expected verdicts.
			ts, err := readManifest(manifest)
			if err != nil {
				return nil, err
			}
			out = append(out, ts...)
			continue
		}
		switch {
		case st.IsDir():
			err := filepath.WalkDir(p, func(path string, d os.DirEntry, err error) error {
				if err != nil {
					return err
				}
				if !d.IsDir() && (strings.HasSuffix(path, ".c") || strings.HasSuffix(path, ".i")) {
					out = append(out, task{File: path, Property: "unreach-call", DataModel: "ILP32"})
				}
				return nil
			})
			if err != nil {
				return nil, fmt.Errorf("%s: error: %v", p, err)
			}
		case strings.HasSuffix(p, ".yml") || strings.HasSuffix(p, ".yaml"):
			ts, err := readTaskDefinition(p)
			if err != nil {
				return nil, err
			}
			out = append(out, ts...)
		case strings.HasSuffix(p, ".tsv"):
			ts, err := readManifest(p)
			if err != nil {
				return nil, err
			}
			out = append(out, ts...)
		default:
			out = append(out, task{File: p, Property: "unreach-call", DataModel: "ILP32"})
		}
	}
	return out, nil
}

// propertyName maps a property file to its SV-COMP name.
func propertyName(prp string) string {
	base := strings.TrimSuffix(filepath.Base(prp), ".prp")
	switch base {
	case "unreach-call", "no-overflow", "valid-memsafety":
		return base
	}
	return ""
}

// readTaskDefinition reads the subset of the SV-COMP task format (YAML,
// format_version 2.0) that names the input file, the properties with their
// expected verdicts, and the data model. Properties the tool does not check
// (coverage, termination) are left out.
func readTaskDefinition(path string) ([]task, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%s: error: %v", path, err)
	}
	dir := filepath.Dir(path)
	var input, model string
	type prop struct{ file, expected string }
	var props []prop
	section := ""
	for n, raw := range strings.Split(string(data), "\n") {
		line := raw
		if i := strings.Index(line, "#"); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		indented := line[0] == ' ' || line[0] == '-'
		trimmed := strings.TrimSpace(line)
		if !indented {
			key, val, _ := strings.Cut(trimmed, ":")
			section = key
			val = unquote(val)
			if key == "input_files" && val != "" {
				input = val
			}
			continue
		}
		switch section {
		case "input_files":
			if strings.HasPrefix(trimmed, "- ") && input == "" {
				input = unquote(strings.TrimPrefix(trimmed, "- "))
			}
		case "properties":
			item := strings.HasPrefix(trimmed, "- ")
			trimmed = strings.TrimPrefix(trimmed, "- ")
			key, val, ok := strings.Cut(trimmed, ":")
			if !ok {
				return nil, fmt.Errorf("%s:%d: error: cannot read %q", path, n+1, raw)
			}
			val = unquote(val)
			switch strings.TrimSpace(key) {
			case "property_file":
				if !item && len(props) > 0 {
					props[len(props)-1].file = val
				} else {
					props = append(props, prop{file: val})
				}
			case "expected_verdict":
				if len(props) > 0 {
					props[len(props)-1].expected = val
				}
			}
		case "options":
			key, val, _ := strings.Cut(trimmed, ":")
			if strings.TrimSpace(key) == "data_model" {
				model = unquote(val)
			}
		}
	}
	if input == "" {
		return nil, fmt.Errorf("%s: error: no input_files", path)
	}
	if model == "" {
		model = "ILP32"
	}
	var out []task
	for _, pr := range props {
		name := propertyName(pr.file)
		if name == "" {
			continue
		}
		out = append(out, task{
			File: filepath.Join(dir, input), Property: name, PropFile: filepath.Join(dir, pr.file),
			Expected: pr.expected, DataModel: model,
		})
	}
	return out, nil
}

func unquote(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && (s[0] == '\'' && s[len(s)-1] == '\'' || s[0] == '"' && s[len(s)-1] == '"') {
		return s[1 : len(s)-1]
	}
	return s
}

// readManifest reads a MANIFEST.tsv as in shared/bench/public: a header
// row, then path, property, expected, ..., data_model columns. Property
// files are looked up in a properties folder next to or above it.
func readManifest(path string) ([]task, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: error: %v", path, err)
	}
	defer f.Close()
	dir := filepath.Dir(path)
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var header []string
	col := map[string]int{}
	var out []task
	for n := 1; sc.Scan(); n++ {
		fields := strings.Split(sc.Text(), "\t")
		if header == nil {
			header = fields
			for i, h := range header {
				col[h] = i
			}
			for _, need := range []string{"path", "property", "expected"} {
				if _, ok := col[need]; !ok {
					return nil, fmt.Errorf("%s:1: error: no %s column", path, need)
				}
			}
			continue
		}
		get := func(name string) string {
			if i, ok := col[name]; ok && i < len(fields) {
				return fields[i]
			}
			return ""
		}
		if get("path") == "" {
			continue
		}
		t := task{File: filepath.Join(dir, get("path")), Property: get("property"), Expected: get("expected"), DataModel: get("data_model")}
		if t.DataModel == "" {
			t.DataModel = "ILP32"
		}
		for _, cand := range []string{filepath.Join(dir, "properties"), filepath.Join(dir, "..", "properties")} {
			prp := filepath.Join(cand, t.Property+".prp")
			if _, err := os.Stat(prp); err == nil {
				t.PropFile = prp
				break
			}
		}
		out = append(out, t)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: error: %v", path, err)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].key() < out[j].key() })
	return out, nil
}
