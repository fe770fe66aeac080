// Package witnesscheck checks witness files against the YAML witness
// format 2.0: the structure and types its schema requires, no unknown
// keys, and what the schema cannot say but validators rely on (file
// hashes that match, locations inside the file, one follow waypoint at
// the end of each segment, the target last). The tests of the witness
// writer and of the command use it; it reads the files with a real YAML
// parser, independent of the writer.
package witnesscheck

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"gopkg.in/yaml.v3"
)

// Check parses data as a witness file and checks it. files maps each
// input file name the witness may name to its contents.
func Check(data []byte, files map[string][]byte) error {
	var doc any
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return fmt.Errorf("not YAML: %v", err)
	}
	entries, ok := doc.([]any)
	if !ok || len(entries) == 0 {
		return fmt.Errorf("a witness file is a non-empty list of entries")
	}
	for i, e := range entries {
		c := &checker{files: files, path: fmt.Sprintf("entry %d", i)}
		c.entry(e)
		if len(c.errs) > 0 {
			return fmt.Errorf("%s", strings.Join(c.errs, "; "))
		}
	}
	return nil
}

type checker struct {
	files map[string][]byte
	path  string
	errs  []string
	input map[string]bool // the task's input files
}

func (c *checker) errorf(format string, args ...any) {
	c.errs = append(c.errs, c.path+": "+fmt.Sprintf(format, args...))
}

// object checks that v is a mapping with the required keys and no keys
// outside required and optional.
func (c *checker) object(v any, what string, required, optional []string) map[string]any {
	m, ok := v.(map[string]any)
	if !ok {
		c.errorf("%s is not a mapping", what)
		return nil
	}
	allowed := map[string]bool{}
	for _, k := range append(append([]string{}, required...), optional...) {
		allowed[k] = true
	}
	for _, k := range required {
		if _, ok := m[k]; !ok {
			c.errorf("%s lacks %s", what, k)
		}
	}
	for k := range m {
		if !allowed[k] {
			c.errorf("%s has unknown key %s", what, k)
		}
	}
	return m
}

func (c *checker) str(m map[string]any, key, what string) string {
	v, ok := m[key]
	if !ok {
		return ""
	}
	s, ok := v.(string)
	if !ok {
		c.errorf("%s.%s is not a string", what, key)
	}
	return s
}

func (c *checker) oneOf(s, what string, values ...string) {
	for _, v := range values {
		if s == v {
			return
		}
	}
	c.errorf("%s is %q, not one of %s", what, s, strings.Join(values, ", "))
}

var uuidRE = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
var hashRE = regexp.MustCompile(`^[0-9a-f]{64}$`)

func (c *checker) entry(v any) {
	m := c.object(v, "entry", []string{"entry_type", "metadata", "content"}, nil)
	if m == nil {
		return
	}
	kind := c.str(m, "entry_type", "entry")
	c.oneOf(kind, "entry_type", "violation_sequence", "invariant_set")
	c.metadata(m["metadata"])
	content, ok := m["content"].([]any)
	if !ok {
		c.errorf("content is not a list")
		return
	}
	switch kind {
	case "violation_sequence":
		c.sequence(content)
	case "invariant_set":
		for i, it := range content {
			c.path = fmt.Sprintf("invariant %d", i)
			c.invariant(it)
		}
	}
}

