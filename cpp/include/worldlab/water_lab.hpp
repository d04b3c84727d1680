// The water lab's map (lab 12): an Islands recipe's terrain and rain, eroded by the stream-power law and routed
// (water.hpp). A thin composition: nothing here is a new algorithm.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "worldlab/schema.hpp"
#include "worldlab/tasks.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/water.hpp"

namespace worldlab::lab {

// The lab's world is the unit square of map units (cell_size 1 / side), as the graph preset eroded-islands: heights
// are the terrain preset's, areas are in map units², one time unit per step, slope exponent n = 1.
struct WaterLabParams {
  static constexpr std::string_view kSchema = "water_lab";
  std::string_view terrain_preset = "islands";  // a worldlab terrain preset id (lab 7's terrains)
  bool islands_rain = false;  // rain = the Islands climate's moisture (the core's default recipe: west wind) × rain
  double rain = 1.0;          // water per unit area (uniform, or the scale of the Islands moisture)
  std::int64_t steps = 40;    // erosion steps before the map is routed
  double k = 0.01;            // erodibility K
  double m = 0.5;             // area exponent m
  double uplift = 0.0005;     // U, height per step
  double diffusion = 2e-7;    // hillslope diffusivity Kd, map units² per step
};
template <class V>
void describe(V& v, WaterLabParams& p) {
  v.field(p.terrain_preset, {.id = "terrain_preset",
                             .type = ParamType::kChoice,
                             .description = "the terrain preset that is eroded (its sea level is the base level)",
                             .choices = terrain_preset_ids()});
  v.field(p.islands_rain, {.id = "islands_rain",
                           .type = ParamType::kBool,
                           .description = "rain where the Islands climate's wind and moisture put it (off: the same "
                                          "rain everywhere)"});
  v.field(p.rain, {.id = "rain",
                   .min = 0.05,
                   .max = 10,
                   .step = 0.05,
                   .description = "water each cell adds per unit area: the discharge is the rain summed upstream"});
  v.field(p.steps, {.id = "steps",
                    .type = ParamType::kInteger,
                    .min = 0,
                    .max = 2000,
                    .step = 1,
                    .description = "erosion time steps (each routes the water again)"});
  v.field(p.k, {.id = "k", .min = 0, .max = 1, .step = 0.001, .description = "erodibility K in dh/dt = U - K A^m S"});
  v.field(p.m, {.id = "m", .min = 0, .max = 2, .step = 0.05, .description = "drainage-area exponent m (n = 1)"});
  v.field(p.uplift, {.id = "uplift",
                     .min = 0,
                     .max = 0.1,
                     .step = 0.0001,
                     .unit = "height per step",
                     .description = "uplift U added to every land cell each step"});
  v.field(p.diffusion, {.id = "diffusion",
                        .min = 0,
                        .max = 1e-4,
                        .step = 1e-7,
                        .unit = "map units squared per step",
                        .description = "hillslope diffusivity: rounds ridges and fills gullies"});
}
void validate(const WaterLabParams& params);

// The erosion the lab runs at `side` (cell_size 1 / side, dt 1, n 1), with its sea level.
water::ErosionParams water_lab_erosion(const WaterLabParams& params, double sea_level);

// The lab's terrain before erosion: heights, the rain per cell and the sea level (the preset's).
struct WaterLabTerrain {
  int side = 0;
  std::vector<double> height, rain;
  double sea_level = 0.0;
};
WaterLabTerrain water_lab_terrain(std::int64_t seed, const WaterLabParams& params, int side);

// One routed surface: the minimax fill, receivers, drainage area (× rain) and the outlet of each cell.
struct WaterRouting {
  std::vector<double> filled, area;
  std::vector<std::uint32_t> receivers, stack, basins;
};
WaterRouting water_lab_route(int side, std::span<const double> height, std::span<const double> rain, double sea_level,
                             const TaskSystem& tasks = default_task_system());

// The lab's map: the terrain eroded params.steps steps (height, in place of the input), then routed.
struct WaterLabMap {
  WaterLabTerrain terrain;  // height: after erosion
  WaterRouting routing;
};
WaterLabMap water_lab_map(std::int64_t seed, const WaterLabParams& params, int side,
                          const TaskSystem& tasks = default_task_system());

}  // namespace worldlab::lab
