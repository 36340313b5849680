// Command cmd writes punycode/encode_gen.go (see package encodegen):
//
//	go run ./internal/encodegen/cmd -o encode_gen.go
package main

import (
	"flag"
	"log"
	"os"

	"github.com/xn-go/xn/punycode/internal/encodegen"
)

func main() {
	out := flag.String("o", "encode_gen.go", "file to write")
	flag.Parse()
	src, err := encodegen.Generate()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
