package threadcpu

import (
	"testing"
	"time"
)

// A goroutine that sleeps takes (almost) no processor time; one that
// computes takes some. Neither bound depends on the machine's speed or
// load: sleeping costs microseconds, and the loop cannot take none.
func TestSleepIsNotWork(t *testing.T) {
	if _, ok := threadTime(); !ok {
		t.Skip("no thread clock here: Start measures wall time")
	}
	stop := Start()
	time.Sleep(200 * time.Millisecond)
	if slept := stop(); slept >= 100*time.Millisecond {
		t.Errorf("a sleep of 200 ms took %v of processor time", slept)
	}
	stop = Start()
	x := uint64(1)
	for i := 0; i < 50_000_000; i++ {
		x = x*6364136223846793005 + 1442695040888963407
	}
	if worked := stop(); worked <= 0 || x == 0 {
		t.Errorf("a loop of 5·10^7 steps took %v of processor time", worked)
	}
}
