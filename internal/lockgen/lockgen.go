package lockgen

import (
	"fmt"
	"strings"
)

// Program returns the lock program with n locks: safe, or with the bug
// described in the package comment.
func Program(n int, bug bool) string {
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	buggy := n/2 + 1 // the lock with the bug
	w("extern void abort(void);\nvoid reach_error(void) {}\nextern int __VERIFIER_nondet_int(void);\n\n")
	w("int main(void)\n{\n")
	for i := 1; i <= n; i++ {
		w("    int p%d = __VERIFIER_nondet_int();\n    int lk%d;\n", i, i)
	}
	w("    int cond;\n\n    while (1) {\n        cond = __VERIFIER_nondet_int();\n        if (cond == 0)\n            goto out;\n")
	for i := 1; i <= n; i++ {
		w("        lk%d = 0;\n", i)
	}
	for i := 1; i <= n; i++ {
		test := "!= 0"
		if bug && i == buggy {
			test = "> 0"
		}
		w("        if (p%d %s)\n            lk%d = 1;\n", i, test, i)
	}
	for i := 1; i <= n; i++ {
		w("        if (p%d != 0) {\n            if (lk%d != 1)\n                goto ERROR;\n            lk%d = 0;\n        }\n", i, i, i)
	}
	w("    }\nout:\n    return 0;\nERROR:\n    reach_error();\n    abort();\n    return 0;\n}\n")
	return b.String()
}

// Task returns the SV-COMP task definition (YAML) of the file name for
// the unreach-call property, with properties at propDir (relative to the
// task).
func Task(name, propDir string, bug bool) string {
	return fmt.Sprintf("format_version: '2.0'\ninput_files: '%s'\nproperties:\n  - property_file: %s/unreach-call.prp\n    expected_verdict: %v\noptions:\n  language: C\n  data_model: ILP32\n", name, propDir, !bug)
}
