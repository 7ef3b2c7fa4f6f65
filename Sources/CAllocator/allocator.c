// The executable's memory allocator is jemalloc, linked in statically from Debian's libjemalloc-dev (see
// Package.swift): a build makes and frees millions of small values from two threads, and glibc's allocator
// spends more of its time searching its free lists the larger the heap grows. jemalloc reads its options from
// this symbol when the program starts (the MALLOC_CONF environment variable can still override them):
//
// - narenas:2, one arena per core of the machines the build is measured on, where each arena left its freed
//   pages to its own thread's later use;
// - dirty_decay_ms:1000 and muzzy_decay_ms:0: pages freed and not used again within a second go back to the
//   system, so the memory the load's temporaries held is not counted again at the end of the build.
#include "CAllocator.h"

const char *malloc_conf = "narenas:2,dirty_decay_ms:1000,muzzy_decay_ms:0";
