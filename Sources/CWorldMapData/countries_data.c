#include "world_map_data.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

/* Data/countries.bin is written by Scripts/make-country-shapes.py. */
static const unsigned char countries[] = {
#embed "Data/countries.bin"
};
const size_t itineshary_country_shapes_size = sizeof(countries);
const unsigned char *itineshary_country_shapes_start(void) { return countries; }
