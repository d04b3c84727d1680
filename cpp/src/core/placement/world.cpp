// The hero world: height, climate, region biomes, blended colours and trees for one seed and viewport.
#include "worldlab/world.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <memory>

#include "worldlab/batch.hpp"
#include "worldlab/biome_table.hpp"
#include "worldlab/climate.hpp"
#include "worldlab/regions.hpp"

namespace worldlab {

void validate(const WorldParams& p) {
  validate_fields(p);
  validate(p.trees);  // the cross-field rule: each spacing within the chunk size
}

namespace {

// A node's parameters from a params struct, keyed by the schema's ids (the node lists the same fields).
template <class S>
void put(NodeSpec& node, const S& params) {
  for (const ParamEntry& e : collect_params(params)) node.params[std::string(e.info.id)] = e.info.default_value;
}

NodeSpec region_biome(std::string id, const WorldParams& p, bool second, bool wobbled) {
  NodeSpec n{std::move(id),
             "region_biome",
             {{"which", second ? 1.0 : 0.0}, {"wobbled", wobbled ? 1.0 : 0.0}},
             {{"height", "height"}},
             {}};
  put(n, p.regions);
  return n;
}

}  // namespace

namespace {

// What placement asks of the world at a candidate point: the graph's "tree_biome" output (world_graph), computed
// directly, one point at a time, with the same functions in the same order: select(height > sea_level ?
// tree_region : −1), where tree_region is the biome of the (unwobbled) nearest region, the climate at its site
// chilled by the height there. A region's biome is a pure function of its cell, so each is computed once per
// lookup object (the candidates of a chunk fall in a handful of regions), and the sites come from one window
// over the whole area. tests/test_placement.cpp checks it against the graph at every SIMD level.
class LandBiome {
 public:
  LandBiome(std::int64_t seed, const WorldParams& p, const SiteWindow& window)
      : p_(p), terrain_(seed), regions_(seed, p.regions), climate_(seed), window_(window) {}
  int operator()(double x, double y) {
    if (!(height(x, y) > p_.sea_level)) return -1;  // the graph's select: test > level, else the water's −1
    const EndlessNearest hit = regions_.nearest_two(x, y, window_);
    const auto [it, fresh] = biome_of_.try_emplace({hit.nearest_i, hit.nearest_j}, 0);
    if (fresh) {
      const Site s = hit.nearest_site;
      it->second = region_biome_at(climate_, s.x, s.y, height(s.x, s.y), p_.regions.climate);
    }
    return it->second;
  }

