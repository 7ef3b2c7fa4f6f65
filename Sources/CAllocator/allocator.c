// The executable's memory allocator is jemalloc, linked in statically from Debian's libjemalloc-dev (see
// Package.swift): a build makes and frees millions of small values from several threads, and glibc's allocator
// spent longer searching its free lists the larger the heap grew. jemalloc reads its options from the
// `malloc_conf` symbol when the program starts (the MALLOC_CONF environment variable can still override them):
//
// - percpu_arena:percpu, one arena per processor, each thread taking the arena of the processor it runs on
//   (jemalloc's default is four per processor, each holding freed pages for its own threads' later use);
// - dirty_decay_ms:1000 and muzzy_decay_ms:0: pages freed and not used again within a second go back to the
//   system, so the memory the load's temporaries held is not counted again at the end of the build.
#include "CAllocator.h"

#if defined(__linux__)

#include <jemalloc/jemalloc.h>

#define STRINGIFY_VALUE(x) #x
#define STRINGIFY(x) STRINGIFY_VALUE(x)

const char *malloc_conf = "percpu_arena:percpu,dirty_decay_ms:1000,muzzy_decay_ms:0";

void allocator_return_freed_memory(void) {
    mallctl("arena." STRINGIFY(MALLCTL_ARENAS_ALL) ".purge", NULL, NULL, NULL, 0);
}

#else

// Elsewhere the system's allocator stays, and gives freed memory back on its own.
void allocator_return_freed_memory(void) {}

#endif
