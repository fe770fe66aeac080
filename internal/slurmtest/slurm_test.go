package slurmtest

import (
	"bufio"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// repoRoot is the repository's root, from this package's folder.
var repoRoot, _ = filepath.Abs(filepath.Join("..", ".."))

// A cluster is a running single-node Slurm with its own munge.
type cluster struct {
	dir   string   // everything the daemons write
	env   []string // the environment for Slurm's commands (SLURM_CONF)
	procs []*exec.Cmd
}

// startCluster starts munged, slurmctld and slurmd in a fresh folder and
// waits until the node is idle; Cleanup stops them. It skips the test when
// the machine cannot run them.
func startCluster(t *testing.T) *cluster {
	t.Helper()
	if os.Getenv("SATABS_SLURM_TEST") != "1" {
		t.Skip("the real-Slurm tests run only with SATABS_SLURM_TEST=1 (test.sh sets it)")
	}
	if os.Geteuid() != 0 {
		t.Skip("slurmd must run as root to launch jobs; not root")
	}
	var missing []string
	for _, tool := range []string{"munged", "slurmctld", "slurmd", "sbatch", "squeue", "sinfo", "bash"} {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	if len(missing) > 0 {
		t.Skipf("not installed: %s (scripts/test-deps.sh installs slurmctld, slurmd, slurm-client and munge)", strings.Join(missing, ", "))
	}
	if runtime.NumCPU() < 2 {
		t.Skip("an array element asks for 2 CPUs; this machine has 1")
	}
	dir, err := os.MkdirTemp("", "satabs-slurm-")
	if err != nil {
		t.Fatal(err)
	}
	c := &cluster{dir: dir}
	t.Cleanup(func() {
		c.stop()
		if !t.Failed() {
			os.RemoveAll(dir)
		} else {
			t.Logf("the cluster's folder is kept: %s", dir)
		}
	})
	for _, sub := range []string{"state", "spool", "log"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			t.Fatal(err)
		}
	}

	key := make([]byte, 1024)
	rand.Read(key)
	keyFile := filepath.Join(dir, "munge.key")
	if err := os.WriteFile(keyFile, key, 0o400); err != nil {
		t.Fatal(err)
	}
	socket := filepath.Join(dir, "munge.sock")
	c.start(t, "munged", "--foreground", "--force", "--socket="+socket, "--key-file="+keyFile,
		"--log-file="+filepath.Join(dir, "log", "munged.log"), "--pid-file="+filepath.Join(dir, "munged.pid"),
		"--seed-file="+filepath.Join(dir, "munged.seed"))
	waitFor(t, 30*time.Second, "munged's socket", func() bool {
		_, err := os.Stat(socket)
		return err == nil
	})

	conf := filepath.Join(dir, "slurm.conf")
	if err := os.WriteFile(conf, []byte(slurmConf(t, dir, socket)), 0o644); err != nil {
		t.Fatal(err)
	}
	c.env = append(os.Environ(), "SLURM_CONF="+conf)
	c.start(t, "slurmctld", "-D", "-i", "-f", conf)
	c.start(t, "slurmd", "-D", "-f", conf)
	waitFor(t, 60*time.Second, "the node to be idle", func() bool {
		out, err := c.command("sinfo", "-h", "-o", "%T").Output()
		return err == nil && strings.TrimSpace(string(out)) == "idle"
	})
	return c
}

// slurmConf is a configuration for one node, this machine, that needs no
// cgroups, no accounting and no system folders.
func slurmConf(t *testing.T, dir, socket string) string {
	host, err := os.Hostname()
	if err != nil {
		t.Fatal(err)
	}
	host, _, _ = strings.Cut(host, ".")
	ctld, node := freePort(t), freePort(t)
	var b strings.Builder
	for _, line := range []string{
		"ClusterName=satabstest",
		"SlurmctldHost=" + host + "(127.0.0.1)",
		"SlurmUser=root",
		"SlurmdUser=root",
		"AuthType=auth/munge",
		"AuthInfo=socket=" + socket,
		"CredType=cred/munge",
		fmt.Sprintf("SlurmctldPort=%d", ctld),
		fmt.Sprintf("SlurmdPort=%d", node),
		"StateSaveLocation=" + filepath.Join(dir, "state"),
		"SlurmdSpoolDir=" + filepath.Join(dir, "spool"),
		"SlurmctldPidFile=" + filepath.Join(dir, "slurmctld.pid"),
		"SlurmdPidFile=" + filepath.Join(dir, "slurmd.pid"),
		"SlurmctldLogFile=" + filepath.Join(dir, "log", "slurmctld.log"),
		"SlurmdLogFile=" + filepath.Join(dir, "log", "slurmd.log"),
		"ProctrackType=proctrack/linuxproc",
		"TaskPlugin=task/none",
		"JobAcctGatherType=jobacct_gather/none",
		"AccountingStorageType=accounting_storage/none",
		"JobCompType=jobcomp/none",
		"SchedulerType=sched/backfill",
		"SelectType=select/cons_tres",
		"SelectTypeParameters=CR_Core",
		"MpiDefault=none",
		"ReturnToService=2",
		// Time limits are enforced within seconds, not minutes.
		"KillWait=5",
		fmt.Sprintf("NodeName=%s NodeAddr=127.0.0.1 CPUs=%d RealMemory=%d State=UNKNOWN", host, runtime.NumCPU(), memoryMB(t)),
		"PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP",
	} {
		b.WriteString(line + "\n")
	}
	return b.String()
}

// memoryMB is nine tenths of the machine's memory.
func memoryMB(t *testing.T) int64 {
	data, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		t.Skipf("cannot read the memory size: %v", err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "MemTotal:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb / 1024 * 9 / 10
		}
	}
	t.Skip("no MemTotal in /proc/meminfo")
	return 0
}

