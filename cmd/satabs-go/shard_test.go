package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// publicManifest is the public benchmark set, next to the repository as
// ../shared; tests that need it skip without it.
var publicManifest = filepath.Join("..", "..", "..", "shared", "bench", "public", "MANIFEST.tsv")

func needPublicManifest(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(publicManifest); err != nil {
		t.Skipf("no public benchmark set (%v): sharding of the public manifest not tested", err)
	}
}

// listShard runs batch --list in-process and returns its lines.
func listShard(t *testing.T, shard string, args ...string) []string {
	t.Helper()
	cl := []string{"batch", "--list"}
	if shard != "" {
		cl = append(cl, "--shard", shard)
	}
	code, out, errOut := runCLI(append(cl, args...)...)
	if code != exitTrue {
		t.Fatalf("%v: exit %d\n%s", cl, code, errOut)
	}
	return strings.Split(strings.TrimSuffix(out, "\n"), "\n")
}

// TestShardList checks that the shards of a task list cover it: every
// task in exactly one shard, shard sizes within one of each other, and the
// same shards whatever the order of the command line.
func TestShardList(t *testing.T) {
	examples := filepath.Join("..", "..", "examples")
	argSets := [][]string{
		{examples, filepath.Join(examples, "crypto")},
		{filepath.Join("testdata", "tasks", "memsafety.yml"), filepath.Join("testdata", "tasks", "block-list.yml")},
	}
	if _, err := os.Stat(publicManifest); err == nil {
		argSets = append(argSets, []string{publicManifest})
	}
	for _, args := range argSets {
		all := listShard(t, "", args...)
		// More shards than tasks (empty shards) on the lists of up to
		// 62 tasks (the tasks files, the public manifest); on a longer
		// list (the examples: over 600) 64 shards of ten and more
		// tasks: each count lists every shard twice, and each listing
		// reads the whole list.
		for _, n := range []int{1, 2, 3, 7, min(len(all)+2, 64)} {
			seen := map[string]int{}
			var sizes []int
			for k := 1; k <= n; k++ {
				shard := fmt.Sprintf("%d/%d", k, n)
				lines := listShard(t, shard, args...)
				if len(lines) == 1 && lines[0] == "" {
					lines = nil
				}
				backwards := slices.Clone(args)
				slices.Reverse(backwards)
				reversed := listShard(t, shard, backwards...)
				if len(reversed) == 1 && reversed[0] == "" {
					reversed = nil
				}
				if !sameSet(lines, reversed) {
					t.Errorf("%v shard %s depends on the order of the arguments:\n%v\nreversed:\n%v", args, shard, lines, reversed)
				}
				for _, l := range lines {
					seen[l]++
				}
				sizes = append(sizes, len(lines))
			}
			for _, l := range all {
				if seen[l] != 1 {
					t.Errorf("%v in %d shards: task %q in %d of them", args, n, l, seen[l])
				}
			}
			if len(seen) != len(all) {
				t.Errorf("%v in %d shards: %d tasks, want %d", args, n, len(seen), len(all))
			}
			if slices.Max(sizes)-slices.Min(sizes) > 1 {
				t.Errorf("%v in %d shards: sizes %v", args, n, sizes)
			}
		}
	}
}

// sameSet says whether two lists hold the same lines, in any order.
func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

func TestShardBadFlag(t *testing.T) {
	for _, s := range []string{"0/3", "4/3", "1/0", "-1/2", "3", "a/b", "1/2/3", "/", "1/"} {
		code, out, errOut := runCLI("batch", "--shard", s, filepath.Join("..", "..", "examples"))
		if code != exitInput || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "--shard") {
			t.Errorf("--shard %s: exit %d, stdout %q, stderr %q; want exit 6 and one line", s, code, out, errOut)
		}
	}
}

