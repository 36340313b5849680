package main

import (
	"flag"
	"io"
	"maps"
	"slices"
	"strings"
	"sync"
)

// A command is one verb of xn, in the shape of cmd/go's base.Command: its
// name, usage line and summary for the help, the flags it takes (each
// command parses its arguments with its own FlagSet of those flags), the
// formats it writes, the check of its arguments and the function that runs
// it.
type command struct {
	name    string   // as typed after xn: "check", "lgr variants"
	usage   string   // what follows the name in the usage line
	short   string   // one line for the main help
	help    string   // the text of "xn help NAME"; "" for a verb of lgr
	flags   []string // the flags it takes, names of flagGroups
	formats []string // the values of --format it takes; nil: no --format
	// note, if not "", follows the usage error for a flag of another
	// command: why this one does not take it.
	note   string
	names  int                   // how many arguments it takes: anyNames, ...
	oneLGR bool                  // it takes --lgr once, not a list of LGRs
	args   func(c *config) error // checks c.args further; nil: no more to check
	run    func(c *config, e *env) int
	// convert, for a command of runConvert, is what it does to each name,
	// and problems whether its text records list the problems of each.
	convert  func(c *config) conversion
	problems bool
}

// How many arguments a command takes (command.names).
const (
	anyNames  = iota // any number, none to read standard input
	someNames        // at least one NAME
	noNames          // none
	oneTopic         // at most one, a command or topic to help on
)

// commandTable lists the commands in the order the help shows them; the
// first is the default. (It is set by init: the help refers to it.)
var commandTable []*command

func init() {
	commandTable = []*command{
		{name: "ascii", help: asciiHelp, usage: "[flags] [NAME...]", short: "convert to ASCII: bücher.tld -> xn--bcher-kva.tld",
			flags: []string{"profile", "unicode", "format", "quiet", "jobs", "lang", "field"}, formats: formats, run: runConvert, convert: toASCII},
		{name: "unicode", help: unicodeHelp, usage: "[flags] [NAME...]", short: "convert to Unicode: xn--bcher-kva.tld -> bücher.tld",
			flags: []string{"profile", "unicode", "format", "quiet", "jobs", "lang", "safe", "field"}, formats: formats, run: runConvert, convert: toUnicode},
		{name: "check", help: checkHelp, usage: "[flags] [NAME...]", short: "validate, listing every problem of each name",
			flags: []string{"profile", "unicode", "format", "quiet", "jobs", "lang", "form", "checker", "field"}, formats: formats, run: runConvert,
			convert: toASCII, problems: true},
		{name: "punycode", help: punycodeHelp, usage: "encode|decode [STRING...]", short: "the raw RFC 3492 Punycode codec",
			flags: []string{"format", "quiet", "jobs"}, formats: formats, args: checkPunycodeMode, run: runConvert, convert: punycodeMode,
			note: "punycode is the raw RFC 3492 codec: it takes no --profile or switches (try xn --profile punycode ascii)"},
		{name: "explain", help: explainHelp, usage: "[flags] NAME...", short: "show every stage of the conversion of a name",
			flags: []string{"profile", "unicode", "format", "lang", "color"}, formats: []string{"text", "json"},
			names: someNames, run: runExplain},
		{name: "compare", help: compareHelp, usage: "NAME...", short: "every IDNA regime side by side, and why they differ",
			flags: []string{"unicode", "format", "lang"}, formats: []string{"text", "json"}, names: someNames, run: runCompare,
			note: "compare converts with every regime at once: it takes no --profile or switches; --unicode applies to all but idna2003 (Unicode 3.2)"},
		{name: "serve", help: serveHelp, usage: "[--addr HOST:PORT]", short: "the playground: a web page on 127.0.0.1:8080",
			flags: []string{"serve"}, names: noNames, run: runServe},
		{name: "lgr", help: lgrHelp, usage: "check|variants|index --lgr FILE", short: "a registry's Label Generation Ruleset (RFC 7940)",
			args: func(*config) error { return usagef("lgr needs a verb: check, variants or index") }},
		{name: "lgr check", usage: "--lgr FILE... [LABEL...]", flags: []string{"lgr", "format", "quiet", "jobs", "lang"},
			formats: []string{"text", "json"}, run: runLGR((*lgrRun).check)},
		{name: "lgr variants", usage: "--lgr FILE [LABEL...]", flags: []string{"lgr", "format", "quiet", "jobs", "variants", "lang"},
			formats: []string{"text", "json"}, oneLGR: true, run: runLGR((*lgrRun).variants)},
		{name: "lgr index", usage: "--lgr FILE [LABEL...]", flags: []string{"lgr", "format", "quiet", "jobs", "lang"},
			formats: []string{"text", "json"}, oneLGR: true, run: runLGR((*lgrRun).index)},
		{name: "resolve", help: resolveHelp, usage: "[--server HOST:PORT] NAME [TYPE...]", short: "look a name up in the DNS, names in answers in both forms",
			flags: []string{"format", "server", "lang"}, formats: []string{"text", "json"}, names: someNames, run: runResolve,
			note: "resolve converts with the Lookup profile, underscores allowed, as DNS names need: it takes no --profile or switches"},
		{name: "cert", help: certHelp, usage: "check FILE... | match PATTERN HOST", short: "names in certificates: check them, match a wildcard",
			args: func(*config) error { return usagef("cert needs a verb: check or match") }},
		{name: "cert check", usage: "FILE...", flags: []string{"format", "lang"}, formats: formats, names: someNames, run: runCertCheck},
		{name: "cert match", usage: "PATTERN HOST", flags: []string{"format", "lang"}, formats: []string{"text", "json"},
			args: checkCertMatch, run: runCertMatch},
		{name: "zone", help: zoneHelp, usage: "[--to FORM] [FILE...]", short: "convert the names of DNS zone files, the rest byte for byte",
			flags: []string{"zone", "quiet", "lang"}, args: checkZoneFlags, run: runZone,
			note: "zone converts with the Lookup profile, underscores allowed, as DNS names need: it takes no --profile or switches"},
		{name: "help", usage: "[COMMAND|TOPIC]", short: "this help, or help on a command or topic", names: oneTopic, run: runHelp},
		{name: "version", help: versionHelp, short: "the versions of xn, Unicode and Go", names: noNames, run: runVersion},
	}
}

