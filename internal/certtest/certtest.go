// Package certtest makes certificates and certificate requests for the
// tests of package cert, of xn cert and of the zlint cross-check: any
// bytes in the dNSNames, since the subject alternative name extension is
// written here, not by crypto/x509, which refuses to write a name that is
// not ASCII. Only test code imports it.
package certtest

import (
	"crypto/ed25519"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"encoding/pem"
	"math/big"
	"time"
)

// oidSAN is the subject alternative name extension (RFC 5280 §4.2.1.6).
var oidSAN = asn1.ObjectIdentifier{2, 5, 29, 17}

// sanExtension writes the extension of the dNSNames sans, byte for byte.
func sanExtension(sans []string) (pkix.Extension, error) {
	names := make([]asn1.RawValue, len(sans))
	for i, s := range sans {
		names[i] = asn1.RawValue{Class: asn1.ClassContextSpecific, Tag: 2, Bytes: []byte(s)}
	}
	der, err := asn1.Marshal(names)
	return pkix.Extension{Id: oidSAN, Value: der}, err
}

// key is the Ed25519 key of every certificate and request made here.
var key = newKey()

func newKey() ed25519.PrivateKey {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		panic(err)
	}
	return priv
}

// ca is the issuer of the certificates: linters such as zlint apply their
// subscriber rules only to certificates that are not self-signed.
var ca = func() *x509.Certificate {
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "xn certtest CA", Organization: []string{"xn"}},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(365 * 24 * time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, caKey.Public(), caKey)
	if err != nil {
		panic(err)
	}
	crt, err := x509.ParseCertificate(der)
	if err != nil {
		panic(err)
	}
	return crt
}()

var caKey = newKey()

// Certificate returns the DER of a server certificate issued by a test CA
// with the subject common name cn ("" for none) and the dNSNames sans.
func Certificate(cn string, sans ...string) ([]byte, error) {
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(time.Now().UnixNano()), Subject: pkix.Name{CommonName: cn},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(90 * 24 * time.Hour),
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, KeyUsage: x509.KeyUsageDigitalSignature,
		BasicConstraintsValid: true,
	}
	if len(sans) > 0 {
		ext, err := sanExtension(sans)
		if err != nil {
			return nil, err
		}
		tmpl.ExtraExtensions = []pkix.Extension{ext}
	}
	return x509.CreateCertificate(rand.Reader, tmpl, ca, key.Public(), caKey)
}

// Request returns the DER of a certificate request for cn and sans.
func Request(cn string, sans ...string) ([]byte, error) {
	tmpl := &x509.CertificateRequest{Subject: pkix.Name{CommonName: cn}}
	if len(sans) > 0 {
		ext, err := sanExtension(sans)
		if err != nil {
			return nil, err
		}
		tmpl.ExtraExtensions = []pkix.Extension{ext}
	}
	return x509.CreateCertificateRequest(rand.Reader, tmpl, key)
}

// PEM encodes der as a PEM block of type typ ("CERTIFICATE",
// "CERTIFICATE REQUEST").
func PEM(typ string, der []byte) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der})
}
