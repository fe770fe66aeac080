package concrete

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/softfloat"
)

// A Strategy is a family of input sequences: for the n-th value that one
// Havoc edge supplies in a run (n counts from 0, per edge, so that the
// values read in a loop form a sequence), the bits of an integer of a
// given width and signedness.
type Strategy struct {
	Name string
	// Random says that the values depend on the run's seed; the other
	// strategies give the same run every time.
	Random bool
	// Ahead runs the strategy with the step limit of the round after
	// the current one (Search).
	Ahead bool
	bits  func(c *choice, w int, signed bool, n int) uint64
}

// choice is what a strategy reads besides the type: the run's random
// generator and the program's constants.
type choice struct {
	rng       *rand.Rand
	constants []uint64 // sign-extended 64-bit values of the program's integer constants
	// floats are the program's floating constants and their neighbours,
	// in each format (FloatConstants).
	floats map[softfloat.Format][]softfloat.Bits
	// same is the value of a strategy that gives every input one value
	// per run, once picked.
	same   uint64
	picked bool
	// strings are the program's string literals (Strings): the words
	// of the "program strings" strategy.
	strings [][]byte
	// assumed are the bounds the assumptions after havocs put on their
	// values (assumedRanges); edge is the havoc being supplied.
	assumed map[*program.Edge][2]uint64
	edge    *program.Edge
	// ends are, per havoc, the sequence positions an earlier run of the
	// search used (inputs.ends): where each edge's sequence ended.
	ends map[*program.Edge]int
}

func mask(w int) uint64 {
	if w >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(w) - 1
}

// limits returns the minimum and the maximum of a w-bit integer, as bits.
func limits(w int, signed bool) (min, max uint64) {
	if !signed {
		return 0, mask(w)
	}
	return 1 << uint(w-1), mask(w) >> 1
}

// Strategies are the input families the search alternates, cheapest and
// most often useful first.
var Strategies = []Strategy{
	// Zeros one round ahead: its run is the one most often deep and
	// most often the one that fails (an array of equal values, a
	// search that never finds), and every other strategy's run at the
	// round's limit costs as much as its whole run would.
	{Name: "zeros", Ahead: true, bits: func(c *choice, w int, signed bool, n int) uint64 { return 0 }},
	{Name: "first one, then zeros", bits: func(c *choice, w int, signed bool, n int) uint64 {
		if n == 0 {
			return 1
		}
		return 0
	}},
	// The mirror of the one before, for arrays filled from their end or
	// read in the other order: every input zero but the last one each
	// edge supplied in an earlier run of the search (choice.ends), when
	// it supplied more than one (a single input is the first one too,
	// which the strategy before tries).
	{Name: oneLast, bits: func(c *choice, w int, signed bool, n int) uint64 {
		if e := c.ends[c.edge]; e > 1 && n == e-1 {
			return 1
		}
		return 0
	}},
	{Name: "decreasing (-n)", bits: func(c *choice, w int, signed bool, n int) uint64 { return uint64(-int64(n)) }},
	{Name: "increasing (n)", bits: func(c *choice, w int, signed bool, n int) uint64 { return uint64(n) }},
	{Name: "ones", bits: func(c *choice, w int, signed bool, n int) uint64 { return 1 }},
	{Name: "minus ones", bits: func(c *choice, w int, signed bool, n int) uint64 { return ^uint64(0) }},
	{Name: "decreasing from the maximum (max-n)", bits: func(c *choice, w int, signed bool, n int) uint64 {
		_, max := limits(w, signed)
		return max - uint64(n)
	}},
	{Name: "increasing from the minimum (min+n)", bits: func(c *choice, w int, signed bool, n int) uint64 {
		min, _ := limits(w, signed)
		return min + uint64(n)
	}},
	{Name: largestAssumed, bits: func(c *choice, w int, signed bool, n int) uint64 { return assumedValue(c, w, signed, true) }},
	{Name: smallestAssumed, bits: func(c *choice, w int, signed bool, n int) uint64 { return assumedValue(c, w, signed, false) }},
	{Name: "random small (-4..4)", Random: true, bits: func(c *choice, w int, signed bool, n int) uint64 {
		if !signed {
			return uint64(c.rng.IntN(9))
		}
		return uint64(int64(c.rng.IntN(9) - 4))
	}},
	{Name: "random bytes (0..255)", Random: true, bits: func(c *choice, w int, signed bool, n int) uint64 {
		return uint64(c.rng.IntN(256))
	}},
	{Name: "random boundary values", Random: true, bits: func(c *choice, w int, signed bool, n int) uint64 {
		min, max := limits(w, signed)
		edges := [...]uint64{min, max, min + 1, max - 1, 0, 1, ^uint64(0)}
		return edges[c.rng.IntN(len(edges))]
	}},
	{Name: "program constants", Random: true, bits: func(c *choice, w int, signed bool, n int) uint64 {
		if len(c.constants) == 0 {
			return uint64(c.rng.IntN(3)) - 1
		}
		return c.constants[c.rng.IntN(len(c.constants))]
	}},
	// One constant for every input of the run: a bound the program
	// assumes for each of many inputs (limbs below 2^28), all at it,
	// reaches the largest sums and products that random picks among the
	// constants almost never combine.
	{Name: "one program constant for all inputs", Random: true, bits: func(c *choice, w int, signed bool, n int) uint64 {
		if !c.picked {
			c.picked = true
			c.same = uint64(c.rng.IntN(3)) - 1
			if len(c.constants) > 0 {
				c.same = c.constants[c.rng.IntN(len(c.constants))]
			}
		}
		return c.same
	}},
	{Name: "random bits", Random: true, bits: func(c *choice, w int, signed bool, n int) uint64 { return c.rng.Uint64() }},
	// Strings made of the program's words: an array of chars that an
	// input fills (main's argument strings, a buffer the harness reads)
	// gets one or two words (programString), the scalars small counts
	// (0..4: argc, lengths).
	{Name: stringsStrategy, Random: true, bits: func(c *choice, w int, signed bool, n int) uint64 {
		return uint64(c.rng.IntN(5))
	}},
}

