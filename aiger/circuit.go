package aiger

import (
	"bufio"
	"fmt"
	"io"

	"github.com/go-air/gini/logic"
	"github.com/go-air/gini/z"
)

// A Circuit is a sequential and-inverter circuit: the combinational part
// lives in a logic.C, whose inputs are either primary inputs or latches.
// Every latch starts at 0.
type Circuit struct {
	C       *logic.C
	Latches []Latch
	Bad     []Signal // bad-state properties: reachable when the literal can be true

	// Every node of C without inputs that is not a latch is a primary
	// input; names holds the names given to them.
	names    map[z.Var]string
	latchIdx map[z.Var]int
}

// A Signal is a named literal.
type Signal struct {
	Lit  z.Lit
	Name string
}

// A Latch is a state bit: its value at time 0 is 0, at time t+1 the value
// of Next at time t.
type Latch struct {
	Lit  z.Lit
	Next z.Lit
	Name string
}

func newCircuit() *Circuit {
	return &Circuit{C: logic.NewC(), names: map[z.Var]string{}, latchIdx: map[z.Var]int{}}
}

// input returns a new primary input.
func (c *Circuit) input(name string) z.Lit {
	m := c.C.Lit()
	c.names[m.Var()] = name
	return m
}

// nameInputs names the inputs created since C had length from.
func (c *Circuit) nameInputs(from int, name string) {
	for i := from; i < c.C.Len(); i++ {
		m := c.C.At(i)
		if a, _ := c.C.Ins(m); a == z.LitNull && c.names[m.Var()] == "" {
			if _, ok := c.latchIdx[m.Var()]; !ok {
				c.names[m.Var()] = name
			}
		}
	}
}

// latch returns a new latch; its next-state function is set later.
func (c *Circuit) latch(name string) z.Lit {
	m := c.C.Lit()
	c.latchIdx[m.Var()] = len(c.Latches)
	c.Latches = append(c.Latches, Latch{Lit: m, Next: m, Name: name})
	return m
}

func (c *Circuit) setNext(latch, next z.Lit) {
	i, ok := c.latchIdx[latch.Var()]
	if !ok || !latch.IsPos() {
		panic("aiger: not a latch")
	}
	c.Latches[i].Next = next
}

// Stats counts what WriteBinary writes: the parts in the cone of influence
// of the latches' next-state functions and the bad-state properties.
type Stats struct {
	Inputs, Latches, Ands, Bad int
}

// cone numbers the nodes that WriteBinary writes: inputs that some next
// state or property reads (in creation order), every latch, then the and
// gates in the cone of influence in topological order. It returns the
// AIGER variable of each logic.C variable (0 when not written) and the and
// gates in output order.
func (c *Circuit) cone() (aigVar []uint32, inputs []Signal, ands []z.Var) {
	n := c.C.Len()
	aigVar = make([]uint32, n)
	isLatch := make([]bool, n)
	for _, l := range c.Latches {
		isLatch[l.Lit.Var()] = true
	}
	isLatch[c.C.T.Var()] = true // the constant is no input
	seen := make([]bool, n)
	seen[c.C.T.Var()] = true
	var order []z.Var // and gates, children first
	usedIn := make([]bool, n)
	var visit func(m z.Lit)
	visit = func(root z.Lit) {
		// Iterative post-order: circuits can be deep (ripple-carry chains).
		type frame struct {
			v    z.Var
			done bool
		}
		stack := []frame{{v: root.Var()}}
		for len(stack) > 0 {
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if f.done {
				order = append(order, f.v)
				continue
			}
			if seen[f.v] {
				continue
			}
			seen[f.v] = true
			a, b := c.C.Ins(f.v.Pos())
			if a == z.LitNull {
				if !isLatch[f.v] {
					usedIn[f.v] = true
				}
				continue
			}
			stack = append(stack, frame{v: f.v, done: true})
			if !seen[b.Var()] {
				stack = append(stack, frame{v: b.Var()})
			}
			if !seen[a.Var()] {
				stack = append(stack, frame{v: a.Var()})
			}
		}
	}
	for _, l := range c.Latches {
		visit(l.Next)
	}
	for _, b := range c.Bad {
		visit(b.Lit)
	}
	next := uint32(1)
	for i := range n {
		if usedIn[i] {
			aigVar[i] = next
			next++
			inputs = append(inputs, Signal{Lit: z.Var(i).Pos(), Name: c.names[z.Var(i)]})
		}
	}
	for _, l := range c.Latches {
		aigVar[l.Lit.Var()] = next
		next++
	}
	for _, v := range order {
		aigVar[v] = next
		next++
	}
	return aigVar, inputs, order
}

