package threadcpu

import (
	"runtime"
	"time"
)

// Start begins a measurement on the calling goroutine, which it locks to
// its thread until the returned function is called (from the same
// goroutine). That function returns the processor time the goroutine
// took since Start, or the wall time where the thread's clock cannot be
// read.
func Start() func() time.Duration {
	runtime.LockOSThread()
	wall := time.Now()
	cpu, ok := threadTime()
	return func() time.Duration {
		defer runtime.UnlockOSThread()
		if ok {
			if now, ok := threadTime(); ok && now >= cpu {
				return now - cpu
			}
		}
		return time.Since(wall)
	}
}
