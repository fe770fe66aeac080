package main

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// TestBenchExecToolInfo runs the Python tests of the BenchExec tool-info
// module (contrib/benchexec), which stand in for BenchExec itself.
func TestBenchExecToolInfo(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found: the BenchExec tool-info module is not tested")
	}
	dir := filepath.Join("..", "..", "contrib", "benchexec")
	cmd := exec.Command(py, "test_satabs_go.py")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("python tests of the tool-info module: %v\n%s", err, out)
	}
}

func TestVersion(t *testing.T) {
	code, out, _ := runCLI("--version")
	if code != exitTrue || out != "satabs-go "+version+"\n" {
		t.Errorf("--version: exit %d, %q", code, out)
	}
}
