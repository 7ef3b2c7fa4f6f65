#include "leaflet_data.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

/* #embed (C23) copies each file's bytes in at compile time: Leaflet from Debian's libjs-leaflet (written by
   Scripts/embed-leaflet.sh, BSD-2-Clause), and the script that puts the build-time maps on it. */
static const unsigned char leaflet_js[] = {
#embed "Data/leaflet.js"
};
const size_t itineshary_leaflet_js_size = sizeof(leaflet_js);
const unsigned char *itineshary_leaflet_js_start(void) { return leaflet_js; }

static const unsigned char leaflet_css[] = {
#embed "Data/leaflet.css"
};
const size_t itineshary_leaflet_css_size = sizeof(leaflet_css);
const unsigned char *itineshary_leaflet_css_start(void) { return leaflet_css; }

static const unsigned char live_map_js[] = {
#embed "Data/live-map.js"
};
const size_t itineshary_live_map_js_size = sizeof(live_map_js);
const unsigned char *itineshary_live_map_js_start(void) { return live_map_js; }
