// Package aiger writes programs and Boolean programs as sequential circuits
// in the AIGER format (version 1.9, binary), so that hardware model
// checkers such as ABC (pdr, bmc3) can judge our verdicts independently.
//
// # The program as a circuit (FromProgram)
//
// One step of the circuit is one edge of the program.Program, with the
// semantics of package interp, the tool's oracle:
//
//   - Latches hold the program counter, in binary (the entry location is 0,
//     the other locations follow in order, and the value len(Locs) is the
//     sink), every variable's bits (array elements as cells, struct
//     members, pointers as offset and object number as in package symex,
//     all in the data model's widths) and, for each object that a Dead
//     edge names, a latch "out of scope". Every latch starts at 0: the
//     interpreter starts every variable at zero, and the front end havocs
//     locals before they are used, so locals are nondeterministic and
//     globals zero, as in C.
//   - Inputs are the nondeterministic choices: the bits of havoc values
//     (named after their edge in the symbol table) and, at locations with
//     several outgoing edges, "choice" bits that name the edge to take.
//   - The edges' effects are symex's circuits (symex.Encoder.Exec on a
//     state whose variables are the latches), so the circuit and the other
//     engines share one semantics of expressions and statements. The
//     encoder's TrackUndefined mode adds what interp does beyond that:
//     a step whose evaluation is undefined in interp (array index out of
//     bounds, dereference of null, of a dangling or invalid pointer,
//     subtraction of pointers into different objects) is not taken.
//   - When no edge is taken (a location without outgoing edges, an assume
//     that does not hold, undefined behaviour, a choice that names no
//     enabled edge, or a check that fails), the PC goes to the sink, where
//     it stays. The sink is no check's location, so blocked executions
//     create no bad state.
//   - Every check is a bad-state property (B section), in the order of
//     program.Program.Checks, which is the order of --show-checks: PC at
//     the check edge's location, the condition defined and false. The
//     same literals are written as outputs (output i is property i) for
//     tools that read only outputs. ABC reads both, so it sees every
//     property twice: its "Output k" is check k mod the number of checks.
//
// A counterexample of n steps of the tool (the last step the failing check
// edge) is a path of n-1 transitions to a bad state: ABC reports it in
// frame n-1 (frame 0 is the initial state). The shortest counterexample,
// as bmc3 finds it, is at most that.
//
// Constructs that symex cannot encode as a fixed-width circuit (integer to
// pointer conversions, pointers in unions) and state beyond MaxStateBits
// are an *Error, never a wrong circuit.
//
// # The Boolean program as a circuit (FromBoolProgram)
//
// Latches hold the program counter (binary, with a start value 0 before
// the initial location and a sink) and one bit per predicate. The first
// step chooses predicate values that satisfy InitStates (inputs) and goes
// to Init; afterwards a step takes one transition: choice inputs name it,
// next-state inputs give the Changed predicates' new values, and the step
// is taken when the transition's Rel holds; otherwise the PC goes to the
// sink. One bad-state property per error location: the PC is there. So a
// Boolean program whose error location the BDD checker reaches in k
// transitions has a counterexample in frame k+1.
//
// # Writing
//
// Circuit.WriteBinary writes the binary format with a symbol table; it
// keeps only the inputs and gates in the cone of influence of the
// next-state functions and properties.
//
// Check a file with ABC:
//
//	berkeley-abc -c "read_aiger prog.aig; pdr -T 60; print_status"
//
// "Property proved" means no check can fail; "Output k ... was asserted
// in frame n" means one can, after n steps.
package aiger
