/* The C API from C99: every area's fills, their error paths, and one hash line per map for
 * scripts/check-api-hashes.mjs, which compares them with the golden manifest (the C++ results) and
 * with `worldlab hash`. Exit status 1 when a check made here fails.
 * Usage: worldlab_c_test [GRAPH_JSON_FILE]   (a graph document, hashed with the CLI's --graph) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "worldlab/c_api.h"

static int failures = 0;

#define CHECK(cond)                                                                \
  do {                                                                             \
    if (!(cond)) {                                                                 \
      printf("FAIL %s:%d: %s (%s)\n", __FILE__, __LINE__, #cond, wl_last_error()); \
      failures++;                                                                  \
    }                                                                              \
  } while (0)

/* A status other than WL_OK whose message contains `word`. */
static void expect_error(wl_status status, wl_status want, const char* word, int line) {
  if (status != want || strstr(wl_last_error(), word) == NULL) {
    printf("FAIL line %d: status %d, message \"%s\"; wanted status %d naming \"%s\"\n", line, (int)status,
           wl_last_error(), (int)want, word);
    failures++;
  }
}
#define EXPECT_ERROR(call, want, word) expect_error((call), (want), (word), __LINE__)

static void print_hash(const char* kind, const char* name, const double* values, size_t n) {
  printf("%s %s %016llx\n", kind, name, (unsigned long long)wl_hash_f64(values, n));
}

static double* alloc_map(const wl_grid* g) {
  return (double*)malloc(sizeof(double) * (size_t)g->width * (size_t)g->height);
}

static void noise_and_fractals(void) {
  const wl_grid near = {-3.3, -2.1, 0.0731, 96, 96}; /* the manifest's "near" grid */
  const wl_grid far = {-3000000000.5, 2147483000.25, 0.37, 48, 48};
  const size_t n = 96 * 96, nf = 48 * 48;
  double* out = alloc_map(&near);
  wl_fbm fbm;
  wl_musgrave musgrave;
  wl_warp warp;

  CHECK(wl_fill_noise2(1, WL_BASIS_SIMPLEX, &near, out, n) == WL_OK);
  print_hash("manifest", "simplex2/seed=1/near", out, n);
  CHECK(wl_fill_noise2(-7, WL_BASIS_PERLIN, &far, out, nf) == WL_OK);
  print_hash("manifest", "perlin2/seed=-7/far", out, nf);
  CHECK(wl_fill_noise2(2147483648LL, WL_BASIS_VALUE, &near, out, n) == WL_OK);
  print_hash("manifest", "value2/seed=2147483648/near", out, n);
  CHECK(wl_fill_noise3(0, WL_BASIS_SIMPLEX, 0.37, &near, out, n) == WL_OK);
  print_hash("manifest", "simplex3/seed=0/near", out, n);
  CHECK(wl_fill_noise3(1, WL_BASIS_PERLIN, 0.37, &far, out, nf) == WL_OK);
  print_hash("manifest", "perlin3/seed=1/far", out, nf);

  wl_fbm_defaults(&fbm);
  CHECK(fbm.octaves == 4 && fbm.persistence == 0.5 && fbm.lacunarity == 2.0);
  CHECK(wl_fill_fbm(-7, &fbm, &near, out, n) == WL_OK);
  print_hash("manifest", "fbm2.octaves4/seed=-7/near", out, n);
  fbm.basis = WL_BASIS_PERLIN;
  CHECK(wl_fill_fbm(1, &fbm, &far, out, nf) == WL_OK);
  print_hash("manifest", "fbm2.perlin/seed=1/far", out, nf);
  wl_fbm_defaults(&fbm);
  fbm.octave_fold = WL_FOLD_RIDGED;
  CHECK(wl_fill_fbm(0, &fbm, &near, out, n) == WL_OK);
  print_hash("manifest", "fbm2.octave_fold_ridged/seed=0/near", out, n);

  wl_fbm_defaults(&fbm);
  fbm.octaves = 6;
  wl_musgrave_defaults(&musgrave);
  CHECK(wl_fill_musgrave(1, &fbm, &musgrave, &far, out, nf) == WL_OK);
  print_hash("manifest", "ridged_multifractal/seed=1/far", out, nf);

  wl_fbm_defaults(&fbm);
  wl_warp_defaults(&warp);
  CHECK(warp.strength == 4.0 && warp.levels == 1);
  CHECK(wl_fill_warp(1, &warp, &fbm, &near, out, n) == WL_OK);
  print_hash("manifest", "domain_warp.levels1.f1/seed=1/near", out, n);
  warp.levels = 2;
  warp.frequency = 0.35;
  CHECK(wl_fill_warp(2147483646LL, &warp, &fbm, &far, out, nf) == WL_OK);
  print_hash("manifest", "domain_warp.levels2.f0.35/seed=2147483646/far", out, nf);

  /* Bad input: a message naming the argument, nothing written past the buffer. */
  EXPECT_ERROR(wl_fill_noise2(1, WL_BASIS_SIMPLEX, &near, out, n - 1), WL_ERR_INVALID_ARGUMENT, "out");
  EXPECT_ERROR(wl_fill_noise2(1, 7, &near, out, n), WL_ERR_INVALID_ARGUMENT, "basis");
  EXPECT_ERROR(wl_fill_noise3(1, WL_BASIS_VALUE, 0.0, &near, out, n), WL_ERR_INVALID_ARGUMENT, "basis");
  EXPECT_ERROR(wl_fill_noise2(1, WL_BASIS_SIMPLEX, NULL, out, n), WL_ERR_INVALID_ARGUMENT, "grid");
  EXPECT_ERROR(wl_fill_noise2(1, WL_BASIS_SIMPLEX, &near, NULL, n), WL_ERR_INVALID_ARGUMENT, "out");
  {
    wl_grid bad = near;
    bad.width = 0;
    EXPECT_ERROR(wl_fill_noise2(1, WL_BASIS_SIMPLEX, &bad, out, 0), WL_ERR_INVALID_ARGUMENT, "width");
    bad = near;
    bad.step = -1.0;
    EXPECT_ERROR(wl_fill_noise2(1, WL_BASIS_SIMPLEX, &bad, out, n), WL_ERR_INVALID_ARGUMENT, "step");
  }
  fbm.octaves = 99;
  EXPECT_ERROR(wl_fill_fbm(1, &fbm, &near, out, n), WL_ERR_INVALID_ARGUMENT, "octaves");
  wl_fbm_defaults(&fbm);
  warp.levels = 3;
  EXPECT_ERROR(wl_fill_warp(1, &warp, &fbm, &near, out, n), WL_ERR_INVALID_ARGUMENT, "levels");
  free(out);
}

