package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/xn-go/xn/label"
)

// The commands. ascii is the default.
var commands = []string{"ascii", "unicode", "check", "punycode", "explain", "compare", "help", "version"}

// The output formats.
var formats = []string{"text", "tsv", "json"}

// config is a parsed command line.
type config struct {
	command string
	mode    string   // punycode: "encode" or "decode"
	args    []string // names or strings; empty means standard input

	profile  profileDef
	options  []setting // from the switches, in command-line order
	switched []string  // the switches given, for error messages
	format   string
	quiet    bool
	jobs     int
	color    string // auto, always or never
	help     bool
	safe     bool // unicode: show the A-label form of names the display policy refuses
	// field, with check --form or --email: "domain" or "email", the kind
	// of form field each name is checked as; "" otherwise.
	field string
	// profileGiven: --profile or a switch was given.
	profileGiven bool
}

// A usageError is a mistake on the command line: exit status 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// triState is a switch that is either unset (the profile decides) or set to
// a value.
type triState struct {
	set, value bool
}

func (t *triState) String() string {
	if t == nil || !t.set {
		return "profile"
	}
	return strconv.FormatBool(t.value)
}

func (t *triState) Set(s string) error {
	v, err := strconv.ParseBool(s)
	if err != nil {
		return errors.New("want true or false")
	}
	t.set, t.value = true, v
	return nil
}

func (t *triState) IsBoolFlag() bool { return true }

// negation is the --no-NAME form of a switch.
type negation struct{ t *triState }

func (n negation) String() string { return "" }

func (n negation) Set(s string) error {
	v, err := strconv.ParseBool(s)
	if err != nil {
		return errors.New("want true or false")
	}
	n.t.set, n.t.value = true, !v
	return nil
}

func (n negation) IsBoolFlag() bool { return true }

