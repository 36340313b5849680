//go:build unix

package main

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/xn-go/xn/idna"
)

// benchNames are the names of the field benchmarks: 9 in 10 ASCII, as in
// bench/throughput's file.
var benchNames = []string{
	"www.example.com", "mail.example.org", "cdn.static.example.net", "api.v2.example.io", "shop.example.de",
	"news.example.co.uk", "a.b.c.example", "login.example.com", "img.example.fr", "bücher.example",
}

// benchInputs are 1,000,000 lines of each shape: one name a line, a CSV
// line with the name in field 2, a hosts-file line.
var benchInputs = sync.OnceValue(func() map[string][]byte {
	var plain, csv, hosts bytes.Buffer
	for i := range 1_000_000 {
		n := benchNames[i%len(benchNames)]
		fmt.Fprintf(&plain, "%s\n", n)
		fmt.Fprintf(&csv, "%d,%s,x\n", i, n)
		fmt.Fprintf(&hosts, "192.0.2.1 %s # host\n", n)
	}
	return map[string][]byte{"plain": plain.Bytes(), "field": csv.Bytes(), "hosts": hosts.Bytes()}
})

// benchProcessor is the processor of xn ascii on standard input.
func benchProcessor() *processor {
	return &processor{conversion: conversion{idna.Lookup.AppendToASCII, idna.MaxInputLen}, format: "text", stdin: true}
}

// benchRecorders are the recorders of each shape of benchInputs.
func benchRecorders() map[string]recorder {
	proc := benchProcessor()
	return map[string]recorder{
		"plain": proc,
		"field": newFieldRecorder(proc, fieldSpec{field: 2, sep: ','}, false),
		"hosts": newFieldRecorder(proc, fieldSpec{hosts: true}, false),
	}
}

// BenchmarkFieldStream converts the 1,000,000 lines of each shape with
// the stream of xn ascii, on one worker (-j 1) and on every CPU: the
// plain stream, --field 2 --sep , and --hosts. cpu-ms/op is the CPU time
// of the process a run, steadier than the time on a loaded machine; B/op
// (-benchmem) what a run allocates.
func BenchmarkFieldStream(b *testing.B) {
	inputs, proc, recorders := benchInputs(), benchProcessor(), benchRecorders()
	for _, jobs := range []int{1, runtime.GOMAXPROCS(0)} {
		for _, shape := range []string{"plain", "field", "hosts"} {
			b.Run(fmt.Sprintf("%s/j=%d", shape, jobs), func(b *testing.B) {
				cpu0 := cpuTime()
				for b.Loop() {
					s := &stream{rec: recorders[shape], jobs: jobs, stdout: io.Discard, stderr: &errWriter{w: io.Discard}, maxLine: max(proc.limit, chunkSize)}
					if _, err := s.run(bytes.NewReader(inputs[shape])); err != nil {
						b.Fatal(err)
					}
				}
				cpu := cpuTime() - cpu0
				b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
			})
		}
	}
}

// cpuTime is the CPU time, user and system, of the process so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkFieldRecord is the work of one worker alone, without the
// stream's reading and writing: the records of the same 1,000,000 lines.
func BenchmarkFieldRecord(b *testing.B) {
	inputs, recorders := benchInputs(), benchRecorders()
	for _, shape := range []string{"plain", "field", "hosts"} {
		b.Run(shape, func(b *testing.B) {
			bt, rec := getBatch(), recorders[shape]
			for b.Loop() {
				for data := inputs[shape]; len(data) > 0; {
					i := bytes.IndexByte(data, '\n')
					bt.out = bt.out[:0]
					rec.record(bt, 1, data[:i], 0)
					data = data[i+1:]
				}
			}
		})
	}
}
