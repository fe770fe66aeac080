#!/bin/bash
# Submit a satabs-go batch to Slurm: a job array with one element per
# shard, and a merge job that runs when every element has ended.
#
#   SHARDS=8 ./submit.sh RUN_DIR TASKS...
#
# RUN_DIR (on a file system every node sees) receives the binary, the
# settings, one results file per shard, the logs and the merged results.
# TASKS are what `satabs-go batch` takes: MANIFEST.tsv files, task
# definitions (.yml), folders, C files, also on the shared file system.
# Settings (environment, with defaults):
#   SATABS_GO       the binary                       satabs-go on the PATH
#   SHARDS          array elements                   4
#   JOBS            tasks at once per element        2
#   TIMEOUT         seconds per task                 900
#   MEMORY_LIMIT    memory per task                  4GB
#   TIME_LIMIT      minutes per array element        enough for the largest shard at TIMEOUT
#   BATCH_FLAGS     more flags for every task        (none), e.g. "--portfolio=false"
#   SBATCH_FLAGS    more flags for both sbatch calls (none), e.g. "--partition=short --account=proj"
set -euo pipefail

usage() { echo "usage: [SHARDS=N] $0 RUN_DIR TASKS..." >&2; exit 2; }
[ $# -ge 2 ] || usage
run=$1
shift
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
satabs=${SATABS_GO:-$(command -v satabs-go || true)}
[ -n "$satabs" ] && [ -x "$satabs" ] || { echo "$0: no satabs-go binary: put it on the PATH or set SATABS_GO" >&2; exit 2; }
shards=${SHARDS:-4}
jobs=${JOBS:-2}
timeout=${TIMEOUT:-900}
memory=${MEMORY_LIMIT:-4GB}
case "$shards$jobs$timeout" in *[!0-9]*) echo "$0: SHARDS, JOBS and TIMEOUT are numbers" >&2; exit 2 ;; esac
[ "$shards" -ge 1 ] && [ "$jobs" -ge 1 ] || usage
memory_gb=${memory%[Gg]}
memory_gb=${memory_gb%[Gg][Bb]}
case "$memory_gb" in
  '' | *[!0-9]*) echo "$0: MEMORY_LIMIT in whole GB, e.g. 4GB" >&2; exit 2 ;;
esac
read -r -a batch_flags <<<"${BATCH_FLAGS:-}"
read -r -a sbatch_flags <<<"${SBATCH_FLAGS:-}"

if [ -e "$run/run.env" ]; then
  echo "$0: $run already holds a run; take a new RUN_DIR" >&2
  exit 2
fi
mkdir -p "$run/logs"
run=$(cd "$run" && pwd)
# A copy of the binary: rebuilding it during the run changes nothing.
cp "$satabs" "$run/satabs-go"
"$run/satabs-go" --version >"$run/version"

# The task list is read once here, to fail early and to size the jobs.
ntasks=$("$run/satabs-go" batch --list "$@" | wc -l)
[ "$ntasks" -gt 0 ] || { echo "$0: no tasks in $*" >&2; exit 2; }

{
  printf 'WORKDIR=%q\n' "$PWD"
  printf 'SHARDS=%q\n' "$shards"
  printf 'FLAGS=('
  printf '%q ' --jobs "$jobs" --timeout "$timeout" --memory-limit "$memory" "${batch_flags[@]}"
  printf ')\n'
  printf 'TASKS=('
  printf '%q ' "$@"
  printf ')\n'
} >"$run/run.env"

# Each task may use two cores (the default portfolio runs a bounded search
# beside the abstraction) and up to 1.5 times its memory limit before batch
# kills it. The time covers the largest shard at the full timeout.
per_shard=$(((ntasks + shards - 1) / shards))
waves=$(((per_shard + jobs - 1) / jobs))
minutes=${TIME_LIMIT:-$((waves * (timeout + 15) / 60 + 15))}
case "$minutes" in '' | *[!0-9]*) echo "$0: TIME_LIMIT is a number of minutes" >&2; exit 2 ;; esac
cpus=$((2 * jobs))
mem_gb=$((jobs * memory_gb * 3 / 2 + 1))

array=$(sbatch --parsable "${sbatch_flags[@]}" --array="1-$shards" --cpus-per-task="$cpus" --mem="${mem_gb}G" \
  --time="$minutes" --output="$run/logs/shard-%a.out" "$here/shard.sbatch" "$run")
array=${array%%;*}
merge=$(sbatch --parsable "${sbatch_flags[@]}" --dependency="afterany:$array" --output="$run/logs/merge.out" \
  "$here/merge.sbatch" "$run")
merge=${merge%%;*}
echo "$ntasks tasks in $shards shards: job array $array, merge job $merge"
echo "results: $run/summary.txt once job $merge has ended (squeue -j $array,$merge)"
