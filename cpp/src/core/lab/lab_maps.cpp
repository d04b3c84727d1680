// Batch maps for the browser lab: compositions of the climate, regions and graph cores over a grid.
#include "worldlab/lab_maps.hpp"

#include <algorithm>
#include <cmath>

#include "worldlab/biome_table.hpp"
#include "worldlab/site_index.hpp"

namespace worldlab::lab {

void validate(const ClimateLabParams& p) {
  validate_fields(p);
  validate_limits(p.heat_limits, "heat_limits");  // sorted ascending
  validate_limits(p.wet_limits, "wet_limits");
}

GraphSpec climate_lab_graph(const ClimateLabParams& p) {
  validate(p);
  GraphSpec g = terrain_graph(p.terrain);
  const std::string height = g.outputs.at("height");
  const double scale = p.world_size * p.climate_scale;  // map units → the tutorial's world → climate noise
  g.nodes.push_back({"temperature",
                     "temperature",
                     {{"scale", scale}, {"chill", p.climate.chill}, {"octaves", p.climate.octaves}, {"seed_offset", 1}},
                     {{"height", height}},
                     {}});
  g.nodes.push_back(
      {"moisture", "moisture", {{"scale", scale}, {"octaves", p.climate.octaves}, {"seed_offset", 2}}, {}, {}});
  g.nodes.push_back({"table",
                     "biome",
                     {},
                     {{"temperature", "temperature"}, {"moisture", "moisture"}},
                     {{"heat_limits", p.heat_limits}, {"wet_limits", p.wet_limits}}});
  g.nodes.push_back({"water", "constant", {{"value", -1}}, {}, {}});
  // The tutorial's sea level is 0: land where the height is above it.
  g.nodes.push_back(
      {"biome", "select", {{"level", 0}}, {{"test", height}, {"above", "table"}, {"below", "water"}}, {}});
  for (const char* layer : {"temperature", "moisture", "biome"}) g.outputs[layer] = layer;
  return g;
}

void fill_climate_lab(std::int64_t seed, const ClimateLabParams& p, const Grid& grid, std::span<double> height,
                      std::span<double> temperature, std::span<double> moisture, std::span<double> biome,
                      const TaskSystem& tasks) {
  validate(grid);
  for (const auto& [name, out] : {std::pair{"height", height}, std::pair{"temperature", temperature},
                                  std::pair{"moisture", moisture}, std::pair{"biome", biome}})
    if (out.size() != grid.size()) throw InvalidArgument(std::string(name) + " must hold grid.size() values");
  const CompiledGraph graph(climate_lab_graph(p), seed);
  const std::vector<std::string> layers = {graph.output_node("height"), "temperature", "moisture", "biome"};
  std::vector<double> all(4 * grid.size());
  fill_graph_nodes(graph, layers, grid, all, tasks);
  const std::size_t n = grid.size();
  std::copy(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(n), height.begin());
  std::copy(all.begin() + static_cast<std::ptrdiff_t>(n), all.begin() + static_cast<std::ptrdiff_t>(2 * n),
            temperature.begin());
  std::copy(all.begin() + static_cast<std::ptrdiff_t>(2 * n), all.begin() + static_cast<std::ptrdiff_t>(3 * n),
            moisture.begin());
  std::copy(all.begin() + static_cast<std::ptrdiff_t>(3 * n), all.end(), biome.begin());
}

void validate(const RegionLabParams& p) { validate_fields(p); }

RegionLab fill_region_lab(std::int64_t seed, const RegionLabParams& p, const Grid& grid, std::span<double> rgb,
                          const TaskSystem& tasks) {
  return fill_region_lab(seed, p, grid, rgb, {}, tasks);
}

RegionLab fill_region_lab(std::int64_t seed, const RegionLabParams& p, const Grid& grid, std::span<double> rgb,
                          std::span<double> region, const TaskSystem& tasks) {
  validate(p);
  validate(grid);
  if (rgb.size() != 3 * grid.size()) throw InvalidArgument("rgb must hold 3 values per sample");
  const bool regions = !region.empty();
  if (regions && region.size() != grid.size()) throw InvalidArgument("region must hold grid.size() values");
  RegionLab out;
  out.sites = make_sites(p.count, p.width, p.height, seed);
  const SiteIndex index(out.sites);
  const NoiseTable wobble(offset_seed(seed, p.wobble_seed_offset, "wobble noise"));
  const ClimateTables climate(seed);
  out.biomes = region_biomes(out.sites, climate, {}, p.climate);
  const BiomeTable& table = tutorial_biome_table();
  // The index, wobble table, biomes and colours are only read; each row writes its own samples' three channels.
  // cell_blend_points is cell_blend bit for bit, in chunks of a row through the batch kernels.
  const auto width = static_cast<std::size_t>(grid.width);
  parallel_rows(tasks, static_cast<std::size_t>(grid.height), width, [&](std::size_t first, std::size_t end) {
    constexpr std::size_t kChunk = 256;
    double xs[kChunk], ys[kChunk];
    CellBlend blends[kChunk];
    for (std::size_t row = first; row < end; ++row) {
      const double y = grid.y(static_cast<int>(row));
      for (std::size_t c0 = 0; c0 < width; c0 += kChunk) {
        const std::size_t m = std::min(kChunk, width - c0);
        for (std::size_t k = 0; k < m; ++k) xs[k] = grid.x(static_cast<int>(c0 + k)), ys[k] = y;
        cell_blend_points(index, wobble, p.blend, {xs, m}, {ys, m}, {blends, m});
        for (std::size_t k = 0; k < m; ++k) {
          const CellBlend& b = blends[k];
          const std::size_t i = row * width + c0 + k;
          const MixedColour c = blend_rgb(
              table.colours[static_cast<std::size_t>(out.biomes[static_cast<std::size_t>(b.second)])],
              table.colours[static_cast<std::size_t>(out.biomes[static_cast<std::size_t>(b.nearest)])], b.weight);
          rgb[3 * i] = c.r;
          rgb[3 * i + 1] = c.g;
          rgb[3 * i + 2] = c.b;
          if (regions) region[i] = static_cast<double>(b.nearest);
        }
      }
    }
  });
  return out;
}

}  // namespace worldlab::lab
