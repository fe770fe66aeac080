package csmith

import (
	"bytes"
	"context"
	_ "embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// Runtime is our replacement for Csmith's runtime header csmith.h.
//
//go:embed runtime.h
var Runtime string

// ChecksumVar is the global that holds the checksum.
const ChecksumVar = "crc_value"

// Args are the Csmith options the harness uses: no floating point, no
// volatile, no packed structs, main without argc/argv, and small programs
// (few functions, shallow blocks) so that many run in CI's time.
var Args = []string{
	"--no-argc", "--no-float", "--no-volatiles", "--no-volatile-pointers",
	"--no-packed-struct", "--max-funcs", "3", "--max-block-depth", "3",
	"--max-expr-complexity", "6", "--max-array-len-per-dim", "6",
	"--max-struct-fields", "5", "--max-union-fields", "3",
}

// FloatArgs are Args with floating point: float variables, the four
// arithmetic operations through runtime.h's safe helpers, and checksums
// of their bytes (transparent_crc_bytes).
var FloatArgs = func() []string {
	out := []string{"--float"}
	for _, a := range Args {
		if a != "--no-float" {
			out = append(out, a)
		}
	}
	return out
}()

// Generate runs csmith with a fixed seed and args (Args when nil).
func Generate(ctx context.Context, seed uint64, args []string) ([]byte, error) {
	if args == nil {
		args = Args
	}
	args = append([]string{"--seed", strconv.FormatUint(seed, 10)}, args...)
	cmd := exec.CommandContext(ctx, "csmith", args...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("csmith --seed %d: %v: %s", seed, err, stderr.Bytes())
	}
	return out, nil
}

var includeRE = regexp.MustCompile(`(?m)^#include "csmith.h"\s*$`)

// Combine replaces the program's #include "csmith.h" by Runtime, with a
// #line directive so that positions are the program's own lines. name is
// the file name used in the #line directive.
func Combine(name string, src []byte) []byte {
	loc := includeRE.FindIndex(src)
	if loc == nil {
		return src
	}
	line := bytes.Count(src[:loc[1]], []byte("\n")) + 1
	var b bytes.Buffer
	b.Write(src[:loc[0]])
	b.WriteString(Runtime)
	fmt.Fprintf(&b, "#line %d %q\n", line, name)
	b.Write(src[loc[1]:])
	return b.Bytes()
}

// ErrTimeout says the gcc-compiled program did not finish in time.
var ErrTimeout = errors.New("timeout")

var checksumRE = regexp.MustCompile(`checksum = ([0-9a-f]{16})`)

// GCC compiles the combined source src with gcc -O0 (-m32 for ILP32) in
// dir, runs it with the given timeout and returns the checksum it prints.
func GCC(dir string, src []byte, model program.DataModel, timeout time.Duration) (uint64, error) {
	c := filepath.Join(dir, "prog.c")
	bin := filepath.Join(dir, "prog")
	if err := os.WriteFile(c, src, 0o644); err != nil {
		return 0, err
	}
	args := []string{"-O0", "-w", "-DSATABS_CSMITH_HOST", "-o", bin, c, "-lm"}
	if model.PointerBits == 32 {
		// floats on SSE, each operation rounded to its type, as the
		// checker computes them (the x87 would keep excess precision)
		args = append([]string{"-m32", "-msse2", "-mfpmath=sse"}, args...)
	}
	if out, err := exec.Command("gcc", args...).CombinedOutput(); err != nil {
		return 0, fmt.Errorf("gcc: %v: %s", err, out)
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	out, err := exec.CommandContext(ctx, bin).Output()
	if ctx.Err() != nil {
		return 0, ErrTimeout
	}
	if err != nil {
		return 0, fmt.Errorf("running the gcc build: %v", err)
	}
	m := checksumRE.FindSubmatch(out)
	if m == nil {
		return 0, fmt.Errorf("no checksum in the output of the gcc build: %q", out)
	}
	return strconv.ParseUint(string(m[1]), 16, 64)
}

// A Skip is a program the tool does not handle; Reason says why.
type Skip struct{ Reason string }

func (s *Skip) Error() string { return "skipped: " + s.Reason }

// Prepare lowers the combined source with cfront and makes it
// deterministic and checkable: every Havoc (uninitialised locals) becomes
// an assignment of zero, and each final location gets a check that the
// checksum equals want (or, with equal false, differs from it). The
// result is renumbered and reducible (ready for bmc with Prepared). A
// construct cfront does not support gives a *Skip.
func Prepare(name string, src []byte, model program.DataModel, want uint64, equal bool) (*program.Program, *program.Var, error) {
	p, err := cfront.ParseSource(name, src, cfront.Options{Model: model})
	if err != nil {
		var ce *cfront.Error
		if errors.As(err, &ce) && ce.Unsupported {
			return nil, nil, &Skip{Reason: "unsupported: " + ce.Msg}
		}
		return nil, nil, err
	}
	var crc *program.Var
	for _, v := range p.Globals {
		if v.Name == ChecksumVar {
			crc = v
		}
	}
	if crc == nil {
		return nil, nil, fmt.Errorf("no global %s in the lowered program", ChecksumVar)
	}
	var finals []*program.Loc
	addresses := 0
	for _, l := range p.Locs {
		for _, e := range l.Out {
			if h, ok := e.Stmt.(*program.Havoc); ok {
				// Every havoc becomes zero (csmith's programs read no
				// input), and an object's address one allocator's
				// layout (zero would break the layout's assumptions).
				var rhs program.Expr = &program.Zero{T: h.LHS.Type()}
				if strings.HasPrefix(h.Why, program.AddressWhy) {
					rhs = program.NewConst(h.LHS.Type(), program.AddressLayout(addresses))
					addresses++
				}
				e.Stmt = &program.Assign{LHS: h.LHS, RHS: rhs}
			}
		}
		if len(l.Out) == 0 {
			finals = append(finals, l)
		}
	}
	op := program.Eq
	if !equal {
		op = program.Ne
	}
	chk := &program.CheckInfo{ID: "main.assertion.checksum", Kind: program.CheckAssertion, Func: "main",
		Comment: fmt.Sprintf("assertion crc_value %s %#x", map[bool]string{true: "==", false: "!="}[equal], want)}
	p.Checks = append(p.Checks, chk)
	for _, l := range finals {
		end := p.NewLoc(l.Pos, l.Func)
		cond := &program.Binary{Op: op, X: &program.VarRef{Var: crc}, Y: program.NewConst(crc.Type, want), T: program.Bool}
		p.AddEdge(l, end, &program.Check{Cond: cond, Check: chk}, l.Pos)
	}
	q, err := symex.MakeReducible(p)
	if err != nil {
		return nil, nil, &Skip{Reason: "irreducible: " + err.Error()}
	}
	return q, crc, nil
}

// InterpResult is the outcome of a run in the interpreter.
type InterpResult struct {
	Checksum uint64
	Steps    int
	Status   interp.Status
	Reason   string
}

// Interp runs p (from Prepare) in the interpreter with at most maxSteps
// steps and returns the final checksum.
func Interp(p *program.Program, crc *program.Var, maxSteps int) (*InterpResult, error) {
	res, err := interp.Run(p, interp.NewSeqInputs(nil), interp.Options{MaxSteps: maxSteps, NoTrace: true})
	if err != nil {
		return nil, err
	}
	r := &InterpResult{Steps: res.Steps, Status: res.Status, Reason: res.Reason}
	if res.State != nil {
		r.Checksum = res.State.Get(crc).Bits
	}
	return r, nil
}

// Encode checks p (from Prepare) with the bit-precise encoding: loops are
// unrolled until their guards fold to false (every input is fixed), at
// most maxNodes unrolled locations, within ctx.
func Encode(ctx context.Context, p *program.Program, maxNodes int) (*bmc.Result, error) {
	return bmc.Check(ctx, p, bmc.Options{Unwind: 1 << 30, MaxNodes: maxNodes, Prepared: true})
}