 private:
  // The graph's "height": domain_warp of the height fBm at (x, y) · height_scale.
  double height(double x, double y) const {
    return domain_warp(terrain_, x * p_.height_scale, y * p_.height_scale, p_.warp, p_.fbm);
  }
  WorldParams p_;
  NoiseTable terrain_;
  EndlessRegions regions_;
  ClimateTables climate_;
  const SiteWindow& window_;
  std::map<std::pair<std::int64_t, std::int64_t>, int> biome_of_;  // looked up by cell, never iterated
};

// The ground of the world (world_graph's layers height, temperature, moisture, biome, weight, red, green, blue)
// in one pass: the same functions on the same values as the graph's nodes, in batches, but the wobbled region
// lookup done once per sample where the graph's nearest, second and weight nodes each do their own, and the
// height and biome of a region's site once per run of samples in that region. `layers` holds the eight layers one
// after the other, grid.size() values each. tests/test_placement.cpp checks it against the graph, layer by layer.
void fill_world_ground(std::int64_t seed, const Grid& grid, const WorldParams& p, std::span<double> layers,
                       const TaskSystem& tasks) {
  const std::size_t n = grid.size(), width = static_cast<std::size_t>(grid.width);
  const NoiseTable terrain(seed);
  const ClimateTables climate(seed);
  const EndlessRegions regions(seed, p.regions);
  const TutorialClimateParams air{p.regions.climate.chill};  // the temperature and moisture nodes' climate
  const double s = p.height_scale, scale = p.regions.climate.scale;
  double* const height = layers.data();
  double* const temperature = height + n;
  double* const moisture = temperature + n;
  double* const biome = moisture + n;
  double* const weight = biome + n;
  double* const rgb[3] = {weight + n, weight + 2 * n, weight + 3 * n};
  parallel_rows(tasks, static_cast<std::size_t>(grid.height), width, [&](std::size_t first, std::size_t end) {
    constexpr std::size_t kChunk = 256;
    double x[kChunk], y[kChunk], a[kChunk], b[kChunk], site_height[kChunk], near[kChunk], second[kChunk];
    EndlessNearest hits[kChunk];
    // The sites of these rows' lookups, computed once (as the graph's nodes do per block).
    double x_min = INFINITY, x_max = -INFINITY;
    for (int col : {0, grid.width - 1}) x_min = std::min(x_min, grid.x(col)), x_max = std::max(x_max, grid.x(col));
    const double y_a = grid.y(static_cast<int>(first)), y_b = grid.y(static_cast<int>(end - 1));
    const SiteWindow window(seed, p.regions,
                            cell_window_for(x_min, x_max, std::min(y_a, y_b), std::max(y_a, y_b),
                                            p.regions.blend.wobble, p.regions.cell_size));
    // The terrain height at each point's region site (z = 0): the first of a run of equal sites computed, the rest
    // copied (the same function of the same bits).
    const auto heights_at = [&](const double* sx, const double* sy, std::size_t m) {
      std::size_t distinct = 0;
      std::uint32_t head[kChunk];
      for (std::size_t k = 0; k < m; ++k) {
        if (k > 0 && sx[k] == sx[k - 1] && sy[k] == sy[k - 1] && std::signbit(sx[k]) == std::signbit(sx[k - 1]) &&
            std::signbit(sy[k]) == std::signbit(sy[k - 1])) {
          head[k] = head[k - 1];
          continue;
        }
        a[distinct] = sx[k] * s;
        b[distinct] = sy[k] * s;
        head[k] = static_cast<std::uint32_t>(distinct++);
      }
      double h[kChunk];
      domain_warp_points(terrain, p.warp, p.fbm, {a, distinct}, {b, distinct}, {h, distinct});
      for (std::size_t k = 0; k < m; ++k) site_height[k] = h[head[k]];
    };
    for (std::size_t row = first; row < end; ++row) {
      for (std::size_t c0 = 0; c0 < width; c0 += kChunk) {
        const std::size_t m = std::min(kChunk, width - c0), at = row * width + c0;
        for (std::size_t k = 0; k < m; ++k)
          x[k] = grid.x(static_cast<int>(c0 + k)), y[k] = grid.y(static_cast<int>(row));
        // height = domain_warp(x · s, y · s)
        for (std::size_t k = 0; k < m; ++k) a[k] = x[k] * s, b[k] = y[k] * s;
        domain_warp_points(terrain, p.warp, p.fbm, {a, m}, {b, m}, {height + at, m});
        // temperature and moisture: the climate at (x, y) · scale, chilled by the height here
        for (std::size_t k = 0; k < m; ++k) a[k] = x[k] * scale, b[k] = y[k] * scale;
        climate_points(climate, air, {a, m}, {b, m}, {height + at, m}, {temperature + at, m}, {moisture + at, m});
        // the wobbled lookup, once: both regions and the weight
        regions.blend_points(x, y, m, window, hits, weight + at);
        for (int which = 0; which < 2; ++which) {
          for (std::size_t k = 0; k < m; ++k) {
            const Site site = which == 0 ? hits[k].nearest_site : hits[k].second_site;
            a[k] = site.x, b[k] = site.y;
          }
          double sx[kChunk], sy[kChunk];
          std::copy(a, a + m, sx), std::copy(b, b + m, sy);
          heights_at(sx, sy, m);
          region_biome_points(climate, {sx, m}, {sy, m}, {site_height, m}, p.regions.climate,
                              {which == 0 ? near : second, m});
        }
        for (std::size_t k = 0; k < m; ++k) {
          const double h = height[at + k];
          biome[at + k] = h > p.sea_level ? near[k] : -1.0;  // the graph's select: water has no biome
          for (int c = 0; c < 3; ++c)
            rgb[c][at + k] = world_colour_channel(c, h, p.sea_level, near[k], second[k], weight[at + k]);
        }
      }
    }
  });
}

// The first and last placement chunk whose points can fall in lo..hi (world units) on one axis. Chunk c holds points
// with c · size <= v < c · size + size (both computed in double, as place_chunk_candidates tests them), so the
// range starts at the least c with c · size + size > lo and ends at the greatest with c · size <= hi: floor(v / size)
// is that chunk but for rounding at a chunk's edge, which the checks correct.
std::pair<std::int64_t, std::int64_t> chunk_span(double lo, double hi, double size, const char* axis) {
  const double limit = static_cast<double>(kMaxPlacementChunkIndex) - 2;
  double c0 = std::floor(lo / size), c1 = std::floor(hi / size);
  if (!(c0 >= -limit && c1 <= limit))
    throw InvalidArgument(std::string("trees: the area's ") + axis + " range reaches placement chunk " +
                          code_number(std::fabs(c0) > std::fabs(c1) ? c0 : c1) + "; chunks go to ±2^52");
  if ((c0 - 1) * size + size > lo) c0 -= 1;
  if (c0 * size + size <= lo) c0 += 1;
  if ((c1 + 1) * size <= hi) c1 += 1;
  if (c1 * size > hi) c1 -= 1;
  return {static_cast<std::int64_t>(c0), static_cast<std::int64_t>(c1)};  // whole numbers within ±2^52: exact
}

// The trees of an area (see world_trees).
std::vector<PlacedPoint> trees_in(std::int64_t seed, const WorldParams& p, double x_min, double x_max, double y_min,
                                  double y_max, const TaskSystem& tasks) {
  std::vector<PlacedPoint> trees;
  if (std::all_of(p.trees.spacing.begin(), p.trees.spacing.end(), [](double s) { return s == 0; }))
    return trees;  // nothing grows anywhere: no chunk to make, whatever the area
  for (double v : {x_min, x_max, y_min, y_max})
    if (!std::isfinite(v)) throw InvalidArgument("trees: the area's bounds must be finite");
  if (!(x_min <= x_max && y_min <= y_max)) throw InvalidArgument("trees: the area is empty (min > max)");
  const double size = p.trees.chunk_size;
  const auto [c0, c1] = chunk_span(x_min, x_max, size, "x");
  const auto [r0, r1] = chunk_span(y_min, y_max, size, "y");
  if (c1 < c0 || r1 < r0) return trees;
  const std::int64_t columns = c1 - c0 + 1, rows = r1 - r0 + 1;
  if (columns > kMaxWorldTreeChunks || rows > kMaxWorldTreeChunks || columns * rows > kMaxWorldTreeChunks)
    throw InvalidArgument("trees: the area spans " + std::to_string(columns) + " x " + std::to_string(rows) +
                          " placement chunks of " + code_number(size) +
                          " world units; one area is placed over at most " + std::to_string(kMaxWorldTreeChunks) +
                          " chunks (split it, e.g. into tiles)");
  // Blocks of at most kMaxPlacementChunks chunks, in row-major order of chunks: whole rows of chunks when a row fits
  // in a block, else pieces of one row, left to right. A chunk's points do not depend on the block it is made in.
  const std::int64_t block_columns = std::min(columns, kMaxPlacementChunks);
  const std::int64_t block_rows = std::max<std::int64_t>(1, kMaxPlacementChunks / columns);
  for (std::int64_t b0 = r0; b0 <= r1; b0 += block_rows) {
    const std::int64_t b1 = std::min(r1, b0 + block_rows - 1);
    for (std::int64_t a0 = c0; a0 <= c1; a0 += block_columns) {
      const std::int64_t a1 = std::min(c1, a0 + block_columns - 1);
      // The sites every candidate of these chunks can reach, computed once (read by every task; a speed-up only).
      const SiteWindow window(seed, p.regions,
                              cell_window_for(static_cast<double>(a0) * size, static_cast<double>(a1 + 1) * size,
                                              static_cast<double>(b0) * size, static_cast<double>(b1 + 1) * size, 0.0,
                                              p.regions.cell_size));
      // Each placement task looks biomes up with its own LandBiome (its memo is not shared between threads). One is
      // made here first, so that a seed the world's noises refuse throws on the calling thread.
      const LandBiome refused_here_first(seed, p, window);
      const auto land_biome = [&]() -> BiomeAt {
        auto lookup = std::make_shared<LandBiome>(seed, p, window);
        return [lookup](double x, double y) -> int { return (*lookup)(x, y); };
      };
      for (const PlacedPoint& t : place_chunks(seed, a0, b0, a1, b1, p.trees, land_biome, tasks))
        if (t.x >= x_min && t.x <= x_max && t.y >= y_min && t.y <= y_max) trees.push_back(t);
    }
  }
  return trees;
}

WorldMap world_ground(std::int64_t seed, const Grid& grid, const WorldParams& p, const TaskSystem& tasks) {
  validate(grid);
  validate(p);
  const std::size_t n = grid.size();
  std::vector<double> all(8 * n);  // height, temperature, moisture, biome, weight, red, green, blue
  fill_world_ground(seed, grid, p, all, tasks);
  const auto layer = [&](std::size_t k) { return std::span<const double>(all).subspan(k * n, n); };
  WorldMap m;
  m.grid = grid;
  m.height.assign(layer(0).begin(), layer(0).end());
  m.temperature.assign(layer(1).begin(), layer(1).end());
  m.moisture.assign(layer(2).begin(), layer(2).end());
  m.biome.resize(n);
  for (std::size_t i = 0; i < n; ++i) m.biome[i] = static_cast<std::int32_t>(layer(3)[i]);  // −1..8, exact
  m.weight.assign(layer(4).begin(), layer(4).end());
  m.rgb.resize(3 * n);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t c = 0; c < 3; ++c) m.rgb[3 * i + c] = static_cast<std::uint8_t>(layer(5 + c)[i]);  // 0..255
  return m;
}

}  // namespace

