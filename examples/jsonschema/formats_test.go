package jsonschema

import "testing"

func TestFormats(t *testing.T) {
	tests := []struct {
		format string
		v      any
		valid  bool
	}{
		{"idn-hostname", "bücher.de", true},
		{"idn-hostname", "xn--bcher-kva.de", true},
		{"idn-hostname", "localhost", true},
		{"idn-hostname", "example.com.", true},
		{"idn-hostname", " bücher.de", false},
		{"idn-hostname", "", false},
		{"idn-hostname", "😀.com", false}, // IDNA2008 disallows it
		{"idn-hostname", "a_b.com", false},
		{"idn-hostname", "-a.com", false},
		{"idn-hostname", "192.168.0.1", false},
		{"idn-hostname", 42, true}, // not a string: not checked
		{"hostname", "xn--bcher-kva.de", true},
		{"hostname", "EXAMPLE.com", true},
		{"hostname", "bücher.de", false},
		{"hostname", "a..b", false},
		{"idn-email", "jörg@bücher.de", true},
		{"idn-email", "jörg@", false},
		{"idn-email", ".jörg@bücher.de", false},
		{"idn-email", nil, true},
	}
	validate := map[string]func(any) error{}
	for _, f := range Formats() {
		validate[f.Name] = f.Validate
	}
	for _, tt := range tests {
		err := validate[tt.format](tt.v)
		if (err == nil) != tt.valid {
			t.Errorf("%s(%#v) = %v, want valid %v", tt.format, tt.v, err, tt.valid)
		}
	}
}
