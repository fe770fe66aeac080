package aiger

import (
	"os"
	"testing"

	"github.com/satabs-go/satabs-go/internal/testmain"
)

func TestMain(m *testing.M) { os.Exit(testmain.Run(m)) }
