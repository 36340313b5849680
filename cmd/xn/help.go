package main

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

const mainHelp = `xn converts, checks and explains internationalized domain names.

Usage:
%s
With no NAME, xn reads names from standard input, one per line, and writes
one record per line in the same order (see "xn help input").

Flags ("xn help COMMAND" lists those of a command):
%s
Switches override one setting of the profile: --SWITCH or --SWITCH=true
turns it on, --no-SWITCH or --SWITCH=false turns it off.
%s
A one-letter flag takes its value attached or as the next word, as with
getopt: -fjson, -f json and -f=json are the same; one-letter booleans
cluster: -qh, and -qfjson ends with -f json.
Flags and names may come in any order; "--" ends the flags, so that a name
can begin with "-". A first argument that is a command name is the command:
"xn ascii check" converts the name "check". A first argument without a dot
that is within two edits of a command name (one for three letters or fewer)
is taken for a misspelled command, a usage error: "xn unicde x.tld" asks
whether unicode was meant; "xn ascii unicde" or "xn -- unicde" converts it.

Exit status: 0 when every name was fine, 1 when at least one failed, 2 on a
usage or I/O error, 130 or 143 after SIGINT or SIGTERM (every line written
is a whole record; a second signal exits at once), 141 (SIGPIPE) when the
reader of the output went away, as with "xn < names | head".

Topics: xn help profiles | formats | input
Commands: xn help ascii | unicode | check | punycode | explain | compare | lgr | resolve | cert | zone | serve | version
`

// The help of each command, which the command table refers to.

const asciiHelp = `Usage: xn [ascii] [flags] [NAME...]

Converts each NAME to its ASCII form (UTS #46 ToASCII, or the profile's
standard): labels are mapped (with the profiles that map), normalized,
validated, and the non-ASCII ones encoded with Punycode behind "xn--".

  $ xn bücher.tld
  xn--bcher-kva.tld
  $ xn ascii --profile uts46 --transitional faß.de
  fass.de

ascii is the default command. In text format a failed name prints an empty
line on stdout, so that stdout stays aligned with the input, and
"INPUT: CODE: message; ..." on stderr.
`

const unicodeHelp = `Usage: xn unicode [flags] [NAME...]

Converts each NAME to its Unicode form (UTS #46 ToUnicode, always
nontransitional): xn-- labels are decoded and every label validated.

  $ xn unicode xn--bcher-kva.tld
  bücher.tld

ToUnicode has a best-effort result even when a name fails; text format
prints it only for names that pass, and tsv and json always show it.

--safe prints the form in which to show each name to a person: the Unicode
form when the display policy of package spoof (spoof.Display, as browsers
decide) allows it, else the form with A-labels, as for the Cyrillic
look-alike of "apple" here:

  $ xn unicode --safe xn--80ak6aa92e.com xn--bcher-kva.de
  xn--80ak6aa92e.com
  bücher.de

The reasons of a refusal go to stderr ("INPUT: shown in ASCII: CODE: label
N: message; ..."); tsv adds a fourth column with their codes, json the
fields shown ("unicode", "ascii", or "" for a failed name) and reasons. A
refusal is not a failure: the exit status is 1 only for names that IDNA
rejects, which print nothing. --safe converts with the lookup profile.
`

