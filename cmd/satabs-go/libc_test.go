package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestCLibraryAndBodiless runs the programs of testdata/libc: the models
// of the C library and gcc's built-ins answer TRUE where gcc's programs
// cannot reach the error and FALSE where they can; a trace through a
// function without body (its result or its effects) is never FALSE but
// UNKNOWN naming the function; the offsetof idiom is no dereference; a
// property file is checked for the subproperties it lists. Any engine's
// answer is accepted: only the verdict is compared.
func TestCLibraryAndBodiless(t *testing.T) {
	tests := []struct {
		file, prop string
		want       string // the Result line's verdict
		// bmcOnly: the default portfolio is not run (it answers UNKNOWN
		// only after concrete testing's last 10 s, or needs deep
		// unrollings: the bounded mode shows the models' meaning)
		bmcOnly bool
	}{
		{"strncmp.c", "", "TRUE", false},
		{"strncmp_bug.c", "", "FALSE(unreach-call)", false},
		{"string_functions.c", "", "TRUE", true},
		{"ctype_glibc.c", "", "TRUE", false},
		{"quick_exit.c", "", "TRUE", false},
		{"builtins.c", "", "TRUE", false},
		{"byteorder.c", "", "TRUE", false},
		{"uadd_bug.c", "", "FALSE(unreach-call)", false},
		{"ext_irrelevant.c", "", "TRUE", false},
		{"ext_independent.c", "", "FALSE(unreach-call)", false},
		{"ext.c", "", "UNKNOWN(depends on function ext, which has no body)", false},
		{"ext_pointer.c", "", "UNKNOWN(depends on function fill, which has no body)", true},
		{"ext_global.c", "", "UNKNOWN(depends on function tick, which has no body)", true},
		{"printf_result.c", "", "UNKNOWN(depends on function printf, which has no body)", true},
		{"objsize_array.c", "", "UNKNOWN(depends on function __builtin_object_size, which has no body)", true},
		{"container_of.c", "valid-memsafety3", "TRUE", false},
		{"list_entry.c", "valid-memsafety3", "TRUE", false},
		{"list_entry_bug.c", "valid-memsafety3", "FALSE(valid-deref)", false},
		{"leak.c", "valid-memcleanup", "FALSE(valid-memcleanup)", false},
		{"printf_reads.c", "valid-memsafety3", "TRUE", false},
		{"printf_overread.c", "valid-memsafety3", "FALSE(valid-deref)", false},
		{"leak.c", "valid-memsafety3", "TRUE", false},
		{"leak.c", "valid-memsafety", "FALSE(valid-memcleanup)", false},
		{"argv_strlen.c", "valid-memsafety3", "UNKNOWN(depends on main's parameter argv, whose objects the model does not have)", false},
		{"argc_negative.c", "", "TRUE", false},
		{"argv_false.c", "", "FALSE(unreach-call)", false},
		// argv[0] names the applet: found with main's arguments
		// modelled, in the round that comes first when main reads them.
		{"argv_applet.c", "", "FALSE(unreach-call)", false},
		// Accesses the typed memory model does not follow were cut (a
		// TRUE under unreach-call) or wrote nothing (TRUE without it).
		// One row runs the default portfolio (which goes on for its 10 s
		// of grace after such an UNKNOWN); the others the bounded mode.
		{"pun_heap.c", "unreach-call", "UNKNOWN(the counterexample to main.vla-capacity.1 at testdata/libc/pun_heap.c:13 rests on an access the typed memory model does not follow [$heap1 accessed as unsigned int at byte 0; C may allow it])", false},
		{"pun_heap.c", "", "UNKNOWN(the counterexample to main.vla-capacity.1 at testdata/libc/pun_heap.c:13 rests on an access the typed memory model does not follow [$heap1 accessed as unsigned int at byte 0; C may allow it])", true},
		{"pun_pointer_bytes.c", "", "UNKNOWN(the counterexample to main.vla-capacity.1 at testdata/libc/pun_pointer_bytes.c:11 rests on an access the typed memory model does not follow [main::p accessed as unsigned char at byte 0; C may allow it])", true},
		{"pun_pointer_word.c", "unreach-call", "UNKNOWN(the counterexample to main.vla-capacity.1 at testdata/libc/pun_pointer_word.c:9 rests on an access the typed memory model does not follow [main::p accessed as unsigned long at byte 0; C may allow it])", false},
		{"pun_struct.c", "unreach-call", "UNKNOWN(the counterexample to kind_of.vla-capacity.1 at testdata/libc/pun_struct.c:9 rests on an access the typed memory model does not follow [main::m accessed as struct hdr at byte 0; C may allow it])", true},
	}
	for _, tc := range tests {
		src := filepath.Join("testdata", "libc", tc.file)
		var args []string
		if tc.prop != "" {
			args = []string{"--property", filepath.Join("testdata", "properties", tc.prop+".prp")}
		}
		modes := [][]string{{"--bmc", "--unwind", "20", "--unwinding-assertions"}, {"--timeout", "120s"}}
		if tc.bmcOnly {
			modes = modes[:1]
		}
		for _, m := range modes {
			code, out, errOut := runCLI(append(append(append([]string{}, args...), m...), src)...)
			got := closingLines(out)
			if !strings.HasSuffix(got, "Result: "+tc.want) {
				t.Errorf("%s %s %v: exit %d, want %s\n%s\n%s", tc.file, tc.prop, m, code, tc.want, got, errOut)
			}
		}
	}
}

// TestShowChecksListsBodiless: --show-checks names the functions without
// body the program calls.
func TestShowChecksListsBodiless(t *testing.T) {
	_, out, _ := runCLI("--show-checks", filepath.Join("testdata", "libc", "ext_global.c"))
	if !strings.Contains(out, "functions without body: tick") {
		t.Errorf("--show-checks:\n%s", out)
	}
}

// TestArgvNeverFalse: a program that is safe for every argument vector C
// allows is never FALSE, whether through the unknown argv or with main's
// arguments modelled (and not TRUE either: the model is bounded), in
// the default mode.
func TestArgvNeverFalse(t *testing.T) {
	for _, tc := range []struct {
		file string
		mode []string
	}{
		{"argv_true.c", []string{"--timeout", "60s"}},
		// Its applets' names and option are words of the program,
		// which concrete testing puts into argv: none reaches the error.
		{"argv_applet_ok.c", []string{"--timeout", "10s"}},
		{"argv_applet_ok.c", []string{"--bmc", "--unwind", "20", "--unwinding-assertions"}},
	} {
		src := filepath.Join("testdata", "libc", tc.file)
		code, out, errOut := runCLI(append(tc.mode, src)...)
		if code != 5 {
			t.Errorf("%s %v: exit %d, want 5 (UNKNOWN)\n%s\n%s", tc.file, tc.mode, code, closingLines(out), errOut)
		}
	}
}
