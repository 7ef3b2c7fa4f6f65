#include "world_map_data.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

/* #embed (C23) copies the file's bytes in at compile time; Data/world.bin is written by
   Scripts/make-world-map.py. */
static const unsigned char world[] = {
#embed "Data/world.bin"
};
const size_t itineshary_world_map_size = sizeof(world);
const unsigned char *itineshary_world_map_start(void) { return world; }
