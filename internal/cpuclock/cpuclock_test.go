package cpuclock

import (
	"runtime"
	"testing"
	"time"
)

// TestSleepIsNotWork: a meter counts the work of its goroutine, not the
// time it sleeps; on Linux it reads the thread's clock. The sleep is
// 200 ms and a reading's resolution is far below it, so the bound holds on
// any load (a loaded machine slows work, it does not add to a sleeping
// thread's processor time).
func TestSleepIsNotWork(t *testing.T) {
	m := Start()
	defer m.Stop()
	if runtime.GOOS == "linux" && !m.Thread() {
		t.Fatal("no thread clock on Linux")
	}
	if !m.Thread() {
		t.Skip("no thread clock here")
	}
	t0 := m.Now()
	time.Sleep(200 * time.Millisecond)
	if d := m.Now() - t0; d >= 100*time.Millisecond {
		t.Errorf("a 200 ms sleep counted %v of processor time", d)
	}
	// Work counts: the clock moves forward.
	t1 := m.Now()
	x := 0
	for i := 0; i < 50_000_000; i++ {
		x += i ^ x>>3
	}
	if m.Now() <= t1 {
		t.Errorf("50M iterations (%d) counted no processor time", x)
	}
}
