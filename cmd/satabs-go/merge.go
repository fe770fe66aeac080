package main

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/spf13/pflag"
)

// runMerge is `satabs-go batch merge`: it joins results files (--results
// of batch, e.g. one per shard) into one table with the SV-COMP score, and
// says which tasks have no result (with --tasks), which have more than
// one, and whether those disagree. Exit codes: 6 for bad input (flags,
// unreadable files, two definite answers that contradict each other), else
// as batch: 10 when an answer is wrong, 0 otherwise.
func runMerge(args []string, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet("satabs-go batch merge", pflag.ContinueOnError)
	fs.SetOutput(stderr)
	var csvFile, jsonFile string
	var taskArgs []string
	fs.StringVar(&csvFile, "csv", "", "write the merged table as CSV to this file")
	fs.StringVar(&jsonFile, "json", "", "write the merged table as a JSON array to this file")
	fs.StringArrayVar(&taskArgs, "tasks", nil, "the tasks that should have results, named as for batch (FILE|DIR|TASK.yml|MANIFEST.tsv, repeatable): report the missing ones")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: satabs-go batch merge [--csv FILE] [--json FILE] [--tasks FILE|DIR|TASK.yml|MANIFEST.tsv] RESULTS ...\n\nflags:\n%s", fs.FlagUsages())
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return exitTrue
		}
		fmt.Fprintln(stderr, "satabs-go batch merge: error: "+err.Error())
		return exitInput
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return exitInput
	}
	var expected []task
	if len(taskArgs) > 0 {
		ts, err := collectTasks(taskArgs)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return exitInput
		}
		expected, _ = uniqueTasks(ts)
	}
	var found []foundResult
	for _, path := range fs.Args() {
		rs, unreadable, err := readResultsFile(path)
		if err != nil {
			fmt.Fprintln(stderr, "satabs-go batch merge: error: "+err.Error())
			return exitInput
		}
		if unreadable > 0 {
			fmt.Fprintf(stderr, "satabs-go batch merge: %s: %d line(s) that are no result left out (cut by a kill?)\n", path, unreadable)
		}
		for _, r := range rs {
			found = append(found, foundResult{r, path})
		}
	}
	m := mergeResults(found, expected)

	printTable(stdout, m.results)
	m.report(stdout, stderr, len(expected))
	if csvFile != "" {
		if err := writeCSV(csvFile, m.results); err != nil {
			fmt.Fprintln(stderr, "satabs-go batch merge: error: --csv: "+err.Error())
			return exitInput
		}
	}
	if jsonFile != "" {
		if err := writeResultsJSON(jsonFile, m.results); err != nil {
			fmt.Fprintln(stderr, "satabs-go batch merge: error: --json: "+err.Error())
			return exitInput
		}
	}
	if len(m.conflicts) > 0 {
		return exitInput
	}
	for _, r := range m.results {
		if r.Status == "wrong" {
			return exitFalse
		}
	}
	return exitTrue
}

// A foundResult is a result and the file it came from.
type foundResult struct {
	taskResult
	file string
}

// A merged table: one result per task, and what did not fit.
type merged struct {
	results []taskResult // sorted by key
	// duplicates are tasks with more than one result, all the same.
	duplicates [][]foundResult
	// differing are tasks with different results of which at most one is
	// definite (TRUE or FALSE): e.g. a timeout in one run, an answer in a
	// rerun. The definite one is kept.
	differing []differing
	// conflicts are tasks with two different definite answers: one of
	// them is wrong, and the table keeps the first.
	conflicts [][]foundResult
	missing   []task        // in the task list, without result
	extra     []foundResult // results of tasks not in the task list
}

type differing struct {
	results []foundResult
	kept    string // the result the table shows
}

// mergeResults joins the results, in the order given, into one table.
// Without a task list (expected == nil), nothing is missing or extra.
func mergeResults(found []foundResult, expected []task) merged {
	var m merged
	byKey := map[string][]foundResult{}
	for _, f := range found {
		byKey[f.key()] = append(byKey[f.key()], f)
	}
	keys := make([]string, 0, len(byKey))
	for k := range byKey {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fs := byKey[k]
		m.results = append(m.results, m.pick(fs).taskResult)
	}
	if expected != nil {
		want := map[string]bool{}
		for _, t := range expected {
			want[t.key()] = true
			if _, ok := byKey[t.key()]; !ok {
				m.missing = append(m.missing, t)
			}
		}
		for _, k := range keys {
			if !want[k] {
				m.extra = append(m.extra, byKey[k][0])
			}
		}
	}
	return m
}

// pick chooses the result of one task among its results, and notes
// repetitions and disagreements.
func (m *merged) pick(fs []foundResult) foundResult {
	if len(fs) == 1 {
		return fs[0]
	}
	same := true
	var definite []foundResult
	for _, f := range fs {
		same = same && f.Result == fs[0].Result
		if isDefinite(f.Result) {
			definite = append(definite, f)
		}
	}
	if same {
		m.duplicates = append(m.duplicates, fs)
		return fs[0]
	}
	for _, d := range definite {
		if d.Result != definite[0].Result {
			m.conflicts = append(m.conflicts, fs)
			return fs[0]
		}
	}
	kept := fs[0]
	if len(definite) > 0 {
		kept = definite[0]
	}
	m.differing = append(m.differing, differing{fs, kept.Result})
	return kept
}

func isDefinite(result string) bool {
	return strings.HasPrefix(result, "TRUE") || strings.HasPrefix(result, "FALSE")
}

// report prints, after the table, the tasks without result, with more
// than one, and those whose results disagree (the last also on stderr).
func (m *merged) report(stdout, stderr io.Writer, listed int) {
	if listed > 0 {
		if len(m.missing) == 0 {
			fmt.Fprintf(stdout, "all %d tasks of the task list have a result\n", listed)
		} else {
			fmt.Fprintf(stdout, "MISSING: %d of %d tasks have no result:\n", len(m.missing), listed)
			for _, t := range m.missing {
				fmt.Fprintf(stdout, "  %s %s\n", t.File, t.Property)
			}
		}
		if len(m.extra) > 0 {
			fmt.Fprintf(stdout, "%d results are of tasks not in the task list:\n", len(m.extra))
			for _, f := range m.extra {
				fmt.Fprintf(stdout, "  %s %s (%s)\n", f.File, f.Property, f.file)
			}
		}
	}
	where := func(fs []foundResult) string {
		var parts []string
		for _, f := range fs {
			parts = append(parts, f.Result+" in "+f.file)
		}
		return strings.Join(parts, ", ")
	}
	for _, fs := range m.duplicates {
		fmt.Fprintf(stdout, "duplicate: %s %s: %s\n", fs[0].File, fs[0].Property, where(fs))
	}
	for _, d := range m.differing {
		fs := d.results
		line := fmt.Sprintf("DIFFERENT RESULTS: %s %s: %s; the table keeps %s", fs[0].File, fs[0].Property, where(fs), d.kept)
		fmt.Fprintln(stdout, line)
		fmt.Fprintln(stderr, "satabs-go batch merge: "+line)
	}
	for _, fs := range m.conflicts {
		line := fmt.Sprintf("CONFLICT: %s %s: %s; one of these answers is wrong", fs[0].File, fs[0].Property, where(fs))
		fmt.Fprintln(stdout, line)
		fmt.Fprintln(stderr, "satabs-go batch merge: error: "+line)
	}
}
