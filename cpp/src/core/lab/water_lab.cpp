// The water lab's map (lab 12): an Islands recipe's terrain and rain, eroded and routed by the water module.
#include "worldlab/water_lab.hpp"

#include "worldlab/graph.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"

namespace worldlab::lab {

void validate(const WaterLabParams& p) { validate_fields(p); }

water::ErosionParams water_lab_erosion(const WaterLabParams& p, double sea_level) {
  water::ErosionParams e;
  e.steps = static_cast<int>(p.steps);
  e.dt = 1.0;
  e.k = p.k;
  e.m = p.m;
  e.n = 1.0;
  e.uplift = p.uplift;
  e.diffusion = p.diffusion;
  e.sea_level = sea_level;
  water::validate(e);
  return e;
}

WaterLabTerrain water_lab_terrain(std::int64_t seed, const WaterLabParams& p, int side) {
  validate(p);
  WaterLabTerrain t;
  t.side = side;
  if (!p.islands_rain) {
    // Uniform rain needs the terrain alone: the Islands map's height is terrain_graph's main output over
    // default_map_grid (make_recipe_map's "height"), and its threshold is the preset's sea level. Its two
    // climate noises and climate passes would cost about twice the terrain (lab 12 in WASM: 22 ms against 7).
    const TerrainPreset* preset = find_terrain_preset(p.terrain_preset);
    if (!preset) throw InvalidArgument("unknown terrain preset '" + std::string(p.terrain_preset) + "'");
    if (side < 1 || side > islands::kMaxSide)
      throw InvalidArgument("n must be 1.." + std::to_string(islands::kMaxSide));
    t.height.resize(static_cast<std::size_t>(side) * static_cast<std::size_t>(side));
    fill_graph(CompiledGraph(terrain_graph(preset->params), seed), default_map_grid(side), t.height);
    t.sea_level = preset->params.sea_level;
    t.rain.assign(t.height.size(), p.rain);
    return t;
  }
  islands::Recipe recipe;  // the core's default recipe (west wind) on the lab's terrain
  recipe.terrain_preset = p.terrain_preset;
  const islands::ClimateMap map = islands::make_recipe_map(seed, recipe, side);
  t.height = map.height;
  t.sea_level = map.threshold;
  t.rain.resize(map.height.size());
  for (std::size_t i = 0; i < t.rain.size(); ++i) t.rain[i] = p.rain * map.moisture[i];
  return t;
}

WaterRouting water_lab_route(int side, std::span<const double> height, std::span<const double> rain, double sea_level,
                             const TaskSystem& tasks) {
  const water::RasterShape shape{static_cast<std::uint32_t>(side), static_cast<std::uint32_t>(side), 1.0 / side};
  water::validate(shape);
  if (height.size() != shape.cells()) throw InvalidArgument("height must hold side² values");
  WaterRouting r;
  r.filled.resize(shape.cells());
  r.receivers.resize(shape.cells());
  r.stack.resize(shape.cells());
  r.area.resize(shape.cells());
  r.basins.resize(shape.cells());
  water::route_flow(shape, height, {r.filled, r.receivers, r.stack}, sea_level, tasks);
  water::accumulate(shape, r.receivers, r.stack, rain, r.area);
  water::basins(r.receivers, r.stack, r.basins);
  return r;
}

WaterLabMap water_lab_map(std::int64_t seed, const WaterLabParams& p, int side, const TaskSystem& tasks) {
  WaterLabMap out;
  out.terrain = water_lab_terrain(seed, p, side);
  const water::RasterShape shape{static_cast<std::uint32_t>(side), static_cast<std::uint32_t>(side), 1.0 / side};
  water::erode(shape, out.terrain.height, out.terrain.rain, water_lab_erosion(p, out.terrain.sea_level), tasks);
  out.routing = water_lab_route(side, out.terrain.height, out.terrain.rain, out.terrain.sea_level, tasks);
  return out;
}

}  // namespace worldlab::lab
