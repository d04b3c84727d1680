// Voronoi regions: the tutorial's makeSites, nearestTwo and cellBlend to the bit, the site index against the scan,
// limits.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>
#include <vector>

#include "test_support.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/random.hpp"
#include "worldlab/regions.hpp"
#include "worldlab/site_index.hpp"

namespace worldlab {
namespace {

using test::from_hex;
using test::hex;

const nlohmann::json& region_vectors() {
  static const nlohmann::json doc = test::load_conformance("regions_vectors.json");
  return doc;
}

std::vector<Point2> points_of(const nlohmann::json& list) {
  std::vector<Point2> out;
  for (const auto& p : list) out.push_back({from_hex(p[0]), from_hex(p[1])});
  return out;
}

std::vector<Site> sites_of(const nlohmann::json& list) {
  std::vector<Site> out;
  for (const auto& p : list) out.push_back({from_hex(p[0]), from_hex(p[1])});
  return out;
}

void expect_hit(const NearestTwo& got, const nlohmann::json& want, const std::string& what) {
  EXPECT_EQ(got.nearest, want.at("nearest").get<int>()) << what;
  EXPECT_EQ(got.second, want.at("second").get<int>()) << what;
  EXPECT_EQ(hex(got.d1), want.at("d1").get<std::string>()) << what;
  EXPECT_EQ(hex(got.d2), want.at("d2").get<std::string>()) << what;
}

TEST(RegionsConformance, FileCoversSeedsPointsAndTies) {
  std::vector<std::int64_t> seeds;
  for (const auto& r : region_vectors().at("example_stack")) seeds.push_back(r.at("seed").get<std::int64_t>());
  for (std::int64_t must : {std::int64_t{0}, std::int64_t{-1}, std::int64_t{2147483646}})
    EXPECT_NE(std::find(seeds.begin(), seeds.end(), must), seeds.end()) << must;
  EXPECT_GE(region_vectors().at("nearest_two_custom").size(), 4u);
  bool far = false, negative = false;
  for (const auto& p : points_of(region_vectors().at("points"))) {
    far |= std::abs(p.x) > 2147483648.0;
    negative |= p.x < 0 || p.y < 0;
  }
  EXPECT_TRUE(far);
  EXPECT_TRUE(negative);
}

TEST(RegionsConformance, MakeSitesMatchesJavaScript) {
  int compared = 0;
  for (const auto& r : region_vectors().at("make_sites")) {
    const auto seed = r.at("seed").get<std::int64_t>();
    const auto count = r.at("count").get<std::int64_t>();
    const auto sites = make_sites(count, from_hex(r.at("width")), from_hex(r.at("height")), seed);
    const auto& want = r.at("sites");
    ASSERT_EQ(sites.size(), want.size());
    for (std::size_t i = 0; i < sites.size(); ++i) {
      EXPECT_EQ(hex(sites[i].x), want[i][0].get<std::string>())
          << "seed " << seed << " count " << count << " site " << i;
      EXPECT_EQ(hex(sites[i].y), want[i][1].get<std::string>())
          << "seed " << seed << " count " << count << " site " << i;
      compared += 2;
    }
  }
  EXPECT_GT(compared, 10000);
}

TEST(RegionsConformance, NearestTwoMatchesJavaScriptThroughScanAndIndex) {
  const auto points = points_of(region_vectors().at("points"));
  int compared = 0;
  for (const auto& r : region_vectors().at("nearest_two")) {
    const auto seed = r.at("seed").get<std::int64_t>();
    const auto sites =
        make_sites(r.at("count").get<std::int64_t>(), from_hex(r.at("width")), from_hex(r.at("height")), seed);
    const SiteIndex index(sites);
    auto queries = points;
    if (r.contains("extra_points"))
      for (const auto& p : points_of(r.at("extra_points"))) queries.push_back(p);
    const auto& results = r.at("results");
    ASSERT_EQ(results.size(), queries.size());
    for (std::size_t i = 0; i < queries.size(); ++i) {
      const std::string what =
          "seed " + std::to_string(seed) + " count " + std::to_string(sites.size()) + " query " + std::to_string(i);
      expect_hit(nearest_two(sites, queries[i].x, queries[i].y), results[i], what + " (scan)");
      expect_hit(index.nearest_two(queries[i].x, queries[i].y), results[i], what + " (index)");
      ++compared;
    }
  }
  for (const auto& c : region_vectors().at("nearest_two_custom")) {
    const auto sites = sites_of(c.at("sites"));
    const SiteIndex index(sites);
    const auto queries = points_of(c.at("queries"));
    for (std::size_t i = 0; i < queries.size(); ++i) {
      const std::string what = c.at("why").get<std::string>() + " query " + std::to_string(i);
      expect_hit(nearest_two(sites, queries[i].x, queries[i].y), c.at("results")[i], what + " (scan)");
      expect_hit(index.nearest_two(queries[i].x, queries[i].y), c.at("results")[i], what + " (index)");
      ++compared;
    }
  }
  EXPECT_GT(compared, 500);
}

TEST(RegionsConformance, CellBlendMatchesJavaScript) {
  const auto points = points_of(region_vectors().at("points"));
  int compared = 0;
  for (const auto& r : region_vectors().at("cell_blend")) {
    const auto seed = r.at("seed").get<std::int64_t>();
    const auto sites =
        make_sites(r.at("count").get<std::int64_t>(), from_hex(r.at("width")), from_hex(r.at("height")), seed);
    const SiteIndex index(sites);
    const NoiseTable noise(r.at("wobble_seed").get<std::int64_t>());
    const CellBlendParams p{from_hex(r.at("wobble")), from_hex(r.at("blend_width")), from_hex(r.at("frequency"))};
    for (std::size_t i = 0; i < points.size(); ++i) {
      const auto& want = r.at("results")[i];
      for (const CellBlend& got : {cell_blend(sites, noise, points[i].x, points[i].y, p),
                                   cell_blend(index, noise, points[i].x, points[i].y, p)}) {
        EXPECT_EQ(got.nearest, want.at("nearest").get<int>()) << "seed " << seed << " point " << i;
        EXPECT_EQ(got.second, want.at("second").get<int>()) << "seed " << seed << " point " << i;
        EXPECT_EQ(hex(got.weight), want.at("weight").get<std::string>()) << "seed " << seed << " point " << i;
      }
      ++compared;
    }
  }
  EXPECT_GT(compared, 1000);
}

TEST(Regions, BlendWeightIsHalfOnABorderAndOneInside) {
  EXPECT_EQ(blend_weight(3.0, 3.0, 10.0), 0.5);
  EXPECT_EQ(blend_weight(3.0, 13.0, 10.0), 1.0);
  EXPECT_EQ(blend_weight(3.0, 30.0, 10.0), 1.0);
  EXPECT_EQ(blend_weight(3.0, 3.0, 0.0), 1.0);  // blend width 0: hard edges
  EXPECT_EQ(blend_weight(0.0, 5.0, 10.0), 0.5 + 0.5 * 0.5 * 0.5 * (3 - 2 * 0.5));
  EXPECT_TRUE(std::isnan(blend_weight(INFINITY, INFINITY, 10.0)));  // JavaScript's Math.min keeps NaN
}

TEST(Regions, BlendedColoursAndHeightsMeetHalfwayOnBorders) {
  const Rgb a{0, 100, 200}, b{200, 100, 0};
  const MixedColour mid = blend_rgb(a, b, 0.5);
  EXPECT_EQ(mid.r, 100);
  EXPECT_EQ(mid.g, 100);
  EXPECT_EQ(mid.b, 100);
  const MixedColour inside = blend_rgb(a, b, 1.0);
  EXPECT_EQ(inside.r, 200);
  EXPECT_EQ(blend_value(-0.2, 0.6, 0.75), -0.2 + (0.6 - -0.2) * 0.75);
}

TEST(Regions, RegionBiomeComesFromTheClimateAtItsSite) {
  const auto sites = make_sites(45, 320, 240, 1);
  const ClimateTables climate(1);
  const auto biomes = region_biomes(sites, climate, {});
  ASSERT_EQ(biomes.size(), sites.size());
  for (std::size_t i = 0; i < sites.size(); ++i) {
    EXPECT_GE(biomes[i], 0);
    EXPECT_LT(biomes[i], 9);
    EXPECT_EQ(biomes[i], region_biome_at(climate, sites[i].x, sites[i].y, 0.0));
  }
  // Over a large map the climate spans several biomes.
  const auto wide = make_sites(200, 5000, 5000, 3);
  const auto wide_biomes = region_biomes(wide, ClimateTables(3), {});
  EXPECT_GE(std::set<int>(wide_biomes.begin(), wide_biomes.end()).size(), 3u);
  // Height chills: a very high site is in the cold row (0..2).
  EXPECT_LE(region_biome_at(climate, 10, 10, 5.0), 2);
  EXPECT_THROW(region_biomes(sites, climate, std::vector<double>(3, 0.0)), InvalidArgument);
  EXPECT_THROW(ClimateTables(INT64_MAX), InvalidArgument);
}

TEST(Regions, BadSiteCountsAndSpansAreClearErrors) {
  EXPECT_THROW(make_sites(0, 320, 240, 1), InvalidArgument);
  EXPECT_THROW(make_sites(-5, 320, 240, 1), InvalidArgument);
  EXPECT_THROW(make_sites(kMaxSites + 1, 320, 240, 1), InvalidArgument);
  EXPECT_THROW(make_sites(10, NAN, 240, 1), InvalidArgument);
  EXPECT_THROW(make_sites(10, 320, -1, 1), InvalidArgument);
  try {
    make_sites(0, 320, 240, 1);
  } catch (const InvalidArgument& e) {
    EXPECT_NE(std::string(e.what()).find("count"), std::string::npos) << e.what();
  }
  EXPECT_THROW(SiteIndex(std::vector<Site>{}), InvalidArgument);
  EXPECT_THROW(SiteIndex(std::vector<Site>{{NAN, 0}}), InvalidArgument);
  EXPECT_THROW(offset_seed(INT64_MAX - 3, 4, "warp noise"), InvalidArgument);
  EXPECT_EQ(offset_seed(INT64_MAX - 4, 4, "warp noise"), INT64_MAX);
}

// The index must equal the scan on random sets, on clustered and coincident sites, and on queries
// inside, outside and far from the sites, and on exact midpoints.
TEST(SiteIndex, AgreesWithTheScanEverywhereTiesIncluded) {
  Mulberry32 rng(12345);
  int compared = 0;
  for (int trial = 0; trial < 12; ++trial) {
    const int n = trial < 4 ? 2 + trial : 50 + 400 * trial;
    std::vector<Site> sites;
    for (int i = 0; i < n; ++i) {
      double x = rng.next_float() * 1000.0, y = rng.next_float() * 700.0;
      if (trial % 3 == 1) {  // a lattice with many exact ties
        x = std::floor(x / 100) * 100;
        y = std::floor(y / 100) * 100;
      }
      if (trial % 3 == 2 && i % 5 == 0 && i > 0)
        sites.push_back(sites[static_cast<std::size_t>(i - 1)]);
      else
        sites.push_back({x, y});
    }
    const SiteIndex index(sites);
    for (int q = 0; q < 400; ++q) {
      double x = rng.next_float() * 1400.0 - 200.0, y = rng.next_float() * 1100.0 - 200.0;
      if (q % 4 == 0) {  // midpoints between two sites: exact ties where the halves are exact
        const Site& a = sites[rng.next_u32() % sites.size()];
        const Site& b = sites[rng.next_u32() % sites.size()];
        x = (a.x + b.x) / 2;
        y = (a.y + b.y) / 2;
      }
      if (q % 17 == 0) x = q % 2 ? 1e9 : -3e12;  // far away
      if (trial % 3 == 1 && q % 3 == 1) {        // lattice points and lattice midpoints
        x = std::floor(x / 50) * 50;
        y = std::floor(y / 50) * 50;
      }
      const NearestTwo want = nearest_two(sites, x, y), got = index.nearest_two(x, y);
      ASSERT_EQ(got.nearest, want.nearest) << "trial " << trial << " query " << q;
      ASSERT_EQ(got.second, want.second) << "trial " << trial << " query " << q;
      ASSERT_EQ(test::bits(got.d1), test::bits(want.d1));
      ASSERT_EQ(test::bits(got.d2), test::bits(want.d2));
      ++compared;
    }
    for (double bad : {double(NAN), double(INFINITY), -double(INFINITY), 1e200}) {
      const NearestTwo want = nearest_two(sites, bad, 3.0), got = index.nearest_two(bad, 3.0);
      EXPECT_EQ(got.nearest, want.nearest);
      EXPECT_EQ(got.second, want.second);
      EXPECT_EQ(test::bits(got.d1), test::bits(want.d1));
    }
  }
  EXPECT_EQ(compared, 12 * 400);
}

// Issue 12, row 6: queries outside the sites' bounding box (the regions map and the cell node at
// x0 = 1e6) must stop after a few rings, with the scan's answer and bits, ties included.
TEST(SiteIndex, QueriesOutsideTheBoundingBoxExitEarlyWithTheScansAnswer) {
  Mulberry32 rng(77);
  for (const bool lattice : {false, true}) {
    std::vector<Site> sites;
    for (int i = 0; i < 4000; ++i) {
      double x = rng.next_float() * 4096.0, y = rng.next_float() * 4096.0;
      if (lattice) {  // many sites at equal distances from queries on the lattice's axes and diagonals
        x = std::floor(x / 256) * 256;
        y = std::floor(y / 256) * 256;
      }
      sites.push_back({x, y});
    }
    const SiteIndex index(sites);
    std::size_t most = 0;
    int compared = 0;
    for (const double far : {5000.0, 1e6, 1e12}) {
      // Beside each edge and past each corner: x and y each before, along or after the box (not both along).
      for (const int sx : {-1, 0, 1}) {
        for (const int sy : {-1, 0, 1}) {
          if (sx == 0 && sy == 0) continue;
          for (int k = 0; k < 8; ++k) {
            // Along an edge: random, or on the lattice's lines and midlines (exact ties between neighbours).
            const double ax = lattice ? 128.0 * (2 * k + 1) - (k % 2) * 128.0 : rng.next_float() * 4096.0;
            const double ay = lattice ? 256.0 * k : rng.next_float() * 4096.0;
            const double x = sx < 0 ? -far : sx > 0 ? 4096.0 + far : ax;
            const double y = sy < 0 ? -far : sy > 0 ? 4096.0 + far : ay;
            const NearestTwo want = nearest_two(sites, x, y), got = index.nearest_two(x, y);
            ASSERT_EQ(got.nearest, want.nearest) << x << ", " << y;
            ASSERT_EQ(got.second, want.second) << x << ", " << y;
            ASSERT_EQ(test::bits(got.d1), test::bits(want.d1));
            ASSERT_EQ(test::bits(got.d2), test::bits(want.d2));
            most = std::max(most, index.sites_examined(x, y));
            ++compared;
          }
        }
      }
    }
    EXPECT_EQ(compared, 3 * 8 * 8);
    // Before the fix a query beside the box examined nearly every site (4000); now it sweeps the
    // column or row of cells nearest to it (about 90 sites), a little more where a lattice row is tied.
    EXPECT_LT(most, sites.size() / 10) << (lattice ? "lattice" : "random");
  }
}

}  // namespace
}  // namespace worldlab
