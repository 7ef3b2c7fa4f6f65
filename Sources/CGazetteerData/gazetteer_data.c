#include "gazetteer_data.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

/* #embed (C23) copies each file's bytes in at compile time; Data/ is written by
   Scripts/make-gazetteer.py. */
static const unsigned char countries[] = {
#embed "Data/countries.tsv"
};
const size_t itineshary_countries_tsv_size = sizeof(countries);
const unsigned char *itineshary_countries_tsv_start(void) { return countries; }

static const unsigned char cities[] = {
#embed "Data/cities.tsv"
};
const size_t itineshary_cities_tsv_size = sizeof(cities);
const unsigned char *itineshary_cities_tsv_start(void) { return cities; }

static const unsigned char airports[] = {
#embed "Data/airports.tsv"
};
const size_t itineshary_airports_tsv_size = sizeof(airports);
const unsigned char *itineshary_airports_tsv_start(void) { return airports; }

static const unsigned char country_aliases[] = {
#embed "Data/country-aliases.tsv"
};
const size_t itineshary_country_aliases_tsv_size = sizeof(country_aliases);
const unsigned char *itineshary_country_aliases_tsv_start(void) { return country_aliases; }

static const unsigned char metro_codes[] = {
#embed "Data/metro-codes.tsv"
};
const size_t itineshary_metro_codes_tsv_size = sizeof(metro_codes);
const unsigned char *itineshary_metro_codes_tsv_start(void) { return metro_codes; }

/* The hash of every city name's folded key, made from Data/cities.tsv by `make city-names`. */
static const unsigned char city_names[] = {
#embed "Data/city-names.bin"
};
const size_t itineshary_city_names_bin_size = sizeof(city_names);
const unsigned char *itineshary_city_names_bin_start(void) { return city_names; }
