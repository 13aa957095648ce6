// `vellum` runs diff and report itself and hands every other command line to `vellum-catalog`,
// beside it. The hand-over happens here, before the Swift runtime, Foundation and the shared
// libraries start: a function of the program's preinit array, which the dynamic linker runs
// before any library's initializers (C++'s among them), replaces the process with
// vellum-catalog (`vellum help` took 8.3 ms rather than 9.7 when Swift's main did it; from a
// constructor, after the libraries' initializers, `vellum sheet --help` took 6.77–6.88 ms, now
// 6.36–6.56). When it cannot (vellum-catalog missing, say), it returns, and the Swift program
// tries again and says why.
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "vellum_hand_over.h"

int vellum_runs_here(const char *command) {
    static const char *const own[] = {"diff", "report", "--version"};
    if (command == NULL) return 0;
    for (size_t index = 0; index < sizeof own / sizeof own[0]; index++) {
        if (strcmp(command, own[index]) == 0) return 1;
    }
    return 0;
}

// glibc gives the preinit functions of a program its arguments and environment; libc is set up
// before them (only system calls, memory and string functions are used).
static void vellum_hand_over_early(int argc, char **argv, char **envp) {
    if (argc < 1 || argv == NULL || vellum_runs_here(argc > 1 ? argv[1] : NULL)) return;
    static const char name[] = "vellum-catalog";
    char path[PATH_MAX];
    ssize_t length = readlink("/proc/self/exe", path, sizeof path);
    if (length <= 0 || (size_t)length >= sizeof path) return;
    path[length] = '\0';
    char *slash = strrchr(path, '/');
    if (slash == NULL || (size_t)(slash + 1 - path) + sizeof name > sizeof path) return;
    memcpy(slash + 1, name, sizeof name);
    char **arguments = malloc(((size_t)argc + 1) * sizeof *arguments);
    if (arguments == NULL) return;
    arguments[0] = path;
    for (int index = 1; index < argc; index++) arguments[index] = argv[index];
    arguments[argc] = NULL;
    execve(path, arguments, envp);
    free(arguments);
}

__attribute__((section(".preinit_array"), used)) static void (*const vellum_hand_over_preinit)(int, char **, char **) =
    vellum_hand_over_early;
