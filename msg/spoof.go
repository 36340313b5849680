package msg

// The sentences of package spoof: why a name is shown in its ASCII form.
const (
	// SpoofMixedScripts: %[1]s the label, %[2]s the list of scripts.
	SpoofMixedScripts ID = "spoof.mixed-scripts"
)

var spoofEnglish = []entry{
	{SpoofMixedScripts, "%[1]s mixes %[2]s letters, so it can imitate another name"},
}
