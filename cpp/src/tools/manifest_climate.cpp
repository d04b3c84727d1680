// Manifest entries of the climate: climateAt, pickBiome, every Islands pass and recipe, statistics, detmath.
#include <string>
#include <vector>

#include "manifest_registry.hpp"
#include "worldlab/biome_table.hpp"
#include "worldlab/climate.hpp"
#include "worldlab/detmath.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/noise.hpp"

namespace worldlab::manifest_detail {

namespace {

void add_tutorial_entries(ManifestBuilder& b) {
  const Grid grids[] = {Grid{-3.3, -2.1, 0.0731, 64, 64}, Grid{-3000000000.5, 2147483000.25, 0.37, 32, 32}};
  const char* grid_names[] = {"near", "far"};
  for (std::int64_t seed : {0LL, 1LL, -7LL, 2147483646LL, 2147483648LL}) {
    const ClimateTables tables(seed);
    const NoiseTable terrain(seed);
    for (int g = 0; g < 2; ++g) {
      const std::string at = "/seed=" + std::to_string(seed) + "/" + grid_names[g];
      TutorialClimateParams p;
      p.chill = 0.6;
      // Height from the seed's own simplex, so the chill branch is taken on about half the points.
      const auto height = [&](double x, double y) { return simplex2(terrain, x * 0.7, y * 0.7); };
      b.grid_entry("climate_at.temperature" + at, grids[g],
                   [&](double x, double y) { return climate_at(tables, x, y, height(x, y), p).temperature; });
      b.grid_entry("climate_at.moisture" + at, grids[g],
                   [&](double x, double y) { return climate_at(tables, x, y, height(x, y), p).moisture; });
      b.grid_entry("pick_biome" + at, grids[g], [&](double x, double y) {
        const ClimateSample c = climate_at(tables, x, y, height(x, y), p);
        return static_cast<double>(pick_biome(tutorial_biome_table(), c.temperature, c.moisture));
      });
    }
  }
}

void add_map_entries(ManifestBuilder& b, const std::string& name, const islands::ClimateMap& m) {
  b.add(name + "/coast", m.coast);
  b.add(name + "/rank", m.rank);
  b.add(name + "/temperature", m.temperature);
  b.add(name + "/air", m.air);
  b.add(name + "/moisture", m.moisture);
  b.add(name + "/biome", std::vector<double>(m.biome.begin(), m.biome.end()));
}

void add_islands_entries(ManifestBuilder& b) {
  for (const islands::Recipe& r : islands::recipes()) {
    for (std::int64_t seed : {1LL, 42LL}) {
      const std::string name = "islands:" + std::string(r.id) + "/seed=" + std::to_string(seed) + "/256";
      const islands::ClimateMap m = islands::make_recipe_map(seed, r, 256);
      add_map_entries(b, name, m);
      const islands::ClimateStats s = islands::climate_stats(m, r.wind);
      std::vector<double> stats = {static_cast<double>(s.land_cells), s.dry_share, s.windward_moisture,
                                   s.leeward_moisture, static_cast<double>(s.cold_hot_contacts)};
      stats.insert(stats.end(), s.cell_share.begin(), s.cell_share.end());
      stats.insert(stats.end(), s.biome_share.begin(), s.biome_share.end());
      b.add(name + "/stats", stats);
    }
  }
  // The wind at many angles over one map (odd size, so no axis is special), and the sweep alone.
  islands::Recipe r = *islands::find_recipe("west-wind");
  for (double angle : {0.0, 30.0, 45.0, 90.0, 135.0, 180.0, 200.5, 270.0, 333.0, -60.0}) {
    r.wind.angle = angle;
    const islands::ClimateMap m = islands::make_recipe_map(7, r, 127);
    b.add("islands.wind/angle=" + std::to_string(angle) + "/seed=7/127/air", m.air);
    b.add("islands.wind/angle=" + std::to_string(angle) + "/seed=7/127/moisture", m.moisture);
  }
}

void add_detmath_entries(ManifestBuilder& b) {
  // Arguments spread over the interesting ranges: small, around the reduction boundaries, huge.
  std::vector<double> args;
  for (int k = -2000; k <= 2000; ++k) args.push_back(k * 0.3711);
  for (int k = 0; k < 512; ++k) args.push_back(1e6 * k + 0.5);
  for (int k = 0; k < 256; ++k) args.push_back(1e300 / (k + 1));
  std::vector<double> e, s, c;
  for (double x : args) {
    e.push_back(detmath::exp(x / 5.0));
    s.push_back(detmath::sin(x));
    c.push_back(detmath::cos(x));
  }
  b.add("detmath.exp", e);
  b.add("detmath.sin", s);
  b.add("detmath.cos", c);
}

}  // namespace

void add_climate_entries(ManifestBuilder& b) {
  add_tutorial_entries(b);
  add_islands_entries(b);
  add_detmath_entries(b);
}

}  // namespace worldlab::manifest_detail
