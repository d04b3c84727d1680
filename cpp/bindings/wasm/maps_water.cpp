// Entries of the water lab (12): the lab's map (terrain eroded, then routed), its terrain before erosion, the routing
// of any height map and a few erosion steps on one, for the page's step-by-step animation.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "entries.hpp"
#include "worldlab/request_budget.hpp"

namespace worldlab::wasm {

namespace {

// The buffers of samples a water request holds at once (request_budget.hpp): the Islands map's 20 with the terrain
// and rain taken from it; later the erosion's and routing's 10, the 5 answers and their copy.
constexpr std::uint64_t kWaterMapLayers = 24;

// A square map's side from its sample count (height maps come back from the page as they left).
int square_side(std::size_t samples, std::string_view name) {
  const auto side = static_cast<std::size_t>(std::llround(std::sqrt(static_cast<double>(samples))));
  if (side == 0 || side * side != samples || side > static_cast<std::size_t>(kMaxGridSide))
    throw InvalidArgument(std::string(name) + " must hold side² values, side 1.." + std::to_string(kMaxGridSide));
  return static_cast<int>(side);
}

// The numbers of a Float64Array argument (anything else would throw in JavaScript, past the entry's guard).
std::vector<double> samples_of(const SamplesArg& samples, std::string_view name) {
  if (!samples.value.instanceof (val::global("Float64Array")))
    throw InvalidArgument(std::string(name) + " must be a Float64Array");
  return read_samples(samples);
}

// filled | area | receivers | basins after `height`, or height | filled | area | receivers | basins.
val routing_result(const std::vector<double>* height, const lab::WaterRouting& r) {
  const std::size_t cells = r.filled.size();
  const std::size_t planes = height ? 5 : 4;
  std::vector<double> out(planes * cells);
  std::size_t at = 0;
  if (height) at = std::copy(height->begin(), height->end(), out.begin()) - out.begin();
  std::copy(r.filled.begin(), r.filled.end(), out.begin() + static_cast<std::ptrdiff_t>(at));
  std::copy(r.area.begin(), r.area.end(), out.begin() + static_cast<std::ptrdiff_t>(at + cells));
  for (std::size_t i = 0; i < cells; ++i) {
    out[at + 2 * cells + i] = r.receivers[i];
    out[at + 3 * cells + i] = r.basins[i];
  }
  return ok_result(to_float64_array(out));
}

}  // namespace

val render_water(double seed, ParamsArg<lab::WaterLabParams> params, double side) {
  const lab::WaterLabParams p = read_params(params);
  const int n = side_from(side, "side");
  check_request_memory("renderWater", static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n), kWaterMapLayers);
  const lab::WaterLabMap map = lab::water_lab_map(seed_from(seed), p, n);
  val r = routing_result(&map.terrain.height, map.routing);
  r.set("sea_level", map.terrain.sea_level);
  return r;
}

val water_terrain(double seed, ParamsArg<lab::WaterLabParams> params, double side) {
  const lab::WaterLabParams p = read_params(params);
  const int n = side_from(side, "side");
  check_request_memory("waterTerrain", static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n), kWaterMapLayers);
  const lab::WaterLabTerrain t = lab::water_lab_terrain(seed_from(seed), p, n);
  std::vector<double> out(t.height);
  out.insert(out.end(), t.rain.begin(), t.rain.end());
  val r = ok_result(to_float64_array(out));
  r.set("sea_level", t.sea_level);
  return r;
}

val water_route(SamplesArg height, SamplesArg rain, double sea_level) {
  const std::vector<double> h = samples_of(height, "height");
  const int n = square_side(h.size(), "height");
  check_request_memory("waterRoute", h.size(), kWaterMapLayers);
  const std::vector<double> w = samples_of(rain, "rain");
  if (!w.empty() && w.size() != h.size()) throw InvalidArgument("rain must be empty or hold as many values as height");
  return routing_result(nullptr, lab::water_lab_route(n, h, w, sea_level));
}

val water_erode_steps(SamplesArg height, SamplesArg rain, double sea_level, ParamsArg<lab::WaterLabParams> params,
                      double steps) {
  std::vector<double> h = samples_of(height, "height");
  const int n = square_side(h.size(), "height");
  check_request_memory("waterErodeSteps", h.size(), kWaterMapLayers);
  const std::vector<double> w = samples_of(rain, "rain");
  if (!w.empty() && w.size() != h.size()) throw InvalidArgument("rain must be empty or hold as many values as height");
  lab::WaterLabParams p = read_params(params);
  if (!(steps >= 0 && steps <= 2000 && steps == std::floor(steps)))
    throw InvalidArgument("steps must be an integer 0..2000");
  p.steps = static_cast<std::int64_t>(steps);
  const water::RasterShape shape{static_cast<std::uint32_t>(n), static_cast<std::uint32_t>(n), 1.0 / n};
  water::erode(shape, h, w, lab::water_lab_erosion(p, sea_level), default_task_system());
  return routing_result(&h, lab::water_lab_route(n, h, w, sea_level));
}

}  // namespace worldlab::wasm