// TestShardedPublicManifest runs the public manifest as three shards, each
// in its own process, merges their results files and checks the merge
// against one unsharded run. Bounded mode with a small bound keeps every
// task under a second, so the whole manifest runs, not a subset; results
// that a loaded machine turned into a timeout are not compared.
func TestShardedPublicManifest(t *testing.T) {
	needPublicManifest(t)
	dir := t.TempDir()
	mode := []string{"--bmc", "--unwind", "8", "--unwinding-assertions", "--timeout", "20s"}
	start := time.Now()

	whole := filepath.Join(dir, "whole.json")
	cmd := toolCommand(append(append([]string{"batch", "--jobs", "2", "--json", whole}, mode...), publicManifest)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("unsharded batch: %v\n%s", err, out)
	}

	const n = 3
	var shardFiles []string
	var errs [n]bytes.Buffer
	var cmds []*exec.Cmd
	for k := 1; k <= n; k++ {
		f := filepath.Join(dir, fmt.Sprintf("shard-%d.jsonl", k))
		shardFiles = append(shardFiles, f)
		c := toolCommand(append(append([]string{"batch", "--jobs", "1", "--shard", fmt.Sprintf("%d/%d", k, n), "--results", f}, mode...), publicManifest)...)
		c.Stderr = &errs[k-1]
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, c)
	}
	for k, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Fatalf("shard %d/%d: %v\n%s", k+1, n, err, errs[k].String())
		}
	}

	merged := filepath.Join(dir, "merged.json")
	var out, errOut bytes.Buffer
	cmd = toolCommand(append([]string{"batch", "merge", "--tasks", publicManifest, "--json", merged}, shardFiles...)...)
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("merge: %v\n%s%s", err, out.String(), errOut.String())
	}
	all := listShard(t, "", publicManifest)
	if want := fmt.Sprintf("all %d tasks of the task list have a result", len(all)); !strings.Contains(out.String(), want) {
		t.Errorf("merge output lacks %q:\n%s", want, out.String())
	}
	if strings.Contains(out.String(), "duplicate") || errOut.Len() > 0 {
		t.Errorf("merge of disjoint shards reports duplicates or problems:\n%s%s", out.String(), errOut.String())
	}

	read := func(path string) map[string]taskResult {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var rs []taskResult
		if err := json.Unmarshal(data, &rs); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		m := map[string]taskResult{}
		for _, r := range rs {
			m[r.key()] = r
		}
		return m
	}
	want, got := read(whole), read(merged)
	if len(want) != len(all) || len(got) != len(all) {
		t.Fatalf("%d tasks in the manifest, %d unsharded results, %d merged", len(all), len(want), len(got))
	}
	compared, decided := 0, 0
	for k, w := range want {
		g, ok := got[k]
		if !ok {
			t.Errorf("%s: no merged result", k)
			continue
		}
		if limited(w.Result) || limited(g.Result) {
			continue
		}
		compared++
		if isDefinite(w.Result) {
			decided++
		}
		if g.Result != w.Result || g.Status != w.Status || g.Expected != w.Expected || g.Engine != w.Engine || g.ExitCode != w.ExitCode {
			t.Errorf("%s: sharded %+v, unsharded %+v", k, g, w)
		}
	}
	if compared < len(all)*3/4 || decided < 10 {
		t.Errorf("only %d of %d results compared, %d of them definite: machine too loaded?", compared, len(all), decided)
	}
	t.Logf("%d tasks, %d results compared (%d definite), %s", len(all), compared, decided, time.Since(start).Round(time.Millisecond))
}

// limited says whether a result is a time or memory limit, which depends
// on the machine's load.
func limited(result string) bool {
	return result == "UNKNOWN(timeout)" || result == "UNKNOWN(memory limit)"
}

