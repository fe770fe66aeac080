// Package drivergen writes large C programs in the style of SV-COMP's
// ldv-linux device-driver tasks: many drivers, each with a private state
// struct, a mutex, helpers (checksums, label parsing with ctype.h,
// statistics) and an operations table of function pointers (probe, open,
// read, write, ioctl, release), a small kernel library of which most
// functions are never called, and a main harness in the manner of LDV's
// environment models: it probes the registered drivers, then calls
// operations chosen by __VERIFIER_nondet_int through the tables with
// nondeterministic arguments. The property is the lock discipline of an
// LDV rule model: mutex_lock of a held lock, mutex_unlock of a free one
// and a lock still held when main ends call reach_error.
//
// Program(cfg) is the C source with #include lines for glibc's headers;
// the examples in examples/large are its output after gcc -m32 -O2 -E
// (the optimisation level makes glibc's headers define their inline
// functions, tolower and toupper over __ctype_tolower_loc among them, as
// real preprocessed tasks have them). With Bug set, one registered
// driver's ioctl returns on an error path without releasing its lock;
// otherwise the program is safe. Most of the code is irrelevant to the
// property: the unregistered drivers, the unused library, and in the
// registered ones the buffers, checksums and statistics.
//
// cmd/drivergen writes the .c files; TestExamplesUpToDate checks that the
// committed sources are this generator's output.
package drivergen
