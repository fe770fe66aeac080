#!/bin/sh
# The project's test command (the README's and CI's): installs what the
# tests need beyond Go when it is missing (scripts/test-deps.sh: csmith and
# gcc-multilib, with apt-get), then runs every test.
set -eu
cd "$(dirname "$0")"
sh scripts/test-deps.sh || echo "test.sh: could not install the test dependencies; the tests that need csmith or gcc -m32 will skip" >&2
go test ./...
