// Placement and the hero world: spacing per biome, chunk-order independence, and one call per seed.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "test_support.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/placement.hpp"
#include "worldlab/simd.hpp"
#include "worldlab/world.hpp"

namespace worldlab {
namespace {

// A test world in stripes 100 units wide: Forest, Savanna, Desert, water, Rainforest, Plains, repeating.
int stripes(double x, double) {
  static const int kinds[] = {4, 7, 6, -1, 8, 3};
  const double k = std::floor(x / 100.0);
  const double m = k - 6.0 * std::floor(k / 6.0);
  return kinds[static_cast<int>(m)];
}

bool same(const std::vector<PlacedPoint>& a, const std::vector<PlacedPoint>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (test::bits(a[i].x) != test::bits(b[i].x) || test::bits(a[i].y) != test::bits(b[i].y) ||
        a[i].biome != b[i].biome)
      return false;
  return true;
}

TEST(Placement, ChunksDoNotDependOnGenerationOrderAndKeepTheirSpacing) {
  const PlacementParams p;
  std::vector<std::pair<int, int>> chunks;
  for (int cy = -1; cy <= 1; ++cy)
    for (int cx = -2; cx <= 2; ++cx) chunks.emplace_back(cx, cy);
  std::vector<std::vector<PlacedPoint>> forward, backward(chunks.size());
  for (const auto& [cx, cy] : chunks) forward.push_back(place_chunk(11, cx, cy, p, stripes));
  for (std::size_t k = chunks.size(); k-- > 0;)
    backward[k] = place_chunk(11, chunks[k].first, chunks[k].second, p, stripes);
  std::vector<PlacedPoint> all;
  for (std::size_t k = 0; k < chunks.size(); ++k) {
    EXPECT_TRUE(same(forward[k], backward[k])) << "chunk " << k;
    for (const PlacedPoint& pt : forward[k]) {
      EXPECT_GE(pt.x, chunks[k].first * p.chunk_size);
      EXPECT_LT(pt.x, (chunks[k].first + 1) * p.chunk_size);
      all.push_back(pt);
    }
  }
  ASSERT_GT(all.size(), 100u);
  // The batch call gives the same points, chunk by chunk.
  EXPECT_TRUE(same(place_chunks(11, -2, -1, 2, 1, p, stripes), all));
  EXPECT_THROW(place_chunks(11, 0, 0, 100, 100, p, stripes), InvalidArgument);
  // No two points anywhere, across chunk edges included, closer than the larger of their spacings.
  for (std::size_t i = 0; i < all.size(); ++i)
    for (std::size_t j = i + 1; j < all.size(); ++j) {
      const double r = std::max(p.spacing[static_cast<std::size_t>(all[i].biome)],
                                p.spacing[static_cast<std::size_t>(all[j].biome)]);
      const double dx = all[i].x - all[j].x, dy = all[i].y - all[j].y;
      ASSERT_GE(dx * dx + dy * dy, r * r) << i << " " << j;
    }
  // Dense in forests, sparse in savanna, none in desert or water (counted per stripe of 100 × 384).
  std::array<int, 9> per_biome{};
  for (const PlacedPoint& pt : all) {
    ASSERT_EQ(pt.biome, stripes(pt.x, pt.y));
    ++per_biome[static_cast<std::size_t>(pt.biome)];
  }
  EXPECT_EQ(per_biome[6], 0);                 // desert
  EXPECT_GT(per_biome[4], 5 * per_biome[7]);  // forest vs savanna (stripes of equal area)
  EXPECT_GT(per_biome[7], 0);
  EXPECT_GT(per_biome[8], per_biome[4]);  // rainforest is densest
}

TEST(Placement, FillsForestNearlyAsBridsonDoes) {
  PlacementParams p;
  const auto all_forest = [](double, double) { return 4; };
  const auto pts = place_chunk(3, 0, 0, p, all_forest);
  // Maximal Poisson-disk packing at spacing r covers about 0.7 / r² points per unit area (r = 5: ~460 in 128²).
  EXPECT_GT(pts.size(), 350u);
  EXPECT_LT(pts.size(), 800u);
  const auto other_seed = place_chunk(4, 0, 0, p, all_forest);
  EXPECT_FALSE(same(pts, other_seed));
}

TEST(Placement, BadParametersAreClearErrors) {
  PlacementParams p;
  p.spacing[4] = 500;  // beyond the chunk size
  EXPECT_THROW(place_chunk(1, 0, 0, p, stripes), InvalidArgument);
  p = {};
  p.chunk_size = NAN;
  EXPECT_THROW(place_chunk(1, 0, 0, p, stripes), InvalidArgument);
  p = {};
  p.attempts = 0;
  EXPECT_THROW(place_chunk(1, 0, 0, p, stripes), InvalidArgument);
  // The world's edge: chunks at ±2^31 work (no neighbours beyond).
  EXPECT_NO_THROW(place_chunk(1, INT32_MAX, INT32_MIN, PlacementParams{}, stripes));
}

TEST(HeroWorld, OneCallGivesEveryLayerAndAnyViewportAgrees) {
  const Grid grid{-200, 100, 4, 96, 64};
  const WorldMap m = generate_world(7, grid);
  ASSERT_EQ(m.height.size(), grid.size());
  ASSERT_EQ(m.rgb.size(), 3 * grid.size());
  int land = 0, water = 0;
  for (std::size_t i = 0; i < grid.size(); ++i) {
    EXPECT_GE(m.temperature[i], 0);
    EXPECT_LE(m.moisture[i], 1);
    EXPECT_GE(m.weight[i], 0.5);
    if (m.biome[i] < 0)
      ++water;
    else
      ++land;
  }
  EXPECT_GT(land, 0);
  EXPECT_GT(water, 0);
  EXPECT_FALSE(m.trees.empty());
  const CompiledGraph world(world_graph(), 7);
  for (const PlacedPoint& t : m.trees) {
    // The height alone: domainWarp(Simplex(seed), x · s, y · s), as the tutorial's hero world.
    const WorldParams p;
    const double h = domain_warp(NoiseTable(7), t.x * p.height_scale, t.y * p.height_scale, p.warp, p.fbm);
    EXPECT_EQ(world.at(t.x, t.y), h);
    EXPECT_GT(h, p.sea_level);  // no trees in water
    EXPECT_NE(t.biome, 6);      // nor in desert
  }
  // A sub-viewport of the same world has the same samples and the same trees in its area.
  const Grid part{-200 + 4 * 10, 100 + 4 * 8, 4, 40, 30};
  const WorldMap sub = generate_world(7, part);
  for (int row = 0; row < 30; ++row)
    for (int col = 0; col < 40; ++col) {
      const std::size_t a = static_cast<std::size_t>(row * 40 + col),
                        b = static_cast<std::size_t>((row + 8) * 96 + col + 10);
      ASSERT_EQ(test::bits(sub.height[a]), test::bits(m.height[b]));
      ASSERT_EQ(sub.biome[a], m.biome[b]);
      ASSERT_EQ(sub.rgb[3 * a], m.rgb[3 * b]);
    }
  std::size_t inside = 0;
  for (const PlacedPoint& t : m.trees)
    inside += t.x >= part.x0 && t.x <= part.x(39) && t.y >= part.y0 && t.y <= part.y(29);
  EXPECT_EQ(sub.trees.size(), inside);
  // Another seed, another world.
  EXPECT_NE(generate_world(8, grid).height, m.height);
  EXPECT_THROW(generate_world(INT64_MAX, grid), InvalidArgument);
}

TEST(HeroWorld, TheGroundIsTheWorldGraphsLayersBitForBit) {
  // generate_world computes the ground in one pass (fill_world_ground); world_graph is its definition.
  WorldParams other;
  other.warp = WarpParams{2.0, 0.5, 2};
  other.fbm = FbmParams{3};
  other.sea_level = 0.1;
  other.regions.cell_size = 60;
  other.regions.jitter = 0;  // sites on a lattice: exact ties between regions
  other.regions.blend.wobble = 0;
  other.regions.climate.chill = 1.5;
  const Grid grids[] = {{0, 0, 4, 80, 60}, {-333.3, -71.25, 3.7, 31, 23}, {3e9, -2e9, 5.5, 20, 15}};
  const std::vector<std::string> layers = {"height", "temperature", "moisture", "biome",
                                           "weight", "red",         "green",    "blue"};
  WorldParams plain;  // the trees are another test's: none here
  plain.trees.spacing.fill(0.0);
  other.trees.spacing.fill(0.0);
  for (const WorldParams& p : {plain, other})
    for (const Grid& g : grids)
      for (std::int64_t seed : {std::int64_t{3}, std::int64_t{-2147483646}}) {
        const CompiledGraph graph(world_graph(p), seed);
        std::vector<double> want(layers.size() * g.size());
        fill_graph_nodes(graph, layers, g, want, kSerialTasks);
        test::for_each_simd_level([&](SimdLevel level) {
          for (int workers : {1, 3}) {
            const WorldMap m = generate_world(seed, g, p, test::tasks_with(workers));
            const std::size_t n = g.size();
            for (std::size_t i = 0; i < n; ++i) {
              const auto where = [&] { return std::string(simd_level_name(level)) + " sample " + std::to_string(i); };
              ASSERT_EQ(test::bits(m.height[i]), test::bits(want[i])) << where();
              ASSERT_EQ(test::bits(m.temperature[i]), test::bits(want[n + i])) << where();
              ASSERT_EQ(test::bits(m.moisture[i]), test::bits(want[2 * n + i])) << where();
              ASSERT_EQ(m.biome[i], static_cast<std::int32_t>(want[3 * n + i])) << where();
              ASSERT_EQ(test::bits(m.weight[i]), test::bits(want[4 * n + i])) << where();
              for (std::size_t c = 0; c < 3; ++c)
                ASSERT_EQ(m.rgb[3 * i + c], static_cast<std::uint8_t>(want[(5 + c) * n + i])) << where();
            }
          }
        });
      }
}

TEST(HeroWorld, TheTreesOfAnAreaAreTheGridsTrees) {
  // Grids with odd origins, steps and sizes (the lab's 320 x 240 over 640 x 480 units among them).
  const Grid grids[] = {{0, 0, 2, 320, 240}, {-200, 100, 4, 96, 64}, {-333.3, -71.25, 3.7, 50, 41}};
  for (const Grid& g : grids) {
    const WorldMap m = generate_world(11, g);
    const std::vector<PlacedPoint> trees =
        world_trees(11, WorldParams{}, g.x(0), g.x(g.width - 1), g.y(0), g.y(g.height - 1));
    ASSERT_FALSE(trees.empty());
    ASSERT_EQ(trees.size(), m.trees.size()) << g.x0;
    for (std::size_t i = 0; i < trees.size(); ++i) {
      ASSERT_EQ(test::bits(trees[i].x), test::bits(m.trees[i].x)) << i;
      ASSERT_EQ(test::bits(trees[i].y), test::bits(m.trees[i].y)) << i;
      ASSERT_EQ(trees[i].biome, m.trees[i].biome) << i;
    }
  }
  // The trees are those of the world graph's own "tree_biome" output, evaluated point by point by the graph, at
  // every SIMD level, for the default world and one with other heights, sea level, regions and climate.
  WorldParams other;
  other.warp = WarpParams{2.0, 0.5, 2};
  other.fbm = FbmParams{3};
  other.sea_level = 0.1;
  other.regions.cell_size = 60;
  other.regions.climate.chill = 1.5;
  for (const WorldParams& p : {WorldParams{}, other})
    for (std::int64_t seed : {std::int64_t{3}, std::int64_t{-2147483646}}) {
      const CompiledGraph graph(world_graph(p), seed);
      const auto by_graph = [&graph]() -> BiomeAt {
        auto tree_biome = std::make_shared<PointEvaluator>(graph, "tree_biome");
        return [tree_biome](double x, double y) { return static_cast<int>((*tree_biome)(x, y)); };
      };
      const std::vector<PlacedPoint> want = place_chunks(seed, -2, -1, 1, 0, p.trees, by_graph);
      test::for_each_simd_level([&](SimdLevel level) {
        const double size = p.trees.chunk_size;
        const std::vector<PlacedPoint> got =
            world_trees(seed, p, -2 * size, 2 * size - 1e-9, -1 * size, 1 * size - 1e-9);
        ASSERT_GT(want.size(), 10u);
        ASSERT_EQ(got.size(), want.size()) << simd_level_name(level);
        for (std::size_t i = 0; i < want.size(); ++i) {
          ASSERT_EQ(test::bits(got[i].x), test::bits(want[i].x)) << simd_level_name(level) << " tree " << i;
          ASSERT_EQ(test::bits(got[i].y), test::bits(want[i].y)) << simd_level_name(level) << " tree " << i;
          ASSERT_EQ(got[i].biome, want[i].biome) << simd_level_name(level) << " tree " << i;
        }
      });
    }
  // An area over the limit, NaN or empty bounds are an error naming the problem, never "no trees" (issue 27); with
  // every spacing 0 there are no trees and no limit.
  try {
    (void)world_trees(11, WorldParams{}, 0, 1e9, 0, 1e9);
    ADD_FAILURE() << "an area of 1e9 x 1e9 units was placed";
  } catch (const InvalidArgument& e) {
    EXPECT_NE(std::string(e.what()).find("65536"), std::string::npos) << e.what();
  }
  EXPECT_THROW((void)generate_world(11, Grid{0, 0, 1e5, 64, 64}), InvalidArgument);
  EXPECT_THROW((void)world_trees(11, WorldParams{}, NAN, 10, 0, 10), InvalidArgument);
  EXPECT_THROW((void)world_trees(11, WorldParams{}, 10, 0, 0, 10), InvalidArgument);
  WorldParams bare;
  bare.trees.spacing.fill(0.0);
  EXPECT_TRUE(world_trees(11, bare, 0, 1e9, 0, 1e9).empty());
  EXPECT_TRUE(generate_world_ground(11, Grid{0, 0, 1e5, 8, 8}).trees.empty());
  WorldParams bad;
  bad.trees.chunk_size = -1;
  EXPECT_THROW(world_trees(11, bad, 0, 10, 0, 10), InvalidArgument);
}

// Trees sorted by position (x, then y, then biome), for comparing sets of trees made in different cuts.
std::vector<PlacedPoint> sorted(std::vector<PlacedPoint> v) {
  std::sort(v.begin(), v.end(), [](const PlacedPoint& a, const PlacedPoint& b) {
    return a.x != b.x ? a.x < b.x : a.y != b.y ? a.y < b.y : a.biome < b.biome;
  });
  return v;
}

// The trees of half-open boxes [x0 + c · w, x0 + (c + 1) · w) × [...]: what `tiles --points` writes per tile.
std::vector<PlacedPoint> half_open(std::int64_t seed, const WorldParams& p, double xa, double xb, double ya,
                                   double yb) {
  std::vector<PlacedPoint> out;
  for (const PlacedPoint& t : world_trees(seed, p, xa, xb, ya, yb))
    if (t.x < xb && t.y < yb) out.push_back(t);
  return out;
}

void expect_same_set(const std::vector<PlacedPoint>& a, const std::vector<PlacedPoint>& b, const std::string& what) {
  const auto sa = sorted(a), sb = sorted(b);
  ASSERT_EQ(sa.size(), sb.size()) << what;
  for (std::size_t i = 0; i < sa.size(); ++i) {
    ASSERT_EQ(test::bits(sa[i].x), test::bits(sb[i].x)) << what << " tree " << i;
    ASSERT_EQ(test::bits(sa[i].y), test::bits(sb[i].y)) << what << " tree " << i;
    ASSERT_EQ(sa[i].biome, sb[i].biome) << what << " tree " << i;
  }
  for (std::size_t i = 1; i < sa.size(); ++i)
    ASSERT_FALSE(sa[i].x == sa[i - 1].x && sa[i].y == sa[i - 1].y) << what << ": a tree twice at " << sa[i].x;
}

// Tiles' trees: 4 x 3 half-open tiles of an area (odd origin, edges off the chunk grid) hold the whole area's trees,
// each once, near the origin and 1e15 units out (chunks beyond ±2^31, which used to get no trees).
TEST(HeroWorld, TheTreesOfTilesAreTheWholeAreasTreesAnywhere) {
  for (const double origin : {-333.3, 1e15 - 512, -1e15}) {
    const double w = 150, h = 170;  // exact multiples at 1e15 (doubles are 0.125 apart there)
    std::vector<PlacedPoint> tiles;
    for (int ty = 0; ty < 3; ++ty)
      for (int tx = 0; tx < 4; ++tx) {
        const auto part = half_open(5, WorldParams{}, origin + tx * w, origin + (tx + 1) * w, -origin + ty * h,
                                    -origin + (ty + 1) * h);
        tiles.insert(tiles.end(), part.begin(), part.end());
      }
    const auto whole = half_open(5, WorldParams{}, origin, origin + 4 * w, -origin, -origin + 3 * h);
    expect_same_set(tiles, whole, "origin " + std::to_string(origin));
    if (origin == -333.3) {
      EXPECT_GT(whole.size(), 200u);
    }
    for (const PlacedPoint& t : whole) {
      ASSERT_TRUE(t.x >= origin && t.x < origin + 4 * w && t.y >= -origin && t.y < -origin + 3 * h);
      ASSERT_GE(t.biome, 0);
    }
  }
  // Far out there is land with trees somewhere (the ±1e15 bound of the CLI): one of a few areas has some.
  std::size_t far = 0;
  for (double x : {1e15 - 4096, 9e14, -7.5e14, 3.25e14})
    far += world_trees(2, WorldParams{}, x, x + 2048, x, x + 2048).size();
  EXPECT_GT(far, 0u);
}

// Areas over kMaxPlacementChunks chunks are made block by block: a wide area (5000 x 1 chunks, rows cut into pieces)
// and a large one (70 x 60 chunks, blocks of whole rows) equal their halves, tree for tree, in row-major order.
TEST(HeroWorld, LargeAreasArePlacedInBlocksWhateverTheCut) {
  WorldParams p;
  p.trees.chunk_size = 16;  // many cheap chunks: one tree or so in each
  p.trees.spacing.fill(16.0);
  p.trees.seeds_per_chunk = 2;
  p.trees.attempts = 2;
  const double s = p.trees.chunk_size;
  struct Case {
    double columns, rows;
  };
  for (const Case c : {Case{5000, 1}, Case{70, 60}}) {
    const double xa = -1000 * s, xb = xa + c.columns * s, ya = 7 * s, yb = ya + c.rows * s;
    const auto whole = half_open(3, p, xa, xb, ya, yb);
    const double xm = xa + std::floor(c.columns / 2) * s, ym = ya + std::floor(c.rows / 2) * s;
    std::vector<PlacedPoint> parts;
    for (const auto& [x0, x1, y0, y1] : {std::array{xa, xm, ya, ym}, std::array{xm, xb, ya, ym},
                                         std::array{xa, xm, ym, yb}, std::array{xm, xb, ym, yb}}) {
      if (!(x0 < x1 && y0 < y1)) continue;
      const auto part = half_open(3, p, x0, x1, y0, y1);
      parts.insert(parts.end(), part.begin(), part.end());
    }
    ASSERT_GT(whole.size(), 500u);
    expect_same_set(parts, whole, std::to_string(c.columns) + " x " + std::to_string(c.rows) + " chunks");
    // Row-major chunk order: the chunk (row, column) of each tree never goes back.
    for (std::size_t i = 1; i < whole.size(); ++i) {
      const double r0 = std::floor(whole[i - 1].y / s), c0 = std::floor(whole[i - 1].x / s);
      const double r1 = std::floor(whole[i].y / s), c1 = std::floor(whole[i].x / s);
      ASSERT_TRUE(r1 > r0 || (r1 == r0 && c1 >= c0)) << "tree " << i;
    }
  }
}

}  // namespace
}  // namespace worldlab