// oneLast names the strategy that needs the inputs' count per edge of
// an earlier run (choice.ends).
const oneLast = "zeros, then one last"

// stringsStrategy names the strategy whose char arrays are strings made
// of the program's words.
const stringsStrategy = "program strings"

// Strings returns the strings the program writes into arrays of chars
// at constant indices, a character at a time, from index 0 (its string
// literals and the char arrays its initialisers fill: command names,
// options, suffixes), each once, in the order of the program, at most
// maxConstants of them: the words a program compares its input strings
// with, as a fuzzer's dictionary.
func Strings(p *program.Program) [][]byte {
	type text struct {
		cells map[int64]byte
	}
	byArray := map[string]*text{}
	var order []string
	for _, e := range p.Edges() {
		a, ok := e.Stmt.(*program.Assign)
		if !ok {
			continue
		}
		ix, ok := a.LHS.(*program.Index)
		if !ok {
			continue
		}
		at := ix.X.Type()
		i, ok1 := ix.Index.(*program.Const)
		c, ok2 := a.RHS.(*program.Const)
		if !ok1 || !ok2 || at == nil || at.Kind != program.KindArray || at.Elem == nil || at.Elem.Kind != program.KindInt || at.Elem.Width != 8 {
			continue
		}
		k := program.ExprString(ix.X)
		t := byArray[k]
		if t == nil {
			t = &text{cells: map[int64]byte{}}
			byArray[k] = t
			order = append(order, k)
		}
		t.cells[program.SignExtend(i.Val, i.T)] = byte(c.Val)
	}
	seen := map[string]bool{}
	var out [][]byte
	for _, k := range order {
		t := byArray[k]
		var b []byte
		for j := int64(0); ; j++ {
			ch, ok := t.cells[j]
			if !ok || ch == 0 {
				break
			}
			b = append(b, ch)
		}
		if len(b) == 0 || seen[string(b)] {
			continue
		}
		seen[string(b)] = true
		out = append(out, b)
		if len(out) == maxConstants {
			break
		}
	}
	return out
}

