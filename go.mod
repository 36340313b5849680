module github.com/xn-go/xn

go 1.26.0

require (
	github.com/miekg/dns v1.1.73
	golang.org/x/net v0.62.0
	golang.org/x/text v0.43.0
)

require golang.org/x/sys v0.49.0 // indirect