const checkHelp = `Usage: xn check [flags] [NAME...]

Validates each NAME with the profile's ToASCII and prints, on stdout, either
"NAME: ok" or one sentence per thing to fix, each after the rule codes it
covers:

  $ xn check bücher.tld a-.tld
  bücher.tld: ok
  a-.tld: V3: The part 'a-' ends with a hyphen; remove it

The codes are those of Unicode's IdnaTestV2.txt (P1, P4, V1 to V8, U1, A3,
A4_1, A4_2, B1 to B6, C1, C2, X4_2) and xn's own: C3 to C9 for the CONTEXTO
rules, UTF8, TOOLONG, FORBIDDEN (--forbid-host-code-points), IPLITERAL
(--reject-mapped-ip), MAPPED_FORBIDDEN (--reject-mapped-forbidden), and
with --profile idna2003 NP_PROHIBITED, NP_BIDI, NP_UNASSIGNED (nameprep),
STD3_LDH, STD3_HYPHEN, ACE_PREFIX, PUNYCODE, LENGTH, ROUNDTRIP and
LABEL_DOT (RFC 3490). The exit status is 1 when a name fails.

Without --form, text format adds what a form's domain field would say: for
a name that passes but that it refuses, the profile that decided and why
("a..b: ok under the lookup profile; xn check --form refuses it: A4_2:
..."); for a failed paste, such as a web address, what to enter instead,
with the warnings of the host in it.

--form checks each NAME as a domain field of a form (package form): it
trims spaces, says what to enter instead of a web address, a host and port,
an email address or an IP address, refuses names of one label, drops one
trailing dot, and prints what to store:

  $ xn check --form Bücher.DE. https://bücher.de/path bücher.de:8080 127.1
  Bücher.DE.: ok: xn--bcher-kva.de
  https://bücher.de/path: URL: This is a web address; enter only the domain, bücher.de
  bücher.de:8080: PORT: Remove the port number :8080; enter only the domain, bücher.de
  127.1: IP: The name 127.1 is read as the IP address 127.0.0.1; enter a domain name, such as example.com

--email checks each NAME as an email field: one '@' outside quotes, the
local part's dots and length, the domain as --form does:

  $ xn check --email Jörg@Bücher.DE a..b@example.com
  Jörg@Bücher.DE: ok: Jörg@xn--bcher-kva.de
  a..b@example.com: LOCAL_DOT: The part before the '@' has two dots in a row; remove one

Their codes add URL, EMAIL_ADDRESS, PORT, IP, IPV4, SINGLE_LABEL,
TRAILING_DOTS, EMPTY, ENCLOSED, EMAIL_SYNTAX, LOCAL_DOT, LOCAL_LENGTH,
ADDRESS_LENGTH, MAILTO, NAME_ADDRESS, MANY_ADDRESSES, NOT_REGISTRABLE,
QUOTED_LOCAL and NON_ASCII_LOCAL; with -f tsv a fourth column holds the
codes of the warnings; with -f json each record also has "unicode" (what
to show), "suggestion" (the domain found in what was pasted) and
"warnings" (the display policy's findings, such as a look-alike). They
check with idna.Lookup and VerifyDNSLength; --profile and the switches
change the profile (--allow-underscore for _dmarc.example.com), which
keeps VerifyDNSLength unless --no-verify-dns-length is given. The
settings of the form checker have their flags: --allow-single-label,
--require-registrable, and for --email --refuse-quoted-local and
--refuse-non-ascii-local. On standard input a blank line is no field: an
empty record, as for check (see "xn help input").
`

const punycodeHelp = `Usage: xn punycode encode|decode [STRING...]

The raw RFC 3492 codec, without splitting at dots, without the "xn--"
prefix and without any IDNA rule:

  $ xn punycode encode bücher
  bcher-kva
  $ xn punycode decode bcher-kva
  bücher

Failures have the code PUNYCODE (the message says which rule of RFC 3492
section 6 failed, and the offset where), UTF8 or TOOLONG. --profile and the
switches do not apply; for Punycode applied label by label with the prefix,
use "xn --profile punycode".
`

