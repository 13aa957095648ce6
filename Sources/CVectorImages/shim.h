// The libraries that read the vector images of asset catalogs' image sets: librsvg (SVG) and
// Poppler (PDF), each drawing into a Cairo surface (Cairo's own declarations come with CCairo).
#ifndef VELLUM_CVECTORIMAGES_SHIM_H
#define VELLUM_CVECTORIMAGES_SHIM_H

#include <librsvg/rsvg.h>
#include <poppler/glib/poppler.h>

#endif
