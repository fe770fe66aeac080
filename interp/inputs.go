package interp

import (
	"fmt"
	"math/rand/v2"

	"github.com/satabs-go/satabs-go/program"
)

// Inputs supplies the nondeterministic values of a run: Run calls Havoc once
// per executed Havoc edge, in execution order, with the edge and the type of
// its left-hand side. An error (or a value that does not fit t) ends the
// run with status NoInput.
type Inputs interface {
	Havoc(e *program.Edge, t *program.Type) (Value, error)
}

// InputFunc adapts a function to Inputs.
type InputFunc func(e *program.Edge, t *program.Type) (Value, error)

// Havoc calls f.
func (f InputFunc) Havoc(e *program.Edge, t *program.Type) (Value, error) { return f(e, t) }

// SeqInputs replays a fixed list of values, such as Result.Inputs of an
// earlier run or the inputs of a counterexample.
type SeqInputs struct {
	Vals []Value
	Next int // index of the next value to supply
}

// NewSeqInputs returns inputs that supply vals in order.
func NewSeqInputs(vals []Value) *SeqInputs { return &SeqInputs{Vals: vals} }

// Havoc returns the next value, or an error when the list is exhausted.
func (s *SeqInputs) Havoc(e *program.Edge, t *program.Type) (Value, error) {
	if s.Next >= len(s.Vals) {
		return Value{}, fmt.Errorf("inputs exhausted after %d values", len(s.Vals))
	}
	v := s.Vals[s.Next]
	s.Next++
	return v, nil
}

// RandomInputs supplies random values. Integers are biased to edge values
// (0, 1, -1, the minimum and the maximum of the type and their neighbours);
// pointers are null unless Program is set, in which case they may also
// point to an element of any of its objects.
type RandomInputs struct {
	Program *program.Program
	rng     *rand.Rand
}

// NewRandomInputs returns random inputs from a seeded generator: the same
// seed gives the same values.
func NewRandomInputs(seed int64) *RandomInputs {
	return &RandomInputs{rng: rand.New(rand.NewPCG(uint64(seed), 0x5a7ab5))}
}

// Havoc returns a random value of type t.
func (r *RandomInputs) Havoc(e *program.Edge, t *program.Type) (Value, error) {
	return r.value(t)
}

func (r *RandomInputs) value(t *program.Type) (Value, error) {
	switch t.Kind {
	case program.KindBool:
		return Value{Bits: r.rng.Uint64() & 1}, nil
	case program.KindInt:
		if isWide(t) {
			// Random bits, or a sign-extended edge value of 64 bits.
			lo := r.integer(64, t.Signed)
			hi := r.rng.Uint64()
			if r.rng.IntN(2) == 0 {
				hi = uint64(int64(lo) >> 63)
			}
			return WideValue(t, lo, hi), nil
		}
		return IntValue(t, r.integer(t.Width, t.Signed)), nil
	case program.KindFloat:
		return randomFloat(r.rng, t), nil
	case program.KindPointer:
		p := r.Program
		if p == nil || len(p.Objects) == 0 || r.rng.IntN(4) == 0 {
			return Value{}, nil
		}
		obj := 1 + r.rng.IntN(len(p.Objects))
		size := elemSize(t)
		var off int64
		if n := p.Objects[obj-1].Type.Size; size > 0 && n >= size {
			off = size * r.rng.Int64N(n/size)
		}
		return Value{Obj: obj, Off: off}, nil
	case program.KindArray:
		if t.Len > SparseMin {
			// A value per cell, from the cell's own generator.
			seed, prog := r.rng.Uint64(), r.Program
			return SparseRandom(t, func(i int64) Value {
				c := &RandomInputs{Program: prog, rng: cellRand(seed, i)}
				v, err := c.value(t.Elem)
				if err != nil {
					return ZeroValue(t.Elem)
				}
				return v
			}), nil
		}
		v := Value{Elems: make([]Value, t.Len)}
		for i := range v.Elems {
			e, err := r.value(t.Elem)
			if err != nil {
				return Value{}, err
			}
			v.Elems[i] = e
		}
		return v, nil
	case program.KindStruct:
		v := Value{Elems: make([]Value, len(t.Fields))}
		for i, f := range t.Fields {
			e, err := r.value(f.Type)
			if err != nil {
				return Value{}, err
			}
			v.Elems[i] = e
		}
		return v, nil
	case program.KindUnion:
		b := make([]byte, t.Size)
		for i := range b {
			b[i] = byte(r.rng.Uint64())
		}
		return UnionValue(b), nil
	}
	return Value{}, fmt.Errorf("no values of type %s", t)
}

// integer returns random bits for a w-bit integer, half of the time an edge
// value.
func (r *RandomInputs) integer(w int, signed bool) uint64 {
	if r.rng.IntN(2) == 0 {
		return r.rng.Uint64()
	}
	m := widthMask(w)
	var min, max uint64 = 0, m
	if signed {
		min, max = uint64(1)<<uint(w-1), m>>1
	}
	edges := [...]uint64{0, 1, m, 2, m - 1, min, min + 1, max, max - 1}
	return edges[r.rng.IntN(len(edges))]
}
