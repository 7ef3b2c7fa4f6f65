#ifndef ITINESHARY_CVIPS_H
#define ITINESHARY_CVIPS_H

#include <stddef.h>

/* libvips, loaded the first time an image is looked at rather than linked: the executable starts without
   libvips and the sixty libraries it brings (a command starts about 15 ms sooner and 10 MB smaller), and
   runs where libvips is not installed, leaving out every image it cannot read, with a warning. Images are
   opaque handles here. */

/* Loads libvips (libvips.so.42, the ABI of libvips 8) and starts it once: only the loaders libvips marks as
   fit for untrusted input stay enabled, no operation is cached between images, and no run-time generated
   SIMD code is used. GLib's log, where libvips and the image libraries under it describe what they read in the
   image's own bytes, is not written to standard error. 0 when it started; -1 when the library is missing, of
   another ABI, or failed to start. */
int itineshary_vips_start(void);

/* Part of the version of the libvips that started (0 major, 1 minor, 2 micro); -1 when it did not start. */
int itineshary_vips_version(int part);

/* The name of libvips' loader for the image in `bytes` ("jpegload_buffer"), or NULL. */
const char *itineshary_vips_loader(const void *bytes, size_t length);

/* Opens an image from memory to read its header; pixels are decoded only when asked for. NULL on failure. */
void *itineshary_vips_open(const void *bytes, size_t length);

int itineshary_vips_width(void *image);
int itineshary_vips_height(void *image);
/* Whether the image's EXIF orientation turns it a quarter turn, so its width and height swap upright. */
int itineshary_vips_orientation_swaps(void *image);
int itineshary_vips_has_alpha(void *image);

/* The text of a metadata field of the image's header, as libvips gives it ("exif-ifd2-DateTimeOriginal":
   `2027:04:09 10:31:02 (2027:04:09 10:31:02, ASCII, 20 components, 20 bytes)`), or NULL when the image has no
   such field or it is not text. The text belongs to the image and lives as long as it does. */
const char *itineshary_vips_text_field(void *image, const char *name);

/* The image decoded once into memory, `width` pixels wide (never wider than the original), turned upright from
   its EXIF orientation, decoded with shrink-on-load where the format allows and read in order (sequential
   access). 0 on success, with the pixels in `out`. */
int itineshary_vips_decode(const void *bytes, size_t length, int width, void **out);

/* A copy of an image `itineshary_vips_decode` made, `width` pixels wide (never wider), made from its pixels in
   memory rather than from the file again. 0 on success, with the copy in `out`. */
int itineshary_vips_narrower(void *image, int width, void **out);

/* JPEG at a fixed quality with no metadata: the same pixels give the same bytes. 0 on success; the bytes
   are freed with itineshary_vips_free. */
int itineshary_vips_save_jpeg(void *image, void **bytes, size_t *length);

/* PNG, for images with transparency, with no metadata. */
int itineshary_vips_save_png(void *image, void **bytes, size_t *length);

/* Lets go of an image. */
void itineshary_vips_release(void *image);
/* Frees bytes libvips saved. */
void itineshary_vips_free(void *bytes);
/* Clears libvips' error buffer, one for the whole process. */
void itineshary_vips_error_clear(void);

#endif
