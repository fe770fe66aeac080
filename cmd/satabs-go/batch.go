package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/spf13/pflag"
)

// A taskResult is one finished task, as the results file stores it (one
// JSON object a line).
type taskResult struct {
	File     string `json:"file"`
	Property string `json:"property"`
	Expected string `json:"expected,omitempty"`
	// Subproperty is the expected violated part, with expected false
	// (valid-deref, ...).
	Subproperty string  `json:"subproperty,omitempty"`
	Result      string  `json:"result"` // TRUE, FALSE(...), UNKNOWN(...), ERROR(...)
	Status      string  `json:"status"` // correct, wrong, unknown, or "" without expected verdict
	Seconds     float64 `json:"seconds"`
	Iterations  int     `json:"iterations,omitempty"`
	Refinements int     `json:"refinements,omitempty"`
	Predicates  int     `json:"predicates,omitempty"`
	Engine      string  `json:"engine,omitempty"` // which engine answered, in the default mode
	ExitCode    int     `json:"exit_code"`
}

func (r taskResult) key() string { return r.File + "|" + r.Property }

// batchOptions are the flags of batch mode; every other flag is passed on
// to each task's run.
type batchOptions struct {
	jobs        int
	timeout     string
	memoryLimit string
	csvFile     string
	jsonFile    string
	results     string
	resume      bool
	shard       string // K/N, "" for all tasks
	list        bool
}

func runBatch(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "merge" {
		return runMerge(args[1:], stdout, stderr)
	}
	var o options
	var b batchOptions
	fs := newFlagSet(&o, stderr, &b.jsonFile)
	fs.IntVar(&b.jobs, "jobs", runtime.NumCPU(), "tasks run at once")
	fs.StringVar(&b.csvFile, "csv", "", "write the results table as CSV to this file")
	fs.StringVar(&b.jsonFile, "json-file", "", "the same as --json FILE")
	fs.StringVar(&b.results, "results", "", "append each finished task to this file at once (JSON lines)")
	fs.BoolVar(&b.resume, "resume", false, "with --results: skip the tasks the file already has")
	fs.StringVar(&b.shard, "shard", "", "run only the K-th of N shards of the tasks, K/N with K from 1 to N (sorted task keys dealt round-robin)")
	fs.BoolVar(&b.list, "list", false, "print the tasks (of the --shard) one a line, tab-separated: file, property, expected, data model; run nothing")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: satabs-go batch [flags] FILE|DIR|TASK.yml|MANIFEST.tsv ...\n       satabs-go batch merge [--csv FILE] [--json FILE] [--tasks FILE|DIR|TASK.yml|MANIFEST.tsv] RESULTS ...\n\nflags:\n%s", fs.FlagUsages())
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return exitTrue
		}
		fmt.Fprintln(stderr, "satabs-go batch: error: "+err.Error())
		return exitInput
	}
	b.timeout, b.memoryLimit = o.timeout, o.memoryLimit
	for _, f := range []string{"witness", "graphml-witness", "dot", "write-bp", "write-smv", "show-program", "show-checks"} {
		if fs.Changed(f) {
			fmt.Fprintf(stderr, "satabs-go batch: error: --%s is for a single file\n", f)
			return exitInput
		}
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return exitInput
	}
	if b.resume && b.results == "" {
		fmt.Fprintln(stderr, "satabs-go batch: error: --resume needs --results FILE")
		return exitInput
	}
	timeout, err := parseTimeout(b.timeout)
	if err != nil {
		fmt.Fprintln(stderr, "satabs-go batch: error: --timeout: "+err.Error())
		return exitInput
	}
	memLimit, err := parseSize(b.memoryLimit)
	if err != nil {
		fmt.Fprintln(stderr, "satabs-go batch: error: --memory-limit: "+err.Error())
		return exitInput
	}
	if b.jobs < 1 {
		b.jobs = 1
	}
	var part shard
	if b.shard != "" {
		if part, err = parseShard(b.shard); err != nil {
			fmt.Fprintln(stderr, "satabs-go batch: error: "+err.Error())
			return exitInput
		}
	}
	tasks, err := collectTasks(fs.Args())
	if err != nil {
		fmt.Fprintln(stderr, err)
		return exitInput
	}
	tasks, clashes := uniqueTasks(tasks)
	for _, c := range clashes {
		fmt.Fprintln(stderr, "satabs-go batch: warning: "+c)
	}
	if b.shard != "" {
		tasks = part.of(tasks)
	}
	if b.list {
		listTasks(stdout, tasks)
		return exitTrue
	}
	// The flags given to batch that are not batch's own go to every task.
	batchOwn := map[string]bool{"jobs": true, "csv": true, "json": true, "json-file": true, "results": true, "resume": true, "timeout": true, "memory-limit": true, "property": true, "64": true, "32": true, "shard": true, "list": true}
	var passOn []string
	fs.Visit(func(f *pflag.Flag) {
		if batchOwn[f.Name] {
			return
		}
		if sv, ok := f.Value.(pflag.SliceValue); ok {
			for _, v := range sv.GetSlice() {
				passOn = append(passOn, "--"+f.Name+"="+v)
			}
			return
		}
		passOn = append(passOn, "--"+f.Name+"="+f.Value.String())
	})

	done := map[string]taskResult{}
	if b.resume {
		prev, err := readResults(b.results)
		if err != nil {
			fmt.Fprintln(stderr, "satabs-go batch: error: "+err.Error())
			return exitInput
		}
		for _, r := range prev {
			done[r.key()] = r
		}
	}
	var resultsFile *os.File
	if b.results != "" {
		flags := os.O_CREATE | os.O_WRONLY | os.O_APPEND
		if !b.resume {
			flags |= os.O_TRUNC
		}
		resultsFile, err = os.OpenFile(b.results, flags, 0o644)
		if err != nil {
			fmt.Fprintln(stderr, "satabs-go batch: error: "+err.Error())
			return exitInput
		}
		defer resultsFile.Close()
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(stderr, "satabs-go batch: error: cannot find own executable: "+err.Error())
		return exitInternal
	}

	results := make([]taskResult, len(tasks))
	var todo []int
	for i, t := range tasks {
		if r, ok := done[t.key()]; ok {
			results[i] = r
			continue
		}
		todo = append(todo, i)
	}
	prog := newProgress(stderr, len(tasks), len(tasks)-len(todo), results)
	var mu sync.Mutex
	work := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < b.jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				r := runTask(self, tasks[i], passOn, timeout, memLimit)
				mu.Lock()
				results[i] = r
				if resultsFile != nil {
					line, _ := json.Marshal(r)
					resultsFile.Write(append(line, '\n'))
					resultsFile.Sync()
				}
				prog.finished(r)
				mu.Unlock()
			}
		}()
	}
	for _, i := range todo {
		work <- i
	}
	close(work)
	wg.Wait()
	prog.end()

	printTable(stdout, results)
	if b.csvFile != "" {
		if err := writeCSV(b.csvFile, results); err != nil {
			fmt.Fprintln(stderr, "satabs-go batch: error: --csv: "+err.Error())
		}
	}
	if b.jsonFile != "" {
		if err := writeResultsJSON(b.jsonFile, results); err != nil {
			fmt.Fprintln(stderr, "satabs-go batch: error: --json: "+err.Error())
		}
	}
	for _, r := range results {
		if r.Status == "wrong" {
			return exitFalse
		}
	}
	return exitTrue
}

