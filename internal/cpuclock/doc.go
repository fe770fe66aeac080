// Package cpuclock measures the processor time a goroutine spends, for
// the helpers of the portfolio that take a share of a core (concrete and
// directed testing sleep between runs until their busy time is within
// their share).
//
// Measured in wall time, a helper's busy time counts the time it waits
// for a core as time it ran: on a machine whose cores are all taken (the
// portfolio's other engines, other tasks of a batch) a run of one second
// of processor time takes two or three seconds of wall time, and the
// helper got a third of the share it was given. A Meter locks its
// goroutine to its operating-system thread, so that the thread's clock
// (Linux's CLOCK_THREAD_CPUTIME_ID) counts that goroutine's work alone
// (the collector's work on other threads is not counted). Where the
// thread's clock is not available, a Meter falls back to wall time, the
// old measure. No result depends on a Meter: it decides only when a
// helper sleeps.
package cpuclock
