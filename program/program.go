package program

import "fmt"

// A Pos is a source position.
type Pos struct {
	File string
	Line int
	// Column is the 1-based byte column of the construct's first token, 0
	// when unknown. It is not printed: positions read file:line.
	Column int
}

func (p Pos) String() string {
	if p.File == "" && p.Line == 0 {
		return "-"
	}
	return fmt.Sprintf("%s:%d", p.File, p.Line)
}

// A Var is a program variable. After inlining every variable has a unique
// Name: locals of inlined calls and of inner scopes are renamed by the front
// end (f::x, f::x#2, ...).
type Var struct {
	Name   string
	Type   *Type
	Global bool
	// Object is the variable's object number when its address is taken
	// (1-based; 0 when nothing can point to it).
	Object int
	// Direct, for an object, says that no pointer can reach it: every
	// access is by name (MarkDirect); the analyses that leave out the
	// variables a pointer may write can take it as a plain variable.
	Direct bool
	// Func is the C function a local or a static local belongs to (""
	// for other globals).
	Func string
	// CName is the name the user wrote, for counterexamples.
	CName string
	// Temp marks variables the front end introduced.
	Temp bool
	// Pos is where the variable is declared.
	Pos Pos
	// ScopeEnd, for a local the user declared, is the end of the block
	// that declares it (its closing brace): from Pos to ScopeEnd the C name
	// CName refers to this variable, unless an inner declaration hides it.
	// Zero when unknown. Static locals are globals with Func set.
	ScopeEnd Pos
	// Frame numbers the inlined call a local belongs to: each call of a
	// function gets fresh locals and a fresh frame number, shared with the
	// call's locations (Loc.Frame). 0 for globals.
	Frame int
	// Addr, for an object of a program that converts pointers to
	// integers or back, is the global that holds the object's address
	// as an integer (of the data model's pointer width, unsigned): a
	// value the program's start chooses (a havoc, assumed nonzero,
	// aligned and not wrapping around), the same for the whole run.
	// The integer image of a pointer (object o, offset d) is o.Addr + d,
	// of a null-based pointer d; an integer converts back to the first
	// object that holds it (symex and interp agree on the order). Nil
	// when the program converts no pointer to an integer.
	Addr *Var
	// Extent, for an object whose length the run sets (a heap object, a
	// variable-length array), is the size_t variable that holds its length
	// in elements of Type.Elem; nil for objects of their type's length.
	Extent *Var
	// WitnessOf and WitnessArray, for a ghost index of WitnessIndices,
	// are the scalar and the array of whose cell it holds the index:
	// the cell of WitnessArray that WitnessOf was last assigned from.
	// Nil for every other variable.
	WitnessOf, WitnessArray *Var
}

func (v *Var) String() string { return v.Name }

// ByName says whether every access of v is by its name: nothing points
// to it (Object == 0), or nothing that points to it is ever read
// (Direct).
func (v *Var) ByName() bool { return v.Object == 0 || v.Direct }

// DisplayName is the name for users: the C name with its function.
func (v *Var) DisplayName() string {
	if v.CName == "" {
		return v.Name
	}
	if v.Func != "" && !v.Global {
		return v.Func + "::" + v.CName
	}
	return v.CName
}

// A Loc is a control-flow location.
type Loc struct {
	ID   int // index in Program.Locs
	Pos  Pos
	Func string // C function the location belongs to (after inlining)
	Out  []*Edge
	In   []*Edge
	// Label is a C label or a short comment ("while head", "call f"),
	// for people: no stage reads meaning from it.
	Label string
	// Frame is the inlined call the location belongs to (see Var.Frame).
	Frame int
	// LoopHead marks where a C loop statement (while, for, do) starts:
	// where its condition is tested, or a do loop's body begins, and
	// where continue and the loop's back edges return. Its Pos is the
	// loop statement's, except where a head that only skips (while (1))
	// handed its role to the first location of the body. Witnesses place
	// loop invariants here. The front end sets it; a pass that hands a
	// location's role to another one (skip removal, MakeReducible)
	// carries it along. Loops made of gotos have no loop head. The flag is
	// not printed: the label says it.
	LoopHead bool
}

func (l *Loc) String() string { return fmt.Sprintf("L%d", l.ID) }

// An Edge moves control from From to To executing Stmt.
type Edge struct {
	From, To *Loc
	Stmt     Stmt
	Pos      Pos
}

// A Stmt is what an edge does. The concrete types are *Assign, *Havoc,
// *Assume, *Check, *Skip, *Dead and *Fill.
type Stmt interface{ stmtNode() }

// Assign stores RHS into the lvalue LHS. Both have identical types; whole
// structs and arrays may be assigned.
type Assign struct {
	LHS, RHS Expr
}

