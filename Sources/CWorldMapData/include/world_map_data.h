#ifndef ITINESHARY_WORLD_MAP_DATA_H
#define ITINESHARY_WORLD_MAP_DATA_H

#include <stddef.h>

/* Land, coastlines and country borders drawn under the route maps (Natural Earth 1:110m), compiled
   into the executable: where the data starts, and its size in bytes. */
const unsigned char *itineshary_world_map_start(void);
extern const size_t itineshary_world_map_size;

#endif
