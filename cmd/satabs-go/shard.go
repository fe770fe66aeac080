package main

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// A shard is one of N parts of a batch's tasks, numbered from 1, so that N
// machines (a Slurm job array, a Kubernetes Indexed Job) can each run one
// part and `satabs-go batch merge` joins their results.
type shard struct{ k, n int }

// parseShard reads --shard K/N: 1 ≤ K ≤ N.
func parseShard(s string) (shard, error) {
	ks, ns, ok := strings.Cut(s, "/")
	k, errK := strconv.Atoi(strings.TrimSpace(ks))
	n, errN := strconv.Atoi(strings.TrimSpace(ns))
	if !ok || errK != nil || errN != nil || n < 1 || k < 1 || k > n {
		return shard{}, fmt.Errorf("--shard %q: want K/N with 1 ≤ K ≤ N, e.g. 1/4 (shards are numbered from 1)", s)
	}
	return shard{k, n}, nil
}

// uniqueTasks keeps one task per key (file|property) when a task is named
// twice, e.g. by a folder and by its manifest. Which one stays does not
// depend on the order of the command line: the one that says more (an
// expected verdict, a property file) or else the first in a fixed order.
// Two definitions that disagree on the expected verdict or the data model
// are reported in clashes, one line each.
func uniqueTasks(ts []task) (out []task, clashes []string) {
	index := map[string]int{}
	for _, t := range ts {
		i, ok := index[t.key()]
		if !ok {
			index[t.key()] = len(out)
			out = append(out, t)
			continue
		}
		prev := out[i]
		if prev == t {
			continue
		}
		keep := prev
		if preferTask(t, prev) {
			keep = t
		}
		if prev.Expected != "" && t.Expected != "" && prev.Expected != t.Expected || prev.DataModel != t.DataModel {
			clashes = append(clashes, fmt.Sprintf("%s %s is named twice, as %s and as %s; it is checked as %s",
				t.File, t.Property, describeTask(prev), describeTask(t), describeTask(keep)))
		}
		out[i] = keep
	}
	return out, clashes
}

// preferTask says whether a should stand for a task named twice rather
// than b: a total order, so the choice is the same in every order.
func preferTask(a, b task) bool {
	rank := func(t task) int {
		r := 0
		if t.Expected != "" {
			r += 2
		}
		if t.PropFile != "" {
			r++
		}
		return r
	}
	if rank(a) != rank(b) {
		return rank(a) > rank(b)
	}
	return fmt.Sprint(a) < fmt.Sprint(b)
}

func describeTask(t task) string {
	expected := "expected " + t.Expected
	if t.Expected == "" {
		expected = "no expected verdict"
	}
	return expected + " in " + t.DataModel
}

// of returns the shard's tasks. The rule depends only on the set of task
// keys (file|property), not on the order of the command line: the keys are
// sorted and dealt round-robin, the i-th (from 0) to shard i mod N + 1. So
// every task is in exactly one shard, the shards' sizes differ by at most
// one, and neighbouring tasks (often of one family, of like difficulty) go
// to different shards. The tasks keep their order of the command line.
// ts must be free of repetitions (uniqueTasks).
func (s shard) of(ts []task) []task {
	keys := make([]string, len(ts))
	for i, t := range ts {
		keys[i] = t.key()
	}
	sort.Strings(keys)
	mine := map[string]bool{}
	for i, k := range keys {
		if i%s.n == s.k-1 {
			mine[k] = true
		}
	}
	var out []task
	for _, t := range ts {
		if mine[t.key()] {
			out = append(out, t)
		}
	}
	return out
}

// listTasks prints the tasks, one a line: file, property, expected verdict
// and data model, separated by tabs (batch --list).
func listTasks(w io.Writer, ts []task) {
	for _, t := range ts {
		expected := t.Expected
		if expected == "" {
			expected = "-"
		} else if t.Subproperty != "" {
			expected += "(" + t.Subproperty + ")"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", t.File, t.Property, expected, t.DataModel)
	}
}
