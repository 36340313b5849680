// Glossary and grammar of the German messages (de_*.go). Every German
// template follows them; TestGermanGrammar and the rendered catalog in
// testdata/de.txt check them.
//
// Begriffe (terms), one word for one thing:
//
//	Domainname        the whole name, "example.com"
//	Domain            the domain of an email address or of a web address,
//	                  only in "vor/nach der Domain", "nur die Domain"
//	Teil              one label of a name ("example" in example.com);
//	                  never "Label"; a sentence about a label begins with
//	                  "Der Teil „…“" (masculine: "kürzen Sie ihn")
//	Name              the name as typed, when the sentence is about all of it
//	Punkt             "."
//	Bindestrich       "-"
//	Leerzeichen       every space (U+0020, no-break space, ...)
//	Tabulatorzeichen  the tab
//	Zeichen für einen Zeilenumbruch   a line break
//	unsichtbares Zeichen              a character drawn as nothing
//	unsichtbares Steuerzeichen für die Schreibrichtung   a Bidi control
//	diakritisches Zeichen             a combining mark ('◌́')
//	nicht darstellbares Sonderzeichen a private-use character or a
//	                                  noncharacter
//	Buchstabe, Ziffer, Großbuchstaben, Kleinbuchstaben
//	Schrift           a writing system; names are nouns (Kyrillisch,
//	                  Lateinisch, Griechisch, Han, ...) with adjective
//	                  forms (kyrillisch, chinesisch), see below
//	xn--Form          the ASCII form of a name (A-label); never "Kodierung"
//	Unicode-Form      the form with its own letters (U-label)
//	Endung            a top-level domain
//	Webadresse, E-Mail-Adresse, IP-Adresse, Portnummer
//
// Grammar:
//
//   - Sie, imperative: "entfernen Sie ihn", "geben Sie … ein".
//   - Quotes „…“; a quoted character or text takes no article.
//   - Character phrases (msg.Char) are neuter with "ein" or "das" ("ein
//     Leerzeichen", "ein unsichtbares Zeichen", "das diakritische Zeichen
//     „◌́“"), so nominative and accusative read the same. Templates put a
//     character, a list of them or a script only where the nominative or
//     the accusative is needed: never after a preposition that takes the
//     dative (mit, nach, von, zu, bei, aus, in, hinter, vor). "beginnt mit
//     …" becomes "am Anfang von … steht …", "… nach …" becomes "folgt auf
//     …" (accusative).
//   - A script has three forms (de_script.go): the noun, on its own
//     (msg.Script: "Kyrillisch"); before "Buchstaben" in a list, an
//     adjective in the accusative plural (msg.ScriptLetters: "mischt
//     kyrillische und lateinische Buchstaben"); and the phrase of the
//     script a text is written in (msg.InScript: "in kyrillischer
//     Schrift"). A script without a German adjective keeps its noun ("in
//     Devanagari geschriebene Buchstaben", "in der Schrift Devanagari").
//   - Templates begin in lower case with a word, never with an argument;
//     Sentence capitalizes the first letter.
//   - No "…, entfernen Sie es also": the reason follows with "denn".

package catalog