// Stats returns the sizes of the circuit as WriteBinary writes it.
func (c *Circuit) Stats() Stats {
	_, inputs, ands := c.cone()
	return Stats{Inputs: len(inputs), Latches: len(c.Latches), Ands: len(ands), Bad: len(c.Bad)}
}

// WriteBinary writes c in the binary AIGER format, version 1.9: inputs,
// latches (all initialised to 0), outputs, bad-state properties, and gates,
// then the symbol table. The outputs are the bad-state properties again,
// in the same order, for tools that read only outputs (AIGER 1.0 style, as
// in the hardware model checking competition before 2010): output i is
// property i. Inputs outside the cone of influence are left out.
func (c *Circuit) WriteBinary(w io.Writer) error {
	aigVar, inputs, ands := c.cone()
	lit := func(m z.Lit) uint32 {
		switch m {
		case c.C.F:
			return 0
		case c.C.T:
			return 1
		}
		v := aigVar[m.Var()]
		if v == 0 {
			panic(fmt.Sprintf("aiger: literal %v outside the cone", m))
		}
		if m.IsPos() {
			return 2 * v
		}
		return 2*v + 1
	}
	bw := bufio.NewWriter(w)
	maxVar := len(inputs) + len(c.Latches) + len(ands)
	fmt.Fprintf(bw, "aig %d %d %d %d %d %d\n", maxVar, len(inputs), len(c.Latches), len(c.Bad), len(ands), len(c.Bad))
	for _, l := range c.Latches {
		fmt.Fprintf(bw, "%d\n", lit(l.Next))
	}
	for range 2 {
		for _, b := range c.Bad {
			fmt.Fprintf(bw, "%d\n", lit(b.Lit))
		}
	}
	for _, v := range ands {
		a, b := c.C.Ins(v.Pos())
		lhs, r0, r1 := 2*aigVar[v], lit(a), lit(b)
		if r0 < r1 {
			r0, r1 = r1, r0
		}
		writeDelta(bw, lhs-r0)
		writeDelta(bw, r0-r1)
	}
	// Names must be unique (ABC insists): inputs get their position.
	for i, in := range inputs {
		if in.Name != "" {
			fmt.Fprintf(bw, "i%d %s #%d\n", i, symbol(in.Name), i)
		}
	}
	for i, l := range c.Latches {
		fmt.Fprintf(bw, "l%d %s\n", i, symbol(l.Name))
	}
	for i, b := range c.Bad {
		fmt.Fprintf(bw, "o%d %s\n", i, symbol(b.Name))
	}
	// No names for the B section: ABC reads it as more outputs and
	// rejects a second name for them.
	fmt.Fprintf(bw, "c\nwritten by satabs-go\n")
	return bw.Flush()
}

// writeDelta writes x in AIGER's 7-bit variable-length encoding.
func writeDelta(w *bufio.Writer, x uint32) {
	for x >= 0x80 {
		w.WriteByte(byte(x&0x7f | 0x80))
		x >>= 7
	}
	w.WriteByte(byte(x))
}

// symbol makes a name fit on one symbol-table line.
func symbol(s string) string {
	out := []byte(s)
	for i, ch := range out {
		if ch == '\n' || ch == '\r' {
			out[i] = ' '
		}
	}
	if len(out) == 0 {
		return "_"
	}
	return string(out)
}
