package symex

import (
	"encoding/binary"
	"fmt"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
)

// An Encoder turns program statements and expressions into bit-vector
// circuits. One Encoder serves one formula (a block, a path, an unrolled
// program); it collects the facts that must hold besides the path guard:
// consistency axioms of nondeterministic arrays.
type Encoder struct {
	P *program.Program
	B *bitvec.Builder

	offBits, objBits int
	// store is the state a Store writes into, while it does: a pointer
	// stored into a union's bits becomes its integer image (addr.go),
	// which reads the objects' addresses there.
	store *State

	// Axioms must hold in every model of the formula.
	Axioms []z.Lit
	// Interrupt, when set, is polled in the encoder's long loops (the
	// axioms of a read at a symbolic index against every earlier read of
	// the array); when it says so, the encoding stops with an
	// *UnsupportedError "interrupted" (Unroll sets it to its context's
	// end).
	Interrupt func() bool
	// Havocs lists every executed Havoc, in execution order of the symbolic
	// run: the inputs of a concrete run are those whose Guard is true.
	Havocs []HavocEvent
	// Checks lists every executed Check.
	Checks []CheckEvent
	// Initial holds the values of variables read before any write: the
	// inputs of a block formula.
	Initial map[*program.Var]Value

	// TrackUndefined makes the encoder collect in Undefined the conditions
	// under which the evaluated expressions and stores are undefined in
	// package interp (array index out of bounds, a dereference that finds
	// no place or a dead object, subtraction of pointers into different
	// objects), guarded as interp evaluates: only the selected arm of an
	// Ite, the right operand of && and || only when the left does not
	// decide. Off by default, so that the circuits of other users do not
	// change. Package aiger uses it to block undefined steps.
	TrackUndefined bool
	Undefined      []z.Lit
	// Dead, with TrackUndefined, returns the literal "object v is out of
	// scope" (interp's dangling pointers); nil means always in scope.
	Dead func(v *program.Var) z.Lit
	// evalGuard is the condition under which the expression being
	// evaluated is evaluated at all; z.LitNull means always.
	evalGuard z.Lit
	// pts is the points-to analysis of P that narrows the case split of
	// dereferences (nil: no narrowing).
	pts *pointsTo
}

// mayDesignate returns the objects a pointer computed by x may designate,
// or nil for any object.
func (e *Encoder) mayDesignate(x program.Expr) objSet {
	if e.pts == nil {
		return nil
	}
	return e.pts.mayDesignate(x)
}

// undefinedIf records that the current evaluation is undefined when m
// holds (with TrackUndefined).
func (e *Encoder) undefinedIf(m z.Lit) {
	if !e.TrackUndefined || m == e.B.F() {
		return
	}
	if e.evalGuard != z.LitNull {
		m = e.B.C().And(e.evalGuard, m)
	}
	e.Undefined = append(e.Undefined, m)
}

// evalUnder evaluates x when g holds, for undefinedness tracking.
func (e *Encoder) evalUnder(s *State, g z.Lit, x program.Expr) Value {
	if !e.TrackUndefined {
		return e.Eval(s, x)
	}
	old := e.evalGuard
	if old == z.LitNull {
		e.evalGuard = g
	} else {
		e.evalGuard = e.B.C().And(old, g)
	}
	defer func() { e.evalGuard = old }()
	return e.Eval(s, x)
}

// inRange is the condition that idx (indexBits wide) indexes an array of
// n elements; normIndex makes negative signed indices huge.
func (e *Encoder) inRange(idx bitvec.BV, n int64) z.Lit {
	return e.B.ULt(idx, e.B.Const(indexBits, uint64(n)))
}

// A HavocEvent is one nondeterministic choice in the formula.
type HavocEvent struct {
	Edge  *program.Edge
	Guard z.Lit
	Type  *program.Type
	Value Value
}