// programString fills an array of n chars with a string of at most n-1
// characters and zeros after it: one word, or two joined, each a string
// of the program that fits (half the time), a program constant in
// decimal, or one character of the program's strings.
func (c *choice) programString(n int) []byte {
	var fit [][]byte
	for _, w := range c.strings {
		if len(w) <= n-1 {
			fit = append(fit, w)
		}
	}
	word := func() []byte {
		switch r := c.rng.IntN(4); {
		case r < 2 && len(fit) > 0:
			return fit[c.rng.IntN(len(fit))]
		case r == 2 && len(c.constants) > 0:
			return []byte(fmt.Sprint(int64(c.constants[c.rng.IntN(len(c.constants))])))
		case len(c.strings) > 0:
			w := c.strings[c.rng.IntN(len(c.strings))]
			return []byte{w[c.rng.IntN(len(w))]}
		}
		return []byte{byte('a' + c.rng.IntN(26))}
	}
	s := append([]byte(nil), word()...)
	if c.rng.IntN(2) == 0 {
		s = append(s, word()...)
	}
	out := make([]byte, n)
	copy(out, s[:min(len(s), n-1)])
	return out
}

// StrategyByName returns the strategy named, or false.
func StrategyByName(name string) (Strategy, bool) {
	for _, s := range Strategies {
		if s.Name == name {
			return s, true
		}
	}
	return Strategy{}, false
}

// Constants returns the integer constants the program's statements
// mention, with their neighbours (c-1, c+1), each once, sorted: values a
// program compares its inputs with. At most maxConstants of them.
func Constants(p *program.Program) []uint64 {
	seen := map[uint64]bool{}
	visit := func(e program.Expr) {
		if e == nil {
			return
		}
		program.Walk(e, func(x program.Expr) bool {
			if c, ok := x.(*program.Const); ok && c.T != nil && c.T.Kind == program.KindInt && c.T.Width <= 64 {
				v := uint64(program.SignExtend(c.Val, c.T))
				seen[v-1], seen[v], seen[v+1] = true, true, true
			}
			return true
		})
	}
	statementExprs(p, visit)
	out := make([]uint64, 0, len(seen))
	for v := range seen {
		out = append(out, v)
	}
	sort.Slice(out, func(i, j int) bool { return int64(out[i]) < int64(out[j]) })
	if len(out) > maxConstants {
		out = out[:maxConstants]
	}
	return out
}

// statementExprs calls visit on the expressions of every statement of p
// (the sides of assignments, conditions, havocked places).
func statementExprs(p *program.Program, visit func(program.Expr)) {
	for _, e := range p.Edges() {
		switch s := e.Stmt.(type) {
		case *program.Assign:
			visit(s.LHS)
			visit(s.RHS)
		case *program.Assume:
			visit(s.Cond)
		case *program.Check:
			visit(s.Cond)
		case *program.Havoc:
			visit(s.LHS)
		}
	}
}

// FloatConstants returns the floating constants the program's statements
// mention and their neighbours (the next float down and up), each
// converted to every format of the program's floating types, each once
// per format: the values a program compares its float inputs with.
func FloatConstants(p *program.Program) map[softfloat.Format][]softfloat.Bits {
	var formats []softfloat.Format
	var consts []program.Const
	seenFormat := map[softfloat.Format]bool{}
	visit := func(e program.Expr) {
		if e == nil {
			return
		}
		program.Walk(e, func(x program.Expr) bool {
			if t := x.Type(); t != nil && t.Kind == program.KindFloat && !seenFormat[t.Float] {
				seenFormat[t.Float] = true
				formats = append(formats, t.Float)
			}
			if c, ok := x.(*program.Const); ok && c.T != nil && c.T.Kind == program.KindFloat {
				consts = append(consts, *c)
			}
			return true
		})
	}
	statementExprs(p, visit)
	if len(formats) == 0 {
		return nil
	}
	out := map[softfloat.Format][]softfloat.Bits{}
	seen := map[softfloat.Format]map[softfloat.Bits]bool{}
	for _, f := range formats {
		seen[f] = map[softfloat.Bits]bool{}
	}
	tiny := softfloat.Bits{Lo: 1} // the least subnormal of every format
	for _, c := range consts {
		x := softfloat.Bits{Lo: c.Val, Hi: c.Hi}
		for _, f := range formats {
			if len(out[f]) >= maxConstants {
				continue
			}
			y := softfloat.Convert(c.T.Float, f, softfloat.NearestEven, x)
			for _, v := range []softfloat.Bits{y, softfloat.Add(f, softfloat.Upward, y, tiny), softfloat.Sub(f, softfloat.Downward, y, tiny)} {
				if !seen[f][v] {
					seen[f][v] = true
					out[f] = append(out[f], v)
				}
			}
		}
	}
	return out
}

