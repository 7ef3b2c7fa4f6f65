#include "CVips.h"

#include <dlfcn.h>
#include <pthread.h>

/* The functions of libvips (and of GLib, which it brings) that the build calls, as libvips 8 declares them
   (vips/vips.h), with images as opaque pointers. libvips' option lists are C variadic arguments, which
   Swift cannot pass: each call the build makes is written out below, with its options fixed. */
static struct {
    int (*init)(const char *);
    int (*version)(int);
    void (*block_untrusted_set)(int);
    void (*cache_set_max)(int);
    void (*vector_set_enabled)(int);
    const char *(*find_load_buffer)(const void *, size_t);
    void *(*image_new_from_buffer)(const void *, size_t, const char *, ...);
    int (*image_get_width)(const void *);
    int (*image_get_height)(const void *);
    int (*image_get_orientation_swap)(void *);
    int (*image_hasalpha)(void *);
    unsigned long (*image_get_typeof)(const void *, const char *);
    int (*image_get_string)(const void *, const char *, const char **);
    int (*thumbnail_buffer)(void *, size_t, void **, int, ...);
    int (*thumbnail_image)(void *, void **, int, ...);
    void *(*image_copy_memory)(void *);
    int (*jpegsave_buffer)(void *, void **, size_t *, ...);
    int (*pngsave_buffer)(void *, void **, size_t *, ...);
    void (*error_clear)(void);
    void (*object_unref)(void *);
    void (*free)(void *);
    void *(*log_set_default_handler)(void (*)(const char *, int, const char *, void *), void *);
    void (*log_set_writer_func)(int (*)(int, const void *, size_t, void *), void *, void (*)(void *));
} vips;

/* The ABI libvips.so.42 has: the library's `current - age`. */
enum { ABI = 42 };
/* VIPS_SIZE_DOWN of VipsSize, and VIPS_MAX_COORD, in libvips 8. */
enum { SIZE_DOWN = 2, MAX_COORD = 10000000 };

static int started = -1;

/* GLib's log, where libvips, and libpng and libjpeg through it, say what they make of an image: a PNG's colour
   profile "profile '<its name>': ...", a JPEG's "Corrupt JPEG data: ...". The text holds the image's own bytes, line
   breaks and all, and GLib writes it to standard error as it is, where a line of an image's choosing would be read
   as a CI annotation (`::error file=...::`) or as output of the build's own. The log is one for the whole process,
   its messages coming from libvips' worker threads while several images are decoded at once, so no message can
   be told to be about one image: they are not written. What a failure means for an image is the build's own
   warning about its file (ImageResizer). */
static void discard_message(const char *domain, int level, const char *message, void *data) {
    (void) domain;
    (void) level;
    (void) message;
    (void) data;
}
/* G_LOG_WRITER_HANDLED, for GLib's structured log. */
static int discard_structured(int level, const void *fields, size_t count, void *data) {
    (void) level;
    (void) fields;
    (void) count;
    (void) data;
    return 1;
}
static pthread_once_t once = PTHREAD_ONCE_INIT;

#define FIND(field, name) \
    if (!(*(void **) &vips.field = dlsym(library, name))) return -1;

static int load(void) {
    void *library = dlopen("libvips.so.42", RTLD_NOW | RTLD_LOCAL);
    if (!library) return -1;
    FIND(init, "vips_init")
    FIND(version, "vips_version")
    FIND(block_untrusted_set, "vips_block_untrusted_set")
    FIND(cache_set_max, "vips_cache_set_max")
    FIND(vector_set_enabled, "vips_vector_set_enabled")
    FIND(find_load_buffer, "vips_foreign_find_load_buffer")
    FIND(image_new_from_buffer, "vips_image_new_from_buffer")
    FIND(image_get_width, "vips_image_get_width")
    FIND(image_get_height, "vips_image_get_height")
    FIND(image_get_orientation_swap, "vips_image_get_orientation_swap")
    FIND(image_hasalpha, "vips_image_hasalpha")
    FIND(image_get_typeof, "vips_image_get_typeof")
    FIND(image_get_string, "vips_image_get_string")
    FIND(thumbnail_buffer, "vips_thumbnail_buffer")
    FIND(thumbnail_image, "vips_thumbnail_image")
    FIND(image_copy_memory, "vips_image_copy_memory")
    FIND(jpegsave_buffer, "vips_jpegsave_buffer")
    FIND(pngsave_buffer, "vips_pngsave_buffer")
    FIND(error_clear, "vips_error_clear")
    FIND(object_unref, "g_object_unref")
    FIND(free, "g_free")
    FIND(log_set_default_handler, "g_log_set_default_handler")
    FIND(log_set_writer_func, "g_log_set_writer_func")
    /* Before libvips starts, so nothing it says reaches standard error. */
    vips.log_set_default_handler(discard_message, NULL);
    vips.log_set_writer_func(discard_structured, NULL, NULL);
    if (vips.version(3) - vips.version(5) != ABI) return -1;
    if (vips.init("itineshary")) return -1;
    vips.block_untrusted_set(1);
    vips.cache_set_max(0);
    /* No run-time generated SIMD code (liborc): it has crashed with images resized on several threads at
       once, and plain C gives the same pixels on every machine. */
    vips.vector_set_enabled(0);
    return 0;
}

