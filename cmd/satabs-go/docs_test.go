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
)

// The documentation is golden: every command in a ```console block of the
// README and of docs/*.md (a line "$ COMMAND", its output on the lines
// after it) is run by TestDocs from the repository's root, with satabs-go
// on the PATH, through sh -c, and its standard output must be the text
// shown. So the manual cannot drift from the program. Three things are
// not compared, since they differ between runs and machines: numbers with
// a decimal point (times), the values in a counterexample's lines
// "  name = value" (the portfolio's engines find different inputs), and
// whatever a line of "..." stands for (any number of lines). A command
// whose program is not installed (berkeley-abc, dot) is skipped, with a
// note. go test -run TestDocs -update rewrites the outputs in place.

var repoRoot = filepath.Join("..", "..")

// A docCommand is one "$ COMMAND" line of a console block and the output
// the text shows for it.
type docCommand struct {
	file     string
	line     int // of the command, 1-based
	command  string
	output   []string
	outStart int // index of the first output line in the file's lines
}

// docFiles are the README and the pages of docs/.
func docFiles(t *testing.T) []string {
	files := []string{filepath.Join(repoRoot, "README.md")}
	pages, err := filepath.Glob(filepath.Join(repoRoot, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	return append(files, pages...)
}

// docCommands reads the console blocks of a Markdown text.
func docCommands(file string, lines []string) []docCommand {
	var cmds []docCommand
	in := false
	for i, line := range lines {
		switch {
		case !in && strings.TrimSpace(line) == "```console":
			in = true
		case in && strings.TrimSpace(line) == "```":
			in = false
		case in && strings.HasPrefix(line, "$ "):
			cmds = append(cmds, docCommand{file: file, line: i + 1, command: line[2:], outStart: i + 1})
		case in && len(cmds) > 0:
			c := &cmds[len(cmds)-1]
			c.output = append(c.output, line)
		}
	}
	return cmds
}

var (
	decimalNumber  = regexp.MustCompile(`\d+\.\d+`)
	traceValueLine = regexp.MustCompile(`^(  \S+ = ).*$`)
)

// docNormal is a line as compared: times and counterexample values left out.
func docNormal(line string) string {
	line = strings.TrimRight(line, " \t")
	line = traceValueLine.ReplaceAllString(line, "${1}…")
	return decimalNumber.ReplaceAllString(line, "#.#")
}

// docMatch reports whether got matches want, where a line "..." of want
// stands for any number of lines.
func docMatch(want, got []string) bool {
	if len(want) == 0 {
		return len(got) == 0
	}
	if strings.TrimSpace(want[0]) == "..." {
		for k := 0; k <= len(got); k++ {
			if docMatch(want[1:], got[k:]) {
				return true
			}
		}
		return false
	}
	return len(got) > 0 && docNormal(want[0]) == docNormal(got[0]) && docMatch(want[1:], got[1:])
}

// programsOf returns the programs a shell command runs: the first word of
// each part of a pipeline or list (split at |, ;, && and || outside
// quotes; >& is a redirection).
func programsOf(command string) []string {
	var progs []string
	var part strings.Builder
	flush := func() {
		if f := strings.Fields(part.String()); len(f) > 0 {
			progs = append(progs, f[0])
		}
		part.Reset()
	}
	var quote, prev rune
	for _, r := range command {
		last := prev
		prev = r
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '\'' || r == '"':
			quote = r
		case r == '&' && last == '>': // a redirection: 2>&1
		case r == '|' || r == ';' || r == '&':
			flush()
			continue
		}
		part.WriteRune(r)
	}
	flush()
	return progs
}

// shellWords are the shell's own words that start a part of a command.
var shellWords = map[string]bool{"for": true, "do": true, "done": true, "if": true, "then": true, "else": true, "fi": true, "cd": true, "echo": true}

func TestDocs(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every command of the documentation")
	}
	_, env := toolPath(t)
	// The documentation writes its files under /tmp; the commands run
	// with a directory of this test's instead (and their output is
	// shown with /tmp again), so that two runs of the test on one
	// machine do not share files.
	scratch := t.TempDir()
	for _, file := range docFiles(t) {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		cmds := docCommands(file, lines)
		// The commands run in order (a block may use what an earlier
		// command wrote); outputs are rewritten from the last one back, so
		// that rewriting one leaves the earlier ones' positions as they were.
		type rewrite struct {
			c   docCommand
			got []string
		}
		var rewrites []rewrite
		for _, c := range cmds {
			name := filepath.Base(c.file) + ":" + strconv.Itoa(c.line)
			missing := ""
			for _, p := range programsOf(c.command) {
				if _, err := exec.LookPath(p); err != nil && p != "satabs-go" && !shellWords[p] && !strings.Contains(p, "=") {
					missing = p
				}
			}
			if missing != "" {
				t.Logf("%s: %s is not installed; not run: %s", name, missing, c.command)
				continue
			}
			cmd := exec.Command("sh", "-c", strings.ReplaceAll(c.command, "/tmp/", scratch+"/"))
			cmd.Dir = repoRoot
			cmd.Env = env
			var stdout bytes.Buffer
			cmd.Stdout = &stdout
			cmd.Run() // the exit code is not shown in the text
			var got []string
			if stdout.Len() > 0 {
				out := strings.ReplaceAll(stdout.String(), scratch+"/", "/tmp/")
				got = strings.Split(strings.TrimRight(out, "\n"), "\n")
			}
			want := c.output
			for len(want) > 0 && strings.TrimSpace(want[len(want)-1]) == "" {
				want = want[:len(want)-1]
			}
			if docMatch(want, got) {
				continue
			}
			if *update {
				rewrites = append(rewrites, rewrite{c, got})
				continue
			}
			t.Errorf("%s: $ %s\nthe text shows:\n%s\nthe command prints:\n%s", name, c.command, strings.Join(want, "\n"), strings.Join(got, "\n"))
		}
		for i := len(rewrites) - 1; i >= 0; i-- {
			c, got := rewrites[i].c, rewrites[i].got
			shown := make([]string, len(got))
			for j, l := range got {
				shown[j] = strings.TrimRight(l, " \t")
			}
			lines = append(lines[:c.outStart], append(shown, lines[c.outStart+len(c.output):]...)...)
		}
		changed := len(rewrites) > 0
		if changed {
			if err := os.WriteFile(file, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestDocsLinks: the README links every page of docs/, and every relative
// link of the documentation leads to a file that exists.
func TestDocsLinks(t *testing.T) {
	link := regexp.MustCompile(`\]\(([^)#:]+)(#[^)]*)?\)`)
	readme, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range docFiles(t) {
		data, _ := os.ReadFile(file)
		for _, m := range link.FindAllStringSubmatch(string(data), -1) {
			target := filepath.Join(filepath.Dir(file), m[1])
			if _, err := os.Stat(target); err != nil {
				t.Errorf("%s links %s, which does not exist", file, m[1])
			}
		}
		if rel, _ := filepath.Rel(repoRoot, file); strings.HasPrefix(rel, "docs"+string(filepath.Separator)) &&
			!strings.Contains(string(readme), "("+filepath.ToSlash(rel)+")") {
			t.Errorf("the README does not link %s", rel)
		}
	}
	if n := bytes.Count(readme, []byte("\n")); n > 160 {
		t.Errorf("the README has %d lines; it is the short introduction, the manual is docs/", n)
	}
}
