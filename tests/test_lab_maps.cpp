// The lab's batch maps (lab_maps.hpp) against the single-sample functions they compose, bit for bit.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "test_support.hpp"
#include "worldlab/biome_table.hpp"
#include "worldlab/climate.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/lab_maps.hpp"
#include "worldlab/regions.hpp"
#include "worldlab/terrain.hpp"

namespace worldlab {
namespace {

using test::bits;  // tests/test_support.hpp

TEST(LabMaps, GraphNodesEqualEachNodeAtEachSample) {
  const CompiledGraph graph(graph_preset("tutorial-example"), 42);
  const std::vector<std::string> ids = {"height", "cells", "terrain"};
  const Grid grid{-3.5, 7.25, 4.0, 17, 11};
  std::vector<double> out(ids.size() * grid.size());
  fill_graph_nodes(graph, ids, grid, out);
  for (std::size_t k = 0; k < ids.size(); ++k)
    for (int row = 0; row < grid.height; ++row)
      for (int col = 0; col < grid.width; ++col)
        ASSERT_EQ(bits(out[k * grid.size() + static_cast<std::size_t>(row * grid.width + col)]),
                  bits(graph.node_at(ids[k], grid.x(col), grid.y(row))))
            << ids[k] << " " << col << "," << row;
  // The output node's preview is the graph's own value.
  EXPECT_EQ(bits(out[2 * grid.size() + 5]), bits(graph.at(grid.x(5), grid.y(0))));
}

TEST(LabMaps, GraphNodesRejectUnknownIdsAndShortBuffers) {
  const CompiledGraph graph(graph_preset("tutorial-example"), 1);
  const Grid grid{0, 0, 1, 4, 4};
  std::vector<double> out(16);
  const std::vector<std::string> bad = {"nowhere"};
  EXPECT_THROW(fill_graph_nodes(graph, bad, grid, out), InvalidArgument);
  const std::vector<std::string> two = {"height", "cells"};
  EXPECT_THROW(fill_graph_nodes(graph, two, grid, out), InvalidArgument);
}

TEST(LabMaps, ClimateLabEqualsClimateAtAndPickBiome) {
  lab::ClimateLabParams p;
  p.terrain = find_terrain_preset("tutorial-fbm")->params;
  p.climate.chill = 1.5;
  p.heat_limits = {0.3, 0.7};
  p.wet_limits = {0.5};
  const std::int64_t seed = 7;
  const Grid grid{0.0, 0.0, 1.0 / 32, 32, 32};
  std::vector<double> h(grid.size()), t(grid.size()), m(grid.size()), b(grid.size());
  lab::fill_climate_lab(seed, p, grid, h, t, m, b);
  const CompiledGraph terrain(terrain_graph(p.terrain), seed);
  const ClimateTables tables(seed);
  int land = 0, water = 0;
  for (int row = 0; row < grid.height; ++row) {
    for (int col = 0; col < grid.width; ++col) {
      const std::size_t i = static_cast<std::size_t>(row * grid.width + col);
      const double u = grid.x(col), v = grid.y(row);
      ASSERT_EQ(bits(h[i]), bits(terrain.at(u, v)));
      // The climate at the sample's position in climate-noise units: (u, v) · world_size · climate_scale.
      const double k = p.world_size * p.climate_scale;
      const ClimateSample c = climate_at(tables, u * k, v * k, h[i], p.climate);
      ASSERT_EQ(bits(t[i]), bits(c.temperature)) << col << "," << row;
      ASSERT_EQ(bits(m[i]), bits(c.moisture));
      if (h[i] > 0) {
        ++land;
        ASSERT_EQ(b[i], pick_biome(c.temperature, c.moisture, p.heat_limits, p.wet_limits));
      } else {
        ++water;
        ASSERT_EQ(b[i], -1);
      }
    }
  }
  EXPECT_GT(land, 0);
  EXPECT_GT(water, 0);
}

TEST(LabMaps, ClimateLabRejectsUnsortedLimits) {
  lab::ClimateLabParams p;
  p.heat_limits = {0.7, 0.3};
  const Grid grid{0, 0, 0.25, 4, 4};
  std::vector<double> a(16), b(16), c(16), d(16);
  EXPECT_THROW(lab::fill_climate_lab(1, p, grid, a, b, c, d), InvalidArgument);
}

TEST(LabMaps, RegionLabEqualsCellBlendOfTheScan) {
  lab::RegionLabParams p;
  p.count = 9;
  p.blend = {20.0, 12.0, 0.02};
  const std::int64_t seed = 3;
  const Grid grid{0.5, 0.5, 10.0, 32, 24};
  std::vector<double> rgb(3 * grid.size());
  std::vector<double> region(grid.size());
  const lab::RegionLab out = lab::fill_region_lab(seed, p, grid, rgb, region);
  const auto sites = make_sites(p.count, p.width, p.height, seed);
  ASSERT_EQ(out.sites.size(), sites.size());
  const ClimateTables climate(seed);
  const NoiseTable wobble(seed + 3);
  const BiomeTable& table = tutorial_biome_table();
  for (std::size_t s = 0; s < sites.size(); ++s) {
    ASSERT_EQ(bits(out.sites[s].x), bits(sites[s].x));
    ASSERT_EQ(out.biomes[s], region_biome_at(climate, sites[s].x, sites[s].y, 0.0, p.climate));
  }
  bool blended = false;
  for (int row = 0; row < grid.height; ++row) {
    for (int col = 0; col < grid.width; ++col) {
      const std::size_t i = static_cast<std::size_t>(row * grid.width + col);
      // The brute-force scan of the tutorial, not the index the batch uses.
      const CellBlend b = cell_blend(std::span<const Site>(sites), wobble, grid.x(col), grid.y(row), p.blend);
      const MixedColour c =
          blend_rgb(table.colours[out.biomes[b.second]], table.colours[out.biomes[b.nearest]], b.weight);
      ASSERT_EQ(bits(rgb[3 * i]), bits(c.r));
      ASSERT_EQ(bits(rgb[3 * i + 1]), bits(c.g));
      ASSERT_EQ(bits(rgb[3 * i + 2]), bits(c.b));
      ASSERT_EQ(region[i], static_cast<double>(b.nearest));
      if (b.weight < 1 && out.biomes[b.second] != out.biomes[b.nearest]) blended = true;
    }
  }
  EXPECT_TRUE(blended) << "no sample mixes two biomes: the test would not see a wrong blend";
}

TEST(LabMaps, RegionLabRejectsBadCounts) {
  lab::RegionLabParams p;
  p.count = 0;
  const Grid grid{0, 0, 1, 2, 2};
  std::vector<double> rgb(12);
  EXPECT_THROW(lab::fill_region_lab(1, p, grid, rgb), InvalidArgument);
}

}  // namespace
}  // namespace worldlab