const explainHelp = `Usage: xn explain [flags] NAME...

Prints every stage of the conversion of each NAME with the profile:

  1. the labels, split at the four IDNA dots, with their byte offsets;
  2. each code point with its UTS #46 status (valid, mapped to X, ignored,
     deviation, disallowed), IDNA2008 property, bidi class and joining
     type, and the label after mapping and after NFC; with --profile
     idna2003, its nameprep mapping (tables B.1, B.2) and the RFC 3454
     tables that list it, and the label after mapping and after NFKC;
  3. each validity rule on each label and its verdict, ok, FAIL or "not
     run" when an earlier step failed (hyphens, leading mark, status,
     CONTEXTJ, CONTEXTO, Bidi), with the bidi class of each character when
     the Bidi rules apply; with idna2003, each step of RFC 3490 ToASCII
     (the nameprep checks, STD3, ACE prefix, Punycode, length) and, for an
     xn-- label, of ToUnicode (decoding and the round trip);
  4. the Punycode of each non-ASCII label, delta by delta, with its digits
     and the bias;
  5. the lengths of the labels and of the name against the DNS limits;
  6. the results of ToASCII and ToUnicode, and every problem, with its
     sentence for people (in the language of --lang) under it;
  7. the verdict of the display policy (spoof.Display, as unicode --safe):
     the form to show a person, Unicode or A-labels, and the reasons, each
     with its sentence under it.

  $ xn explain bücher.tld

On a terminal the verdicts are coloured; piped, the output is plain text
(--color=always|never overrides). The exit status is 1 when ToASCII fails.

--format json writes, for each NAME, one JSON object on one line with the
same content: the library's trace (input_labels with their code_points,
labels with their rules, name_rules, ascii, unicode and their problems)
and the display verdict (display); docs/cli.md lists the fields.
`

const compareHelp = `Usage: xn compare [--format json] NAME...

Converts each NAME under every IDNA regime side by side: UTS #46
nontransitional and transitional, strict IDNA2008, IDNA2008 with the UTS #46
mapping (RFC 5895, as libidn2), the WHATWG URL Standard (what browsers' URL
parsers do) and IDNA2003 (RFC 3490, its stored-strings setting). For each
pair of regimes that differ it says which rule separates them:

  $ xn compare faß.de
  faß.de
  regime                         ASCII          Unicode  verdict
  UTS #46 nontransitional        xn--fa-hia.de  faß.de   ok
  UTS #46 transitional           fass.de        faß.de   ok
  IDNA2008                       xn--fa-hia.de  faß.de   ok
  IDNA2008 with UTS #46 mapping  xn--fa-hia.de  faß.de   ok
  WHATWG URL Standard            xn--fa-hia.de  faß.de   ok
  IDNA2003                       fass.de        faß.de   ok
  why they differ:
  - With UTS #46 transitional and IDNA2003, 'ß', a deviation character, is mapped to 'ss', while nontransitional processing and IDNA2008 keep it

A regime that rejects the name shows FAIL and its rule codes. --format json
writes one object per NAME on one line: input, results (regime, name,
settings, ascii, unicode, ok, codes, message) and differences (a, b and
their reasons: regimes, code, text); docs/cli.md has the details. The regimes
are fixed, so --profile and the switches do not apply. The exit status is 1
when the regimes do not all give the same result for a NAME, 0 when they
agree (all accept it alike, or all reject it).
`

const versionHelp = `Usage: xn version   (or xn --version)

Prints the version of xn, the Unicode version of its default IDNA tables
(that of the Go release it was built with: 15.0.0 with Go 1.26, 17.0.0
with Go 1.27), the Go release, and which of the Unicode versions xn
carries this build serves for --unicode. This xn:

  $ xn version
  %s`

