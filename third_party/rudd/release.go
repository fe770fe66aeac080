// Copyright (c) 2021 Silvano DAL ZILIO
//
// MIT License

package rudd

import "sync"

// releases is where finalizers leave the node numbers of external references
// that the Go collector found unreachable. Finalizers run on the runtime's
// finalizer goroutine, concurrently with the goroutine using the BDD, so they
// touch nothing but this list (under its own mutex); the goroutine using the
// BDD applies the decrements itself, in retnode and before a garbage
// collection (gbc), the one place where reference counts decide anything.
//
// (satabs-go fork: upstream's finalizer decremented the count in the node
// table directly, racing with retnode's unsynchronised increment, with gbc's
// reads and with noderesize's copy of the table. A lost update could free a
// node that is still referenced.)
type releases struct {
	mu    sync.Mutex
	nodes []int // released since the last apply, guarded by mu
	spare []int // the other buffer, used only by the BDD's goroutine
}

// release records that one external reference to node n is gone. It is the
// finalizer of the Nodes that retnode returns.
func (r *releases) release(n int) {
	r.mu.Lock()
	r.nodes = append(r.nodes, n)
	r.mu.Unlock()
}

// applyreleases decrements the reference counts of the released nodes. As in
// BuDDy's bdd_delref, a count that reached _MAXREFCOUNT stays there: such a
// node was also handed out without a finalizer, so it is never freed. The
// mask skips the mark bit that the hudd table keeps in refcou.
func (b *tables) applyreleases() {
	r := &b.released
	r.mu.Lock()
	ns := r.nodes
	r.nodes = r.spare[:0]
	r.mu.Unlock()
	for _, n := range ns {
		if c := b.nodes[n].refcou & 0x1FFFFF; c > 0 && c < _MAXREFCOUNT {
			b.nodes[n].refcou--
		}
	}
	r.spare = ns[:0]
}
