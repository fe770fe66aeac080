// busybox-style multi-call binary, correct variant.
// Expected: TRUE (valid-memsafety, no-overflow).
#include "bbmini.c"
