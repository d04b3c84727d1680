/* worldlab's C API: the deterministic procedural-world core for C, C#, Rust, Python (ctypes) and any FFI.
 *
 * One shared library, libworldlab_c (link -lworldlab_c, or pkg-config worldlab-c), C99, no exceptions
 * across it. The results are the C++ core's, bit for bit: the same seed gives the same numbers.
 *
 * Conventions
 * - Every function that can fail returns a wl_status; WL_OK is 0. On failure wl_last_error() returns a
 *   message naming the argument and the rule it broke ("grid.width must be 1..4096, got 0"). The
 *   message is per thread and stays valid until the next failing call on that thread.
 * - Maps are written into caller-owned buffers laid out out[row * width + col]; out_len is the number
 *   of elements the buffer holds and must equal width * height (3 * width * height for RGB).
 * - Objects (terrain parameters, graph documents, compiled graphs, climate maps, worlds) are opaque
 *   handles made by a function of this API and released with its *_free function. *_free(NULL) does
 *   nothing. A failed constructor sets *out to NULL. A handle may be read from several threads at once.
 * - Seeds are 64-bit signed integers, as everywhere in worldlab.
 * - Strings: every const char* the API returns (wl_last_error, wl_version, preset and recipe ids, biome
 *   names) is owned by the library. wl_version, the ids and the names are static: valid until the library
 *   is unloaded. The wl_last_error text is this thread's and is replaced by the next failing call on the
 *   same thread; copy it to keep it. Strings passed in (JSON, ids) are read during the call, never kept.
 * - Threads: a batch fill splits its rows over the process's default pool (std::thread workers, one per
 *   core by default, the calling thread being one of them) and returns when every row is written. The
 *   values never depend on the worker count. wl_set_threads(1) keeps every call on the calling thread;
 *   set it before calling the API from several threads. Any function may be called from any thread.
 */
#ifndef WORLDLAB_C_API_H
#define WORLDLAB_C_API_H

#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32) && defined(WORLDLAB_C_BUILD)
#define WL_API __declspec(dllexport)
#elif defined(_WIN32)
#define WL_API __declspec(dllimport)
#elif defined(__GNUC__)
#define WL_API __attribute__((visibility("default")))
#else
#define WL_API
#endif

/* The version of this header, known at compile time; wl_version() gives the library's at run time.
 * While the major version is 0 a minor release may change the API, so compare major and minor. */
#define WL_VERSION_MAJOR 0
#define WL_VERSION_MINOR 1
#define WL_VERSION_PATCH 0
#define WL_VERSION_STRING "0.1.0"

