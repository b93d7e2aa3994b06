// The libraries' own floor for one bar: the bar `tabbar bench` renders as a whole process
// (RenderBenchmark.suiteSpec(0): an iOS 27 iPhone 15 glass bar, dark, four items, a badge), drawn
// at @3x by a bare C program through the same fontconfig, Pango, Cairo and librsvg, with the same
// calls and the same figures, and written as the same PNG. `tabbar bench` compiles and times it
// beside `tabbar render bar.yaml -o bar.png`.
//
// It does everything the libraries must do for that picture and nothing only the toolkit needs:
//   - fontconfig: a configuration of its own holding exactly the font files given (each file's
//     faces taken from fontconfig's cache of its folder when the cache holds them, as the toolkit
//     does), the bitmap-scaling rule, made current, and a Pango font map over it;
//   - librsvg: each icon file read, parsed, and rasterised once into an @3x alpha mask;
//   - Pango: each title and the badge shaped, ellipsized and centred, its glyphs filled as outlines;
//   - Cairo: the backdrop, the glass (the backdrop blurred and toned under the capsule, its rim),
//     the selection pill, the icons, the badge and the home indicator;
//   - the PNG encoded by the toolkit's own encoder (Sources/CPNG, compiled in) with the same
//     settings, its bands on every core, and written through a temporary file and a rename.
// It reads no spec and lays nothing out: the frames, colours and text styles below are what
// `tabbar layout --json` gives for that spec, written in as constants.
//
// Build (from the repository's root; `tabbar bench` does this itself when a C compiler is there):
//   cc -O2 -o floor-bar scripts/bench-floor/floor-bar.c Sources/CPNG/tbk_png_encode.c
//     -ISources/CPNG/include -ISources/CPNG
//     $(pkg-config --cflags --libs pangocairo pangoft2 harfbuzz librsvg-2.0 fontconfig) -ldeflate -lz -lpthread -lm
// (one line).
// Run:
//   floor-bar OUT.png ICON_FOLDER FONT_FILE...
// with the toolkit's icon folder (Icons/svg) and its font files in FontSet's order.

#include <cairo.h>
#include <fcntl.h>
#include <fontconfig/fontconfig.h>
#include <harfbuzz/hb-ot.h>
#include <librsvg/rsvg.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tbk_png.h"

typedef struct { double x, y, width, height; } rect;
typedef struct { double red, green, blue, alpha; } color;

// MARK: - The bar, as laid out (points, relative to the canvas's top-left corner)

enum { SCALE = 3, TABS = 4 };
static const rect canvas = {0, 0, 393, 123};
/// The screen relative to the canvas (the canvas is the screen's bottom 123 pt).
static const rect screen = {0, -729, 393, 852};
static const rect capsule = {21, 40, 351, 62};
static const rect home_indicator = {129.5, 110, 134, 5};
static const color backdrop = {0, 0, 0, 1};

typedef struct {
    const char *title, *icon;
    rect frame, icon_frame, title_frame;
    double baseline;
    int weight;
    color ink;
} tab;

static const color selected_ink = {29 / 255.0, 174 / 255.0, 1, 1};
static const color unselected_ink = {244 / 255.0, 244 / 255.0, 245 / 255.0, 1};
static const tab tabs[TABS] = {
    {"Favorites", "favorites.svg", {25, 44, 91.9375, 54}, {58.96875, 52, 24, 24}, {30.875, 807.913 - 729, 80.1875, 13}, 817.6 - 729, 600, selected_ink},
    {"Recents", "recents.svg", {108.6875, 44, 91.9375, 54}, {142.65625, 52, 24, 24}, {114.5625, 807.913 - 729, 80.1875, 13}, 817.6 - 729, 500, unselected_ink},
    {"Contacts", "contacts.svg", {192.375, 44, 91.9375, 54}, {226.34375, 52, 24, 24}, {198.25, 807.913 - 729, 80.1875, 13}, 817.6 - 729, 500, unselected_ink},
    {"Search 0", "search.svg", {276.0625, 44, 91.9375, 54}, {310.03125, 52, 24, 24}, {281.9375, 807.913 - 729, 80.1875, 13}, 817.6 - 729, 500, unselected_ink},
};
static const double title_size = 10;
static const rect badge_frame = {160.65625, 48, 18.125, 18};
/// The badge's text frame: the capsule less its padding (10 pt, half a point kept with the text).
static const rect badge_text_frame = {165.15625, 48, 9.125, 18};
static const color badge_fill = {1, 69 / 255.0, 58 / 255.0, 1};
static const color badge_ink = {1, 1, 1, 1};
static const double badge_size = 13;
/// iOS 26's dark glass: the content blurred by 2.25 pt, toned (saturation 3, gain 0.27, lift 25),
/// a white rim of 1 pt at 0.17, a white pill at 0.14 behind the selected item.
static const double glass_sigma = 2.25, tone_saturation = 3, tone_gain = 0.27, tone_lift = 25;
static const color rim = {1, 1, 1, 0.17};
static const color pill = {1, 1, 1, 0.14};
static const color home_ink = {1, 1, 1, 1};

