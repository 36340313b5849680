// Package docstest checks that every Go code block of README.md and
// docs/*.md compiles against the packages of this module, so that the
// documentation cannot drift from the API. It has no code of its own: the
// check is its test, which turns each ```go block into a program (see
// TestDocsCompile) and runs go build and go vet on them.
//
// A block that declares imports must import every package it uses, as a
// program pasted into a file must; a fragment without any import
// declaration is given the imports of the packages it names.
//
// A block that is not meant to compile, such as an API summary, is fenced
// as ```text instead.
package docstest
