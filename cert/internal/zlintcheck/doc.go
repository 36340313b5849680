// Package zlintcheck holds a test only: package cert's Checker beside
// zmap/zlint v3 over the same generated certificates. It is a module of
// its own so that xn's go.mod does not gain zlint and zcrypto.
package zlintcheck
