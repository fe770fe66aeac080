// Package gcccheck checks the programs of internal/loopset3 against gcc:
// each is compiled with the sanitizer for undefined behaviour and run on
// random and hand-picked inputs; safe programs never reach the error,
// buggy ones do.
package gcccheck