// parseArgs parses the command line (without the program name). Flags may
// appear anywhere; "--" ends them. The command is the first argument before
// "--" if it names one, and otherwise ascii.
func parseArgs(args []string) (*config, error) {
	cfg := &config{jobs: runtime.GOMAXPROCS(0)}
	fs := flag.NewFlagSet("xn", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}

	var profile, format, color string
	fs.StringVar(&profile, "profile", "lookup", "")
	fs.StringVar(&profile, "p", "lookup", "")
	fs.StringVar(&format, "format", "text", "")
	fs.StringVar(&format, "f", "text", "")
	fs.StringVar(&color, "color", "auto", "")
	fs.BoolVar(&cfg.quiet, "quiet", false, "")
	fs.BoolVar(&cfg.quiet, "q", false, "")
	fs.IntVar(&cfg.jobs, "jobs", cfg.jobs, "")
	fs.IntVar(&cfg.jobs, "j", cfg.jobs, "")
	fs.BoolVar(&cfg.help, "help", false, "")
	fs.BoolVar(&cfg.help, "h", false, "")
	fs.BoolVar(&cfg.safe, "safe", false, "")
	version := false
	fs.BoolVar(&version, "version", false, "")
	var formField, emailField bool
	fs.BoolVar(&formField, "form", false, "")
	fs.BoolVar(&emailField, "email", false, "")

	states := make([]triState, len(switches))
	for i, sw := range switches {
		fs.Var(&states[i], sw.name, "")
		fs.Var(negation{&states[i]}, "no-"+sw.name, "")
		if sw.alias != "" {
			fs.Var(&states[i], sw.alias, "")
			fs.Var(negation{&states[i]}, "no-"+sw.alias, "")
		}
	}

	// Parse, collecting the positional arguments between the flags.
	rest, err := expandShortFlags(fs, args)
	if err != nil {
		return nil, err
	}
	var pos []string
	beforeDashes := 0 // how many of pos came before "--"
	for {
		if err := fs.Parse(rest); err != nil {
			return nil, flagErrorIn(err, rest)
		}
		left := fs.Args()
		consumed := len(rest) - len(left)
		if consumed > 0 && rest[consumed-1] == "--" {
			beforeDashes = len(pos)
			pos = append(pos, left...)
			break
		}
		if len(left) == 0 {
			beforeDashes = len(pos)
			break
		}
		pos = append(pos, left[0])
		rest = left[1:]
	}

	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })

	explicit := false // the command was named
	switch {
	case version:
		cfg.command, explicit = "version", true
	case beforeDashes > 0 && slices.Contains(commands, pos[0]):
		cfg.command, explicit = pos[0], true
		pos = pos[1:]
		beforeDashes--
	case beforeDashes > 0 && !cfg.help && misspelledCommand(pos[0]) != "":
		return nil, usagef("unknown command %q; did you mean %q? (to convert the name %q, write xn ascii %s or xn -- %s)",
			pos[0], misspelledCommand(pos[0]), pos[0], pos[0], pos[0])
	default:
		cfg.command = "ascii"
	}

	// The profile and its switches.
	p, ok := findProfile(profile)
	if !ok {
		return nil, usagef("unknown profile %q%s (profiles: %s)", profile,
			suggest(profile, profileNames()), strings.Join(profileNames(), ", "))
	}
	cfg.profile = p
	for i, sw := range switches {
		if states[i].set {
			cfg.options = append(cfg.options, sw.option(states[i].value))
			cfg.switched = append(cfg.switched, "--"+sw.name)
		}
	}

	if !slices.Contains(formats, format) {
		return nil, usagef("unknown format %q%s (formats: %s)", format,
			suggest(format, formats), strings.Join(formats, ", "))
	}
	cfg.format = format
	switch color {
	case "auto", "always", "never":
		cfg.color = color
	default:
		return nil, usagef("--color must be auto, always or never, not %q", color)
	}
	if cfg.jobs < 1 {
		return nil, usagef("--jobs must be at least 1, not %d", cfg.jobs)
	}
	cfg.jobs = min(cfg.jobs, 256)

	if cfg.help {
		// "xn COMMAND --help" is "xn help COMMAND"; "xn --help NAME..." is
		// "xn help".
		switch {
		case cfg.command == "help":
		case explicit:
			pos = []string{cfg.command}
		default:
			pos = nil
		}
		cfg.command = "help"
	}

	profileFlags := given["profile"] || given["p"] || len(cfg.options) > 0
	cfg.profileGiven = profileFlags
	switch cfg.command {
	case "help":
		if len(pos) > 1 {
			return nil, usagef("help takes one command or topic, not %d", len(pos))
		}
	case "version":
		if len(pos) > 0 {
			return nil, usagef("version takes no arguments")
		}
	case "punycode":
		if len(pos) == 0 || beforeDashes == 0 {
			return nil, usagef("punycode needs a mode: xn punycode encode|decode [STRING...]")
		}
		cfg.mode = pos[0]
		pos = pos[1:]
		if cfg.mode != "encode" && cfg.mode != "decode" {
			return nil, usagef("punycode mode must be encode or decode, not %q%s", cfg.mode,
				suggest(cfg.mode, []string{"encode", "decode"}))
		}
		if profileFlags {
			return nil, usagef("punycode is the raw RFC 3492 codec: it takes no --profile or switches (try xn --profile punycode ascii)")
		}
	case "compare":
		if len(pos) == 0 {
			return nil, usagef("compare needs at least one NAME")
		}
		if format == "tsv" {
			return nil, usagef("compare prints text or json; --format tsv is for ascii, unicode, check and punycode")
		}
		if profileFlags {
			return nil, usagef("compare converts with every regime at once: it takes no --profile or switches")
		}
	case "explain":
		if len(pos) == 0 {
			return nil, usagef("explain needs at least one NAME")
		}
		if format == "tsv" {
			return nil, usagef("explain prints text or json; --format tsv is for ascii, unicode, check and punycode")
		}
	}
	if cfg.safe {
		if cfg.command != "unicode" {
			return nil, usagef("--safe is a flag of xn unicode, not of xn %s", cfg.command)
		}
		if (p.name != "lookup" && p.name != "display") || len(cfg.options) > 0 {
			return nil, usagef("--safe decides with spoof.Display, which converts with the lookup profile: it takes no other --profile and no switches")
		}
	}
	if formField || emailField {
		switch {
		case formField && emailField:
			return nil, usagef("--form checks domain fields and --email email fields: give one of them")
		case cfg.command != "check":
			return nil, usagef("--form and --email are flags of xn check, not of xn %s", cfg.command)
		}
		if _, ok := p.profile.(uts46); !ok {
			return nil, usagef("--form and --email check with a profile of package idna, not %s", p.name)
		}
		cfg.field = "domain"
		if emailField {
			cfg.field = "email"
		}
	}
	cfg.args = pos
	return cfg, nil
}