// helpTopics are the help topics that are no command.
var helpTopics = map[string]string{
	"profiles": `Profiles (--profile NAME):
%s
Each switch overrides one setting of the chosen profile:

  xn --profile uts46 --no-verify-dns-length a..b
  xn --profile lookup --transitional faß.de

"xn explain" prints the settings in effect in its header.
`,
	"formats": `Formats (--format FORMAT), one record per name, in input order:

  text   ascii, unicode, punycode: the result on stdout, one line per name
         (an empty line for a failed name), and for each failed name
         "INPUT: CODE: message; CODE: message" on stderr, with
         "line N: " in front when reading standard input.
         check: "NAME: ok" or "NAME: CODES: sentence; ..." on stdout, one
         sentence per thing to fix for the person who typed the name.
         Inputs that are not printable are quoted with Go escapes; inputs
         over 256 bytes are abbreviated.

  tsv    INPUT<TAB>OUTPUT<TAB>CODES on stdout, nothing on stderr. CODES is
         empty for a name that passed, else the distinct rule codes, sorted
         and separated by commas. In INPUT and OUTPUT, backslash, TAB, LF
         and CR are written \\, \t, \n and \r.

  json   one JSON object per line on stdout, nothing on stderr:
           $ xn -f json a-.tld
           {"line":1,"input":"a-.tld","output":"","ok":false,"problems":[{"code":"V3","label":0,"offset":1,"code_point":"U+002D","message":"invalid hyphen placement U+002D '-' in label 1 at byte 1","text":"The part 'a-' ends with a hyphen; remove it","codes":["V3"],"start":1,"end":2}]}
         line: the line number (for arguments, the argument's position),
         input: the name as read (after trimming), output: the result (for
         a failed name, "" with ascii and check, ToUnicode's best effort
         with unicode), ok: whether the name passed, problems: every
         problem, each with code (rule code), label (0-based label index,
         -1 for the whole name), offset (byte offset in the input),
         code_point ("U+00DF", or null when the rule is not about one code
         point), message (for developers: code point, label counted from
         1, byte offset from 0) and text (the sentence to show to the
         person who typed the name, in the language of --lang; "" when
         an earlier problem of the record has the same sentence; its
         wording may change: match on code), codes (the codes the
         sentence covers) and start and end (the code point or label to
         mark in the input, in UTF-16 code units). Every JSON output of
         xn (check, explain, lgr check) writes a problem in this one
         shape. With check --form or --email the records differ: see
         "xn help check". Bytes that
         are not valid UTF-8 appear as U+FFFD in the JSON strings; their
         problem has code UTF8 and the exact offset.

These field names and the order of the fields are stable; new fields
may follow them. With unicode --safe, tsv has a fourth column (the codes of
the display policy's reasons) and json the fields shown and reasons (see
"xn help unicode"); with check --form or --email, tsv has a fourth column
(the codes of the warnings); explain --format json has its own fields
(docs/cli.md).
`,
	"input": `Standard input (when no NAME is given):

  - One name per line. Lines end in LF or CR LF; the last line needs no
    line end.
  - ASCII white space (space, tab, CR, VT, FF) around a name is removed.
    Other white space, such as U+3000 IDEOGRAPHIC SPACE, is part of the
    name and is checked as such.
  - A blank line is not a name: it produces an empty record (text: an empty
    line; tsv: two TABs; json: an object with empty input and ok true), so
    that the output stays aligned with the input, and does not affect the
    exit status.
  - A line longer than the command's limit (64 KiB for the IDNA commands,
    which is idna.MaxInputLen; 1 MiB for punycode decode and 4 MiB for
    encode) fails with code TOOLONG without being converted; only its
    first bytes are kept, and its input field holds those.
  - Invalid UTF-8 fails with code UTF8 and the offset of the first bad byte.
  - A name that fails does not stop the stream.

Memory stays constant whatever the size of the input. Large inputs are
converted by --jobs workers in parallel and written in input order. The
output of each read is written as soon as it is converted, so that an
interactive input (a terminal, or a pipe from a program writing line by
line) gets each answer at once.

Progress: when standard input is not a terminal (a file or a pipe),
standard error is a terminal and standard output is redirected to a file
(xn < names.txt > out.txt), a meter (lines done, lines per second) is
shown on standard error after half a second and erased at the end. It is
never shown with --quiet, when standard output is piped (xn < names.txt |
gzip) or is the terminal itself, or when standard error is redirected.
`,
}