static void terrain(void) {
  wl_grid map;
  wl_terrain* t = NULL;
  double* out;
  size_t i, count = wl_terrain_preset_count();
  char name[128];
  CHECK(count >= 10);
  CHECK(wl_default_map_grid(256, &map) == WL_OK);
  CHECK(map.width == 256 && map.step == 1.0 / 256);
  out = alloc_map(&map);
  for (i = 0; i < count; i++) {
    const char* id = wl_terrain_preset_id(i);
    CHECK(wl_terrain_preset(id, &t) == WL_OK);
    CHECK(wl_fill_terrain(42, t, &map, out, 256 * 256) == WL_OK);
    snprintf(name, sizeof name, "preset:%s/seed=42/256", id);
    print_hash("manifest", name, out, 256 * 256);
    wl_terrain_free(t);
  }
  CHECK(wl_terrain_preset_id(count) == NULL);

  /* Parameters as JSON over a preset, checked against the CLI's --params. */
  CHECK(wl_default_map_grid(64, &map) == WL_OK);
  CHECK(wl_terrain_from_json("{\"fbm\":{\"octaves\":3},\"warp\":{\"levels\":2}}", "islands", &t) == WL_OK);
  CHECK(wl_terrain_sea_level(t) == -0.04);
  CHECK(wl_fill_terrain(5, t, &map, out, 64 * 64) == WL_OK);
  print_hash("cli", "--preset islands --params {\"fbm\":{\"octaves\":3},\"warp\":{\"levels\":2}} --seed 5 --size 64", out,
             64 * 64);
  wl_terrain_free(t);

  t = (wl_terrain*)1; /* a failed constructor sets *out to NULL */
  EXPECT_ERROR(wl_terrain_preset("no-such-preset", &t), WL_ERR_INVALID_ARGUMENT, "no-such-preset");
  CHECK(t == NULL);
  EXPECT_ERROR(wl_terrain_from_json("{\"fbm\": {\"octaves\": 40}}", NULL, &t), WL_ERR_INVALID_ARGUMENT, "octaves");
  EXPECT_ERROR(wl_terrain_from_json("{not json", NULL, &t), WL_ERR_INVALID_ARGUMENT, "JSON");
  /* Issue 27: empty or blank text is an error, not the defaults ("{}" is); a key twice is refused, named. */
  t = (wl_terrain*)1;
  EXPECT_ERROR(wl_terrain_from_json("", NULL, &t), WL_ERR_INVALID_ARGUMENT, "json is empty");
  CHECK(t == NULL);
  EXPECT_ERROR(wl_terrain_from_json(" \n\t ", "islands", &t), WL_ERR_INVALID_ARGUMENT, "is empty");
  EXPECT_ERROR(wl_terrain_from_json("{\"sea_level\": 0.1, \"sea_level\": 0.2}", NULL, &t), WL_ERR_INVALID_ARGUMENT,
               "has the key \"sea_level\" twice");
  EXPECT_ERROR(wl_terrain_from_json("{\"fbm\": {\"octaves\": 3, \"octaves\": 4}}", NULL, &t), WL_ERR_INVALID_ARGUMENT,
               "\"octaves\" twice");
  CHECK(wl_terrain_from_json("{}", "islands", &t) == WL_OK && wl_terrain_sea_level(t) == -0.04);
  wl_terrain_free(t);
  EXPECT_ERROR(wl_fill_terrain(1, NULL, &map, out, 64 * 64), WL_ERR_INVALID_ARGUMENT, "terrain");
  wl_terrain_free(NULL);
  free(out);
}

