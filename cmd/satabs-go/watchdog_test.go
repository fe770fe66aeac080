package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// TestWatchdog runs checks that never stop by themselves (a stand-in for a
// phase that does not poll its context) under the watchdog: the run
// returns exit code 5 with exactly the closing lines of the limit, in
// text or JSON, and what the stuck check writes afterwards or had written
// before is not shown.
func TestWatchdog(t *testing.T) {
	tests := []struct {
		name   string
		cancel error // nil: a deadline
		asJSON bool
		want   string
	}{
		{"timeout", nil, false, "VERIFICATION INCONCLUSIVE\nResult: UNKNOWN(timeout)\n"},
		{"timeout json", nil, true, "Result: UNKNOWN(timeout)"},
		{"memory", errors.New("memory limit"), false, "VERIFICATION INCONCLUSIVE\nResult: UNKNOWN(memory limit)\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			release := make(chan struct{})
			defer close(release)
			code := runGuarded(&stdout, &stderr, func(out, errOut io.Writer, wd *watchdog) int {
				var ctx context.Context
				var cancel func()
				if tc.cancel == nil {
					ctx, cancel = context.WithDeadlineCause(context.Background(), time.Now().Add(10*time.Millisecond), errors.New("timeout"))
				} else {
					c, cancelCause := context.WithCancelCause(context.Background())
					ctx, cancel = c, func() {}
					cancelCause(tc.cancel)
				}
				defer cancel()
				wd.arm(ctx, tc.asJSON, "stuck.c", nil)
				fmt.Fprintln(out, "half a counterexample")
				<-release // stuck until the test ends
				fmt.Fprintln(out, "Result: TRUE")
				fmt.Fprintln(errOut, "late progress")
				return exitTrue
			})
			if code != exitUnknown {
				t.Errorf("exit %d, want %d", code, exitUnknown)
			}
			got := stdout.String()
			if !tc.asJSON && got != tc.want {
				t.Errorf("stdout %q, want %q", got, tc.want)
			}
			if tc.asJSON {
				var r jsonReport
				if err := json.Unmarshal([]byte(got), &r); err != nil || r.Result != tc.want || r.ExitCode != exitUnknown || r.File != "stuck.c" || r.Verdict != "unknown" {
					t.Errorf("stdout %q: want one JSON report with %q (%v)", got, tc.want, err)
				}
			}
			if !strings.Contains(stderr.String(), "watchdog") {
				t.Errorf("stderr %q does not say that the watchdog ended the run", stderr.String())
			}
		})
	}
}

// TestWatchdogIdle: a run that ends by itself, before or after its
// limits, prints its own output once, and the watchdog stays silent.
func TestWatchdogIdle(t *testing.T) {
	for _, expired := range []bool{false, true} {
		var stdout, stderr bytes.Buffer
		code := runGuarded(&stdout, &stderr, func(out, errOut io.Writer, wd *watchdog) int {
			ctx, cancel := context.WithTimeoutCause(context.Background(), time.Hour, errors.New("timeout"))
			if expired {
				cancel() // ended, and the run prints at once, inside the grace
			}
			defer cancel()
			wd.arm(ctx, false, "quick.c", nil)
			return outcome{code: exitTrue}.print(out)
		})
		time.Sleep(2 * watchdogGrace) // time for a wrong second print
		if code != exitTrue || stdout.String() != "VERIFICATION SUCCESSFUL\nResult: TRUE\n" || stderr.Len() != 0 {
			t.Errorf("expired %v: exit %d, stdout %q, stderr %q", expired, code, stdout.String(), stderr.String())
		}
	}
}

// TestStartOfProcess: the process's start as the kernel saw it is before
// now and not long before (the test binary started less than ten seconds
// ago, or the function falls back to now).
func TestStartOfProcess(t *testing.T) {
	now := time.Now()
	start := startOfProcess(now)
	if start.After(now) || now.Sub(start) > 10*time.Second {
		t.Errorf("start %v is %v before now", start, now.Sub(start))
	}
}
