// busybox-style multi-call binary whose sleep multiplies a suffixed
// duration unchecked ("sleep 9999999d" overflows int).
// Expected: FALSE under no-overflow; TRUE under valid-memsafety.
#define BB_BUG_SLEEP 1
#include "bbmini.c"