static void start_once(void) { started = load(); }

int itineshary_vips_start(void) {
    pthread_once(&once, start_once);
    return started;
}

int itineshary_vips_version(int part) {
    return itineshary_vips_start() == 0 ? vips.version(part) : -1;
}

/* Each call below fails, rather than call through a null pointer, when libvips did not start. */

const char *itineshary_vips_loader(const void *bytes, size_t length) {
    if (started != 0) return NULL;
    return vips.find_load_buffer(bytes, length);
}

void *itineshary_vips_open(const void *bytes, size_t length) {
    if (started != 0) return NULL;
    return vips.image_new_from_buffer(bytes, length, "", NULL);
}

int itineshary_vips_width(void *image) { return started == 0 && image ? vips.image_get_width(image) : 0; }
int itineshary_vips_height(void *image) { return started == 0 && image ? vips.image_get_height(image) : 0; }
int itineshary_vips_orientation_swaps(void *image) {
    return started == 0 && image ? vips.image_get_orientation_swap(image) : 0;
}
int itineshary_vips_has_alpha(void *image) { return started == 0 && image ? vips.image_hasalpha(image) : 0; }

const char *itineshary_vips_text_field(void *image, const char *name) {
    if (started != 0 || !image) return NULL;
    /* Asked for only when present, so a missing field leaves nothing in libvips' error buffer. */
    if (!vips.image_get_typeof(image, name)) return NULL;
    const char *text = NULL;
    if (vips.image_get_string(image, name, &text)) {
        vips.error_clear();
        return NULL;
    }
    return text;
}

int itineshary_vips_decode(const void *bytes, size_t length, int width, void **out) {
    if (started != 0) return -1;
    void *shrunk = NULL;
    if (vips.thumbnail_buffer(
            (void *) bytes, length, &shrunk, width, "height", (int) MAX_COORD, "size", (int) SIZE_DOWN, NULL))
        return -1;
    /* The pipeline runs here, once: every copy is then made from these pixels. */
    *out = vips.image_copy_memory(shrunk);
    vips.object_unref(shrunk);
    return *out ? 0 : -1;
}

int itineshary_vips_narrower(void *image, int width, void **out) {
    if (started != 0 || !image) return -1;
    /* Already upright: its orientation is not applied a second time. */
    return vips.thumbnail_image(
        image, out, width, "height", (int) MAX_COORD, "size", (int) SIZE_DOWN, "no_rotate", 1, NULL);
}

int itineshary_vips_save_jpeg(void *image, void **bytes, size_t *length) {
    if (started != 0) return -1;
    return vips.jpegsave_buffer(
        image, bytes, length, "Q", 82, "strip", 1, "optimize_coding", 1, "interlace", 0, NULL);
}

int itineshary_vips_save_png(void *image, void **bytes, size_t *length) {
    if (started != 0) return -1;
    return vips.pngsave_buffer(image, bytes, length, "compression", 9, "strip", 1, "interlace", 0, NULL);
}

void itineshary_vips_release(void *image) {
    if (started == 0 && image) vips.object_unref(image);
}
void itineshary_vips_free(void *bytes) {
    if (started == 0 && bytes) vips.free(bytes);
}
void itineshary_vips_error_clear(void) {
    if (started == 0) vips.error_clear();
}
