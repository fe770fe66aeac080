package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
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

// watchMemory cancels with cause "memory limit" when the memory the Go
// runtime holds from the operating system (what a cgroup or BenchExec
// counts, less what the runtime has returned) passes limit. Before that
// the garbage collector is asked to keep the heap below nine tenths of
// the limit (a soft limit: it collects harder, it does not fail), so that
// a run that can live within the limit does. The watchdog ends the run
// if the engines do not stop soon after the cancel.
func watchMemory(limit int64, cancel context.CancelCauseFunc) func() {
	previous := debug.SetMemoryLimit(limit - limit/10)
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				if heldMemory() > limit {
					cancel(errors.New("memory limit"))
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

// heldMemory returns the bytes the Go runtime holds from the operating
// system and has not released: the memory limit's own measure.
func heldMemory() int64 {
	samples := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(samples)
	if samples[0].Value.Kind() != metrics.KindUint64 || samples[1].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return int64(samples[0].Value.Uint64() - samples[1].Value.Uint64())
}

// startOfProcess returns when the kernel started this process (Linux:
// /proc/self/stat's start time against /proc/uptime, to 10 ms), so that
// the time to load the binary counts against --timeout as it does for
// whoever spawned it; now, where that cannot be read.
func startOfProcess(now time.Time) time.Time {
	stat, err1 := os.ReadFile("/proc/self/stat")
	uptime, err2 := os.ReadFile("/proc/uptime")
	if err1 != nil || err2 != nil {
		return now
	}
	// The command name (field 2) is in parentheses and may hold spaces:
	// the fields after it start at the last ')'.
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 {
		return now
	}
	fields := strings.Fields(string(stat[i+1:]))
	up := strings.Fields(string(uptime))
	if len(fields) < 20 || len(up) < 1 {
		return now
	}
	ticks, err1 := strconv.ParseUint(fields[19], 10, 64) // field 22, starttime
	since, err2 := strconv.ParseFloat(up[0], 64)
	if err1 != nil || err2 != nil {
		return now
	}
	const ticksPerSecond = 100 // USER_HZ, 100 on every Linux architecture Go runs on
	age := time.Duration((since - float64(ticks)/ticksPerSecond) * float64(time.Second))
	if age < 0 || age > 10*time.Second {
		return now // not what we expect: trust our own clock
	}
	return now.Add(-age)
}
