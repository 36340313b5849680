package resolvetest

import (
	"bufio"
	"fmt"
	"io"
	"net/netip"
	"strconv"
	"strings"

	"golang.org/x/net/dns/dnsmessage"
)

// ParseZone reads the records of a zone file in the subset of RFC 1035
// section 5 that tests need: one record a line, "$ORIGIN" and "$TTL",
// comments after ";", "@" for the origin, names relative to it, a blank
// owner for the owner of the line before, the class IN, and the types SOA,
// NS, A, AAAA, CNAME, PTR, MX, SRV and TXT (quoted strings without
// escapes). Parentheses across lines are not read. The owner names and the
// names in records are kept as written: a zone for an authoritative
// server, such as nsd, holds A-labels.
func ParseZone(r io.Reader) ([]dnsmessage.Resource, error) {
	z := zoneReader{ttl: 3600}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		if err := z.line(sc.Text()); err != nil {
			return nil, fmt.Errorf("zone line %d: %w", n, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return z.records, nil
}

// zoneReader is the state of ParseZone between lines.
type zoneReader struct {
	origin, owner string
	ttl           uint32
	records       []dnsmessage.Resource
}

func (z *zoneReader) line(text string) error {
	fields, err := zoneFields(text)
	if err != nil || len(fields) == 0 {
		return err
	}
	switch fields[0] {
	case "$ORIGIN":
		if len(fields) != 2 || !strings.HasSuffix(fields[1], ".") {
			return fmt.Errorf("$ORIGIN needs one fully qualified name")
		}
		z.origin = fields[1]
		return nil
	case "$TTL":
		ttl, err := strconv.ParseUint(fields[len(fields)-1], 10, 32)
		z.ttl = uint32(ttl)
		return err
	}
	if text[0] != ' ' && text[0] != '\t' {
		z.owner, fields = z.absolute(fields[0]), fields[1:]
	}
	if z.owner == "" {
		return fmt.Errorf("a record without an owner name")
	}
	ttl := z.ttl
	for len(fields) > 0 {
		if n, err := strconv.ParseUint(fields[0], 10, 32); err == nil {
			ttl, fields = uint32(n), fields[1:]
		} else if fields[0] == "IN" {
			fields = fields[1:]
		} else {
			break
		}
	}
	if len(fields) < 2 {
		return fmt.Errorf("a record needs a type and data")
	}
	body, err := z.body(fields[0], fields[1:])
	if err != nil {
		return err
	}
	name, err := dnsmessage.NewName(z.owner)
	if err != nil {
		return err
	}
	z.records = append(z.records, dnsmessage.Resource{
		Header: dnsmessage.ResourceHeader{Name: name, Class: dnsmessage.ClassINET, TTL: ttl},
		Body:   body,
	})
	return nil
}

// absolute makes a name of the zone file fully qualified.
func (z *zoneReader) absolute(s string) string {
	switch {
	case s == "@":
		return z.origin
	case strings.HasSuffix(s, "."):
		return s
	}
	return s + "." + z.origin
}

func (z *zoneReader) name(s string) (dnsmessage.Name, error) {
	return dnsmessage.NewName(z.absolute(s))
}

// body parses the data of a record of type typ.
func (z *zoneReader) body(typ string, data []string) (dnsmessage.ResourceBody, error) {
	want := map[string]int{"A": 1, "AAAA": 1, "NS": 1, "CNAME": 1, "PTR": 1, "MX": 2, "SRV": 4, "SOA": 7}
	if n, ok := want[typ]; ok && len(data) != n {
		return nil, fmt.Errorf("%s needs %d fields, not %d", typ, n, len(data))
	}
	var nums []uint64
	for _, d := range data {
		n, err := strconv.ParseUint(d, 10, 32)
		if err != nil {
			n = 0
		}
		nums = append(nums, n)
	}
	switch typ {
	case "A", "AAAA":
		a, err := netip.ParseAddr(data[0])
		switch {
		case err != nil:
			return nil, err
		case typ == "A" && a.Is4():
			return &dnsmessage.AResource{A: a.As4()}, nil
		case typ == "AAAA" && a.Is6():
			return &dnsmessage.AAAAResource{AAAA: a.As16()}, nil
		}
		return nil, fmt.Errorf("%s of the wrong family: %s", typ, data[0])
	case "NS", "CNAME", "PTR":
		n, err := z.name(data[0])
		return nameBody(typ, n), err
	case "MX":
		n, err := z.name(data[1])
		return &dnsmessage.MXResource{Pref: uint16(nums[0]), MX: n}, err
	case "SRV":
		n, err := z.name(data[3])
		return &dnsmessage.SRVResource{Priority: uint16(nums[0]), Weight: uint16(nums[1]), Port: uint16(nums[2]), Target: n}, err
	case "TXT":
		return &dnsmessage.TXTResource{TXT: data}, nil
	case "SOA":
		ns, err := z.name(data[0])
		if err != nil {
			return nil, err
		}
		mbox, err := z.name(data[1])
		return &dnsmessage.SOAResource{NS: ns, MBox: mbox, Serial: uint32(nums[2]), Refresh: uint32(nums[3]),
			Retry: uint32(nums[4]), Expire: uint32(nums[5]), MinTTL: uint32(nums[6])}, err
	}
	return nil, fmt.Errorf("type %q is not read", typ)
}

// nameBody is the body of the record types whose data is one name.
func nameBody(typ string, n dnsmessage.Name) dnsmessage.ResourceBody {
	switch typ {
	case "NS":
		return &dnsmessage.NSResource{NS: n}
	case "CNAME":
		return &dnsmessage.CNAMEResource{CNAME: n}
	}
	return &dnsmessage.PTRResource{PTR: n}
}

// zoneFields splits a line into fields: white space separates them, a
// quoted string is one field (without its quotes), ";" starts a comment.
func zoneFields(text string) ([]string, error) {
	var fields []string
	for i := 0; i < len(text); {
		switch c := text[i]; {
		case c == ';':
			return fields, nil
		case c == ' ' || c == '\t':
			i++
		case c == '"':
			end := strings.IndexByte(text[i+1:], '"')
			if end < 0 {
				return nil, fmt.Errorf("a quoted string does not end")
			}
			fields = append(fields, text[i+1:i+1+end])
			i += end + 2
		default:
			end := strings.IndexAny(text[i:], " \t;\"")
			if end < 0 {
				end = len(text) - i
			}
			fields = append(fields, text[i:i+end])
			i += end
		}
	}
	return fields, nil
}