static const char *families =
    "Inter, NanumGothic, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Thai, Noto Sans Devanagari, "
    "Noto Sans CJK JP, Noto Sans CJK SC, Noto Color Emoji";

static void fail(const char *message, const char *detail) {
    fprintf(stderr, "floor-bar: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
    exit(2);
}

// MARK: - Fonts

/// fontconfig's 10-scale-bitmap-fonts.conf rules, so Noto Color Emoji's one strike scales.
static const char *bitmap_scaling =
    "<?xml version=\"1.0\"?><fontconfig>"
    "<match target=\"font\"><test name=\"outline\" compare=\"eq\"><bool>false</bool></test>"
    "<edit name=\"pixelsizefixupfactor\" mode=\"assign\"><divide><name target=\"pattern\">pixelsize</name>"
    "<name target=\"font\">pixelsize</name></divide></edit></match>"
    "<match target=\"font\"><test name=\"outline\" compare=\"eq\"><bool>false</bool></test>"
    "<test name=\"pixelsizefixupfactor\" compare=\"not_eq\"><double>1.0</double></test>"
    "<edit name=\"matrix\" mode=\"assign\"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name> "
    "<double>0</double> <double>0</double> <name>pixelsizefixupfactor</name></matrix></times></edit>"
    "<edit name=\"size\" mode=\"assign\"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>"
    "</match></fontconfig>";

/// Where fc-cache keeps what it read of each font folder.
static const char *cache_folders =
    "<?xml version=\"1.0\"?><fontconfig><cachedir>/var/cache/fontconfig</cachedir>"
    "<cachedir prefix=\"xdg\">fontconfig</cachedir></fontconfig>";

/// A configuration holding exactly `files`, each file's faces from its folder's cache when the
/// cache is current, read from the file otherwise.
static FcConfig *font_configuration(char **files, int count) {
    FcConfig *config = FcConfigCreate();
    if (!config || !FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)bitmap_scaling, FcTrue))
        fail("fontconfig could not start", NULL);
    FcConfig *caches = FcConfigCreate();
    FcConfigParseAndLoadFromMemory(caches, (const FcChar8 *)cache_folders, FcFalse);
    FcFontSet *cached[64];
    int sets = 0;
    char *loaded[64];
    for (int i = 0; i < count; i++) {
        char *folder = strdup(files[i]);
        char *slash = strrchr(folder, '/');
        if (slash) *slash = 0;
        int seen = 0;
        for (int k = 0; k < sets && !seen; k++) seen = strcmp(loaded[k], folder) == 0;
        FcCache *cache = seen || sets == 64 ? NULL : FcDirCacheLoad((const FcChar8 *)folder, caches, NULL);
        if (cache) {
            cached[sets] = FcCacheCopySet(cache);
            FcDirCacheUnload(cache);
            if (cached[sets]) loaded[sets++] = folder;
            else free(folder);
        } else {
            free(folder);
        }
    }
    for (int i = 0; i < count; i++) {
        FcFontSet *application = FcConfigGetFonts(config, FcSetApplication);
        int added = 0;
        for (int k = 0; application && k < sets; k++) {
            for (int f = 0; f < cached[k]->nfont; f++) {
                FcChar8 *file;
                if (FcPatternGetString(cached[k]->fonts[f], FC_FILE, 0, &file) != FcResultMatch) continue;
                if (strcmp((const char *)file, files[i]) != 0) continue;
                FcPatternReference(cached[k]->fonts[f]);
                if (!FcFontSetAdd(application, cached[k]->fonts[f])) fail("fontconfig could not add a face of", files[i]);
                added = 1;
            }
        }
        if (!added && !FcConfigAppFontAddFile(config, (const FcChar8 *)files[i])) fail("fontconfig could not read", files[i]);
    }
    for (int k = 0; k < sets; k++) FcFontSetDestroy(cached[k]);
    FcConfigDestroy(caches);
    // Current before Pango starts, so its start-up thread does not load the system's configuration.
    if (!FcConfigSetCurrent(config)) fail("fontconfig could not use the configuration", NULL);
    return config;
}

