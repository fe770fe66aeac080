package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The repository holds sources, not build outputs: a binary committed by
// mistake (a 3.7 MB cnftime once sat at the root) makes every clone
// larger for good. These tests read the repository through git and skip
// where there is none (a source archive, a module download).

// gitTopLevel returns the top of the git work tree this package is in.
func gitTopLevel(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed")
	}
	out, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		t.Skipf("not in a git work tree: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// TestNoLargeTrackedFiles fails when a tracked file over 1 MB lies outside
// a testdata folder (where large inputs may have to be).
func TestNoLargeTrackedFiles(t *testing.T) {
	root := gitTopLevel(t)
	cmd := exec.Command("git", "ls-files", "-z")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("git ls-files: %v", err)
	}
	const limit = 1 << 20
	for _, name := range strings.Split(string(out), "\x00") {
		if name == "" || inTestdata(name) {
			continue
		}
		info, err := os.Lstat(filepath.Join(root, name))
		if err != nil {
			continue // deleted in the work tree, not yet committed
		}
		if info.Mode().IsRegular() && info.Size() > limit {
			t.Errorf("%s is tracked and has %d bytes (over 1 MB outside testdata/): a build output? git rm --cached it and add it to .gitignore", name, info.Size())
		}
	}
}

func inTestdata(name string) bool {
	for _, part := range strings.Split(name, "/") {
		if part == "testdata" {
			return true
		}
	}
	return false
}

// TestBuildOutputsIgnored checks that what go build writes for each main
// package (a binary named after its folder, in the folder where it is run:
// the repository's root or the package's own folder) is ignored by git.
func TestBuildOutputsIgnored(t *testing.T) {
	root := gitTopLevel(t)
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("go is not on the PATH")
	}
	list := exec.Command("go", "list", "-f", `{{if eq .Name "main"}}{{.Dir}}{{end}}`, "./...")
	list.Dir = root
	out, err := list.Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, dir := range strings.Fields(string(out)) {
		rel, err := filepath.Rel(root, dir)
		if err != nil || strings.HasPrefix(rel, "..") {
			continue
		}
		name := filepath.Base(dir)
		for _, output := range []string{name, filepath.ToSlash(filepath.Join(rel, name))} {
			check := exec.Command("git", "check-ignore", "-q", "--no-index", output)
			check.Dir = root
			if err := check.Run(); err != nil {
				t.Errorf("go build of ./%s writes %s, which .gitignore does not ignore", filepath.ToSlash(rel), output)
			}
		}
	}
}
