package boolprog_test

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/boolprog"
)

func TestSanityAcceptsGolden(t *testing.T) {
	for _, gp := range goldenPrograms {
		if err := gp.prog().Sanity(); err != nil {
			t.Errorf("%s: %v", gp.name, err)
		}
	}
}

func TestSanityRejects(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(p *boolprog.Program)
		want   string
	}{
		{"no locations", func(p *boolprog.Program) { p.Locs = nil; p.Trans = nil }, "no locations"},
		{"loc ID", func(p *boolprog.Program) { p.Locs[2].ID = 7 }, "location 2 has ID 7"},
		{"init", func(p *boolprog.Program) { p.Init = 6 }, "initial location 6"},
		{"init next literal", func(p *boolprog.Program) { p.InitStates[0][0].Next = true }, "initial states: next-state literal"},
		{"init bad pred", func(p *boolprog.Program) { p.InitStates[0][0].Pred = 2 }, "initial states: literal of predicate 2"},
		{"from", func(p *boolprog.Program) { p.Trans[0].From = -1 }, "From out of range"},
		{"to", func(p *boolprog.Program) { p.Trans[0].To = 6 }, "To out of range"},
		{"unsorted", func(p *boolprog.Program) { p.Trans[3].Changed = []int{1, 0} }, "not sorted"},
		{"duplicate", func(p *boolprog.Program) { p.Trans[3].Changed = []int{1, 1} }, "changed twice"},
		{"changed range", func(p *boolprog.Program) { p.Trans[3].Changed = []int{0, 5} }, "changed predicate 5 out of range"},
		{"next of unchanged", func(p *boolprog.Program) { p.Trans[0].Rel[0][0].Pred = 1 }, "next-state literal of unchanged predicate b1"},
		{"rel bad pred", func(p *boolprog.Program) { p.Trans[4].Rel[0][0].Pred = 9 }, "literal of predicate 9 out of range"},
		{"name", func(p *boolprog.Program) { p.Preds[0].Name = "b 0" }, "not an identifier"},
		{"empty name", func(p *boolprog.Program) { p.Preds[0].Name = "" }, "not an identifier"},
		{"reserved", func(p *boolprog.Program) { p.Preds[0].Name = "next" }, "reserved"},
		{"reserved bp", func(p *boolprog.Program) { p.Preds[0].Name = "T" }, "reserved"},
		{"PC", func(p *boolprog.Program) { p.Preds[0].Name = "PC" }, "reserved"},
		{"same name", func(p *boolprog.Program) { p.Preds[1].Name = "b0" }, "same name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := parityProgram()
			tt.mutate(p)
			err := p.Sanity()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
			// The writers refuse it, the printer shows it.
			if boolprog.WriteBP(&strings.Builder{}, p) == nil || boolprog.WriteSMV(&strings.Builder{}, p) == nil {
				t.Error("writer accepted a program that fails Sanity")
			}
			_ = p.String()
		})
	}
}

func TestAllows(t *testing.T) {
	p := parityProgram()
	body := &p.Trans[3] // d = e; e++: 'b0 = b1, 'b1 = !b1
	for _, tc := range []struct {
		cur, next []bool
		want      bool
	}{
		{[]bool{false, false}, []bool{false, true}, true},
		{[]bool{true, false}, []bool{false, true}, true},
		{[]bool{true, true}, []bool{true, false}, true},
		{[]bool{true, true}, []bool{true, true}, false},
		{[]bool{false, false}, []bool{true, true}, false},
	} {
		if got := body.Allows(tc.cur, tc.next); got != tc.want {
			t.Errorf("Allows(%v, %v) = %v, want %v", tc.cur, tc.next, got, tc.want)
		}
	}
	init := &p.Trans[0] // d = 1: b1 unchanged
	if init.Allows([]bool{false, false}, []bool{true, true}) {
		t.Error("unchanged predicate changed")
	}
	if !init.Allows([]bool{false, true}, []bool{true, true}) {
		t.Error("allowed step refused")
	}
}
