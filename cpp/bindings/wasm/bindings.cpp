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

#include "worldlab/eval.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/manifest.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/terrain_json.hpp"

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
  emscripten::function("hashField", &hash_field);
  emscripten::function("evalLine", &eval_line);
  emscripten::function("build", &build);
}
