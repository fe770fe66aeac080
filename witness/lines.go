package witness

import (
	"bytes"
	"regexp"
	"strconv"

	"github.com/satabs-go/satabs-go/program"
)

// A lineMap turns program positions, which follow the input's line
// markers (# 12 "f.c" and #line 12 "f.c"), back into lines of the input
// file itself, which is what validators read.
type lineMap struct {
	input   string
	lines   int      // physical lines of the input
	regions []region // in order; the first starts at line 1
}

// A region is a run of physical lines that the markers attribute to file
// from line on.
type region struct {
	phys, end int // first and last physical line
	file      string
	line      int // the position's line at phys
}

// markerRE matches the markers the front end honours: #line N ["file"],
// and gcc's # N "file" (a bare # N is not one).
var markerRE = regexp.MustCompile(`^[ \t]*#[ \t]*(?:line[ \t]+([0-9]+)(?:[ \t]+"((?:[^"\\]|\\.)*)")?|([0-9]+)[ \t]+"((?:[^"\\]|\\.)*)")`)

func newLineMap(input string, src []byte) *lineMap {
	m := &lineMap{input: input}
	cur := region{phys: 1, file: input, line: 1}
	lines := bytes.Split(src, []byte("\n"))
	if len(lines) > 0 && len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	m.lines = len(lines)
	for i, ln := range lines {
		if len(ln) == 0 || !bytes.Contains(ln[:min(len(ln), 16)], []byte("#")) {
			continue
		}
		sm := markerRE.FindSubmatch(ln)
		if sm == nil {
			continue
		}
		num, name := sm[1], sm[2]
		if num == nil {
			num, name = sm[3], sm[4]
		}
		n, err := strconv.Atoi(string(num))
		if err != nil {
			continue
		}
		phys := i + 1
		cur.end = phys - 1
		m.regions = append(m.regions, cur)
		file := cur.file
		if name != nil {
			file = string(name)
		}
		cur = region{phys: phys + 1, file: file, line: n}
	}
	cur.end = m.lines
	m.regions = append(m.regions, cur)
	return m
}

// location returns the input-file location of pos, in function fn.
func (m *lineMap) location(pos program.Pos, fn string) (Location, bool) {
	if pos.Line <= 0 {
		return Location{}, false
	}
	for _, r := range m.regions {
		if r.file != pos.File || pos.Line < r.line || pos.Line-r.line > r.end-r.phys {
			continue
		}
		return Location{File: m.input, Line: r.phys + pos.Line - r.line, Column: pos.Column, Function: fn}, true
	}
	return Location{}, false
}
