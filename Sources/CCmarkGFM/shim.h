#ifndef ITINESHARY_CMARK_GFM_SHIM_H
#define ITINESHARY_CMARK_GFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

#endif
