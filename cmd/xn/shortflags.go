package main

import (
	"flag"
	"strings"
)

// expandShortFlags rewrites the getopt forms of the one-letter flags into
// forms that package flag accepts: "-fjson" and "-j4" become "-f=json" and
// "-j=4", and a cluster of one-letter booleans such as "-qh" becomes "-q"
// "-h"; a value-taking letter in a cluster takes the rest of the word, or
// the next word when it ends the cluster ("-qf json").
//
// As with getopt_long_only, a word that names a flag ("-help", "-quiet",
// "-j=4") is left to package flag, and so is a word whose first letter is
// no one-letter flag, which then fails as an unknown flag. A word that is
// the value of the flag before it ("-p -fjson" gives -p the value
// "-fjson", as package flag does) and the words after "--" are not
// rewritten.
func expandShortFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	out := make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(out, args[i:]...), nil
		}
		words, next := []string{a}, takesNextWord(fs, a)
		if isShortCluster(fs, a) {
			var err error
			if words, next, err = expandCluster(fs, a); err != nil {
				return nil, err
			}
		}
		out = append(out, words...)
		if next && i+1 < len(args) {
			i++
			out = append(out, args[i])
		}
	}
	return out, nil
}

// isShortCluster reports whether a is a word of one-letter flags to expand:
// a single dash, a one-letter flag, and more after it, where the word is
// not itself the name of a flag.
func isShortCluster(fs *flag.FlagSet, a string) bool {
	if len(a) <= 2 || a[0] != '-' || a[1] == '-' {
		return false
	}
	name, _, _ := strings.Cut(a[1:], "=")
	return fs.Lookup(name) == nil && fs.Lookup(a[1:2]) != nil
}

// takesNextWord reports whether a is a flag word, such as "--profile" or
// "-p", whose value is the next word.
func takesNextWord(fs *flag.FlagSet, a string) bool {
	if !strings.HasPrefix(a, "-") || strings.Contains(a, "=") {
		return false
	}
	f := fs.Lookup(strings.TrimPrefix(a[1:], "-"))
	return f != nil && !isBoolFlag(f)
}

// expandCluster expands the word a, which isShortCluster accepted. next
// reports whether the last flag takes the next word as its value.
func expandCluster(fs *flag.FlagSet, a string) (words []string, next bool, err error) {
	for j := 1; j < len(a); j++ {
		letter := a[j : j+1]
		f := fs.Lookup(letter)
		if f == nil || a[j] >= 0x80 {
			return nil, false, usagef("unknown flag -%s in %s%s (a NAME that begins with '-' goes after --)",
				strings.ToValidUTF8(a[j:j+1], "?"), a, suggest(strings.TrimLeft(a, "-"), flagNames()))
		}
		if isBoolFlag(f) {
			words = append(words, "-"+letter)
			continue
		}
		if j+1 < len(a) {
			return append(words, "-"+letter+"="+a[j+1:]), false, nil
		}
		return append(words, "-"+letter), true, nil
	}
	return words, false, nil
}

// isBoolFlag reports whether f takes no value, as package flag decides it.
func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}
