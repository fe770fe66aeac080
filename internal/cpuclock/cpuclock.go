package cpuclock

import (
	"runtime"
	"time"
)

// A Meter reads the processor time of the goroutine that started it,
// which stays locked to its thread until Stop.
type Meter struct {
	thread bool      // the thread's clock works
	wall   time.Time // the start, for the fallback
}

// Start locks the calling goroutine to its thread and returns a meter
// of its processor time. The caller must call Stop from the same
// goroutine (defer m.Stop()).
func Start() *Meter {
	runtime.LockOSThread()
	m := &Meter{wall: time.Now()}
	_, m.thread = threadTime()
	return m
}

// Now is the processor time of the thread so far (or the wall time since
// Start where the thread's clock is not available): differences between
// two readings measure the work between them.
func (m *Meter) Now() time.Duration {
	if m.thread {
		if t, ok := threadTime(); ok {
			return t
		}
	}
	return time.Since(m.wall)
}

// Thread says whether the meter reads the thread's processor time.
func (m *Meter) Thread() bool { return m.thread }

// Stop unlocks the goroutine from its thread.
func (m *Meter) Stop() { runtime.UnlockOSThread() }
