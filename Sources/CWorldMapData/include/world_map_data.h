#ifndef ITINESHARY_WORLD_MAP_DATA_H
#define ITINESHARY_WORLD_MAP_DATA_H

#include <stddef.h>

/* Land, coastlines and country borders drawn under the route maps (Natural Earth 1:110m), compiled
   into the executable: where the data starts, and its size in bytes. */
const unsigned char *itineshary_world_map_start(void);
extern const size_t itineshary_world_map_size;

/* Each country's outline by its ISO 3166-1 code (Natural Earth 1:110m), for shading the countries trips
   visit: where the data starts, and its size in bytes. */
const unsigned char *itineshary_country_shapes_start(void);
extern const size_t itineshary_country_shapes_size;

#endif
