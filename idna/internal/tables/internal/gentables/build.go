package gentables

import (
	"fmt"
	"slices"
)

// Bit layout of a class word (the low 32 bits of tables.Props). Package
// tables hand-codes the same constants; its tests check every code point
// against the data files, which also checks the layout.
const (
	statusShift  = 0 // 3 bits
	nv8Bit       = 3
	derivedShift = 4  // 3 bits
	joiningShift = 7  // 3 bits
	bidiShift    = 10 // 5 bits
	markBit      = 15
	viramaBit    = 16
	scriptShift  = 17 // 3 bits
	selShift     = 20 // 3 bits: which mapping group of its window
	mappedBit    = 23 // the status carries a mapping
	nfcInertBit  = 24 // NFC_Quick_Check=Yes and combining class 0
	nfcMaybeBit  = 25 // NFC_Quick_Check=Maybe
	nfcNoBit     = 26 // NFC_Quick_Check=No
	composesBit  = 27 // NFC may combine it with a code point that follows
	cccShift     = 28 // 4 bits: the rank of the combining class (CCCRanks)
	maxSel       = 7
)

// winShift sets the size of a mapping window: 1<<winShift code points.
// Measured on Unicode 15.0.0 (total bytes of both tries): 3: 48301,
// 4: 44640, 5: 43149, 6: 43116 (before later compaction steps); 5 keeps
// the filler in mappings small.
const winShift = 5

// The trie shapes of every version; package tables has the same constants.
const (
	LeafShift   = 4
	MidShift    = 5
	MapMidShift = 4
	// PropTopLen is the length of the top level of the property trie.
	PropTopLen = (maxRune + 1) >> (LeafShift + MidShift)
)

func classWord(c info, sel int) uint32 {
	w := uint32(c.status)<<statusShift | uint32(c.derived)<<derivedShift |
		uint32(c.joining)<<joiningShift | uint32(c.bidi)<<bidiShift |
		uint32(c.script)<<scriptShift
	if c.nv8 {
		w |= 1 << nv8Bit
	}
	if c.mark {
		w |= 1 << markBit
	}
	if c.virama {
		w |= 1 << viramaBit
	}
	if c.nfcInert {
		w |= 1 << nfcInertBit
	}
	if c.nfcMaybe {
		w |= 1 << nfcMaybeBit
	}
	if c.nfcNo {
		w |= 1 << nfcNoBit
	}
	if c.composes {
		w |= 1 << composesBit
	}
	w |= uint32(c.cccRank) << cccShift
	if hasMapping(c.status) {
		w |= uint32(sel)<<selShift | 1<<mappedBit
	}
	return w
}

// tables is the compacted form of the per-code-point data.
type tables struct {
	classes []uint32 // class words, indexed by leaf values

	// The property trie: leaf[mid[top[r>>(midShift+leafShift)]+
	// (r>>leafShift)&midMask]+r&leafMask] is the class of r.
	leafShift, midShift uint
	top                 []uint8
	mid                 []uint16
	leaf                []uint8

	// The mapping trie: for the window w = r>>winShift,
	// groups[mapMid[mapTop[w>>mapMidShift]+w&mapMidMask]+sel] holds the
	// offset in mappings of the window's first code point and the target
	// length L shared by the group, so the target of r starts at
	// offset+(r&winMask)*L.
	mapMidShift uint
	mapTop      []uint8
	mapMid      []uint16
	groups      []uint32 // offset | L<<16
	mappings    string
	wildcards   int // bytes of mappings no target needs
}

