package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// A task is one program checked for one property.
type task struct {
	File     string // the C file
	Property string // unreach-call, no-overflow, valid-memsafety, valid-memcleanup
	PropFile string // the .prp file, "" when none was named
	Expected string // "true", "false" or "" when unknown
	// Subproperty is the violated part of a property that has parts, for
	// an expected FALSE (valid-deref, valid-free, valid-memtrack).
	Subproperty string
	DataModel   string // ILP32 or LP64
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
	case "unreach-call", "no-overflow", "valid-memsafety", "valid-memcleanup":
		return base
	}
	return ""
}

// readTaskDefinition reads an SV-COMP task definition (YAML, format_version
// 1.0 or 2.0, as BenchExec defines it): the input file, the properties with
// their expected verdicts, and the data model. Paths are relative to the
// .yml's folder. Properties the tool does not check (termination,
// coverage-*, ...) are left out.
func readTaskDefinition(path string) ([]task, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%s: error: %v", path, err)
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: error: %s", path, fmt.Sprintf(format, args...))
	}
	var def taskDefinition
	if err := yaml.Unmarshal(data, &def); err != nil {
		return nil, bad("not a task definition: %s", oneLineYAMLError(err))
	}
	switch def.FormatVersion {
	case "1.0", "2.0":
	case "":
		return nil, bad("no format_version (1.0 or 2.0)")
	default:
		return nil, bad("format_version %q: only 1.0 and 2.0 are known", def.FormatVersion)
	}
	if lang := def.Options.Language; lang != "" && !strings.EqualFold(lang, "C") {
		return nil, bad("language %s: satabs-go checks C", lang)
	}
	model := def.Options.DataModel
	switch model {
	case "":
		model = "ILP32"
	case "ILP32", "LP64":
	default:
		return nil, bad("data_model %q: ILP32 or LP64", model)
	}
	dir := filepath.Dir(path)
	if len(def.InputFiles) == 0 {
		return nil, bad("no input_files")
	}
	var inputs []string
	for _, pattern := range def.InputFiles {
		p := relativeTo(dir, pattern)
		if !strings.ContainsAny(pattern, "*?[") {
			inputs = append(inputs, p)
			continue
		}
		matches, err := filepath.Glob(p)
		if err != nil {
			return nil, bad("input_files: %q: %v", pattern, err)
		}
		if len(matches) == 0 {
			return nil, bad("input_files: %q matches no file", pattern)
		}
		inputs = append(inputs, matches...)
	}
	if len(inputs) != 1 {
		return nil, bad("input_files names %d files; satabs-go checks one C file per task", len(inputs))
	}
	var out []task
	for i, pr := range def.Properties {
		if pr.PropertyFile == "" {
			return nil, bad("property %d has no property_file", i+1)
		}
		name := propertyName(pr.PropertyFile)
		if name == "" {
			continue
		}
		t := task{File: inputs[0], Property: name, PropFile: relativeTo(dir, pr.PropertyFile),
			Subproperty: pr.Subproperty, DataModel: model}
		if pr.ExpectedVerdict != nil {
			t.Expected = strconv.FormatBool(bool(*pr.ExpectedVerdict))
		}
		out = append(out, t)
	}
	return out, nil
}

// taskDefinition is the part of the task-definition format that batch
// mode reads; other keys (required_files, additional_information, ...) are
// ignored.
type taskDefinition struct {
	FormatVersion string         `yaml:"format_version"`
	InputFiles    stringOrList   `yaml:"input_files"`
	Properties    []taskProperty `yaml:"properties"`
	Options       struct {
		Language  string `yaml:"language"`
		DataModel string `yaml:"data_model"`
	} `yaml:"options"`
}

type taskProperty struct {
	PropertyFile    string        `yaml:"property_file"`
	ExpectedVerdict *verdictValue `yaml:"expected_verdict"`
	Subproperty     string        `yaml:"subproperty"`
}

// verdictValue is an expected verdict: a YAML Boolean, true or false.
// yaml.v3 would also read a quoted 'yes' into a bool; the format does not
// allow it, and BenchExec rejects it.
type verdictValue bool

func (v *verdictValue) UnmarshalYAML(n *yaml.Node) error {
	var b bool
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool" || n.Decode(&b) != nil {
		return fmt.Errorf("line %d: expected_verdict: want true or false, not %q", n.Line, n.Value)
	}
	*v = verdictValue(b)
	return nil
}

// stringOrList is a YAML value that is one string or a list of strings, as
// input_files may be.
type stringOrList []string

func (s *stringOrList) UnmarshalYAML(n *yaml.Node) error {
	switch n.Kind {
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			*s = nil
			return nil
		}
		*s = stringOrList{n.Value}
		return nil
	case yaml.SequenceNode:
		var list []string
		if err := n.Decode(&list); err != nil {
			return err
		}
		*s = list
		return nil
	}
	return fmt.Errorf("line %d: want a file name or a list of file names", n.Line)
}

// oneLineYAMLError puts yaml.v3's multi-line type errors on one line.
func oneLineYAMLError(err error) string {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	msg = strings.TrimPrefix(msg, "unmarshal errors:\n  ")
	return strings.ReplaceAll(msg, "\n  ", "; ")
}

// relativeTo resolves a path named in a file against that file's folder.
func relativeTo(dir, p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(dir, p)
}

// readManifest reads a MANIFEST.tsv as in shared/bench/public: a header
// row, then path, property, expected, ..., data_model columns (and an
// optional subproperty column: the violated part of an expected false). Property
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
		t := task{File: filepath.Join(dir, get("path")), Property: get("property"), Expected: get("expected"), Subproperty: get("subproperty"), DataModel: get("data_model")}
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
