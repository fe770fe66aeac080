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

// deep are the inputs (LOOPSET3_INPUTS) at which each buggy program
// reaches the error: only there.
var deep = map[string]string{
	"gsum_f.c":     "100000",
	"gsum_off_f.c": "0,20000",
	"gsum_u_f.c":   "3000000000",
	"down_sum_f.c": "60000",
	"tri_n_f.c":    "5000",
	"nest3_f.c":    "100,100,100",
}

// TestAgainstGCC compiles every program with gcc and the sanitizer and
// runs it on 60 random inputs of the loopset3 harness: no safe program
// reaches the error, no run has undefined behaviour; and each buggy one
// reaches the error at its input of deep (the safe twin there does not).
func TestAgainstGCC(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every program of the set")
	}
	gcc := gcctest.Find(t)
	dir := t.TempDir()
	harness := filepath.Join("..", "..", "loopset3", "gcccheck", "testdata", "harness.c")
	for _, task := range gcctest.Manifest(t, "..", 12) {
		f := task.Path
		bin := filepath.Join(dir, strings.TrimSuffix(f, ".c"))
		gcc.Build(t, bin, []string{"-O1", "-w", "-fsanitize=undefined", "-fno-sanitize-recover=undefined"}, filepath.Join("..", f), harness)
		for seed := 1; seed <= 60; seed++ {
			if run(t, bin, []string{fmt.Sprintf("LOOPSET3_SEED=%d", seed)}, 2*time.Second) && task.Safe {
				t.Errorf("%s reaches the error with seed %d", f, seed)
			}
		}
		in := deep[strings.Replace(f, "_t.c", "_f.c", 1)]
		if got := run(t, bin, []string{"LOOPSET3_INPUTS=" + in}, 60*time.Second); got == task.Safe {
			t.Errorf("%s at %s: error reached %v", f, in, got)
		}
	}
}

// run reports whether the program reaches the error (abort after
// reach_error); a normal exit, a failed assumption or a timeout
// is no error (the random inputs of the unsigned sum run up to 2^32
// iterations); undefined behaviour or a crash fails the test.
func run(t *testing.T, bin string, env []string, limit time.Duration) bool {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil || err == nil {
		return false
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() && ws.Signal() == syscall.SIGABRT && strings.Contains(string(out), "reach_error") {
			return true
		}
	}
	t.Fatalf("%s %v: %v\n%s", bin, env, err, out)
	return false
}
