package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// The cluster recipes of contrib/slurm and contrib/kubernetes are tested
// as far as a machine without a cluster can: the scripts parse, the
// manifests hold only the Kubernetes fields they mean to, and both run
// for real here, with a stand-in sbatch and with the pods' scripts run by
// the local shell, on examples/crypto.

var contribDir = filepath.Join("..", "..", "contrib")

// toolPath returns a folder with satabs-go in it (this test binary, which
// acts as satabs-go with SATABS_GO_AS_TOOL=1) and the environment to find
// it on the PATH.
func toolPath(t *testing.T) (string, []string) {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	if err := os.Symlink(self, filepath.Join(bin, "satabs-go")); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "SATABS_GO_AS_TOOL=1", "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	return bin, env
}

// fakeSbatch stands in for Slurm's sbatch: it logs its command line, runs
// the job at once (an array's elements one after another, with
// SLURM_ARRAY_TASK_ID set) and prints a job id as --parsable does.
const fakeSbatch = `#!/bin/bash
set -euo pipefail
id=$((1000 + $(wc -l <"$FAKE_SBATCH_LOG")))
echo "sbatch $*" >>"$FAKE_SBATCH_LOG"
array= output=slurm-%j.out
while [ $# -gt 0 ]; do
  case "$1" in
    --parsable) ;;
    --array=*) array=${1#--array=} ;;
    --output=*) output=${1#--output=} ;;
    --dependency=* | --cpus-per-task=* | --mem=* | --time=*) ;;
    -*) echo "fake sbatch: unexpected option $1" >&2; exit 1 ;;
    *) break ;;
  esac
  shift
done
script=$1
shift
if [ -n "$array" ]; then
  for ((i = ${array%-*}; i <= ${array#*-}; i++)); do
    out=${output//%a/$i}
    SLURM_JOB_ID=$id SLURM_ARRAY_JOB_ID=$id SLURM_ARRAY_TASK_ID=$i bash "$script" "$@" >"${out//%A/$id}" 2>&1 ||
      echo "element $i failed" >>"$FAKE_SBATCH_LOG"
  done
else
  SLURM_JOB_ID=$id bash "$script" "$@" >"${output//%j/$id}" 2>&1 || echo "job $id failed" >>"$FAKE_SBATCH_LOG"
fi
echo "$id;cluster"
`

func TestSlurmRecipe(t *testing.T) {
	dir := filepath.Join(contribDir, "slurm")
	scripts := []string{"submit.sh", "shard.sbatch", "merge.sbatch"}
	directive := regexp.MustCompile(`^#SBATCH --(job-name|cpus-per-task|mem|time|output)=\S+$`)
	for _, s := range scripts {
		path := filepath.Join(dir, s)
		if out, err := exec.Command("bash", "-n", path).CombinedOutput(); err != nil {
			t.Errorf("bash -n %s: %v\n%s", s, err, out)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(line, "#SBATCH") && !directive.MatchString(line) {
				t.Errorf("%s:%d: unexpected directive %q", s, i+1, line)
			}
		}
		if st, err := os.Stat(path); err != nil || st.Mode()&0o111 == 0 {
			t.Errorf("%s is not executable", s)
		}
	}

	bin, env := toolPath(t)
	os.WriteFile(filepath.Join(bin, "sbatch"), []byte(fakeSbatch), 0o755)
	work := t.TempDir()
	run := filepath.Join(work, "run1")
	log := filepath.Join(work, "sbatch.log")
	os.WriteFile(log, nil, 0o644)
	crypto, _ := filepath.Abs(filepath.Join("..", "..", "examples", "crypto"))
	submit, _ := filepath.Abs(filepath.Join(dir, "submit.sh"))
	cmd := exec.Command(submit, "run1", crypto)
	cmd.Dir = work
	cmd.Env = append(env, "SHARDS=3", "JOBS=1", "TIMEOUT=600", "MEMORY_LIMIT=2GB", "FAKE_SBATCH_LOG="+log, "BATCH_FLAGS=--portfolio=true")
	out, err := cmd.CombinedOutput()
	sbatchLog, _ := os.ReadFile(log)
	if err != nil {
		t.Fatalf("submit.sh: %v\n%s\nsbatch log:\n%s", err, out, sbatchLog)
	}
	if !strings.Contains(string(out), "16 tasks in 3 shards: job array 1000, merge job 1001") {
		t.Errorf("submit.sh says:\n%s", out)
	}
	calls := strings.Split(strings.TrimSpace(string(sbatchLog)), "\n")
	if len(calls) != 2 || !strings.Contains(calls[0], "--array=1-3 ") || !strings.Contains(calls[0], "--time=") ||
		!strings.Contains(calls[1], "--dependency=afterany:1000 ") {
		t.Errorf("sbatch calls:\n%s", sbatchLog)
	}
	summary, err := os.ReadFile(filepath.Join(run, "summary.txt"))
	if err != nil {
		t.Fatalf("no summary: %v\nsbatch log:\n%s", err, sbatchLog)
	}
	for _, want := range []string{"16 tasks: 16 correct, 0 wrong, 0 unknown; SV-COMP score 24", "all 16 tasks of the task list have a result"} {
		if !strings.Contains(string(summary), want) {
			t.Errorf("summary lacks %q:\n%s", want, summary)
		}
	}
	for _, f := range []string{"shard-1.jsonl", "shard-2.jsonl", "shard-3.jsonl", "results.csv", "results.json", "logs/shard-2.out", "logs/merge.out"} {
		if _, err := os.Stat(filepath.Join(run, f)); err != nil {
			t.Errorf("the run left no %s: %v", f, err)
		}
	}
	// A second run into the same folder is refused: its results would mix.
	cmd = exec.Command(submit, "run1", crypto)
	cmd.Dir, cmd.Env = work, append(env, "FAKE_SBATCH_LOG="+log)
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), "already holds a run") {
		t.Errorf("submit.sh into a used folder: %v\n%s", err, out)
	}
}

