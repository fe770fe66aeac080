package cfront

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// benchDir holds the public SV-COMP tasks, next to the repository.
const benchDir = "../../shared/bench/public"

// benchModels maps task paths (relative to benchDir) to their data model,
// from MANIFEST.tsv.
func benchModels(t *testing.T) map[string]string {
	out := map[string]string{}
	data, err := os.ReadFile(filepath.Join(benchDir, "MANIFEST.tsv"))
	if err != nil {
		return out
	}
	lines := strings.Split(string(data), "\n")
	if len(lines) == 0 {
		return out
	}
	header := strings.Split(lines[0], "\t")
	pathCol, modelCol := -1, -1
	for i, h := range header {
		switch h {
		case "path":
			pathCol = i
		case "data_model":
			modelCol = i
		}
	}
	if pathCol < 0 || modelCol < 0 {
		t.Logf("MANIFEST.tsv without path or data_model column")
		return out
	}
	for _, l := range lines[1:] {
		f := strings.Split(l, "\t")
		if len(f) > pathCol && len(f) > modelCol {
			out[f[pathCol]] = f[modelCol]
		}
	}
	return out
}

var ymlModel = regexp.MustCompile(`(?m)^\s*data_model:\s*(\S+)`)

// modelOf returns the data model of a task: its .yml, else the manifest,
// else ILP32.
func modelOf(path, rel string, manifest map[string]string) program.DataModel {
	name := manifest[rel]
	yml := strings.TrimSuffix(strings.TrimSuffix(path, filepath.Ext(path)), ".c") + ".yml"
	if data, err := os.ReadFile(yml); err == nil {
		if m := ymlModel.FindSubmatch(data); m != nil {
			name = string(m[1])
		}
	}
	if name == "LP64" {
		return program.LP64
	}
	return program.ILP32
}

func benchFiles(t *testing.T) []string {
	if _, err := os.Stat(benchDir); err != nil {
		t.Skipf("public benchmarks not found at %s", benchDir)
	}
	var files []string
	filepath.WalkDir(benchDir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && (strings.HasSuffix(p, ".c") || strings.HasSuffix(p, ".i")) {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	return files
}

// TestPublicBenchmarks lowers every public SV-COMP task: each must lower
// (and pass Sanity) or fail with an unsupported-construct error.
func TestPublicBenchmarks(t *testing.T) {
	files := benchFiles(t)
	manifest := benchModels(t)
	var failed []string
	for _, f := range files {
		rel, _ := filepath.Rel(benchDir, f)
		rel = filepath.ToSlash(rel)
		m := modelOf(f, rel, manifest)
		p, err := Parse(f, Options{Model: m})
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Errorf("%s: error of type %T: %v", rel, err, err)
				continue
			}
			if !e.Unsupported {
				t.Errorf("%s: %v", rel, err)
			}
			failed = append(failed, rel+": "+err.Error())
			continue
		}
		if err := program.Sanity(p); err != nil {
			t.Errorf("%s: Sanity: %v", rel, err)
			continue
		}
		// As SV-COMP's unreach-call tasks are checked: undefined operations cut.
		cut, err := Parse(f, Options{Model: m, CutUndefined: true})
		if err != nil {
			t.Errorf("%s: with CutUndefined: %v", rel, err)
			continue
		}
		if err := program.Sanity(cut); err != nil {
			t.Errorf("%s: with CutUndefined: Sanity: %v", rel, err)
			continue
		}
		t.Logf("%s (%s): %d locations, %d variables, %d checks", rel, m.Name, len(p.Locs), len(p.Globals)+len(p.Locals), len(p.Checks))
	}
	t.Logf("%d tasks, %d not lowered", len(files), len(failed))
	for _, f := range failed {
		t.Logf("not lowered: %s", f)
	}
}

// largeFiles are the preprocessed files BenchmarkFrontEnd lowers: our own
// large examples (examples/large, examples/realsw) and the public tasks of
// more than 500 lines.
func largeFiles(b *testing.B) []string {
	files, _ := filepath.Glob("../examples/large/*.i")
	realsw, _ := filepath.Glob("../examples/realsw/*.i")
	files = append(files, realsw...)
	if _, err := os.Stat(benchDir); err == nil {
		filepath.WalkDir(benchDir, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !(strings.HasSuffix(p, ".c") || strings.HasSuffix(p, ".i")) {
				return nil
			}
			if data, err := os.ReadFile(p); err == nil && strings.Count(string(data), "\n") > 500 {
				files = append(files, p)
			}
			return nil
		})
	}
	if len(files) == 0 {
		b.Skip("no large files")
	}
	return files
}

// BenchmarkFrontEnd parses and lowers each large file; ms/10klines is the
// front end's time per 10,000 lines of the file.
func BenchmarkFrontEnd(b *testing.B) {
	for _, f := range largeFiles(b) {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		lines := strings.Count(string(data), "\n")
		b.Run(filepath.Base(f), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if _, err := Parse(f, Options{}); err != nil {
					if strings.Contains(err.Error(), "unsupported") {
						b.Skip(err) // an UNKNOWN of the file, not of the front end
					}
					b.Fatal(err)
				}
			}
			perRun := float64(b.Elapsed().Milliseconds()) / float64(b.N)
			b.ReportMetric(perRun*10000/float64(lines), "ms/10klines")
		})
	}
}
