#ifndef VELLUM_HAND_OVER_H
#define VELLUM_HAND_OVER_H

/// Whether the `vellum` program runs the command line whose first argument is `command` (diff,
/// report, --version) rather than handing it to `vellum-catalog`, beside it. `command` may be
/// NULL (no arguments): that is vellum-catalog's to answer.
int vellum_runs_here(const char *command);

#endif
