//go:build !linux

package threadcpu

import "time"

// threadTime has no thread clock to read here: Start measures wall time.
func threadTime() (time.Duration, bool) { return 0, false }
