// The C API (worldlab/c_api.h) over the C++ core: handles, status codes and a per-thread message; no
// exception crosses it.
#define WORLDLAB_C_BUILD 1
#include "worldlab/c_api.h"

#include <algorithm>
#include <exception>
#include <new>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "worldlab/graph.hpp"
#include "worldlab/graph_json.hpp"
#include "worldlab/tasks.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/hash.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/terrain_json.hpp"
#include "worldlab/text_input.hpp"
#include "worldlab/world.hpp"

struct wl_terrain {
  worldlab::TerrainParams params;
};
struct wl_graph_doc {
  worldlab::GraphSpec spec;
};
struct wl_graph {
  worldlab::CompiledGraph graph;
};
struct wl_islands {
  worldlab::islands::ClimateMap map;
};
struct wl_world {
  worldlab::WorldMap map;
};

namespace {

thread_local std::string last_error;

wl_status fail(wl_status status, std::string message) {
  last_error = std::move(message);
  return status;
}

// Runs body (which returns nothing and may throw) and turns every exception into a status.
template <class Body>
wl_status guarded(Body&& body) noexcept {
  try {
    body();
    return WL_OK;
  } catch (const worldlab::InvalidArgument& e) {
    return fail(WL_ERR_INVALID_ARGUMENT, e.what());
  } catch (const std::bad_alloc&) {
    return fail(WL_ERR_OUT_OF_MEMORY, "out of memory");
  } catch (const std::exception& e) {
    return fail(WL_ERR_INTERNAL, e.what());
  } catch (...) {
    return fail(WL_ERR_INTERNAL, "unknown error");
  }
}

template <class T>
const T& need(const T* p, const char* name) {
  if (!p) throw worldlab::InvalidArgument(std::string(name) + " must not be NULL");
  return *p;
}

std::string_view need_text(const char* p, const char* name) { return std::string_view(&need(p, name)); }

worldlab::Grid to_grid(const wl_grid* g) {
  const wl_grid& grid = need(g, "grid");
  return worldlab::Grid{grid.x0, grid.y0, grid.step, grid.width, grid.height};
}

template <class T>
std::span<T> buffer(T* out, std::size_t length, const char* name = "out") {
  if (!out && length) throw worldlab::InvalidArgument(std::string(name) + " must not be NULL");
  return std::span<T>(out, length);
}

// A caller buffer of exactly `want` elements (the core's validate_output message for maps).
template <class T>
std::span<T> exact_buffer(T* out, std::size_t length, std::size_t want, const char* name = "out") {
  if (length != want)
    throw worldlab::InvalidArgument(std::string(name) + " must hold " + std::to_string(want) + " values, got " +
                                    std::to_string(length));
  return buffer(out, length, name);
}

// A map's layer (doubles, or integer ids converted exactly) into a caller buffer of the same length.
template <class T, class Out>
void copy_layer(const std::vector<T>& from, Out* out, std::size_t out_len) {
  const auto o = exact_buffer(out, out_len, from.size());
  std::copy(from.begin(), from.end(), o.begin());
}

// Layer `layer` of a map: one of its double layers by index, or (the index after them) its biome ids.
template <class Map, std::size_t N, class Biome>
void fill_layer(const Map& m, std::vector<double> Map::*const (&layers)[N], Biome Map::*biome, std::int32_t layer,
                const char* enum_name, double* out, std::size_t out_len) {
  if (layer == static_cast<std::int32_t>(N)) return copy_layer(m.*biome, out, out_len);
  if (layer < 0 || layer > static_cast<std::int32_t>(N))
    throw worldlab::InvalidArgument("layer must be 0.." + std::to_string(N) + " (" + enum_name + "), got " +
                                    std::to_string(layer));
  copy_layer(m.*layers[layer], out, out_len);
}

worldlab::Basis to_basis(std::int32_t basis) {
  if (basis < 0 || basis >= worldlab::kBasisCount)
    throw worldlab::InvalidArgument("basis must be 0 (simplex), 1 (perlin) or 2 (value)");  // wl_basis (c_api.h)
  return static_cast<worldlab::Basis>(basis);
}

worldlab::FbmParams to_fbm(const wl_fbm* p) {
  const wl_fbm& f = need(p, "fbm");
  if (f.octave_fold < 0 || f.octave_fold > 2)
    throw worldlab::InvalidArgument("fbm.octave_fold must be 0 (none), 1 (ridged) or 2 (billow)");
  return worldlab::FbmParams{f.octaves, f.persistence, f.lacunarity, to_basis(f.basis),
                             static_cast<worldlab::Fold>(f.octave_fold)};
}

// Sets *out (checked) to a new T built by make(), or leaves it NULL on failure.
template <class T, class Make>
wl_status construct(T** out, Make&& make) noexcept {
  if (!out) return fail(WL_ERR_INVALID_ARGUMENT, "out must not be NULL");
  *out = nullptr;
  return guarded([&] { *out = new T{make()}; });
}

}  // namespace

