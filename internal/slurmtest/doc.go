// Package slurmtest runs contrib/slurm on a real Slurm: a single-node
// cluster that the test starts itself from Debian's slurmctld, slurmd and
// munge packages, with its own munge key and socket, its own slurm.conf
// (one node, this machine's CPUs and memory, process tracking and task
// plugins that need no cgroups, ports that were free a moment before) and
// its own state folders, all in a temporary folder, and stops again.
//
// Two tests run on it:
//
//   - TestSlurmJobArray submits contrib/slurm/submit.sh over the examples
//     (56 tasks) in 3 shards with the dependent merge job, waits for both
//     with a bound, and checks that the merged results are those of an
//     unsharded `satabs-go batch` of the same tasks: the same task set,
//     the same verdict per task, the same summary line.
//   - TestSlurmTimeLimitResume gives an element a time limit of one minute
//     that its tasks overrun: Slurm kills it, the merge job reports the
//     tasks without result as MISSING, and a second submission of the same
//     element (which runs with --resume) completes the run.
//
// The tests need root (slurmd launches the jobs), the Slurm and munge
// binaries and a few minutes, so they run only when SATABS_SLURM_TEST=1
// (test.sh sets it, after the rest of the tests, when
// scripts/test-deps.sh could install the packages); otherwise they skip and
// say why.
package slurmtest
