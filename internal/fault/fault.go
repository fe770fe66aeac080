// Package fault lets tests inject a panic at a named point of the product,
// to check that every fault keeps the exit-code contract (an internal error
// is exit 1 with a one-line reason, never a crash or an input error).
//
// The product calls Point at a few places (the start of each engine's run,
// the front end's lowering); nothing happens unless a test called Inject.
// The cost of an unarmed point is one atomic load.
package fault

import (
	"sync/atomic"
)

var armed atomic.Pointer[string]

// Point panics when a test injected a fault at name.
func Point(name string) {
	if p := armed.Load(); p != nil && *p == name {
		panic("injected fault at " + name)
	}
}

// Inject arms the point name until the returned function is called. One
// point is armed at a time.
func Inject(name string) (disarm func()) {
	armed.Store(&name)
	return func() { armed.Store(nil) }
}
