// The hero world: simplex height → domain warp → climate → Voronoi region biomes → trees, one call for a seed.
#pragma once

#include <cstdint>
#include <vector>

#include "worldlab/endless.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/placement.hpp"

namespace worldlab {

struct WorldParams {
  static constexpr std::string_view kSchema = "world";
  double height_scale = 0.004;    // height noise cycles per world unit (continents ~250 units across); 0.0005..0.05
  FbmParams fbm{5};               // the height fBm (tutorial simplex, offsets and normalisation)
  WarpParams warp{1.0, 0.35, 1};  // the tutorial's warp lab start: strength 1, frequency 0.35, one level
  double sea_level = -0.05;       // heights at or below are water (no biome, no trees); about −1..1
  EndlessRegionParams regions{};  // region cells, wobble, blend and the climate lookup at each site
  PlacementParams trees{};        // spacing per biome, placement chunk size
};
template <class V>
void describe(V& v, WorldParams& p) {
  v.field(p.height_scale, {.id = "height_scale",
                           .min = 1e-9,
                           .max = 1,
                           .step = 0.0005,
                           .unit = "cycles per world unit",
                           .description = "frequency of the height noise (0.004: continents about 250 units across)"});
  v.group("fbm", p.fbm);
  v.group("warp", p.warp);
  v.field(p.sea_level, kSeaLevelInfo);  // water has no biome and no trees
  v.group("regions", p.regions);
  v.group("trees", p.trees);
}
void validate(const WorldParams& params);

// Every layer of a generated map, out[row · width + col] for the grids.
struct WorldMap {
  Grid grid;
  std::vector<double> height;       // warped fBm, about −1..1
  std::vector<double> temperature;  // climate at the sample (0..1), chilled by height
  std::vector<double> moisture;     // 0..1
  std::vector<std::int32_t> biome;  // the nearest region's biome (0..8), −1 for water
  std::vector<double> weight;       // how much of the nearest region (0.5 on a border .. 1)
  std::vector<std::uint8_t> rgb;    // 3 bytes a sample: blended region colours, water shaded by depth
  std::vector<PlacedPoint>
      trees;  // every tree inside the grid's area, by placement chunk (row-major), then generation order
};

// The most placement chunks one area's trees are placed over (world_trees, generate_world): 65,536, e.g. 256 × 256
// chunks of 128 units, a 16384² view at the lab's step 2. The chunks are made in blocks of kMaxPlacementChunks, so
// memory holds the area's trees and one block's candidates. A larger area is refused with InvalidArgument naming
// this limit (it used to get no trees, silently: issue 27); split it (the CLI's `tiles --points`).
inline constexpr std::int64_t kMaxWorldTreeChunks = std::int64_t{1} << 16;

// One call for a seed. The height at (x, y) is domain_warp(Simplex(seed), x · s, y · s); the climate is
// the tutorial's climateAt at (x, y) · climate.scale with that height; the regions are endless
// Voronoi cells whose biome is the climate at their site (with the height there); colours blend the
// two nearest regions; trees are Poisson-disk points per biome on land. Any viewport of the same
// seed shows the same world: nothing depends on the grid except where it samples. The graph's blocks
// and the placement chunks are split over `tasks` (tasks.hpp); the result does not depend on it. The trees are
// world_trees over the grid's extent: an extent beyond kMaxWorldTreeChunks chunks is InvalidArgument (unless every
// spacing is 0: no trees, any extent).
WorldMap generate_world(std::int64_t seed, const Grid& grid, const WorldParams& params = {},
                        const TaskSystem& tasks = default_task_system());
// The same map without trees (trees empty, any extent): the ground of a view whose trees are asked for apart, or
// not at all (the CLI's streamed render, hashes, tiles).
WorldMap generate_world_ground(std::int64_t seed, const Grid& grid, const WorldParams& params = {},
                               const TaskSystem& tasks = default_task_system());

// The hero world's trees with x_min <= x <= x_max and y_min <= y <= y_max (world units): the Poisson-disk points
// of every placement chunk whose points can fall in that area, chunk after chunk (row-major), each chunk's points in
// the order they were made, a tree's biome the world's region biome under it. generate_world's trees are these over
// its grid's extent [grid.x(0), grid.x(width − 1)] × [grid.y(0), grid.y(height − 1)]. Chunks are 64-bit
// (placement.hpp), so any area within ±1e15 world units has its trees. InvalidArgument for bounds that are not
// finite, min > max, or an area over more than kMaxWorldTreeChunks chunks (with every spacing 0: no trees, no
// error). A chunk's points do not depend on the area asked for, so the trees of two areas agree where they
// overlap: the trees of a partition of an area into half-open boxes are the area's, each once. The chunks are
// split over `tasks`; the result does not depend on it.
std::vector<PlacedPoint> world_trees(std::int64_t seed, const WorldParams& params, double x_min, double x_max,
                                     double y_min, double y_max, const TaskSystem& tasks = default_task_system());

// The hero world as a graph (what generate_world evaluates). Outputs: "height" (the main output),
// "temperature", "moisture", "biome" (−1 on water), "weight", "red", "green", "blue" (the map's bytes)
// and "tree_biome" (the unwobbled nearest region's biome on land, −1 on water: what placement asks).
GraphSpec world_graph(const WorldParams& params = {});

}  // namespace worldlab
