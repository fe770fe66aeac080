// Command arrayprogs writes the programs of package arrayprogs, safe and
// buggy, with a MANIFEST.tsv for `satabs-go batch`, to a directory.
//
//	go run ./internal/arrayprogs/cmd/arrayprogs -dir /tmp/ap 8 64 1000000
//	go run ./internal/arrayprogs/cmd/arrayprogs -dir /tmp/ap -families merge,hoare -seed 3 64
//	satabs-go batch --jobs 1 --timeout 60 /tmp/ap/MANIFEST.tsv
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/satabs-go/satabs-go/internal/arrayprogs"
)

func main() {
	dir := flag.String("dir", ".", "directory to write to")
	names := flag.String("families", "", "comma-separated families (default: all)")
	seed := flag.Int64("seed", 1, "style seed")
	list := flag.Bool("list", false, "list the families and exit")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: arrayprogs [-dir D] [-families a,b] [-seed S] N...")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *list {
		for _, f := range arrayprogs.Families() {
			fmt.Printf("%-14s %s\n", f.Name, strings.SplitN(f.Doc, "\n", 2)[0])
		}
		return
	}
	fams := arrayprogs.Families()
	if *names != "" {
		fams = nil
		for _, n := range strings.Split(*names, ",") {
			f, ok := arrayprogs.Lookup(strings.TrimSpace(n))
			if !ok {
				fail("unknown family %q (-list lists them)", n)
			}
			fams = append(fams, f)
		}
	}
	if flag.NArg() == 0 {
		flag.Usage()
		os.Exit(2)
	}
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		fail("%v", err)
	}
	var manifest strings.Builder
	manifest.WriteString("path\tproperty\texpected\tdata_model\n")
	for _, a := range flag.Args() {
		n, err := strconv.Atoi(a)
		if err != nil || n < arrayprogs.MinN {
			fail("%q is not a size (at least %d)", a, arrayprogs.MinN)
		}
		for _, f := range fams {
			for _, bug := range []bool{false, true} {
				name := arrayprogs.Name(f, n, bug) + ".c"
				if err := os.WriteFile(filepath.Join(*dir, name), []byte(arrayprogs.Program(f, n, bug, *seed)), 0o644); err != nil {
					fail("%v", err)
				}
				fmt.Fprintf(&manifest, "%s\tunreach-call\t%v\tILP32\n", name, bug == false)
			}
		}
	}
	if err := os.WriteFile(filepath.Join(*dir, "MANIFEST.tsv"), []byte(manifest.String()), 0o644); err != nil {
		fail("%v", err)
	}
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "arrayprogs: "+format+"\n", args...)
	os.Exit(1)
}
