package e2e

// step is one delta of RFC 3492's encoder.
type step struct {
	cp     rune
	delta  int
	digits string
	bias   int
}

// rfc3492Steps encodes s as in the pseudocode of RFC 3492 section 6.3,
// written again here from the RFC, independently of package punycode, and
// returns each delta with the digits written and the bias after it.
func rfc3492Steps(s string) []step {
	const (
		base, tmin, tmax = 36, 1, 26
		skew, damp       = 38, 700
		initialBias      = 72
		initialN         = 128
	)
	adapt := func(delta, numPoints int, first bool) int {
		if first {
			delta /= damp
		} else {
			delta /= 2
		}
		delta += delta / numPoints
		k := 0
		for delta > ((base-tmin)*tmax)/2 {
			delta /= base - tmin
			k += base
		}
		return k + (base-tmin+1)*delta/(delta+skew)
	}
	digit := func(d int) byte {
		if d < 26 {
			return byte('a' + d)
		}
		return byte('0' + d - 26)
	}
	input := []rune(s)
	n, delta, bias := initialN, 0, initialBias
	h := 0
	for _, c := range input {
		if c < 0x80 {
			h++
		}
	}
	b := h
	var steps []step
	for h < len(input) {
		m := rune(0x10FFFF + 1)
		for _, c := range input {
			if int(c) >= n && c < m {
				m = c
			}
		}
		delta += (int(m) - n) * (h + 1)
		n = int(m)
		for _, c := range input {
			if int(c) < n {
				delta++
			}
			if int(c) == n {
				st := step{cp: c, delta: delta}
				q := delta
				for k := base; ; k += base {
					t := k - bias
					if t < tmin {
						t = tmin
					} else if t > tmax {
						t = tmax
					}
					if q < t {
						break
					}
					st.digits += string(digit(t + (q-t)%(base-t)))
					q = (q - t) / (base - t)
				}
				st.digits += string(digit(q))
				bias = adapt(delta, h+1, h == b)
				st.bias = bias
				steps = append(steps, st)
				delta = 0
				h++
			}
		}
		delta++
		n++
	}
	return steps
}
