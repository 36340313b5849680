package punycode

import "math/bits"

// fenwick is a Fenwick tree (binary indexed tree) over counts at the
// positions 0..len(f)-2: f[i] holds the sum of the counts at the positions
// i-(i&-i) through i-1, and f[0] is unused. The encoder keeps one over the
// popcounts of its bitset's words, the decoder one over the free positions
// of its output. Each method returns its iterations, the work that
// workHook counts.
type fenwick []uint32

// build makes a tree of f, which holds the count of each position p in
// f[p+1].
func (f fenwick) build() int {
	for i := 1; i < len(f); i++ {
		if j := i + i&-i; j < len(f) {
			f[j] += f[i]
		}
	}
	return len(f)
}

// prefix returns the sum of the counts at the positions before p.
func (f fenwick) prefix(p int) (sum uint32, steps int) {
	for i := p; i > 0; i &= i - 1 {
		sum += f[i]
		steps++
	}
	return sum, steps
}

// add adds v to the count at position p (^uint32(0) subtracts 1).
func (f fenwick) add(p int, v uint32) (steps int) {
	for i := p + 1; i < len(f); i += i & -i {
		f[i] += v
		steps++
	}
	return steps
}

// find returns the least position p whose prefix(p+1) exceeds k: for
// counts of 0 and 1, the position of the one numbered k, from 0.
func (f fenwick) find(k uint32) (pos, steps int) {
	for step := 1 << (bits.Len(uint(len(f)-1)) - 1); step > 0; step >>= 1 {
		if next := pos + step; next < len(f) && f[next] <= k {
			pos = next
			k -= f[next]
		}
		steps++
	}
	return pos, steps
}