// runTask runs one task as a child process of the same binary, so that a
// crash or a runaway cannot take the batch down; the parent enforces the
// time and memory limits (the child also gets them, to stop cleanly).
func runTask(self string, t task, passOn []string, timeout time.Duration, memLimit int64) taskResult {
	args := append([]string{}, passOn...)
	if t.PropFile != "" {
		args = append(args, "--property", t.PropFile)
	} else if t.Property != "unreach-call" {
		return finish(t, "ERROR(no property file for "+t.Property+")", exitInput, 0, childStats{})
	} else {
		// The row names SV-COMP's unreach-call: its tasks assume no
		// undefined behaviour and allocations that never fail, as the
		// property file would say (single.go's defaults with one).
		if !flagGiven(passOn, "--undefined") {
			args = append(args, "--undefined", "cut")
		}
		if !flagGiven(passOn, "--malloc-may-fail") {
			args = append(args, "--malloc-may-fail=false")
		}
	}
	if t.DataModel == "LP64" {
		args = append(args, "--64")
	}
	if timeout > 0 {
		args = append(args, "--timeout", timeout.String())
	}
	if memLimit > 0 {
		args = append(args, "--memory-limit", strconv.FormatInt(memLimit, 10))
	}
	args = append(args, "--json", t.File)
	ctx := context.Background()
	if timeout > 0 {
		var cancel context.CancelFunc
		// A grace period lets the child report UNKNOWN(timeout) itself.
		ctx, cancel = context.WithTimeout(ctx, timeout+5*time.Second)
		defer cancel()
	}
	cmd := exec.CommandContext(ctx, self, args...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	var out strings.Builder
	cmd.Stdout = &out
	cmd.Stderr = io.Discard
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return finish(t, "ERROR(cannot start: "+err.Error()+")", exitInternal, 0, childStats{})
	}
	stopWatch := make(chan struct{})
	overMemory := false
	if memLimit > 0 {
		go func() {
			tick := time.NewTicker(200 * time.Millisecond)
			defer tick.Stop()
			for {
				select {
				case <-stopWatch:
					return
				case <-tick.C:
					if rss := residentBytes(cmd.Process.Pid); rss > memLimit+memLimit/2 {
						overMemory = true
						syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
						return
					}
				}
			}
		}()
	}
	err := cmd.Wait()
	close(stopWatch)
	secs := time.Since(start).Seconds()
	code := cmd.ProcessState.ExitCode()
	rep, jsonErr := parseChildReport(out.String())
	result := rep.result()
	switch {
	case overMemory:
		result, code = "UNKNOWN(memory limit)", exitUnknown
	case ctx.Err() != nil:
		result, code = "UNKNOWN(timeout)", exitUnknown
	case result == "" && code == exitInternal:
		result = "ERROR(internal error)"
	case result == "" && err != nil:
		result = "ERROR(" + err.Error() + ")"
	case result == "":
		result = "ERROR(no result from the child: " + jsonErr.Error() + ")"
	}
	r := finish(t, result, code, secs, rep.stats())
	return r
}

