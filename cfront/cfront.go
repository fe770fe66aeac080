package cfront

import (
	"bytes"
	_ "embed"
	"fmt"
	"io"
	"os"
	"regexp"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// Options configure Parse.
type Options struct {
	// Model is the data model: program.ILP32 (the default when Model.Name
	// is empty) or program.LP64.
	Model program.DataModel
	// Entry is the entry function, "main" when empty.
	Entry string
	// Stderr receives notes for the user, such as calls of functions
	// without a body. It may be nil.
	Stderr io.Writer
	// Checks selects the arithmetic and memory checks to instrument.
	Checks Checks
	// CutUndefined makes every undefined operation that Checks does not
	// check (signed overflow, shifts out of range, division by zero,
	// out-of-bounds and invalid dereferences) end the path: the
	// condition of the check it would have becomes an assume edge. SV-COMP's
	// unreach-call tasks assume no undefined behaviour, so a path that
	// reaches the error only through one is not a counterexample.
	CutUndefined bool
	// NoPointsTo leaves the typed-access checks, the pointer checks and
	// the dereferences as they are without the points-to analysis
	// (program.PointsTo): every typed-access check is kept when some
	// pointer is retyped. The tests compare the two.
	NoPointsTo bool
	// MallocMayFail lets malloc, calloc and realloc return NULL (C's
	// semantics); without it they always succeed, as SV-COMP's rules
	// assume. alloca never fails.
	MallocMayFail bool
	// HeapPool is the number of objects an allocation site inside a loop
	// can hold (heap.go); 0 means DefaultHeapPool.
	HeapPool int
	// SitePools gives the allocation sites inside loops at these
	// positions (the position of the heap-pool check, the call's)
	// pools of their own when larger than HeapPool: the command line
	// grows the pool of the site a counterexample exhausted, not all.
	SitePools map[program.Pos]int
	// Capacity is the capacity of a variable-length array or heap object
	// whose length nothing the front end sees bounds (vla.go); 0 means
	// DefaultCapacity. The command line grows it (up to MaxCapacity)
	// while a counterexample reaches a vla-capacity check.
	Capacity int
	// BoundedArrays gives a variable-length array or heap object whose
	// length nothing bounds the capacity Capacity (and a vla-capacity
	// check), as the earlier model did, instead of the largest length C
	// allows for it (vla.go).
	BoundedArrays bool
	// RecursionDepth is how deep recursive calls are inlined: RecursionDepth
	// recursive calls (calls of an active function) may be nested at once,
	// whichever functions of a cycle of the call graph they call (shared
	// levels, shared.go); with InlineRecursion, or where the lowering
	// falls back to inlining call by call, a function may be active
	// RecursionDepth+1 times at once. The call that would go deeper is a
	// check of kind recursion-depth that fails, and its path ends there
	// (funcptr.go). 0 inlines no recursive call.
	RecursionDepth int
	// InlineRecursion inlines every recursive call separately instead of
	// sharing one copy of the callee per recursion level (shared.go).
	InlineRecursion bool
	// Contracts, by function name, replace the calls that nest deeper
	// than RecursionDepth by the function's contract (contract.go); a
	// function without one keeps the recursion-depth check.
	Contracts map[string]*Contract
	// AssumeContracts also assumes the contract of a function (one
	// without pointer parameters' objects) after each call of it that
	// is inlined, on the call's arguments, result and globals: what
	// the body computes through the calls by contract below it implies
	// the contract, but only by the proof that the contract is
	// inductive, which the engines would have to find again (mult(n, m
	// - 1) + n == n * m).
	AssumeContracts bool
	// CheckContract makes each condition of the entry function's contract
	// a check at its return, over the parameters' values at entry; each
	// such check is recorded in ContractChecks (when not nil) with the
	// condition's index.
	CheckContract  bool
	ContractChecks map[*program.CheckInfo]int
	// Checked, when not nil, is the contract CheckContract checks instead
	// of the entry function's in Contracts (a concrete test of candidates
	// on a program whose recursion is inlined, without contracts).
	Checked *Contract
	// ArgvModel gives main(int argc, char **argv) arguments as C's
	// startup makes them, within bounds (argv.go): argc at most
	// ArgvModelArgs, each argv[i] a string of at most ArgvModelLen
	// characters, all of them inputs, argv[argc] null. The program then
	// has fewer executions than C allows: only its counterexamples mean
	// something (the command line runs it for a FALSE alone). Without it,
	// argv is an unknown pointer whose counterexamples are no answer.
	ArgvModel bool
}

// An Error is a failure to read, parse or lower a C file. Every error Parse
// and ParseSource return is an *Error.
type Error struct {
	Pos program.Pos
	Msg string
	// Unsupported marks a construct the checker does not handle (floating
	// point, recursion, threads, the heap, ...), as opposed to an invalid
	// input.
	Unsupported bool
	// Internal marks a bug in the front end (a panic while lowering), not
	// a fault of the input: the command line reports it as an internal
	// error, with Stack.
	Internal bool
	Stack    []byte
}

func (e *Error) Error() string {
	if e.Pos.File == "" && e.Pos.Line == 0 {
		return "error: " + e.Msg
	}
	if e.Pos.Line == 0 {
		return e.Pos.File + ": error: " + e.Msg
	}
	return fmt.Sprintf("%s:%d: error: %s", e.Pos.File, e.Pos.Line, e.Msg)
}

// Parse reads the C file at path (a .c file, preprocessed with the host
// compiler's setup and our own standard headers first on the include path,
// or an already preprocessed .i file) and lowers it to a program.
func Parse(path string, opts Options) (*program.Program, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		msg := err.Error()
		if pe, ok := err.(*os.PathError); ok {
			msg = "cannot read file: " + pe.Err.Error()
		}
		return nil, &Error{Pos: program.Pos{File: path}, Msg: msg}
	}
	return ParseSource(path, src, opts)
}

