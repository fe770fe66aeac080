package cfront

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"modernc.org/cc/v4"

	"github.com/satabs-go/satabs-go/program"
)

// TestBuiltinConfig: without a C compiler (builtinConfig, what a container
// of the static binary alone has), the golden programs, the examples and
// the public tasks lower to the very programs they lower to with gcc's
// configuration, in both data models; only programs that #include a
// system header we do not ship are left out.
func TestBuiltinConfig(t *testing.T) {
	if runtime.GOARCH != "amd64" {
		t.Skip("the built-in configuration is x86-64's")
	}
	host, err := hostConfig()
	if err != nil {
		t.Skipf("no host compiler to compare with: %v", err)
	}
	builtin, err := builtinConfig()
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, pat := range []string{"testdata/*.c", "testdata/*.i", "../examples/*.c", "../examples/*/*.c", "../../shared/bench/public/*/*.[ci]"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	// A bug twin (x_bug.c beside x.c) differs from its program in a
	// constant or a condition, not in the headers, types and builtins
	// that the two configurations could lower differently: only the
	// program is compared.
	have := map[string]bool{}
	for _, f := range files {
		have[f] = true
	}
	compared := 0
	for _, f := range files {
		if twin := strings.Replace(f, "_bug.", ".", 1); twin != f && have[twin] {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if includesSystemHeader(src) {
			continue
		}
		for _, m := range []program.DataModel{program.ILP32, program.LP64} {
			withHostConfig(host)
			pHost, errHost := Parse(f, Options{Model: m})
			withHostConfig(builtin)
			pBuiltin, errBuiltin := Parse(f, Options{Model: m})
			withHostConfig(host)
			if (errHost == nil) != (errBuiltin == nil) {
				t.Errorf("%s (%s): with gcc: %v; built in: %v", f, m.Name, errHost, errBuiltin)
				continue
			}
			if errHost != nil {
				if errHost.Error() != errBuiltin.Error() {
					t.Errorf("%s (%s): with gcc: %v; built in: %v", f, m.Name, errHost, errBuiltin)
				}
				continue
			}
			if a, b := printed(pHost), printed(pBuiltin); a != b {
				t.Errorf("%s (%s): the programs differ", f, m.Name)
			}
			compared++
		}
	}
	if compared < 50 {
		t.Errorf("only %d programs compared", compared)
	}
	t.Logf("%d programs lower alike", compared)
}

// includesSystemHeader reports whether src includes a header that is not
// one of ours.
func includesSystemHeader(src []byte) bool {
	ours := headers(program.ILP32)
	for _, line := range strings.Split(string(src), "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "#") {
			continue
		}
		rest := strings.TrimSpace(strings.TrimPrefix(line, "#"))
		if !strings.HasPrefix(rest, "include") {
			continue
		}
		name := strings.Trim(strings.TrimSpace(strings.TrimPrefix(rest, "include")), "<>\"")
		if _, ok := ours[name]; !ok {
			return true
		}
	}
	return false
}

// withHostConfig makes hostConfig return cfg.
func withHostConfig(cfg *cc.Config) {
	hostOnce.Do(func() {})
	hostCfg, hostErr = cfg, nil
}
