// Pango 1.50 starts two threads for every font pattern a font map meets for the first time, one
// calling FcFontSetMatch and one FcFontSetSort, so that a program's main loop goes on while
// fontconfig works; the thread that asked waits for them as soon as it lays text out. Vellum
// lays text out at once, on threads of its own: the threads only add their start and their
// hand-back, and when every core is busy rendering, a wait for a core (the built-in catalog's
// cells, cold, on two threads: 20.5 ms with them, 16.3 without; on one, 24.9 and 24.1). This
// program's g_thread_new, found before GLib's by the dynamic linker, runs those two queries on
// the calling thread instead: the same functions on the same data, with the pattern's lock free
// (Pango takes it only to store the result). Every other thread is GLib's to start.
#include <dlfcn.h>
#include <glib.h>
#include <string.h>

#include "vellum_pango_threads.h"

static unsigned long queries_run_inline;

unsigned long vellum_pango_queries_run_inline(void) {
    return __atomic_load_n(&queries_run_inline, __ATOMIC_RELAXED);
}

static int runs_inline(const gchar *name) {
    return name != NULL && (strcmp(name, "[pango] FcFontSetMatch") == 0 || strcmp(name, "[pango] FcFontSetSort") == 0);
}

GThread *g_thread_new(const gchar *name, GThreadFunc func, gpointer data) {
    if (runs_inline(name)) {
        func(data);
        __atomic_add_fetch(&queries_run_inline, 1, __ATOMIC_RELAXED);
        // Pango lets go of the thread at once (g_thread_unref): a reference to the calling one.
        return g_thread_ref(g_thread_self());
    }
    static GThread *(*glib_thread_new)(const gchar *, GThreadFunc, gpointer);
    GThread *(*next)(const gchar *, GThreadFunc, gpointer) = __atomic_load_n(&glib_thread_new, __ATOMIC_ACQUIRE);
    if (next == NULL) {
        next = (GThread *(*)(const gchar *, GThreadFunc, gpointer))dlsym(RTLD_NEXT, "g_thread_new");
        __atomic_store_n(&glib_thread_new, next, __ATOMIC_RELEASE);
    }
    return next(name, func, data);
}
