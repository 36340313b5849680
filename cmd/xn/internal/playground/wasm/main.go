//go:build js && wasm

// Command wasm is the playground's library compiled to WebAssembly, for the
// static build of the page (build-wasm.sh). It registers three JavaScript
// functions, xnInfo, xnExplain and xnConvert, each taking and returning a
// JSON string as the API of "xn serve" does, then waits for calls.
package main

import (
	"context"
	"encoding/json"
	"syscall/js"

	"github.com/xn-go/xn/cmd/xn/internal/playground"
)

func main() {
	register("xnInfo", func(context.Context, []byte) (any, error) { return playground.Info(), nil })
	register("xnExplain", playground.ExplainJSON)
	register("xnConvert", playground.ConvertJSON)
	select {}
}

// register makes fn callable from JavaScript as name(jsonString), returning
// the JSON of its answer, or {"error": "..."}.
func register(name string, fn func(context.Context, []byte) (any, error)) {
	js.Global().Set(name, js.FuncOf(func(this js.Value, args []js.Value) any {
		var req string
		if len(args) > 0 && args[0].Type() == js.TypeString {
			req = args[0].String()
		}
		v, err := fn(context.Background(), []byte(req))
		if err != nil {
			v = map[string]string{"error": err.Error()}
		}
		b, err := json.Marshal(v)
		if err != nil {
			b, _ = json.Marshal(map[string]string{"error": err.Error()})
		}
		return string(b)
	}))
}
