#ifndef ITINESHARY_DEFAULT_THEME_H
#define ITINESHARY_DEFAULT_THEME_H

#include <stddef.h>

/* One file of the default theme, compiled into the executable: its path inside the theme folder
   (`partials/trip-card.mustache`), its bytes and their count. */
struct itineshary_theme_file {
    const char *path;
    const unsigned char *bytes;
    size_t size;
};

size_t itineshary_theme_file_count(void);
const struct itineshary_theme_file *itineshary_theme_files(void);

#endif
