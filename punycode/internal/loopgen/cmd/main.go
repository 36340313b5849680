// Command cmd writes punycode/loops_gen.go (see package loopgen):
//
//	go run ./internal/loopgen/cmd -o loops_gen.go
package main

import (
	"flag"
	"log"
	"os"

	"github.com/xn-go/xn/punycode/internal/loopgen"
)

func main() {
	out := flag.String("o", "loops_gen.go", "file to write")
	flag.Parse()
	src, err := loopgen.Generate()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}
