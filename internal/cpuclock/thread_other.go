//go:build !linux

package cpuclock

import "time"

// threadTime: no thread clock here; Meter falls back to wall time.
func threadTime() (time.Duration, bool) { return 0, false }
