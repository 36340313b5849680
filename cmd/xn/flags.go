package main

import (
	"errors"
	"flag"
	"fmt"
	"maps"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/text/language"

	"github.com/xn-go/xn/cmd/xn/internal/regime"
	"github.com/xn-go/xn/form"
	"github.com/xn-go/xn/idna"
	"github.com/xn-go/xn/label"
)

// The output formats.
var formats = []string{"text", "tsv", "json"}

// config is a parsed command line.
type config struct {
	cmd    *command
	mode   string   // punycode: "encode" or "decode"
	args   []string // names or strings; empty means standard input
	dashed bool     // the first of args came after "--"

	profileName string
	profile     regime.Profile
	states      []triState       // of the switches, by index
	options     []regime.Setting // from the switches given, in the order of the switch table
	format      string
	quiet       bool
	jobs        int
	color       string       // auto, always or never
	lang        string       // --lang, "" when not given
	tag         language.Tag // the language of the sentences
	help        bool
	version     bool
	safe        bool // unicode: show the A-label form of names the display policy refuses
	// formFlag and emailFl, with check --form or --email: check each name
	// as a domain or an email field of a form.
	formFlag, emailFl bool
	// checker holds the settings of the checker flags (checkerFlags),
	// with --form or --email.
	checker form.Checker
	// profileGiven: --profile or a switch was given.
	profileGiven bool

	lgrFiles    []string         // lgr: --lgr
	max         int              // lgr variants: --max
	allocatable bool             // lgr variants: --allocatable
	addr        string           // serve: --addr
	hosts       []string         // serve: --allow-host
	server      string           // resolve: --server
	field       int              // --field N, from 1; 0 when not given
	sep         string           // --sep
	hostsFile   bool             // --hosts
	keep        bool             // --keep
	zoneTo      string           // zone: --to
	zoneOrigin  string           // zone: --origin
	zoneOut     string           // zone: --out
	unicode     string           // --unicode: the Unicode version of the tables, "" for the build's default
	conv        regime.Converter // of the selection: profile, switches and --unicode
}

// A flagGroup is flags that commands take together: their name in the
// command table, their lines in the help's list of flags (format's %s is
// the command's formats), whether the main help lists them, and how they
// bind to a FlagSet.
type flagGroup struct {
	name string
	help string
	main bool
	bind func(fs *flag.FlagSet, c *config)
}

