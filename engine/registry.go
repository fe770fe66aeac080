package engine

import (
	"fmt"
	"sort"
	"strings"

	"github.com/satabs-go/satabs-go/program"
)

// Config holds the settings of every engine; each engine reads its own.
type Config struct {
	// Predicate abstraction.
	MaxIterations int
	Cartesian     bool
	Predicates    []program.Expr
	// Block is the block encoding (abstract.BlockEncodings: "sbe",
	// "abe-lf", "abe-loops"; "" means DefaultBlock); GlobalPrecision
	// tracks every predicate at every abstraction point.
	Block           string
	GlobalPrecision bool
	// MinimisePredicates keeps, of each refinement's new predicate
	// placements, a smallest set that rules the trace out (local
	// precision only).
	MinimisePredicates bool
	// Bounded model checking: with FixedUnwind the one bound Unwind, and
	// whether to prove it enough; otherwise growing bounds.
	Unwind              int
	FixedUnwind         bool
	UnwindingAssertions bool
	// NoAcceleration keeps the bounded searches (of bmc and of
	// k-induction's base case) on the program as it is, without the
	// shortcuts of package accel.
	NoAcceleration bool
	// Background says that the engines share the cores: concrete testing
	// then takes only a small share of one.
	Background bool
	// besideKInduction says that k-induction runs in the same portfolio
	// (set by New): its base case proves every round of the bounded
	// search, so the bmc engine proves only its last (DeepenFirst).
	besideKInduction bool
}

// A Factory makes an engine from a configuration.
type Factory func(Config) (Engine, error)

type registered struct {
	name, help string
	make       Factory
}

var registry = map[string]registered{}

// Register makes an engine available by name (to --engine). Engines
// register themselves in init functions.
func Register(name, help string, make Factory) {
	if _, dup := registry[name]; dup {
		panic("engine: " + name + " registered twice")
	}
	registry[name] = registered{name, help, make}
}

// Default is the default portfolio: predicate abstraction, and beside it
// k-induction, whose base case is the bounded search with growing bounds
// (which finds bugs deep in loops with constant bounds that refinement
// reaches one iteration at a time) and whose step case with synthesised
// invariants proves loops that neither unrolls nor refines. Two engines
// for the two cores a task usually gets, and concrete testing on a small
// share of one (Config.Background): bugs behind loops of 10^5 or more
// iterations, which neither engine reaches, show in one run. The
// straight-line check leads (it starts first, beside concrete testing,
// and has the cores for a moment): a program whose loops all stop by
// constant conditions is decided by one bounded check of its complete
// unrolling, and any other gives it up at once. It comes last in the
// list, because an undecided run gives the first engine's reason.
//
// The bounded search (bmc) runs beside them for programs that are
// bounded by their data (a few nondeterministic operations on a hash
// table, a list, a short string: loops over chains of at most as many
// nodes as were allocated), which CBMC proves by unwinding each loop far
// enough and proving the unwinding assertions: each loop's bound is
// raised only where its assertion fails, and only the round whose
// bounds are enough proves that no check fails (bmc.Options.DeepenFirst),
// so it reaches that round long before k-induction's base case, which
// proves every round for its step cases and waits for the invariants.
//
// Directed testing (package concolic) runs beside concrete testing, on a
// share of a core too: it finds the bugs that need particular input
// values (a parser's nested input, a key equal to a hash), which concrete
// testing's families of values draw only by luck, and proves programs
// whose paths it executes all.
var Default = []string{"predabs", "kind", "bmc", "test", "directed", "straight"}

// New makes the engines named, in order.
func New(names []string, c Config) ([]Engine, error) {
	var out []Engine
	seen := map[string]bool{}
	for _, n := range names {
		if strings.TrimSpace(n) == "kind" {
			c.besideKInduction = true
		}
	}
	for _, n := range names {
		n = strings.TrimSpace(n)
		r, ok := registry[n]
		if !ok {
			return nil, fmt.Errorf("unknown engine %q (engines: %s)", n, strings.Join(Names(), ", "))
		}
		if seen[n] {
			return nil, fmt.Errorf("engine %q named twice", n)
		}
		seen[n] = true
		e, err := r.make(c)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// Names lists the registered engines.
func Names() []string {
	var out []string
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Help describes the registered engines, one line each.
func Help() string {
	var b strings.Builder
	for _, n := range Names() {
		fmt.Fprintf(&b, "%s: %s\n", n, registry[n].help)
	}
	return b.String()
}
