package witness

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// Task is what a witness says about the run that made it.
type Task struct {
	InputFile     string // the program file as the tool was given it
	Source        []byte // its contents: hashed, and read for line markers
	Specification string // the property's LTL formula, G ! call(reach_error())
	DataModel     string // ILP32 or LP64
	Producer      string // tool name
	Version       string
	CommandLine   string    // optional
	Created       time.Time // zero: now
}

// A Location is a place in the input file.
type Location struct {
	File     string
	Line     int // 1-based, in the input file as it is (not as #line says)
	Column   int // 1-based; 0: unknown, left out
	Function string
}

// A Waypoint is one step of a violation sequence.
type Waypoint struct {
	Type       string // assumption, branching, function_enter, function_return, target
	Action     string // follow or avoid
	Location   Location
	Constraint string // value; empty for target
	Format     string // c_expression, acsl_expression; empty: none written
	// Callee is the called function of a function_return waypoint
	// (GraphML names it; the YAML format does not).
	Callee string
}

// An Invariant is a loop invariant: a C expression that holds whenever
// control reaches the loop statement at Location.
type Invariant struct {
	Location Location
	Value    string
}

// A Witness is one entry of the 2.0 format: a violation sequence (one
// segment per waypoint, the target last) or an invariant set.
type Witness struct {
	EntryType  string // violation_sequence or invariant_set
	UUID       string
	Task       Task
	Waypoints  []Waypoint
	Invariants []Invariant
	// Notes say what could not be written (a waypoint or an invariant left
	// out); witnesses stay valid without them.
	Notes []string
}

// newWitness fills in the metadata.
func newWitness(kind string, t Task) *Witness {
	if t.Created.IsZero() {
		t.Created = time.Now()
	}
	if t.Producer == "" {
		t.Producer = "satabs-go"
	}
	return &Witness{EntryType: kind, UUID: newUUID(), Task: t}
}

// newUUID returns a random (version 4) UUID.
func newUUID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand does not fail on supported systems
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	h := hex.EncodeToString(b[:])
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// Hash is the SHA-256 of the input file, in hex.
func (t Task) Hash() string {
	s := sha256.Sum256(t.Source)
	return hex.EncodeToString(s[:])
}

// Violation makes the violation witness of a counterexample that replays
// in the interpreter (run.Status is interp.Violated). Each value a
// __VERIFIER_nondet_X() call returned becomes a function_return waypoint
// at the call's closing parenthesis with constraint \result == value; the
// violated check is the target. A validator replays the program with these
// return values; other nondeterminism (uninitialised locals) is left to it.
func Violation(p *program.Program, run *interp.Result, t Task) (*Witness, error) {
	if run == nil || run.Check == nil {
		return nil, fmt.Errorf("witness: no violated check")
	}
	w := newWitness("violation_sequence", t)
	lm := newLineMap(t.InputFile, t.Source)
	left := 0 // values beyond maxValueWaypoints
	for i, v := range run.Inputs {
		if i >= len(run.InputEdges) {
			break
		}
		e := run.InputEdges[i]
		h, ok := e.Stmt.(*program.Havoc)
		if !ok || !strings.HasPrefix(h.Why, "__VERIFIER_nondet_") || !isScalarInt(h.LHS.Type()) && h.LHS.Type().Kind != program.KindFloat {
			continue
		}
		if t := h.LHS.Type(); t.Kind == program.KindFloat {
			if x := (softfloat.Bits{Lo: v.Bits, Hi: v.Hi}); softfloat.IsNaN(t.Float, x) || softfloat.IsInf(t.Float, x) {
				// ACSL's == compares real numbers: no constraint says NaN
				// or infinity, so the value is left to the validator.
				w.Notes = append(w.Notes, fmt.Sprintf("the value of %s() at %s is left out: %s", h.Why, e.Pos, softfloat.Decimal(t.Float, x)))
				continue
			}
		}
		if len(w.Waypoints) >= maxValueWaypoints {
			left++
			continue
		}
		loc, ok := lm.location(h.CallEnd, e.From.Func)
		if !ok {
			w.Notes = append(w.Notes, fmt.Sprintf("the value of %s() at %s is left out: its position is not in the input file", h.Why, e.Pos))
			continue
		}
		w.Waypoints = append(w.Waypoints, Waypoint{
			Type: "function_return", Action: "follow", Location: loc,
			Constraint: "\\result == " + resultValue(v, h.LHS.Type()), Format: "acsl_expression",
			Callee: h.Why,
		})
	}
	if left > 0 {
		w.Notes = append(w.Notes, fmt.Sprintf("the last %d values of __VERIFIER_nondet calls are left out: a witness holds at most %d", left, maxValueWaypoints))
	}
	loc, ok := lm.location(run.Check.Pos, run.Check.Func)
	if !ok {
		return nil, fmt.Errorf("witness: the violated check %s at %s is not in the input file %s", run.Check.ID, run.Check.Pos, t.InputFile)
	}
	w.Waypoints = append(w.Waypoints, Waypoint{Type: "target", Action: "follow", Location: loc})
	return w, nil
}