// MARK: - Text

/// Draws one line centred in `frame`, cut with an ellipsis when wider; on `baseline` when it is
/// not NAN, else centred vertically. Glyphs are filled as outlines (colour glyphs drawn as they are).
static void draw_text(cairo_t *cr, PangoContext *context, const char *text, int weight, double size, rect frame,
                      double baseline) {
    pango_cairo_update_context(cr, context);
    PangoLayout *layout = pango_layout_new(context);
    PangoFontDescription *description = pango_font_description_new();
    pango_font_description_set_family(description, families);
    pango_font_description_set_weight(description, (PangoWeight)weight);
    pango_font_description_set_absolute_size(description, size * PANGO_SCALE);
    pango_layout_set_font_description(layout, description);
    pango_font_description_free(description);
    pango_layout_set_single_paragraph_mode(layout, TRUE);
    pango_layout_set_text(layout, text, -1);
    pango_layout_set_width(layout, (int)floor(frame.width * PANGO_SCALE));
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
    pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    double height = (double)logical.height / PANGO_SCALE;
    double top = isnan(baseline) ? frame.y + (frame.height - height) / 2
                                 : baseline - (double)pango_layout_get_baseline(layout) / PANGO_SCALE;
    PangoLayoutIter *iterator = pango_layout_get_iter(layout);
    do {
        PangoLayoutRun *run = pango_layout_iter_get_run_readonly(iterator);
        if (!run || !run->item->analysis.font) continue;
        PangoRectangle extents;
        pango_layout_iter_get_run_extents(iterator, NULL, &extents);
        double x = frame.x + (double)extents.x / PANGO_SCALE;
        double y = top + (double)(pango_layout_iter_get_baseline(iterator) - run->y_offset) / PANGO_SCALE;
        cairo_new_path(cr);
        cairo_move_to(cr, x, y);
        hb_face_t *face = hb_font_get_face(pango_font_get_hb_font(run->item->analysis.font));
        if (face && (hb_ot_color_has_png(face) || hb_ot_color_has_layers(face) || hb_ot_color_has_svg(face))) {
            pango_cairo_show_glyph_string(cr, run->item->analysis.font, run->glyphs);
        } else {
            pango_cairo_glyph_string_path(cr, run->item->analysis.font, run->glyphs);
            cairo_fill(cr);
        }
    } while (pango_layout_iter_next_run(iterator));
    cairo_new_path(cr);
    pango_layout_iter_free(iterator);
    g_object_unref(layout);
}

// MARK: - Shapes

static cairo_t *context_for(cairo_surface_t *surface) {
    cairo_t *cr = cairo_create(surface);
    // A hundredth of a pixel, as the toolkit flattens curves (the same edges with Cairo 1.16 and 1.18).
    cairo_set_tolerance(cr, 0.01);
    return cr;
}

static void set_color(cairo_t *cr, color c) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha); }