// TestBatchReadsChildJSON checks what batch reads from the child's JSON
// report: result, engine, iterations and predicates.
func TestBatchReadsChildJSON(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join("..", "..", "examples", "parity_loop.c")
	for _, tc := range []struct {
		flags  []string
		engine string
		cegar  bool
	}{
		{[]string{"--portfolio=false"}, "predicate abstraction", true},
		{[]string{"--bmc", "--unwind", "40", "--unwinding-assertions"}, "bounded model checking", false},
	} {
		results := filepath.Join(dir, "r.jsonl")
		cmd := toolCommand(append(append([]string{"batch", "--jobs", "1", "--timeout", "60s", "--results", results}, tc.flags...), file)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("batch %v: %v\n%s", tc.flags, err, out)
		}
		rs, err := readResults(results)
		if err != nil || len(rs) != 1 {
			t.Fatalf("results file: %v, %d results", err, len(rs))
		}
		r := rs[0]
		if r.Result != "TRUE" || r.ExitCode != exitTrue || r.Engine != tc.engine {
			t.Errorf("batch %v: %+v", tc.flags, r)
		}
		if tc.cegar && (r.Iterations < 1 || r.Predicates < 1) {
			t.Errorf("batch %v: no iterations or predicates: %+v", tc.flags, r)
		}
	}
}

// TestChildReport reads the child's JSON, also the forms that a report
// without a result line or with "stats" for "statistics" would have, and
// output that is no JSON (a crash).
func TestChildReport(t *testing.T) {
	tests := []struct {
		out, result string
		stats       childStats
	}{
		{`{"result": "Result: FALSE(unreach-call)", "verdict": "false", "statistics": {"engine": "bounded search", "iterations": 2, "predicates": 5, "sat_calls": 9}}`,
			"FALSE(unreach-call)", childStats{Engine: "bounded search", Iterations: 2, Predicates: 5}},
		{`{"verdict": "true", "stats": {"engine": "k-induction"}}`, "TRUE", childStats{Engine: "k-induction"}},
		{`{"verdict": "false", "property": "no-overflow"}`, "FALSE(no-overflow)", childStats{}},
		{`{"verdict": "unknown", "reason": "timeout"}`, "UNKNOWN(timeout)", childStats{}},
		{"VERIFICATION INCONCLUSIVE\nResult: UNKNOWN(internal error)\n", "", childStats{}},
		{"", "", childStats{}},
	}
	for _, tc := range tests {
		rep, err := parseChildReport(tc.out)
		if (err != nil) != (tc.result == "") || rep.result() != tc.result || rep.stats() != tc.stats {
			t.Errorf("%q: result %q, stats %+v, error %v; want %q, %+v", tc.out, rep.result(), rep.stats(), err, tc.result, tc.stats)
		}
	}
}

