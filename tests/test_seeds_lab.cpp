// Lab 10's maps (seeds_lab.cpp) and the density3d node's octaves: each against the core functions it composes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "test_support.hpp"
#include "worldlab/endless.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/hash.hpp"
#include "worldlab/lab_maps.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/random.hpp"
#include "worldlab/terrain.hpp"

namespace worldlab {
namespace {

using test::bits;  // tests/test_support.hpp

TEST(SeedsLab, DrawsAndStreamSeedsAreTheGenerators) {
  const std::vector<double> draws = lab::mulberry_draws(-7, 100);
  Mulberry32 rng(static_cast<std::uint32_t>(static_cast<std::uint64_t>(std::int64_t{-7})));
  for (double d : draws) ASSERT_EQ(bits(d), bits(rng.next_float()));
  const std::vector<double> seeds = lab::stream_seed_map(1, 16);
  ASSERT_EQ(seeds.size(), 5u * 256u);
  EXPECT_EQ(seeds[0], stream_seed(1, System::kTerrain, -8, -8));
  EXPECT_EQ(seeds[4 * 256 + 17], stream_seed(1, System::kCaves, -7, -7));
}

TEST(SeedsLab, ChunkOrdersNameEveryChunkOnce) {
  for (const char* name : {"rows", "columns", "reverse", "shuffled"}) {
    std::vector<int> order = lab::chunk_order(lab::chunk_order_from(name), 9, 4, 3);
    std::sort(order.begin(), order.end());
    for (int k = 0; k < 12; ++k) ASSERT_EQ(order[k], k) << name;
  }
  EXPECT_EQ(lab::chunk_order(lab::ChunkOrder::kColumns, 0, 4, 3)[1], 4);
  EXPECT_NE(lab::chunk_order(lab::ChunkOrder::kShuffled, 1, 4, 4),
            lab::chunk_order(lab::ChunkOrder::kShuffled, 2, 4, 4));
  EXPECT_THROW(lab::chunk_order_from("spiral"), InvalidArgument);
}

// Made chunk by chunk in any order, the map is one fill_endless_regions call over the whole grid, bit for bit.
TEST(SeedsLab, EndlessChunksInAnyOrderEqualTheWholeMap) {
  const Grid grid{-300, -200, 9, 64, 48};  // the manifest's endless.biomes/seed=S/map
  std::vector<std::int32_t> nb(grid.size()), sb(grid.size());
  std::vector<double> w(grid.size());
  fill_endless_regions(1, EndlessRegionParams{}, grid, nb, sb, w);
  for (const char* name : {"rows", "columns", "reverse", "shuffled"}) {
    for (std::int64_t shuffle : {1, 77}) {
      const std::vector<int> order = lab::chunk_order(lab::chunk_order_from(name), shuffle, 4, 4);
      std::vector<double> out(grid.size());
      lab::fill_endless_chunks(1, EndlessRegionParams{}, grid, 4, 4, order, out);
      for (std::size_t i = 0; i < grid.size(); ++i) ASSERT_EQ(out[i], nb[i] * 16.0 + sb[i]) << name << " " << i;
    }
  }
  std::vector<double> out(grid.size());
  const std::vector<int> twice = {0, 0, 1, 2};
  EXPECT_THROW(lab::fill_endless_chunks(1, EndlessRegionParams{}, grid, 2, 2, twice, out), InvalidArgument);
  EXPECT_THROW(lab::fill_endless_chunks(1, EndlessRegionParams{}, grid, 5, 2, twice, out), InvalidArgument);
}

// In world coordinates the two chunks are the octaves lab's map (fill_terrain over default_map_grid); in chunk-local
// ones the right half repeats the left and the seam jumps.
TEST(SeedsLab, SeamChunksInWorldCoordinatesAreTheWholeMap) {
  const int side = 256;  // the lab's map: coarser maps have neighbour steps as large as the seam
  std::vector<double> whole(static_cast<std::size_t>(side) * side), right(whole.size()), wrong(whole.size());
  fill_terrain(1, TerrainParams{}, default_map_grid(side), whole);
  const lab::SeamJumps good = lab::fill_seam_chunks(1, TerrainParams{}, side, false, right);
  const lab::SeamJumps bad = lab::fill_seam_chunks(1, TerrainParams{}, side, true, wrong);
  for (std::size_t i = 0; i < whole.size(); ++i) ASSERT_EQ(bits(right[i]), bits(whole[i])) << i;
  EXPECT_EQ(bits(wrong[side / 2]), bits(whole[0]));
  EXPECT_LT(good.seam, 2 * good.neighbour);
  EXPECT_GT(bad.seam, 4 * bad.neighbour);
}

GraphSpec slice(double octaves) {
  GraphSpec g;
  g.nodes.push_back({"rock", "density3d", {{"octaves", octaves}}, {}, {}});
  g.output = "rock";
  return g;
}

// One octave is the single simplex3 call the node made before it had octaves; four are the lesson's fbm3.
TEST(Density3dNode, OctavesOneIsTheSimplexAndFourTheLessonsFbm) {
  const NoiseTable table(1 + 5);
  const CompiledGraph one(slice(1), 1), four(slice(4), 1);
  for (double y : {0.0, 37.0, 119.0, 181.5}) {
    for (double x : {0.0, 13.0, 250.25}) {
      const double s = 0.03;
      EXPECT_EQ(bits(one.at(x, y)), bits(simplex3(table, x * s, y * s, 0 * s) + (y - 120) * 0.02));
      double sum = 0, norm = 0, amplitude = 1, frequency = 1;
      for (int k = 0; k < 4; ++k) {
        const double shift = k * 2;
        sum += simplex3(table, (x * s + shift) * frequency, (y * s + shift) * frequency, (0 * s + shift) * frequency) *
               amplitude;
        norm += amplitude;
        amplitude *= 0.5;
        frequency *= 2;
      }
      EXPECT_EQ(bits(four.at(x, y)), bits(sum / norm + (y - 120) * 0.02));
    }
  }
  EXPECT_NE(bits(one.at(13, 119)), bits(four.at(13, 119)));
}

}  // namespace
}  // namespace worldlab
