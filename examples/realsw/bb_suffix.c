// busybox-style multi-call binary whose basename strips a suffix longer
// than the name: strcmp reads before the copy of the name.
// Expected: FALSE(valid-deref) under valid-memsafety; TRUE under no-overflow.
#define BB_BUG_SUFFIX 1
#include "bbmini.c"