// A CheckEvent is one check in the formula: it is violated in a model
// where Guard holds and Cond does not.
type CheckEvent struct {
	Edge  *program.Edge
	Check *program.CheckInfo
	Guard z.Lit
	Cond  z.Lit
	// Parts are the guards of the paths joined before the check (a hint,
	// possibly nil): the violation is the disjunction of its conjunctions
	// with each part, and with the negation of all parts (empty when the
	// parts cover the guard, as they do after a join).
	Parts []z.Lit
}

// Violation returns the literal of e's violation.
func (e *Encoder) Violation(c CheckEvent) z.Lit {
	return e.B.C().And(c.Guard, c.Cond.Not())
}

// NewEncoder returns an encoder for p's types on builder b.
func NewEncoder(p *program.Program, b *bitvec.Builder) *Encoder {
	e := &Encoder{
		P:       p,
		B:       b,
		offBits: p.PointerOffsetBits(),
		objBits: p.PointerObjectBits(),
		Initial: map[*program.Var]Value{},
	}
	if UsePointsTo && len(p.Objects) > 0 {
		e.pts = pointsToOf(p)
	}
	return e
}

// An UnsupportedError reports a construct the encoding cannot express.
type UnsupportedError struct {
	Pos program.Pos
	Msg string
}

func (err *UnsupportedError) Error() string {
	return fmt.Sprintf("%s: unsupported: %s", err.Pos, err.Msg)
}

// unsupported aborts the encoding; Exec recovers it into an error.
func unsupported(format string, args ...any) {
	panic(&UnsupportedError{Msg: fmt.Sprintf(format, args...)})
}

// ScalarWidth returns the number of bits of a Bool, Int, Pointer or Union.
func (e *Encoder) ScalarWidth(t *program.Type) int {
	switch t.Kind {
	case program.KindBool, program.KindInt, program.KindFloat:
		return t.Width
	case program.KindPointer:
		return e.offBits + e.objBits
	case program.KindUnion:
		return int(t.Size * 8)
	}
	panic(fmt.Sprintf("symex: ScalarWidth of %s", t))
}

// PointerParts splits a pointer into offset and object number.
func (e *Encoder) PointerParts(v Value) (off, obj bitvec.BV) {
	return v.Bits[:e.offBits], v.Bits[e.offBits:]
}

func (e *Encoder) makePointer(off, obj bitvec.BV) Value {
	bits := make(bitvec.BV, 0, len(off)+len(obj))
	bits = append(bits, off...)
	return Value{Bits: append(bits, obj...)}
}

// Fresh returns a nondeterministic value of type t.
func (e *Encoder) Fresh(t *program.Type) Value { return e.freshWithin(t, nil) }

// freshWithin returns a nondeterministic value of type t whose pointers
// are null or designate objects in objs (nil: any object), the
// constraint an axiom: the indeterminate value of a fresh variable, as
// the points-to analysis assumes it (package documentation).
func (e *Encoder) freshWithin(t *program.Type, objs objSet) Value {
	switch t.Kind {
	case program.KindStruct:
		elems := make([]Value, len(t.Fields))
		for i, f := range t.Fields {
			elems[i] = e.freshWithin(f.Type, objs)
		}
		return Value{Elems: elems}
	case program.KindArray:
		return Value{Arr: &Array{Elem: t.Elem, Len: t.Len, base: &arrayBase{kind: baseFresh, within: objs}}}
	case program.KindVoid:
		return Value{}
	}
	v := Value{Bits: e.B.Fresh(e.ScalarWidth(t))}
	if objs != nil && t.Kind == program.KindPointer {
		_, obj := e.PointerParts(v)
		e.Axioms = append(e.Axioms, e.restrictObject(obj, objs))
	}
	return v
}

// Zero returns the zero value of type t.
func (e *Encoder) Zero(t *program.Type) Value {
	switch t.Kind {
	case program.KindStruct:
		elems := make([]Value, len(t.Fields))
		for i, f := range t.Fields {
			elems[i] = e.Zero(f.Type)
		}
		return Value{Elems: elems}
	case program.KindArray:
		return Value{Arr: &Array{Elem: t.Elem, Len: t.Len, base: &arrayBase{kind: baseZero}}}
	case program.KindVoid:
		return Value{}
	}
	return Value{Bits: e.B.Zero(e.ScalarWidth(t))}
}