func (c *checker) metadata(v any) {
	m := c.object(v, "metadata", []string{"format_version", "uuid", "creation_time", "producer", "task"}, nil)
	if m == nil {
		return
	}
	if f := c.str(m, "format_version", "metadata"); f != "2.0" {
		c.errorf("format_version is %q, not 2.0", f)
	}
	if u := c.str(m, "uuid", "metadata"); !uuidRE.MatchString(u) {
		c.errorf("uuid %q is not an RFC 4122 UUID", u)
	}
	if t := c.str(m, "creation_time", "metadata"); t != "" {
		if _, err := time.Parse(time.RFC3339, t); err != nil {
			c.errorf("creation_time %q is not a date-time: %v", t, err)
		}
	}
	if p := c.object(m["producer"], "producer", []string{"name", "version"}, []string{"configuration", "description", "command_line"}); p != nil {
		if c.str(p, "name", "producer") == "" {
			c.errorf("producer.name is empty")
		}
		c.str(p, "version", "producer")
		c.str(p, "command_line", "producer")
	}
	t := c.object(m["task"], "task", []string{"input_files", "input_file_hashes", "specification", "data_model", "language"}, nil)
	if t == nil {
		return
	}
	c.input = map[string]bool{}
	files, ok := t["input_files"].([]any)
	if !ok || len(files) == 0 {
		c.errorf("task.input_files is not a non-empty list")
	}
	hashes, ok := t["input_file_hashes"].(map[string]any)
	if !ok {
		c.errorf("task.input_file_hashes is not a mapping")
	}
	for _, f := range files {
		name, ok := f.(string)
		if !ok {
			c.errorf("an input file is not a string")
			continue
		}
		c.input[name] = true
		h, _ := hashes[name].(string)
		switch {
		case !hashRE.MatchString(h):
			c.errorf("input file %s has no SHA-256 hash", name)
		case c.files[name] == nil:
			c.errorf("input file %s is not known to the check", name)
		default:
			sum := sha256.Sum256(c.files[name])
			if hex.EncodeToString(sum[:]) != h {
				c.errorf("the hash of %s does not match its contents", name)
			}
		}
	}
	if c.str(t, "specification", "task") == "" {
		c.errorf("task.specification is empty")
	}
	c.oneOf(c.str(t, "data_model", "task"), "task.data_model", "ILP32", "LP64")
	c.oneOf(c.str(t, "language", "task"), "task.language", "C")
}

// resultRE matches a constraint on a returned value: an integer, or a
// float as a C hex floating constant (with the suffix of float or long
// double).
var resultRE = regexp.MustCompile(`^\\result (==|!=|<=|>=|<|>) (-?[0-9]+|-?0x[0-9a-f]+(\.[0-9a-f]*)?p[+-][0-9]+[FL]?)$`)

func (c *checker) sequence(segments []any) {
	if len(segments) == 0 {
		c.errorf("a violation sequence has no segment")
		return
	}
	for i, s := range segments {
		c.path = fmt.Sprintf("segment %d", i)
		m := c.object(s, "segment item", []string{"segment"}, nil)
		if m == nil {
			continue
		}
		wps, ok := m["segment"].([]any)
		if !ok || len(wps) == 0 {
			c.errorf("segment is not a non-empty list")
			continue
		}
		for j, w := range wps {
			c.path = fmt.Sprintf("segment %d waypoint %d", i, j)
			wm := c.object(w, "waypoint item", []string{"waypoint"}, nil)
			if wm == nil {
				continue
			}
			typ, action := c.waypoint(wm["waypoint"])
			lastInSegment := j == len(wps)-1
			switch {
			case action == "follow" && !lastInSegment:
				c.errorf("a follow waypoint must end its segment")
			case action == "avoid" && lastInSegment:
				c.errorf("a segment must end with a follow waypoint")
			}
			if typ == "target" && (i != len(segments)-1 || !lastInSegment) {
				c.errorf("the target waypoint must be the last")
			}
			if i == len(segments)-1 && lastInSegment && typ != "target" {
				c.errorf("the last waypoint must be the target")
			}
		}
	}
}

func (c *checker) waypoint(v any) (string, string) {
	m := c.object(v, "waypoint", []string{"type", "action", "location"}, []string{"constraint"})
	if m == nil {
		return "", ""
	}
	typ, action := c.str(m, "type", "waypoint"), c.str(m, "action", "waypoint")
	c.oneOf(typ, "waypoint.type", "assumption", "branching", "function_enter", "function_return", "target")
	c.oneOf(action, "waypoint.action", "follow", "avoid")
	if typ == "target" && action != "follow" {
		c.errorf("a target waypoint must be followed")
	}
	c.location(m["location"], false)
	_, has := m["constraint"]
	switch typ {
	case "target", "function_enter":
		if has {
			c.errorf("a %s waypoint has no constraint", typ)
		}
	default:
		if !has {
			c.errorf("a %s waypoint needs a constraint", typ)
			break
		}
		cm := c.object(m["constraint"], "constraint", []string{"value"}, []string{"format"})
		if cm == nil {
			break
		}
		value, format := c.str(cm, "value", "constraint"), c.str(cm, "format", "constraint")
		if format != "" {
			c.oneOf(format, "constraint.format", "c_expression", "acsl_expression")
		}
		switch typ {
		case "function_return":
			if format != "acsl_expression" || !resultRE.MatchString(value) {
				c.errorf("a function_return constraint is an ACSL \\result comparison with a constant, not %q (%s)", value, format)
			}
		case "branching":
			c.oneOf(value, "branching constraint", "true", "false")
		case "assumption":
			if value == "" {
				c.errorf("an assumption is empty")
			}
		}
	}
	return typ, action
}

