module github.com/xn-go/xn/cert/internal/zlintcheck

go 1.26.0

require (
	github.com/xn-go/xn v0.0.0
	github.com/zmap/zcrypto v0.0.0-20260906180147-3ed30b1e9340
	github.com/zmap/zlint/v3 v3.7.3
	golang.org/x/net v0.62.0
)

require (
	github.com/pelletier/go-toml v1.9.5 // indirect
	github.com/weppos/publicsuffix-go v0.50.4-0.20260821095816-b0fdb5c2d345 // indirect
	golang.org/x/crypto v0.58.0 // indirect
	golang.org/x/text v0.43.0 // indirect
)

replace github.com/xn-go/xn => ../../..
