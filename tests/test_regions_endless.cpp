// Endless regions: per-cell sites, chunked renders equal one big render bit for bit in any order, exact F1/F2.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "test_support.hpp"
#include "worldlab/endless.hpp"
#include "worldlab/random.hpp"

namespace worldlab {
namespace {

struct Render {
  std::vector<std::int32_t> nearest, second;
  std::vector<double> weight;
};

Render render(std::int64_t seed, const EndlessRegionParams& p, const Grid& g) {
  Render r{std::vector<std::int32_t>(g.size()), std::vector<std::int32_t>(g.size()), std::vector<double>(g.size())};
  fill_endless_regions(seed, p, g, r.nearest, r.second, r.weight);
  return r;
}

// 9 chunks of 40 × 30 samples at step 2 (exact positions), each placed into a 120 × 90 mosaic, in
// several shuffled orders, against one 120 × 90 render: no seams, no order dependence.
TEST(EndlessRegions, NineChunksInAnyOrderEqualOneBigRender) {
  EndlessRegionParams p;
  p.cell_size = 40;  // several regions per chunk, so borders cross chunk edges
  for (std::int64_t seed : {std::int64_t{1}, std::int64_t{-42}}) {
    const double x0 = -137, y0 = 64;  // integers: x0 + col * 2 is exact in both layouts
    const Render big = render(seed, p, Grid{x0, y0, 2, 120, 90});
    std::array<int, 9> order = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    Mulberry32 shuffle(7);
    for (int round = 0; round < 3; ++round) {
      for (int i = 8; i > 0; --i)
        std::swap(order[static_cast<std::size_t>(i)], order[shuffle.next_u32() % static_cast<std::uint32_t>(i + 1)]);
      Render mosaic{std::vector<std::int32_t>(big.nearest.size(), -9),
                    std::vector<std::int32_t>(big.nearest.size(), -9), std::vector<double>(big.nearest.size(), NAN)};
      for (int c : order) {
        const int cx = c % 3, cy = c / 3;
        const Render chunk = render(seed, p, Grid{x0 + cx * 80, y0 + cy * 60, 2, 40, 30});
        for (int row = 0; row < 30; ++row)
          for (int col = 0; col < 40; ++col) {
            const std::size_t from = static_cast<std::size_t>(row * 40 + col);
            const std::size_t to = static_cast<std::size_t>((cy * 30 + row) * 120 + cx * 40 + col);
            mosaic.nearest[to] = chunk.nearest[from];
            mosaic.second[to] = chunk.second[from];
            mosaic.weight[to] = chunk.weight[from];
          }
      }
      EXPECT_EQ(mosaic.nearest, big.nearest) << "seed " << seed << " round " << round;
      EXPECT_EQ(mosaic.second, big.second) << "seed " << seed << " round " << round;
      for (std::size_t i = 0; i < big.weight.size(); ++i)
        ASSERT_EQ(test::bits(mosaic.weight[i]), test::bits(big.weight[i])) << "sample " << i;
    }
    // The map is not trivial: several biomes and real borders.
    std::vector<std::int32_t> kinds(big.nearest);
    std::sort(kinds.begin(), kinds.end());
    EXPECT_GE(std::unique(kinds.begin(), kinds.end()) - kinds.begin(), 2);
    EXPECT_TRUE(std::any_of(big.weight.begin(), big.weight.end(), [](double w) { return w < 0.75; }));
  }
}

// The 7 × 7 search equals a brute-force scan over a much wider block of cells, in the same cell order.
TEST(EndlessRegions, SevenBySevenEqualsAWideScan) {
  EndlessRegionParams p;
  p.cell_size = 10;
  const EndlessRegions regions(5, p);
  Mulberry32 rng(99);
  for (int q = 0; q < 300; ++q) {
    const double x = (rng.next_float() - 0.5) * 400.0, y = (rng.next_float() - 0.5) * 400.0;
    const std::int64_t ci = endless_cell_index(x, 10), cj = endless_cell_index(y, 10);
    std::vector<Site> sites;
    std::vector<std::pair<std::int64_t, std::int64_t>> cells;
    for (std::int64_t j = cj - 6; j <= cj + 6; ++j)
      for (std::int64_t i = ci - 6; i <= ci + 6; ++i) {
        sites.push_back(regions.site(i, j));
        cells.emplace_back(i, j);
      }
    const NearestTwo want = nearest_two(sites, x, y);
    const EndlessNearest got = regions.nearest_two(x, y);
    EXPECT_EQ(test::bits(got.d1), test::bits(want.d1));
    EXPECT_EQ(test::bits(got.d2), test::bits(want.d2));
    EXPECT_EQ(std::make_pair(got.nearest_i, got.nearest_j), cells[static_cast<std::size_t>(want.nearest)]);
    EXPECT_EQ(std::make_pair(got.second_i, got.second_j), cells[static_cast<std::size_t>(want.second)]);
  }
}

TEST(EndlessRegions, SitesStayInTheirCellsAndFarCoordinatesAreDefined) {
  EndlessRegionParams p;
  for (std::int64_t i : {std::int64_t{-3}, std::int64_t{0}, std::int64_t{5}, std::int64_t{1} << 40}) {
    const Site s = endless_site(9, p, i, -i);
    EXPECT_GE(s.x, static_cast<double>(i) * p.cell_size);
    EXPECT_LE(s.x, static_cast<double>(i + 1) * p.cell_size);
  }
  p.jitter = 0;
  const Site centre = endless_site(9, p, 2, 3);
  EXPECT_EQ(centre.x, 2.5 * p.cell_size);
  EXPECT_EQ(centre.y, 3.5 * p.cell_size);
  EXPECT_EQ(endless_cell_index(1e300, 1), std::int64_t{1} << 62);
  EXPECT_EQ(endless_cell_index(-1e300, 1), -(std::int64_t{1} << 62));
  EXPECT_EQ(endless_cell_index(NAN, 1), 0);
  EXPECT_EQ(endless_cell_index(-0.5, 1), -1);
  const EndlessRegions regions(1, EndlessRegionParams{});
  for (double far : {3e9, -5e12, 1e15, 1e300}) {
    const EndlessNearest hit = regions.nearest_two(far, -far);  // must not crash or overflow an int
    EXPECT_FALSE(std::isnan(hit.d1));
  }
  EndlessRegionParams bad;
  bad.cell_size = 0;
  EXPECT_THROW(EndlessRegions(1, bad), InvalidArgument);
  bad = {};
  bad.jitter = 1.5;
  EXPECT_THROW(EndlessRegions(1, bad), InvalidArgument);
  std::vector<std::int32_t> a(4), b(4);
  std::vector<double> w(3);
  EXPECT_THROW(fill_endless_regions(1, {}, Grid{0, 0, 1, 2, 2}, a, b, w), InvalidArgument);
}

// The CLI's regions.endless layer: colours of any viewport, far out too, equal when the viewport is cut in halves
// (by windows of the view, as render streams, and by viewports of their own at exact positions).
TEST(EndlessRegions, ColoursOfAnyViewportEqualItsHalves) {
  for (const double x0 : {-137.0, 1e15 - 256, -1e15}) {
    const Grid whole{x0, -x0, 2, 128, 96};
    std::vector<double> all(3 * whole.size());
    fill_endless_region_colours(4, {}, whole, all);
    std::vector<double> distinct;
    for (std::size_t i = 0; i < whole.size(); ++i) distinct.push_back(all[3 * i] * 65536 + all[3 * i + 1]);
    std::sort(distinct.begin(), distinct.end());
    EXPECT_GT(std::unique(distinct.begin(), distinct.end()) - distinct.begin(), 20) << x0;  // regions and borders
    for (int cut = 0; cut < 2; ++cut) {
      // cut 0: left and right halves as windows (col0); cut 1: top and bottom halves as viewports of their own.
      const Grid a = cut == 0 ? Grid{x0, -x0, 2, 64, 96, 0, 0} : Grid{x0, -x0, 2, 128, 48};
      const Grid b = cut == 0 ? Grid{x0, -x0, 2, 64, 96, 64, 0} : Grid{x0, -x0 + 96, 2, 128, 48};
      std::vector<double> ca(3 * a.size()), cb(3 * b.size());
      fill_endless_region_colours(4, {}, a, ca);
      fill_endless_region_colours(4, {}, b, cb);
      for (int row = 0; row < 96; ++row)
        for (int col = 0; col < 128; ++col) {
          const bool first = cut == 0 ? col < 64 : row < 48;
          const std::size_t from = cut == 0 ? static_cast<std::size_t>(row * 64 + col % 64)
                                            : static_cast<std::size_t>((row % 48) * 128 + col);
          const std::size_t to = static_cast<std::size_t>(row * 128 + col);
          for (int c = 0; c < 3; ++c)
            ASSERT_EQ(test::bits((first ? ca : cb)[3 * from + c]), test::bits(all[3 * to + c]))
                << "x0 " << x0 << " cut " << cut << " sample " << to;
        }
    }
  }
  std::vector<double> small(3);
  EXPECT_THROW(fill_endless_region_colours(1, {}, Grid{0, 0, 1, 2, 2}, small), InvalidArgument);
}

// The sites of an area: in it, one per cell, and the same whatever the cut (half-open boxes, as tiles write them).
TEST(EndlessRegions, SitesOfTilesAreTheWholeAreasSites) {
  const EndlessRegionParams p;
  for (const double x0 : {-1000.5, 1e15 - 2048}) {
    const double w = 512, h = 384;
    const auto in_box = [&](double xa, double xb, double ya, double yb) {
      std::vector<EndlessSite> out;
      for (const EndlessSite& s : endless_sites_in(6, p, xa, xb, ya, yb))
        if (s.site.x < xb && s.site.y < yb) out.push_back(s);
      return out;
    };
    const auto whole = in_box(x0, x0 + 2 * w, -x0, -x0 + 2 * h);
    std::vector<EndlessSite> tiles;
    for (int ty = 0; ty < 2; ++ty)
      for (int tx = 0; tx < 2; ++tx) {
        const auto part = in_box(x0 + tx * w, x0 + (tx + 1) * w, -x0 + ty * h, -x0 + (ty + 1) * h);
        tiles.insert(tiles.end(), part.begin(), part.end());
      }
    const auto key = [](const EndlessSite& s) { return std::pair{s.j, s.i}; };
    std::sort(tiles.begin(), tiles.end(), [&](const auto& a, const auto& b) { return key(a) < key(b); });
    ASSERT_EQ(tiles.size(), whole.size()) << x0;
    for (std::size_t i = 0; i < whole.size(); ++i) {
      ASSERT_EQ(key(tiles[i]), key(whole[i])) << "site " << i;  // whole is in (j, i) order, no cell twice
      ASSERT_EQ(test::bits(tiles[i].site.x), test::bits(whole[i].site.x));
      ASSERT_EQ(tiles[i].biome, whole[i].biome);
      if (i > 0) {
        ASSERT_LT(key(whole[i - 1]), key(whole[i]));
      }
      ASSERT_TRUE(whole[i].site.x >= x0 && whole[i].site.x < x0 + 2 * w);
    }
    // About one site per 96² cell: 1024 x 768 units hold ~85.
    EXPECT_GT(whole.size(), 60u);
    EXPECT_LT(whole.size(), 110u);
  }
  EXPECT_THROW((void)endless_sites_in(1, p, 0, 1e9, 0, 1e9), InvalidArgument);
  EXPECT_THROW((void)endless_sites_in(1, p, NAN, 1, 0, 1), InvalidArgument);
}

}  // namespace
}  // namespace worldlab
