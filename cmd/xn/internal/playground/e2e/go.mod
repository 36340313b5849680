module github.com/xn-go/xn/cmd/xn/internal/playground/e2e

go 1.26.0

require (
	github.com/chromedp/chromedp v0.23.0
	github.com/xn-go/xn v0.0.0
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	golang.org/x/text v0.43.0 // indirect
)

replace github.com/xn-go/xn => ../../../../..
