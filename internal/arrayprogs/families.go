package arrayprogs

// The families. Each body declares its arrays, reads its input, runs the
// algorithm and asserts its postcondition; bug swaps in the family's one
// bug, described in Doc. Scalars of a family avoid the style's index
// names (i j k, x y z, p q r, idx pos cnt).
var families = []*Family{
	{
		Name: "insertionsort",
		Doc: `Insertion sort: each cell is moved left past the larger cells before it;
then every adjacent pair is ordered.
Bug: the inner loop stops at the second cell, so a[0] is never displaced.`,
		body: func(g *gen, bug bool) {
			a := g.array("a", "$N")
			g.input(a, "$N", "")
			i, j := g.I(), g.J()
			key := g.scalar("key")
			g.ascending(i, "1", "$N", func() {
				g.line("%s = %s[%s];", key, a, i)
				g.line("%s = %s;", j, i)
				g.block(g.sub("while ("+j+" > "+bugOr(bug, "0", "1")+" && "+a+"["+j+" - 1] > "+key+")"), func() {
					g.line("%s[%s] = %s[%s - 1];", a, j, a, j)
					g.line("%s--;", j)
				})
				g.line("%s[%s] = %s;", a, j, key)
			})
			g.each(g.K(), "0", "$N - 1", true, func() { g.check("a[$K] <= a[$K + 1]") })
		},
	},
	{
		Name: "lomuto",
		Doc: `Lomuto partition around the last cell: cells not above the pivot are
swapped to the front, then the pivot is put between the two parts.
Bug: the test is a[i] < pivot, so a copy of the pivot stays right of it.`,
		body: func(g *gen, bug bool) {
			a := g.array("a", "$N")
			g.input(a, "$N", "")
			i := g.I()
			pivot, store, tmp := g.scalar("pivot"), g.scalar("store"), g.scalar("tmp")
			g.line("%s = %s[$N - 1];", pivot, a)
			g.line("%s = 0;", store)
			g.ascending(i, "0", "$N - 1", func() {
				g.block("if ("+a+"["+i+"] "+bugOr(bug, "<=", "<")+" "+pivot+")", func() {
					g.line("%s = %s[%s];", tmp, a, i)
					g.line("%s[%s] = %s[%s];", a, i, a, store)
					g.line("%s[%s] = %s;", a, store, tmp)
					g.line("%s++;", store)
				})
			})
			g.line("%s = %s[%s];", tmp, a, store)
			g.line("%s[%s] = %s[$N - 1];", a, store, a)
			g.line("%s[$N - 1] = %s;", a, tmp)
			g.each(g.K(), "0", store, false, func() { g.check("a[$K] <= pivot") })
			g.check("a[store] == pivot")
			g.each(g.K(), store+" + 1", "$N", false, func() { g.check("a[$K] > pivot") })
		},
	},
	{
		Name: "hoare",
		Doc: `In-place partition around a[0] with two indices moving towards each
other, swapping out-of-place pairs; then a[t] <= pivot for 0 < t < i and
a[t] > pivot for t >= i.
Bug: the left index passes only cells below the pivot, so a copy of the
pivot can end on the right.`,
		body: func(g *gen, bug bool) {
			a := g.array("a", "$N")
			g.input(a, "$N", "")
			i, j := g.I(), g.J()
			pivot, tmp := g.scalar("pivot"), g.scalar("tmp")
			g.line("%s = %s[0];", pivot, a)
			g.line("%s = 1;", i)
			g.line("%s = $N - 1;", j)
			g.block("while ("+i+" <= "+j+")", func() {
				g.block("if ("+a+"["+i+"] "+bugOr(bug, "<=", "<")+" "+pivot+")", func() {
					g.line("%s++;", i)
				})
				g.line("else if (%s[%s] > %s) %s--;", a, j, pivot, j)
				g.block("else", func() {
					g.line("%s = %s[%s];", tmp, a, i)
					g.line("%s[%s] = %s[%s];", a, i, a, j)
					g.line("%s[%s] = %s;", a, j, tmp)
					g.line("%s++;", i)
					g.line("%s--;", j)
				})
			})
			g.each(g.K(), "1", i, false, func() { g.check("a[$K] <= pivot") })
			g.each(g.K(), i, "$N", false, func() { g.check("a[$K] > pivot") })
		},
	},
	{
		Name: "reverse",
		Doc: `In-place reversal with two indices, checked against a copy.
Bug: the right index starts one cell early, so the last cell stays.`,
		body: func(g *gen, bug bool) {
			a, b := g.array("a", "$N"), g.array("b", "$N")
			g.input(a, "$N", "")
			g.each(g.K(), "0", "$N", true, func() { g.line("b[$K] = a[$K];") })
			i, j := g.I(), g.J()
			tmp := g.scalar("tmp")
			g.line("%s = 0;", i)
			g.line("%s = $N - %s;", j, bugOr(bug, "1", "2"))
			g.block("while ("+i+" < "+j+")", func() {
				g.line("%s = %s[%s];", tmp, a, i)
				g.line("%s[%s] = %s[%s];", a, i, a, j)
				g.line("%s[%s] = %s;", a, j, tmp)
				g.line("%s++;", i)
				g.line("%s--;", j)
			})
			g.each(g.K(), "0", "$N", true, func() { g.check(a + "[$K] == " + b + "[$N - 1 - $K]") })
		},
	},
	{
		Name: "rotate",
		Doc: `Rotation of the array by one cell to the right (a loop counting down),
checked against a copy.
Bug: the shift stops before a[1], which keeps its old value.`,
		body: func(g *gen, bug bool) {
			a, b := g.array("a", "$N"), g.array("b", "$N")
			g.input(a, "$N", "")
			g.each(g.K(), "0", "$N", true, func() { g.line("b[$K] = a[$K];") })
			i := g.scalar(g.s.Idx[0])
			tmp := g.scalar("tmp")
			g.line("%s = %s[$N - 1];", tmp, a)
			g.block("for ("+i+" = $N - 1; "+i+" > "+bugOr(bug, "0", "1")+"; "+i+"--)", func() {
				g.line("%s[%s] = %s[%s - 1];", a, i, a, i)
			})
			g.line("%s[0] = %s;", a, tmp)
			g.check(a + "[0] == " + b + "[$N - 1]")
			g.each(g.K(), "0", "$N - 1", true, func() { g.check(a + "[$K + 1] == " + b + "[$K]") })
		},
	},
	{
		Name: "maxsearch",
		Doc: `Maximum of the array; every cell is at most the maximum.
Bug: the search stops before the last cell.`,
		body: func(g *gen, bug bool) {
			a := g.array("a", "$N")
			g.input(a, "$N", "")
			best := g.scalar("best")
			g.line("%s = %s[0];", best, a)
			g.ascending(g.I(), "1", bugOr(bug, "$N", "$N - 1"), func() {
				g.line("if (%s[$I] > %s) %s = %s[$I];", a, best, best, a)
			})
			g.each(g.K(), "0", "$N", true, func() { g.check(a + "[$K] <= best") })
		},
	},
	{
		Name: "minindex",
		Doc: `Position of a minimum; the cell there is at most every cell.
Bug: a cell is compared with its left neighbour instead of the minimum so far.`,
		body: func(g *gen, bug bool) {
			a := g.array("a", "$N")
			g.input(a, "$N", "")
			where := g.scalar("where")
			g.line("%s = 0;", where)
			g.ascending(g.I(), "1", "$N", func() {
				g.line("if (%s[$I] < %s[%s]) %s = $I;", a, a, bugOr(bug, where, "$I - 1"), where)
			})
			g.each(g.K(), "0", "$N", true, func() { g.check(a + "[where] <= " + a + "[$K]") })
		},
	},
	{
		Name: "copyoffset",
		Doc: `Copy of a into b shifted by a nondeterministic offset in [0, N);
then b[t + off] == a[t] for t < N - off.
Bug: the copy stops one cell early.`,
		body: func(g *gen, bug bool) {
			a, b := g.array("a", "$N"), g.array("b", "$N")
			g.input(a, "$N", "")
			g.input(b, "$N", "")
			off := g.scalar("off")
			g.line("%s = __VERIFIER_nondet_int();", off)
			g.line("if (%s < 0 || %s >= $N) return 0;", off, off)
			g.each(g.I(), "0", bugOr(bug, "$N - off", "$N - off - 1"), false, func() {
				g.line("%s[$I + off] = %s[$I];", b, a)
			})
			g.each(g.K(), "0", "$N - off", false, func() { g.check(b + "[$K + off] == " + a + "[$K]") })
		},
	},
	{
		Name: "merge",
		Doc: `Merge of two sorted arrays (built by non-negative steps) into one of
twice the size; the result is sorted.
Bug: the copy of the second array's rest stops one cell early, so the
last cell keeps its initial zero.`,
		body: func(g *gen, bug bool) {
			a, b, c := g.array("a", "$N"), g.array("b", "$N"), g.array("c", "2 * $N")
			i, j, k := g.I(), g.J(), g.K()
			g.each(k, "0", "2 * $N", true, func() { g.line("%s[%s] = 0;", c, k) })
			for _, arr := range []string{a, b} {
				g.line("%s[0] = __VERIFIER_nondet_int() & 255;", arr)
				g.ascending(i, "1", "$N", func() {
					g.line("%s[%s] = %s[%s - 1] + (__VERIFIER_nondet_int() & 15);", arr, i, arr, i)
				})
			}
			g.line("%s = 0;", i)
			g.line("%s = 0;", j)
			g.line("%s = 0;", k)
			g.block("while ("+i+" < $N && "+j+" < $N)", func() {
				g.block("if ("+a+"["+i+"] <= "+b+"["+j+"])", func() {
					g.line("%s[%s] = %s[%s];", c, k, a, i)
					g.line("%s++;", i)
				})
				g.block("else", func() {
					g.line("%s[%s] = %s[%s];", c, k, b, j)
					g.line("%s++;", j)
				})
				g.line("%s++;", k)
			})
			g.block("while ("+i+" < $N)", func() {
				g.line("%s[%s] = %s[%s];", c, k, a, i)
				g.line("%s++;", i)
				g.line("%s++;", k)
			})
			g.block("while ("+j+" < "+bugOr(bug, "$N", "$N - 1")+")", func() {
				g.line("%s[%s] = %s[%s];", c, k, b, j)
				g.line("%s++;", j)
				g.line("%s++;", k)
			})
			g.each(k, "0", "2 * $N - 1", true, func() { g.check(c + "[$K] <= " + c + "[$K + 1]") })
		},
	},
	{
		Name: "histogram",
		Doc: `Histogram of values in [0, 4); the counts sum to N.
Bug: zeros are not counted.`,
		body: func(g *gen, bug bool) {
			a, h := g.array("a", "$N"), g.array("h", "4")
			g.input(a, "$N", "v & 3")
			g.each(g.J(), "0", "4", true, func() { g.line("%s[$J] = 0;", h) })
			cond := ""
			if bug {
				cond = "if (" + a + "[$I] > 0) "
			}
			g.ascending(g.I(), "0", "$N", func() { g.line("%s%s[%s[$I]]++;", cond, h, a) })
			total := g.scalar("total")
			g.line("%s = 0;", total)
			g.each(g.J(), "0", "4", true, func() { g.line("%s += %s[$J];", total, h) })
			g.check("total == $N")
		},
	},
	{
		Name: "prefixsum",
		Doc: `Prefix sums of values in [0, 128): each sum is the one before it plus
its own cell, and the sums do not decrease.
Bug: each sum adds the cell before its own.`,
		body: func(g *gen, bug bool) {
			a, s := g.array("a", "$N"), g.array("s", "$N")
			g.input(a, "$N", "v & 127")
			g.line("%s[0] = %s[0];", s, a)
			g.ascending(g.I(), "1", "$N", func() {
				g.line("%s[$I] = %s[$I - 1] + %s[$I%s];", s, s, a, bugOr(bug, "", " - 1"))
			})
			g.each(g.K(), "0", "$N - 1", true, func() {
				g.check(s + "[$K] <= " + s + "[$K + 1]")
				g.check(s + "[$K + 1] == " + s + "[$K] + " + a + "[$K + 1]")
			})
		},
	},
	{
		Name: "sentinel",
		Doc: `Linear search with a sentinel in the last cell: the search ends inside
the array at a cell equal to the target.
Bug: the assertion claims the target is found before the sentinel.`,
		body: func(g *gen, bug bool) {
			a := g.array("a", "$N")
			g.input(a, "$N", "")
			target := g.scalar("target")
			i := g.I()
			g.line("%s = __VERIFIER_nondet_int();", target)
			g.line("%s[$N - 1] = %s;", a, target)
			g.line("%s = 0;", i)
			g.line("while (%s[%s] != %s) %s++;", a, i, target, i)
			g.check(i + bugOr(bug, " < $N", " < $N - 1"))
			g.check(a + "[" + i + "] == target")
		},
	},
	{
		Name: "initcheck",
		Doc: `Initialisation of every cell with a function of its index (3 * i + 1),
then a check of every cell.
Bug: the initialisation stops one cell early; the last cell keeps an input.`,
		body: func(g *gen, bug bool) {
			a := g.array("a", "$N")
			g.input(a, "$N", "")
			g.each(g.I(), "0", bugOr(bug, "$N", "$N - 1"), true, func() { g.line("%s[$I] = 3 * $I + 1;", a) })
			g.each(g.K(), "0", "$N", true, func() { g.check(a + "[$K] == 3 * $K + 1") })
		},
	},
	{
		Name: "copycheck",
		Doc: `Copy of one array into another, then a check cell by cell.
Bug: the copy starts at the second cell; b[0] keeps an input.`,
		body: func(g *gen, bug bool) {
			a, b := g.array("a", "$N"), g.array("b", "$N")
			g.input(a, "$N", "")
			g.input(b, "$N", "")
			g.each(g.I(), bugOr(bug, "0", "1"), "$N", true, func() { g.line("%s[$I] = %s[$I];", b, a) })
			g.each(g.K(), "0", "$N", true, func() { g.check(a + "[$K] == " + b + "[$K]") })
		},
	},
	{
		Name: "bubblesort",
		Doc: `Bubble sort, the outer index counting down; then every adjacent pair
is ordered.
Bug: the inner loop stops one pair short, so the largest value can stay
one cell before the end.`,
		body: func(g *gen, bug bool) {
			a := g.array("a", "$N")
			g.input(a, "$N", "")
			i, j := g.I(), g.J()
			tmp := g.scalar("tmp")
			g.block("for ("+i+" = $N - 1; "+i+" > 0; "+i+"--)", func() {
				g.ascending(j, "0", bugOr(bug, i, i+" - 1"), func() {
					g.block("if ("+a+"["+j+"] > "+a+"["+j+" + 1])", func() {
						g.line("%s = %s[%s];", tmp, a, j)
						g.line("%s[%s] = %s[%s + 1];", a, j, a, j)
						g.line("%s[%s + 1] = %s;", a, j, tmp)
					})
				})
			})
			g.each(g.K(), "0", "$N - 1", true, func() { g.check("a[$K] <= a[$K + 1]") })
		},
	},
	{
		Name: "selectmax",
		Doc: `Selection sort that moves the maximum of a[0..last] to a[last], last
counting down; then every adjacent pair is ordered.
Bug: the search for the maximum stops before a[last].`,
		body: func(g *gen, bug bool) {
			a := g.array("a", "$N")
			g.input(a, "$N", "")
			j := g.J()
			last, best, tmp := g.scalar("last"), g.scalar("best"), g.scalar("tmp")
			g.block("for ("+last+" = $N - 1; "+last+" > 0; "+last+"--)", func() {
				g.line("%s = 0;", best)
				g.ascending(j, "1", last+bugOr(bug, " + 1", ""), func() {
					g.line("if (%s[%s] > %s[%s]) %s = %s;", a, j, a, best, best, j)
				})
				g.line("%s = %s[%s];", tmp, a, best)
				g.line("%s[%s] = %s[%s];", a, best, a, last)
				g.line("%s[%s] = %s;", a, last, tmp)
			})
			g.each(g.K(), "0", "$N - 1", true, func() { g.check("a[$K] <= a[$K + 1]") })
		},
	},
	{
		Name: "findfirst",
		Doc: `Search for the first cell equal to a target, leaving the loop with a
break; every cell before it differs from the target.
Bug: the check of the cells before includes the found cell itself.`,
		body: func(g *gen, bug bool) {
			a := g.array("a", "$N")
			g.input(a, "$N", "")
			target, where := g.scalar("target"), g.scalar("where")
			g.line("%s = __VERIFIER_nondet_int();", target)
			g.line("%s = $N;", where)
			g.ascending(g.I(), "0", "$N", func() {
				g.block("if ("+a+"[$I] == "+target+")", func() {
					g.line("%s = $I;", where)
					g.line("break;")
				})
			})
			g.each(g.K(), "0", bugOr(bug, "where", "where + (where < $N)"), false, func() {
				g.check(a + "[$K] != target")
			})
		},
	},
	{
		Name: "stride",
		Doc: `Even cells set to 0 and odd cells to 1 by two loops of step two; then
every cell is its index modulo 2.
Bug: the second loop starts at 3, so a[1] keeps an input.`,
		body: func(g *gen, bug bool) {
			a := g.array("a", "$N")
			g.input(a, "$N", "")
			i := g.I()
			g.line("for (%s = 0; %s < $N; %s += 2) %s[%s] = 0;", i, i, i, a, i)
			g.line("for (%s = %s; %s < $N; %s += 2) %s[%s] = 1;", i, bugOr(bug, "1", "3"), i, i, a, i)
			g.each(g.K(), "0", "$N", true, func() { g.check(a + "[$K] == $K % 2") })
		},
	},
	{
		Name: "revcopy",
		Doc: `Copy of a into b in reverse order; then b[t] == a[N - 1 - t].
Bug: the copy stops before the last cell of a, so b[0] keeps an input.`,
		body: func(g *gen, bug bool) {
			a, b := g.array("a", "$N"), g.array("b", "$N")
			g.input(a, "$N", "")
			g.input(b, "$N", "")
			g.each(g.I(), "0", bugOr(bug, "$N", "$N - 1"), true, func() { g.line("%s[$N - 1 - $I] = %s[$I];", b, a) })
			g.each(g.K(), "0", "$N", true, func() { g.check(b + "[$K] == " + a + "[$N - 1 - $K]") })
		},
	},
	{
		Name: "running",
		Doc: `One loop reads values in [0, 16) and keeps a running maximum in a
second array; every cell of it is at least the input at the same index
and at least the cell before it.
Bug: the running maximum at index i is taken before reading a[i] when i
is the last index.`,
		body: func(g *gen, bug bool) {
			a, m := g.array("a", "$N"), g.array("m", "$N")
			i := g.I()
			g.line("%s[0] = __VERIFIER_nondet_int() & 15;", a)
			g.line("%s[0] = %s[0];", m, a)
			g.ascending(i, "1", "$N", func() {
				g.line("%s[%s] = __VERIFIER_nondet_int() & 15;", a, i)
				g.line("%s[%s] = %s[%s - 1];", m, i, m, i)
				skip := ""
				if bug {
					skip = " && " + i + " < $N - 1"
				}
				g.line("if (%s[%s] > %s[%s]%s) %s[%s] = %s[%s];", a, i, m, i, skip, m, i, a, i)
			})
			g.each(g.K(), "0", "$N", true, func() { g.check(m + "[$K] >= " + a + "[$K]") })
			g.each(g.K(), "1", "$N", true, func() { g.check(m + "[$K] >= " + m + "[$K - 1]") })
		},
	},
	{
		Name: "guardcopy",
		Doc: `A loop guarded by a cell of one array writes another: the positive
inputs are copied, the others become zero; then every cell of the
copy is non-negative and is zero or the input at the same index.
Bug: the guard lets -1 through, which is copied.`,
		body: func(g *gen, bug bool) {
			a, b := g.array("a", "$N"), g.array("b", "$N")
			g.input(a, "$N", "")
			i := g.I()
			g.each(i, "0", "$N", true, func() {
				g.block("if ("+a+"["+i+"] > "+bugOr(bug, "0", "-2")+")", func() {
					g.line("%s[%s] = %s[%s];", b, i, a, i)
				})
				g.block("else", func() {
					g.line("%s[%s] = 0;", b, i)
				})
			})
			g.each(g.K(), "0", "$N", true, func() {
				g.check(b + "[$K] >= 0")
				g.check(b + "[$K] == 0 || " + b + "[$K] == " + a + "[$K]")
			})
		},
	},
	{
		Name: "twophase",
		Doc: `Initialisation in two phases: every cell gets 3 times its index,
then a second loop adds one to every cell; one cell at a
nondeterministic index, when it is inside the array, holds 3 times the
index plus one.
Bug: the second phase starts at the second cell.`,
		body: func(g *gen, bug bool) {
			a := g.array("a", "$N")
			probe := g.scalar("probe")
			g.each(g.I(), "0", "$N", true, func() { g.line("%s[$I] = 3 * $I;", a) })
			g.each(g.J(), bugOr(bug, "0", "1"), "$N", true, func() { g.line("%s[$J] = %s[$J] + 1;", a, a) })
			g.line("%s = __VERIFIER_nondet_int();", probe)
			g.block("if ("+probe+" >= 0 && "+probe+" < $N)", func() {
				g.check(a + "[" + probe + "] == 3 * " + probe + " + 1")
			})
		},
	},
	{
		Name: "structarray",
		Doc: `An array of structs: a loop reads each cell's key and computes its
value from it (the low byte of the key, doubled); then every cell's
value is twice the low byte of its key.
Bug: the computation keeps only the low seven bits.`,
		body: func(g *gen, bug bool) {
			g.helpers = append(g.helpers, "struct entry {\n    int key;\n    int val;\n};")
			g.arrays = append(g.arrays, "struct entry tab[$N]")
			i := g.I()
			g.each(i, "0", "$N", true, func() {
				g.line("tab[%s].key = __VERIFIER_nondet_int();", i)
				g.line("tab[%s].val = (tab[%s].key & %s) * 2;", i, i, bugOr(bug, "255", "127"))
			})
			g.each(g.K(), "0", "$N", true, func() { g.check("tab[$K].val == (tab[$K].key & 255) * 2") })
		},
	},
	{
		Name: "slottable",
		Doc: `A table of {key, used} slots: every slot is made used with a
non-negative key or free with the key -1; then the first free slot, if
any, is filled with a new non-negative key; then every used slot holds a
non-negative key and every free one the key -1.
Bug: the new key is not masked, so it may be negative.`,
		body: func(g *gen, bug bool) {
			g.helpers = append(g.helpers, "struct slot {\n    int key;\n    unsigned char used;\n};")
			g.arrays = append(g.arrays, "struct slot tbl[$N]")
			i := g.I()
			g.each(i, "0", "$N", true, func() {
				g.line("tbl[%s].used = __VERIFIER_nondet_int() & 1;", i)
				g.block("if (tbl["+i+"].used)", func() { g.line("tbl[%s].key = __VERIFIER_nondet_int() & 32767;", i) })
				g.block("else", func() { g.line("tbl[%s].key = -1;", i) })
			})
			j := g.J()
			g.line("%s = 0;", j)
			g.line("while (%s < $N && tbl[%s].used)", j, j)
			g.line("    %s++;", j)
			g.block("if ("+j+" < $N)", func() {
				g.line("tbl[%s].key = %s;", j, bugOr(bug, "__VERIFIER_nondet_int() & 32767", "__VERIFIER_nondet_int()"))
				g.line("tbl[%s].used = 1;", j)
			})
			g.each(g.K(), "0", "$N", true, func() {
				g.check("tbl[$K].used ? tbl[$K].key >= 0 : tbl[$K].key == -1")
			})
		},
	},
	{
		Name: "recordcopy",
		Doc: `Two arrays of records: the first gets a weight and a tag in every
record, then each record is copied into the second with its weight
tripled; then every copy has three times the weight and the same tag.
Bug: the copy loop stops before the last record.`,
		body: func(g *gen, bug bool) {
			g.helpers = append(g.helpers, "struct item {\n    unsigned short tag;\n    int weight;\n};")
			g.arrays = append(g.arrays, "struct item src[$N]", "struct item dst[$N]")
			i := g.I()
			g.each(i, "0", "$N", true, func() {
				g.line("src[%s].weight = __VERIFIER_nondet_int() & 1023;", i)
				g.line("src[%s].tag = (unsigned short)(src[%s].weight + 1);", i, i)
			})
			j := g.J()
			g.each(j, "0", bugOr(bug, "$N", "$N - 1"), true, func() {
				g.line("dst[%s].tag = src[%s].tag;", j, j)
				g.line("dst[%s].weight = 3 * src[%s].weight;", j, j)
			})
			g.each(g.K(), "0", "$N", true, func() {
				g.check("dst[$K].weight == 3 * src[$K].weight && dst[$K].tag == src[$K].tag")
			})
		},
	},
	{
		Name: "recordinit",
		Doc: `A global array of records initialised in a do … while: each
record gets its own index, its double and a valid flag; then every
record is valid and holds twice its index.
Bug: the initialisation stops before the last record.`,
		body: func(g *gen, bug bool) {
			g.helpers = append(g.helpers, "struct cell {\n    int id;\n    long twice;\n    char valid;\n};\nstruct cell cells[$N];")
			i := g.I()
			g.line("%s = 0;", i)
			g.line("do {")
			g.depth++
			g.line("cells[%s].id = %s;", i, i)
			g.line("cells[%s].twice = 2L * %s;", i, i)
			g.line("cells[%s].valid = 1;", i)
			g.line("%s++;", i)
			g.depth--
			g.line("} while (%s < %s);", i, bugOr(bug, "$N", "$N - 1"))
			g.each(g.K(), "0", "$N", true, func() {
				g.check("cells[$K].valid && cells[$K].twice == 2L * cells[$K].id && cells[$K].id == $K")
			})
		},
	},
	{
		Name: "recordsort",
		Doc: `Records sorted by key: an insertion sort moves whole records (a
key and a payload derived from it) left past the records with larger
keys; then the keys are ordered and each payload still belongs to its key.
Bug: the inner loop stops at the second record, so the first is never
displaced.`,
		body: func(g *gen, bug bool) {
			g.helpers = append(g.helpers, "struct rec {\n    int key;\n    int pay;\n};")
			g.arrays = append(g.arrays, "struct rec recs[$N]")
			g.helpers = append(g.helpers, "struct rec held;")
			i, j := g.I(), g.J()
			g.each(i, "0", "$N", true, func() {
				g.line("recs[%s].key = __VERIFIER_nondet_int() & 255;", i)
				g.line("recs[%s].pay = recs[%s].key + 1000;", i, i)
			})
			g.ascending(i, "1", "$N", func() {
				g.line("held = recs[%s];", i)
				g.line("%s = %s;", j, i)
				g.block(g.sub("while ("+j+" > "+bugOr(bug, "0", "1")+" && recs["+j+" - 1].key > held.key)"), func() {
					g.line("recs[%s] = recs[%s - 1];", j, j)
					g.line("%s--;", j)
				})
				g.line("recs[%s] = held;", j)
			})
			g.each(g.K(), "0", "$N - 1", true, func() { g.check("recs[$K].key <= recs[$K + 1].key && recs[$K].pay == recs[$K].key + 1000") })
		},
	},
}
