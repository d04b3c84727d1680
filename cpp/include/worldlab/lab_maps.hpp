// Batch maps for the browser lab's labs 4–6 and 10: thin compositions of the climate, regions and graph cores
// over a grid, one call per map. Nothing here is a new algorithm: each sample is exactly what the
// single-sample functions (climate_at, pick_biome, cell_blend, region_biomes, blend_rgb, the graph's
// node fields) give at that point; tests/test_lab_maps.cpp checks it sample by sample.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "worldlab/climate.hpp"
#include "worldlab/endless.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/regions.hpp"
#include "worldlab/terrain.hpp"

namespace worldlab::lab {

// ---------- lab 4: climate → biomes ----------

// The lab's world: the height is a terrain (map units u, v in 0..1 span the map) and the climate is read
// at world position · climate_scale, where world position = (u, v) · world_size (the tutorial's pixels).
struct ClimateLabParams {
  static constexpr std::string_view kSchema = "climate_lab";
  TerrainParams terrain{};          // the height field; land where height > 0 (the tutorial's sea level)
  double world_size = 320.0;        // world units across the map (u = 1); finite, > 0
  double climate_scale = 0.004;     // the tutorial's usage: climateAt(heat, wet, x · 0.004, y · 0.004, height)
  TutorialClimateParams climate{};  // chill, octaves
  std::vector<double> heat_limits = BiomeTable{}.heat_limits;  // the biome table's lines (validate_limits)
  std::vector<double> wet_limits = BiomeTable{}.wet_limits;
};
template <class V>
void describe(V& v, ClimateLabParams& p) {
  v.group("terrain", p.terrain);
  v.field(p.world_size, {.id = "world_size",
                         .min = 1e-9,
                         .max = 1e9,
                         .step = 10,
                         .unit = "world units",
                         .description = "world units across the map (the tutorial's pixels)"});
  v.field(p.climate_scale, {.id = "climate_scale",
                            .min = 1e-9,
                            .max = 100,
                            .step = 0.0005,
                            .unit = "cycles per world unit",
                            .description = "climate noise frequency (the tutorial's 0.004)"});
  v.group("climate", p.climate);
  v.field(p.heat_limits, kHeatLimitsInfo);
  v.field(p.wet_limits, kWetLimitsInfo);
}
void validate(const ClimateLabParams& params);

// The lab's world as a graph over map units (u, v): the terrain's graph, the tutorial's temperature and
// moisture at (u, v) · world_size · climate_scale (heat seed + 1, wet seed + 2), the biome table's cell
// where the height is above 0 and −1 elsewhere. Outputs "height", "temperature", "moisture", "biome".
GraphSpec climate_lab_graph(const ClimateLabParams& params);

// The four outputs of climate_lab_graph over the grid (map units); every buffer holds grid.size() values.
// The graph's blocks are split over `tasks` (tasks.hpp); the result does not depend on it.
void fill_climate_lab(std::int64_t seed, const ClimateLabParams& params, const Grid& grid, std::span<double> height,
                      std::span<double> temperature, std::span<double> moisture, std::span<double> biome,
                      const TaskSystem& tasks = default_task_system());

// ---------- lab 5: Voronoi regions ----------

// The tutorial's Lab #4: sites = make_sites(count, width, height, seed); the wobble noise is
// Simplex(seed + wobble_seed_offset); each region's biome is region_biome_at its site (height 0);
// a sample's colour is blend_rgb(colour of second, colour of nearest, weight) from cell_blend.
struct RegionLabParams {
  static constexpr std::string_view kSchema = "region_lab";
  std::int64_t count = 45;
  double width = 320.0;  // the area the sites are scattered over, world units
  double height = 240.0;
  CellBlendParams blend{};
  RegionClimateParams climate{};
  std::int64_t wobble_seed_offset = 3;
};
template <class V>
void describe(V& v, RegionLabParams& p) {
  v.field(p.count, {.id = "count",
                    .type = ParamType::kInteger,
                    .min = 1,
                    .max = static_cast<double>(kMaxSites),
                    .step = 1,
                    .description = "number of regions (Voronoi sites)"});
  v.field(p.width, {.id = "width",
                    .min = 0,
                    .max = kMaxSiteSpan,
                    .step = 10,
                    .unit = "world units",
                    .description = "width of the area the sites are scattered over"});
  v.field(p.height, {.id = "height",
                     .min = 0,
                     .max = kMaxSiteSpan,
                     .step = 10,
                     .unit = "world units",
                     .description = "height of that area"});
  v.group("blend", p.blend);
  v.group("climate", p.climate);
  v.field(p.wobble_seed_offset, kWobbleSeedOffsetInfo);
}
void validate(const RegionLabParams& params);

struct RegionLab {
  std::vector<Site> sites;
  std::vector<int> biomes;  // one per site, indices into tutorial_biome_table()
};
// rgb[3 · i + c] is channel c (0..255, unrounded) of sample i; the grid is in world units. The rows are
// split over `tasks` (tasks.hpp); the result does not depend on it.
RegionLab fill_region_lab(std::int64_t seed, const RegionLabParams& params, const Grid& grid, std::span<double> rgb,
                          const TaskSystem& tasks = default_task_system());
// The same, and region[i]: the index (into sites) of sample i's nearest region after the wobble (cell_blend's
// `nearest`), for the page's probe. `region` must hold grid.size() values.
RegionLab fill_region_lab(std::int64_t seed, const RegionLabParams& params, const Grid& grid, std::span<double> rgb,
                          std::span<double> region, const TaskSystem& tasks = default_task_system());

// ---------- lab 10: seeds and streams (cpp/src/core/lab/seeds_lab.cpp) ----------

// `count` draws of mulberry32 seeded with the seed's low 32 bits (the manifest's mulberry32/seed=S for 4096).
std::vector<double> mulberry_draws(std::int64_t seed, std::size_t count);

// stream_seed(seed, system, cx, cy) for the five systems (terrain 1 … caves 5), each over `side` × `side` chunks
// cx, cy = −side/2 .. side/2 − 1, row by row, one system after the other (the manifest's stream_seed/seed=S for 16).
std::vector<double> stream_seed_map(std::int64_t seed, int side);

// The order a map's columns × rows chunks are made in (chunk index = row · columns + column):
// rows, columns (column by column), reverse (rows from the last chunk back) or shuffled (Fisher–Yates with
// mulberry32 seeded with shuffle_seed's low 32 bits, j = floor(draw · (i + 1)) for i = n − 1 .. 1).
enum class ChunkOrder { kRows, kColumns, kReverse, kShuffled };
ChunkOrder chunk_order_from(std::string_view name);  // throws InvalidArgument on an unknown name
std::vector<int> chunk_order(ChunkOrder order, std::int64_t shuffle_seed, int columns, int rows);

// The endless regions map (nearest biome · 16 + second biome, as the manifest's endless.biomes) made chunk by chunk
// in `order` (every chunk index once): each chunk is its own fill_endless_regions call over its part of the grid,
// knowing nothing of the others. grid.width and grid.height must be multiples of columns and rows.
void fill_endless_chunks(std::int64_t seed, const EndlessRegionParams& params, const Grid& grid, int columns, int rows,
                         std::span<const int> order, std::span<double> out);

// Two chunks of the terrain map (side/2 × side samples each, map units, step 1/side) made apart and put side by
// side: in world coordinates (local = false: the right chunk starts at u = 1/2), which is fill_terrain over
// default_map_grid(side) bit for bit, or each starting at u = 0 (the mistake). The mean |jump| between columns
// seam − 1 and seam (seam = side/2) over all rows, and the same between the two columns left of it.
struct SeamJumps {
  double seam = 0;
  double neighbour = 0;
};
SeamJumps fill_seam_chunks(std::int64_t seed, const TerrainParams& params, int side, bool local, std::span<double> out);

}  // namespace worldlab::lab