// A childReport is the part of a task's --json output (jsonout.go) that
// batch mode keeps.
type childReport struct {
	Result  string `json:"result"` // "Result: TRUE", the closing line
	Verdict string `json:"verdict"`
	// Property and Reason rebuild the result line when a report has no
	// result field.
	Property string     `json:"property"`
	Reason   string     `json:"reason"`
	Stats    childStats `json:"statistics"`
	// StatsShort is the same under the name "stats", should the report
	// use it.
	StatsShort childStats `json:"stats"`
}

type childStats struct {
	Engine      string `json:"engine"`
	Iterations  int    `json:"iterations"`
	Refinements int    `json:"refinements"`
	Predicates  int    `json:"predicates"`
}

// parseChildReport reads a child's stdout: one JSON object. A child that
// crashed or was killed leaves none; its exit code tells the rest.
func parseChildReport(out string) (childReport, error) {
	var rep childReport
	out = strings.TrimSpace(out)
	if out == "" {
		return rep, errors.New("empty output")
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		return childReport{}, fmt.Errorf("not one JSON object: %v", err)
	}
	return rep, nil
}

// result is the report's result without the "Result: " prefix, as the
// results table shows it; "" when the report has none.
func (rep childReport) result() string {
	if r, ok := strings.CutPrefix(rep.Result, "Result: "); ok || rep.Result != "" {
		return r
	}
	switch rep.Verdict {
	case "true":
		return "TRUE"
	case "false":
		return "FALSE(" + rep.Property + ")"
	case "unknown", "error":
		return "UNKNOWN(" + oneLine(rep.Reason) + ")"
	}
	return ""
}

func (rep childReport) stats() childStats {
	if rep.Stats != (childStats{}) {
		return rep.Stats
	}
	return rep.StatsShort
}

func finish(t task, result string, code int, secs float64, st childStats) taskResult {
	r := taskResult{File: t.File, Property: t.Property, Expected: t.Expected, Subproperty: t.Subproperty,
		Result: result, ExitCode: code, Seconds: secs,
		Engine: st.Engine, Iterations: st.Iterations, Refinements: st.Refinements, Predicates: st.Predicates}
	r.Status = status(t.Expected, t.Subproperty, result)
	return r
}

// status compares a result with the expected verdict: correct, wrong,
// unknown, or "" without an expected verdict. A FALSE for a property with
// parts is correct only for the expected part, as in SV-COMP.
func status(expected, subproperty, result string) string {
	if expected == "" {
		return ""
	}
	switch {
	case strings.HasPrefix(result, "TRUE"):
		if expected == "true" {
			return "correct"
		}
		return "wrong"
	case strings.HasPrefix(result, "FALSE"):
		if expected == "false" && (subproperty == "" || result == "FALSE("+subproperty+")") {
			return "correct"
		}
		return "wrong"
	}
	return "unknown"
}

// residentBytes reads a process's resident memory from /proc (0 when it
// cannot be read).
func residentBytes(pid int) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "VmRSS:") {
			f := strings.Fields(line)
			if len(f) >= 2 {
				kb, _ := strconv.ParseInt(f[1], 10, 64)
				return kb * 1024
			}
		}
	}
	return 0
}

// readResults reads a results file (--results): one JSON object a line.
// A file that does not exist holds no results.
func readResults(path string) ([]taskResult, error) {
	rs, _, err := readResultsFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	return rs, err
}

