#ifndef VELLUM_PANGO_THREADS_H
#define VELLUM_PANGO_THREADS_H

/// How many of Pango's fontconfig queries (FcFontSetMatch, FcFontSetSort) ran on the thread that
/// asked for them rather than on a thread of their own (see pango_threads.c).
unsigned long vellum_pango_queries_run_inline(void);

#endif
