// The executable's memory allocator is jemalloc, linked in statically from Debian's libjemalloc-dev (see
// Package.swift): a build makes and frees millions of small values from two threads, and glibc's allocator
// spends more of its time searching its free lists the larger the heap grows. jemalloc reads its options from
// this symbol when the program starts (the MALLOC_CONF environment variable can still override them):
//
// - percpu_arena:percpu, one arena per processor, each thread taking the arena of the processor it runs on
//   (jemalloc's default is four per processor, each holding freed pages for its own threads' later use);
// - dirty_decay_ms:1000 and muzzy_decay_ms:0: pages freed and not used again within a second go back to the
//   system, so the memory the load's temporaries held is not counted again at the end of the build.
#include "CAllocator.h"

const char *malloc_conf = "percpu_arena:percpu,dirty_decay_ms:1000,muzzy_decay_ms:0";
