#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <hb-ot.h>
#include <ft2build.h>
#include FT_FREETYPE_H
