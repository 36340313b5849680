module github.com/xn-go/xn/examples/jsonschema

go 1.26.0

require (
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.3
	github.com/xn-go/xn v0.0.0
)

require golang.org/x/text v0.43.0 // indirect

replace github.com/xn-go/xn => ../..
