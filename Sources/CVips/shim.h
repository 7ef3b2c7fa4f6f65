#ifndef ITINESHARY_VIPS_SHIM_H
#define ITINESHARY_VIPS_SHIM_H

#include <vips/vips.h>

/* libvips' option lists are C variadic arguments, which Swift cannot pass: each call the build makes is
   written out here, with its options fixed. */

/* Starts libvips once: only the loaders libvips marks as fit for untrusted input stay enabled, and no
   operation is cached between images, so memory stays bounded by the image at hand. */
static inline int itineshary_vips_start(void) {
    if (VIPS_INIT("itineshary")) return -1;
    vips_block_untrusted_set(TRUE);
    vips_cache_set_max(0);
    /* No run-time generated SIMD code (liborc): it has crashed with images resized on several threads at
       once, and plain C gives the same pixels on every machine. */
    vips_vector_set_enabled(FALSE);
    return 0;
}

/* Opens an image from memory to read its header; pixels are decoded only when asked for. */
static inline VipsImage *itineshary_vips_open(const void *bytes, size_t length) {
    return vips_image_new_from_buffer(bytes, length, "", NULL);
}

/* A copy `width` pixels wide (never wider than the original), turned upright from its EXIF orientation,
   decoded with shrink-on-load where the format allows. */
static inline int itineshary_vips_thumbnail(const void *bytes, size_t length, int width, VipsImage **out) {
    return vips_thumbnail_buffer(
        (void *) bytes, length, out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, NULL);
}

/* JPEG at a fixed quality with no metadata: the same pixels give the same bytes. */
static inline int itineshary_vips_save_jpeg(VipsImage *image, void **bytes, size_t *length) {
    return vips_jpegsave_buffer(
        image, bytes, length, "Q", 82, "strip", TRUE, "optimize_coding", TRUE, "interlace", FALSE, NULL);
}

/* PNG, for images with transparency, with no metadata. */
static inline int itineshary_vips_save_png(VipsImage *image, void **bytes, size_t *length) {
    return vips_pngsave_buffer(image, bytes, length, "compression", 9, "strip", TRUE, "interlace", FALSE, NULL);
}

#endif