// floatValue is the n-th float of format f the strategy gives: the raw
// bits of random bits, the program's floating constants, the special
// values of boundary values, and otherwise the strategy's integer as a
// float (zeros 0.0, ones 1.0, increasing 0.0, 1.0, 2.0, ...).
func (in *inputs) floatValue(f softfloat.Format, n int) softfloat.Bits {
	c := in.choice
	switch in.strategy.Name {
	case "random bits":
		x := softfloat.Bits{Lo: c.rng.Uint64(), Hi: c.rng.Uint64()}
		if w := f.Width(); w < 64 {
			x.Lo &= 1<<uint(w) - 1
			x.Hi = 0
		} else {
			x.Hi &= 1<<uint(w-64) - 1
		}
		return x
	case "program constants":
		if fs := c.floats[f]; len(fs) > 0 {
			return fs[c.rng.IntN(len(fs))]
		}
	case "random boundary values":
		one := softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: 1}, 64, true)
		edges := []softfloat.Bits{{}, softfloat.Neg(f, softfloat.Bits{}), one, softfloat.Neg(f, one),
			softfloat.Inf(f, false), softfloat.Inf(f, true), softfloat.DefaultNaN(f),
			softfloat.MaxFinite(f, false), softfloat.MaxFinite(f, true), {Lo: 1}}
		return edges[c.rng.IntN(len(edges))]
	}
	v := in.bits(64, true, n)
	return softfloat.FromInt(f, softfloat.NearestEven, softfloat.Bits{Lo: v}, 64, true)
}

// maxConstants bounds the constants a strategy picks from.
const maxConstants = 4096

// maxInputs bounds the inputs of one run, so that a run's memory stays
// bounded whatever the step limit (each input is kept for the replay):
// as many as the cells Search runs a program with at most (MaxCells), so
// that a program may fill each of its arrays with inputs once (two input
// arrays of 10^6 cells merged into one of 2·10^6 had met the earlier
// bound of 2^20 before their merge).
const maxInputs = MaxCells

// inputs supplies one run's values by a strategy: per edge, the n-th
// value of that edge.
type inputs struct {
	strategy Strategy
	choice   *choice
	perEdge  map[*program.Edge]int
	count    int
	// addresses counts the objects' addresses chosen in the run.
	addresses int
	// dead are the havocs whose value no execution reads (deadHavocs);
	// live counts the run's inputs from the others.
	dead map[*program.Edge]bool
	live int
	// arrays counts the live inputs that are arrays. With track set,
	// such an input is no input yet: its cells are computed when the
	// run first reads one (tracked), and each read counts as a live
	// input.
	arrays int
	track  bool
	// ends is, per havoc edge, one past the last sequence position its
	// values used (scalars of aggregates take positions n, n+1, ...):
	// the lengths oneLast needs, from this run for the next ones.
	ends map[*program.Edge]int
}

// bits is the strategy's value at position n of the current edge's
// sequence, noting the position in ends.
func (in *inputs) bits(w int, signed bool, n int) uint64 {
	if e := in.choice.edge; e != nil {
		if in.ends == nil {
			in.ends = map[*program.Edge]int{}
		}
		if n+1 > in.ends[e] {
			in.ends[e] = n + 1
		}
	}
	return in.strategy.bits(in.choice, w, signed, n)
}

func newInputs(s Strategy, constants []uint64, seed uint64) *inputs {
	return newFloatInputs(s, constants, nil, seed)
}

// newFloatInputs is newInputs with the program's floating constants.
func newFloatInputs(s Strategy, constants []uint64, floats map[softfloat.Format][]softfloat.Bits, seed uint64) *inputs {
	return newStringInputs(s, constants, floats, nil, seed)
}

// newStringInputs is newFloatInputs with the program's strings.
func newStringInputs(s Strategy, constants []uint64, floats map[softfloat.Format][]softfloat.Bits, strings [][]byte, seed uint64) *inputs {
	return &inputs{
		strategy: s,
		choice:   &choice{rng: rand.New(rand.NewPCG(seed, 0xc0c0a)), constants: constants, floats: floats, strings: strings},
		perEdge:  map[*program.Edge]int{},
	}
}

