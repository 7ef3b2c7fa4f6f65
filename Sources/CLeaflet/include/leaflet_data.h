#ifndef ITINESHARY_LEAFLET_DATA_H
#define ITINESHARY_LEAFLET_DATA_H

#include <stddef.h>

/* Leaflet's script and stylesheet, and the script that puts the maps on it, compiled into the executable
   for sites that show map tiles: where each starts, and its size in bytes. */
const unsigned char *itineshary_leaflet_js_start(void);
extern const size_t itineshary_leaflet_js_size;
const unsigned char *itineshary_leaflet_css_start(void);
extern const size_t itineshary_leaflet_css_size;
const unsigned char *itineshary_live_map_js_start(void);
extern const size_t itineshary_live_map_js_size;

#endif