// lookupCommand returns the command named name, or nil.
func lookupCommand(name string) *command {
	if i := slices.IndexFunc(commandTable, func(c *command) bool { return c.name == name }); i >= 0 {
		return commandTable[i]
	}
	return nil
}

// verbsOf returns the verbs of the command name ("check", "variants" and
// "index" for "lgr"): the commands of the table named "name VERB".
func verbsOf(name string) []string {
	var verbs []string
	for _, c := range commandTable {
		if v, ok := strings.CutPrefix(c.name, name+" "); ok {
			verbs = append(verbs, v)
		}
	}
	return verbs
}

// commandsWriting lists the commands whose --format takes format, in the
// order of the command table.
func commandsWriting(format string) []string {
	var names []string
	for _, c := range commandTable {
		if slices.Contains(c.formats, format) {
			names = append(names, c.name)
		}
	}
	return names
}

// commandNames are the verbs a first argument can name.
func commandNames() []string {
	var names []string
	for _, c := range commandTable {
		if !strings.Contains(c.name, " ") {
			names = append(names, c.name)
		}
	}
	return names
}

// flagSet returns the FlagSet of the command's flags and --help, bound to
// cfg, with their one-letter names.
func (cmd *command) flagSet(cfg *config) *flag.FlagSet {
	fs := flag.NewFlagSet("xn "+cmd.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	for _, g := range flagGroups {
		if g.name == "help" || slices.Contains(cmd.flags, g.name) {
			g.bind(fs, cfg)
		}
	}
	for long, short := range shortFlags {
		if f := fs.Lookup(long); f != nil {
			fs.Var(f.Value, short, "")
		}
	}
	return fs
}

// flagTables are, built once from the command table, a command that takes
// the flags of every command (to find the command among the arguments)
// and, for each flag name, the commands that take it, as "xn NAME".
var flagTables = sync.OnceValues(func() (*command, map[string][]string) {
	all := &command{}
	for _, g := range flagGroups {
		all.flags = append(all.flags, g.name)
	}
	owners := map[string][]string{}
	for _, cmd := range commandTable {
		cmd.flagSet(&config{}).VisitAll(func(f *flag.Flag) {
			owners[f.Name] = append(owners[f.Name], "xn "+cmd.name)
		})
	}
	return all, owners
})

// flagNames lists every flag name, for suggestions.
func flagNames() []string {
	_, owners := flagTables()
	names := slices.Sorted(maps.Keys(owners))
	return slices.DeleteFunc(names, func(n string) bool { return len(n) == 1 })
}

// otherCommandsFlag returns the usage error for the flag name (as given,
// dashes included) of other commands than cmd, or nil if no command takes
// it.
func otherCommandsFlag(cmd *command, name, given string) error {
	_, owners := flagTables()
	if len(owners[name]) == 0 {
		return nil
	}
	err := usagef("%s is a flag of %s, not of xn %s", given, joinList(owners[name], "and"), cmd.name)
	if cmd.note != "" {
		err = usagef("%v; %s", err, cmd.note)
	}
	return err
}