// ParseSource is Parse on source text held in memory; name is the file name
// used in positions.
func ParseSource(name string, src []byte, opts Options) (p *program.Program, err error) {
	defer func() {
		if r := recover(); r != nil {
			p = nil
			err = panicError(r, program.Pos{File: name})
		}
	}()
	if opts.Model.Name == "" {
		opts.Model = program.ILP32
	}
	if opts.Model.LongBits != 32 && opts.Model.LongBits != 64 || opts.Model.PointerBits != 32 && opts.Model.PointerBits != 64 {
		return nil, &Error{Msg: fmt.Sprintf("unknown data model %q", opts.Model.Name)}
	}
	if opts.Entry == "" {
		opts.Entry = "main"
	}
	if err := checkNesting(name, src); err != nil {
		return nil, err
	}
	ast, err := translate(name, src, opts.Model)
	if err != nil {
		return nil, err
	}
	return lowerProgram(ast, name, opts)
}

// bailout carries an *Error through panics inside the lowering.
type bailout struct{ err *Error }

// panicError turns a recovered panic value into an *Error.
func panicError(r any, pos program.Pos) *Error {
	if b, ok := r.(bailout); ok {
		return b.err
	}
	return &Error{Pos: pos, Msg: fmt.Sprintf("internal error in front end: %v", r), Internal: true, Stack: debug.Stack()}
}

// maxNesting bounds the bracket nesting of the input: the parser is
// recursive, and absurd nesting would exhaust the stack.
const maxNesting = 500

func checkNesting(name string, src []byte) error {
	depth, line := 0, 1
	for _, c := range src {
		switch c {
		case '\n':
			line++
		case '(', '[', '{':
			depth++
			if depth > maxNesting {
				return &Error{Pos: program.Pos{File: name, Line: line}, Msg: "brackets nested too deeply", Unsupported: true}
			}
		case ')', ']', '}':
			if depth > 0 {
				depth--
			}
		}
	}
	return nil
}

var (
	hostOnce sync.Once
	hostCfg  *cc.Config
	hostErr  error
)

// hostConfig returns the host compiler's configuration, computed once;
// without a C compiler on an amd64 machine, builtinConfig.
func hostConfig() (*cc.Config, error) {
	hostOnce.Do(func() {
		hostCfg, hostErr = cc.NewConfig(runtime.GOOS, runtime.GOARCH)
		if hostErr != nil && runtime.GOARCH == "amd64" {
			hostCfg, hostErr = builtinConfig()
		}
	})
	return hostCfg, hostErr
}

// builtinPredefined is what gcc predefines on x86-64 GNU/Linux.
//
//go:embed predefined_linux_amd64.h
var builtinPredefined string

// builtinConfig is the configuration of a machine without a C compiler (a
// container made of the static binary alone): gcc's predefined macros for
// x86-64 GNU/Linux, and no include paths but our own headers (config adds
// them). Preprocessed files (.i) and programs that include only the
// headers of headers.go read as with gcc; other #includes are not found.
func builtinConfig() (*cc.Config, error) {
	abi, err := cc.NewABI("linux", "amd64")
	if err != nil {
		return nil, err
	}
	return &cc.Config{ABI: abi, Predefined: builtinPredefined}, nil
}

