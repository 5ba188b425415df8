// What Swift cannot reach through Glibc's module: its GNU extensions need _GNU_SOURCE.
#define _GNU_SOURCE
#include "MVVMGenSystem.h"

intptr_t mvvmgen_take_next(intptr_t *counter) {
    return __atomic_fetch_add(counter, 1, __ATOMIC_RELAXED);
}

#if defined(_WIN32)
#include <errno.h>

// No POSIX threads: the callers do the work on their own thread.
int mvvmgen_start_thread_elsewhere(void *(*body)(void *), void *context) {
    (void)body;
    (void)context;
    return ENOSYS;
}
#else
#include <pthread.h>
#include <sched.h>

int mvvmgen_start_thread_elsewhere(void *(*body)(void *), void *context) {
    pthread_attr_t attributes;
    int status = pthread_attr_init(&attributes);
    if (status != 0) return status;
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
#ifdef __linux__
    cpu_set_t others;
    int current = sched_getcpu();
    if (current >= 0 && sched_getaffinity(0, sizeof others, &others) == 0) {
        CPU_CLR(current, &others);
        // Only this core is allowed: the thread shares it.
        if (CPU_COUNT(&others) > 0) pthread_attr_setaffinity_np(&attributes, sizeof others, &others);
    }
#endif
    pthread_t thread;
    status = pthread_create(&thread, &attributes, body, context);
    pthread_attr_destroy(&attributes);
    return status;
}
#endif