static void rounded_rect(cairo_t *cr, rect r, double radius) {
    double k = fmin(radius, fmin(r.width / 2, r.height / 2));
    cairo_new_sub_path(cr);
    cairo_arc(cr, r.x + r.width - k, r.y + k, k, -M_PI / 2, 0);
    cairo_arc(cr, r.x + r.width - k, r.y + r.height - k, k, 0, M_PI / 2);
    cairo_arc(cr, r.x + k, r.y + r.height - k, k, M_PI / 2, M_PI);
    cairo_arc(cr, r.x + k, r.y + k, k, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

static void fill_rect(cairo_t *cr, rect r, color c) {
    set_color(cr, c);
    cairo_rectangle(cr, r.x, r.y, r.width, r.height);
    cairo_fill(cr);
}

// MARK: - Glass

/// Three box blurs approximating a Gaussian of `sigma` pixels, in place on premultiplied pixels;
/// edges repeat outward. Rows that are each one colour are blurred by one column, copied across.
static void box_blur(uint32_t *pixels, int width, int height, int stride, double sigma) {
    double ideal = sqrt(12 * sigma * sigma / 3 + 1);
    int lower = (int)floor(ideal);
    if (lower % 2 == 0) lower -= 1;
    double l = lower;
    double m = round((12 * sigma * sigma - 3 * l * l - 12 * l - 9) / (-4 * l - 4));
    int uniform = 1;
    for (int y = 0; y < height && uniform; y++)
        for (int x = 1; x < width && uniform; x++) uniform = pixels[y * stride + x] == pixels[y * stride];
    int columns = uniform ? 1 : width;
    uint32_t *copy = malloc(sizeof(uint32_t) * (size_t)width * (size_t)height);
    for (int pass = 0; pass < 3; pass++) {
        int radius = ((pass < m ? lower : lower + 2) - 1) / 2, window = 2 * radius + 1;
        if (radius <= 0) continue;
        for (int y = 0; !uniform && y < height; y++) {
            uint32_t *row = pixels + y * stride, *source = copy + y * width;
            memcpy(source, row, sizeof(uint32_t) * (size_t)width);
            for (int c = 0; c < 4; c++) {
                int shift = 8 * c, sum = 0;
                for (int o = -radius; o <= radius; o++) sum += source[o < 0 ? 0 : o >= width ? width - 1 : o] >> shift & 255;
                for (int x = 0; x < width; x++) {
                    row[x] = (row[x] & ~(255u << shift)) | (uint32_t)((sum + window / 2) / window) << shift;
                    sum += (int)(source[x + radius + 1 < width ? x + radius + 1 : width - 1] >> shift & 255);
                    sum -= (int)(source[x - radius > 0 ? x - radius : 0] >> shift & 255);
                }
            }
        }
        for (int y = 0; y < height; y++) memcpy(copy + y * width, pixels + y * stride, sizeof(uint32_t) * (size_t)columns);
        for (int x = 0; x < columns; x++) {
            for (int c = 0; c < 4; c++) {
                int shift = 8 * c, sum = 0;
                for (int o = -radius; o <= radius; o++) sum += copy[(o < 0 ? 0 : o >= height ? height - 1 : o) * width + x] >> shift & 255;
                for (int y = 0; y < height; y++) {
                    uint32_t *pixel = pixels + y * stride + x;
                    *pixel = (*pixel & ~(255u << shift)) | (uint32_t)((sum + window / 2) / window) << shift;
                    sum += (int)(copy[(y + radius + 1 < height ? y + radius + 1 : height - 1) * width + x] >> shift & 255);
                    sum -= (int)(copy[(y - radius > 0 ? y - radius : 0) * width + x] >> shift & 255);
                }
            }
        }
    }
    free(copy);
    if (uniform)
        for (int y = 0; y < height; y++)
            for (int x = 1; x < width; x++) pixels[y * stride + x] = pixels[y * stride];
}

/// Saturation about the luminance, then gain and lift, on straight colour.
static uint32_t tone(uint32_t pixel) {
    double alpha = pixel >> 24;
    if (alpha <= 0) return pixel;
    double r = (pixel >> 16 & 255) * 255 / alpha, g = (pixel >> 8 & 255) * 255 / alpha, b = (pixel & 255) * 255 / alpha;
    double luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    double channels[3] = {r, g, b};
    uint32_t out = pixel & 0xFF000000u;
    for (int i = 0; i < 3; i++) {
        double saturated = fmin(255, fmax(0, luminance + tone_saturation * (channels[i] - luminance)));
        double toned = fmin(255, fmax(0, tone_gain * saturated + tone_lift));
        out |= (uint32_t)round(toned * alpha / 255) << (16 - 8 * i);
    }
    return out;
}

/// The capsule's glass: the backdrop drawn again around it at device pixels, blurred, toned,
/// painted clipped to the capsule; then its rim.
static void paint_glass(cairo_t *cr) {
    double margin = 3 * glass_sigma;
    double min_x = floor(fmax(screen.x, capsule.x - margin)), min_y = floor(fmax(screen.y, capsule.y - margin));
    double max_x = ceil(fmin(screen.x + screen.width, capsule.x + capsule.width + margin));
    double max_y = ceil(fmin(screen.y + screen.height, capsule.y + capsule.height + margin));
    int width = (int)ceil((max_x - min_x) * SCALE), height = (int)ceil((max_y - min_y) * SCALE);
    cairo_surface_t *scratch = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *sc = context_for(scratch);
    cairo_scale(sc, SCALE, SCALE);
    cairo_translate(sc, -min_x, -min_y);
    fill_rect(sc, canvas, backdrop);
    cairo_destroy(sc);
    cairo_surface_flush(scratch);
    uint32_t *pixels = (uint32_t *)cairo_image_surface_get_data(scratch);
    int stride = cairo_image_surface_get_stride(scratch) / 4;
    box_blur(pixels, width, height, stride, glass_sigma * SCALE);
    uint32_t last = pixels[0], toned = tone(last);
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++) {
            uint32_t *pixel = pixels + y * stride + x;
            if (*pixel != last) {
                last = *pixel;
                toned = tone(last);
            }
            *pixel = toned;
        }
    cairo_surface_mark_dirty(scratch);

    double radius = fmin(capsule.width, capsule.height) / 2;
    cairo_save(cr);
    rounded_rect(cr, capsule, radius);
    cairo_clip(cr);
    cairo_translate(cr, min_x, min_y);
    cairo_scale(cr, 1.0 / SCALE, 1.0 / SCALE);
    cairo_set_source_surface(cr, scratch, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR);
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD);
    cairo_paint(cr);
    cairo_restore(cr);
    cairo_surface_destroy(scratch);

    rect inset = {capsule.x + 0.5, capsule.y + 0.5, capsule.width - 1, capsule.height - 1};
    rounded_rect(cr, inset, radius - 0.5);
    set_color(cr, rim);
    cairo_set_line_width(cr, 1);
    cairo_stroke(cr);
}