// maxValueWaypoints bounds the function_return waypoints of a violation
// witness: a run of a long loop over inputs would make a witness of
// megabytes that no validator reads in time. The values after the first
// maxValueWaypoints are left unconstrained, which keeps the witness valid.
const maxValueWaypoints = 1000

// resultValue writes an integer as ACSL reads it: the mathematical value.
// A float is written as a C literal (a hex float) that reads back to the
// same bits (finite values only: Violation leaves out NaNs and infinities).
func resultValue(v interp.Value, t *program.Type) string {
	if t.Kind == program.KindFloat {
		return program.FloatLiteral(t, softfloat.Bits{Lo: v.Bits, Hi: v.Hi})
	}
	return v.Decimal(t)
}

// LoopStates are the abstract states of one loop head (a location with
// Loc.LoopHead set): the cubes over predicates that the final Boolean
// program reaches there.
type LoopStates struct {
	Head   *program.Loc
	States boolprog.CubeSet
}

// maxCubes bounds an invariant's disjuncts: a longer one is left out.
const maxCubes = 256

// Correctness makes the correctness witness of a proof: an invariant set
// with one loop invariant per C loop, read back from the reachable states
// of the Boolean program at its loop heads (an inductive invariant of the
// abstraction, so its concretisation holds at the loop head in every
// execution). Predicates that cannot be written in C at the loop (they
// name variables out of scope, or use operations C leaves undefined) are
// quantified out, which weakens the invariant but keeps it true. Copies of
// one loop (inlined calls) are joined by disjunction. A loop whose
// invariant becomes true is left out. With no loops, or states from a
// bounded proof, the set is empty, which the format allows.
func Correctness(p *program.Program, preds []program.Expr, loops []LoopStates, t Task) *Witness {
	w := newWitness("invariant_set", t)
	lm := newLineMap(t.InputFile, t.Source)
	type group struct {
		loc   Location
		parts []string
		top   bool // some copy's invariant is true
	}
	groups := map[Location]*group{}
	var order []Location
	for _, ls := range loops {
		loc, ok := lm.location(ls.Head.Pos, ls.Head.Func)
		if !ok {
			continue
		}
		g := groups[loc]
		if g == nil {
			g = &group{loc: loc}
			groups[loc] = g
			order = append(order, loc)
		}
		if g.top {
			continue
		}
		inv, ok := invariantText(preds, ls.States, ScopeAt(p, ls.Head))
		if !ok {
			g.top = true
			continue
		}
		g.parts = append(g.parts, inv)
	}
	sort.SliceStable(order, func(i, j int) bool {
		if order[i].Line != order[j].Line {
			return order[i].Line < order[j].Line
		}
		return order[i].Column < order[j].Column
	})
	for _, loc := range order {
		g := groups[loc]
		if g.top || len(g.parts) == 0 {
			continue
		}
		w.Invariants = append(w.Invariants, Invariant{Location: loc, Value: disjoin(g.parts)})
	}
	return w
}