// build compacts the properties of every code point.
func build(cps []info) (*tables, error) {
	t := new(tables)
	classOf := make([]uint8, len(cps))
	classIndex := map[uint32]int{}
	winGroups := make([]int, len(cps)>>winShift) // index of the window's group list in groups
	var groupList [][]uint32
	type window struct {
		list, group int
		bytes       []int16
	}
	var pending []window
	pk := &packer{}
	for w := range winGroups {
		base := w << winShift
		// The mapping groups of this window, in order of first use.
		var lens []int
		for r := base; r < base+1<<winShift; r++ {
			c := cps[r]
			sel := 0
			if hasMapping(c.status) {
				n := len(c.mapping)
				sel = slices.Index(lens, n)
				if sel < 0 {
					sel = len(lens)
					lens = append(lens, n)
				}
				if sel > maxSel {
					return nil, fmt.Errorf("window %04X has more than %d target lengths", base, maxSel+1)
				}
			}
			cw := classWord(c, sel)
			ci, ok := classIndex[cw]
			if !ok {
				ci = len(t.classes)
				if ci > 255 {
					return nil, fmt.Errorf("more than 256 property classes")
				}
				classIndex[cw] = ci
				t.classes = append(t.classes, cw)
			}
			classOf[r] = uint8(ci)
		}
		if lens == nil {
			winGroups[w] = -1
			continue
		}
		winGroups[w] = len(groupList)
		var list []uint32
		for _, n := range lens {
			list = append(list, uint32(n)<<16)
			if n == 0 {
				continue
			}
			// The group's bytes from the window's first code point on;
			// code points outside the group are wildcards.
			last := 0
			for i := 0; i < 1<<winShift; i++ {
				if c := cps[base+i]; hasMapping(c.status) && len(c.mapping) == n {
					last = i
				}
			}
			win := make([]int16, (last+1)*n)
			for i := range win {
				win[i] = -1
			}
			for i := 0; i <= last; i++ {
				if c := cps[base+i]; hasMapping(c.status) && len(c.mapping) == n {
					for j := 0; j < n; j++ {
						win[i*n+j] = int16(c.mapping[j])
					}
				}
			}
			pending = append(pending, window{len(groupList), len(list) - 1, win})
		}
		groupList = append(groupList, list)
	}
	// Place long windows first: short ones then often fit inside them.
	slices.SortStableFunc(pending, func(a, b window) int { return len(b.bytes) - len(a.bytes) })
	for _, w := range pending {
		off := pk.place(w.bytes)
		if off > 0xffff {
			return nil, fmt.Errorf("mapping offset %d out of range", off)
		}
		groupList[w.list][w.group] |= uint32(off)
	}
	var str []byte
	for _, b := range pk.big {
		if b < 0 {
			t.wildcards++
			b = 0
		}
		str = append(str, byte(b))
	}
	t.mappings = string(str)

	// Lay the group lists out end to end, sharing equal or overlapping
	// lists; entry 0 is reserved for windows without mappings.
	t.groups = []uint32{0}
	listOff := make([]int, len(groupList))
	for i, l := range groupList {
		listOff[i] = appendBlock32(&t.groups, l)
	}
	winBase := make([]uint16, len(winGroups))
	for w, g := range winGroups {
		if g >= 0 {
			if listOff[g] > 0xffff {
				return nil, fmt.Errorf("group list offset out of range")
			}
			winBase[w] = uint16(listOff[g])
		}
	}

	// The shapes are the same for every version (Shapes), so that the
	// lookup code shifts by constants whichever table it reads. They are
	// the smallest for 15.0.0 and 17.0.0 alike (measured by a search over
	// leaf shifts 2..8 and middle shifts 1..8, before this was fixed).
	top, mid, leaf, err := trie3(classOf, LeafShift, MidShift, true)
	if err != nil {
		return nil, err
	}
	t.leafShift, t.midShift, t.top, t.mid, t.leaf = LeafShift, MidShift, top, mid, leaf
	if len(t.top) != PropTopLen {
		return nil, fmt.Errorf("property trie top has %d entries, want %d", len(t.top), PropTopLen)
	}
	mtop, mmid, err := trie2(winBase, MapMidShift, true)
	if err != nil {
		return nil, err
	}
	// Windows past the last one with mappings are never looked up.
	for len(mtop) > 0 && mtop[len(mtop)-1] == 0 {
		mtop = mtop[:len(mtop)-1]
	}
	t.mapMidShift, t.mapTop, t.mapMid = MapMidShift, mtop, mmid
	return t, nil
}