// Havoc implements interp.Inputs.
func (in *inputs) Havoc(e *program.Edge, t *program.Type) (interp.Value, error) {
	if in.count >= maxInputs {
		return interp.Value{}, fmt.Errorf("more than %d inputs in one run", maxInputs)
	}
	in.count++
	if in.track && t.Kind == program.KindArray {
		return in.tracked(t), nil
	}
	if !in.dead[e] {
		in.live++
		if t.Kind == program.KindArray {
			in.arrays++
		}
	}
	n := in.perEdge[e]
	in.perEdge[e] = n + 1
	in.choice.edge = e
	if h, ok := e.Stmt.(*program.Havoc); ok && strings.HasPrefix(h.Why, program.AddressWhy) && t.Kind == program.KindInt {
		// Objects' addresses: one layout an allocator might choose,
		// whatever the strategy (zeros would break its assumptions
		// and block every run).
		in.addresses++
		return interp.IntValue(t, program.AddressLayout(in.addresses-1)), nil
	}
	return in.value(t, n)
}

// value builds a value of t; the scalars of an aggregate take n, n+1,
// ... in order (an array's elements form the sequence).
func (in *inputs) value(t *program.Type, n int) (interp.Value, error) {
	var next func(t *program.Type) (interp.Value, error)
	next = func(t *program.Type) (interp.Value, error) {
		switch t.Kind {
		case program.KindBool:
			b := in.bits(1, false, n)
			n++
			return interp.IntValue(t, b&1), nil
		case program.KindInt:
			b := in.bits(t.Width, t.Signed, n)
			n++
			if t.Width > 64 {
				return interp.WideValue(t, b, uint64(int64(b)>>63)), nil // sign-extended
			}
			return interp.IntValue(t, b), nil
		case program.KindFloat:
			b := in.floatValue(t.Float, n)
			n++
			return interp.Value{Bits: b.Lo, Hi: b.Hi}, nil
		case program.KindPointer:
			n++
			return interp.Value{}, nil // null: a dereference is undefined, never a counterexample
		case program.KindArray:
			if in.strategy.Name == stringsStrategy && t.Elem.Kind == program.KindInt && t.Elem.Width == 8 && t.Len >= 2 && t.Len <= interp.SparseMin {
				v := interp.Value{Elems: make([]interp.Value, t.Len)}
				for i, b := range in.choice.programString(int(t.Len)) {
					v.Elems[i] = interp.IntValue(t.Elem, uint64(b))
				}
				n += int(t.Len)
				return v, nil
			}
			if t.Len > interp.SparseMin {
				// Sparse: cell i is the value the strategy gives the
				// scalars from n + i·(scalars of a cell), with its own
				// generator, whenever it is read.
				start, per, elem := n, int(t.Elem.Scalars()), t.Elem
				seed, c := in.choice.rng.Uint64(), *in.choice
				return interp.SparseRandom(t, func(i int64) interp.Value {
					cc := c
					cc.rng = rand.New(rand.NewPCG(seed, uint64(i)))
					sub := &inputs{strategy: in.strategy, choice: &cc}
					v, err := sub.value(elem, start+int(i)*per)
					if err != nil {
						return interp.ZeroValue(elem)
					}
					return v
				}), nil
			}
			v := interp.Value{Elems: make([]interp.Value, t.Len)}
			for i := range v.Elems {
				e, err := next(t.Elem)
				if err != nil {
					return interp.Value{}, err
				}
				v.Elems[i] = e
			}
			return v, nil
		case program.KindStruct:
			v := interp.Value{Elems: make([]interp.Value, len(t.Fields))}
			for i, f := range t.Fields {
				e, err := next(f.Type)
				if err != nil {
					return interp.Value{}, err
				}
				v.Elems[i] = e
			}
			return v, nil
		case program.KindUnion:
			b := make([]byte, t.Size)
			for i := range b {
				b[i] = byte(in.bits(8, false, n))
				n++
			}
			return interp.UnionValue(b), nil
		}
		return interp.Value{}, fmt.Errorf("no values of type %s", t)
	}
	return next(t)
}

// tracked is an input array of type t whose cells are computed only
// when the run reads them, as zeros (an array's cells, again such an
// array), each read counted as a live input. The interpreter computes a
// cell's value only where the run reads it (writes of whole cells set
// them without it: interp.Value.SetElem), so a run that ends with no
// live input never read a value of the array's: any other values would
// have made the same run.
func (in *inputs) tracked(t *program.Type) interp.Value {
	return interp.SparseRandom(t, func(int64) interp.Value {
		if t.Elem.Kind == program.KindArray {
			return in.tracked(t.Elem)
		}
		in.live++
		return interp.ZeroValue(t.Elem)
	})
}