// flagGroups lists the flag groups in the order the help lists them.
var flagGroups = []flagGroup{
	{"profile", `  -p, --profile NAME     the rules to apply (default lookup; see "xn help profiles");
                         the switches of "xn help" override one setting
`, true, bindProfile},
	{"unicode", `      --unicode VERSION  the Unicode version of the tables (default: the build's;
                         "xn version" lists those it serves)
`, true, func(fs *flag.FlagSet, c *config) { fs.StringVar(&c.unicode, "unicode", "", "") }},
	{"format", `  -f, --format FORMAT    %s (default text; see "xn help formats")
`, true, func(fs *flag.FlagSet, c *config) { fs.StringVar(&c.format, "format", "text", "") }},
	{"quiet", `  -q, --quiet            no progress meter and no per-name messages on stderr
`, true, func(fs *flag.FlagSet, c *config) { fs.BoolVar(&c.quiet, "quiet", false, "") }},
	{"jobs", `  -j, --jobs N           worker goroutines for standard input (default: the CPUs)
`, true, func(fs *flag.FlagSet, c *config) { fs.IntVar(&c.jobs, "jobs", c.jobs, "") }},
	{"lang", `      --lang TAG         the language of the sentences, such as de (default: from
                         LC_ALL, LC_MESSAGES or LANG; English when not translated)
`, true, func(fs *flag.FlagSet, c *config) { fs.StringVar(&c.lang, "lang", "", "") }},
	{"color", `      --color WHEN       colour for explain: auto, always or never (default auto)
`, true, func(fs *flag.FlagSet, c *config) { fs.StringVar(&c.color, "color", "auto", "") }},
	{"safe", `      --safe             unicode: show with A-labels the names spoof.Display refuses
`, true, func(fs *flag.FlagSet, c *config) { fs.BoolVar(&c.safe, "safe", false, "") }},
	{"form", `      --form, --email    check: check each name as a domain or an email field of a form
`, true, func(fs *flag.FlagSet, c *config) {
		fs.BoolVar(&c.formFlag, "form", false, "")
		fs.BoolVar(&c.emailFl, "email", false, "")
	}},
	{"field", `      --field N          convert only field N of each line (from 1), the rest of the
                         line byte for byte
      --sep SEP          the separator of --field: one character such as , or tab
                         (default: runs of spaces and tabs)
      --hosts            hosts-file lines: every name after the address, comments kept
      --keep             with --field or --hosts: a name that fails passes unchanged
                         (its problem on stderr, or in the tsv and json record)
`, true, bindFieldFlags},
	{"checker", checkerFlagHelp(), false, bindCheckerFlags},
	{"server", `      --server HOST:PORT send the queries to this server (port 53 if none)
`, false, func(fs *flag.FlagSet, c *config) { fs.StringVar(&c.server, "server", "", "") }},
	{"zone", `      --to FORM          zone: ascii (the default) or unicode, the form of the names
      --origin NAME      zone: the origin before the first $ORIGIN (default: the root)
      --out DIR          zone: write each file, and the files it includes, under DIR
`, false, func(fs *flag.FlagSet, c *config) {
		fs.StringVar(&c.zoneTo, "to", "ascii", "")
		fs.StringVar(&c.zoneOrigin, "origin", "", "")
		fs.StringVar(&c.zoneOut, "out", "", "")
	}},
	{"serve", `      --addr HOST:PORT   the address to listen on (default 127.0.0.1:8080)
      --allow-host NAME  another name the requests may give as their Host
`, false, func(fs *flag.FlagSet, c *config) {
		fs.StringVar(&c.addr, "addr", "127.0.0.1:8080", "")
		fs.Func("allow-host", "", func(v string) error {
			for h := range strings.SplitSeq(v, ",") {
				if h = strings.TrimSpace(h); h != "" {
					c.hosts = append(c.hosts, h)
				}
			}
			return nil
		})
	}},
	{"lgr", `      --lgr FILE         the LGR; check takes it more than once and says under
                         which LGRs each label may be allocated
`, false, func(fs *flag.FlagSet, c *config) {
		fs.Func("lgr", "", func(v string) error { c.lgrFiles = append(c.lgrFiles, v); return nil })
	}},
	{"variants", `      --max N            variants: at most N variant labels (default 10000)
      --allocatable      variants: only the allocatable and activated ones
`, false, func(fs *flag.FlagSet, c *config) {
		fs.IntVar(&c.max, "max", 0, "")
		fs.BoolVar(&c.allocatable, "allocatable", false, "")
	}},
	{"help", `  -h, --help             help; "xn COMMAND --help" is "xn help COMMAND"
`, true, func(fs *flag.FlagSet, c *config) { fs.BoolVar(&c.help, "help", false, "") }},
	{"version", `      --version          the same as "xn version"
`, true, func(fs *flag.FlagSet, c *config) { fs.BoolVar(&c.version, "version", false, "") }},
}

// bindFieldFlags binds --field, --sep, --hosts and --keep.
func bindFieldFlags(fs *flag.FlagSet, c *config) {
	fs.IntVar(&c.field, "field", 0, "")
	fs.StringVar(&c.sep, "sep", "", "")
	fs.BoolVar(&c.hostsFile, "hosts", false, "")
	fs.BoolVar(&c.keep, "keep", false, "")
}

// fieldSpec is the spec of --field, --sep and --hosts, and whether one of
// them was given; --sep is one byte ("tab" and \t are the tab).
func (cfg *config) fieldSpec() (fieldSpec, bool) {
	spec := fieldSpec{field: cfg.field, hosts: cfg.hostsFile}
	switch cfg.sep {
	case "":
	case "tab", `\t`:
		spec.sep = '\t'
	default:
		spec.sep = cfg.sep[0]
	}
	return spec, cfg.field > 0 || cfg.hostsFile
}

// checkFieldFlags checks --field, --sep, --hosts and --keep.
func (cfg *config) checkFieldFlags(given map[string]bool) error {
	_, fields := cfg.fieldSpec()
	switch sep := cfg.sep; {
	case given["field"] && cfg.field < 1:
		return usagef("--field %d: fields are counted from 1", cfg.field)
	case cfg.field > 0 && cfg.hostsFile:
		return usagef("--hosts finds the names of a hosts file itself: give --field or --hosts, not both")
	case sep != "" && cfg.field == 0:
		return usagef("--sep separates the fields of --field: give --field N too")
	case sep != "" && sep != "tab" && sep != `\t` && (len(sep) != 1 || sep == "\n" || sep == "\r"):
		return usagef("--sep must be one character, such as , or tab, not %q", sep)
	case cfg.keep && !fields:
		return usagef("--keep passes a failing name of --field or --hosts through: give one of them")
	case fields && (cfg.safe || cfg.formFlag || cfg.emailFl):
		return usagef("--field and --hosts convert names inside lines; they do not go with --safe, --form or --email")
	}
	return nil
}

