// Command lockgen writes the lock programs of package lockgen, safe and
// buggy, with their SV-COMP task files, to a directory:
//
//	go run ./internal/lockgen/cmd/lockgen -dir /tmp/locks -props /work/shared/bench/properties 5 7 10 15 20
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/satabs-go/satabs-go/internal/lockgen"
)

func main() {
	dir := flag.String("dir", ".", "directory to write to")
	props := flag.String("props", "../properties", "directory of the property files, as the task files name it")
	flag.Parse()
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "lockgen:", err)
		os.Exit(1)
	}
	for _, a := range flag.Args() {
		n, err := strconv.Atoi(a)
		if err != nil || n < 1 {
			fmt.Fprintf(os.Stderr, "lockgen: %q is not a number of locks\n", a)
			os.Exit(2)
		}
		for _, bug := range []bool{false, true} {
			name := fmt.Sprintf("locks_%02d_safe", n)
			if bug {
				name = fmt.Sprintf("locks_%02d_bug", n)
			}
			files := map[string]string{
				name + ".c":   lockgen.Program(n, bug),
				name + ".yml": lockgen.Task(name+".c", *props, bug),
			}
			for f, text := range files {
				if err := os.WriteFile(filepath.Join(*dir, f), []byte(text), 0o644); err != nil {
					fmt.Fprintln(os.Stderr, "lockgen:", err)
					os.Exit(1)
				}
			}
		}
	}
}
