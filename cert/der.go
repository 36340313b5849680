package cert

import (
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"errors"
	"net"
)

// CertificateDER checks the names of the DER certificate der, as
// [Checker.Certificate] does. Go's x509.ParseCertificate refuses a
// certificate whose dNSName holds bytes outside ASCII (a U-label, the
// first mistake to look for); CertificateDER then reads the subject's
// common name and the dNSNames itself, so that the U-label is reported
// (ULABEL) rather than the certificate left unchecked. The error is set
// only when neither parse finds the names.
func (c *Checker) CertificateDER(der []byte) ([]Finding, error) {
	crt, err := x509.ParseCertificate(der)
	if err == nil {
		return c.Certificate(crt), nil
	}
	var raw struct {
		TBS struct {
			Version    int `asn1:"optional,explicit,default:0,tag:0"`
			Serial     asn1.RawValue
			Algorithm  asn1.RawValue
			Issuer     asn1.RawValue
			Validity   asn1.RawValue
			Subject    asn1.RawValue
			Key        asn1.RawValue
			IssuerUID  asn1.RawValue    `asn1:"optional,tag:1"`
			SubjectUID asn1.RawValue    `asn1:"optional,tag:2"`
			Extensions []pkix.Extension `asn1:"optional,explicit,tag:3"`
		}
		Algorithm asn1.RawValue
		Signature asn1.BitString
	}
	if _, e := asn1.Unmarshal(der, &raw); e != nil {
		return nil, err
	}
	return c.rawNames(raw.TBS.Subject.FullBytes, raw.TBS.Extensions, err)
}

// RequestDER checks the names of the DER certificate request der as
// [Checker.CertificateDER] checks a certificate's.
func (c *Checker) RequestDER(der []byte) ([]Finding, error) {
	csr, err := x509.ParseCertificateRequest(der)
	if err == nil {
		return c.Request(csr), nil
	}
	var raw struct {
		Info struct {
			Version    int
			Subject    asn1.RawValue
			Key        asn1.RawValue
			Attributes []struct {
				Type   asn1.ObjectIdentifier
				Values []asn1.RawValue `asn1:"set"`
			} `asn1:"tag:0"`
		}
		Algorithm asn1.RawValue
		Signature asn1.BitString
	}
	if _, e := asn1.Unmarshal(der, &raw); e != nil {
		return nil, err
	}
	var exts []pkix.Extension
	for _, a := range raw.Info.Attributes {
		if a.Type.Equal(oidExtensionRequest) && len(a.Values) > 0 {
			if _, e := asn1.Unmarshal(a.Values[0].FullBytes, &exts); e != nil {
				return nil, err
			}
		}
	}
	return c.rawNames(raw.Info.Subject.FullBytes, exts, err)
}

var (
	oidSAN              = asn1.ObjectIdentifier{2, 5, 29, 17}
	oidExtensionRequest = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 9, 14}
)

// rawNames checks the common name of the DER subject and the dNSNames
// (context tag 2) and iPAddresses (tag 7) of the SAN extension among
// exts, read byte for byte; parseErr is returned when they cannot be read.
func (c *Checker) rawNames(subject []byte, exts []pkix.Extension, parseErr error) ([]Finding, error) {
	var rdns pkix.RDNSequence
	if _, err := asn1.Unmarshal(subject, &rdns); err != nil {
		return nil, parseErr
	}
	var name pkix.Name
	name.FillFromRDNSequence(&rdns)
	var sans []string
	var ips []net.IP
	for _, e := range exts {
		if !e.Id.Equal(oidSAN) {
			continue
		}
		var general []asn1.RawValue
		if _, err := asn1.Unmarshal(e.Value, &general); err != nil {
			return nil, errors.Join(parseErr, err)
		}
		for _, g := range general {
			switch {
			case g.Class == asn1.ClassContextSpecific && g.Tag == 2:
				sans = append(sans, string(g.Bytes))
			case g.Class == asn1.ClassContextSpecific && g.Tag == 7:
				ips = append(ips, net.IP(g.Bytes))
			}
		}
	}
	return c.names(sans, name.CommonName, ips), nil
}
