package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/engine"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/property"
	"github.com/satabs-go/satabs-go/summary"
)

// Contracts are tried after contractAfterRounds rounds of the deepening
// (each with its cut round: depths 1, 2, 3 and 4), or once the
// program inlined is larger than contractAfterLocations: programs whose
// recursion the program bounds are decided by the deepening as fast as
// without contracts, and the search and its round only cost the programs
// that the deepening would not decide.
const (
	contractAfterRounds    = 4
	contractAfterLocations = 2000
)

// Shares of the time left for the contracts of recursive functions: the
// search (bounded by work, summary.Options; the time is a safety net),
// then the engines on the program with the contracts. Without a time
// limit, the defaults.
const (
	contractSearchShare   = 5
	contractVerifyShare   = 6
	contractSearchDefault = 10 * time.Second
	contractVerifyDefault = 15 * time.Second
)

// contractSearchWork bounds the SAT work of the search in propagations
// (bitvec.WithWorkBudget; about 10 s here), so that the contracts found
// are the same on every machine: the time share only cuts a search on a
// machine too slow for this budget.
const contractSearchWork = 30_000_000

// contractProgram returns the summarise function of a recursive program
// in the deepening mode: it parses the file once more, finds contracts
// (package summary) and lowers the program with them, at the depth of
// fopts.
func (o *options) contractProgram(path string, model program.DataModel, fopts cfront.Options, prop property.Property, checks cfront.Checks, p *program.Program, stderr io.Writer) func(context.Context) (*program.Program, string) {
	keep := func(q *program.Program) map[*program.CheckInfo]bool {
		k, err := property.SelectChecks(q, prop, checks, nil)
		if err != nil {
			return nil
		}
		return k
	}
	note := func(format string, args ...any) {
		if o.verbose {
			fmt.Fprintf(stderr, "satabs-go: contracts: "+format+"\n", args...)
		}
	}
	return func(ctx context.Context) (*program.Program, string) {
		budget := contractSearchDefault
		if d, ok := ctx.Deadline(); ok {
			budget = time.Until(d) / contractSearchShare
		}
		sctx, cancel := context.WithTimeout(ctx, budget)
		defer cancel()
		sctx, cancelWork := bitvec.WithWorkBudget(sctx, contractSearchWork)
		defer cancelWork()
		u, err := cfront.ParseUnit(path, model)
		if err != nil {
			note("%v", err)
			return nil, ""
		}
		base := fopts
		base.Stderr = nil
		start := time.Now()
		res, err := summary.Find(sctx, u, summary.Options{Base: base, Keep: keep, Program: p})
		if err != nil {
			note("none found: %v", err)
			return nil, ""
		}
		if res.Contracts == nil {
			note("none for %v: %s (%d candidates, %d SAT calls, %d dropped as too hard, %v)", res.Functions, res.Reason, res.Candidates, res.SolveCalls, res.Hard, time.Since(start).Round(time.Millisecond))
			return nil, ""
		}
		desc := summary.Describe(res.Contracts)
		note("proved inductive (%d candidates, %d SAT calls, %d dropped as too hard, %v): %s", res.Candidates, res.SolveCalls, res.Hard, time.Since(start).Round(time.Millisecond), desc)
		fo := base
		// Each call inlined once, with the calls below it by contract
		// and the contract assumed at its return too (sound: every
		// call that returns satisfies it): the body's result through
		// the contracts below implies the contract only by the proof
		// of induction, which the engines would have to find again,
		// and every level inlined more adds the circuits of its
		// contracts' conditions (a multiplier for each product).
		fo.Contracts, fo.AssumeContracts, fo.RecursionDepth = res.Contracts, true, 0
		q, err := u.Lower(fo)
		if err != nil {
			note("%v", err)
			return nil, ""
		}
		program.Renumber(q)
		program.KeepChecks(q, keep(q))
		return q, desc
	}
}

// contractRound runs fresh engines, for a part of the time left, on the
// program whose recursive calls deeper than its depth are replaced by
// proved contracts. It returns a nil result when there are no contracts.
func (o *options) contractRound(ctx context.Context, names []string, cfg engine.Config, trueBlocked string, stderr io.Writer) (*engine.Task, *engine.Result, error) {
	q, desc := o.summarise(ctx)
	if q == nil || ctx.Err() != nil {
		return nil, nil, nil
	}
	task, res, err := o.sideRound(ctx, q, names, cfg, trueBlocked, contractVerifyShare, contractVerifyDefault, "recursion abstracted by contracts: verifying", stderr)
	if err != nil {
		return nil, nil, err
	}
	if res.Verdict == engine.True {
		if o.verbose {
			fmt.Fprintf(stderr, "satabs-go: recursion proved with contracts %s\n", desc)
		}
		res.Stats = append(res.Stats, engine.Stat{Key: "recursion_contracts", Label: "recursion proved with contracts", Value: desc})
	} else if o.verbose {
		fmt.Fprintf(stderr, "satabs-go: with contracts: %v %s (means nothing: the contracts over-approximate)\n", res.Verdict, res.Reason)
	}
	return task, res, nil
}
