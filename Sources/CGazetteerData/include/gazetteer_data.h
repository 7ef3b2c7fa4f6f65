#ifndef ITINESHARY_GAZETTEER_DATA_H
#define ITINESHARY_GAZETTEER_DATA_H

#include <stddef.h>

/* The gazetteer's five tab-separated tables and the hashes of its city names, compiled into the
   executable so that it needs no resource folder beside it: where each starts, and its size in bytes. */
const unsigned char *itineshary_countries_tsv_start(void);
extern const size_t itineshary_countries_tsv_size;
const unsigned char *itineshary_cities_tsv_start(void);
extern const size_t itineshary_cities_tsv_size;
const unsigned char *itineshary_airports_tsv_start(void);
extern const size_t itineshary_airports_tsv_size;
const unsigned char *itineshary_country_aliases_tsv_start(void);
extern const size_t itineshary_country_aliases_tsv_size;
const unsigned char *itineshary_metro_codes_tsv_start(void);
extern const size_t itineshary_metro_codes_tsv_size;
/* The hashes of the cities' folded names (Sources/Gazetteer/CityNameHashes.swift), made with cities.tsv. */
const unsigned char *itineshary_city_names_bin_start(void);
extern const size_t itineshary_city_names_bin_size;

#endif
