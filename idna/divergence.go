package idna

// transitionalUTS46 is UTS46 with transitional processing, the other side of
// Diverges: UTS46.With(Transitional(true)) (TestTransitionalUTS46), written
// out so that the package initializer does not link With into every
// program.
var transitionalUTS46 = &Profile{"UTS46.With(Transitional(true))", options{
	transitional: true,
	checkHyphens: true, checkBidi: true, checkJoiners: true,
	useSTD3ASCIIRules: true, verifyDNSLength: true,
	remapDeviations: remapDeviations,
}}

// Diverges reports whether transitional and nontransitional processing give
// a name different ASCII forms. The four deviation characters of UTS #46,
// ß (U+00DF), ς (U+03C2), ZERO WIDTH JOINER and ZERO WIDTH NON-JOINER, are
// kept by nontransitional processing (IDNA2008, browsers today, every
// predefined profile of this package) and mapped away by
// transitional processing (IDNA2003, older resolvers and libraries):
// "faß.de" is
// xn--fa-hia.de in one and fass.de, a different registrable name, in the
// other (CVE-2016-8625). A name that diverges can reach different hosts
// depending on the software that resolves it.
//
// Both forms are computed with the settings of [UTS46], transitional set
// one way and the other. transitional and nontransitional are the two ASCII
// forms, "" for a side that fails. differ is true when the two outcomes are
// not the same: two different names, or one side failing where the other
// succeeds ("a\u200cb.de" is ab.de for transitional processing and invalid,
// C1, for nontransitional). err is the nontransitional error if there is
// one, else the transitional one.
func Diverges(name string) (transitional, nontransitional string, differ bool, err error) {
	nontransitional, nerr := UTS46.ToASCII(name)
	transitional, terr := transitionalUTS46.ToASCII(name)
	// A failing side is "", and UTS46 never succeeds with "" (it verifies
	// DNS lengths), so comparing the strings compares the outcomes.
	differ = transitional != nontransitional
	err = nerr
	if err == nil {
		err = terr
	}
	return transitional, nontransitional, differ, err
}