// shortFlags are the one-letter flags, by the long flag each is another
// name of.
var shortFlags = map[string]string{"profile": "p", "format": "f", "quiet": "q", "jobs": "j", "help": "h"}

// bindProfile binds --profile and the switches.
func bindProfile(fs *flag.FlagSet, c *config) {
	fs.StringVar(&c.profileName, "profile", "lookup", "")
	c.states = make([]triState, len(switches))
	for i, sw := range switches {
		for _, name := range []string{sw.Name, sw.Alias} {
			if name != "" {
				fs.BoolFunc(name, "", c.states[i].setter(false))
				fs.BoolFunc("no-"+name, "", c.states[i].setter(true))
			}
		}
	}
}

// A usageError is a mistake on the command line: exit status 2. help is
// the help to read about it, "xn help COMMAND" for a command named on the
// command line; "" for the main help.
type usageError struct{ msg, help string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{msg: fmt.Sprintf(format, args...)}
}

// helpOn points a usage error in the arguments of cmd, when the command
// line named it, to the help of cmd (of lgr, for a verb of lgr).
func helpOn(err error, cmd *command, named bool) error {
	var ue *usageError
	topic := lookupCommand(strings.Fields(cmd.name)[0])
	if errors.As(err, &ue) && named && topic.help != "" {
		ue.help = "xn help " + topic.name
	}
	return err
}

// triState is a switch that is either unset (the profile decides) or set to
// a value.
type triState struct {
	set, value bool
}

// setter returns the function that sets t from the value of the flag
// --NAME of its switch, or of --no-NAME when negated.
func (t *triState) setter(negated bool) func(string) error {
	return func(s string) error {
		v, err := strconv.ParseBool(s)
		if err != nil {
			return errors.New("want true or false")
		}
		t.set, t.value = true, v != negated
		return nil
	}
}

// parseArgs parses the command line (without the program name). Flags may
// appear anywhere; "--" ends them. The command is the first argument before
// "--" if it names one (a command with verbs, such as lgr, and its verb:
// the first two), and otherwise
// ascii. Each command parses the rest with its own flags.
func parseArgs(args []string) (*config, error) {
	every, _ := flagTables()
	var seen config // the flags seen, whichever command they are of
	union := every.flagSet(&seen)
	words, err := expandShortFlags(union, args)
	if err != nil {
		return nil, err
	}
	pos, err := positionals(union, words)
	if err != nil {
		return nil, flagErrorIn(err, words, nil)
	}
	cmd, used, err := findCommand(pos, seen.help)
	if err != nil {
		return nil, err
	}
	if seen.version {
		cmd, used = lookupCommand("version"), nil
		words = slices.DeleteFunc(words, func(w string) bool { return w == "--version" || w == "-version" })
	}
	rest := make([]string, 0, len(words))
	for i, w := range words {
		if !slices.Contains(used, i) {
			rest = append(rest, w)
		}
	}
	cfg := &config{cmd: cmd, jobs: runtime.GOMAXPROCS(0), format: "text", profile: profiles[0]}
	fs := cmd.flagSet(cfg)
	pos, err = positionals(fs, rest)
	if err != nil {
		return nil, helpOn(flagErrorIn(err, rest, cmd), cmd, len(used) > 0)
	}
	for _, w := range pos {
		cfg.args = append(cfg.args, w.s)
	}
	cfg.dashed = len(pos) > 0 && pos[0].dashed
	if cfg.help {
		cfg.args = []string{cmd.name}
		if cmd.name == "help" || cmd.name == "ascii" && len(used) == 0 {
			cfg.args = nil
		}
		cfg.cmd = lookupCommand("help")
		return cfg, nil
	}
	return cfg, helpOn(cfg.finish(fs), cmd, len(used) > 0)
}

// A word is a positional argument and its index among the words parsed.
type word struct {
	i      int
	s      string
	dashed bool // after "--"
}

// positionals parses words with fs and returns the words that are not
// flags.
func positionals(fs *flag.FlagSet, words []string) ([]word, error) {
	var pos []word
	rest := words
	for {
		if err := fs.Parse(rest); err != nil {
			return nil, err
		}
		left := fs.Args()
		at := len(words) - len(left)
		if n := len(rest) - len(left); n > 0 && rest[n-1] == "--" {
			for k, s := range left {
				pos = append(pos, word{at + k, s, true})
			}
			return pos, nil
		}
		if len(left) == 0 {
			return pos, nil
		}
		pos = append(pos, word{at, left[0], false})
		rest = left[1:]
	}
}

