// Command cnftime times SAT solvers on DIMACS files, such as those that
// satabs-go --dump-cnf writes: gini (the tool's solver, in this process)
// and, with -cadical, the cadical binary (Debian's package, for
// comparison only; the tool keeps gini). It prints one row per formula
// and a total, with the ratio of the times, and fails when the two
// solvers disagree on an answer.
//
//	go run ./internal/cnftime -cadical -timeout 60s DIR...
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/go-air/gini"

	"github.com/satabs-go/satabs-go/bitvec"
)

func main() {
	timeout := flag.Duration("timeout", time.Minute, "give up on a formula after this long (per solver)")
	cadical := flag.Bool("cadical", false, "also run cadical (from PATH) and compare")
	flag.Parse()
	var files []string
	for _, arg := range flag.Args() {
		if st, err := os.Stat(arg); err == nil && st.IsDir() {
			fs, _ := filepath.Glob(filepath.Join(arg, "*.cnf"))
			sort.Strings(fs)
			files = append(files, fs...)
		} else {
			files = append(files, arg)
		}
	}
	if len(files) == 0 {
		fmt.Fprintln(os.Stderr, "cnftime: no formulas; usage: cnftime [-cadical] [-timeout D] DIR|FILE...")
		os.Exit(2)
	}
	w := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "formula\tvars\tclauses\tgini\tseconds\tcadical\tseconds\tgini/cadical\t")
	var totalG, totalC time.Duration
	disagree := 0
	for _, f := range files {
		vars, clauses := header(f)
		rg, tg := runGini(f, *timeout)
		totalG += tg
		row := fmt.Sprintf("%s\t%d\t%d\t%s\t%.4f\t", filepath.Base(f), vars, clauses, rg, tg.Seconds())
		if *cadical {
			rc, tc := runCadical(f, *timeout)
			totalC += tc
			ratio := "-"
			if tc > 0 {
				ratio = fmt.Sprintf("%.2f", tg.Seconds()/tc.Seconds())
			}
			row += fmt.Sprintf("%s\t%.4f\t%s\t", rc, tc.Seconds(), ratio)
			if rg != "unknown" && rc != "unknown" && rg != rc {
				disagree++
				row += " DISAGREE"
			}
		} else {
			row += "\t\t\t"
		}
		fmt.Fprintln(w, row)
	}
	total := fmt.Sprintf("total (%d)\t\t\t\t%.3f\t", len(files), totalG.Seconds())
	if *cadical {
		total += fmt.Sprintf("\t%.3f\t%.2f\t", totalC.Seconds(), totalG.Seconds()/max(totalC.Seconds(), 1e-9))
	} else {
		total += "\t\t\t"
	}
	fmt.Fprintln(w, total)
	w.Flush()
	if disagree > 0 {
		fmt.Fprintf(os.Stderr, "cnftime: the solvers disagree on %d formulas\n", disagree)
		os.Exit(1)
	}
}

// header reads the "p cnf V C" line.
func header(file string) (vars, clauses int) {
	f, err := os.Open(file)
	if err != nil {
		return 0, 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if n, _ := fmt.Sscanf(sc.Text(), "p cnf %d %d", &vars, &clauses); n == 2 {
			return vars, clauses
		}
	}
	return 0, 0
}

func answer(r int) string {
	switch r {
	case 1:
		return "sat"
	case -1:
		return "unsat"
	}
	return "unknown"
}

// runGini solves file with gini; the time excludes reading it.
func runGini(file string, timeout time.Duration) (string, time.Duration) {
	f, err := os.Open(file)
	if err != nil {
		return "unknown", 0
	}
	g, err := gini.NewDimacs(f)
	f.Close()
	if err != nil {
		fmt.Fprintf(os.Stderr, "cnftime: %s: %v\n", file, err)
		return "unknown", 0
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	start := time.Now()
	r, _ := bitvec.SolveAssuming(ctx, g)
	return answer(r), time.Since(start)
}

// runCadical solves file with the cadical binary; the time is its own
// ("c total process time" when it prints one, else the wall time).
func runCadical(file string, timeout time.Duration) (string, time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	start := time.Now()
	out, err := exec.CommandContext(ctx, "cadical", "-n", file).Output()
	wall := time.Since(start)
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		fmt.Fprintf(os.Stderr, "cnftime: cadical: %v\n", err)
		return "unknown", wall
	}
	res := "unknown"
	own := time.Duration(0)
	for _, line := range strings.Split(string(out), "\n") {
		switch {
		case strings.HasPrefix(line, "s SATISFIABLE"):
			res = "sat"
		case strings.HasPrefix(line, "s UNSATISFIABLE"):
			res = "unsat"
		case strings.HasPrefix(line, "c total process time since initialization:"):
			var secs float64
			if _, err := fmt.Sscanf(strings.TrimSpace(strings.TrimPrefix(line, "c total process time since initialization:")), "%f", &secs); err == nil {
				own = time.Duration(secs * float64(time.Second))
			}
		}
	}
	if own > 0 {
		return res, own
	}
	return res, wall
}
