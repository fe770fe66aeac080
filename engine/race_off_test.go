//go:build !race

package engine

// raceDetector says the tests run under -race, which slows the engines
// several times over.
const raceDetector = false
