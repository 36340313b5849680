#!/usr/bin/env python3
"""Write the nameprep results of an independent implementation.

Python's standard library has its own nameprep (encodings.idna.nameprep),
built on its own Unicode 3.2 database (unicodedata.ucd_3_2_0) and its own
stringprep tables. This script records its results so that the Go tests of
package nameprep can compare against them without needing Python:

  python-singles.txt    every code point assigned in Unicode 3.2 (not in
                        table A.1) whose nameprep result differs from itself
                        or is an error, except prohibited code points (the
                        prohibition tables are checked against RFC 3454
                        directly);
  python-sequences.txt  pseudo-random strings of such code points, mixing
                        letters, combining marks (also runs of more than 30),
                        jamo, bidi characters and compatibility characters.

Python's nameprep never rejects unassigned code points, and its table B.2
is derived from the current Unicode's lower-case mappings, so it also folds
letters whose lower-case forms were added after Unicode 3.2 (for example
U+10A0 to U+2D00). The Go test treats those results, which map to a code
point of table A.1, as a known defect of the oracle.

Usage (deterministic: fixed seed, output sorted):

  python3 pyoracle.py [output-directory]
"""

import encodings.idna
import random
import stringprep
import sys
import unicodedata

HEADER = """\
# Results of Python {py} encodings.idna.nameprep (Unicode database {ucd}),
# written by pyoracle.py in this directory. Facts for comparison, not input
# to the code under test.
# Format: {fmt}
# Code points are hexadecimal; a result is the output code points, or
# "!prohibited", "!bidi-mixed" or "!bidi-ends" for an error.
"""


def prep(s):
    try:
        return " ".join("%04X" % ord(c) for c in encodings.idna.nameprep(s))
    except UnicodeError as e:
        m = str(e)
        if m.startswith("Invalid character"):
            return "!prohibited"
        if "requirement 2" in m:
            return "!bidi-mixed"
        if "requirement 3" in m:
            return "!bidi-ends"
        raise


def assigned(c):
    return not stringprep.in_table_a1(chr(c)) and not 0xD800 <= c <= 0xDFFF


def hexes(s):
    return " ".join("%04X" % ord(c) for c in s)


def singles(out):
    out.write(HEADER.format(py=sys.version.split()[0],
                            ucd=unicodedata.ucd_3_2_0.unidata_version,
                            fmt="CODEPOINT;RESULT"))
    for c in range(0x110000):
        if not assigned(c):
            continue
        r = prep(chr(c))
        if r == "!prohibited" or r == "%04X" % c:
            continue
        out.write("%04X;%s\n" % (c, r))


def pool():
    ranges = [
        (0x0030, 0x0039), (0x0041, 0x005A), (0x0061, 0x007A), (0x002D, 0x002D),
        (0x00A0, 0x024F), (0x0300, 0x0362), (0x0370, 0x03FF), (0x0400, 0x04FF),
        (0x0591, 0x05C4), (0x05D0, 0x05EA), (0x0621, 0x0655), (0x0660, 0x0669),
        (0x06F0, 0x06F9), (0x0900, 0x097F), (0x0B00, 0x0B7F), (0x0B80, 0x0BFF),
        (0x0C80, 0x0CFF), (0x0D00, 0x0D7F), (0x0E00, 0x0E7F), (0x1100, 0x11F9),
        (0x1E00, 0x1EFF), (0x1F00, 0x1FFF), (0x2000, 0x206F), (0x2100, 0x218F),
        (0x2460, 0x24FF), (0x3000, 0x30FF), (0x3300, 0x33FF), (0xAC00, 0xAC40),
        (0xD788, 0xD7A3), (0xF900, 0xFA2D), (0xFB00, 0xFB4F), (0xFDF0, 0xFDFF),
        (0xFE00, 0xFE0F), (0xFE70, 0xFEFF), (0xFF00, 0xFFEF),
        (0x1D400, 0x1D7FF), (0x2F800, 0x2FA1D),
    ]
    cps = []
    for lo, hi in ranges:
        for c in range(lo, hi + 1):
            if not assigned(c):
                continue
            # Leave out characters that the oracle folds wrongly (see above).
            r = prep(chr(c))
            if not r.startswith("!") and any(
                    stringprep.in_table_a1(chr(int(h, 16))) for h in r.split()):
                continue
            cps.append(c)
    return cps


def sequences(out):
    out.write(HEADER.format(py=sys.version.split()[0],
                            ucd=unicodedata.ucd_3_2_0.unidata_version,
                            fmt="INPUT;RESULT"))
    rnd = random.Random(3491)
    cps = pool()
    marks = [c for c in cps if unicodedata.ucd_3_2_0.combining(chr(c))]
    cases = set()
    # Short strings of any characters from the pool.
    while len(cases) < 2000:
        n = rnd.randint(1, 8)
        cases.add("".join(chr(rnd.choice(cps)) for _ in range(n)))
    # A base followed by combining marks in random order.
    while len(cases) < 2600:
        base = chr(rnd.choice(cps))
        n = rnd.randint(1, 6)
        cases.add(base + "".join(chr(rnd.choice(marks)) for _ in range(n)))
    # Runs of more than 30 non-starters, beyond the stream-safe limit of
    # golang.org/x/text.
    while len(cases) < 2640:
        base = chr(rnd.choice(cps))
        n = rnd.randint(29, 70)
        cases.add(base + "".join(chr(rnd.choice(marks)) for _ in range(n)))
    # Hangul jamo (conjoining, compatibility and halfwidth), syllables and
    # halfwidth katakana with voiced sound marks: compatibility
    # decompositions that start with a character combining backward.
    kana = [c for lo, hi in [(0x1100, 0x11F9), (0x3131, 0x318E), (0xFFA0, 0xFFDC),
                             (0xAC00, 0xAC1F), (0xD788, 0xD7A3), (0x3099, 0x309C),
                             (0x30AB, 0x30C8), (0xFF76, 0xFF9F)]
            for c in range(lo, hi + 1) if assigned(c)]
    while len(cases) < 3000:
        n = rnd.randint(2, 5)
        cases.add("".join(chr(rnd.choice(kana)) for _ in range(n)))
    # Fixed cases: Corrigendum #5 (PRI #29) sequences, Hangul.
    cases.update([
        "\u0B47\u0300\u0B3E", "\u1100\u0300\u1161", "\uAC00\u0300\u11A8",
        "\u1100\u1161\u11A8", "\uAC00\u11A8", "\u0B47\u0B3E", "\u0DD9\u0DCF", "\u1108\uFFCD",
        "\u3131\u314F", "\uAC00\u3133", "\u30AB\uFF9E", "\uFF76\uFF9E",
    ])
    for s in sorted(cases):
        out.write("%s;%s\n" % (hexes(s), prep(s)))


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else "."
    with open(d + "/python-singles.txt", "w") as f:
        singles(f)
    with open(d + "/python-sequences.txt", "w") as f:
        sequences(f)


if __name__ == "__main__":
    main()
