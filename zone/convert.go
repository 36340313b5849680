package zone

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/xn-go/xn/dnsname"
)

// A Form is the form Convert writes names in.
type Form int

const (
	// ASCII writes names in A-label form (xn--bcher-kva), for name
	// servers; a line with a name that has a Unicode form gets that form
	// as a comment at its end.
	ASCII Form = iota
	// Unicode writes names in their Unicode form (bücher), to read and
	// edit; the comments that ASCII added are removed.
	Unicode
)

// A Converter converts master files. The zero Converter converts to
// ASCII, with the root as the origin, and reads $INCLUDE files with
// os.ReadFile.
type Converter struct {
	To Form
	// Origin is the origin before the file's first $ORIGIN, as BIND's
	// zone name: the name that relative names and @ are under. "" is
	// the root.
	Origin string
	// ReadFile reads a file that $INCLUDE names, relative to the folder
	// of the file that includes it (as miekg/dns does); nil is
	// os.ReadFile.
	ReadFile func(name string) ([]byte, error)
}

// A File is one converted file: the file given to Convert, or one that it
// includes.
type File struct {
	Name string
	Text []byte
}

// A Result is what Convert did: the files, the one given first and then
// those it includes in the order they are included, and the problems, in
// the order of the files and their lines. A name with a problem is left as
// it was and the rest is converted.
type Result struct {
	Files    []File
	Problems []*Problem
}

// A Problem is a name that could not be converted, or a record or line
// that is not valid: the file and line it is on, the name when it is about
// one, and the error. Err is an *idna.Error for a name that IDNA refuses,
// ErrDotInLabel, one of the lexer's errors (ErrUnclosedParen, …), an
// *IncludeError, or miekg/dns's error for a record it refuses.
type Problem struct {
	File string
	Line int
	Name string
	Err  error
}

// Error returns "file:line: name: error".
func (p *Problem) Error() string {
	s := p.File + ":" + strconv.Itoa(p.Line) + ": "
	if p.Name != "" {
		s += p.Name + ": "
	}
	return s + p.Err.Error()
}

// Unwrap returns Err.
func (p *Problem) Unwrap() error { return p.Err }

// An IncludeError is an $INCLUDE that could not be followed: the file
// could not be read (Err is the error of ReadFile), or includes nest
// deeper than MaxIncludeDepth (Err is ErrIncludeDepth).
type IncludeError struct {
	File string
	Err  error
}

func (e *IncludeError) Error() string { return "zone: $INCLUDE " + e.File + ": " + e.Err.Error() }

// Unwrap returns Err.
func (e *IncludeError) Unwrap() error { return e.Err }

// MaxIncludeDepth is how deep $INCLUDE files may nest (a file including
// itself stops there).
const MaxIncludeDepth = 8

// ErrIncludeDepth is the error of an $INCLUDE nested too deep.
var ErrIncludeDepth = errors.New("zone: $INCLUDE nested too deep")

// Convert converts the master file src, named name (for the problems and
// to find the files it includes), and the files it includes.
func (c *Converter) Convert(name string, src []byte) *Result {
	res := &Result{}
	origin := strings.TrimSuffix(c.Origin, ".") + "."
	if origin == "." || origin == ".." {
		origin = "."
	}
	ctx := context{origin: ".", prevOwner: "."}
	if a, err := dnsname.DataToASCII(origin); err == nil {
		ctx.origin, ctx.prevOwner = a, a
	} else {
		res.Problems = append(res.Problems, &Problem{File: name, Line: 0, Name: c.Origin, Err: err})
	}
	c.file(res, name, src, ctx, 0)
	return res
}

// context is what a file's entries are read under: the origin and the
// previous owner (for an entry without one), absolute, in A-labels.
type context struct {
	origin, prevOwner string
}

// file converts one file and, depth deep, the files it includes.
func (c *Converter) file(res *Result, name string, src []byte, ctx context, depth int) {
	at := len(res.Files)
	res.Files = append(res.Files, File{Name: name})
	w := &rewriter{conv: c, res: res, file: name, src: src}
	l := &lexer{src: src}
	for {
		e, line, err, ok := l.next()
		if !ok {
			break
		}
		if err != nil {
			w.problem(line, "", err)
			continue
		}
		if len(e.tokens) > 0 && !e.blank && src[e.tokens[0].start] == '$' {
			ctx = w.directive(e, ctx, depth)
			continue
		}
		ctx.prevOwner = w.record(e, ctx)
	}
	res.Files[at].Text = w.output()
}

// readInclude reads the file an $INCLUDE names, relative to the folder of
// the including file.
func (c *Converter) readInclude(from, name string) (string, []byte, error) {
	if !filepath.IsAbs(name) {
		name = filepath.Join(filepath.Dir(from), name)
	}
	read := c.ReadFile
	if read == nil {
		read = os.ReadFile
	}
	b, err := read(name)
	return name, b, err
}