// The Kubernetes objects of the recipe, with the fields it uses; decoding
// with KnownFields catches a misspelt or misplaced field.
type k8sObject struct {
	APIVersion string `yaml:"apiVersion"`
	Kind       string `yaml:"kind"`
	Metadata   struct {
		Name string `yaml:"name"`
	} `yaml:"metadata"`
	Spec k8sSpec `yaml:"spec"`
}

// k8sSpec is the union of the specs of a Job, a Pod and a
// PersistentVolumeClaim, as far as the recipe uses them.
type k8sSpec struct {
	// Job
	CompletionMode          string      `yaml:"completionMode"`
	Completions             *int        `yaml:"completions"`
	Parallelism             *int        `yaml:"parallelism"`
	BackoffLimit            *int        `yaml:"backoffLimit"`
	TTLSecondsAfterFinished *int        `yaml:"ttlSecondsAfterFinished"`
	Template                *k8sPodTmpl `yaml:"template"`
	// Pod
	k8sPodSpec `yaml:",inline"`
	// PersistentVolumeClaim
	AccessModes      []string `yaml:"accessModes"`
	StorageClassName string   `yaml:"storageClassName"`
	Resources        struct {
		Requests map[string]string `yaml:"requests"`
	} `yaml:"resources"`
}

type k8sPodTmpl struct {
	Spec k8sPodSpec `yaml:"spec"`
}

type k8sPodSpec struct {
	RestartPolicy string         `yaml:"restartPolicy"`
	Containers    []k8sContainer `yaml:"containers"`
	Volumes       []struct {
		Name                  string `yaml:"name"`
		PersistentVolumeClaim struct {
			ClaimName string `yaml:"claimName"`
		} `yaml:"persistentVolumeClaim"`
	} `yaml:"volumes"`
}

type k8sContainer struct {
	Name            string   `yaml:"name"`
	Image           string   `yaml:"image"`
	ImagePullPolicy string   `yaml:"imagePullPolicy"`
	Command         []string `yaml:"command"`
	Args            []string `yaml:"args"`
	Env             []struct {
		Name  string `yaml:"name"`
		Value string `yaml:"value"`
	} `yaml:"env"`
	Resources struct {
		Requests map[string]string `yaml:"requests"`
		Limits   map[string]string `yaml:"limits"`
	} `yaml:"resources"`
	VolumeMounts []struct {
		Name      string `yaml:"name"`
		MountPath string `yaml:"mountPath"`
	} `yaml:"volumeMounts"`
}

func readK8s(t *testing.T, file string) []k8sObject {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(contribDir, "kubernetes", file))
	if err != nil {
		t.Fatal(err)
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var objs []k8sObject
	for {
		var o k8sObject
		if err := dec.Decode(&o); err != nil {
			if err.Error() == "EOF" {
				break
			}
			t.Fatalf("%s: %v", file, err)
		}
		objs = append(objs, o)
	}
	return objs
}

