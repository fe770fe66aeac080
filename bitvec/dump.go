package bitvec

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"

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

// DumpCNF writes, if ctx carries a CNFDump, the formula "every literal of
// units holds" over b's circuit as one DIMACS file: the Tseitin clauses of
// the units' cones and a unit clause for each (and for the constant true
// node). Callers pass what they assert and what they assume for the call,
// so the file is satisfiable exactly when their solve can be. Without a
// dump it does nothing. A write that fails is counted (Failures), never an
// error of the check.
func DumpCNF(ctx context.Context, b *Builder, name string, units ...z.Lit) {
	DumpCNFCones(ctx, b, name, nil, units...)
}

// DumpCNFCones is DumpCNF with the cones of more literals in the file,
// unconstrained: an enumeration formula (all-SAT over projected
// literals) is the circuit of its guard and of every projected literal,
// and a solver given the file does the work of one of its solves only
// with all of them.
func DumpCNFCones(ctx context.Context, b *Builder, name string, cones []z.Lit, units ...z.Lit) {
	d := CNFDumpOf(ctx)
	if d == nil {
		return
	}
	units = append([]z.Lit{b.T()}, units...)
	roots := append(append([]z.Lit{}, units...), cones...)
	var count clauseCounter
	b.c.CnfSince(&count, nil, roots...)
	var out bytes.Buffer
	fmt.Fprintf(&out, "c %s\np cnf %d %d\n", name, b.c.Len(), count.clauses+len(units))
	w := &dimacsWriter{w: &out}
	b.c.CnfSince(w, nil, roots...)
	for _, m := range units {
		w.Add(m)
		w.Add(z.LitNull)
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

// A clauseCounter is an inter.Adder that counts clauses and literals.
type clauseCounter struct{ clauses, lits int }

func (c *clauseCounter) Add(m z.Lit) {
	if m == z.LitNull {
		c.clauses++
	} else {
		c.lits++
	}
}

// A dimacsWriter is an inter.Adder that prints clauses in DIMACS.
type dimacsWriter struct {
	w   *bytes.Buffer
	buf []byte
}

func (d *dimacsWriter) Add(m z.Lit) {
	if m == z.LitNull {
		d.w.WriteString("0\n")
		return
	}
	d.buf = strconv.AppendInt(d.buf[:0], int64(m.Dimacs()), 10)
	d.buf = append(d.buf, ' ')
	d.w.Write(d.buf)
}
