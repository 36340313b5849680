package label

// MinACELen exposes minACELen to the external tests.
var MinACELen = minACELen
