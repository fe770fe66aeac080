// Package arraygen writes the five array families of the EUREKA paper
// (Armando, Benerecetti, Mantovani: "Abstraction refinement of linear
// programs with arrays", TACAS 2007) as SV-COMP style C programs with a
// size parameter N: string copy, the (N,3)-Gray code, the partition step
// of quicksort, bubble sort and selection sort. Each family has a safe
// variant and a variant with exactly one injected bug, so that a tool
// must be right twice at every size.
//
// The programs are self-contained (no #include): nondeterministic values
// come from __VERIFIER_nondet_int or __VERIFIER_nondet_char, the checks
// are __VERIFIER_assert, which calls reach_error and aborts. The bugs:
//
//	strcpy      the terminator a[N-1] = 0 is not written, so a source
//	            with no zero byte runs the copy to the end of the array
//	            and the assertion that the terminator was found fails
//	gray        the upper boundary of a digit is tested with > instead of
//	            >=, so the lowest digit reaches N (not a base-N digit)
//	            after N steps
//	partition   the split tests a[i] > p instead of a[i] >= p, so an
//	            element equal to the pivot lands among the smaller ones
//	bubblesort  the inner loop stops one pair short, so the last cell is
//	            never compared: a smallest value there stays last
//	selectionsort the search for the minimum stops one cell short, so a
//	            smallest value in the last cell is never selected
//
// The Gray code is deterministic (the loops enumerate all N^3 codes);
// the other families read their arrays from nondeterministic inputs.
// Unwind gives the loop bound with which a bounded check with unwinding
// assertions is complete; cmd/arraygen writes programs and SV-COMP task
// files, cmd/arrayfamilies measures a binary on growing N (doubling)
// and reports per family the largest N at which both variants were
// answered right.
package arraygen
