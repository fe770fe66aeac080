// Package threadcpu measures the processor time a piece of work takes,
// for the engines that keep to a share of a core beside the others
// (package concrete's runs, package concolic's explorations).
//
// Wall time is the wrong unit for a share: in a portfolio of five or
// six engines on two cores, a run that takes a second of wall time got
// about two fifths of a second of a core, and a share counted in wall
// time starved the engine by that factor, more the heavier the load
// (concrete testing of a program with 10^6-cell arrays ran 3·10^6
// interpreted edges in 7 s alone and in 27 s in the portfolio, where
// its share stopped it before the run that found the bug). Start locks
// the calling goroutine to its thread and reads the thread's CPU clock;
// the returned function reads it again, unlocks, and returns the
// difference: the time the work ran, including the collector's assists
// it paid, not the time it waited for a core. Where the thread clock is
// not available (not Linux, or the call fails) it measures wall time,
// as before.
package threadcpu
