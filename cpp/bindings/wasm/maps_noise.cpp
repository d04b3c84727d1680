// Entries of the noise and terrain labs (1-3) and of lab 9: basis noise, the noise mode's height field, warp
// points, the race and the named terrain presets.
#include <emscripten.h>

#include <cmath>
#include <vector>

#include "entries.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/manifest.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/request_budget.hpp"
#include "worldlab/terrain_json.hpp"

namespace worldlab::wasm {

namespace {

// The race times at most this many samples in one call.
constexpr double kMaxRaceSamples = 16.0 * 1024 * 1024;

Basis basis_from(const std::string& name) {
  Basis basis{};
  if (!parse_basis(name, basis)) {
    std::string known;  // "simplex, perlin or value"
    for (std::size_t i = 0; i < std::size(kBasisNames); ++i)
      known += std::string(i == 0 ? "" : i + 1 == std::size(kBasisNames) ? " or " : ", ") + std::string(kBasisNames[i]);
    throw InvalidArgument("basis must be " + known);
  }
  return basis;
}

// A height map and the share of it above the sea level.
val terrain_result(const std::vector<double>& heights, double sea_level) {
  val r = ok_result(to_float64_array(heights));
  r.set("land_share", land_share(heights, sea_level));
  return r;
}

}  // namespace

val render_terrain(double seed, ParamsArg<TerrainParams> params, GridArg grid) {
  const TerrainParams p = read_params(params);
  const Grid g = read_grid(grid);
  check_request_memory("renderTerrain", g.size(), 2);  // the map and its copy for JavaScript
  std::vector<double> out(g.size());
  fill_terrain(seed_from(seed), p, g, out);
  return terrain_result(out, p.sea_level);
}

val render_preset(const std::string& id, double seed, double side) {
  const TerrainPreset* preset = find_terrain_preset(id);
  if (!preset) throw InvalidArgument("unknown preset \"" + id + "\"");
  const Grid grid = default_map_grid(side_from(side, "side"));
  check_request_memory("renderPreset", grid.size(), 2);
  std::vector<double> out(grid.size());
  fill_terrain(seed_from(seed), preset->params, grid, out);
  return terrain_result(out, preset->params.sea_level);
}

val fill_noise(const std::string& basis, double seed, GridArg grid) {
  const Basis b = basis_from(basis);
  const Grid g = read_grid(grid);
  check_request_memory("fillNoise", g.size(), 2);
  std::vector<double> out(g.size());
  fill_noise2(seed_from(seed), b, g, out);
  return ok_result(to_float64_array(out));
}

val warp_points(double seed, ParamsArg<TerrainParams> params, GridArg grid) {
  const TerrainParams p = read_params(params);
  const Grid g = read_grid(grid);
  check_request_memory("warpPoints", g.size(), 4);  // x and y per point, and their copy
  const NoiseTable table(seed_from(seed));
  std::vector<double> out(g.size() * 2);
  std::size_t i = 0;
  for (int row = 0; row < g.height; ++row) {
    for (int col = 0; col < g.width; ++col) {
      const Point2 q = warp_point(table, g.x(col) * p.frequency, g.y(row) * p.frequency, p.warp, p.fbm);
      out[i++] = q.x;
      out[i++] = q.y;
    }
  }
  return ok_result(to_float64_array(out));
}

// basis: simplex, perlin or value (2D, one octave), or perlin3: the tutorial's Perlin class, 3D noise read on
// the plane z = 0 (its own kernel: eight corners and a 3D gradient per sample, where 2D Perlin has four).
val race_noise(const std::string& basis, double seed, double samples) {
  const bool perlin3 = basis == "perlin3";
  const Basis b = perlin3 ? Basis::kPerlin : basis_from(basis);
  if (!std::isfinite(samples) || std::floor(samples) != samples || samples < 1000 || samples > kMaxRaceSamples ||
      std::fmod(samples, 1000.0) != 0.0)
    throw InvalidArgument("samples must be a multiple of 1000 in 1000..16777216");
  const Grid grid{0.0, 0.0, 0.0137, 1000, static_cast<int>(samples / 1000.0)};
  std::vector<double> out(grid.size());
  const std::int64_t s = seed_from(seed);
  const double start = emscripten_get_now();
  if (perlin3)
    fill_perlin3(s, 0.0, grid, out);
  else
    fill_noise2(s, b, grid, out);
  const double ms = emscripten_get_now() - start;
  val r = ok_result();
  r.set("ms", ms);
  r.set("samples", samples);
  r.set("hash", hex64(fnv1a64(out)));  // of the samples, so the work cannot be skipped
  return r;
}

val terrain_presets() {
  val r = ok_result();
  r.set("presets", to_js(terrain_presets_json()));
  return r;
}

}  // namespace worldlab::wasm
