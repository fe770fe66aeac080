package symex

import (
	"sort"

	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/program"
)

// A State is a symbolic program state: the guard under which it is reached
// and the current value of each variable (the paper's ρ: the SSA version of
// each variable is the circuit its value is).
type State struct {
	Guard z.Lit
	vars  map[*program.Var]Value
	// parts are the guards of the states the last Merge joined (their
	// own parts, if they had any), at most maxParts: the paths into this
	// state, so that a check after a join can be solved path by path
	// (CheckEvent.Parts). A hint only: users cover the rest of Guard.
	parts []z.Lit
}

// maxParts bounds State.parts.
const maxParts = 64

// NewState returns a state reached under guard with no variable set yet:
// variables read before any write get fresh values, recorded in the
// encoder's Initial map.
func NewState(guard z.Lit) *State {
	return &State{Guard: guard, vars: map[*program.Var]Value{}}
}

// Clone returns a copy of s that can be changed independently.
func (s *State) Clone() *State {
	vars := make(map[*program.Var]Value, len(s.vars))
	for v, x := range s.vars {
		vars[v] = x
	}
	return &State{Guard: s.Guard, vars: vars, parts: s.parts}
}

// Value returns the current value of v, and whether v was written or read.
func (s *State) Value(v *program.Var) (Value, bool) {
	x, ok := s.vars[v]
	return x, ok
}

// Set sets v's value.
func (s *State) Set(v *program.Var, x Value) { s.vars[v] = x }

// Vars returns the variables s holds a value for.
func (s *State) Vars() []*program.Var {
	out := make([]*program.Var, 0, len(s.vars))
	for v := range s.vars {
		out = append(out, v)
	}
	return out
}

func (e *Encoder) get(s *State, v *program.Var) Value {
	if x, ok := s.vars[v]; ok {
		return x
	}
	x, ok := e.Initial[v]
	if !ok {
		x = e.Fresh(v.Type)
		e.Initial[v] = x
	}
	s.vars[v] = x
	return x
}

// Merge joins states reached along different paths (their guards are
// mutually exclusive): the guard is their disjunction and each variable's
// value an ite over the guards. It returns nil for no states.
func (e *Encoder) Merge(states []*State) *State {
	var live []*State
	for _, s := range states {
		if s != nil && s.Guard != e.B.F() {
			live = append(live, s)
		}
	}
	if len(live) == 0 {
		return nil
	}
	if len(live) == 1 {
		return live[0]
	}
	guards := make([]z.Lit, len(live))
	for i, s := range live {
		guards[i] = s.Guard
	}
	out := &State{Guard: e.B.C().Ors(guards...), vars: map[*program.Var]Value{}}
	for _, s := range live {
		if len(s.parts) > 0 {
			out.parts = append(out.parts, s.parts...)
		} else {
			out.parts = append(out.parts, s.Guard)
		}
	}
	if len(out.parts) > maxParts {
		out.parts = guards
		if len(out.parts) > maxParts {
			out.parts = nil
		}
	}
	all := map[*program.Var]bool{}
	for _, s := range live {
		for v := range s.vars {
			all[v] = true
		}
	}
	names := make([]*program.Var, 0, len(all))
	for v := range all {
		names = append(names, v)
	}
	// Build in a fixed order, so that the circuit (and the models the
	// solver finds) do not depend on map iteration.
	sort.Slice(names, func(i, j int) bool { return names[i].Name < names[j].Name })
	for _, v := range names {
		if v.Type.Kind == program.KindArray {
			arrs := make([]*Array, len(live))
			for i, s := range live {
				arrs[i] = e.get(s, v).Arr
			}
			out.vars[v] = Value{Arr: e.mergeArrays(guards, arrs)}
			continue
		}
		// A variable missing from a state has its initial value there.
		acc := e.get(live[len(live)-1], v)
		for i := len(live) - 2; i >= 0; i-- {
			acc = e.Ite(live[i].Guard, e.get(live[i], v), acc, v.Type)
		}
		out.vars[v] = acc
	}
	return out
}

// mergeArrays joins the arrays of states reached under the exclusive
// guards. Arrays over one base that differ only in their cells merge cell
// by cell, all states at once: each differing cell is an ite over the
// runs of states that hold the same value in it, under the disjunction of
// the run's guards, so that a cell written in the iterations after some
// loop exit costs one ite, not one per exit (disjunctions of consecutive
// guards share their prefixes). Other arrays merge pairwise (Ite).
func (e *Encoder) mergeArrays(guards []z.Lit, arrs []*Array) *Array {
	first := arrs[0]
	cellwise := first.base.kind != baseCells
	for _, a := range arrs {
		if a.base != first.base || a.last != nil {
			cellwise = false
			break
		}
	}
	if !cellwise {
		acc := arrs[len(arrs)-1]
		for i := len(arrs) - 2; i >= 0; i-- {
			acc = e.iteArray(guards[i], arrs[i], acc)
		}
		return acc
	}
	differ := map[uint64]bool{}
	for _, a := range arrs[1:] {
		diffCells(first.cells, a.cells, func(k uint64) { differ[k] = true })
	}
	if len(differ) == 0 {
		return first
	}
	keys := make([]uint64, 0, len(differ))
	for k := range differ {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
	c := e.B.C()
	out := first.cells
	vals := make([]Value, len(arrs))
	for _, k := range keys {
		idx := e.B.Const(indexBits, k)
		for i, a := range arrs {
			vals[i] = e.readCells(a, idx)
		}
		// Runs of equal values, from the last state: the last run is the
		// default, each earlier run an ite under its guards.
		end := len(arrs) - 1
		runStart := end
		for runStart > 0 && sameValue(vals[runStart-1], vals[end]) {
			runStart--
		}
		acc := vals[end]
		for runStart > 0 {
			end = runStart - 1
			runStart = end
			for runStart > 0 && sameValue(vals[runStart-1], vals[end]) {
				runStart--
			}
			acc = e.Ite(c.Ors(guards[runStart:end+1]...), vals[end], acc, first.Elem)
		}
		out = out.set(k, acc)
	}
	return &Array{Elem: first.Elem, Len: first.Len, base: first.base, cells: out}
}