// headerDir is the directory of our own standard headers in the in-memory
// file system; it comes first on the include path.
const headerDir = "<cfront>"

func config(model program.DataModel) (*cc.Config, error) {
	host, err := hostConfig()
	if err != nil {
		return nil, &Error{Msg: fmt.Sprintf("cannot configure the C preprocessor: %v", err)}
	}
	cfg := *host
	cfg.FS = headerFS(model)
	cfg.Predefined = predefinedFor(host.Predefined, model)
	cfg.SysIncludePaths = append([]string{headerDir}, host.SysIncludePaths...)
	inc := []string{"", headerDir}
	for _, p := range host.IncludePaths {
		if p != "" && p != "@" {
			inc = append(inc, p)
		}
	}
	cfg.IncludePaths = inc
	cfg.ExpansionLimit = 20_000_000
	// A constant shift by a negative amount is undefined behaviour, not
	// invalid C: it may sit in code never executed, and when it is, the
	// shift check reports it. cc would reject the whole file.
	cfg.IgnoreNegativeShiftAmounts = true
	return &cfg, nil
}

// predefinedFor adapts the host's predefined macros to the data model: the
// host is LP64, so for ILP32 the macros that describe long, pointers and
// the derived types get their 32-bit values.
func predefinedFor(host string, model program.DataModel) string {
	if model.LongBits == 64 && model.PointerBits == 64 {
		return host
	}
	repl := map[string]string{
		"__SIZEOF_LONG__":             "4",
		"__SIZEOF_POINTER__":          "4",
		"__SIZEOF_SIZE_T__":           "4",
		"__SIZEOF_PTRDIFF_T__":        "4",
		"__SIZE_TYPE__":               "unsigned int",
		"__PTRDIFF_TYPE__":            "int",
		"__INTPTR_TYPE__":             "int",
		"__UINTPTR_TYPE__":            "unsigned int",
		"__INTMAX_TYPE__":             "long long int",
		"__UINTMAX_TYPE__":            "long long unsigned int",
		"__INT64_TYPE__":              "long long int",
		"__UINT64_TYPE__":             "long long unsigned int",
		"__INT_LEAST64_TYPE__":        "long long int",
		"__UINT_LEAST64_TYPE__":       "long long unsigned int",
		"__INT_FAST64_TYPE__":         "long long int",
		"__UINT_FAST64_TYPE__":        "long long unsigned int",
		"__INT_FAST16_TYPE__":         "int",
		"__UINT_FAST16_TYPE__":        "unsigned int",
		"__INT_FAST32_TYPE__":         "int",
		"__UINT_FAST32_TYPE__":        "unsigned int",
		"__LONG_MAX__":                "0x7fffffffL",
		"__LONG_WIDTH__":              "32",
		"__SIZE_MAX__":                "0xffffffffU",
		"__SIZE_WIDTH__":              "32",
		"__PTRDIFF_MAX__":             "0x7fffffff",
		"__PTRDIFF_WIDTH__":           "32",
		"__INTPTR_MAX__":              "0x7fffffff",
		"__INTPTR_WIDTH__":            "32",
		"__UINTPTR_MAX__":             "0xffffffffU",
		"__INT64_MAX__":               "0x7fffffffffffffffLL",
		"__UINT64_MAX__":              "0xffffffffffffffffULL",
		"__INTMAX_MAX__":              "0x7fffffffffffffffLL",
		"__UINTMAX_MAX__":             "0xffffffffffffffffULL",
		"__INT_LEAST64_MAX__":         "0x7fffffffffffffffLL",
		"__UINT_LEAST64_MAX__":        "0xffffffffffffffffULL",
		"__INT_FAST64_MAX__":          "0x7fffffffffffffffLL",
		"__UINT_FAST64_MAX__":         "0xffffffffffffffffULL",
		"__INT_FAST16_MAX__":          "0x7fffffff",
		"__UINT_FAST16_MAX__":         "0xffffffffU",
		"__INT_FAST32_MAX__":          "0x7fffffff",
		"__UINT_FAST32_MAX__":         "0xffffffffU",
		"__INT_FAST16_WIDTH__":        "32",
		"__INT_FAST32_WIDTH__":        "32",
		"__INT64_C(c)":                "c ## LL",
		"__UINT64_C(c)":               "c ## ULL",
		"__INTMAX_C(c)":               "c ## LL",
		"__UINTMAX_C(c)":              "c ## ULL",
		"__GCC_ATOMIC_LONG_LOCK_FREE": "2",
	}
	// gcc -m32 has no __int128, and it is i386, not x86-64: glibc's
	// headers choose __WORDSIZE, and with it int64_t (long long, not
	// long) and uint64_t, by __x86_64__ (sys/types.h gave a 32-bit
	// int64_t that clashed with stdint.h's).
	drop := map[string]bool{"__LP64__": true, "_LP64": true, "__SIZEOF_INT128__": true,
		"__x86_64__": true, "__x86_64": true, "__amd64__": true, "__amd64": true}
	var b strings.Builder
	b.WriteString("#define _ILP32 1\n#define __ILP32__ 1\n#define __i386 1\n#define __i386__ 1\n#define __i686 1\n#define __i686__ 1\n#define i386 1\n")
	for _, line := range strings.Split(host, "\n") {
		const def = "#define "
		if strings.HasPrefix(line, def) {
			rest := line[len(def):]
			name := rest
			if i := strings.IndexByte(rest, ' '); i >= 0 {
				name = rest[:i]
			}
			if drop[name] {
				continue
			}
			if v, ok := repl[name]; ok {
				b.WriteString(def + name + " " + v + "\n")
				continue
			}
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// lineMarker matches the line markers of gcc's preprocessed output,
// # 12 "file.c" 2, which cc does not honour; they become #line directives.
var lineMarker = regexp.MustCompile(`(?m)^[ \t]*#[ \t]*([0-9]+)[ \t]+("(?:[^"\\\n]|\\.)*")[ \t0-9]*$`)

func fixLineMarkers(src []byte) []byte {
	if !bytes.Contains(src, []byte("#")) {
		return src
	}
	return lineMarker.ReplaceAll(src, []byte("#line $1 $2"))
}

// vaArgMacro replaces cc's own __builtin_va_arg (which comes after it,
// under #ifndef): va_arg(ap, T) reads the slot ap designates and moves
// ap to the next one (variadic.go).
const vaArgMacro = "\n#define __builtin_va_arg(va, type) (*(type *)__builtin_va_next(&(va)))\n"

// translate preprocesses, parses and type checks the source with cc.
func translate(name string, src []byte, model program.DataModel) (ast *cc.AST, err error) {
	cfg, err := config(model)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			ast = nil
			err = &Error{Pos: program.Pos{File: name}, Msg: fmt.Sprintf("internal error in front end: C parser: %v", r)}
		}
	}()
	sources := []cc.Source{
		{Name: "<predefined>", Value: cfg.Predefined + vaArgMacro},
		{Name: "<builtin>", Value: cc.Builtin},
		{Name: name, Value: fixLineMarkers(src)},
	}
	pre, err := guardParser(cfg, sources, name)
	if err != nil {
		return nil, err
	}
	// The library comes before the input, with the parts the input names.
	sources = append(sources[:2], cc.Source{Name: libSource, Value: libraryFor(pre)}, sources[2])
	ast, err = cc.Translate(cfg, sources)
	if err != nil {
		e := ccError(name, err)
		if e.Pos.Line == 0 {
			if le := locateLvalueError(cfg, sources, name); le != nil {
				return nil, le
			}
		}
		return nil, e
	}
	if ast == nil {
		return nil, &Error{Pos: program.Pos{File: name}, Msg: "no translation unit"}
	}
	return ast, nil
}

var (
	ccPos    = regexp.MustCompile(`^(.*?):([0-9]+):(?:[0-9]+:)? ?(.*)$`)
	ccSuffix = regexp.MustCompile(`\s*\([a-zA-Z0-9_]+\.go:[0-9]+:[^)]*\)\s*$`)
)

// ccError turns cc's error text (one message a line, "file:line:col: msg")
// into an *Error with the first message that has a position.
func ccError(name string, err error) *Error {
	lines := strings.Split(err.Error(), "\n")
	var first string
	for _, l := range lines {
		l = strings.TrimSpace(ccSuffix.ReplaceAllString(l, ""))
		if l == "" || strings.HasPrefix(l, "TODO") {
			continue
		}
		if m := ccPos.FindStringSubmatch(l); m != nil {
			line, _ := strconv.Atoi(m[2])
			return &Error{Pos: program.Pos{File: m[1], Line: line}, Msg: cleanMsg(m[3])}
		}
		if first == "" {
			first = l
		}
	}
	if first == "" {
		first = strings.TrimSpace(err.Error())
	}
	return &Error{Pos: program.Pos{File: name}, Msg: cleanMsg(first)}
}

func cleanMsg(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return "syntax error"
	}
	return s
}