// Ite returns c ? a : b for values of type t.
func (e *Encoder) Ite(c z.Lit, a, b Value, t *program.Type) Value {
	if c == e.B.T() {
		return a
	}
	if c == e.B.F() {
		return b
	}
	switch t.Kind {
	case program.KindStruct:
		elems := make([]Value, len(t.Fields))
		for i, f := range t.Fields {
			elems[i] = e.Ite(c, a.Elems[i], b.Elems[i], f.Type)
		}
		return Value{Elems: elems}
	case program.KindArray:
		return Value{Arr: e.iteArray(c, a.Arr, b.Arr)}
	case program.KindVoid:
		return Value{}
	}
	if sameLits(a.Bits, b.Bits) {
		return a
	}
	return Value{Bits: e.B.Ite(c, a.Bits, b.Bits)}
}

// litsKey is a map key for the literals of x.
func litsKey(x bitvec.BV) string {
	b := make([]byte, 0, 4*len(x))
	for _, l := range x {
		b = binary.LittleEndian.AppendUint32(b, uint32(l))
	}
	return string(b)
}

func sameLits(a, b bitvec.BV) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Equal returns the literal of a == b for values of type t (member-wise for
// structs; arrays are compared on their first elements only when short:
// equality of arrays is needed only for axioms of nondeterministic arrays
// of arrays, where element-wise equality up to 64 elements is used).
func (e *Encoder) Equal(a, b Value, t *program.Type) z.Lit {
	c := e.B.C()
	switch t.Kind {
	case program.KindStruct:
		lits := make([]z.Lit, len(t.Fields))
		for i, f := range t.Fields {
			lits[i] = e.Equal(a.Elems[i], b.Elems[i], f.Type)
		}
		return c.Ands(lits...)
	case program.KindArray:
		if a.Arr == b.Arr {
			return e.B.T()
		}
		if t.Len > maxArrayEqual {
			unsupported("comparison of arrays of %d elements", t.Len)
		}
		var lits []z.Lit
		for i := int64(0); i < t.Len; i++ {
			idx := e.B.Const(indexBits, uint64(i))
			lits = append(lits, e.Equal(e.readArray(a.Arr, idx), e.readArray(b.Arr, idx), t.Elem))
		}
		return c.Ands(lits...)
	case program.KindVoid:
		return e.B.T()
	}
	return e.B.Eq(a.Bits, b.Bits)
}

// readArray returns element idx (indexBits wide) of a. Indices outside the
// array read as unconstrained values of the base.
func (e *Encoder) readArray(a *Array, idx bitvec.BV) Value {
	k, isConst := bitvec.ConstValue(idx)
	// hits compares a write's index with idx: as integers when both are
	// constants, as circuits otherwise.
	hits := func(w *arrayWrite) z.Lit {
		if w.seg != nil {
			c := e.B.C()
			return c.And(e.B.SLe(w.seg.lo, idx), e.B.SLt(idx, w.seg.hi))
		}
		if isConst && w.isConst {
			return e.B.Bool(w.constIdx == k)
		}
		return e.B.Eq(w.idx, idx)
	}
	var chain []*arrayWrite
	var chainHits []z.Lit
	shadowed := false
	for w := a.last; w != nil; w = w.prev {
		if w.guard == e.B.F() {
			continue
		}
		hit := hits(w)
		if hit == e.B.F() {
			continue
		}
		if hit == e.B.T() && w.guard == e.B.T() {
			shadowed = true // shadows everything older
		}
		chain = append(chain, w)
		chainHits = append(chainHits, hit)
		if shadowed {
			break
		}
	}
	var v Value
	if n := len(chain); shadowed {
		v = chain[n-1].val
		if g := chain[n-1].seg; g != nil {
			v = e.segmentValue(g, idx)
		}
		chain, chainHits = chain[:n-1], chainHits[:n-1]
	} else {
		v = e.readCells(a, idx)
	}
	for i := len(chain) - 1; i >= 0; i-- {
		w := chain[i]
		hit := e.B.C().And(w.guard, chainHits[i])
		val := w.val
		if w.seg != nil {
			val = e.segmentValue(w.seg, idx)
		}
		v = e.Ite(hit, val, v, a.Elem)
	}
	return v
}

// readCells reads element idx of a without its list of writes: the cell
// written at idx, else the base. At a symbolic index it chooses among
// the written cells.
func (e *Encoder) readCells(a *Array, idx bitvec.BV) Value {
	if k, ok := bitvec.ConstValue(idx); ok {
		if v, ok := a.cells.get(k); ok {
			return v
		}
		return e.readBase(a, idx)
	}
	// When every element is written, the base shows only at an index
	// outside the array, which is undefined (program.Index: the
	// interpreter's run stops there), so the last cell stands for it:
	// no element of the base is made (a fresh base's element would add
	// an axiom for each read before it).
	var v Value
	full := a.Len > 0 && a.Len <= spreadCells
	for j := int64(0); full && j < a.Len; j++ {
		last, ok := a.cells.get(uint64(j))
		full = ok
		v = last
	}
	if !full {
		v = e.readBase(a, idx)
	}
	a.cells.each(func(k uint64, cell Value) {
		if full && k == uint64(a.Len-1) {
			return
		}
		v = e.Ite(e.B.Eq(idx, e.B.Const(indexBits, k)), cell, v, a.Elem)
	})
	return v
}

func (e *Encoder) readBase(a *Array, idx bitvec.BV) Value {
	base := a.base
	switch base.kind {
	case baseZero:
		return e.Zero(a.Elem)
	case baseIte:
		// Arrays are values: a read of an ite base at an index is the
		// same circuit each time, and is remembered. Without that, a
		// chain of merges (an array assigned under a condition in each
		// iteration of an unrolled loop, as realloc's copies are) reads
		// both arms of every merge again, exponentially in the chain.
		key := litsKey(idx)
		if v, ok := base.iteReads[key]; ok {
			return v
		}
		v := e.Ite(base.cond, e.readArray(base.a, idx), e.readArray(base.b, idx), a.Elem)
		if base.iteReads == nil {
			base.iteReads = map[string]Value{}
		}
		base.iteReads[key] = v
		return v
	case baseCells:
		if i, ok := bitvec.ConstValue(idx); ok {
			if i < uint64(len(base.cells)) {
				return base.cells[i]
			}
			return e.Zero(a.Elem)
		}
		v := e.Zero(a.Elem)
		for i := len(base.cells) - 1; i >= 0; i-- {
			v = e.Ite(e.B.Eq(idx, e.B.Const(indexBits, uint64(i))), base.cells[i], v, a.Elem)
		}
		return v
	}
	// A fresh base: one fresh element per distinct read, with the axioms
	// that reads at equal indices agree. Reads at two different constant
	// indices need none.
	k, isConst := bitvec.ConstValue(idx)
	if isConst {
		if i, ok := base.byConst[k]; ok {
			return base.reads[i].val
		}
	} else {
		for _, i := range base.symReads {
			if sameLits(base.reads[i].idx, idx) {
				return base.reads[i].val
			}
		}
	}
	v := e.freshWithin(a.Elem, base.within)
	rows := longRows(a.Elem)
	if rows {
		e.joinRows(base, v, idx)
	}
	axiom := func(r baseRead) {
		if rows {
			// Rows of one path agree cell by cell through the
			// axioms of their group, read by read.
			return
		}
		same := e.B.Eq(r.idx, idx)
		if same == e.B.F() {
			return
		}
		e.Axioms = append(e.Axioms, e.B.C().Implies(same, e.Equal(r.val, v, a.Elem)))
	}
	if base.group != nil {
		e.rowAxioms(base, idx, v, a.Elem)
	}
	if isConst {
		for n, i := range base.symReads {
			e.poll(n)
			axiom(base.reads[i])
		}
		if base.byConst == nil {
			base.byConst = map[uint64]int{}
		}
		base.byConst[k] = len(base.reads)
	} else {
		for n, r := range base.reads {
			e.poll(n)
			axiom(r)
		}
		base.symReads = append(base.symReads, len(base.reads))
	}
	base.reads = append(base.reads, baseRead{idx: idx, val: v})
	return v
}

// poll stops the encoding when Interrupt says so, looking every 256th
// step n of a loop.
func (e *Encoder) poll(n int) {
	if n%256 == 255 && e.Interrupt != nil && e.Interrupt() {
		panic(&UnsupportedError{Msg: "interrupted"})
	}
}

// writeArray returns a with element idx set to v when guard holds.
func (e *Encoder) writeArray(a *Array, guard z.Lit, idx bitvec.BV, v Value) *Array {
	if guard == e.B.F() {
		return a
	}
	k, isConst := bitvec.ConstValue(idx)
	if isConst && a.last == nil && a.base.kind != baseCells {
		// Into the cells: the new value of the cell, whatever guard.
		if guard != e.B.T() {
			v = e.Ite(guard, v, e.readCells(a, idx), a.Elem)
		}
		return &Array{Elem: a.Elem, Len: a.Len, base: a.base, cells: a.cells.set(k, v)}
	}
	if !isConst && a.last == nil && a.base.kind != baseCells && spreadWrite(a) && spreadCheap(a) {
		// A symbolic index into a short array: the write of each cell
		// under guard ∧ idx = j, so that the array stays in its cells and
		// later reads cost a choice among them, not a walk over every
		// write since (a table of buckets indexed by a hash, written in
		// each iteration of an unrolled loop). An index outside the array
		// writes nothing: it is undefined (program.Index), and the
		// interpreter's run stops there. Only when the cells' old values
		// cost no axioms (spreadCheap).
		cells := a.cells
		for j := int64(0); j < a.Len; j++ {
			at := e.B.C().And(guard, e.B.Eq(idx, e.B.Const(indexBits, uint64(j))))
			if at == e.B.F() {
				continue
			}
			jv := e.B.Const(indexBits, uint64(j))
			cells = cells.set(uint64(j), e.Ite(at, v, e.readCells(a, jv), a.Elem))
		}
		return &Array{Elem: a.Elem, Len: a.Len, base: a.base, cells: cells}
	}
	depth := 1
	if a.last != nil {
		depth = a.last.depth + 1
	}
	return &Array{Elem: a.Elem, Len: a.Len, base: a.base, cells: a.cells,
		last: &arrayWrite{prev: a.last, depth: depth, guard: guard, idx: idx, val: v, constIdx: k, isConst: isConst}}
}

// spreadCheap reports whether reading every cell of a (the old values
// of a spread write) costs few elements of its base: the base is zero,
// or at most one cell is unwritten (a heap object of one struct), or the
// base is fresh and read at no symbolic index yet. A fresh base's
// element at a constant index needs an axiom for each symbolic read of
// the base: in a step case of a loop over an array (a sort's swap, with
// invariants that read the cells at many index terms) the elements of
// every cell cost more than the chain of writes they replace.
func spreadCheap(a *Array) bool {
	switch {
	case a.base.kind == baseZero || unwrittenCells(a) <= 1:
		return true
	case a.base.kind == baseFresh:
		return len(a.base.symReads) == 0
	}
	return false
}

// unwrittenCells is the number of cells of a not written at a constant
// index (before any write of a.last).
func unwrittenCells(a *Array) int64 {
	n := int64(0)
	for j := int64(0); j < a.Len; j++ {
		if _, ok := a.cells.get(uint64(j)); !ok {
			n++
		}
	}
	return n
}

// spreadCells and spreadBytes bound the arrays whose writes at a symbolic
// index spreadWrite spreads over the cells: a write costs an ite per cell
// and bit, so only short arrays of small scalar or struct elements.
const (
	spreadCells = 16
	spreadBytes = 256
)

// spreadWrite reports whether a write at a symbolic index into a is
// spread over its cells (writeArray): a is short, its elements small and
// free of arrays (an ite of arrays is a merged base, costly to read).
func spreadWrite(a *Array) bool {
	return a.Len > 0 && a.Len <= spreadCells && a.Len*a.Elem.Size <= spreadBytes && !holdsArray(a.Elem)
}

// holdsArray reports whether values of type t contain an array.
func holdsArray(t *program.Type) bool {
	switch t.Kind {
	case program.KindArray:
		return true
	case program.KindStruct:
		for _, f := range t.Fields {
			if holdsArray(f.Type) {
				return true
			}
		}
	}
	return false
}

// iteArray merges two arrays: over the same base and cells, writes after
// their common history become guarded by c and ¬c; over the same base
// with no writes after their cells, the cells that differ become ites;
// otherwise the result has an ite base.
func (e *Encoder) iteArray(c z.Lit, a, b *Array) *Array {
	if a == b {
		return a
	}
	if a.base == b.base && a.cells != b.cells && a.last == nil && b.last == nil {
		out := a.cells
		diffCells(a.cells, b.cells, func(k uint64) {
			idx := e.B.Const(indexBits, k)
			out = out.set(k, e.Ite(c, e.readCells(a, idx), e.readCells(b, idx), a.Elem))
		})
		return &Array{Elem: a.Elem, Len: a.Len, base: a.base, cells: out}
	}
	if a.base != b.base || a.cells != b.cells {
		return &Array{Elem: a.Elem, Len: a.Len, base: &arrayBase{kind: baseIte, cond: c, a: a, b: b}}
	}
	// Find the newest common write.
	wa, wb := a.last, b.last
	for wa != wb {
		da, db := depthOf(wa), depthOf(wb)
		if da >= db {
			wa = wa.prev
		}
		if db >= da {
			wb = wb.prev
		}
	}
	common := wa
	out := &Array{Elem: a.Elem, Len: a.Len, base: a.base, cells: a.cells, last: common}
	add := func(from *arrayWrite, g z.Lit) {
		var ws []*arrayWrite
		for w := from; w != common; w = w.prev {
			ws = append(ws, w)
		}
		for i := len(ws) - 1; i >= 0; i-- {
			out = e.appendWrite(out, e.B.C().And(g, ws[i].guard), ws[i])
		}
	}
	add(a.last, c)
	add(b.last, c.Not())
	return out
}

// appendWrite returns a with write w repeated under guard (into the list
// of writes, whatever its index: merged writes stay after the cells).
func (e *Encoder) appendWrite(a *Array, guard z.Lit, w *arrayWrite) *Array {
	if guard == e.B.F() {
		return a
	}
	depth := 1
	if a.last != nil {
		depth = a.last.depth + 1
	}
	return &Array{Elem: a.Elem, Len: a.Len, base: a.base, cells: a.cells,
		last: &arrayWrite{prev: a.last, depth: depth, guard: guard, idx: w.idx, val: w.val, constIdx: w.constIdx, isConst: w.isConst, seg: w.seg}}
}

// fillArray returns a with the cells lo <= idx < hi (indexBits wide,
// signed) set to val(idx) when guard holds (program.Fill); rel, when not
// nil, is Fill.Rel at idx, asserted of every cell read (segmentValue).
func (e *Encoder) fillArray(a *Array, guard z.Lit, lo, hi bitvec.BV, val func(bitvec.BV) Value, rel func(bitvec.BV) z.Lit) *Array {
	if guard == e.B.F() {
		return a
	}
	depth := 1
	if a.last != nil {
		depth = a.last.depth + 1
	}
	return &Array{Elem: a.Elem, Len: a.Len, base: a.base, cells: a.cells,
		last: &arrayWrite{prev: a.last, depth: depth, guard: guard, seg: &segment{lo: lo, hi: hi, val: val, rel: rel, guard: guard}}}
}

// segmentValue is the value a segment writes at idx.
func (e *Encoder) segmentValue(g *segment, idx bitvec.BV) Value {
	for _, r := range g.done {
		if sameLits(r.idx, idx) {
			return r.val
		}
	}
	v := g.val(idx)
	g.done = append(g.done, baseRead{idx: idx, val: v})
	if g.rel != nil {
		// The relation holds of every cell of the segment, when the
		// segment is written: asserted of each cell a read asks for.
		c := e.B.C()
		written := c.Ands(g.guard, e.B.SLe(g.lo, idx), e.B.SLt(idx, g.hi))
		e.Axioms = append(e.Axioms, c.Implies(written, g.rel(idx)))
	}
	return v
}

func depthOf(w *arrayWrite) int {
	if w == nil {
		return 0
	}
	return w.depth
}

// normIndex widens an index of integer type t to indexBits.
func (e *Encoder) normIndex(idx bitvec.BV, t *program.Type) bitvec.BV {
	if len(idx) >= indexBits {
		return e.B.Trunc(idx, indexBits)
	}
	return e.B.Resize(idx, indexBits, t.Signed)
}

// toBits flattens a value of type t into its little-endian storage bits
// (Size*8 bits), for unions.
func (e *Encoder) toBits(t *program.Type, v Value) bitvec.BV {
	n := int(t.Size * 8)
	out := e.B.Zero(n)
	switch t.Kind {
	case program.KindBool, program.KindInt, program.KindUnion, program.KindFloat:
		copy(out, v.Bits)
	case program.KindPointer:
		if e.store == nil {
			unsupported("pointer stored in a union")
		}
		copy(out, e.image(e.store, v))
	case program.KindStruct:
		for i, f := range t.Fields {
			if f.BitWidth != 0 {
				copy(out[f.Offset*8+int64(f.BitOff):], v.Elems[i].Bits)
				continue
			}
			copy(out[f.Offset*8:], e.toBits(f.Type, v.Elems[i]))
		}
	case program.KindArray:
		if t.Len > 4096 {
			unsupported("array of %d elements in a union", t.Len)
		}
		es := int(t.Elem.Size * 8)
		for i := int64(0); i < t.Len; i++ {
			el := e.readArray(v.Arr, e.B.Const(indexBits, uint64(i)))
			copy(out[int(i)*es:], e.toBits(t.Elem, el))
		}
	}
	return out
}

// fromBits reads a value of type t from little-endian storage bits.
func (e *Encoder) fromBits(t *program.Type, bits bitvec.BV) Value {
	get := func(lo, n int) bitvec.BV {
		out := e.B.Zero(n)
		if lo < len(bits) {
			copy(out, bits[lo:])
		}
		return out
	}
	switch t.Kind {
	case program.KindBool:
		// A _Bool member holds 0 or 1 in its byte; other patterns are
		// undefined: read the low bit.
		return Value{Bits: get(0, 1)}
	case program.KindInt, program.KindFloat:
		return Value{Bits: get(0, t.Width)}
	case program.KindUnion:
		return Value{Bits: get(0, int(t.Size*8))}
	case program.KindPointer:
		unsupported("pointer read from a union")
	case program.KindStruct:
		elems := make([]Value, len(t.Fields))
		for i, f := range t.Fields {
			if f.BitWidth != 0 {
				elems[i] = Value{Bits: get(int(f.Offset*8)+f.BitOff, f.BitWidth)}
				continue
			}
			elems[i] = e.fromBits(f.Type, get(int(f.Offset*8), int(f.Type.Size*8)))
		}
		return Value{Elems: elems}
	case program.KindArray:
		if t.Len > 4096 {
			unsupported("array of %d elements in a union", t.Len)
		}
		arr := &Array{Elem: t.Elem, Len: t.Len, base: &arrayBase{kind: baseZero}}
		es := int(t.Elem.Size * 8)
		for i := int64(0); i < t.Len; i++ {
			el := e.fromBits(t.Elem, get(int(i)*es, es))
			arr = e.writeArray(arr, e.B.T(), e.B.Const(indexBits, uint64(i)), el)
		}
		return Value{Arr: arr}
	}
	return Value{}
}
