#ifndef MVVMGEN_SYSTEM_H
#define MVVMGEN_SYSTEM_H

#include <stdint.h>

/// Runs `body(context)` on a new detached thread, asked to start on another core than the
/// caller's where the system lets a thread choose (Linux): a new thread there starts on
/// its parent's core and moves only at the next balancing, milliseconds later.
/// Returns 0, or the error number when no thread could be made.
int mvvmgen_start_thread_elsewhere(void *(*body)(void *), void *context);

/// Adds one to `*counter` atomically and returns the value it had: how workers take the
/// next chunk of a parallel map.
intptr_t mvvmgen_take_next(intptr_t *counter);

/// Sets the C heap up for a generating run, which allocates and frees tens of megabytes
/// on several threads: grown in big steps, and given back only once much of it is free
/// (glibc; elsewhere, nothing).
void mvvmgen_prepare_heap_for_generating(void);

#endif