// TestResumeOldResults: a results file as batch wrote it before the child
// spoke JSON still serves --resume, down to the line a kill cut.
func TestResumeOldResults(t *testing.T) {
	results := filepath.Join(t.TempDir(), "r.jsonl")
	old, err := os.ReadFile(filepath.Join("testdata", "tasks", "results-v0.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(results, old, 0o644)
	var out bytes.Buffer
	cmd := toolCommand("batch", "--jobs", "1", "--results", results, "--resume",
		filepath.Join("testdata", "tasks", "flow-list.yml"), filepath.Join("testdata", "tasks", "block-list.yml"))
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("batch --resume: %v\n%s", err, out.String())
	}
	table := strings.Join(strings.Fields(out.String()), " ")
	for _, want := range []string{
		"TRUE 12.5 7 3 predicate abstraction",
		"UNKNOWN(timeout) 65.1 0 0",
		"3 tasks: 2 correct, 0 wrong, 1 unknown; SV-COMP score 3",
	} {
		if !strings.Contains(table, want) {
			t.Errorf("resumed table lacks %q:\n%s", want, out.String())
		}
	}
	if now, _ := os.ReadFile(results); !bytes.Equal(now, old) {
		t.Errorf("--resume ran tasks the old results file has:\n%s", now)
	}
}

// TestMerge merges results files with repetitions, disagreements, a cut
// line, and tasks missing from or not in the task list.
func TestMerge(t *testing.T) {
	dir := t.TempDir()
	manifest := "path\tproperty\texpected\n" +
		"a.c\tunreach-call\ttrue\n" +
		"b.c\tunreach-call\tfalse\n" +
		"c.c\tunreach-call\ttrue\n" +
		"d.c\tunreach-call\ttrue\n" +
		"e.c\tunreach-call\tfalse\n"
	os.WriteFile(filepath.Join(dir, "MANIFEST.tsv"), []byte(manifest), 0o644)
	line := func(file, expected, result, status string) string {
		r := taskResult{File: filepath.Join(dir, file), Property: "unreach-call", Expected: expected, Result: result, Status: status, Seconds: 1}
		data, _ := json.Marshal(r)
		return string(data) + "\n"
	}
	write := func(name string, lines ...string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(strings.Join(lines, "")), 0o644)
		return p
	}
	s1 := write("s1.jsonl",
		line("a.c", "true", "TRUE", "correct"),
		line("b.c", "false", "UNKNOWN(timeout)", "unknown"),
		line("c.c", "true", "TRUE", "correct"),
		`{"file": "x.c", "prop`)
	s2 := write("s2.jsonl",
		line("b.c", "false", "FALSE(unreach-call)", "correct"),
		line("c.c", "true", "TRUE", "correct"),
		line("z.c", "", "TRUE", ""))
	conflict := write("s3.jsonl", line("a.c", "true", "FALSE(unreach-call)", "wrong"))
	wrong := write("s4.jsonl", line("d.c", "true", "FALSE(unreach-call)", "wrong"))
	tasks := filepath.Join(dir, "MANIFEST.tsv")

	csvFile, jsonFile := filepath.Join(dir, "m.csv"), filepath.Join(dir, "m.json")
	code, out, errOut := runCLI("batch", "merge", "--tasks", tasks, "--csv", csvFile, "--json", jsonFile, s1, s2)
	if code != exitTrue {
		t.Errorf("merge: exit %d\n%s%s", code, out, errOut)
	}
	for _, want := range []string{
		"4 tasks: 3 correct, 0 wrong, 0 unknown; SV-COMP score 5",
		"MISSING: 2 of 5 tasks have no result:\n  " + filepath.Join(dir, "d.c") + " unreach-call\n  " + filepath.Join(dir, "e.c") + " unreach-call\n",
		"1 results are of tasks not in the task list:\n  " + filepath.Join(dir, "z.c") + " unreach-call (" + s2 + ")",
		"duplicate: " + filepath.Join(dir, "c.c") + " unreach-call: TRUE in " + s1 + ", TRUE in " + s2,
		"DIFFERENT RESULTS: " + filepath.Join(dir, "b.c") + " unreach-call: UNKNOWN(timeout) in " + s1 + ", FALSE(unreach-call) in " + s2 + "; the table keeps FALSE(unreach-call)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("merge output lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errOut, "1 line(s) that are no result") || !strings.Contains(errOut, "DIFFERENT RESULTS") {
		t.Errorf("merge stderr: %q", errOut)
	}
	var rs []taskResult
	if data, err := os.ReadFile(jsonFile); err != nil || json.Unmarshal(data, &rs) != nil || len(rs) != 4 {
		t.Errorf("--json: %v, %d results", err, len(rs))
	}
	if data, err := os.ReadFile(csvFile); err != nil || strings.Count(string(data), "\n") != 5 {
		t.Errorf("--csv: %v\n%s", err, data)
	}

	code, out, errOut = runCLI("batch", "merge", s1, conflict)
	if code != exitInput || !strings.Contains(out, "CONFLICT: "+filepath.Join(dir, "a.c")) || !strings.Contains(errOut, "CONFLICT") {
		t.Errorf("merge of contradicting results: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, _ = runCLI("batch", "merge", s2, wrong); code != exitFalse {
		t.Errorf("merge with a wrong answer: exit %d\n%s", code, out)
	}
	for _, args := range [][]string{
		{"batch", "merge"},
		{"batch", "merge", filepath.Join(dir, "no-such.jsonl")},
		{"batch", "merge", "--tasks", filepath.Join(dir, "no-such.tsv"), s1},
		{"batch", "merge", "--no-such-flag", s1},
	} {
		if code, _, errOut := runCLI(args...); code != exitInput || errOut == "" {
			t.Errorf("%v: exit %d, stderr %q; want exit 6 with a message", args, code, errOut)
		}
	}
}
