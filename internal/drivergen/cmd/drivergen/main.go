// Command drivergen writes the driver programs of package drivergen:
// DIR/driver_true.c and DIR/driver_false.c for the default configuration.
// The examples in examples/large are these files after
//
//	gcc -m32 -O2 -E -P driver_true.c > driver_true.i
//
// (see examples/large/README.md).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/satabs-go/satabs-go/internal/drivergen"
)

func main() {
	dir := flag.String("dir", ".", "output directory")
	flag.Parse()
	for _, bug := range []bool{false, true} {
		cfg := drivergen.Default
		cfg.Bug = bug
		name := "driver_true.c"
		if bug {
			name = "driver_false.c"
		}
		if err := os.WriteFile(filepath.Join(*dir, name), []byte(drivergen.Program(cfg)), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}
