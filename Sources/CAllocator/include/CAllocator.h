#ifndef CALLOCATOR_H
#define CALLOCATOR_H

/// The options the executable's allocator, jemalloc, starts with (see allocator.c).
extern const char *malloc_conf;

#endif