// findCommand returns the command the positional words name and the
// indexes of the words that name it.
func findCommand(pos []word, help bool) (*command, []int, error) {
	if len(pos) == 0 || pos[0].dashed {
		return lookupCommand("ascii"), nil, nil
	}
	first := pos[0].s
	cmd := lookupCommand(first)
	switch {
	case len(verbsOf(first)) > 0 && len(pos) > 1 && !pos[1].dashed:
		if sub := lookupCommand(first + " " + pos[1].s); sub != nil {
			return sub, []int{pos[0].i, pos[1].i}, nil
		}
		verbs := verbsOf(first)
		return nil, nil, helpOn(usagef("unknown %s verb %q: use %s%s", first, pos[1].s, joinList(verbs, "or"),
			suggest(pos[1].s, verbs)), cmd, true)
	case cmd != nil:
		return cmd, []int{pos[0].i}, nil
	}
	// A first word close to a command name is taken for a misspelling of
	// it, unless it has a dot (any of the four IDNA dots): that is a name,
	// whatever it resembles.
	if i, _ := label.IndexDot(first); i < 0 && !help {
		if near := closest(first, commandNames()); near != "" {
			return nil, nil, usagef("unknown command %q; did you mean %q? (to convert the name %q, write xn ascii %s or xn -- %s)",
				first, near, first, first, first)
		}
	}
	return lookupCommand("ascii"), nil, nil
}

// finish checks the values of the flags and the arguments.
func (cfg *config) finish(fs *flag.FlagSet) error {
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if cfg.states != nil {
		p, ok := regime.LookupProfile(cfg.profileName)
		if !ok {
			return usagef("unknown profile %q%s (profiles: %s)", cfg.profileName,
				suggest(cfg.profileName, profileNames()), strings.Join(profileNames(), ", "))
		}
		cfg.profile = p
		for i, sw := range switches {
			if cfg.states[i].set {
				cfg.options = append(cfg.options, regime.Setting{Switch: sw, On: cfg.states[i].value})
			}
		}
		cfg.profileGiven = given["profile"] || given["p"] || len(cfg.options) > 0 || cfg.unicode != ""
	}
	if err := cfg.checkUnicode(); err != nil {
		return err
	}
	if fs := cfg.cmd.formats; fs != nil && !slices.Contains(fs, cfg.format) {
		if slices.Contains(formats, cfg.format) {
			return usagef("%s prints %s; --format %s is for %s",
				cfg.cmd.name, strings.Join(fs, " or "), cfg.format, joinList(commandsWriting(cfg.format), "and"))
		}
		return usagef("unknown format %q%s (formats: %s)", cfg.format,
			suggest(cfg.format, fs), strings.Join(fs, ", "))
	}
	// The checks of one flag or of the number of arguments, in order.
	_, langErr := language.Parse(cfg.lang)
	switch n := len(cfg.args); {
	case !slices.Contains([]string{"", "auto", "always", "never"}, cfg.color):
		return usagef("--color must be auto, always or never, not %q", cfg.color)
	case cfg.jobs < 1:
		return usagef("--jobs must be at least 1, not %d", cfg.jobs)
	case given["max"] && cfg.max < 1:
		return usagef("--max %d: give a positive number of variant labels", cfg.max)
	case slices.Contains(cfg.cmd.flags, "lgr") && len(cfg.lgrFiles) == 0:
		return usagef("xn %s needs --lgr FILE, the LGR to apply", cfg.cmd.name)
	case cfg.lang != "" && langErr != nil:
		return usagef("--lang %q is not a language tag (such as en, de or de-CH)", cfg.lang)
	case len(cfg.lgrFiles) > 1 && cfg.cmd.oneLGR:
		return usagef("xn %s takes one --lgr", cfg.cmd.name)
	case cfg.safe && !cfg.policysProfile():
		return usagef("--safe decides with spoof.Display, which converts with the lookup profile: it takes no other --profile and no switches")
	case cfg.formFlag && cfg.emailFl:
		return usagef("--form checks domain fields and --email email fields: give one of them")
	case (cfg.formFlag || cfg.emailFl) && cfg.profile.IDNA() == nil:
		return usagef("--form and --email check with a profile of package idna, not %s", cfg.profile.Name)
	case n == 0 && cfg.cmd.names == someNames:
		return usagef("%s needs at least one NAME", cfg.cmd.name)
	case n > 0 && cfg.cmd.names == noNames:
		return usagef("%s takes no arguments (got %q)", cfg.cmd.name, cfg.args[0])
	case n > 1 && cfg.cmd.names == oneTopic:
		return usagef("%s takes one command or topic, not %d", cfg.cmd.name, n)
	}
	if err := cfg.checkFieldFlags(given); err != nil {
		return err
	}
	if err := cfg.checkCheckerFlags(given); err != nil {
		return err
	}
	cfg.jobs = min(cfg.jobs, 256)
	if cfg.cmd.args != nil {
		return cfg.cmd.args(cfg)
	}
	return nil
}