// location checks a location; an invariant's needs column and function.
func (c *checker) location(v any, full bool) {
	req := []string{"file_name", "line"}
	opt := []string{"column", "function"}
	if full {
		req, opt = []string{"file_name", "line", "column", "function"}, nil
	}
	m := c.object(v, "location", req, opt)
	if m == nil {
		return
	}
	name := c.str(m, "file_name", "location")
	if !c.input[name] {
		c.errorf("location file %s is not an input file", name)
		return
	}
	line, ok := m["line"].(int)
	if !ok || line < 1 {
		c.errorf("location line %v is not a positive integer", m["line"])
		return
	}
	lines := bytes.Split(c.files[name], []byte("\n"))
	if line > len(lines) {
		c.errorf("line %d is beyond the end of %s", line, name)
		return
	}
	if col, has := m["column"]; has {
		n, ok := col.(int)
		if !ok || n < 1 || n > len(lines[line-1])+1 {
			c.errorf("column %v is not in line %d of %s", col, line, name)
		}
	}
	if f, has := m["function"]; has {
		if s, ok := f.(string); !ok || s == "" {
			c.errorf("location function is not a name")
		}
	}
}

func (c *checker) invariant(v any) {
	m := c.object(v, "invariant item", []string{"invariant"}, nil)
	if m == nil {
		return
	}
	inv := c.object(m["invariant"], "invariant", []string{"type", "location", "value", "format"}, nil)
	if inv == nil {
		return
	}
	c.oneOf(c.str(inv, "type", "invariant"), "invariant.type", "loop_invariant", "location_invariant")
	c.oneOf(c.str(inv, "format", "invariant"), "invariant.format", "c_expression")
	if c.str(inv, "value", "invariant") == "" {
		c.errorf("invariant value is empty")
	}
	c.location(inv["location"], true)
}

// CompileInvariants checks that every invariant of the witness file is a
// C expression that means something where it stands: it puts
// (void)(invariant); at the invariant's location in the input file and
// asks gcc for a syntax and type check (gcc -fsyntax-only; an expression
// that names a variable out of scope fails). It returns the number of
// invariants checked; gcc is the command to run ("gcc").
func CompileInvariants(gcc string, data []byte, files map[string][]byte, dir string) (int, error) {
	var doc []struct {
		Content []struct {
			Invariant *struct {
				Value    string
				Location struct {
					FileName string `yaml:"file_name"`
					Line     int
					Column   int
				}
			}
		}
	}
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return 0, err
	}
	n := 0
	for _, e := range doc {
		for _, it := range e.Content {
			inv := it.Invariant
			if inv == nil {
				continue
			}
			src, ok := files[inv.Location.FileName]
			if !ok {
				return n, fmt.Errorf("unknown file %s", inv.Location.FileName)
			}
			lines := bytes.SplitAfter(src, []byte("\n"))
			l, col := inv.Location.Line, inv.Location.Column
			if l < 1 || l > len(lines) || col < 1 || col > len(lines[l-1])+1 {
				return n, fmt.Errorf("location %d:%d outside the file", l, col)
			}
			var out bytes.Buffer
			for i, ln := range lines {
				if i == l-1 {
					out.Write(ln[:col-1])
					out.WriteString("(void)(" + inv.Value + ");")
					out.Write(ln[col-1:])
					continue
				}
				out.Write(ln)
			}
			path := filepath.Join(dir, fmt.Sprintf("inv%d.c", n))
			if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
				return n, err
			}
			cmd := exec.Command(gcc, "-fsyntax-only", "-w", "-std=gnu11", "-x", "c", path)
			if msg, err := cmd.CombinedOutput(); err != nil {
				return n, fmt.Errorf("invariant %q at line %d does not compile there: %s", inv.Value, l, firstLines(string(msg), 3))
			}
			n++
		}
	}
	return n, nil
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}
