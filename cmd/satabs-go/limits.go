package main

import (
	"context"
	"fmt"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"time"
)

// parseTimeout reads a Go duration ("90s", "15m") or a number of seconds.
func parseTimeout(s string) (time.Duration, error) {
	if s == "" {
		return 0, nil
	}
	if n, err := strconv.ParseFloat(s, 64); err == nil {
		if n < 0 {
			return 0, fmt.Errorf("negative duration %q", s)
		}
		return time.Duration(n * float64(time.Second)), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("not a duration: %q (use e.g. 90s or 15m)", s)
	}
	return d, nil
}

// parseSize reads a memory size: a number of bytes or a number with a unit
// (KB, MB, GB, KiB, MiB, GiB, k, m, g; decimal and binary units both
// count as powers of 1024, as memory limits usually mean).
func parseSize(s string) (int64, error) {
	if s == "" {
		return 0, nil
	}
	t := strings.ToLower(strings.TrimSpace(s))
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"kb", 1 << 10}, {"mb", 1 << 20}, {"gb", 1 << 30}, {"k", 1 << 10}, {"m", 1 << 20}, {"g", 1 << 30}, {"b", 1}} {
		if strings.HasSuffix(t, u.suffix) {
			t = strings.TrimSpace(strings.TrimSuffix(t, u.suffix))
			mult = u.mult
			break
		}
	}
	n, err := strconv.ParseFloat(t, 64)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("not a size: %q (use e.g. 4GB or 512MiB)", s)
	}
	return int64(n * float64(mult)), nil
}

// watchMemory cancels with cause "memory limit" when the Go heap passes
// limit, and asks the garbage collector to keep below it meanwhile.
func watchMemory(limit int64, cancel context.CancelCauseFunc) func() {
	previous := debug.SetMemoryLimit(limit)
	done := make(chan struct{})
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	go func() {
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				metrics.Read(sample)
				if sample[0].Value.Kind() == metrics.KindUint64 && int64(sample[0].Value.Uint64()) > limit {
					cancel(fmt.Errorf("memory limit %d MiB", limit>>20))
					return
				}
			}
		}
	}()
	// Restore the previous limit: in-process runs (the tests) must not keep
	// a small one for what follows.
	return func() {
		close(done)
		debug.SetMemoryLimit(previous)
	}
}
