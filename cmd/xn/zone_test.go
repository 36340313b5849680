package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// zoneTestdata is package zone's testdata: zones written by hand with
// their conversions written by hand.
var zoneTestdata = filepath.Join("..", "..", "zone", "testdata")

func readTestFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestZoneStdout(t *testing.T) {
	r := xn(t, "", "zone", filepath.Join(zoneTestdata, "idn.zone"))
	if r.code != 0 || r.stdout != readTestFile(t, filepath.Join(zoneTestdata, "idn.zone.ascii")) {
		t.Errorf("xn zone idn.zone: exit %d, stdout:\n%s\nstderr: %s", r.code, r.stdout, r.stderr)
	}
	if !strings.Contains(r.stderr, "The included file '"+filepath.Join(zoneTestdata, "idn-hosts.inc")+"' is converted but not written; give --out DIR") {
		t.Errorf("stderr %q does not say that the included file is not written", r.stderr)
	}
}

// TestZoneOut: --out writes the file and the files it includes; the
// Unicode conversion of those, and its ASCII conversion, are the files
// written by hand.
func TestZoneOut(t *testing.T) {
	ascii, uni, back := t.TempDir(), t.TempDir(), t.TempDir()
	steps := []struct {
		dir, suffix string
		args        []string
	}{
		{ascii, ".ascii", []string{"zone", "--out", ascii, filepath.Join(zoneTestdata, "idn.zone")}},
		{uni, ".unicode", []string{"zone", "--to", "unicode", "--out", uni, filepath.Join(ascii, "idn.zone")}},
		{back, ".ascii", []string{"zone", "--to=ascii", "--out", back, filepath.Join(uni, "idn.zone")}},
	}
	for _, s := range steps {
		r := xn(t, "", s.args...)
		if r.code != 0 || r.stdout != "" || r.stderr != "" {
			t.Fatalf("xn %s: exit %d, stdout %q, stderr %q", strings.Join(s.args, " "), r.code, r.stdout, r.stderr)
		}
		for _, name := range []string{"idn.zone", "idn-hosts.inc"} {
			got := readTestFile(t, filepath.Join(s.dir, name))
			if want := readTestFile(t, filepath.Join(zoneTestdata, name+s.suffix)); got != want {
				t.Errorf("xn %s wrote %s:\n%s\nwant:\n%s", strings.Join(s.args, " "), name, got, want)
			}
		}
	}
}

// TestZoneProblem: a name that cannot be converted is reported with its
// line, in the language asked for, and the rest is converted: exit 1.
func TestZoneProblem(t *testing.T) {
	in := "$ORIGIN bücher.example.\nok IN A 192.0.2.1\nbad IN CNAME xn--zz\ncafé IN A 192.0.2.2\n"
	r := xn(t, in, "zone")
	wantOut := "$ORIGIN xn--bcher-kva.example.\t; bücher.example.\nok IN A 192.0.2.1\nbad IN CNAME xn--zz\nxn--caf-dma IN A 192.0.2.2\t; café\n"
	if r.code != 1 || r.stdout != wantOut || !strings.HasPrefix(r.stderr, "<stdin>:3: xn--zz: The part 'xn--zz'") {
		t.Errorf("exit %d, stdout:\n%s\nstderr: %s", r.code, r.stdout, r.stderr)
	}
	de := xnEnv(t, []string{"LANG=de_DE.UTF-8"}, strings.NewReader("a\\.bü.example. IN A 192.0.2.1\n"), "zone")
	if de.code != 1 || !strings.Contains(de.stderr, "<stdin>:1: a\\.bü.example.: Der Name „a\\.bü.example.“ hat einen Teil mit einem Punkt") {
		t.Errorf("German: exit %d, stderr %q", de.code, de.stderr)
	}
	if q := xn(t, in, "zone", "-q"); q.code != 1 || q.stderr != "" {
		t.Errorf("zone -q: exit %d, stderr %q", q.code, q.stderr)
	}
}

func TestZoneUsage(t *testing.T) {
	for _, args := range [][]string{{"zone", "--to", "latin1"}, {"zone", "--profile", "uts46"}} {
		if r := xn(t, "", args...); r.code != 2 || !strings.Contains(r.stderr, "Run 'xn help zone' for usage") {
			t.Errorf("xn %s: exit %d, stderr %q", strings.Join(args, " "), r.code, r.stderr)
		}
	}
	if r := xn(t, "", "zone", filepath.Join(t.TempDir(), "none.zone")); r.code != 2 || !strings.Contains(r.stderr, "no such file") {
		t.Errorf("a missing file: exit %d, stderr %q", r.code, r.stderr)
	}
}
