package bitvec

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync/atomic"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

// A CNFDump writes the formulas of SAT calls as DIMACS files into a
// directory (--dump-cnf DIR), so that another solver can be timed on the
// very formulas the tool solves. Files are numbered in the order they are
// written (numbers taken by another process are skipped): 000001-<name>.cnf, where name says which stage made the formula
// (bmc-k12, segment-L3-L5, ...). Assumptions become unit clauses. A dump
// travels in the context (WithCNFDump), so that every stage under a run
// finds it without new parameters.
type CNFDump struct {
	Dir  string
	seq  atomic.Int64
	errs atomic.Int64
}

type cnfDumpKey struct{}

// WithCNFDump returns ctx carrying d.
func WithCNFDump(ctx context.Context, d *CNFDump) context.Context {
	return context.WithValue(ctx, cnfDumpKey{}, d)
}

// CNFDumpOf returns the dump ctx carries, or nil.
func CNFDumpOf(ctx context.Context) *CNFDump {
	d, _ := ctx.Value(cnfDumpKey{}).(*CNFDump)
	return d
}

// Failures counts the files that could not be written.
func (d *CNFDump) Failures() int64 { return d.errs.Load() }

var unsafeName = regexp.MustCompile(`[^A-Za-z0-9_.-]+`)

// DumpCNF writes g's clauses and the assumptions as one DIMACS file, if ctx
// carries a CNFDump; it does nothing otherwise. A write that fails is
// counted (Failures), never an error of the check.
func DumpCNF(ctx context.Context, g *gini.Gini, name string, assumptions ...z.Lit) {
	d := CNFDumpOf(ctx)
	if d == nil {
		return
	}
	var body bytes.Buffer
	if err := g.Write(&body); err != nil {
		d.errs.Add(1)
		return
	}
	var out bytes.Buffer
	sc := bufio.NewScanner(&body)
	sc.Buffer(make([]byte, 1<<20), 1<<30)
	for sc.Scan() {
		line := sc.Text()
		var vars, clauses int
		if n, _ := fmt.Sscanf(line, "p cnf %d %d", &vars, &clauses); n == 2 {
			for _, m := range assumptions {
				vars = max(vars, int(m.Var()))
			}
			fmt.Fprintf(&out, "c %s\np cnf %d %d\n", name, vars, clauses+len(assumptions))
			continue
		}
		out.WriteString(line)
		out.WriteByte('\n')
	}
	for _, m := range assumptions {
		fmt.Fprintf(&out, "%d 0\n", m.Dimacs())
	}
	name = strings.Trim(unsafeName.ReplaceAllString(name, "_"), "_")
	// Several processes may share the directory (batch mode's children):
	// a number already taken is skipped.
	for {
		file := filepath.Join(d.Dir, fmt.Sprintf("%06d-%s.cnf", d.seq.Add(1), name))
		f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err == nil {
			_, err = f.Write(out.Bytes())
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			d.errs.Add(1)
		}
		return
	}
}