static char* read_text(const char* path) {
  FILE* f = fopen(path, "rb");
  char* text;
  long size;
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  size = ftell(f);
  fseek(f, 0, SEEK_SET);
  text = (char*)malloc((size_t)size + 1);
  if (fread(text, 1, (size_t)size, f) != (size_t)size) size = 0;
  text[size] = '\0';
  fclose(f);
  return text;
}

static void graphs(const char* graph_file) {
  const wl_grid map = {-20.5, -13.25, 3.7, 96, 72}; /* the manifest's regions "map" grid */
  const size_t n = 96 * 72;
  double* out = alloc_map(&map);
  wl_graph_doc* doc = NULL;
  wl_graph* graph = NULL;

  CHECK(wl_graph_preset("tutorial-example", &doc) == WL_OK);
  CHECK(wl_graph_compile(doc, 1, &graph) == WL_OK);
  CHECK(wl_graph_fill(graph, &map, out, n) == WL_OK);
  print_hash("manifest", "graph.tutorial-example.terrain/seed=1/map", out, n);
  CHECK(wl_graph_fill_node(graph, "cells", &map, out, n) == WL_OK);
  print_hash("manifest", "graph.tutorial-example.cells/seed=1/map", out, n);
  EXPECT_ERROR(wl_graph_fill_node(graph, "nope", &map, out, n), WL_ERR_INVALID_ARGUMENT, "nope");
  wl_graph_free(graph);
  wl_graph_doc_free(doc);

  if (graph_file) {
    char* text = read_text(graph_file);
    const wl_grid view = {-40, 10, 2.5, 80, 60};
    char name[512];
    CHECK(text != NULL);
    if (text) {
      CHECK(wl_graph_parse(text, &doc) == WL_OK);
      CHECK(wl_graph_compile(doc, 3, &graph) == WL_OK);
      CHECK(wl_graph_fill(graph, &view, out, 80 * 60) == WL_OK);
      snprintf(name, sizeof name,
               "--layer graph --graph %s --seed 3 --x0 -40 --y0 10 --step 2.5 --width 80 --height 60", graph_file);
      print_hash("cli", name, out, 80 * 60);
      wl_graph_free(graph);
      wl_graph_doc_free(doc);
      free(text);
    }
  }

  doc = (wl_graph_doc*)1;
  EXPECT_ERROR(wl_graph_parse("{\"version\": 1, \"nodes\": [], \"output\": \"x\"}", &doc), WL_ERR_INVALID_ARGUMENT,
               "nodes");
  CHECK(doc == NULL);
  EXPECT_ERROR(wl_graph_parse("[1, 2", &doc), WL_ERR_INVALID_ARGUMENT, "JSON");
  EXPECT_ERROR(wl_graph_parse("", &doc), WL_ERR_INVALID_ARGUMENT, "graph document is empty");
  EXPECT_ERROR(wl_graph_parse("{\"version\": 1, \"version\": 2, \"nodes\": [], \"output\": \"x\"}", &doc),
               WL_ERR_INVALID_ARGUMENT, "has the key \"version\" twice");
  EXPECT_ERROR(wl_graph_preset("nope", &doc), WL_ERR_INVALID_ARGUMENT, "nope");
  EXPECT_ERROR(wl_graph_compile(NULL, 1, &graph), WL_ERR_INVALID_ARGUMENT, "doc");
  free(out);
}