// flagError turns an error of package flag into a usage error, with a
// suggestion for a misspelled flag.
func flagError(err error) error { return flagErrorIn(err, nil) }

// flagErrorIn is flagError for the command line args: an unknown flag is
// written as it was given there, "-x" or "--x" (without args, a one-letter
// flag with one dash and a longer one with two).
func flagErrorIn(err error, args []string) error {
	msg := err.Error()
	const undefined = "flag provided but not defined: -"
	if name, ok := strings.CutPrefix(msg, undefined); ok {
		name = strings.TrimLeft(name, "-")
		return usagef("unknown flag %s%s%s (a NAME that begins with '-' goes after --)",
			dashesOf(name, args), name, suggest(name, flagNames()))
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return usagef("flag --%s needs a value", strings.TrimLeft(name, "-"))
	}
	// "invalid value ... for flag -x: ..." and "invalid boolean value ...
	// for -x: ...": spell the flag as in the help.
	if strings.Contains(msg, " for flag -") {
		msg = strings.Replace(msg, " for flag -", " for --", 1)
	} else {
		msg = strings.Replace(msg, " for -", " for --", 1)
	}
	return usagef("%s", msg)
}

// dashesOf returns the dashes the flag name was given with in args.
func dashesOf(name string, args []string) string {
	for _, a := range args {
		if a == "--" {
			break
		}
		if a == "--"+name || strings.HasPrefix(a, "--"+name+"=") {
			return "--"
		}
		if a == "-"+name || strings.HasPrefix(a, "-"+name+"=") {
			return "-"
		}
	}
	if len(name) == 1 {
		return "-"
	}
	return "--"
}

func flagNames() []string {
	names := []string{"profile", "format", "color", "quiet", "jobs", "help", "version", "safe", "form", "email"}
	for _, sw := range switches {
		names = append(names, sw.name, "no-"+sw.name)
		if sw.alias != "" {
			names = append(names, sw.alias, "no-"+sw.alias)
		}
	}
	return names
}

// suggest returns `; did you mean "x"?` for the candidate closest to s, if
// one is close enough, and "" otherwise.
func suggest(s string, candidates []string) string {
	best := closest(s, candidates)
	if best == "" {
		return ""
	}
	return fmt.Sprintf("; did you mean %q?", best)
}

// closest returns the candidate closest to s, ignoring case, if it is
// within two edits (one for a word of three bytes or fewer), and "" if none
// is.
func closest(s string, candidates []string) string {
	best, bestDist := "", 3
	if len(s) <= 3 {
		bestDist = 2
	}
	for _, c := range candidates {
		if d := editDistance(strings.ToLower(s), c); d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
}

// misspelledCommand returns the command that the first argument s looks
// like a misspelling of, or "" if it does not look like one. A word with a
// dot (any of the four IDNA dots) is taken as a name, whatever it resembles.
func misspelledCommand(s string) string {
	if i, _ := label.IndexDot(s); i >= 0 || slices.Contains(commands, s) {
		return ""
	}
	return closest(s, slices.Concat(commands, ownParsers))
}

// ownParsers are the commands that run() hands their arguments before
// parseArgs sees them; they count for misspellings all the same.
var ownParsers = []string{"serve", "lgr"}

// editDistance is the Levenshtein distance between a and b, in bytes. It is
// only run on short command-line words.
func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return max(len(a), len(b))
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