// readResultsFile reads a results file and says how many lines it could
// not read: a line cut by a kill is left out, and --resume runs its task
// again.
func readResultsFile(path string) (rs []taskResult, unreadable int, err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var r taskResult
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil || r.File == "" {
			unreadable++
			continue
		}
		rs = append(rs, r)
	}
	return rs, unreadable, sc.Err()
}

// score is the SV-COMP score: +2 correct TRUE, +1 correct FALSE, -16
// wrong FALSE, -32 wrong TRUE.
func score(rs []taskResult) (correct, wrong, unknown, points int) {
	for _, r := range rs {
		switch r.Status {
		case "correct":
			correct++
			if strings.HasPrefix(r.Result, "TRUE") {
				points += 2
			} else {
				points++
			}
		case "wrong":
			wrong++
			if strings.HasPrefix(r.Result, "TRUE") {
				points -= 32
			} else {
				points -= 16
			}
		case "unknown":
			unknown++
		}
	}
	return
}

func printTable(w io.Writer, rs []taskResult) {
	fmt.Fprintf(w, "%-55s %-16s %-8s %-30s %8s %5s %5s %s\n", "task", "property", "expected", "result", "seconds", "iter", "preds", "engine")
	withExpected := false
	for _, r := range rs {
		res := r.Result
		if len(res) > 30 {
			res = res[:27] + "..."
		}
		name := r.File
		if len(name) > 55 {
			name = "..." + name[len(name)-52:]
		}
		fmt.Fprintf(w, "%-55s %-16s %-8s %-30s %8.1f %5d %5d %s\n", name, r.Property, r.Expected, res, r.Seconds, r.Iterations, r.Predicates, r.Engine)
		if r.Expected != "" {
			withExpected = true
		}
	}
	if withExpected {
		c, wr, u, pts := score(rs)
		fmt.Fprintf(w, "\n%d tasks: %d correct, %d wrong, %d unknown; SV-COMP score %d\n", len(rs), c, wr, u, pts)
	}
}

// writeResultsJSON writes the results table as one JSON array (--json).
func writeResultsJSON(path string, rs []taskResult) error {
	if rs == nil {
		rs = []taskResult{}
	}
	data, err := json.MarshalIndent(rs, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

func writeCSV(path string, rs []taskResult) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := csv.NewWriter(f)
	w.Write([]string{"task", "property", "expected", "result", "status", "seconds", "iterations", "predicates", "engine", "exit_code"})
	for _, r := range rs {
		w.Write([]string{r.File, r.Property, r.Expected, r.Result, r.Status, strconv.FormatFloat(r.Seconds, 'f', 2, 64),
			strconv.Itoa(r.Iterations), strconv.Itoa(r.Predicates), r.Engine, strconv.Itoa(r.ExitCode)})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// progress reports finished tasks: a redrawn bar on a terminal, a plain
// line per task otherwise.
type progress struct {
	w                       io.Writer
	terminal                bool
	total                   int
	finishedN               int
	start                   time.Time
	correct, wrong, unknown int
}

func newProgress(w io.Writer, total, already int, results []taskResult) *progress {
	p := &progress{w: w, total: total, finishedN: already, start: time.Now()}
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			p.terminal = true
		}
	}
	for _, r := range results {
		p.count(r)
	}
	return p
}

func (p *progress) count(r taskResult) {
	switch r.Status {
	case "correct":
		p.correct++
	case "wrong":
		p.wrong++
	case "unknown":
		p.unknown++
	}
}

func (p *progress) finished(r taskResult) {
	p.finishedN++
	p.count(r)
	elapsed := time.Since(p.start)
	if !p.terminal {
		fmt.Fprintf(p.w, "[%d/%d] %s %s: %s (%.1fs)\n", p.finishedN, p.total, r.File, r.Property, r.Result, r.Seconds)
		return
	}
	const width = 30
	filled := width * p.finishedN / max(p.total, 1)
	eta := ""
	if p.finishedN > 0 && p.finishedN < p.total {
		per := elapsed / time.Duration(p.finishedN)
		eta = fmt.Sprintf(" eta %s", (per * time.Duration(p.total-p.finishedN)).Round(time.Second))
	}
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d  correct %d wrong %d unknown %d  %s%s   ",
		strings.Repeat("#", filled), strings.Repeat(".", width-filled), p.finishedN, p.total,
		p.correct, p.wrong, p.unknown, elapsed.Round(time.Second), eta)
}

func (p *progress) end() {
	if p.terminal {
		fmt.Fprintln(p.w)
	}
}

// flagGiven reports whether the flags passed on to every task set the
// long flag name ("--undefined").
func flagGiven(passOn []string, name string) bool {
	for _, a := range passOn {
		if a == name || strings.HasPrefix(a, name+"=") {
			return true
		}
	}
	return false
}
