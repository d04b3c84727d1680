// The hero world: height, climate, region biomes, blended colours and trees for one seed and viewport.
#include "worldlab/world.hpp"

#include <cmath>
#include <map>

#include "worldlab/biome_table.hpp"
#include "worldlab/climate.hpp"

namespace worldlab {

void validate(const WorldParams& p) {
  validate_fields(p);
  validate(p.trees);  // the cross-field rule: each spacing within the chunk size
}

double world_height(const NoiseTable& table, const WorldParams& p, double x, double y) noexcept {
  return domain_warp(table, x * p.height_scale, y * p.height_scale, p.warp, p.fbm);
}

WorldMap generate_world(std::int64_t seed, const Grid& grid, const WorldParams& p) {
  validate(grid);
  validate(p);
  const NoiseTable height_table(seed);
  const ClimateTables climate(seed);  // heat seed + 1, wet seed + 2, as the tutorial
  // Cache the sites the samples and the tree chunks (up to two chunks beyond the view) can reach.
  const EndlessRegions regions(
      seed, p.regions, cell_window_for(grid, p.regions.blend.wobble + 2 * p.trees.chunk_size, p.regions.cell_size));
  const BiomeTable& table = tutorial_biome_table();
  TutorialClimateParams cp;
  cp.chill = p.regions.climate.chill;

  // A region's biome: the climate at its site, chilled by the height there. Cached per cell; the map
  // is only looked up, never iterated, so its order cannot reach the output.
  std::map<std::pair<std::int64_t, std::int64_t>, std::int32_t> region_biome;
  const auto biome_of = [&](std::int64_t i, std::int64_t j, const Site& s) {
    const auto [it, fresh] = region_biome.try_emplace({i, j}, 0);
    if (fresh)
      it->second = region_biome_at(climate, s.x, s.y, world_height(height_table, p, s.x, s.y), p.regions.climate);
    return it->second;
  };

  WorldMap m;
  m.grid = grid;
  const std::size_t n = grid.size();
  m.height.resize(n);
  m.temperature.resize(n);
  m.moisture.resize(n);
  m.biome.resize(n);
  m.weight.resize(n);
  m.rgb.resize(3 * n);
  for (int row = 0; row < grid.height; ++row) {
    const double y = grid.y(row);
    for (int col = 0; col < grid.width; ++col) {
      const double x = grid.x(col);
      const std::size_t k =
          static_cast<std::size_t>(row) * static_cast<std::size_t>(grid.width) + static_cast<std::size_t>(col);
      const double h = world_height(height_table, p, x, y);
      const ClimateSample c = climate_at(climate, x * p.regions.climate.scale, y * p.regions.climate.scale, h, cp);
      m.height[k] = h;
      m.temperature[k] = c.temperature;
      m.moisture[k] = c.moisture;
      double w = 1.0;
      const EndlessNearest hit = regions.blend(x, y, w);
      m.weight[k] = w;
      if (h <= p.sea_level) {
        // Water: deeper is darker, 0..255 channels from the depth below sea level.
        const double depth = std::min(1.0, (p.sea_level - h) * 2.0);
        m.biome[k] = -1;
        m.rgb[3 * k] = static_cast<std::uint8_t>(40 - 30 * depth);
        m.rgb[3 * k + 1] = static_cast<std::uint8_t>(110 - 70 * depth);
        m.rgb[3 * k + 2] = static_cast<std::uint8_t>(200 - 90 * depth);
        continue;
      }
      const std::int32_t nb = biome_of(hit.nearest_i, hit.nearest_j, hit.nearest_site);
      const std::int32_t sb = biome_of(hit.second_i, hit.second_j, hit.second_site);
      m.biome[k] = nb;
      const MixedColour mix =
          blend_rgb(table.colours[static_cast<std::size_t>(sb)], table.colours[static_cast<std::size_t>(nb)], w);
      // Round half up to bytes only at the very end; the channels stay within 0..255.
      m.rgb[3 * k] = static_cast<std::uint8_t>(std::floor(mix.r + 0.5));
      m.rgb[3 * k + 1] = static_cast<std::uint8_t>(std::floor(mix.g + 0.5));
      m.rgb[3 * k + 2] = static_cast<std::uint8_t>(std::floor(mix.b + 0.5));
    }
  }

  // Trees: the placement chunks that overlap the grid's area, each independent of the others.
  const auto land_biome = [&](double x, double y) -> int {
    if (world_height(height_table, p, x, y) <= p.sea_level) return -1;
    const EndlessNearest hit = regions.nearest_two(x, y);
    return biome_of(hit.nearest_i, hit.nearest_j, hit.nearest_site);
  };
  const double x_min = std::min(grid.x(0), grid.x(grid.width - 1)), x_max = std::max(grid.x(0), grid.x(grid.width - 1));
  const double y_min = std::min(grid.y(0), grid.y(grid.height - 1)),
               y_max = std::max(grid.y(0), grid.y(grid.height - 1));
  const double size = p.trees.chunk_size;
  const double c0 = std::floor(x_min / size), c1 = std::floor(x_max / size);
  const double r0 = std::floor(y_min / size), r1 = std::floor(y_max / size);
  // Viewports beyond ±2^31 chunks or wider than kMaxPlacementChunks chunks get no trees.
  if (c0 >= INT32_MIN && c1 <= INT32_MAX && r0 >= INT32_MIN && r1 <= INT32_MAX &&
      (c1 - c0 + 1) * (r1 - r0 + 1) <= static_cast<double>(kMaxPlacementChunks)) {
    for (const PlacedPoint& t :
         place_chunks(seed, static_cast<std::int32_t>(c0), static_cast<std::int32_t>(r0), static_cast<std::int32_t>(c1),
                      static_cast<std::int32_t>(r1), p.trees, land_biome))
      if (t.x >= x_min && t.x <= x_max && t.y >= y_min && t.y <= y_max) m.trees.push_back(t);
  }
  return m;
}

}  // namespace worldlab