func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// start runs a daemon in the foreground, in a process group of its own.
func (c *cluster) start(t *testing.T, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Env = c.env
	if cmd.Env == nil {
		cmd.Env = os.Environ()
	}
	log, err := os.Create(filepath.Join(c.dir, "log", name+".out"))
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = log, log
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	c.procs = append(c.procs, cmd)
}

// stop ends the daemons, the last started first, and whatever they
// started (job steps), politely and then not.
func (c *cluster) stop() {
	for i := len(c.procs) - 1; i >= 0; i-- {
		p := c.procs[i]
		syscall.Kill(-p.Process.Pid, syscall.SIGTERM)
		done := make(chan struct{})
		go func() { p.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			syscall.Kill(-p.Process.Pid, syscall.SIGKILL)
			<-done
		}
	}
	c.procs = nil
}

func (c *cluster) command(name string, args ...string) *exec.Cmd {
	cmd := exec.Command(name, args...)
	cmd.Env = c.env
	return cmd
}

// waitJobs waits until Slurm has none of the jobs queued or running.
func (c *cluster) waitJobs(t *testing.T, limit time.Duration, ids ...string) {
	t.Helper()
	waitFor(t, limit, "jobs "+strings.Join(ids, ","), func() bool {
		out, err := c.command("squeue", "-h", "-o", "%i", "-j", strings.Join(ids, ",")).Output()
		return err == nil && strings.TrimSpace(string(out)) == ""
	})
}

// logs returns the daemons' logs, for a failure message.
func (c *cluster) logs() string {
	var b strings.Builder
	for _, name := range []string{"slurmctld.log", "slurmd.log"} {
		data, _ := os.ReadFile(filepath.Join(c.dir, "log", name))
		lines := strings.Split(strings.TrimSpace(string(data)), "\n")
		if len(lines) > 30 {
			lines = lines[len(lines)-30:]
		}
		fmt.Fprintf(&b, "--- %s (end)\n%s\n", name, strings.Join(lines, "\n"))
	}
	return b.String()
}

func waitFor(t *testing.T, limit time.Duration, what string, ok func() bool) {
	t.Helper()
	end := time.Now().Add(limit)
	for !ok() {
		if time.Now().After(end) {
			t.Fatalf("gave up waiting for %s after %v", what, limit)
		}
		time.Sleep(500 * time.Millisecond)
	}
}

// buildTool builds satabs-go into a folder of the test's.
func buildTool(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "satabs-go")
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/satabs-go")
	cmd.Dir = repoRoot
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

var submitted = regexp.MustCompile(`(\d+) tasks in (\d+) shards: job array (\d+), merge job (\d+)`)

// submit runs contrib/slurm/submit.sh in folder work and returns the job
// ids of the array and of the merge job.
func (c *cluster) submit(t *testing.T, work string, settings []string, run string, tasks ...string) (array, merge string) {
	t.Helper()
	cmd := c.command(filepath.Join(repoRoot, "contrib", "slurm", "submit.sh"), append([]string{run}, tasks...)...)
	cmd.Dir = work
	cmd.Env = append(cmd.Env, settings...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("submit.sh: %v\n%s", err, out)
	}
	m := submitted.FindStringSubmatch(string(out))
	if m == nil {
		t.Fatalf("submit.sh says:\n%s", out)
	}
	return m[3], m[4]
}

