package symex

// cells is a persistent map from constant array indices to element
// values: the part of an array written at constant indices, one value per
// cell, so that a read at a constant index is one lookup and a read at a
// symbolic index is an ite over the written cells, however many writes
// made them. Updates copy the path to the cell (a few nodes of 16
// children) and share the rest, so the versions of an array along an
// unrolling share what they did not change, and two versions can be
// merged cell by cell while skipping the subtrees they share.
//
// A trie of height h holds the keys below 16^h; a key beyond makes the
// root grow. nil is the empty map.
type cells struct {
	height int // levels below the root; 0: the root's children are values
	root   *cellNode
	count  int // cells present
}

const (
	cellBits   = 4
	cellFanout = 1 << cellBits
	cellMask   = cellFanout - 1
)

type cellNode struct {
	kids [cellFanout]*cellNode // inner levels
	vals *[cellFanout]cellValue
}

type cellValue struct {
	present bool
	val     Value
}

// maxKey is the largest key a trie of height h holds.
func maxKey(h int) uint64 {
	if (h+1)*cellBits >= 64 {
		return ^uint64(0)
	}
	return 1<<((h+1)*cellBits) - 1
}

// get returns the value of cell k.
func (c *cells) get(k uint64) (Value, bool) {
	if c == nil || k > maxKey(c.height) {
		return Value{}, false
	}
	n := c.root
	for h := c.height; n != nil; h-- {
		slot := (k >> (uint(h) * cellBits)) & cellMask
		if h == 0 {
			if n.vals == nil || !n.vals[slot].present {
				return Value{}, false
			}
			return n.vals[slot].val, true
		}
		n = n.kids[slot]
	}
	return Value{}, false
}

// set returns the map with cell k holding v.
func (c *cells) set(k uint64, v Value) *cells {
	height, root, count := 0, (*cellNode)(nil), 0
	if c != nil {
		height, root, count = c.height, c.root, c.count
	}
	for k > maxKey(height) {
		if root != nil {
			up := &cellNode{}
			up.kids[0] = root
			root = up
		}
		height++
	}
	var added bool
	root, added = setIn(root, height, k, v)
	if added {
		count++
	}
	return &cells{height: height, root: root, count: count}
}

func setIn(n *cellNode, h int, k uint64, v Value) (*cellNode, bool) {
	out := &cellNode{}
	if n != nil {
		*out = *n
	}
	slot := (k >> (uint(h) * cellBits)) & cellMask
	if h == 0 {
		vals := new([cellFanout]cellValue)
		if n != nil && n.vals != nil {
			*vals = *n.vals
		}
		added := !vals[slot].present
		vals[slot] = cellValue{present: true, val: v}
		out.vals = vals
		return out, added
	}
	kid, added := setIn(out.kids[slot], h-1, k, v)
	out.kids[slot] = kid
	return out, added
}

// each calls f for every cell, in increasing key order.
func (c *cells) each(f func(k uint64, v Value)) {
	if c == nil {
		return
	}
	var walk func(n *cellNode, h int, prefix uint64)
	walk = func(n *cellNode, h int, prefix uint64) {
		if n == nil {
			return
		}
		if h == 0 {
			if n.vals == nil {
				return
			}
			for i, cv := range n.vals {
				if cv.present {
					f(prefix|uint64(i), cv.val)
				}
			}
			return
		}
		for i, kid := range n.kids {
			walk(kid, h-1, prefix|uint64(i)<<(uint(h)*cellBits))
		}
	}
	walk(c.root, c.height, 0)
}

// diff calls f for every key whose cell differs between a and b (present
// in one only, or holding different Values by identity of the node that
// holds them), skipping the subtrees the two share.
func diffCells(a, b *cells, f func(k uint64)) {
	if a == b {
		return
	}
	// Bring both to the same height: a shorter trie is the subtree at
	// slot 0 of a taller one.
	ha, hb := -1, -1
	var ra, rb *cellNode
	if a != nil {
		ha, ra = a.height, a.root
	}
	if b != nil {
		hb, rb = b.height, b.root
	}
	h := max(ha, hb, 0)
	lift := func(n *cellNode, from int) *cellNode {
		for ; from < h && n != nil; from++ {
			up := &cellNode{}
			up.kids[0] = n
			n = up
		}
		return n
	}
	if ha >= 0 {
		ra = lift(ra, ha)
	}
	if hb >= 0 {
		rb = lift(rb, hb)
	}
	var walk func(x, y *cellNode, h int, prefix uint64)
	walk = func(x, y *cellNode, h int, prefix uint64) {
		if x == y {
			return
		}
		if h == 0 {
			var xv, yv *[cellFanout]cellValue
			if x != nil {
				xv = x.vals
			}
			if y != nil {
				yv = y.vals
			}
			if xv == yv {
				return
			}
			for i := range cellFanout {
				var p, q cellValue
				if xv != nil {
					p = xv[i]
				}
				if yv != nil {
					q = yv[i]
				}
				if p.present || q.present {
					if p.present != q.present || !sameValue(p.val, q.val) {
						f(prefix | uint64(i))
					}
				}
			}
			return
		}
		for i := range cellFanout {
			var xk, yk *cellNode
			if x != nil {
				xk = x.kids[i]
			}
			if y != nil {
				yk = y.kids[i]
			}
			walk(xk, yk, h-1, prefix|uint64(i)<<(uint(h)*cellBits))
		}
	}
	walk(ra, rb, h, 0)
}

// sameValue reports whether two values are the same circuits (not
// whether they are equal in every model): the same literals, the same
// elements, the same array.
func sameValue(a, b Value) bool {
	if a.Arr != b.Arr || len(a.Elems) != len(b.Elems) || !sameLits(a.Bits, b.Bits) {
		return false
	}
	for i := range a.Elems {
		if !sameValue(a.Elems[i], b.Elems[i]) {
			return false
		}
	}
	return true
}
