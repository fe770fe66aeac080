package symex

import (
	"fmt"
	"os"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

func TestPointsToDump(t *testing.T) {
	f := os.Getenv("PTS_DUMP")
	if f == "" {
		t.Skip()
	}
	p, err := cfront.Parse(f, cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a := analysePointsTo(p)
	tot, nar := 0, 0
	for _, ed := range p.Edges() {
		forEachDeref(ed.Stmt, func(d *program.Deref) {
			all := 0
			n := 0
			s := a.mayDesignate(d.X)
			for _, v := range p.Objects {
				k := len(program.Subobjects(v.Type, d.Type()))
				all += k
				if s == nil || s.has(v.Object) {
					n += k
				}
			}
			tot += all
			nar += n
			fmt.Printf("%s: *(%s) %d -> %d %s\n", ed.Pos, program.ExprString(d.X), all, n, a.setString(s))
		})
	}
	fmt.Println("total", tot, nar)
}