// results reads results files (--results of batch) into result by task.
func results(t *testing.T, files ...string) map[string]string {
	t.Helper()
	r := map[string]string{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(strings.NewReader(string(data)))
		for sc.Scan() {
			var rec struct{ File, Property, Result string }
			if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
				t.Fatalf("%s: %v: %s", f, err, sc.Text())
			}
			key := rec.File + " " + rec.Property
			if old, ok := r[key]; ok {
				t.Errorf("%s: two results for %s: %s and %s", f, key, old, rec.Result)
			}
			r[key] = rec.Result
		}
	}
	return r
}

var summaryLine = regexp.MustCompile(`(?m)^\d+ tasks: \d+ correct, \d+ wrong, \d+ unknown; SV-COMP score -?\d+$`)

// TestSlurmJobArray: three shards and the merge job on the examples give
// what one unsharded batch gives.
func TestSlurmJobArray(t *testing.T) {
	c := startCluster(t)
	tool := buildTool(t)
	// The examples at the top of the folder (its subfolders of float
	// loops and crypto kernels hold programs that run to the time limit,
	// whose verdicts a loaded machine may change between the two runs),
	// the checks and the crypto manifest. The time limit of a task is a
	// guard against a hang only (600 s, as TestCryptoBatch's): on a loaded
	// machine the crypto proofs took over a minute, and a task that runs
	// into the limit in one of the two runs and not in the other differs.
	tops, err := filepath.Glob(filepath.Join(repoRoot, "examples", "*.c"))
	if err != nil || len(tops) < 10 {
		t.Fatalf("examples: %v (%d files)", err, len(tops))
	}
	var tasks []string
	for _, f := range tops {
		rel, err := filepath.Rel(repoRoot, f)
		if err != nil {
			t.Fatal(err)
		}
		tasks = append(tasks, rel)
	}
	tasks = append(tasks, "examples/checks", "examples/crypto/MANIFEST.tsv")
	run := filepath.Join(c.dir, "run1")
	start := time.Now()
	array, merge := c.submit(t, repoRoot, []string{"SATABS_GO=" + tool, "SHARDS=3", "JOBS=1", "TIMEOUT=600", "MEMORY_LIMIT=1GB"}, run, tasks...)
	c.waitJobs(t, 10*time.Minute, array, merge)
	t.Logf("the job array and the merge job ran in %v", time.Since(start).Round(time.Second))
	summary, err := os.ReadFile(filepath.Join(run, "summary.txt"))
	if err != nil {
		t.Fatalf("no summary: %v\n%s", err, c.logs())
	}
	shards, _ := filepath.Glob(filepath.Join(run, "shard-*.jsonl"))
	if len(shards) != 3 {
		t.Fatalf("results of %d shards, want 3: %v\n%s", len(shards), shards, c.logs())
	}
	sharded := results(t, shards...)

	full := filepath.Join(t.TempDir(), "full.jsonl")
	cmd := exec.Command(tool, append([]string{"batch", "--jobs", "2", "--timeout", "600", "--memory-limit", "1GB", "--results", full}, tasks...)...)
	cmd.Dir = repoRoot
	out, err := cmd.Output()
	if code := exitCode(err); code != 0 && code != 10 {
		t.Fatalf("unsharded batch: %v\n%s", err, out)
	}
	unsharded := results(t, full)

	if len(unsharded) < 30 {
		t.Fatalf("only %d tasks", len(unsharded))
	}
	if got, want := keys(sharded), keys(unsharded); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("task sets differ:\nsharded:\n%s\nunsharded:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for k, v := range unsharded {
		if sharded[k] != v {
			t.Errorf("%s: %s in the Slurm run, %s unsharded", k, sharded[k], v)
		}
	}
	s1, s2 := summaryLine.FindString(string(summary)), summaryLine.FindString(string(out))
	if s1 == "" || s1 != s2 {
		t.Errorf("summary lines differ:\nSlurm:     %q\nunsharded: %q", s1, s2)
	}
	if want := fmt.Sprintf("all %d tasks of the task list have a result", len(unsharded)); !strings.Contains(string(summary), want) {
		t.Errorf("summary lacks %q:\n%s", want, summary)
	}
}

