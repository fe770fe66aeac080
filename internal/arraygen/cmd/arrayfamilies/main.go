// Command arrayfamilies measures a satabs-go binary on the array families
// of package arraygen: per family it runs the safe and the buggy program
// at N = 2, 4, 8, ... (doubling up to the family's cap), one run at a
// time, and reports the largest N at which both were answered right
// (TRUE for the safe, FALSE for the buggy one), with the seconds of both
// runs. A family stops at its first wrong or missing answer, or when its
// runs so far took -max-seconds.
//
//	go run ./internal/arraygen/cmd/arrayfamilies -bin /tmp/satabs-go
//	go run ./internal/arraygen/cmd/arrayfamilies -bin /tmp/satabs-go -bmc -family bubblesort,selectionsort
//
// With -bmc each run is --bmc --unwind U --unwinding-assertions with U
// from arraygen.Unwind (the bound that makes the bounded proof complete).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/satabs-go/satabs-go/internal/arraygen"
)

// caps is the largest N tried per family: beyond it a run would take
// minutes just to unroll (the Gray code's outer loop runs N^3 times).
var caps = map[arraygen.Family]int{
	arraygen.StringCopy:    1 << 20,
	arraygen.GrayCode:      1 << 8,
	arraygen.Partition:     1 << 16,
	arraygen.BubbleSort:    1 << 12,
	arraygen.SelectionSort: 1 << 12,
}

type outcome struct {
	result  string // the tool's Result line without "Result: ", or why there is none
	seconds float64
	right   bool
}

func main() {
	bin := flag.String("bin", "satabs-go", "the satabs-go binary to measure")
	timeout := flag.Duration("timeout", 60*time.Second, "time limit of one run (the tool's --timeout; the process is killed 15 s later)")
	maxSeconds := flag.Float64("max-seconds", 600, "start no larger N of a family once its runs took this many seconds in all")
	families := flag.String("family", "", "comma-separated families to measure (default: all)")
	bmc := flag.Bool("bmc", false, "bounded mode: --bmc --unwind U --unwinding-assertions with the complete bound U")
	start := flag.Int("start", arraygen.MinN, "the first N (then doubled)")
	capFlag := flag.Int("cap", 0, "the largest N for every family (default: the family's own cap)")
	memory := flag.String("memory-limit", "2GB", "the tool's --memory-limit")
	extra := flag.String("flags", "", "more flags for every run, space-separated")
	dir := flag.String("dir", "", "directory for the generated programs (default: a temporary one)")
	verbose := flag.Bool("v", false, "print every run")
	flag.Parse()

	list := arraygen.Families
	if *families != "" {
		list = nil
		for _, name := range strings.Split(*families, ",") {
			f, ok := arraygen.Lookup(name)
			if !ok {
				fmt.Fprintf(os.Stderr, "arrayfamilies: unknown family %q\n", name)
				os.Exit(2)
			}
			list = append(list, f)
		}
	}
	if *dir == "" {
		d, err := os.MkdirTemp("", "arrayfamilies")
		if err != nil {
			fmt.Fprintln(os.Stderr, "arrayfamilies:", err)
			os.Exit(1)
		}
		defer os.RemoveAll(d)
		*dir = d
	} else if err := os.MkdirAll(*dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "arrayfamilies:", err)
		os.Exit(1)
	}

	run := func(f arraygen.Family, n int, bug bool) outcome {
		name := arraygen.Name(f, n, bug)
		path := filepath.Join(*dir, name+".c")
		if err := os.WriteFile(path, []byte(arraygen.Program(f, n, bug)), 0o644); err != nil {
			return outcome{result: err.Error()}
		}
		args := []string{"--timeout", strconv.Itoa(int(timeout.Seconds())), "--memory-limit", *memory}
		if *bmc {
			args = append(args, "--bmc", "--unwind", strconv.Itoa(arraygen.Unwind(f, n)), "--unwinding-assertions")
		}
		args = append(args, strings.Fields(*extra)...)
		args = append(args, path)
		ctx, cancel := context.WithTimeout(context.Background(), *timeout+15*time.Second)
		defer cancel()
		began := time.Now()
		out, _ := exec.CommandContext(ctx, *bin, args...).Output()
		o := outcome{seconds: time.Since(began).Seconds(), result: "no result line"}
		if ctx.Err() != nil {
			o.result = "killed"
		}
		for _, line := range strings.Split(string(out), "\n") {
			if r, ok := strings.CutPrefix(line, "Result: "); ok {
				o.result = r
			}
		}
		want := "TRUE"
		if bug {
			want = "FALSE(unreach-call)"
		}
		o.right = o.result == want
		if *verbose {
			fmt.Fprintf(os.Stderr, "%-32s %-40s %7.2f s\n", name, o.result, o.seconds)
		}
		os.Remove(path)
		return o
	}

	mode := "default mode"
	if *bmc {
		mode = "--bmc --unwind U --unwinding-assertions"
	}
	fmt.Printf("%s, %s, timeout %v\n", *bin, mode, *timeout)
	fmt.Printf("%-14s %8s %9s %9s   %s\n", "family", "largest", "safe s", "bug s", "first failure")
	for _, f := range list {
		limit := caps[f]
		if *capFlag > 0 {
			limit = *capFlag
		}
		best, spent := 0, 0.0
		var bestSafe, bestBug float64
		failure := "none up to the cap"
		for n := max(*start, arraygen.MinN); n <= limit; n *= 2 {
			if spent >= *maxSeconds {
				failure = fmt.Sprintf("N=%d not tried: %.0f s spent", n, spent)
				break
			}
			safe := run(f, n, false)
			spent += safe.seconds
			if !safe.right {
				failure = fmt.Sprintf("N=%d safe: %s (%.1f s)", n, safe.result, safe.seconds)
				break
			}
			bug := run(f, n, true)
			spent += bug.seconds
			if !bug.right {
				failure = fmt.Sprintf("N=%d bug: %s (%.1f s)", n, bug.result, bug.seconds)
				break
			}
			best, bestSafe, bestBug = n, safe.seconds, bug.seconds
		}
		fmt.Printf("%-14s %8d %9.2f %9.2f   %s\n", f, best, bestSafe, bestBug, failure)
	}
}
