package symex

import (
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
)

// maxArrayEqual is the longest array whose equality Equal states, cell
// by cell.
const maxArrayEqual = 64

// Rows of nondeterministic arrays of arrays.
//
// A fresh base gives every read its own fresh element, with the axiom
// that reads at equal indices agree. For an element that is an array
// (a row of a matrix) that axiom is the equality of two arrays, which
// Equal states cell by cell, and refuses for rows of more than
// maxArrayEqual cells. Such rows are instead members of a group: every
// row read from the base (and, for a third dimension, every row read
// from those rows) is a fresh array that remembers its path, the indices
// it was read at from the outermost base; a read of a member at index j
// gets, for every read of another member of the group at j', the axiom
//
//	path == path' && j == j'  ==>  value == value'
//
// So the rows are one nondeterministic function of the path and the
// index, exactly what a fresh matrix is: two rows read at equal indices
// agree in every cell a formula reads, and in nothing more is the
// formula interested (it observes a row only through its reads). The
// axioms grow with the square of the reads, as those of one fresh array
// do.
type rowGroup struct {
	members []*arrayBase
	// child is the group of the members' own rows (a third dimension).
	child *rowGroup
}

// longRows reports whether the elements of an array of type elem are
// rows that Equal refuses to compare: arrays of more than maxArrayEqual
// elements.
func longRows(elem *program.Type) bool {
	return elem.Kind == program.KindArray && elem.Len > maxArrayEqual
}

// joinRows makes the fresh row v, read from base at idx, a member of
// the group of base's rows.
func (e *Encoder) joinRows(base *arrayBase, v Value, idx bitvec.BV) {
	row := v.Arr.base
	var g *rowGroup
	if base.group != nil {
		// A row of a row: the group of the parent's group's rows.
		if base.group.child == nil {
			base.group.child = &rowGroup{}
		}
		g = base.group.child
	} else {
		if base.children == nil {
			base.children = &rowGroup{}
		}
		g = base.children
	}
	row.group = g
	row.path = append(append([]bitvec.BV(nil), base.path...), idx)
	g.members = append(g.members, row)
}

// rowAxioms adds, for the read val of row base at idx, the axioms that
// it agrees with each read of another row of its group at an equal path
// and index.
func (e *Encoder) rowAxioms(base *arrayBase, idx bitvec.BV, val Value, elem *program.Type) {
	c := e.B.C()
	n := 0
	for _, m := range base.group.members {
		if m == base {
			continue
		}
		samePath := e.B.T()
		for i := range m.path {
			samePath = c.And(samePath, e.B.Eq(m.path[i], base.path[i]))
		}
		if samePath == e.B.F() {
			continue
		}
		for _, r := range m.reads {
			e.poll(n)
			n++
			same := c.And(samePath, e.B.Eq(r.idx, idx))
			if same == e.B.F() {
				continue
			}
			if longRows(elem) {
				// Rows again: their own group relates their reads.
				continue
			}
			e.Axioms = append(e.Axioms, c.Implies(same, e.Equal(r.val, val, elem)))
		}
	}
}