#ifdef __cplusplus
extern "C" {
#endif

/* ---------- status, version, hashing ---------- */

typedef enum wl_status {
  WL_OK = 0,
  WL_ERR_INVALID_ARGUMENT = 1, /* a bad value, a NULL pointer, a wrong buffer length, a bad document */
  WL_ERR_OUT_OF_MEMORY = 2,
  WL_ERR_INTERNAL = 3 /* anything else; the message says what */
} wl_status;

/* The message of this thread's last failure ("" if none). */
WL_API const char* wl_last_error(void);
/* "0.1.0": the library's version (the CMake project's), equal to WL_VERSION_STRING of the header it
 * was built with. */
WL_API const char* wl_version(void);
/* Workers of the default pool the batch fills use (1..256; the calling thread counts as one). Results do
 * not depend on it. wl_threads() returns the current count (the number of cores until set). */
WL_API wl_status wl_set_threads(int32_t count);
WL_API int32_t wl_threads(void);

/* FNV-1a-64 over the 8 little-endian bytes of each double (what `worldlab hash` and the manifest print). */
WL_API uint64_t wl_hash_f64(const double* values, size_t count);
/* FNV-1a-64 over raw bytes. */
WL_API uint64_t wl_hash_bytes(const void* bytes, size_t count);

/* ---------- grids and batch fills ---------- */

/* A viewport: sample (col, row) sits at (x0 + col * step, y0 + row * step); width and height are
 * 1..4096 and step is finite and > 0. */
typedef struct wl_grid {
  double x0;
  double y0;
  double step;
  int32_t width;
  int32_t height;
} wl_grid;

/* The lab's map of side samples covering u, v in [0, 1): {0, 0, 1 / side, side, side}. */
WL_API wl_status wl_default_map_grid(int32_t side, wl_grid* out);

typedef enum wl_basis { WL_BASIS_SIMPLEX = 0, WL_BASIS_PERLIN = 1, WL_BASIS_VALUE = 2 } wl_basis;
typedef enum wl_fold { WL_FOLD_NONE = 0, WL_FOLD_RIDGED = 1, WL_FOLD_BILLOW = 2 } wl_fold;

/* One octave of noise: basis is a wl_basis. */
WL_API wl_status wl_fill_noise2(int64_t seed, int32_t basis, const wl_grid* grid, double* out, size_t out_len);
/* 3D noise on the slice z: basis is WL_BASIS_SIMPLEX or WL_BASIS_PERLIN. */
WL_API wl_status wl_fill_noise3(int64_t seed, int32_t basis, double z, const wl_grid* grid, double* out,
                                size_t out_len);

/* fBm parameters (the tutorial's fbm; defaults 4, 0.5, 2, simplex, no fold). */
typedef struct wl_fbm {
  int32_t octaves;     /* 1..16 */
  double persistence;  /* amplitude kept per octave, 0..2 */
  double lacunarity;   /* frequency multiplier per octave, 0.5..8 */
  int32_t basis;       /* wl_basis */
  int32_t octave_fold; /* wl_fold applied to every octave */
} wl_fbm;
/* Musgrave's ridged multifractal (defaults: offset 1, gain 2). */
typedef struct wl_musgrave {
  double offset;
  double gain;
} wl_musgrave;
/* The tutorial's domain warp (defaults: strength 4, frequency 1, levels 1). */
typedef struct wl_warp {
  double strength;
  double frequency;
  int32_t levels; /* 0..2 */
} wl_warp;

WL_API void wl_fbm_defaults(wl_fbm* out);
WL_API void wl_musgrave_defaults(wl_musgrave* out);
WL_API void wl_warp_defaults(wl_warp* out);

WL_API wl_status wl_fill_fbm(int64_t seed, const wl_fbm* fbm, const wl_grid* grid, double* out, size_t out_len);
WL_API wl_status wl_fill_musgrave(int64_t seed, const wl_fbm* fbm, const wl_musgrave* musgrave, const wl_grid* grid,
                                  double* out, size_t out_len);
WL_API wl_status wl_fill_warp(int64_t seed, const wl_warp* warp, const wl_fbm* fbm, const wl_grid* grid, double* out,
                              size_t out_len);

/* ---------- terrain (the noise mode) and its presets ---------- */

typedef struct wl_terrain wl_terrain;

/* Preset ids in a fixed order; wl_terrain_preset_id returns NULL past the end. */
WL_API size_t wl_terrain_preset_count(void);
WL_API const char* wl_terrain_preset_id(size_t index);
WL_API wl_status wl_terrain_preset(const char* id, wl_terrain** out);
/* Terrain parameters from a JSON object (as `worldlab presets` prints them), over base_preset's
 * (NULL: over the defaults). Unknown keys, a key twice, out-of-range values and empty or blank text are
 * errors ("{}" gives base_preset's parameters). */
WL_API wl_status wl_terrain_from_json(const char* json, const char* base_preset, wl_terrain** out);
WL_API void wl_terrain_free(wl_terrain* terrain);
WL_API double wl_terrain_sea_level(const wl_terrain* terrain);
/* Heights at map positions (u, v) = the grid's (x, y). */
WL_API wl_status wl_fill_terrain(int64_t seed, const wl_terrain* terrain, const wl_grid* grid, double* out,
                                 size_t out_len);

/* ---------- density graph documents ---------- */

typedef struct wl_graph_doc wl_graph_doc; /* a validated document */
typedef struct wl_graph wl_graph;         /* a document compiled for one seed */

/* A graph document as JSON text (NUL-terminated, at most 256 KiB); see docs/regions.md. */
WL_API wl_status wl_graph_parse(const char* json, wl_graph_doc** out);
/* A named graph ("tutorial-example"). */
WL_API wl_status wl_graph_preset(const char* name, wl_graph_doc** out);
WL_API void wl_graph_doc_free(wl_graph_doc* doc);
WL_API wl_status wl_graph_compile(const wl_graph_doc* doc, int64_t seed, wl_graph** out);
WL_API void wl_graph_free(wl_graph* graph);
/* The graph's output over the grid (world units). */
WL_API wl_status wl_graph_fill(const wl_graph* graph, const wl_grid* grid, double* out, size_t out_len);
/* One node's own output (previews); node_id names a node of the document. */
WL_API wl_status wl_graph_fill_node(const wl_graph* graph, const char* node_id, const wl_grid* grid, double* out,
                                    size_t out_len);

/* ---------- the Islands climate ---------- */

typedef struct wl_islands wl_islands;

typedef enum wl_islands_layer {
  WL_ISLANDS_HEIGHT = 0,
  WL_ISLANDS_TEMP_NOISE = 1,
  WL_ISLANDS_MOIST_NOISE = 2,
  WL_ISLANDS_COAST = 3, /* distance to the sea, cells of the view */
  WL_ISLANDS_RANK = 4,  /* land rank 0..1 */
  WL_ISLANDS_TEMPERATURE = 5,
  WL_ISLANDS_AIR = 6, /* the wind's humidity */
  WL_ISLANDS_MOISTURE = 7,
  WL_ISLANDS_BIOME = 8 /* biome ids as doubles */
} wl_islands_layer;

/* Recipe ids in a fixed order; wl_islands_recipe_id returns NULL past the end. */
WL_API size_t wl_islands_recipe_count(void);
WL_API const char* wl_islands_recipe_id(size_t index);
/* A recipe's map at n x n (1..4096): terrain, climate noise and the six passes. */
WL_API wl_status wl_islands_recipe_map(const char* recipe, int64_t seed, int32_t n, wl_islands** out);
WL_API void wl_islands_free(wl_islands* map);
WL_API int32_t wl_islands_side(const wl_islands* map);
/* One layer (a wl_islands_layer) into out, n * n values. */
WL_API wl_status wl_islands_fill_layer(const wl_islands* map, int32_t layer, double* out, size_t out_len);
/* The biome ids (0 ocean .. 12 beach) into out, n * n bytes. */
WL_API wl_status wl_islands_biomes(const wl_islands* map, uint8_t* out, size_t out_len);
/* "ocean", "snow", ..., or "" for an unknown id. */
WL_API const char* wl_islands_biome_name(int32_t biome);

/* ---------- the hero world ---------- */

typedef struct wl_world wl_world;

typedef enum wl_world_layer {
  WL_WORLD_HEIGHT = 0,
  WL_WORLD_TEMPERATURE = 1,
  WL_WORLD_MOISTURE = 2,
  WL_WORLD_WEIGHT = 3, /* share of the nearest region, 0.5 on a border .. 1 */
  WL_WORLD_BIOME = 4   /* biome index 0..8 as a double, -1 on water */
} wl_world_layer;

/* A tree (or any placed point) in world units. */
typedef struct wl_point {
  double x;
  double y;
  int32_t biome;
} wl_point;

/* Height, climate, region biomes, colours and trees over the grid (world units), default parameters. */
WL_API wl_status wl_world_generate(int64_t seed, const wl_grid* grid, wl_world** out);
WL_API void wl_world_free(wl_world* world);
WL_API wl_status wl_world_fill_layer(const wl_world* world, int32_t layer, double* out, size_t out_len);
WL_API wl_status wl_world_biomes(const wl_world* world, int32_t* out, size_t out_len);
/* 3 bytes (r, g, b) per sample: out_len = 3 * width * height. */
WL_API wl_status wl_world_rgb(const wl_world* world, uint8_t* out, size_t out_len);
WL_API size_t wl_world_tree_count(const wl_world* world);
/* Every tree, out_len = wl_world_tree_count(world). */
WL_API wl_status wl_world_trees(const wl_world* world, wl_point* out, size_t out_len);

#ifdef __cplusplus
}
#endif

#endif /* WORLDLAB_C_API_H */