// runHelp prints the main help, or that of a command or topic.
func runHelp(cfg *config, e *env) int {
	if len(cfg.args) == 0 {
		return writeOutput(e, mainHelpText())
	}
	topic, _, _ := strings.Cut(cfg.args[0], " ") // "lgr check": the help of lgr
	text, ok := helpTopics[topic]
	if c := lookupCommand(topic); c != nil {
		text, ok = c.help, c.help != ""
	}
	switch {
	case topic == "profiles":
		text = fmt.Sprintf(text, profileHelp())
	case topic == "version":
		text = fmt.Sprintf(text, strings.ReplaceAll(strings.TrimSuffix(versionLine(), "\n"), "\n", "\n  ")+"\n")
	case topic == "help":
		text, ok = mainHelpText(), true
	case !ok:
		names := helpNames()
		fmt.Fprintf(e.stderr, "xn: no help on %q%s (try one of %s)\n", topic, suggest(topic, names), strings.Join(names, ", "))
		return exitUsage
	}
	return writeOutput(e, text+commandFlags(topic))
}

// helpNames lists the commands and topics that have help.
func helpNames() []string {
	names := slices.Collect(maps.Keys(helpTopics))
	for _, c := range commandTable {
		if c.help != "" {
			names = append(names, c.name)
		}
	}
	slices.Sort(names)
	return names
}

func mainHelpText() string {
	isMain := func(g flagGroup) bool { return g.main }
	return fmt.Sprintf(mainHelp, usageLines(), flagLines(isMain, formats), switchHelp())
}

// commandFlags lists, after the help of a command, the flags it takes:
// those of the command named topic, or of the commands under it ("lgr
// check", "lgr variants" and "lgr index" for "lgr"); "" for a topic that
// is no command.
func commandFlags(topic string) string {
	groups := []string{"help"}
	var fmts []string
	for _, c := range commandTable {
		if c.name == topic || strings.HasPrefix(c.name, topic+" ") {
			groups = append(groups, c.flags...)
			for _, f := range c.formats {
				if !slices.Contains(fmts, f) {
					fmts = append(fmts, f)
				}
			}
		}
	}
	if len(groups) == 1 {
		return ""
	}
	taken := func(g flagGroup) bool { return slices.Contains(groups, g.name) }
	return "\nFlags:\n" + flagLines(taken, fmts)
}

// flagLines lists the flags of the groups listed, in the help's order,
// with the formats fmts in place of the %s of --format.
func flagLines(listed func(flagGroup) bool, fmts []string) string {
	var b strings.Builder
	for _, g := range flagGroups {
		if listed(g) {
			b.WriteString(strings.Replace(g.help, "%s", joinList(fmts, "or"), 1))
		}
	}
	return b.String()
}

// joinList joins words as "a, b or c", with the conjunction conj.
func joinList(words []string, conj string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " " + conj + " " + words[len(words)-1]
}

func switchHelp() string {
	var b strings.Builder
	for _, sw := range switches {
		fmt.Fprintf(&b, "  --%-24s %s\n", sw.Name, sw.Doc)
	}
	return b.String()
}

func profileHelp() string {
	var b strings.Builder
	for _, p := range profiles {
		fmt.Fprintf(&b, "  %-15s %s\n  %-15s %s\n", p.Name, p.Doc, "", settings(p.With()))
	}
	return b.String()
}

// settings returns the settings of a profile separated by spaces, such as
// "Nontransitional CheckHyphens CheckBidi".
func settings(p converter) string { return strings.Join(p.Settings(), " ") }

// usageLines lists the commands of the table with their usage lines.
func usageLines() string {
	var b strings.Builder
	for _, c := range commandTable {
		if c.short == "" {
			continue
		}
		u := strings.TrimSpace("xn " + c.name + " " + c.usage)
		if c == commandTable[0] {
			u = "xn [" + c.name + "] " + c.usage
		}
		fmt.Fprintf(&b, "  %-38s %s\n", u, c.short)
	}
	return b.String()
}
