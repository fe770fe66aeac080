// Package gcccheck checks the programs of internal/sums36 against gcc:
// each is compiled with the sanitizer for undefined behaviour and run on
// random inputs (the harness of internal/loopset3) and at the one input
// where the buggy twin fails; safe programs never reach the error, buggy
// ones do there, and no run has undefined behaviour.
package gcccheck