std::vector<PlacedPoint> world_trees(std::int64_t seed, const WorldParams& params, double x_min, double x_max,
                                     double y_min, double y_max, const TaskSystem& tasks) {
  validate(params);
  return trees_in(seed, params, x_min, x_max, y_min, y_max, tasks);
}

GraphSpec world_graph(const WorldParams& p) {
  validate(p);
  GraphSpec g;
  g.name = "hero-world";
  g.description = "The hero world: warped simplex height, the tutorial's climate, endless region biomes and colours";
  // height(x, y) = domainWarp(Simplex(seed), x · s, y · s): fBm read through the warp at the scaled point.
  NodeSpec noise{"height_noise", "fbm", {}, {}, {}};
  put(noise, p.fbm);
  NodeSpec warped{"height_warp", "domain_warp", {}, {{"input", "height_noise"}}, {}};
  put(warped, p.warp);
  put(warped, p.fbm);
  g.nodes.push_back(noise);
  g.nodes.push_back(warped);
  g.nodes.push_back({"height", "scale_position", {{"scale", p.height_scale}}, {{"input", "height_warp"}}, {}});
  // The climate at (x, y) · climate.scale, chilled by the height here (heat seed + 1, wet seed + 2).
  const TutorialClimateParams climate{p.regions.climate.chill};
  g.nodes.push_back(
      {"temperature",
       "temperature",
       {{"scale", p.regions.climate.scale}, {"chill", climate.chill}, {"octaves", climate.octaves}, {"seed_offset", 1}},
       {{"height", "height"}},
       {}});
  g.nodes.push_back({"moisture",
                     "moisture",
                     {{"scale", p.regions.climate.scale}, {"octaves", climate.octaves}, {"seed_offset", 2}},
                     {},
                     {}});
  // Regions: each region's biome is the climate at its site with the height there.
  g.nodes.push_back(region_biome("nearest", p, false, true));
  g.nodes.push_back(region_biome("second", p, true, true));
  NodeSpec weight{"weight", "region_weight", {}, {}, {}};
  put(weight, p.regions);
  g.nodes.push_back(weight);
  g.nodes.push_back({"water", "constant", {{"value", -1}}, {}, {}});
  // Water where the height is at or below the sea level: no biome.
  g.nodes.push_back({"biome",
                     "select",
                     {{"level", p.sea_level}},
                     {{"test", "height"}, {"above", "nearest"}, {"below", "water"}},
                     {}});
  const char* channels[] = {"red", "green", "blue"};
  for (int c = 0; c < 3; ++c)
    g.nodes.push_back({channels[c],
                       "region_colour",
                       {{"channel", static_cast<double>(c)}, {"sea_level", p.sea_level}},
                       {{"height", "height"}, {"nearest", "nearest"}, {"second", "second"}, {"weight", "weight"}},
                       {}});
  // Placement asks for the region under the point itself (no wobble), on land only.
  g.nodes.push_back(region_biome("tree_region", p, false, false));
  g.nodes.push_back({"tree_biome",
                     "select",
                     {{"level", p.sea_level}},
                     {{"test", "height"}, {"above", "tree_region"}, {"below", "water"}},
                     {}});
  g.output = "height";
  for (const char* layer :
       {"height", "temperature", "moisture", "biome", "weight", "red", "green", "blue", "tree_biome"})
    g.outputs[layer] = layer;
  return g;
}

WorldMap generate_world_ground(std::int64_t seed, const Grid& grid, const WorldParams& p, const TaskSystem& tasks) {
  return world_ground(seed, grid, p, tasks);
}

WorldMap generate_world(std::int64_t seed, const Grid& grid, const WorldParams& p, const TaskSystem& tasks) {
  WorldMap m = world_ground(seed, grid, p, tasks);
  const double x_min = std::min(grid.x(0), grid.x(grid.width - 1)), x_max = std::max(grid.x(0), grid.x(grid.width - 1));
  const double y_min = std::min(grid.y(0), grid.y(grid.height - 1)),
               y_max = std::max(grid.y(0), grid.y(grid.height - 1));
  m.trees = trees_in(seed, p, x_min, x_max, y_min, y_max, tasks);
  return m;
}

}  // namespace worldlab
