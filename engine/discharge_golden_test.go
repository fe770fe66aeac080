package engine

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/property"
)

var updateDischarged = flag.Bool("update-discharged", false, "rewrite testdata/crypto_discharged.golden")

// TestDischargedGolden: the checks the range analysis discharges in
// Prepare on every task of examples/crypto and examples/crypto/field
// (with the manifest's property and data model) are those of
// testdata/crypto_discharged.golden, one line per task: the counts, then
// the discharged checks' ids. A change in the analysis that proves fewer
// shows here (and one that proves more is recorded with
// -update-discharged).
func TestDischargedGolden(t *testing.T) {
	if raceDetector {
		t.Skip("Prepare's passes on each task, in the test's goroutine: nothing concurrent")
	}
	crypto := filepath.Join("..", "examples", "crypto")
	var out bytes.Buffer
	for _, dir := range []string{crypto, filepath.Join(crypto, "field")} {
		dischargedTasks(t, dir, crypto, &out)
	}
	golden := filepath.Join("testdata", "crypto_discharged.golden")
	if *updateDischarged {
		if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	gl, wl := strings.Split(out.String(), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(gl) || i < len(wl); i++ {
		var g, w string
		if i < len(gl) {
			g = gl[i]
		}
		if i < len(wl) {
			w = wl[i]
		}
		if g != w {
			t.Errorf("discharged checks differ from %s (-update-discharged rewrites it):\ngot  %.300s\nwant %.300s", golden, g, w)
		}
	}
}

// dischargedTasks writes the line of every task of dir's manifest
// (property files in crypto/properties).
func dischargedTasks(t *testing.T, dir, crypto string, out *bytes.Buffer) {
	data, err := os.ReadFile(filepath.Join(dir, "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n")[1:] {
		f := strings.Split(line, "\t")
		if len(f) < 4 {
			t.Fatalf("manifest line %q", line)
		}
		prop, err := property.Read(filepath.Join(crypto, "properties", f[1]+".prp"))
		if err != nil {
			t.Fatal(err)
		}
		model := program.ILP32
		if f[3] == "LP64" {
			model = program.LP64
		}
		path := filepath.Join(dir, f[0])
		p, err := cfront.Parse(path, cfront.Options{Checks: prop.Checks(cfront.Checks{}), Model: model})
		if err != nil {
			t.Fatal(err)
		}
		program.Renumber(p)
		task := Prepare(p)
		var ids []string
		for _, c := range task.Discharged {
			ids = append(ids, c.ID)
		}
		rel, _ := filepath.Rel(crypto, path)
		fmt.Fprintf(out, "%s\t%d of %d\t%s\n", rel, len(task.Discharged), task.DischargeCandidates, strings.Join(ids, " "))
	}
}