// Havoc stores any value of LHS's type into LHS: nondeterministic inputs
// (__VERIFIER_nondet_*), uninitialised locals, results of bodiless calls.
type Havoc struct {
	LHS Expr
	// Why says where the value comes from: "__VERIFIER_nondet_int",
	// "uninitialised", "call of f without body".
	Why string
	// CallEnd, for the value of a call (__VERIFIER_nondet_int()), is the
	// position of the call's closing parenthesis, where witnesses place
	// the call's return; zero otherwise.
	CallEnd Pos
	// Bodiless names the function without body (nor model) whose result
	// or effect on memory this havoc stands for; "" for inputs. The value
	// is invented, not an input: a counterexample that executes such a
	// havoc shows no bug (engine.Confirm answers UNKNOWN). A name that
	// starts with EnvironmentPrefix is not a function but a pointer the
	// environment hands the entry function (main's argv): the objects it
	// points to are not modelled.
	Bodiless string
}

// EnvironmentPrefix starts Havoc.Bodiless for a pointer parameter of the
// entry function: "main's parameter argv".
const EnvironmentPrefix = "main's parameter "

// AddressWhy starts Havoc.Why for the choice of an object's address (in
// programs that convert pointers to integers): "address of x".
const AddressWhy = "address of "

// AddressLayout is an address for the k-th address choice (from 0) of a
// run that has no other reason to choose: objects 1 MiB apart from
// 1 MiB, aligned for every type and malloc, as an allocator might lay
// them out. Concrete runs (testing, differential tests) use it so that
// every run meets the layout's assumptions.
func AddressLayout(k int) uint64 { return uint64(k+1) << 20 }

// Assume blocks the path unless Cond (a Bool) holds. Undefined marks
// the assumes that end a path on which an operation is undefined
// (cfront's Options.CutUndefined): the same meaning as any assume, but
// no condition the program itself tests, which the passes that take
// candidates from the program's conditions leave out. Passes that make
// new assumes may drop the mark.
type Assume struct {
	Cond      Expr
	Undefined bool
}

// Check is a property: it is violated when Cond (a Bool) is false here.
// Execution continues to the edge's target when it holds.
type Check struct {
	Cond  Expr
	Check *CheckInfo
}

// Skip does nothing.
type Skip struct{}

// Dead marks the end of a local's lifetime; pointers to it dangle.
type Dead struct {
	Var *Var
}

// Fill stores into every cell Array[m], for the integers m with
// Lo <= m < Hi (Index's type, compared by its sign), the value of Val with
// Index bound to m; Val reads the state before the statement. Index is a
// variable of integer type that only Val reads. No front end emits it:
// it is what loop acceleration (package accel) makes of a loop that
// writes an array segment, for the bounded search (package symex), so
// that the formula does not grow with the segment's length. The
// interpreter does not execute it.
//
// Rel, when not nil, is a condition with Index bound to m that holds of
// every cell m of the segment (on the state before the statement, like
// Val): the relation between a cell and the cells before it that a loop
// keeps, when Val is a value the solver chooses (accel's recurrences).
// The bounded search asserts it at every cell a read asks for; the
// interpreter blocks when it fails at some cell.
type Fill struct {
	Array  Expr // an lvalue of array type
	Index  *Var
	Lo, Hi Expr // of Index's type
	Val    Expr // of Array's element type
	Rel    Expr // Bool, or nil
}

func (*Fill) stmtNode()   {}
func (*Assign) stmtNode() {}
func (*Havoc) stmtNode()  {}
func (*Assume) stmtNode() {}
func (*Check) stmtNode()  {}
func (*Skip) stmtNode()   {}
func (*Dead) stmtNode()   {}

// CheckKind says what a check is about; it decides the SV-COMP property a
// violation belongs to.
type CheckKind string

const (
	CheckAssertion        CheckKind = "assertion"  // assert(c), __assert_fail
	CheckReachError       CheckKind = "error-call" // reach_error(), __VERIFIER_error()
	CheckSignedOverflow   CheckKind = "overflow"   // signed + - * / % -, SV-COMP no-overflow
	CheckUnsignedOverflow CheckKind = "unsigned-overflow"
	CheckConversion       CheckKind = "conversion" // out-of-range conversion to a signed type
	CheckShift            CheckKind = "shift"
	CheckDivByZero        CheckKind = "division-by-zero"
	CheckBounds           CheckKind = "array-bounds"
	CheckPointer          CheckKind = "pointer"        // null, out of object, dangling
	CheckUnwinding        CheckKind = "unwinding"      // bounded mode: loop bound not enough
	CheckFree             CheckKind = "free"           // free of a pointer that is not the start of a live heap object
	CheckMemtrack         CheckKind = "memtrack"       // an allocated heap object is no longer reachable
	CheckMemcleanup       CheckKind = "memcleanup"     // a heap object is still allocated when the program ends
	CheckFloatOverflow    CheckKind = "float-overflow" // a float operation on finite operands gives an infinity
	CheckNaN              CheckKind = "nan"            // a float operation on operands that are not NaN gives a NaN
	// CheckCapacity: a variable-length array or a heap object is larger
	// than the fixed capacity the front end gave it, or a heap operation
	// falls outside the model (the check's comment says which). A limit of
	// the model, not a bug of the program: always verified, and its
	// violation means UNKNOWN.
	CheckCapacity CheckKind = "vla-capacity"
	// CheckHeapPool: an allocation site inside a loop allocates more
	// objects than the pool the front end gave it holds. Like
	// CheckRecursion a limit of the model, always verified: its violation
	// means UNKNOWN, and larger pools may decide.
	CheckHeapPool CheckKind = "heap-pool"
	// CheckRecursion: a recursive call nests deeper than the depth the
	// front end inlined recursion to. Like CheckCapacity a limit of the
	// model, always verified: its violation means UNKNOWN, and a deeper
	// inlining may decide.
	CheckRecursion CheckKind = "recursion-depth"
)