extern "C" {

const char* wl_last_error(void) { return last_error.c_str(); }

const char* wl_version(void) { return WORLDLAB_VERSION; }

wl_status wl_set_threads(int32_t count) {
  return guarded([&] { worldlab::set_default_thread_count(count); });
}

int32_t wl_threads(void) { return worldlab::default_thread_count(); }

uint64_t wl_hash_f64(const double* values, size_t count) {
  return worldlab::fnv1a64(std::span<const double>(values, values ? count : 0));
}

uint64_t wl_hash_bytes(const void* bytes, size_t count) {
  return worldlab::fnv1a64_bytes(
      std::span<const unsigned char>(static_cast<const unsigned char*>(bytes), bytes ? count : 0));
}

wl_status wl_default_map_grid(int32_t side, wl_grid* out) {
  return guarded([&] {
    if (side < 1 || side > worldlab::kMaxGridSide)
      throw worldlab::InvalidArgument("side must be 1.." + std::to_string(worldlab::kMaxGridSide));
    const worldlab::Grid g = worldlab::default_map_grid(side);
    if (!out) throw worldlab::InvalidArgument("out must not be NULL");
    *out = wl_grid{g.x0, g.y0, g.step, g.width, g.height};
  });
}

wl_status wl_fill_noise2(int64_t seed, int32_t basis, const wl_grid* grid, double* out, size_t out_len) {
  return guarded([&] {
    const worldlab::Grid g = to_grid(grid);
    const auto o = buffer(out, out_len);
    worldlab::fill_noise2(seed, to_basis(basis), g, o);
  });
}

wl_status wl_fill_noise3(int64_t seed, int32_t basis, double z, const wl_grid* grid, double* out, size_t out_len) {
  return guarded([&] {
    const worldlab::Grid g = to_grid(grid);
    const auto o = buffer(out, out_len);
    worldlab::require_finite(z, "z");
    if (to_basis(basis) == worldlab::Basis::kSimplex)
      worldlab::fill_simplex3(seed, z, g, o);
    else if (basis == WL_BASIS_PERLIN)
      worldlab::fill_perlin3(seed, z, g, o);
    else
      throw worldlab::InvalidArgument("basis must be 0 (simplex) or 1 (perlin) in 3D");
  });
}

void wl_fbm_defaults(wl_fbm* out) {
  if (!out) return;
  const worldlab::FbmParams d;
  *out = wl_fbm{d.octaves, d.persistence, d.lacunarity, static_cast<int32_t>(d.basis),
                static_cast<int32_t>(d.octave_fold)};
}

void wl_musgrave_defaults(wl_musgrave* out) {
  if (!out) return;
  const worldlab::MusgraveParams d;
  *out = wl_musgrave{d.offset, d.gain};
}

void wl_warp_defaults(wl_warp* out) {
  if (!out) return;
  const worldlab::WarpParams d;
  *out = wl_warp{d.strength, d.frequency, d.levels};
}

wl_status wl_fill_fbm(int64_t seed, const wl_fbm* fbm, const wl_grid* grid, double* out, size_t out_len) {
  return guarded([&] { worldlab::fill_fbm2(seed, to_fbm(fbm), to_grid(grid), buffer(out, out_len)); });
}

wl_status wl_fill_musgrave(int64_t seed, const wl_fbm* fbm, const wl_musgrave* musgrave, const wl_grid* grid,
                           double* out, size_t out_len) {
  return guarded([&] {
    const wl_musgrave& m = need(musgrave, "musgrave");
    worldlab::fill_ridged_multifractal(seed, to_fbm(fbm), worldlab::MusgraveParams{m.offset, m.gain}, to_grid(grid),
                                       buffer(out, out_len));
  });
}

wl_status wl_fill_warp(int64_t seed, const wl_warp* warp, const wl_fbm* fbm, const wl_grid* grid, double* out,
                       size_t out_len) {
  return guarded([&] {
    const wl_warp& w = need(warp, "warp");
    worldlab::fill_domain_warp(seed, worldlab::WarpParams{w.strength, w.frequency, w.levels}, to_fbm(fbm),
                               to_grid(grid), buffer(out, out_len));
  });
}

size_t wl_terrain_preset_count(void) { return worldlab::terrain_presets().size(); }

const char* wl_terrain_preset_id(size_t index) {
  const auto presets = worldlab::terrain_presets();
  return index < presets.size() ? presets[index].id.data() : nullptr;  // the ids are string literals
}

wl_status wl_terrain_preset(const char* id, wl_terrain** out) {
  return construct(out, [&] { return worldlab::read_terrain_params(need_text(id, "id"), {}); });
}

wl_status wl_terrain_from_json(const char* json, const char* base_preset, wl_terrain** out) {
  return construct(out, [&] {
    const std::string_view text = need_text(json, "json");
    // Blank text is an error, not "no parameters" (issue 27): a caller that means the defaults passes "{}".
    if (worldlab::is_blank(text)) throw worldlab::InvalidArgument("json is empty: give a JSON object (e.g. {})");
    return worldlab::read_terrain_params(base_preset ? std::string_view(base_preset) : std::string_view(), text);
  });
}

void wl_terrain_free(wl_terrain* terrain) { delete terrain; }

double wl_terrain_sea_level(const wl_terrain* terrain) { return terrain ? terrain->params.sea_level : 0.0; }

wl_status wl_fill_terrain(int64_t seed, const wl_terrain* terrain, const wl_grid* grid, double* out, size_t out_len) {
  return guarded(
      [&] { worldlab::fill_terrain(seed, need(terrain, "terrain").params, to_grid(grid), buffer(out, out_len)); });
}

wl_status wl_graph_parse(const char* json, wl_graph_doc** out) {
  return construct(out, [&] { return worldlab::parse_graph(need_text(json, "json")); });
}

wl_status wl_graph_preset(const char* name, wl_graph_doc** out) {
  return construct(out, [&] { return worldlab::graph_preset(need_text(name, "name")); });
}

void wl_graph_doc_free(wl_graph_doc* doc) { delete doc; }

wl_status wl_graph_compile(const wl_graph_doc* doc, int64_t seed, wl_graph** out) {
  return construct(out, [&] { return worldlab::CompiledGraph(need(doc, "doc").spec, seed); });
}

void wl_graph_free(wl_graph* graph) { delete graph; }

wl_status wl_graph_fill(const wl_graph* graph, const wl_grid* grid, double* out, size_t out_len) {
  return guarded([&] { worldlab::fill_graph(need(graph, "graph").graph, to_grid(grid), buffer(out, out_len)); });
}

wl_status wl_graph_fill_node(const wl_graph* graph, const char* node_id, const wl_grid* grid, double* out,
                             size_t out_len) {
  return guarded([&] {
    worldlab::fill_graph_node(need(graph, "graph").graph, need_text(node_id, "node_id"), to_grid(grid),
                              buffer(out, out_len));
  });
}

size_t wl_islands_recipe_count(void) { return worldlab::islands::recipes().size(); }

const char* wl_islands_recipe_id(size_t index) {
  const auto recipes = worldlab::islands::recipes();
  return index < recipes.size() ? recipes[index].id.data() : nullptr;  // the ids are string literals
}

wl_status wl_islands_recipe_map(const char* recipe, int64_t seed, int32_t n, wl_islands** out) {
  return construct(out, [&] {
    const std::string_view id = need_text(recipe, "recipe");
    const worldlab::islands::Recipe* r = worldlab::islands::find_recipe(id);
    if (!r) throw worldlab::InvalidArgument("unknown recipe \"" + std::string(id) + "\"");
    return worldlab::islands::make_recipe_map(seed, *r, n);
  });
}

void wl_islands_free(wl_islands* map) { delete map; }

int32_t wl_islands_side(const wl_islands* map) { return map ? map->map.n : 0; }

wl_status wl_islands_fill_layer(const wl_islands* map, int32_t layer, double* out, size_t out_len) {
  using Map = worldlab::islands::ClimateMap;
  static constexpr std::vector<double> Map::*kLayers[] = {&Map::height, &Map::temp_noise, &Map::moist_noise,
                                                          &Map::coast,  &Map::rank,       &Map::temperature,
                                                          &Map::air,    &Map::moisture};
  return guarded(
      [&] { fill_layer(need(map, "map").map, kLayers, &Map::biome, layer, "wl_islands_layer", out, out_len); });
}

wl_status wl_islands_biomes(const wl_islands* map, uint8_t* out, size_t out_len) {
  return guarded([&] { copy_layer(need(map, "map").map.biome, out, out_len); });
}

const char* wl_islands_biome_name(int32_t biome) {
  const std::string_view name = worldlab::islands::biome_name(biome);
  return name.empty() ? "" : name.data();  // the names are string literals
}

wl_status wl_world_generate(int64_t seed, const wl_grid* grid, wl_world** out) {
  return construct(out, [&] { return worldlab::generate_world(seed, to_grid(grid)); });
}

void wl_world_free(wl_world* world) { delete world; }

wl_status wl_world_fill_layer(const wl_world* world, int32_t layer, double* out, size_t out_len) {
  using Map = worldlab::WorldMap;
  static constexpr std::vector<double> Map::*kLayers[] = {&Map::height, &Map::temperature, &Map::moisture,
                                                          &Map::weight};
  return guarded(
      [&] { fill_layer(need(world, "world").map, kLayers, &Map::biome, layer, "wl_world_layer", out, out_len); });
}

wl_status wl_world_biomes(const wl_world* world, int32_t* out, size_t out_len) {
  return guarded([&] { copy_layer(need(world, "world").map.biome, out, out_len); });
}

wl_status wl_world_rgb(const wl_world* world, uint8_t* out, size_t out_len) {
  return guarded([&] { copy_layer(need(world, "world").map.rgb, out, out_len); });
}

size_t wl_world_tree_count(const wl_world* world) { return world ? world->map.trees.size() : 0; }

wl_status wl_world_trees(const wl_world* world, wl_point* out, size_t out_len) {
  return guarded([&] {
    const worldlab::WorldMap& m = need(world, "world").map;
    const auto o = exact_buffer(out, out_len, m.trees.size());
    for (std::size_t i = 0; i < o.size(); ++i) o[i] = wl_point{m.trees[i].x, m.trees[i].y, m.trees[i].biome};
  });
}

}  // extern "C"