// trie3 splits vals into a three-level trie with leaf blocks of 1<<ls
// entries and middle blocks of 1<<ms entries.
func trie3(vals []uint8, ls, ms uint, fullSearch bool) (top []uint8, mid []uint16, leaf []uint8, err error) {
	leafBlocks := blockSet[uint8]{full: fullSearch}
	midVals := make([]uint16, len(vals)>>ls)
	for i := range midVals {
		off := leafBlocks.add(vals[i<<ls : (i+1)<<ls])
		if off > 0xffff {
			return nil, nil, nil, fmt.Errorf("leaf too large")
		}
		midVals[i] = uint16(off)
	}
	top, mid, err = trie2(midVals, ms, false)
	return top, mid, leafBlocks.data, err
}

// trie2 splits vals into a two-level table with blocks of 1<<ms entries.
// The top level holds block numbers, which must fit in a byte. If zeroFirst
// is set, block 0 is all zeros.
func trie2(vals []uint16, ms uint, zeroFirst bool) (top []uint8, mid []uint16, err error) {
	if len(vals)%(1<<ms) != 0 {
		return nil, nil, fmt.Errorf("shape does not divide")
	}
	blocks := blockSet[uint16]{aligned: true}
	if zeroFirst {
		blocks.add(make([]uint16, 1<<ms))
	}
	top = make([]uint8, len(vals)>>ms)
	for i := range top {
		n := blocks.add(vals[i<<ms:(i+1)<<ms]) >> ms
		if n > 0xff {
			return nil, nil, fmt.Errorf("middle level too large")
		}
		top[i] = uint8(n)
	}
	return top, blocks.data, nil
}

// A blockSet lays blocks out end to end, reusing a block that is already
// present and overlapping a new block with the tail of the data.
type blockSet[T uint8 | uint16] struct {
	data    []T
	seen    map[string]int
	aligned bool // no overlap: every block starts at a multiple of its size
	full    bool // look for each new block anywhere in data, not only at its end
}

func (s *blockSet[T]) add(b []T) int {
	key := fmt.Sprint(b)
	if off, ok := s.seen[key]; ok {
		return off
	}
	if s.seen == nil {
		s.seen = map[string]int{}
	}
	off := len(s.data)
	if s.full && !s.aligned {
		for i := 0; i+len(b) <= len(s.data); i++ {
			if slices.Equal(s.data[i:i+len(b)], b) {
				s.seen[key] = i
				return i
			}
		}
	}
	for n := min(len(b), len(s.data)); n > 0 && !s.aligned; n-- {
		if slices.Equal(s.data[len(s.data)-n:], b[:n]) {
			off = len(s.data) - n
			break
		}
	}
	s.data = append(s.data[:off], b...)
	s.data = s.data[:max(len(s.data), off+len(b))]
	s.seen[key] = off
	return off
}

func appendBlock32(data *[]uint32, b []uint32) int {
	d := *data
	for off := 0; off+len(b) <= len(d); off++ {
		if slices.Equal(d[off:off+len(b)], b) {
			return off
		}
	}
	off := len(d)
	for n := min(len(b), len(d)); n > 0; n-- {
		if slices.Equal(d[len(d)-n:], b[:n]) {
			off = len(d) - n
			break
		}
	}
	*data = append(d[:off], b...)
	return off
}

// packer lays byte strings with wildcards (-1) out in one string, reusing
// any place where they fit.
type packer struct{ big []int16 }

func (p *packer) place(w []int16) int {
	for pos := 0; ; pos++ {
		ok := true
		for i, b := range w {
			if pos+i >= len(p.big) {
				break
			}
			if b >= 0 && p.big[pos+i] >= 0 && p.big[pos+i] != b {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		for i, b := range w {
			if pos+i >= len(p.big) {
				p.big = append(p.big, b)
			} else if b >= 0 {
				p.big[pos+i] = b
			}
		}
		return pos
	}
}

// BitLayout returns the shifts of the class word fields in the order
// status, NV8, derived, joining, bidi, mark, virama, script, group, mapped,
// NFC-inert, NFC maybe, NFC no, composes, combining class rank, for
// package tables to check its own constants against.
func BitLayout() []uint {
	return []uint{statusShift, nv8Bit, derivedShift, joiningShift, bidiShift, markBit,
		viramaBit, scriptShift, selShift, mappedBit, nfcInertBit,
		nfcMaybeBit, nfcNoBit, composesBit, cccShift}
}
