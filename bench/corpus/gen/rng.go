package main

import "math/rand/v2"

// rng draws from a PCG source with a fixed seed. It uses only the source's
// Uint64, whose sequence math/rand/v2 fixes for a given seed, and not the
// convenience methods of rand.Rand, so that the corpora stay the same
// across Go releases.
type rng struct {
	src *rand.PCG
}

func newRNG(seed1, seed2 uint64) *rng {
	return &rng{rand.NewPCG(seed1, seed2)}
}

// intn returns a number in [0, n). The modulo bias, below 2⁻⁵⁰ for the
// small n used here, does not matter.
func (r *rng) intn(n int) int {
	return int(r.src.Uint64() % uint64(n))
}

// perMille reports true with probability w/1000.
func (r *rng) perMille(w int) bool {
	return r.intn(1000) < w
}

func (r *rng) pick(list []string) string {
	return list[r.intn(len(list))]
}

// weighted returns the index of an entry drawn by the weights (per mille),
// or -1 with the probability that they leave over.
func (r *rng) weighted(weights []int) int {
	x := r.intn(1000)
	for i, w := range weights {
		if x < w {
			return i
		}
		x -= w
	}
	return -1
}
