// The C libraries Vellum drives: Cairo (drawing and the SVG/PDF surfaces), Pango with its
// Cairo and fontconfig bindings (text), fontconfig (the private font set). PNG files are
// CPNG's and CDeflate's, which the diff uses without these.
#ifndef VELLUM_CCAIRO_SHIM_H
#define VELLUM_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

#endif
