/* Written by Scripts/embed-theme.py from Templates/: do not edit. */
#include "default_theme.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char file_0[] = {
#embed "../../Templates/404.mustache"
};
static const unsigned char file_1[] = {
#embed "../../Templates/assets/share.png"
};
static const unsigned char file_2[] = {
#embed "../../Templates/assets/site.css"
};
static const unsigned char file_3[] = {
#embed "../../Templates/assets/site.js"
};
static const unsigned char file_4[] = {
#embed "../../Templates/cities.mustache"
};
static const unsigned char file_5[] = {
#embed "../../Templates/city.mustache"
};
static const unsigned char file_6[] = {
#embed "../../Templates/country.mustache"
};
static const unsigned char file_7[] = {
#embed "../../Templates/index.mustache"
};
static const unsigned char file_8[] = {
#embed "../../Templates/layout.mustache"
};
static const unsigned char file_9[] = {
#embed "../../Templates/map.mustache"
};
static const unsigned char file_10[] = {
#embed "../../Templates/offline.mustache"
};
static const unsigned char file_11[] = {
#embed "../../Templates/partials/city-card.mustache"
};
static const unsigned char file_12[] = {
#embed "../../Templates/partials/map-figure.mustache"
};
static const unsigned char file_13[] = {
#embed "../../Templates/partials/rec-card.mustache"
};
static const unsigned char file_14[] = {
#embed "../../Templates/partials/save-offline.mustache"
};
static const unsigned char file_15[] = {
#embed "../../Templates/partials/stay-details.mustache"
};
static const unsigned char file_16[] = {
#embed "../../Templates/partials/trip-card.mustache"
};
static const unsigned char file_17[] = {
#embed "../../Templates/recommendation.mustache"
};
static const unsigned char file_18[] = {
#embed "../../Templates/saved.mustache"
};
static const unsigned char file_19[] = {
#embed "../../Templates/search.mustache"
};
static const unsigned char file_20[] = {
#embed "../../Templates/strings/en.json"
};
static const unsigned char file_21[] = {
#embed "../../Templates/trip.mustache"
};
static const unsigned char file_22[] = {
#embed "../../Templates/year.mustache"
};

static const struct itineshary_theme_file files[] = {
    {"404.mustache", file_0, sizeof(file_0)},
    {"assets/share.png", file_1, sizeof(file_1)},
    {"assets/site.css", file_2, sizeof(file_2)},
    {"assets/site.js", file_3, sizeof(file_3)},
    {"cities.mustache", file_4, sizeof(file_4)},
    {"city.mustache", file_5, sizeof(file_5)},
    {"country.mustache", file_6, sizeof(file_6)},
    {"index.mustache", file_7, sizeof(file_7)},
    {"layout.mustache", file_8, sizeof(file_8)},
    {"map.mustache", file_9, sizeof(file_9)},
    {"offline.mustache", file_10, sizeof(file_10)},
    {"partials/city-card.mustache", file_11, sizeof(file_11)},
    {"partials/map-figure.mustache", file_12, sizeof(file_12)},
    {"partials/rec-card.mustache", file_13, sizeof(file_13)},
    {"partials/save-offline.mustache", file_14, sizeof(file_14)},
    {"partials/stay-details.mustache", file_15, sizeof(file_15)},
    {"partials/trip-card.mustache", file_16, sizeof(file_16)},
    {"recommendation.mustache", file_17, sizeof(file_17)},
    {"saved.mustache", file_18, sizeof(file_18)},
    {"search.mustache", file_19, sizeof(file_19)},
    {"strings/en.json", file_20, sizeof(file_20)},
    {"trip.mustache", file_21, sizeof(file_21)},
    {"year.mustache", file_22, sizeof(file_22)},
};

size_t itineshary_theme_file_count(void) { return sizeof(files) / sizeof(files[0]); }
const struct itineshary_theme_file *itineshary_theme_files(void) { return files; }