// invariantText writes the cube set as a C disjunction of conjunctions,
// quantifying out the predicates sc cannot express and merging the cubes
// that then differ in one literal. It reports false when the result is
// true (or too large to be useful).
func invariantText(preds []program.Expr, states boolprog.CubeSet, sc *Scope) (string, bool) {
	if len(states) > 4*maxCubes {
		return "", false
	}
	text := make([]string, len(preds))
	ok := make([]bool, len(preds))
	for i, e := range preds {
		text[i], ok[i] = CExpr(e, sc)
	}
	var cubes []tcube
	for _, c := range states {
		tc := make(tcube, len(preds))
		for _, l := range c {
			if l.Next || l.Pred >= len(preds) || !ok[l.Pred] {
				continue
			}
			if l.Neg {
				tc[l.Pred] = litNeg
			} else {
				tc[l.Pred] = litPos
			}
		}
		cubes = append(cubes, tc)
	}
	cubes = simplifyCubes(cubes)
	if len(cubes) > maxCubes {
		return "", false
	}
	if len(cubes) == 0 {
		return "0", true // the loop head is unreachable
	}
	var parts []string
	for _, c := range cubes {
		var lits []string
		for i, v := range c {
			switch v {
			case litPos:
				lits = append(lits, text[i])
			case litNeg:
				lits = append(lits, "!"+text[i])
			}
		}
		if len(lits) == 0 {
			return "", false // this disjunct is true
		}
		parts = append(parts, strings.Join(lits, " && "))
	}
	s := disjoin(parts)
	if len(s) > maxInvariantLen {
		return "", false
	}
	return s, true
}

// maxInvariantLen bounds an invariant's text.
const maxInvariantLen = 1 << 16

// A tcube is a cube as one entry per predicate.
type tcube []int8

const (
	litAbsent int8 = iota
	litPos
	litNeg
)

// simplifyCubes merges cubes that differ in one predicate only and drops
// repeated and subsumed cubes, until nothing changes. The disjunction
// stays the same.
func simplifyCubes(cubes []tcube) []tcube {
	for changed := true; changed; {
		changed = false
		// Merge: a∧p ∨ a∧¬p = a.
		for i := 0; i < len(cubes); i++ {
			for j := i + 1; j < len(cubes); j++ {
				if k, ok := mergeable(cubes[i], cubes[j]); ok {
					m := append(tcube(nil), cubes[i]...)
					m[k] = litAbsent
					cubes[i] = m
					cubes = append(cubes[:j], cubes[j+1:]...)
					changed = true
					j = i
				}
			}
		}
		// Absorb: a ∨ a∧b = a.
		for i := 0; i < len(cubes); i++ {
			for j := 0; j < len(cubes); j++ {
				if i != j && subsumes(cubes[i], cubes[j]) {
					cubes = append(cubes[:j], cubes[j+1:]...)
					if j < i {
						i--
					}
					j--
					changed = true
				}
			}
		}
	}
	return cubes
}

// mergeable reports whether a and b differ only in predicate k, which one
// has positive and the other negative.
func mergeable(a, b tcube) (int, bool) {
	k := -1
	for i := range a {
		if a[i] == b[i] {
			continue
		}
		if k >= 0 || a[i] == litAbsent || b[i] == litAbsent {
			return 0, false
		}
		k = i
	}
	return k, k >= 0
}

// subsumes reports whether every literal of a is in b (so b implies a).
func subsumes(a, b tcube) bool {
	for i := range a {
		if a[i] != litAbsent && a[i] != b[i] {
			return false
		}
	}
	return true
}

func disjoin(parts []string) string {
	if len(parts) == 1 {
		return parts[0]
	}
	var b strings.Builder
	for i, s := range parts {
		if i > 0 {
			b.WriteString(" || ")
		}
		b.WriteString("(" + s + ")")
	}
	return b.String()
}
