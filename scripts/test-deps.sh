#!/bin/sh
# Installs what the tests need beyond Go, when it is missing: csmith (the
# Csmith differential tests of internal/csmith), gcc-multilib (gcc -m32,
# for comparisons with gcc in the ILP32 data model), graphviz (dot, which
# checks that --dot output is valid) and berkeley-abc (ABC, the independent
# judge of the AIGER circuits in package aiger), and slurmctld, slurmd,
# slurm-client and munge (the single-node Slurm of internal/slurmtest,
# which runs contrib/slurm for real). Idempotent and quiet;
# without root it only says what is missing (the tests then skip or fall
# back to LP64).
set -eu

missing=""
command -v csmith >/dev/null 2>&1 || missing="$missing csmith"
command -v dot >/dev/null 2>&1 || missing="$missing graphviz"
command -v berkeley-abc >/dev/null 2>&1 || missing="$missing berkeley-abc"
command -v slurmctld >/dev/null 2>&1 || missing="$missing slurmctld"
command -v slurmd >/dev/null 2>&1 || missing="$missing slurmd"
command -v sbatch >/dev/null 2>&1 || missing="$missing slurm-client"
command -v munged >/dev/null 2>&1 || missing="$missing munge"
if ! dpkg -s gcc-multilib >/dev/null 2>&1; then
	missing="$missing gcc-multilib"
fi
[ -z "$missing" ] && exit 0

if [ "$(id -u)" != 0 ]; then
	echo "test-deps: missing:$missing (run as root: apt-get install -y$missing)" >&2
	exit 0
fi
export DEBIAN_FRONTEND=noninteractive
# shellcheck disable=SC2086
apt-get install -y -qq $missing >/dev/null 2>&1 || {
	apt-get update -qq >/dev/null 2>&1
	apt-get install -y -qq $missing >/dev/null
}
