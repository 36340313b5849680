package main

import "os"

// isTerminal reports whether f is a character device other than the null
// device, which is as close to "a terminal" as the standard library can
// tell. A mistake only turns on niceties meant for a person (colour, the
// progress meter) or off.
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(fi, null)
}

// isPipe reports whether f is a pipe or a socket, or cannot be told
// apart from one: output that another program reads.
func isPipe(f *os.File) bool {
	fi, err := f.Stat()
	return err != nil || fi.Mode()&(os.ModeNamedPipe|os.ModeSocket) != 0
}

// A palette holds the escape sequences of the colours in use, all empty
// when colour is off.
type palette struct {
	good, bad, note, dim, bold, reset string
}

// colors is the palette when colour is on.
var colors = palette{good: "\x1b[32m", bad: "\x1b[31m", note: "\x1b[33m", dim: "\x1b[2m", bold: "\x1b[1m", reset: "\x1b[0m"}

// colorFor returns the palette for the --color setting: "always", "never",
// or "auto", which means colour when standard output is a terminal and the
// NO_COLOR environment variable is not set (https://no-color.org).
func colorFor(setting string, stdoutTTY bool, noColorEnv string) palette {
	if setting == "always" || setting == "auto" && stdoutTTY && noColorEnv == "" {
		return colors
	}
	return palette{} // off
}
