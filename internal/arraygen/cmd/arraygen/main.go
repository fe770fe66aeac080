// Command arraygen writes the programs of package arraygen, safe and
// buggy, with their SV-COMP task files, to a directory: one family and
// the sizes as arguments, or every family with -all.
//
//	go run ./internal/arraygen/cmd/arraygen -dir /tmp/arrays -family bubblesort 4 8 16
//	go run ./internal/arraygen/cmd/arraygen -dir /tmp/arrays -all 2 4
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/satabs-go/satabs-go/internal/arraygen"
)

func main() {
	dir := flag.String("dir", ".", "directory to write to")
	props := flag.String("props", "../properties", "directory of the property files, as the task files name it")
	family := flag.String("family", "", "the family: strcpy, gray, partition, bubblesort or selectionsort")
	all := flag.Bool("all", false, "every family")
	flag.Parse()
	var families []arraygen.Family
	switch {
	case *all:
		families = arraygen.Families
	case *family != "":
		f, ok := arraygen.Lookup(*family)
		if !ok {
			fmt.Fprintf(os.Stderr, "arraygen: unknown family %q\n", *family)
			os.Exit(2)
		}
		families = []arraygen.Family{f}
	default:
		fmt.Fprintln(os.Stderr, "arraygen: name a -family or give -all")
		os.Exit(2)
	}
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "arraygen:", err)
		os.Exit(1)
	}
	for _, a := range flag.Args() {
		n, err := strconv.Atoi(a)
		if err != nil || n < arraygen.MinN {
			fmt.Fprintf(os.Stderr, "arraygen: %q is not a size (at least %d)\n", a, arraygen.MinN)
			os.Exit(2)
		}
		for _, f := range families {
			for _, bug := range []bool{false, true} {
				name := arraygen.Name(f, n, bug)
				files := map[string]string{
					name + ".c":   arraygen.Program(f, n, bug),
					name + ".yml": arraygen.Task(name+".c", *props, bug),
				}
				for file, text := range files {
					if err := os.WriteFile(filepath.Join(*dir, file), []byte(text), 0o644); err != nil {
						fmt.Fprintln(os.Stderr, "arraygen:", err)
						os.Exit(1)
					}
				}
			}
		}
	}
}
