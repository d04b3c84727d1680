// The thin embind layer the lab's Web Workers call: one call per map, errors as values.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "worldlab/eval.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/manifest.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/terrain_json.hpp"

namespace {

using emscripten::val;

// JavaScript numbers hold integers exactly up to 2^53; seeds beyond that cannot cross this boundary.
constexpr double kMaxExactSeed = 9007199254740992.0;

val result(bool ok, const std::string& error, val data) {
  val r = val::object();
  r.set("ok", ok);
  r.set("error", error);
  r.set("data", data);
  return r;
}

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

// {ok, error, data: Float64Array (a copy the caller owns, data[row * width + col])}.
val render_terrain(double seed, const std::string& params_json, double x0, double y0, double step, double width,
                   double height) {
  try {
    const auto j = nlohmann::json::parse(params_json, nullptr, false);
    if (j.is_discarded()) throw worldlab::InvalidArgument("params is not valid JSON");
    const worldlab::TerrainParams params = worldlab::terrain_params_from_json(j);
    const worldlab::Grid grid{x0, y0, step, side_from(width, "width"), side_from(height, "height")};
    worldlab::validate(grid);
    std::vector<double> out(grid.size());
    worldlab::fill_terrain(seed_from(seed), params, grid, out);
    // Copy out of the WASM heap so the caller can transfer the buffer to another thread.
    val data = val::global("Float64Array").new_(emscripten::typed_memory_view(out.size(), out.data()));
    return result(true, "", data);
  } catch (const std::exception& e) {
    return result(false, e.what(), val::global("Float64Array").new_(0));
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
  emscripten::function("terrainPresets", &terrain_presets);
  emscripten::function("hashField", &hash_field);
  emscripten::function("evalLine", &eval_line);
  emscripten::function("build", &build);
}
