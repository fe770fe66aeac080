package aiger

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

var (
	sideBySide = flag.Bool("abc-side-by-side", false, "TestABCSideBySide: run ABC pdr and satabs-go's default mode on the public tasks and the examples, print a markdown table")
	sideLimit  = flag.Int("abc-side-seconds", 30, "time limit of each tool per program in TestABCSideBySide")
)

// TestABCSideBySide measures ABC's pdr on the exported circuits against
// satabs-go's default mode (the command, portfolio and all) on the same
// programs: verdicts and seconds, as a markdown table on stdout. It is a
// measurement, not a timed assertion; it fails only on contradicting
// verdicts.
func TestABCSideBySide(t *testing.T) {
	if !*sideBySide {
		t.Skip("run with -abc-side-by-side")
	}
	abc := abcPath(t)
	bin := filepath.Join(t.TempDir(), "satabs-go")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/satabs-go").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	type task struct{ path, expected string }
	var tasks []task
	dir := "../../shared/bench/public"
	if f, err := os.Open(filepath.Join(dir, "MANIFEST.tsv")); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			cols := strings.Split(sc.Text(), "\t")
			if len(cols) < 9 || cols[0] == "path" || cols[1] != "unreach-call" || cols[8] != "ILP32" {
				continue
			}
			tasks = append(tasks, task{filepath.Join(dir, cols[0]), cols[2]})
		}
		f.Close()
	}
	ex, _ := filepath.Glob("../examples/*.c")
	for _, e := range ex {
		tasks = append(tasks, task{e, ""})
	}
	limit := time.Duration(*sideLimit) * time.Second
	table := os.Stdout
	fmt.Fprintf(table, "| program | expected | satabs-go | s | ABC pdr | s | latches | ands |\n|---|---|---|---|---|---|---|---|\n")
	for _, tk := range tasks {
		t0 := time.Now()
		ctx, cancel := context.WithTimeout(context.Background(), limit+10*time.Second)
		out, _ := exec.CommandContext(ctx, bin, "--timeout", fmt.Sprint(*sideLimit), tk.path).Output()
		cancel()
		oursT := time.Since(t0).Seconds()
		ours := "error"
		if i := bytes.LastIndex(out, []byte("Result: ")); i >= 0 {
			ours = strings.TrimSpace(string(out[i+len("Result: "):]))
		}
		abcV, abcT, lat, ands := "not written", 0.0, 0, 0
		p, err := cfront.Parse(tk.path, cfront.Options{})
		if err == nil {
			program.Renumber(p)
			var c *Circuit
			c, err = FromProgram(p)
			if err == nil {
				st := c.Stats()
				lat, ands = st.Latches, st.Ands
				path := filepath.Join(t.TempDir(), "c.aig")
				var buf bytes.Buffer
				c.WriteBinary(&buf)
				os.WriteFile(path, buf.Bytes(), 0o644)
				t1 := time.Now()
				ctx, cancel := context.WithTimeout(context.Background(), limit+10*time.Second)
				res, _ := exec.CommandContext(ctx, abc, "-c", fmt.Sprintf("read_aiger %s; pdr -T %d; print_status", path, *sideLimit)).CombinedOutput()
				cancel()
				abcT = time.Since(t1).Seconds()
				s := string(res)
				switch m := abcStatusRE.FindStringSubmatch(s); {
				case m == nil:
					abcV = "error"
				case m[1] == "1":
					abcV = "TRUE"
				case m[1] == "0":
					abcV = "FALSE"
					if f := abcFailRE.FindStringSubmatch(s); f != nil {
						abcV += " (frame " + f[2] + ")"
					}
				default:
					abcV = "undecided"
				}
			}
		}
		if err != nil {
			abcV = "not written: " + strings.ReplaceAll(oneLine(err.Error()), "|", "/")
		}
		if strings.HasPrefix(ours, "TRUE") && strings.HasPrefix(abcV, "FALSE") || strings.HasPrefix(ours, "FALSE") && abcV == "TRUE" {
			t.Errorf("%s: satabs-go %s, ABC %s", tk.path, ours, abcV)
		}
		name := strings.TrimPrefix(strings.TrimPrefix(tk.path, dir+"/"), "../")
		fmt.Fprintf(table, "| %s | %s | %s | %.1f | %s | %.1f | %d | %d |\n", name, tk.expected, ours, oursT, abcV, abcT, lat, ands)
	}
}

func oneLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 80 {
		s = s[:80] + "..."
	}
	return s
}
