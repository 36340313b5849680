// Package migrate is the analyzer of the command xnmigrate: it rewrites
// imports of golang.org/x/net/idna to github.com/xn-go/xn/xnet/idna and
// reports the calls that probably want another idna profile.
package migrate

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
)

// The import paths: x/net's package and xn's drop-in replacement.
const (
	XNetPath = "golang.org/x/net/idna"
	ShimPath = "github.com/xn-go/xn/xnet/idna"
)

// Analyzer rewrites x/net/idna imports (as a suggested fix, applied by
// -fix) and reports package-level ToASCII/ToUnicode, the Punycode profile,
// and error text matched by strings.
var Analyzer = &analysis.Analyzer{
	Name:     "xnmigrate",
	Doc:      "move from golang.org/x/net/idna to github.com/xn-go/xn/xnet/idna and report calls that want another profile",
	URL:      "https://github.com/xn-go/xn/blob/main/docs/migrating.md",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      run,
}

// The reports, one sentence each, saying what to do.
const (
	msgImport = "golang.org/x/net/idna can be github.com/xn-go/xn/xnet/idna, which has the same API and meaning on xn's tables: run xnmigrate with -fix"

	msgPackageLevel = "idna.%s is the Punycode profile, which neither maps (case, width) nor validates, so it accepts names like \"*.GÖPHER.com\" and \"a_b\": for a name a person typed use idna.Lookup.%s (or form.Domain from github.com/xn-go/xn/form for a form field)"

	msgPunycode = "idna.Punycode checks nothing (no mapping, no validation, no Bidi or joiner rules): for names from outside the program use idna.Lookup (idna.Display to show them)"

	msgErrorText = "this matches the text of an idna error, which says only the first problem and may change: with github.com/xn-go/xn/idna use errors.As(err, &e) with e *idna.Error and e.Has(rule.V6) or e.Codes(), or errors.Is(err, idna.ErrDisallowed)"
)

func run(pass *analysis.Pass) (any, error) {
	for _, f := range pass.Files {
		for _, spec := range f.Imports {
			if path, err := strconv.Unquote(spec.Path.Value); err == nil && path == XNetPath {
				reportImport(pass, spec)
			}
		}
	}
	ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	nodes := []ast.Node{(*ast.CallExpr)(nil), (*ast.SelectorExpr)(nil), (*ast.BinaryExpr)(nil)}
	ins.Preorder(nodes, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			checkSelector(pass, n)
		case *ast.CallExpr:
			checkStringsCall(pass, n)
		case *ast.BinaryExpr:
			checkComparison(pass, n)
		}
	})
	return nil, nil
}

func reportImport(pass *analysis.Pass, spec *ast.ImportSpec) {
	pass.Report(analysis.Diagnostic{
		Pos:     spec.Path.Pos(),
		End:     spec.Path.End(),
		Message: msgImport,
		SuggestedFixes: []analysis.SuggestedFix{{
			Message: "import " + ShimPath,
			TextEdits: []analysis.TextEdit{{
				Pos: spec.Path.Pos(), End: spec.Path.End(), NewText: []byte(strconv.Quote(ShimPath)),
			}},
		}},
	})
}

// idnaObject returns the name of obj if it is a package-level object of
// x/net's idna or of the shim, and "" otherwise.
func idnaObject(obj types.Object) string {
	if obj == nil || obj.Pkg() == nil || obj.Parent() != obj.Pkg().Scope() {
		return ""
	}
	if p := obj.Pkg().Path(); p == XNetPath || p == ShimPath {
		return obj.Name()
	}
	return ""
}

// checkSelector reports idna.ToASCII, idna.ToUnicode and idna.Punycode.
func checkSelector(pass *analysis.Pass, sel *ast.SelectorExpr) {
	switch name := idnaObject(pass.TypesInfo.Uses[sel.Sel]); name {
	case "ToASCII", "ToUnicode":
		pass.Reportf(sel.Pos(), msgPackageLevel, name, name)
	case "Punycode":
		pass.Reportf(sel.Pos(), msgPunycode)
	}
}

// checkStringsCall reports strings.Contains(err.Error(), "idna: ...") and
// its kin.
func checkStringsCall(pass *analysis.Pass, call *ast.CallExpr) {
	fn, ok := typeutil.Callee(pass.TypesInfo, call).(*types.Func)
	if !ok || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || len(call.Args) != 2 {
		return
	}
	switch fn.Name() {
	case "Contains", "HasPrefix", "HasSuffix", "EqualFold", "Index", "TrimPrefix", "CutPrefix":
	default:
		return
	}
	if matchesErrorText(pass, call.Args[0], call.Args[1]) {
		pass.Reportf(call.Pos(), msgErrorText)
	}
}

// checkComparison reports err.Error() == "idna: ..." and !=.
func checkComparison(pass *analysis.Pass, b *ast.BinaryExpr) {
	if b.Op != token.EQL && b.Op != token.NEQ {
		return
	}
	if matchesErrorText(pass, b.X, b.Y) || matchesErrorText(pass, b.Y, b.X) {
		pass.Reportf(b.Pos(), msgErrorText)
	}
}

// matchesErrorText reports whether subject is a call of an error's Error
// method and text a string constant in the words of x/net's idna errors.
func matchesErrorText(pass *analysis.Pass, subject, text ast.Expr) bool {
	call, ok := ast.Unparen(subject).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Error" || !types.Implements(pass.TypesInfo.TypeOf(sel.X), errorType) {
		return false
	}
	tv, ok := pass.TypesInfo.Types[text]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return false
	}
	s := constant.StringVal(tv.Value)
	for _, words := range []string{"idna", "disallowed rune", "invalid label"} {
		if strings.Contains(s, words) {
			return true
		}
	}
	return false
}

var errorType = types.Universe.Lookup("error").Type().Underlying().(*types.Interface)