// Property returns the SV-COMP property a violation of kind k falsifies, as
// printed in FALSE(...).
func (k CheckKind) Property() string {
	switch k {
	case CheckSignedOverflow:
		return "no-overflow"
	case CheckBounds, CheckPointer:
		return "valid-deref"
	case CheckFree:
		return "valid-free"
	case CheckMemtrack:
		return "valid-memtrack"
	case CheckMemcleanup:
		return "valid-memcleanup"
	case CheckAssertion, CheckReachError:
		return "unreach-call"
	}
	return string(k)
}

// CheckInfo describes one check.
type CheckInfo struct {
	ID      string // function.kind.N
	Kind    CheckKind
	Pos     Pos
	Func    string
	Comment string // "assertion x > 0", "arithmetic overflow on signed + in a + b"
}

// A Program is the whole checked program after inlining.
type Program struct {
	Model   DataModel
	Globals []*Var // in declaration order
	Locals  []*Var // every local of every inlined call, in creation order
	// Objects lists the variables whose address is taken: Objects[i].Object == i+1.
	Objects []*Var
	Locs    []*Loc
	Entry   *Loc
	Checks  []*CheckInfo
	// Init holds the global initialisation edges' first location: the
	// program starts at Entry, which the front end makes the first location
	// of the global initialisers, followed by the entry function's body.
	// Notes are messages for the user from the front end (bodiless functions).
	Notes []string
	// RoundingMode is the global variable (of RoundingModeType) that holds
	// the current softfloat.RoundingMode when the program calls fesetround;
	// nil when the mode is always to nearest (RoundingModeExpr).
	RoundingMode *Var
	// Bodiless lists the functions without body nor model that the
	// program calls, in the order of their first call.
	Bodiless []string
}

// PointerObjectBits is the number of bits that encode the object of a
// pointer: enough for every object and null, and at least 1.
func (p *Program) PointerObjectBits() int {
	n := len(p.Objects) + 1
	bits := 1
	for 1<<uint(bits) < n {
		bits++
	}
	return bits
}

// PointerOffsetBits is the number of bits of a pointer's byte offset: the
// data model's pointer width.
func (p *Program) PointerOffsetBits() int { return p.Model.PointerBits }

// NewLoc appends a new location.
func (p *Program) NewLoc(pos Pos, fn string) *Loc {
	l := &Loc{ID: len(p.Locs), Pos: pos, Func: fn}
	p.Locs = append(p.Locs, l)
	return l
}

// AddEdge adds an edge from -> to with s.
func (p *Program) AddEdge(from, to *Loc, s Stmt, pos Pos) *Edge {
	e := &Edge{From: from, To: to, Stmt: s, Pos: pos}
	from.Out = append(from.Out, e)
	to.In = append(to.In, e)
	return e
}

// Edges returns every edge in location order.
func (p *Program) Edges() []*Edge {
	var out []*Edge
	for _, l := range p.Locs {
		out = append(out, l.Out...)
	}
	return out
}

// Unlink removes e from its source's Out list and its target's In list.
// The edge itself keeps its fields.
func (e *Edge) Unlink() {
	e.From.Out = removeEdge(e.From.Out, e)
	e.To.In = removeEdge(e.To.In, e)
}

// Retarget makes e lead to `to` instead of its current target, keeping
// both targets' In lists consistent.
func (e *Edge) Retarget(to *Loc) {
	e.To.In = removeEdge(e.To.In, e)
	e.To = to
	to.In = append(to.In, e)
}

// removeEdge returns es without e, reusing its storage.
func removeEdge(es []*Edge, e *Edge) []*Edge {
	out := es[:0]
	for _, x := range es {
		if x != e {
			out = append(out, x)
		}
	}
	return out
}

// IsBackEdge reports whether e closes a cycle in the location order.
func (e *Edge) IsBackEdge() bool { return e.To.ID <= e.From.ID }

// CheckByID returns the check with the given id, or nil.
func (p *Program) CheckByID(id string) *CheckInfo {
	for _, c := range p.Checks {
		if c.ID == id {
			return c
		}
	}
	return nil
}

// KeepChecks turns every check not in keep into a skip and drops it from
// p.Checks, so that the program's violations are only those wanted.
func KeepChecks(p *Program, keep map[*CheckInfo]bool) {
	for _, l := range p.Locs {
		for _, e := range l.Out {
			if c, ok := e.Stmt.(*Check); ok && !keep[c.Check] {
				e.Stmt = &Skip{}
			}
		}
	}
	var checks []*CheckInfo
	for _, c := range p.Checks {
		if keep[c] {
			checks = append(checks, c)
		}
	}
	p.Checks = checks
}