static void islands(void) {
  static const char* layers[] = {"height",      "temp_noise", "moist_noise", "coast", "rank",
                                 "temperature", "air",        "moisture",    "biome"};
  wl_islands* map = NULL;
  const size_t n = 256 * 256;
  double* out = (double*)malloc(sizeof(double) * n);
  uint8_t* biomes = (uint8_t*)malloc(n);
  int layer;
  size_t i, land = 0;
  char name[128];

  CHECK(wl_islands_recipe_count() >= 9);
  CHECK(wl_islands_recipe_map("west-wind", 1, 256, &map) == WL_OK);
  CHECK(wl_islands_side(map) == 256);
  for (layer = WL_ISLANDS_COAST; layer <= WL_ISLANDS_BIOME; layer++) { /* the manifest's six layers */
    CHECK(wl_islands_fill_layer(map, layer, out, n) == WL_OK);
    snprintf(name, sizeof name, "islands:west-wind/seed=1/256/%s", layers[layer]);
    print_hash("manifest", name, out, n);
  }
  CHECK(wl_islands_biomes(map, biomes, n) == WL_OK);
  for (i = 0; i < n; i++) land += biomes[i] != 0;
  CHECK(land > n / 10 && land < n); /* the recipe's islands: some land, some sea */
  CHECK(strcmp(wl_islands_biome_name(0), "ocean") == 0);
  CHECK(strcmp(wl_islands_biome_name(99), "") == 0);
  EXPECT_ERROR(wl_islands_fill_layer(map, 9, out, n), WL_ERR_INVALID_ARGUMENT, "layer");
  EXPECT_ERROR(wl_islands_fill_layer(map, WL_ISLANDS_AIR, out, 10), WL_ERR_INVALID_ARGUMENT, "65536");
  wl_islands_free(map);
  EXPECT_ERROR(wl_islands_recipe_map("nope", 1, 64, &map), WL_ERR_INVALID_ARGUMENT, "nope");
  EXPECT_ERROR(wl_islands_recipe_map("west-wind", 1, 5000, &map), WL_ERR_INVALID_ARGUMENT, "4096");
  free(out);
  free(biomes);
}