func checkPunycodeMode(cfg *config) error {
	if len(cfg.args) == 0 || cfg.dashed {
		return usagef("punycode needs a mode: xn punycode encode|decode [STRING...]")
	}
	cfg.mode, cfg.args = cfg.args[0], cfg.args[1:]
	if _, ok := punycodeModes[cfg.mode]; !ok {
		return usagef("punycode mode must be encode or decode, not %q%s", cfg.mode,
			suggest(cfg.mode, slices.Sorted(maps.Keys(punycodeModes))))
	}
	return nil
}

// policysProfile reports whether the profile selected converts as the
// display policy does (spoof.DefaultProfile): idna.Lookup or idna.Display,
// with no switch.
func (cfg *config) policysProfile() bool {
	p := cfg.profile.IDNA()
	return (p == idna.Lookup || p == idna.Display) && len(cfg.options) == 0
}

// flagErrorIn turns an error of package flag into a usage error for the
// command line args of cmd: a flag that other commands take is named as
// theirs (cmd is nil while the command is unknown, and args are then
// parsed with the flags of every command, so that no unknown flag is
// another command's); an unknown flag is written as it was given there,
// "-x" or "--x" (without args, a one-letter flag with one dash and a
// longer one with two), with a suggestion for a misspelled flag.
func flagErrorIn(err error, args []string, cmd *command) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		name = strings.TrimLeft(name, "-")
		given := dashesOf(name, args) + name
		if oerr := otherCommandsFlag(cmd, name, given); oerr != nil {
			return oerr
		}
		return usagef("unknown flag %s%s (a NAME that begins with '-' goes after --)",
			given, suggest(name, flagNames()))
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		name = strings.TrimLeft(name, "-")
		return usagef("flag %s%s needs a value", dashesOf(name, args), name)
	}
	// "invalid value ... for flag -x: ..." and "invalid boolean value ...
	// for -x: ...": spell the flag as in the help. The last " for -" is
	// the flag's, since the value quoted before it may hold one too.
	at, before := -1, ""
	for _, s := range []string{" for flag -", " for -"} {
		if i := strings.LastIndex(msg, s); i > at {
			at, before = i, s
		}
	}
	if at < 0 {
		return usagef("%s", msg)
	}
	return usagef("%s for --%s", msg[:at], msg[at+len(before):])
}

// dashesOf returns the dashes the flag name was given with in args.
func dashesOf(name string, args []string) string {
	for _, a := range args {
		if a == "--" {
			break
		}
		if f, _, _ := strings.Cut(a, "="); f == "--"+name || f == "-"+name {
			return strings.TrimSuffix(f, name)
		}
	}
	if len(name) == 1 {
		return "-"
	}
	return "--"
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

// checkUnicode makes the converter of the selection, and refuses a
// --unicode version this program does not serve exactly
// (idna.ServesUnicode says why: the toolchain that serves it), and one
// given to a profile without a choice of version (IDNA2003 is Unicode
// 3.2).
func (cfg *config) checkUnicode() error {
	var err error
	cfg.conv, err = cfg.selection().Converter()
	switch {
	case errors.Is(err, regime.ErrUnicode32):
		return usagef("--unicode: %v", err)
	case err != nil:
		return usagef("--unicode %s: %v", cfg.unicode, err)
	}
	return nil
}

// selection is the regime chosen on the command line: --profile, the
// switches and --unicode.
func (cfg *config) selection() regime.Selection {
	return regime.Selection{Profile: cfg.profile, Settings: cfg.options, Unicode: cfg.unicode}
}

// converter is the profile with the switches and the Unicode version
// given on the command line, as checkUnicode made it.
func (cfg *config) converter() regime.Converter { return cfg.conv }
