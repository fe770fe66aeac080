package aiger

import (
	"io"

	"github.com/satabs-go/satabs-go/program"
)

// WriteProgram writes p as a binary AIGER circuit (FromProgram).
func WriteProgram(w io.Writer, p *program.Program) error {
	c, err := FromProgram(p)
	if err != nil {
		return err
	}
	return c.WriteBinary(w)
}
