package idna

import (
	"strconv"
	"testing"
)

// TestAppendCount checks the thousands separators of appendCount against
// strconv's digits with a comma put before every third one from the end.
func TestAppendCount(t *testing.T) {
	for _, n := range []int{0, 7, 42, 999, 1000, 1001, 65521, 100000, 999999, 1000000, 1234567890} {
		d := strconv.Itoa(n)
		var want []byte
		for i := range len(d) {
			if i > 0 && (len(d)-i)%3 == 0 {
				want = append(want, ',')
			}
			want = append(want, d[i])
		}
		if got := string(appendCount([]byte("x"), n)); got != "x"+string(want) {
			t.Errorf("appendCount(%d) = %q, want %q", n, got, "x"+string(want))
		}
	}
}
