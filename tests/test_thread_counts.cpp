// The threaded batch calls give the same bits for 1, 2 and 7 workers (npm test runs these under ThreadSanitizer).
//
// Each map is sized so that its rows, lines or chunks fall into several ranges of the task system
// (about 8,192 samples per range: wide, short grids), yet small enough for a sanitizer build.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "test_support.hpp"
#include "worldlab/climate.hpp"
#include "worldlab/endless.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/lab_maps.hpp"
#include "worldlab/placement.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/world.hpp"

namespace worldlab {
namespace {

constexpr int kWorkerCounts[] = {1, 2, 7};

// 1,500 × 23 samples: five ranges of five rows (the last of three).
const Grid kWide{-37.25, 11.5, 0.173, 1500, 23};

template <class T>
std::vector<std::uint64_t> bits_of(const std::vector<T>& v) {
  std::vector<std::uint64_t> out;
  out.reserve(v.size());
  for (const T& x : v) out.push_back(test::bits(static_cast<double>(x)));
  return out;
}

TEST(TutorialClimate, ThreadCountsGiveTheSameBits) {
  std::vector<double> height(kWide.size());
  fill_fbm2(5, FbmParams{4}, kWide, height, kSerialTasks);
  const TutorialClimateParams params{1.5, 3};
  std::vector<double> t0(kWide.size()), m0(kWide.size());
  fill_tutorial_climate(-9, params, kWide, height, t0, m0, kSerialTasks);
  // The serial map is the single-sample climate (so a wrong split cannot hide behind an equal wrong answer).
  const ClimateTables tables(-9);
  const ClimateSample c = climate_at(tables, kWide.x(1234), kWide.y(17), height[17 * 1500 + 1234], params);
  EXPECT_EQ(test::bits(t0[17 * 1500 + 1234]), test::bits(c.temperature));
  EXPECT_EQ(test::bits(m0[17 * 1500 + 1234]), test::bits(c.moisture));
  for (int workers : kWorkerCounts) {
    std::vector<double> t(kWide.size()), m(kWide.size());
    fill_tutorial_climate(-9, params, kWide, height, t, m, test::tasks_with(workers));
    ASSERT_EQ(bits_of(t), bits_of(t0)) << workers << " workers";
    ASSERT_EQ(bits_of(m), bits_of(m0)) << workers << " workers";
  }
}

TEST(LabMaps, ClimateLabAndTerrainAtEveryThreadCountGiveTheSameBits) {
  lab::ClimateLabParams p;
  p.climate.chill = 1.2;
  const Grid grid{0.0, 0.0, 1.0 / 1500, 1500, 23};
  const std::size_t n = grid.size();
  std::vector<double> h0(n), t0(n), m0(n), b0(n), terrain0(n);
  lab::fill_climate_lab(4, p, grid, h0, t0, m0, b0, kSerialTasks);
  fill_terrain(4, p.terrain, grid, terrain0, kSerialTasks);
  EXPECT_EQ(bits_of(terrain0), bits_of(h0));  // lab 4's height is the terrain
  for (int workers : kWorkerCounts) {
    std::vector<double> h(n), t(n), m(n), b(n), terrain(n);
    lab::fill_climate_lab(4, p, grid, h, t, m, b, test::tasks_with(workers));
    fill_terrain(4, p.terrain, grid, terrain, test::tasks_with(workers));
    ASSERT_EQ(bits_of(h), bits_of(h0)) << workers << " workers";
    ASSERT_EQ(bits_of(t), bits_of(t0)) << workers << " workers";
    ASSERT_EQ(bits_of(m), bits_of(m0)) << workers << " workers";
    ASSERT_EQ(bits_of(b), bits_of(b0)) << workers << " workers";
    ASSERT_EQ(bits_of(terrain), bits_of(terrain0)) << workers << " workers";
  }
}

TEST(Regions, RegionLabAndEndlessRegionsAtEveryThreadCountGiveTheSameBits) {
  lab::RegionLabParams p;
  p.count = 60;
  const Grid grid{-20.5, -3.25, 0.25, 1500, 23};  // across many regions of the lab's 320 × 240
  std::vector<double> rgb0(3 * grid.size());
  const lab::RegionLab lab0 = lab::fill_region_lab(2, p, grid, rgb0, kSerialTasks);
  const EndlessRegionParams endless;
  const Grid wide{-700.0, 40.0, 1.0, 1500, 23};
  std::vector<std::int32_t> near0(wide.size()), second0(wide.size());
  std::vector<double> weight0(wide.size());
  fill_endless_regions(2, endless, wide, near0, second0, weight0, kSerialTasks);
  ASSERT_GT(std::count_if(weight0.begin(), weight0.end(), [](double w) { return w < 1.0; }), 0);
  for (int workers : kWorkerCounts) {
    std::vector<double> rgb(rgb0.size());
    const lab::RegionLab lab = lab::fill_region_lab(2, p, grid, rgb, test::tasks_with(workers));
    ASSERT_EQ(bits_of(rgb), bits_of(rgb0)) << workers << " workers";
    ASSERT_EQ(lab.biomes, lab0.biomes);
    std::vector<std::int32_t> nearest(wide.size()), second(wide.size());
    std::vector<double> weight(wide.size());
    fill_endless_regions(2, endless, wide, nearest, second, weight, test::tasks_with(workers));
    ASSERT_EQ(nearest, near0) << workers << " workers";
    ASSERT_EQ(second, second0) << workers << " workers";
    ASSERT_EQ(bits_of(weight), bits_of(weight0)) << workers << " workers";
  }
}

// Every output of run_climate on one map.
std::vector<std::vector<std::uint64_t>> climate_bits(const islands::ClimateMap& map, const islands::Recipe& r,
                                                     const TaskSystem& tasks) {
  namespace isl = islands;
  const int n = map.n;
  isl::ClimateMap m = map;
  const double step = 1.0 / n;
  const isl::ClimateInput in{n, m.height, m.temp_noise, m.moist_noise, m.threshold, r.north_south + 0.5 * step, step};
  isl::run_climate(in, r.climate, r.wind, {m.coast, m.rank, m.temperature, m.air, m.moisture, m.biome}, tasks);
  return {bits_of(m.coast), bits_of(m.rank),     bits_of(m.temperature),
          bits_of(m.air),   bits_of(m.moisture), bits_of(m.biome)};
}

TEST(IslandsClimate, ThreadCountsGiveTheSameBits) {
  namespace isl = islands;
  // 224²: 7 ranges of 36 lines per pass, and 3 sorted pieces to merge (an odd one out) with 2 or 7 workers.
  const int n = 224;
  const isl::ClimateMap base = isl::make_recipe_map(3, *isl::find_recipe("west-wind"), n);
  // The same map with a flat sea floor and a plateau over the upper half of the land: runs of equal
  // heights on water and on land, the plateau's across a boundary of the rank's ranges (8,192 positions).
  isl::ClimateMap flat = base;
  std::vector<double> by_height = base.height;
  std::sort(by_height.begin(), by_height.end());
  const std::size_t land =
      static_cast<std::size_t>(by_height.end() - std::lower_bound(by_height.begin(), by_height.end(), base.threshold));
  const std::size_t plateau_start = by_height.size() - land / 2;
  ASSERT_LT(plateau_start, (by_height.size() - 1) / 8192 * 8192);
  const double plateau = by_height[plateau_start];
  for (double& h : flat.height) h = std::min(std::max(h, flat.threshold - 0.25), plateau);
  isl::Recipe diagonal = *isl::find_recipe("warm-island-trade-wind");  // 135°: interpolated lines
  isl::Recipe along_columns = *isl::find_recipe("west-wind");
  along_columns.wind.angle = 100.0;  // the sweep runs down the rows: no transposes
  isl::Recipe calm = *isl::find_recipe("west-wind");
  calm.wind.on = false;
  const isl::Recipe& west = *isl::find_recipe("west-wind");
  const std::pair<const isl::ClimateMap*, const isl::Recipe*> cases[] = {
      {&base, &west}, {&base, &diagonal}, {&base, &along_columns}, {&base, &calm}, {&flat, &west}};
  for (const auto& [map, r] : cases) {
    const auto want = climate_bits(*map, *r, kSerialTasks);
    for (int workers : kWorkerCounts)
      ASSERT_EQ(climate_bits(*map, *r, test::tasks_with(workers)), want)
          << r->id << " angle " << r->wind.angle << ", " << workers << " workers";
  }
  // The view's rank is the binary-search percentile (the serial definition), itself split by rows.
  for (const isl::ClimateMap* map : {&base, static_cast<const isl::ClimateMap*>(&flat)}) {
    std::vector<double> sorted = map->height, want(sorted.size()), got(sorted.size());
    std::sort(sorted.begin(), sorted.end());
    isl::land_rank(map->height, sorted, map->threshold, want, kSerialTasks);
    for (int workers : kWorkerCounts) {
      isl::land_rank_of_view(map->height, map->threshold, got, test::tasks_with(workers));
      ASSERT_EQ(bits_of(got), bits_of(want)) << workers << " workers";
      isl::land_rank(map->height, sorted, map->threshold, got, test::tasks_with(workers));
      ASSERT_EQ(bits_of(got), bits_of(want)) << workers << " workers";
    }
  }
}

TEST(IslandsClimate, ThreadCountsReportTheSameFirstBadCell) {
  namespace isl = islands;
  const int n = 224;
  isl::ClimateMap m = isl::make_recipe_map(1, *isl::find_recipe("west-wind"), n);
  m.height[45001] = std::numeric_limits<double>::quiet_NaN();
  m.moist_noise[30000] = std::numeric_limits<double>::infinity();  // the smallest index wins
  m.temp_noise[40000] = -std::numeric_limits<double>::infinity();
  for (int workers : kWorkerCounts) {
    const isl::ClimateInput in{n, m.height, m.temp_noise, m.moist_noise, m.threshold, 0.0, 1.0 / n};
    EXPECT_ERROR_MENTIONS(isl::run_climate(in, {}, {}, {m.coast, m.rank, m.temperature, m.air, m.moisture, m.biome},
                                           test::tasks_with(workers)),
                          "moist_noise[30000] must be finite");
    EXPECT_ERROR_MENTIONS(isl::land_rank_of_view(m.height, m.threshold, m.rank, test::tasks_with(workers)),
                          "height[45001] must not be NaN");
  }
}

TEST(GraphEngine, PointsAtEveryThreadCountGiveTheSameBits) {
  const CompiledGraph c(world_graph(), 3);
  const std::vector<std::string> layers = {"height", "biome", "tree_biome"};
  std::vector<double> xs, ys, zs;
  for (int i = 0; i < 10000; ++i) {  // 40 blocks of 256 points: three ranges of up to 16 blocks
    xs.push_back(i * 0.73 - 3000.0);
    ys.push_back(i * -0.41 + 1500.0);
    zs.push_back(0);
  }
  const Points points{xs.data(), ys.data(), zs.data(), xs.size()};
  std::vector<double> want(layers.size() * xs.size());
  fill_graph_points(c, layers, points, want, kSerialTasks);
  EXPECT_EQ(test::bits(want[9999]), test::bits(c.node_at("height", xs[9999], ys[9999])));
  for (int workers : kWorkerCounts) {
    std::vector<double> got(want.size());
    fill_graph_points(c, layers, points, got, test::tasks_with(workers));
    ASSERT_EQ(bits_of(got), bits_of(want)) << workers << " workers";
  }
}

// A test world in stripe_biomes 100 units wide, as tests/test_placement.cpp's.
int stripe_biomes(double x, double) {
  static const int kinds[] = {4, 7, 6, -1, 8, 3};
  const double k = std::floor(x / 100.0);
  const double m = k - 6.0 * std::floor(k / 6.0);
  return kinds[static_cast<int>(m)];
}

TEST(Placement, ThreadCountsGiveTheSamePointsInTheSameOrder) {
  PlacementParams p;
  p.chunk_size = 64;
  const std::vector<PlacedPoint> want = place_chunks(5, -3, -2, 2, 1, p, stripe_biomes);  // 24 chunks, serial
  ASSERT_GT(want.size(), 100u);
  for (int workers : kWorkerCounts) {
    // Each lookup counts its calls without a lock: a lookup shared by two threads would be a data race.
    std::atomic<int> made{0};
    const BiomeAtFactory make = [&made]() -> BiomeAt {
      ++made;
      return [calls = std::make_shared<long>(0)](double x, double y) {
        ++*calls;
        return stripe_biomes(x, y);
      };
    };
    const std::vector<PlacedPoint> got = place_chunks(5, -3, -2, 2, 1, p, make, test::tasks_with(workers));
    ASSERT_EQ(got.size(), want.size()) << workers << " workers";
    for (std::size_t k = 0; k < got.size(); ++k) {
      ASSERT_EQ(test::bits(got[k].x), test::bits(want[k].x)) << k;
      ASSERT_EQ(test::bits(got[k].y), test::bits(want[k].y)) << k;
      ASSERT_EQ(got[k].biome, want[k].biome) << k;
    }
    EXPECT_LE(made.load(), 2 * workers);  // one lookup per task of each of the two candidate steps
  }
}

TEST(HeroWorld, ThreadCountsGiveTheSameWorld) {
  const Grid grid{-300, -200, 16, 40, 30};  // 640 × 480 world units: 6 × 5 placement chunks
  const WorldMap want = generate_world(7, grid, {}, kSerialTasks);
  ASSERT_FALSE(want.trees.empty());
  for (int workers : kWorkerCounts) {
    const WorldMap m = generate_world(7, grid, {}, test::tasks_with(workers));
    ASSERT_EQ(bits_of(m.height), bits_of(want.height)) << workers << " workers";
    ASSERT_EQ(m.biome, want.biome);
    ASSERT_EQ(m.rgb, want.rgb);
    ASSERT_EQ(m.trees.size(), want.trees.size()) << workers << " workers";
    for (std::size_t k = 0; k < m.trees.size(); ++k) {
      ASSERT_EQ(test::bits(m.trees[k].x), test::bits(want.trees[k].x)) << k;
      ASSERT_EQ(test::bits(m.trees[k].y), test::bits(want.trees[k].y)) << k;
      ASSERT_EQ(m.trees[k].biome, want.trees[k].biome) << k;
    }
  }
}

}  // namespace
}  // namespace worldlab