static void world(void) {
  const wl_grid grid = {-100, -60, 3, 64, 48}; /* the manifest's world grid */
  const size_t n = 64 * 48;
  wl_world* w = NULL;
  double* out = (double*)malloc(sizeof(double) * 3 * n);
  int32_t* biomes = (int32_t*)malloc(sizeof(int32_t) * n);
  uint8_t* rgb = (uint8_t*)malloc(3 * n);
  wl_point* trees;
  size_t i, count;

  CHECK(wl_world_generate(1, &grid, &w) == WL_OK);
  CHECK(wl_world_fill_layer(w, WL_WORLD_HEIGHT, out, n) == WL_OK);
  print_hash("manifest", "world.height/seed=1", out, n);
  CHECK(wl_world_fill_layer(w, WL_WORLD_TEMPERATURE, out, n) == WL_OK);
  print_hash("manifest", "world.temperature/seed=1", out, n);
  CHECK(wl_world_fill_layer(w, WL_WORLD_MOISTURE, out, n) == WL_OK);
  print_hash("manifest", "world.moisture/seed=1", out, n);
  CHECK(wl_world_fill_layer(w, WL_WORLD_WEIGHT, out, n) == WL_OK);
  print_hash("manifest", "world.weight/seed=1", out, n);
  CHECK(wl_world_biomes(w, biomes, n) == WL_OK);
  for (i = 0; i < n; i++) out[i] = biomes[i];
  print_hash("manifest", "world.biome/seed=1", out, n);
  CHECK(wl_world_fill_layer(w, WL_WORLD_BIOME, out + n, n) == WL_OK);
  CHECK(memcmp(out, out + n, n * sizeof(double)) == 0);
  CHECK(wl_world_rgb(w, rgb, 3 * n) == WL_OK);
  for (i = 0; i < 3 * n; i++) out[i] = rgb[i];
  print_hash("manifest", "world.rgb/seed=1", out, 3 * n);
  count = wl_world_tree_count(w);
  CHECK(count > 0);
  trees = (wl_point*)malloc(sizeof(wl_point) * count);
  CHECK(wl_world_trees(w, trees, count) == WL_OK);
  {
    double* flat = (double*)malloc(sizeof(double) * 3 * count);
    for (i = 0; i < count; i++) {
      flat[3 * i] = trees[i].x;
      flat[3 * i + 1] = trees[i].y;
      flat[3 * i + 2] = trees[i].biome;
    }
    print_hash("manifest", "world.trees/seed=1", flat, 3 * count);
    free(flat);
  }
  EXPECT_ERROR(wl_world_trees(w, trees, count + 1), WL_ERR_INVALID_ARGUMENT, "out");
  EXPECT_ERROR(wl_world_rgb(w, rgb, n), WL_ERR_INVALID_ARGUMENT, "out");
  wl_world_free(w);
  free(trees);
  {
    const wl_grid huge = {0, 0, 1, 5000, 10};
    EXPECT_ERROR(wl_world_generate(1, &huge, &w), WL_ERR_INVALID_ARGUMENT, "width");
    CHECK(w == NULL);
  }
  free(out);
  free(biomes);
  free(rgb);
}

/* The header's compile-time version is the library's, and the worker count changes no value. */
static void version_and_threads(void) {
  const wl_grid g = {0.25, -1.5, 0.0137, 200, 150};
  const size_t n = 200 * 150;
  double* one = alloc_map(&g);
  double* many = alloc_map(&g);
  wl_fbm fbm;
  const int32_t start = wl_threads();
  char header[32];
  snprintf(header, sizeof header, "%d.%d.%d", WL_VERSION_MAJOR, WL_VERSION_MINOR, WL_VERSION_PATCH);
  CHECK(strcmp(wl_version(), WL_VERSION_STRING) == 0);
  CHECK(strcmp(header, WL_VERSION_STRING) == 0);
  CHECK(start >= 1 && start <= 256);
  EXPECT_ERROR(wl_set_threads(0), WL_ERR_INVALID_ARGUMENT, "0");
  EXPECT_ERROR(wl_set_threads(257), WL_ERR_INVALID_ARGUMENT, "257");
  CHECK(wl_threads() == start);
  wl_fbm_defaults(&fbm);
  CHECK(wl_set_threads(1) == WL_OK && wl_threads() == 1);
  CHECK(wl_fill_fbm(5, &fbm, &g, one, n) == WL_OK);
  CHECK(wl_set_threads(7) == WL_OK && wl_threads() == 7);
  CHECK(wl_fill_fbm(5, &fbm, &g, many, n) == WL_OK);
  CHECK(memcmp(one, many, n * sizeof(double)) == 0);
  CHECK(wl_set_threads(start) == WL_OK);
  free(one);
  free(many);
}

int main(int argc, char** argv) {
  printf("info worldlab C API %s\n", wl_version());
  CHECK(strcmp(wl_last_error(), "") == 0);
  version_and_threads();
  noise_and_fractals();
  terrain();
  graphs(argc > 1 ? argv[1] : NULL);
  islands();
  world();
  printf("info %d failed checks\n", failures);
  return failures ? 1 : 0;
}