// slowTask runs into any timeout: finding a TEA key for a given
// ciphertext is beyond SAT, and so is proving that there is none.
const slowTask = `extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned int k0 = __VERIFIER_nondet_uint(), k1 = __VERIFIER_nondet_uint();
  unsigned int k2 = __VERIFIER_nondet_uint(), k3 = __VERIFIER_nondet_uint();
  unsigned int v0 = 0x01234567u, v1 = 0x89abcdefu, sum = 0;
  for (int i = 0; i < 32; i++) {
    sum += 0x9e3779b9u;
    v0 += ((v1 << 4) + k0) ^ (v1 + sum) ^ ((v1 >> 5) + k1);
    v1 += ((v0 << 4) + k2) ^ (v0 + sum) ^ ((v0 >> 5) + k3);
  }
  if (v0 == 0xdeadbeefu && v1 == 0x0badf00du) reach_error();
  return 0;
}
`

// TestSlurmTimeLimitResume: an element killed by its time limit leaves the
// tasks it did not finish missing in the merge, and a second submission
// of the element completes them.
func TestSlurmTimeLimitResume(t *testing.T) {
	c := startCluster(t)
	tool := buildTool(t)
	work := filepath.Join(c.dir, "work")
	const n = 12 // 12 tasks of 10 s each: twice the minute the element gets
	if err := os.MkdirAll(filepath.Join(work, "tasks"), 0o755); err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= n; i++ {
		os.WriteFile(filepath.Join(work, "tasks", fmt.Sprintf("tea_key_%02d.c", i)), []byte(slowTask), 0o644)
	}
	run := filepath.Join(work, "run")
	settings := []string{"SATABS_GO=" + tool, "SHARDS=1", "JOBS=1", "TIMEOUT=10", "MEMORY_LIMIT=1GB", "TIME_LIMIT=1"}
	array, merge := c.submit(t, work, settings, run, "tasks")
	c.waitJobs(t, 5*time.Minute, array, merge)
	shardOut, _ := os.ReadFile(filepath.Join(run, "logs", "shard-1.out"))
	if !strings.Contains(string(shardOut), "DUE TO TIME LIMIT") {
		t.Errorf("the element was not stopped by its time limit:\n%s\n%s", shardOut, c.logs())
	}
	summary, err := os.ReadFile(filepath.Join(run, "summary.txt"))
	if err != nil {
		t.Fatalf("no summary after the first submission: %v\n%s", err, c.logs())
	}
	done := len(results(t, filepath.Join(run, "shard-1.jsonl")))
	if done == 0 || done >= n {
		t.Fatalf("%d of %d tasks finished before the time limit; the test needs some of each", done, n)
	}
	if want := fmt.Sprintf("MISSING: %d of %d tasks have no result", n-done, n); !strings.Contains(string(summary), want) {
		t.Errorf("summary lacks %q:\n%s", want, summary)
	}

	// The second submission, as the recipe's README says to rerun a shard.
	resubmit := c.command("sbatch", "--parsable", "--array=1", "--cpus-per-task=2", "--mem=2G", "--time=10",
		"--output="+filepath.Join(run, "logs", "shard-%a-again.out"), filepath.Join(repoRoot, "contrib", "slurm", "shard.sbatch"), run)
	out, err := resubmit.CombinedOutput()
	if err != nil {
		t.Fatalf("sbatch: %v\n%s", err, out)
	}
	again, _, _ := strings.Cut(strings.TrimSpace(string(out)), ";")
	remerge := c.command("sbatch", "--parsable", "--dependency=afterany:"+again,
		"--output="+filepath.Join(run, "logs", "merge-again.out"), filepath.Join(repoRoot, "contrib", "slurm", "merge.sbatch"), run)
	out, err = remerge.CombinedOutput()
	if err != nil {
		t.Fatalf("sbatch: %v\n%s", err, out)
	}
	merge2, _, _ := strings.Cut(strings.TrimSpace(string(out)), ";")
	c.waitJobs(t, 5*time.Minute, again, merge2)
	summary, err = os.ReadFile(filepath.Join(run, "summary.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if want := fmt.Sprintf("all %d tasks of the task list have a result", n); !strings.Contains(string(summary), want) {
		t.Errorf("after --resume, the summary lacks %q:\n%s\n%s", want, summary, c.logs())
	}
	if got := len(results(t, filepath.Join(run, "shard-1.jsonl"))); got != n {
		t.Errorf("%d results after the second submission, want %d", got, n)
	}
}

func keys(m map[string]string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func exitCode(err error) int {
	if err == nil {
		return 0
	}
	if e, ok := err.(*exec.ExitError); ok {
		return e.ExitCode()
	}
	return -1
}
