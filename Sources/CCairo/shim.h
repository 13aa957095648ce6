// The C libraries Vellum drives: Cairo (drawing and the SVG/PDF surfaces), Pango with its
// Cairo and fontconfig bindings (text), fontconfig (the private font set), libpng and zlib
// (PNG decoding for diffs, tuned PNG and APNG encoding).
#ifndef VELLUM_CCAIRO_SHIM_H
#define VELLUM_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
#include <zlib.h>

#endif