// MARK: - Icons

static char *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (!file) fail("cannot read", path);
    fseek(file, 0, SEEK_END);
    long length = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc((size_t)length + 1);
    if (length < 0 || fread(bytes, 1, (size_t)length, file) != (size_t)length) fail("cannot read", path);
    fclose(file);
    *size = (size_t)length;
    return bytes;
}

/// The icon file rasterised by librsvg into an alpha mask of the frame's device pixels, masked
/// through in `ink` at the frame's origin snapped to whole device pixels.
static void draw_icon(cairo_t *cr, const char *folder, const char *name, rect frame, color ink) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    size_t size;
    char *bytes = read_file(path, &size);
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_data((const guint8 *)bytes, size, &error);
    if (!handle) fail("not a valid SVG", path);
    free(bytes);
    int width = (int)round(frame.width * SCALE), height = (int)round(frame.height * SCALE);
    cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height);
    cairo_t *mc = context_for(mask);
    RsvgRectangle viewport = {0, 0, width, height};
    if (!rsvg_handle_render_document(handle, mc, &viewport, &error)) fail("cannot draw", path);
    cairo_destroy(mc);
    cairo_surface_flush(mask);
    g_object_unref(handle);
    set_color(cr, ink);
    cairo_save(cr);
    cairo_translate(cr, round((frame.x - canvas.x) * SCALE) / SCALE + canvas.x, round((frame.y - canvas.y) * SCALE) / SCALE + canvas.y);
    cairo_scale(cr, 1.0 / SCALE, 1.0 / SCALE);
    cairo_mask_surface(cr, mask, 0, 0);
    cairo_restore(cr);
    cairo_surface_destroy(mask);
}

// MARK: - PNG

typedef struct {
    tbk_run_encoder *encoder;
    int bands;
    atomic_int next;
} band_work;

static void *encode_bands(void *argument) {
    band_work *work = argument;
    for (int band; (band = atomic_fetch_add(&work->next, 1)) < work->bands;) tbk_png_runs_encode_band(work->encoder, band);
    return NULL;
}

