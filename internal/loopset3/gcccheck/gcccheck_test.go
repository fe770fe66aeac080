package gcccheck

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/internal/gcctest"
)

// explicit lists the inputs (LOOPSET3_INPUTS, the last value repeated)
// that reach the error of buggy programs whose error random inputs hit
// only rarely.
var explicit = map[string][]string{
	"short_acc_f.c":    {"400,80", "400,-80"},
	"schar_up_f.c":     {"-128"},
	"popcount_f.c":     {"-1"},
	"ushort_halve_f.c": {"32768", "65535"},
	"geo3_f.c":         {"1", "5"},
	"bezout_f.c":       {"3,5", "7,2"},
	"unarydiv_f.c":     {"10,3"},
	"updown_phase_f.c": {"10,3"},
	"stride2_f.c":      {"4"},
	"upper_tri_f.c":    {"3"},
	"addmul_f.c":       {"5,7"},
	"nest_rows_f.c":    {"4"},
	"affine3_f.c":      {"2"},
	"choose_inc_f.c":   {"1,1,0"},
	"guard_ratio_f.c":  {"1,0,0"},
	"bresenham_f.c":    {"10,4"},
	"odd_sqrt_f.c":     {"16"},
	"late_count_f.c":   {"10,3"},
	"count_below_f.c":  {"10,3"},
	"saturate_f.c":     {"10,3"},
	"follow_past_f.c":  {"5"},
	"half_turn_f.c":    {"5"},
}

type outcome int

const (
	passed outcome = iota
	errorReached
	timedOut
)

// run runs the binary once with the given environment and classifies the
// result: a normal exit (also a failed assumption), the error (abort),
// or a timeout. Anything else (undefined behaviour reported by the
// sanitizer, a crash) fails the test.
func run(t *testing.T, bin, name string, env []string, limit time.Duration) outcome {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		return timedOut
	}
	if err == nil {
		return passed
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() && ws.Signal() == syscall.SIGABRT {
			if strings.Contains(string(out), "reach_error") {
				return errorReached
			}
		}
	}
	t.Fatalf("%s %v: %v\n%s", name, env, err, out)
	return passed
}

// TestAgainstGCC compiles every program with gcc and the sanitizer for
// undefined behaviour and runs it on random inputs (and on the inputs of
// explicit): no safe program reaches the error, every buggy one does,
// and no run has undefined behaviour.
func TestAgainstGCC(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every program of the set")
	}
	gcc := gcctest.Find(t)
	dir := t.TempDir()
	for _, task := range gcctest.Manifest(t, "..", 30) {
		path := filepath.Join("..", task.Path)
		t.Run(strings.TrimSuffix(task.Path, ".c"), func(t *testing.T) { check(t, gcc, dir, path, task.Safe) })
	}
}

// check compiles one program and runs it.
func check(t *testing.T, gcc *gcctest.GCC, dir, path string, safe bool) {
	f := filepath.Base(path)
	{
		bin := filepath.Join(dir, strings.TrimSuffix(f, ".c"))
		gcc.Build(t, bin, []string{"-O1", "-w", "-fsanitize=undefined", "-fno-sanitize-recover=undefined"},
			path, filepath.Join("testdata", "harness.c"))
		src, _ := os.ReadFile(path)
		inputFree := !strings.Contains(string(src), "= __VERIFIER_nondet") && !strings.Contains(string(src), "(__VERIFIER_nondet")
		var envs [][]string
		if inputFree {
			envs = [][]string{nil}
		} else {
			for seed := 1; seed <= 100; seed++ {
				envs = append(envs, []string{fmt.Sprintf("LOOPSET3_SEED=%d", seed)})
			}
			for _, in := range explicit[f] {
				envs = append(envs, []string{"LOOPSET3_INPUTS=" + in})
			}
		}
		reached, timeouts := 0, 0
		limit := 3 * time.Second
		if inputFree {
			limit = 60 * time.Second
		}
		for _, env := range envs {
			switch run(t, bin, f, env, limit) {
			case errorReached:
				if safe {
					t.Errorf("%s reaches the error with %v", f, env)
				}
				reached++
			case timedOut:
				timeouts++
			}
		}
		if !safe && reached == 0 {
			t.Errorf("%s: the error was not reached in %d runs (%d timeouts)", f, len(envs), timeouts)
		}
		if timeouts == len(envs) {
			t.Errorf("%s: every run timed out", f)
		}
		t.Logf("%s: %d runs, error reached in %d, %d timeouts", f, len(envs), reached, timeouts)
	}
}
