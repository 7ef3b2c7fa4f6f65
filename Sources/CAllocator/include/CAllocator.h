#ifndef CALLOCATOR_H
#define CALLOCATOR_H

/// Gives the pages of freed memory back to the system now, rather than when jemalloc's decay would (see
/// allocator.c): for a long-running command after a burst of work.
void allocator_return_freed_memory(void);

#endif