/// The toolkit's encoder with its settings: the run encoder, its bands on every core; libdeflate at
/// level 1 when the runs do not pay.
static tbk_png_buffer encode_png(cairo_surface_t *surface) {
    const uint8_t *pixels = cairo_image_surface_get_data(surface);
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    size_t stride = (size_t)cairo_image_surface_get_stride(surface);
    tbk_png_buffer out = {0};
    band_work work = {0};
    work.bands = tbk_png_runs_begin(pixels, width, height, stride, TBK_PIXELS_CAIRO_ARGB32, &work.encoder);
    if (work.bands > 0) {
        long cores = sysconf(_SC_NPROCESSORS_ONLN);
        int helpers = (int)(cores < work.bands ? cores : work.bands) - 1;
        pthread_t threads[64];
        if (helpers > 64) helpers = 64;
        for (int i = 0; i < helpers; i++) pthread_create(&threads[i], NULL, encode_bands, &work);
        encode_bands(&work);
        for (int i = 0; i < helpers; i++) pthread_join(threads[i], NULL);
        int status = tbk_png_runs_finish(work.encoder, &out);
        tbk_png_runs_free(work.encoder);
        if (status == 0) return out;
        if (status < 0) fail("out of memory", NULL);
    }
    char message[256];
    if (tbk_png_encode(pixels, width, height, stride, TBK_PIXELS_CAIRO_ARGB32, 1, &out, message, sizeof message) != 0)
        fail("PNG encoding", message);
    return out;
}

/// Written beside the target and renamed over it, so a failed run leaves an earlier file as it was.
static void write_atomically(const char *path, const tbk_png_buffer *png) {
    char temporary[4096];
    snprintf(temporary, sizeof temporary, "%s.floor-tmp-%d", path, (int)getpid());
    int fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0644);
    if (fd < 0) fail("cannot write", temporary);
    for (size_t done = 0; done < png->size;) {
        ssize_t written = write(fd, png->data + done, png->size - done);
        if (written <= 0) fail("cannot write", temporary);
        done += (size_t)written;
    }
    if (close(fd) != 0 || rename(temporary, path) != 0) fail("cannot write", path);
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: floor-bar OUT.png ICON_FOLDER FONT_FILE...\n");
        return 2;
    }
    FcConfig *config = font_configuration(argv + 3, argc - 3);
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    FcConfigDestroy(config);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    PangoContext *text = pango_font_map_create_context(map);
    pango_cairo_context_set_font_options(text, options);
    pango_context_set_round_glyph_positions(text, FALSE);
    pango_context_set_language(text, pango_language_from_string("en"));
    pango_context_set_base_dir(text, PANGO_DIRECTION_WEAK_LTR);

    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)ceil(canvas.width * SCALE), (int)ceil(canvas.height * SCALE));
    cairo_t *cr = context_for(surface);
    cairo_scale(cr, SCALE, SCALE);

    fill_rect(cr, canvas, backdrop);
    paint_glass(cr);
    const tab *selected = &tabs[0];
    rounded_rect(cr, selected->frame, selected->frame.height / 2);
    set_color(cr, pill);
    cairo_fill(cr);
    for (int i = 0; i < TABS; i++) {
        draw_icon(cr, argv[2], tabs[i].icon, tabs[i].icon_frame, tabs[i].ink);
        set_color(cr, tabs[i].ink);
        draw_text(cr, text, tabs[i].title, tabs[i].weight, title_size, tabs[i].title_frame, tabs[i].baseline);
    }
    rounded_rect(cr, badge_frame, badge_frame.height / 2);
    set_color(cr, badge_fill);
    cairo_fill(cr);
    set_color(cr, badge_ink);
    draw_text(cr, text, "0", PANGO_WEIGHT_NORMAL, badge_size, badge_text_frame, NAN);
    rounded_rect(cr, home_indicator, home_indicator.height / 2);
    set_color(cr, home_ink);
    cairo_fill(cr);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) fail("drawing", cairo_status_to_string(cairo_status(cr)));
    cairo_surface_flush(surface);

    tbk_png_buffer png = encode_png(surface);
    write_atomically(argv[1], &png);
    return 0;
}
