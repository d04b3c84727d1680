// The thin embind layer the lab's Web Workers call: one call per map, errors as values.
// Every entry returns {ok, error, data: Float64Array, ...}: data is a copy the caller owns (so a worker
// can transfer its buffer), laid out data[row * width + col]; extra fields are named per entry.
#include <emscripten.h>
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "worldlab/biome_table.hpp"
#include "worldlab/eval.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/graph_json.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/lab_maps.hpp"
#include "worldlab/manifest.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/terrain_json.hpp"
#include "worldlab/world.hpp"

namespace {

using emscripten::val;

// JavaScript numbers hold integers exactly up to 2^53; seeds beyond that cannot cross this boundary.
constexpr double kMaxExactSeed = 9007199254740992.0;
// The race times at most this many samples in one call.
constexpr double kMaxRaceSamples = 16.0 * 1024 * 1024;

val to_float64_array(const std::vector<double>& values) {
  // Copy out of the WASM heap so the caller can transfer the buffer to another thread.
  return val::global("Float64Array").new_(emscripten::typed_memory_view(values.size(), values.data()));
}

val result(bool ok, const std::string& error, val data) {
  val r = val::object();
  r.set("ok", ok);
  r.set("error", error);
  r.set("data", data);
  return r;
}

val failure(const std::exception& e) { return result(false, e.what(), val::global("Float64Array").new_(0)); }

std::int64_t seed_from(double seed) {
  if (!std::isfinite(seed) || std::floor(seed) != seed || std::fabs(seed) > kMaxExactSeed)
    throw worldlab::InvalidArgument("seed must be an integer with |seed| <= 2^53");
  return static_cast<std::int64_t>(seed);
}

int side_from(double v, const char* name) {
  if (!std::isfinite(v) || std::floor(v) != v || v < 1 || v > worldlab::kMaxGridSide)
    throw worldlab::InvalidArgument(std::string(name) + " must be an integer 1.." +
                                    std::to_string(worldlab::kMaxGridSide));
  return static_cast<int>(v);
}

worldlab::Grid grid_from(double x0, double y0, double step, double width, double height) {
  const worldlab::Grid grid{x0, y0, step, side_from(width, "width"), side_from(height, "height")};
  worldlab::validate(grid);
  return grid;
}

worldlab::TerrainParams params_from(const std::string& params_json) {
  const auto j = nlohmann::json::parse(params_json, nullptr, false);
  if (j.is_discarded()) throw worldlab::InvalidArgument("params is not valid JSON");
  return worldlab::terrain_params_from_json(j);
}

worldlab::Basis basis_from(const std::string& name) {
  worldlab::Basis basis{};
  if (!worldlab::parse_basis(name, basis)) throw worldlab::InvalidArgument("basis must be simplex, perlin or value");
  return basis;
}

void fill_basis(worldlab::Basis basis, std::int64_t seed, const worldlab::Grid& grid, std::vector<double>& out) {
  switch (basis) {
    case worldlab::Basis::kSimplex: worldlab::fill_simplex2(seed, grid, out); break;
    case worldlab::Basis::kPerlin: worldlab::fill_perlin2(seed, grid, out); break;
    case worldlab::Basis::kValue: worldlab::fill_value2(seed, grid, out); break;
  }
}

// The noise mode's height field: {ok, error, data, landShare} (landShare: share of samples above
// params.sea_level).
val render_terrain(double seed, const std::string& params_json, double x0, double y0, double step, double width,
                   double height) {
  try {
    const worldlab::TerrainParams params = params_from(params_json);
    const worldlab::Grid grid = grid_from(x0, y0, step, width, height);
    std::vector<double> out(grid.size());
    worldlab::fill_terrain(seed_from(seed), params, grid, out);
    val r = result(true, "", to_float64_array(out));
    r.set("landShare", worldlab::land_share(out, params.sea_level));
    return r;
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// A named preset on the lab's default map grid (the same map as the manifest's "preset:ID/seed=S/SIDE"):
// {ok, error, data, landShare}.
val render_preset(const std::string& id, double seed, double side) {
  try {
    const worldlab::TerrainPreset* preset = worldlab::find_terrain_preset(id);
    if (!preset) throw worldlab::InvalidArgument("unknown preset \"" + id + "\"");
    const worldlab::Grid grid = worldlab::default_map_grid(side_from(side, "side"));
    std::vector<double> out(grid.size());
    worldlab::fill_terrain(seed_from(seed), preset->params, grid, out);
    val r = result(true, "", to_float64_array(out));
    r.set("landShare", worldlab::land_share(out, preset->params.sea_level));
    return r;
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// One octave of a basis noise ("simplex", "perlin", "value") over a grid in noise units.
val fill_noise(const std::string& basis, double seed, double x0, double y0, double step, double width, double height) {
  try {
    const worldlab::Basis b = basis_from(basis);
    const worldlab::Grid grid = grid_from(x0, y0, step, width, height);
    std::vector<double> out(grid.size());
    fill_basis(b, seed_from(seed), grid, out);
    return result(true, "", to_float64_array(out));
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// Where the terrain's warp sends each grid point (map units u, v): data[2 * i] and data[2 * i + 1] are
// warp_point's x and y in noise units (the terrain samples noise at (u, v) * frequency).
val warp_points(double seed, const std::string& params_json, double x0, double y0, double step, double width,
                double height) {
  try {
    const worldlab::TerrainParams params = params_from(params_json);
    const worldlab::Grid grid = grid_from(x0, y0, step, width, height);
    const worldlab::NoiseTable table(seed_from(seed));
    std::vector<double> out(grid.size() * 2);
    std::size_t i = 0;
    for (int row = 0; row < grid.height; ++row) {
      for (int col = 0; col < grid.width; ++col) {
        const worldlab::Point2 p = worldlab::warp_point(table, grid.x(col) * params.frequency,
                                                        grid.y(row) * params.frequency, params.warp, params.fbm);
        out[i++] = p.x;
        out[i++] = p.y;
      }
    }
    return result(true, "", to_float64_array(out));
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// The race: times one batch fill of `samples` samples (a 1000-wide grid) inside WASM.
// {ok, error, data (empty), ms, samples, hash (of the samples, so the work cannot be skipped)}.
val race_noise(const std::string& basis, double seed, double samples) {
  try {
    const worldlab::Basis b = basis_from(basis);
    if (!std::isfinite(samples) || std::floor(samples) != samples || samples < 1000 || samples > kMaxRaceSamples ||
        std::fmod(samples, 1000.0) != 0.0)
      throw worldlab::InvalidArgument("samples must be a multiple of 1000 in 1000..16777216");
    const worldlab::Grid grid{0.0, 0.0, 0.0137, 1000, static_cast<int>(samples / 1000.0)};
    std::vector<double> out(grid.size());
    const std::int64_t s = seed_from(seed);
    const double start = emscripten_get_now();
    fill_basis(b, s, grid, out);
    const double ms = emscripten_get_now() - start;
    val r = result(true, "", val::global("Float64Array").new_(0));
    r.set("ms", ms);
    r.set("samples", samples);
    r.set("hash", worldlab::hex64(worldlab::fnv1a64(out)));
    return r;
  } catch (const std::exception& e) {
    return failure(e);
  }
}

nlohmann::json json_from(const std::string& text, const char* name) {
  auto j = nlohmann::json::parse(text, nullptr, false);
  if (j.is_discarded()) throw worldlab::InvalidArgument(std::string(name) + " is not valid JSON");
  return j;
}

double number_in(const nlohmann::json& j, const char* key, double fallback) {
  if (!j.contains(key)) return fallback;
  if (!j[key].is_number()) throw worldlab::InvalidArgument(std::string(key) + " must be a number");
  return j[key].get<double>();
}

const worldlab::TerrainPreset& preset_from(const std::string& id) {
  const worldlab::TerrainPreset* preset = worldlab::find_terrain_preset(id);
  if (!preset) throw worldlab::InvalidArgument("unknown preset \"" + id + "\"");
  return *preset;
}

val json_result(const std::string& text) {
  val r = result(true, "", val::global("Float64Array").new_(0));
  r.set("json", text);
  return r;
}

// ---------- lab 6: the density stack ----------

// The graph's output over a grid (world units): {ok, error, data, code (JavaScript), cpp (C++)}.
val render_graph(const std::string& graph_json, double seed, double x0, double y0, double step, double width,
                 double height) {
  try {
    const worldlab::GraphSpec spec = worldlab::parse_graph(graph_json);
    const worldlab::Grid grid = grid_from(x0, y0, step, width, height);
    const worldlab::CompiledGraph graph(spec, seed_from(seed));
    std::vector<double> out(grid.size());
    worldlab::fill_graph(graph, grid, out);
    val r = result(true, "", to_float64_array(out));
    r.set("code", worldlab::graph_code(spec, worldlab::CodeLanguage::kJavaScript));
    r.set("cpp", worldlab::graph_code(spec, worldlab::CodeLanguage::kCpp));
    return r;
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// Previews: each node of ids_json (a JSON array of node ids) over the grid, one after the other.
val graph_nodes(const std::string& graph_json, double seed, const std::string& ids_json, double x0, double y0,
                double step, double width, double height) {
  try {
    const worldlab::GraphSpec spec = worldlab::parse_graph(graph_json);
    const nlohmann::json ids = json_from(ids_json, "ids");
    if (!ids.is_array() || ids.size() > static_cast<std::size_t>(worldlab::kMaxGraphNodes))
      throw worldlab::InvalidArgument("ids must be an array of at most 64 node ids");
    std::vector<std::string> names;
    for (const auto& id : ids) {
      if (!id.is_string()) throw worldlab::InvalidArgument("ids must hold strings");
      names.push_back(id.get<std::string>());
    }
    const worldlab::Grid grid = grid_from(x0, y0, step, width, height);
    const worldlab::CompiledGraph graph(spec, seed_from(seed));
    std::vector<double> out(names.size() * grid.size());
    worldlab::fill_graph_nodes(graph, names, grid, out);
    return result(true, "", to_float64_array(out));
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// The node types' metadata, and a named graph as its JSON document: {ok, error, data (empty), json}.
val node_types() {
  try {
    return json_result(worldlab::node_types_json().dump());
  } catch (const std::exception& e) {
    return failure(e);
  }
}

val graph_preset(const std::string& name) {
  try {
    return json_result(worldlab::graph_to_json(worldlab::graph_preset(name)).dump());
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// ---------- lab 4: climate → biomes ----------

// params_json: {"preset": terrain preset id, "chill", "world_size", "heat_limits": [...], "wet_limits": [...]}.
// data = biome (−1 on water) | temperature | moisture | height, each grid.size() long; landShare.
val render_climate_lab(double seed, const std::string& params_json, double x0, double y0, double step, double width,
                       double height) {
  try {
    const nlohmann::json j = json_from(params_json, "params");
    if (!j.is_object()) throw worldlab::InvalidArgument("params must be an object");
    worldlab::lab::ClimateLabParams p;
    p.terrain = preset_from(j.value("preset", std::string("tutorial-fbm"))).params;
    p.climate.chill = number_in(j, "chill", p.climate.chill);
    p.world_size = number_in(j, "world_size", p.world_size);
    for (const char* key : {"heat_limits", "wet_limits"}) {
      if (!j.contains(key)) continue;
      if (!j[key].is_array()) throw worldlab::InvalidArgument(std::string(key) + " must be an array");
      std::vector<double> limits;
      for (const auto& v : j[key]) {
        if (!v.is_number()) throw worldlab::InvalidArgument(std::string(key) + " must hold numbers");
        limits.push_back(v.get<double>());
      }
      (std::string(key) == "heat_limits" ? p.heat_limits : p.wet_limits) = limits;
    }
    const worldlab::Grid grid = grid_from(x0, y0, step, width, height);
    const std::size_t n = grid.size();
    std::vector<double> out(4 * n);
    std::span<double> all(out);
    worldlab::lab::fill_climate_lab(seed_from(seed), p, grid, all.subspan(3 * n, n), all.subspan(n, n),
                                    all.subspan(2 * n, n), all.subspan(0, n));
    val r = result(true, "", to_float64_array(out));
    r.set("landShare", worldlab::land_share(all.subspan(3 * n, n), 0.0));
    return r;
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// The tutorial's 3 × 3 table: {json: [{"name", "rgb": [r, g, b]}, ...]} row by row (cold → hot, dry → wet).
val biome_table() {
  try {
    const worldlab::BiomeTable& t = worldlab::tutorial_biome_table();
    nlohmann::json cells = nlohmann::json::array();
    for (std::size_t i = 0; i < t.names.size(); ++i)
      cells.push_back({{"name", t.names[i]}, {"rgb", {t.colours[i].r, t.colours[i].g, t.colours[i].b}}});
    return json_result(cells.dump());
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// ---------- lab 5: Voronoi regions ----------

// data = r, g, b per sample (unrounded 0..255) over the grid (world units); sites: JSON [[x, y, biome], ...].
val render_regions(double seed, double count, double wobble, double blend_width, double area_width, double area_height,
                   double x0, double y0, double step, double width, double height) {
  try {
    if (!std::isfinite(count) || std::floor(count) != count)
      throw worldlab::InvalidArgument("count must be an integer");
    worldlab::lab::RegionLabParams p;
    p.count = static_cast<std::int64_t>(count);
    p.blend.wobble = wobble;
    p.blend.blend_width = blend_width;
    p.width = area_width;
    p.height = area_height;
    const worldlab::Grid grid = grid_from(x0, y0, step, width, height);
    std::vector<double> rgb(3 * grid.size());
    const worldlab::lab::RegionLab lab = worldlab::lab::fill_region_lab(seed_from(seed), p, grid, rgb);
    nlohmann::json sites = nlohmann::json::array();
    for (std::size_t i = 0; i < lab.sites.size(); ++i) sites.push_back({lab.sites[i].x, lab.sites[i].y, lab.biomes[i]});
    val r = result(true, "", to_float64_array(rgb));
    r.set("sites", sites.dump());
    return r;
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// ---------- lab 7: the Islands climate ----------

worldlab::islands::ClimateParams islands_climate_from(const nlohmann::json& j) {
  worldlab::islands::ClimateParams c;
  c.base = number_in(j, "base", c.base);
  c.lapse = number_in(j, "lapse", c.lapse);
  c.latitude = number_in(j, "latitude", c.latitude);
  c.coast_mod = number_in(j, "coast_mod", c.coast_mod);
  c.temp_noise = number_in(j, "temp_noise", c.temp_noise);
  c.moist_noise = number_in(j, "moist_noise", c.moist_noise);
  c.coast_bonus = number_in(j, "coast_bonus", c.coast_bonus);
  c.decay = number_in(j, "decay", c.decay);
  return c;
}

worldlab::islands::WindParams islands_wind_from(const nlohmann::json& j) {
  worldlab::islands::WindParams w;
  if (j.contains("on")) {
    if (!j["on"].is_boolean()) throw worldlab::InvalidArgument("wind.on must be true or false");
    w.on = j["on"].get<bool>();
  }
  w.angle = number_in(j, "angle", w.angle);
  w.dry = number_in(j, "dry", w.dry);
  w.evap = number_in(j, "evap", w.evap);
  w.lift = number_in(j, "lift", w.lift);
  w.strength = number_in(j, "strength", w.strength);
  return w;
}

nlohmann::json islands_recipe_json(const worldlab::islands::Recipe& r) {
  return {{"id", r.id},
          {"description", r.description},
          {"terrain", r.terrain_preset},
          {"north_south", r.north_south},
          {"climate",
           {{"base", r.climate.base},
            {"lapse", r.climate.lapse},
            {"latitude", r.climate.latitude},
            {"coast_mod", r.climate.coast_mod},
            {"temp_noise", r.climate.temp_noise},
            {"moist_noise", r.climate.moist_noise},
            {"coast_bonus", r.climate.coast_bonus},
            {"decay", r.climate.decay}}},
          {"wind",
           {{"on", r.wind.on},
            {"angle", r.wind.angle},
            {"dry", r.wind.dry},
            {"evap", r.wind.evap},
            {"lift", r.wind.lift},
            {"strength", r.wind.strength}}}};
}

// Every recipe with all its sliders: {json: [...]}.
val islands_recipes() {
  try {
    nlohmann::json all = nlohmann::json::array();
    for (const auto& r : worldlab::islands::recipes()) all.push_back(islands_recipe_json(r));
    return json_result(all.dump());
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// params_json: {"terrain", "north_south", "climate": {...}, "wind": {...}} (missing keys take the defaults).
// data = biome | temperature | moisture | air | table cell (0..15, −1 on water), each n · n; extras: landCells,
// dryShare, windward, leeward, cellShares (JSON array of 16), biomeShares (JSON array of 13).
val render_islands(double seed, const std::string& params_json, double side) {
  try {
    const nlohmann::json j = json_from(params_json, "params");
    if (!j.is_object()) throw worldlab::InvalidArgument("params must be an object");
    worldlab::islands::Recipe recipe = worldlab::islands::recipes()[0];
    const std::string terrain = j.value("terrain", std::string(recipe.terrain_preset));
    recipe.terrain_preset = preset_from(terrain).id;
    recipe.north_south = number_in(j, "north_south", 0.0);
    recipe.climate = islands_climate_from(j.value("climate", nlohmann::json::object()));
    recipe.wind = islands_wind_from(j.value("wind", nlohmann::json::object()));
    worldlab::islands::validate(recipe.climate);
    worldlab::islands::validate(recipe.wind);
    const int n = side_from(side, "side");
    const worldlab::islands::ClimateMap map = worldlab::islands::make_recipe_map(seed_from(seed), recipe, n);
    const worldlab::islands::ClimateStats stats = worldlab::islands::climate_stats(map, recipe.wind);
    const std::size_t cells = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    std::vector<double> out(5 * cells);
    for (std::size_t i = 0; i < cells; ++i) {
      out[i] = map.biome[i];
      out[cells + i] = map.temperature[i];
      out[2 * cells + i] = map.moisture[i];
      out[3 * cells + i] = map.air[i];
      out[4 * cells + i] =
          map.height[i] >= map.threshold ? worldlab::islands::table_cell(map.temperature[i], map.moisture[i]) : -1;
    }
    val r = result(true, "", to_float64_array(out));
    r.set("landCells", static_cast<double>(stats.land_cells));
    r.set("dryShare", stats.dry_share);
    r.set("windward", stats.windward_moisture);
    r.set("leeward", stats.leeward_moisture);
    r.set("cellShares", nlohmann::json(stats.cell_share).dump());
    r.set("biomeShares", nlohmann::json(stats.biome_share).dump());
    return r;
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// The biome names and colours of the Islands model, by id: {json: [{"name", "rgb"}, ...]}.
val islands_biomes() {
  try {
    nlohmann::json all = nlohmann::json::array();
    for (int b = 0; b < worldlab::islands::kBiomeCount; ++b) {
      const auto c = worldlab::islands::biome_colour(b);
      all.push_back({{"name", worldlab::islands::biome_name(b)}, {"rgb", {c[0], c[1], c[2]}}});
    }
    nlohmann::json table = nlohmann::json::array();
    for (auto b : worldlab::islands::kWhittaker) table.push_back(b);
    return json_result(nlohmann::json{{"biomes", all}, {"table", table}}.dump());
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// One layer of a recipe's map exactly as the manifest's "islands:ID/seed=S/256/LAYER" hashes it
// (layer: biome, temperature, moisture, air), for lab 9's check.
val islands_recipe_layer(const std::string& id, double seed, const std::string& layer) {
  try {
    const worldlab::islands::Recipe* recipe = worldlab::islands::find_recipe(id);
    if (!recipe) throw worldlab::InvalidArgument("unknown recipe \"" + id + "\"");
    const worldlab::islands::ClimateMap m = worldlab::islands::make_recipe_map(seed_from(seed), *recipe, 256);
    std::vector<double> out;
    if (layer == "biome")
      out.assign(m.biome.begin(), m.biome.end());
    else if (layer == "temperature")
      out = m.temperature;
    else if (layer == "moisture")
      out = m.moisture;
    else if (layer == "air")
      out = m.air;
    else
      throw worldlab::InvalidArgument("layer must be biome, temperature, moisture or air");
    return result(true, "", to_float64_array(out));
  } catch (const std::exception& e) {
    return failure(e);
  }
}

// ---------- lab 8: the hero world ----------

// generate_world over a grid (world units): data = r, g, b per sample (0..255, as the core's bytes);
// extras: trees (JSON [[x, y, biome], ...]), treeCount, treesHash (FNV-1a-64 of x, y, biome per tree,
// as the manifest's world.trees), landShare.
val render_world(double seed, double x0, double y0, double step, double width, double height) {
  try {
    const worldlab::Grid grid = grid_from(x0, y0, step, width, height);
    const worldlab::WorldMap m = worldlab::generate_world(seed_from(seed), grid);
    std::vector<double> rgb(m.rgb.begin(), m.rgb.end());
    std::vector<double> flat;
    flat.reserve(3 * m.trees.size());
    nlohmann::json trees = nlohmann::json::array();
    for (const worldlab::PlacedPoint& t : m.trees) {
      flat.push_back(t.x);
      flat.push_back(t.y);
      flat.push_back(t.biome);
      trees.push_back({t.x, t.y, t.biome});
    }
    std::size_t land = 0;
    for (const auto b : m.biome) land += b >= 0 ? 1 : 0;
    val r = result(true, "", to_float64_array(rgb));
    r.set("trees", trees.dump());
    r.set("treeCount", static_cast<double>(m.trees.size()));
    r.set("treesHash", worldlab::hex64(worldlab::fnv1a64(flat)));
    r.set("landShare", static_cast<double>(land) / static_cast<double>(m.biome.size()));
    return r;
  } catch (const std::exception& e) {
    return failure(e);
  }
}

std::string terrain_presets() { return worldlab::terrain_presets_json().dump(); }

std::string hash_field(const val& data) {
  const auto values = emscripten::convertJSArrayToNumberVector<double>(data);
  return worldlab::hex64(worldlab::fnv1a64(values));
}

std::string eval_line(const std::string& line, bool decimal) { return worldlab::eval_line(line, {decimal}); }

std::string build() { return worldlab::build_description(); }

}  // namespace

EMSCRIPTEN_BINDINGS(worldlab) {
  emscripten::function("renderTerrain", &render_terrain);
  emscripten::function("renderPreset", &render_preset);
  emscripten::function("fillNoise", &fill_noise);
  emscripten::function("warpPoints", &warp_points);
  emscripten::function("raceNoise", &race_noise);
  emscripten::function("terrainPresets", &terrain_presets);
  emscripten::function("renderGraph", &render_graph);
  emscripten::function("graphNodes", &graph_nodes);
  emscripten::function("nodeTypes", &node_types);
  emscripten::function("graphPreset", &graph_preset);
  emscripten::function("renderClimateLab", &render_climate_lab);
  emscripten::function("biomeTable", &biome_table);
  emscripten::function("renderRegions", &render_regions);
  emscripten::function("islandsRecipes", &islands_recipes);
  emscripten::function("renderIslands", &render_islands);
  emscripten::function("islandsBiomes", &islands_biomes);
  emscripten::function("islandsRecipeLayer", &islands_recipe_layer);
  emscripten::function("renderWorld", &render_world);
  emscripten::function("hashField", &hash_field);
  emscripten::function("evalLine", &eval_line);
  emscripten::function("build", &build);
}
