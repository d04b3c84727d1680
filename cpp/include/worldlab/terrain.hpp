// The lesson's noise mode: one height field from basis, fBm, fold, warp, island mask and sea level, plus its named
// presets.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "worldlab/fractal.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/grid.hpp"

namespace worldlab {

// The plateau step: heights above `top` are cut to `top` with a rounded shoulder, so the high ground
// becomes one wide flat plain. Samples at least `smoothness` above `top` land exactly on `top` (a tie the
// Islands climate's land rank shares); within `smoothness` of it the shoulder bends below `top`, never
// above. The graph runs it as the "smooth_clamp" node after the island mask.
struct PlateauParams {
  static constexpr std::string_view kSchema = "plateau";
  bool on = false;          // off: the terrain graph has no plateau node at all
  double top = 0.25;        // level of the flat top, in the field's own units (about −1..1); 0..0.5 typical
  double smoothness = 0.1;  // width of the shoulder below and above `top`, in height units; 0.02..0.3 typical
};
// Lowest shoulder width accepted (height units): the smooth clamp divides by it.
inline constexpr double kMinPlateauSmoothness = 0.01;
template <class V>
void describe(V& v, PlateauParams& p) {
  v.field(p.on, {.id = "on", .type = ParamType::kBool, .description = "flatten the land above the top level"});
  v.field(p.top, {.id = "top",
                  .min = -2,
                  .max = 2,
                  .step = 0.01,
                  .unit = "height units",
                  .description = "level of the flat top: higher ground is cut down to it; 0..0.5 typical"});
  v.field(p.smoothness, {.id = "smoothness",
                         .min = kMinPlateauSmoothness,
                         .max = 1,
                         .step = 0.01,
                         .unit = "height units",
                         .description = "width of the rounded shoulder at the top's edge; 0.02..0.3 typical"});
}

// Every knob of the noise mode. The map is addressed in map units: (u, v) in 0..1 spans the whole
// map, and the noise is sampled at (u · frequency, v · frequency).
struct TerrainParams {
  static constexpr std::string_view kSchema = "terrain";
  double frequency = 3.0;  // cycles of the first octave across the map; 0.5..16 typical
  FbmParams fbm{6, 0.5, 2.0, Basis::kSimplex, Fold::kNone};
  Fractal fractal = Fractal::kFbm;  // fBm, or Musgrave's ridged multifractal
  MusgraveParams musgrave{};
  Fold shape = Fold::kNone;       // fold of the final value (the tutorial's warp-lab "shape")
  WarpParams warp{1.0, 0.35, 0};  // levels 0 = no warp; the warp lab starts at strength 1, frequency 0.35
  bool island = false;            // apply the island mask
  IslandMask mask{};
  PlateauParams plateau{};  // off by default: no plateau node, the graph as without it
  double sea_level = 0.0;   // heights above it are land, in the field's own units (about −1..1)
};

// Smallest first-octave frequency accepted (cycles across the map).
inline constexpr double kMinTerrainFrequency = 0x1p-20;

template <class V>
void describe(V& v, TerrainParams& p) {
  v.field(p.frequency, {.id = "frequency",
                        .min = kMinTerrainFrequency,
                        .max = 1024,
                        .step = 0.25,
                        .unit = "cycles across the map",
                        .description = "size of the first octave's features; 0.5..16 typical"});
  v.group("fbm", p.fbm);
  v.field(p.fractal, {.id = "fractal",
                      .type = ParamType::kChoice,
                      .description = "fBm, or Musgrave's ridged multifractal",
                      .choices = kFractalNames});
  v.group("musgrave", p.musgrave);
  v.field(p.shape,
          {.id = "shape", .type = ParamType::kChoice, .description = "fold of the final value", .choices = kFoldNames});
  v.group("warp", p.warp);
  v.field(p.island, {.id = "island", .type = ParamType::kBool, .description = "sink the map's edges into the sea"});
  v.group("mask", p.mask);
  v.group("plateau", p.plateau);
  v.field(p.sea_level, kSeaLevelInfo);
}

void validate(const TerrainParams& params);

// The noise mode as a graph: fBm (or Musgrave) of the basis, read through the domain warp (when levels
// > 0) at (u, v) · frequency, then the shape fold, the island mask at (u, v) and the plateau. Outputs: the
// main output and "height" are the height; "land" is 1 above the sea level. Node ids: noise, warped,
// scaled, shaped, masked, plateau, land (only the ones the parameters use). Validates the parameters first.
GraphSpec terrain_graph(const TerrainParams& params);

// out[row · width + col] = the height at the grid's (u, v) (map units), through terrain_graph; its blocks
// are split over `tasks` (tasks.hpp) and the result does not depend on it.
void fill_terrain(std::int64_t seed, const TerrainParams& params, const Grid& grid, std::span<double> out,
                  const TaskSystem& tasks = default_task_system());

// Share of samples strictly above the sea level, 0..1.
double land_share(std::span<const double> heights, double sea_level) noexcept;

// A named preset: shared by the tests, the benchmarks, the manifest and the lab.
struct TerrainPreset {
  std::string_view id;           // stable identifier used in URLs and JSON
  std::string_view description;  // one line, English (the lab translates by id)
  TerrainParams params;
};

// All presets, in a fixed order.
std::span<const TerrainPreset> terrain_presets() noexcept;
// The preset with this id, or nullptr.
const TerrainPreset* find_terrain_preset(std::string_view id) noexcept;
// Every preset id, in order: the choices of a parameter that names a preset.
std::span<const std::string_view> terrain_preset_ids() noexcept;

// The lab's default view of a map: 256 × 256 samples covering u, v in [0, 1).
Grid default_map_grid(int side = 256) noexcept;

}  // namespace worldlab
