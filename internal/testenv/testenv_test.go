package testenv

import "testing"

func TestSlow(t *testing.T) {
	for _, tt := range []struct {
		env  string
		want bool
	}{{"", false}, {"0", false}, {"yes", false}, {"1", true}} {
		t.Setenv(SlowEnv, tt.env)
		if got := SlowEnabled(); got != tt.want {
			t.Errorf("%s=%q: SlowEnabled() = %v, want %v", SlowEnv, tt.env, got, tt.want)
		}
		ran := false
		t.Run("probe", func(t *testing.T) {
			Slow(t, "a probe")
			ran = true
		})
		if ran != tt.want {
			t.Errorf("%s=%q: the test body ran = %v, want %v", SlowEnv, tt.env, ran, tt.want)
		}
	}
}
