module github.com/satabs-go/satabs-go

go 1.25

require (
	github.com/crillab/gophersat v1.4.0
	github.com/dalzilio/rudd v1.1.1-0.20230806153452-9e08a6ea8170
	github.com/go-air/gini v1.0.4
	github.com/spf13/pflag v1.0.10
	gopkg.in/yaml.v3 v3.0.1
	modernc.org/cc/v4 v4.31.0
)

require (
	github.com/remyoudompheng/bigfft v0.0.0-20230129092748-24d4a6f8daec // indirect
	modernc.org/mathutil v1.7.1 // indirect
	modernc.org/opt v0.2.0 // indirect
	modernc.org/sortutil v1.2.1 // indirect
	modernc.org/strutil v1.2.1 // indirect
	modernc.org/token v1.1.0 // indirect
)

// A fork of rudd whose finalizers do not race with the BDD's goroutine;
// see third_party/rudd/README.md.
replace github.com/dalzilio/rudd => ./third_party/rudd

// A fork of gini with a solve bounded by propagations instead of time;
// see third_party/gini/README.satabs-go.md.
replace github.com/go-air/gini => ./third_party/gini
