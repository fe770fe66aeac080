#!/bin/sh
# The project's test command (the README's and CI's): installs what the
# tests need beyond Go when it is missing (scripts/test-deps.sh: csmith,
# gcc-multilib, graphviz, berkeley-abc, Slurm and munge, with apt-get), runs
# every test, then the race detector on the code that runs engines and BDD
# checks concurrently; contrib/slurm on a real single-node Slurm beside them.
set -eu
cd "$(dirname "$0")"
# took STEP START: one line on stderr with the seconds a step took, for
# the record of where the time goes.
took() {
	echo "test.sh: $1: $(($(date +%s) - $2)) s" >&2
}
sh scripts/test-deps.sh || echo "test.sh: could not install the test dependencies; the tests that need csmith or gcc -m32 will skip" >&2
# go test's limit per package (-timeout, ten minutes by default) is a
# guard against a hang only: a package that takes two minutes on an idle
# two-core machine took over ten beside a load of twenty, and failed on
# that limit alone. The tests bound their work, not their time.
t0=$(date +%s)

# contrib/slurm on a real single-node Slurm that the test starts and stops
# itself (internal/slurmtest; about 2.5 minutes, mostly one checker run at a
# time against Slurm's one-minute time limit, so it runs beside the other steps, its
# output kept until they end). It skips, saying why, where the Slurm
# packages are missing or the user is not root.
slurm_out=$(mktemp)
(
	rc=0
	SATABS_SLURM_TEST=1 go test -count=1 -v -timeout 15m ./internal/slurmtest >"$slurm_out" 2>&1 || rc=$?
	echo "$rc" >"$slurm_out.rc"
	took "Slurm (beside the other steps)" "$t0" 2>>"$slurm_out"
) &
slurm_pid=$!
# slurm_result waits for the Slurm test, prints its output and fails the
# script when it failed; on every exit, so that a failing step before it
# leaves no cluster behind.
slurm_result() {
	wait "$slurm_pid" 2>/dev/null || true
	cat "$slurm_out"
	rc=$(cat "$slurm_out.rc" 2>/dev/null || echo 1)
	rm -f "$slurm_out" "$slurm_out.rc"
	return "$rc"
}
trap 'status=$?; trap - EXIT; slurm_result || status=1; exit $status' EXIT

# The packages whose tests take longest first (kinduction alone is over
# a third of the step): go test starts packages in the order of its
# arguments, two at a time on two cores, so that the longest one no
# longer starts halfway through ./... and then runs alone at the end
# beside an idle core. ./... adds every other package once.
go test -timeout 45m ./kinduction ./internal/fngen ./cmd/satabs-go ./engine ./aiger ./...
took "go test ./..." "$t0"

# Race detector. The whole of cmd/satabs-go takes about six minutes under
# -race on two cores, and its tests with 30-second timeouts then time out,
# so only TestExamples runs there, in the default mode alone (the
# portfolio, whose engines run in parallel) on every example, and the
# fault-injection tests, where an engine panics while another runs. modelcheck's tests of parallel checks with the Go collector
# running catch races on BDD reference counts. The engine packages are
# tested whole, when there are any (go list prints nothing otherwise).
t1=$(date +%s)
go test -timeout 45m -race -run 'TestConcurrentChecks|TestCollectorDuringCheck' ./modelcheck
go test -timeout 45m -race -run 'TestExamples$|TestFaultInjection' ./cmd/satabs-go
engines=$(go list ./engine/... 2>/dev/null || true)
if [ -n "$engines" ]; then
	# shellcheck disable=SC2086
	go test -timeout 45m -race $engines
fi
took "race detector" "$t1"

took "all but the Slurm test" "$t0"
trap - EXIT
slurm_result
took "all" "$t0"
