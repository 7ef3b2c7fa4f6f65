// What the build knew of itself. The values come from Package.swift as defines on this file alone, so a new
// commit recompiles this file and nothing else.
#include "CBuildInfo.h"

#ifndef ITINESHARY_COMMIT
#define ITINESHARY_COMMIT "unknown"
#endif

#ifndef ITINESHARY_PUBLISHED
#define ITINESHARY_PUBLISHED 0
#endif

const char *itineshary_build_commit(void) { return ITINESHARY_COMMIT; }

int itineshary_build_published(void) { return ITINESHARY_PUBLISHED; }
