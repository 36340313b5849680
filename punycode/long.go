package punycode

import (
	"math/bits"
	"unicode/utf8"

	"github.com/xn-go/xn/internal/utf8fast"
)

// The handled positions of encodeDeltas are a bitset and a Fenwick tree
// over the popcounts of its words (tree[w+1] for word w), 64 times smaller
// than one over positions. Each function returns its iterations in the
// tree, for workHook.

// initTree builds the tree for the positions already in words. tree has
// len(words)+1 elements, all zero.
func initTree(words, tree []uint64) int {
	for i := 1; i < len(tree); i++ {
		tree[i] += uint64(bits.OnesCount64(words[i-1]))
		if j := i + i&-i; j < len(tree) {
			tree[j] += tree[i]
		}
	}
	return len(tree)
}

// countBelow returns the number of positions in the set before p.
func countBelow(words, tree []uint64, p int) (count uint32, steps int) {
	w := p >> 6
	c := uint64(bits.OnesCount64(words[w] & (1<<(uint(p)&63) - 1)))
	for i := w; i > 0; i &= i - 1 {
		c += tree[i]
		steps++
	}
	return uint32(c), steps
}

// addPosition adds the position p, which is not in the set.
func addPosition(words, tree []uint64, p int) (steps int) {
	w := p >> 6
	words[w] |= 1 << (uint(p) & 63)
	for i := w + 1; i < len(tree); i += i & -i {
		tree[i]++
		steps++
	}
	return steps
}

// encodeBuffers holds the memory of encodeDeltas: the
// keys, the scratch space of their sort, and the bitset's words and tree.
type encodeBuffers struct {
	keys, tmp, words, tree []uint64
}

// newLongBuffers returns the buffers for total code points, at most keys of
// them non-basic, in one allocation.
func newLongBuffers(total, keys int) encodeBuffers {
	nw := (total + 63) / 64
	mem := make([]uint64, 2*keys+2*nw+1)
	return encodeBuffers{
		keys:  mem[:0:keys],
		tmp:   mem[keys : 2*keys : 2*keys],
		words: mem[2*keys : 2*keys+nw : 2*keys+nw],
		tree:  mem[2*keys+nw:],
	}
}

// shortBuffers is the memory of encode for at most maxShort code
// points, on the caller's stack.
type shortBuffers struct {
	keys  [maxShort]uint64
	tmp   [maxShort]uint64
	words [1]uint64
	tree  [2]uint64
}

func (m *shortBuffers) buffers() encodeBuffers {
	return encodeBuffers{keys: m.keys[:0], tmp: m.tmp[:], words: m.words[:], tree: m.tree[:]}
}

// appendEncodeLong is AppendEncode for more than maxShort code points.
func appendEncodeLong(dst []byte, s string) ([]byte, error) {
	if len(s) > MaxLen && utf8.RuneCountInString(s) > MaxLen {
		return dst, errorAt(byteOffset(s, MaxLen), ErrTooLong)
	}
	// Room for a code point per byte, and a non-basic one per lead byte
	// (11xxxxxx), counted 8 bytes at a time.
	multi, i := 0, 0
	for ; i+8 <= len(s); i += 8 {
		x := load64(s, i)
		multi += bits.OnesCount64(x & (x << 1) & highBits)
	}
	for ; i < len(s); i++ {
		multi += int(s[i]>>6) >> 1
	}
	buf := newLongBuffers(len(s), multi)
	j := 0
	out := dst
	for i := 0; i < len(s); j++ {
		if c := s[i]; c < utf8.RuneSelf {
			out = append(out, c)
			buf.words[j>>6] |= 1 << (uint(j) & 63)
			i++
			continue
		}
		// Three-byte sequences (most of the BMP) inline, as
		// utf8fast.DecodeRune does; the others through it.
		if c0 := s[i]; c0&0xF0 == 0xE0 && i+2 < len(s) {
			c1, c2 := s[i+1], s[i+2]
			r := uint32(c0&0x0F)<<12 | uint32(c1&0x3F)<<6 | uint32(c2&0x3F)
			if c1&0xC0 == 0x80 && c2&0xC0 == 0x80 && r >= 0x800 && r-0xD800 >= 0x800 {
				buf.keys = append(buf.keys, uint64(r)<<32|uint64(j))
				i += 3
				continue
			}
		}
		r, size := utf8fast.DecodeRune(s, i)
		if r == utf8.RuneError && size == 1 {
			return dst, errorAt(i, ErrInvalidUTF8)
		}
		buf.keys = append(buf.keys, uint64(r)<<32|uint64(j))
		i += size
	}
	// The bitset and its tree for the j code points found.
	buf.words = buf.words[:(j+63)/64]
	buf.tree = buf.tree[:len(buf.words)+1]
	out, err := encodeDeltas(out, len(dst), buf, j, nil, nil)
	if err != nil {
		return dst, byteOffsetError(err, s)
	}
	return out, nil
}

// longPositionError returns err at the position of keys[g] (code point<<32
// | position), the first occurrence of its code point.
func longPositionError(keys []uint64, g int, err error) *Error {
	return errorAt(int(uint32(keys[g])), err)
}

// radixSort sorts keys by the 21 bits from bit shift (the code point),
// stably, with tmp as scratch space: three passes of 7 bits, skipping a
// pass whose digit is the same in every key, and all of them if the keys
// are in order already. It returns its work (see workHook).
func radixSort(keys, tmp []uint64, shift uint) int {
	if len(keys) < 2 {
		return len(keys)
	}
	i := 1
	for i < len(keys) && keys[i-1] <= keys[i] {
		i++
	}
	if i == len(keys) {
		return len(keys) // in order already
	}
	var count [3][128]uint32
	for _, k := range keys {
		c := k >> shift
		count[0][c&127]++
		count[1][c>>7&127]++
		count[2][c>>14&127]++
	}
	src, dst := keys, tmp[:len(keys)]
	work := i + len(keys)
	for d := range count {
		cnt := &count[d]
		digit := shift + 7*uint(d)
		if cnt[src[0]>>digit&127] == uint32(len(src)) {
			continue // one value of the digit in every key
		}
		sum := uint32(0)
		for i, c := range cnt {
			cnt[i] = sum
			sum += c
		}
		for _, k := range src {
			x := k >> digit & 127
			dst[cnt[x]] = k
			cnt[x]++
		}
		src, dst = dst, src
		work += len(keys)
	}
	if &src[0] != &keys[0] {
		copy(keys, src)
	}
	return work
}