func TestKubernetesRecipe(t *testing.T) {
	storage := readK8s(t, "storage.yaml")
	shards := readK8s(t, "shards-job.yaml")
	merge := readK8s(t, "merge-job.yaml")
	if len(storage) != 2 || storage[0].Kind != "PersistentVolumeClaim" || storage[0].APIVersion != "v1" ||
		storage[1].Kind != "Pod" || storage[1].APIVersion != "v1" {
		t.Fatalf("storage.yaml: want a PersistentVolumeClaim and a Pod, got %+v", storage)
	}
	claim := storage[0].Metadata.Name
	if len(storage[0].Spec.AccessModes) != 1 || storage[0].Spec.AccessModes[0] != "ReadWriteMany" {
		t.Errorf("the claim must be ReadWriteMany: %v", storage[0].Spec.AccessModes)
	}
	if len(shards) != 1 || len(merge) != 1 {
		t.Fatalf("one Job per file: %d, %d", len(shards), len(merge))
	}
	job, mergeJob := shards[0], merge[0]
	image := storage[1].Spec.Containers[0].Image
	envOf := func(c k8sContainer) map[string]string {
		m := map[string]string{}
		for _, e := range c.Env {
			m[e.Name] = e.Value
		}
		return m
	}
	var scripts [2]string
	var envs [2]map[string]string
	for i, j := range []k8sObject{job, mergeJob} {
		if j.Kind != "Job" || j.APIVersion != "batch/v1" || j.Spec.Template == nil || len(j.Spec.Template.Spec.Containers) != 1 {
			t.Fatalf("%s: not a Job with one container", j.Metadata.Name)
		}
		pod := j.Spec.Template.Spec
		if pod.RestartPolicy != "Never" && pod.RestartPolicy != "OnFailure" {
			t.Errorf("%s: restartPolicy %q", j.Metadata.Name, pod.RestartPolicy)
		}
		if len(pod.Volumes) != 1 || pod.Volumes[0].PersistentVolumeClaim.ClaimName != claim {
			t.Errorf("%s: does not mount the claim %s", j.Metadata.Name, claim)
		}
		c := pod.Containers[0]
		if c.Image != image || len(c.VolumeMounts) != 1 || c.VolumeMounts[0].MountPath != "/data" || c.VolumeMounts[0].Name != pod.Volumes[0].Name {
			t.Errorf("%s: image %s, mounts %+v", j.Metadata.Name, c.Image, c.VolumeMounts)
		}
		if len(c.Command) != 2 || c.Command[0] != "sh" || c.Command[1] != "-c" || len(c.Args) != 1 {
			t.Fatalf("%s: want command sh -c with one script, got %q %q", j.Metadata.Name, c.Command, c.Args)
		}
		scripts[i], envs[i] = c.Args[0], envOf(c)
		if out, err := exec.Command("sh", "-n", "-c", scripts[i]).CombinedOutput(); err != nil {
			t.Errorf("%s: sh -n: %v\n%s", j.Metadata.Name, err, out)
		}
	}
	if job.Spec.CompletionMode != "Indexed" || job.Spec.Completions == nil || job.Spec.Parallelism == nil {
		t.Fatalf("satabs-shards: want an Indexed Job with completions and parallelism")
	}
	n := *job.Spec.Completions
	if envs[0]["SHARDS"] != strconv.Itoa(n) {
		t.Errorf("satabs-shards: SHARDS %q but %d completions", envs[0]["SHARDS"], n)
	}
	for _, k := range []string{"TASKS", "RESULTS"} {
		if envs[0][k] != envs[1][k] {
			t.Errorf("%s differs between the shards (%q) and the merge (%q)", k, envs[0][k], envs[1][k])
		}
	}

	// Run the pods' scripts here: every index of the Indexed Job, then the
	// merge, with TASKS and RESULTS moved to this machine.
	_, env := toolPath(t)
	results := filepath.Join(t.TempDir(), "runs", "run1")
	crypto, _ := filepath.Abs(filepath.Join("..", "..", "examples", "crypto"))
	local := map[string]string{"TASKS": crypto, "RESULTS": results}
	podEnv := func(m map[string]string, extra ...string) []string {
		e := append([]string{}, env...)
		for k, v := range m {
			if l, ok := local[k]; ok {
				v = l
			}
			e = append(e, k+"="+v)
		}
		return append(e, extra...)
	}
	for i := 0; i < n; i++ {
		cmd := exec.Command("sh", "-c", scripts[0])
		cmd.Env = podEnv(envs[0], "JOB_COMPLETION_INDEX="+strconv.Itoa(i))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("shard pod %d: %v\n%s", i, err, out)
		}
	}
	cmd := exec.Command("sh", "-c", scripts[1])
	cmd.Env = podEnv(envs[1])
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("merge pod: %v\n%s", err, out)
	}
	for _, want := range []string{"16 tasks: 16 correct, 0 wrong, 0 unknown; SV-COMP score 24", "all 16 tasks of the task list have a result"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("merge pod's log lacks %q:\n%s", want, out)
		}
	}
	for _, f := range []string{"summary.txt", "results.csv", "results.json"} {
		if _, err := os.Stat(filepath.Join(results, f)); err != nil {
			t.Errorf("the merge left no %s: %v", f, err)
		}
	}
}
