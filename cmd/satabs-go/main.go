// Command satabs-go checks C programs for reachable errors: failing
// assertions, calls of reach_error(), and (with flags) arithmetic and memory
// errors. See the README and DESIGN.md for the command line.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"time"
)

// version is printed by --version (BenchExec reads it).
const version = "0.1.0"

// Exit codes, as DESIGN.md fixes them.
const (
	exitTrue     = 0
	exitInternal = 1
	exitUnknown  = 5
	exitInput    = 6
	exitFalse    = 10
)

// processStart is when the process started: --timeout counts from here.
var processStart = startOfProcess(time.Now())

func main() {
	os.Exit(runFrom(processStart, os.Args[1:], os.Stdout, os.Stderr))
}

// run executes one command line and returns the exit code; its limits
// count from the call.
func run(args []string, stdout, stderr io.Writer) int {
	return runFrom(time.Now(), args, stdout, stderr)
}

// runFrom executes one command line whose limits count from start and
// returns the exit code. It never panics: an unexpected panic is an
// internal error, reported as such.
func runFrom(start time.Time, args []string, stdout, stderr io.Writer) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "satabs-go: internal error: %v\n%s", r, debug.Stack())
			code = outcome{code: exitInternal, reason: fmt.Sprintf("internal error: %v", r)}.print(stdout)
		}
	}()
	if len(args) > 0 && args[0] == "batch" {
		return runBatch(args[1:], stdout, stderr)
	}
	return runSingle(start, args, stdout, stderr)
}
