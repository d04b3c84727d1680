// Batch maps for the browser lab: compositions of the climate, regions and graph cores over a grid.
#include "worldlab/lab_maps.hpp"

#include <cmath>

#include "worldlab/biome_table.hpp"
#include "worldlab/site_index.hpp"

namespace worldlab::lab {

void validate(const ClimateLabParams& p) {
  validate_fields(p);
  validate_limits(p.heat_limits, "heat_limits");  // sorted ascending
  validate_limits(p.wet_limits, "wet_limits");
}

void fill_climate_lab(std::int64_t seed, const ClimateLabParams& p, const Grid& grid, std::span<double> height,
                      std::span<double> temperature, std::span<double> moisture, std::span<double> biome) {
  validate(p);
  validate(grid);
  validate_output(grid, biome);
  fill_terrain(seed, p.terrain, grid, height);
  // The same samples in climate-noise units: world = u · world_size, noise = world · climate_scale.
  const double k = p.world_size * p.climate_scale;
  const Grid climate_grid{grid.x0 * k, grid.y0 * k, grid.step * k, grid.width, grid.height};
  fill_tutorial_climate(seed, p.climate, climate_grid, height, temperature, moisture);
  for (std::size_t i = 0; i < grid.size(); ++i)
    biome[i] = height[i] > 0 ? pick_biome(temperature[i], moisture[i], p.heat_limits, p.wet_limits) : -1;
}

void validate(const RegionLabParams& p) { validate_fields(p); }

RegionLab fill_region_lab(std::int64_t seed, const RegionLabParams& p, const Grid& grid, std::span<double> rgb) {
  validate(p);
  validate(grid);
  if (rgb.size() != 3 * grid.size()) throw InvalidArgument("rgb must hold 3 values per sample");
  RegionLab out;
  out.sites = make_sites(p.count, p.width, p.height, seed);
  const SiteIndex index(out.sites);
  const NoiseTable wobble(offset_seed(seed, p.wobble_seed_offset, "wobble noise"));
  const ClimateTables climate(seed);
  out.biomes = region_biomes(out.sites, climate, {}, p.climate);
  const BiomeTable& table = tutorial_biome_table();
  std::size_t i = 0;
  for (int row = 0; row < grid.height; ++row) {
    for (int col = 0; col < grid.width; ++col, ++i) {
      const CellBlend b = cell_blend(index, wobble, grid.x(col), grid.y(row), p.blend);
      const MixedColour c =
          blend_rgb(table.colours[static_cast<std::size_t>(out.biomes[static_cast<std::size_t>(b.second)])],
                    table.colours[static_cast<std::size_t>(out.biomes[static_cast<std::size_t>(b.nearest)])], b.weight);
      rgb[3 * i] = c.r;
      rgb[3 * i + 1] = c.g;
      rgb[3 * i + 2] = c.b;
    }
  }
  return out;
}

}  // namespace worldlab::lab
