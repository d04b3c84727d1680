// SIMD levels and threads change no bit: every batch kernel at every level equals the single-sample function, on
// awkward inputs, degenerate seeds and every tail length; fills equal for every thread count.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "simd/climate_kernels.hpp"
#include "simd/kernels.hpp"
#include "simd/lanes.hpp"
#include "simd/point_kernels.hpp"
#include "test_support.hpp"
#include "worldlab/batch.hpp"
#include "worldlab/climate.hpp"
#include "worldlab/endless.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/manifest.hpp"
#include "worldlab/regions.hpp"
#include "worldlab/simd.hpp"
#include "worldlab/site_index.hpp"
#include "worldlab/tasks.hpp"

namespace worldlab {
namespace {

using test::hex;

constexpr double kLaneNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kLaneInf = std::numeric_limits<double>::infinity();

// Same bits, or both NaN (a NaN's payload is not part of any result: JavaScript has one NaN).
::testing::AssertionResult same(double want, double got) {
  if (test::bits(want) == test::bits(got) || (std::isnan(want) && std::isnan(got)))
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "want " << hex(want) << " (" << want << "), got " << hex(got) << " (" << got
                                       << ")";
}

// Coordinates that have broken ports before: signed zeros, lattice lines, the simplex diagonal and
// one ulp off it, beyond ±2^31, ±2^52 (where the fraction vanishes), ±2^60, huge, denormal, non-finite.
std::vector<double> awkward_values() {
  std::vector<double> v = {0.0,
                           -0.0,
                           0.5,
                           -0.5,
                           1.0,
                           -1.0,
                           0.37,
                           std::nextafter(0.37, 1.0),
                           std::nextafter(0.37, 0.0),
                           -5.5,
                           255.0,
                           256.0,
                           -256.0,
                           -257.25,
                           1e6 + 0.25,
                           -1e6 - 0.75,
                           2147483648.5,
                           -2147483649.5,
                           3e9 + 0.125,
                           -5e9 - 0.5,
                           0x1p51 + 0.5,
                           0x1p52 - 0.5,
                           -0x1p52 + 0.5,
                           0x1p52 + 3.0,
                           -0x1p53 - 2.0,
                           0x1p60,
                           -0x1p60 - 0x1p8,
                           1e15 + 0.5,
                           -1e15 - 0.5,
                           1e300,
                           -1e300,
                           1e-300,
                           -std::numeric_limits<double>::denorm_min(),
                           std::numeric_limits<double>::denorm_min(),
                           kLaneNaN,
                           kLaneInf,
                           -kLaneInf};
  return v;
}

// (x, y, z) triples: every awkward value against a few others, then ordinary random points.
struct LanePoints {
  std::vector<double> x, y, z;
};
LanePoints test_points() {
  LanePoints p;
  const auto v = awkward_values();
  const double others[] = {0.3, -2.7, 0.37, 1e6 + 0.25, -0.0};
  for (double a : v)
    for (double b : others) {
      p.x.push_back(a), p.y.push_back(b), p.z.push_back(-b);
      p.x.push_back(b), p.y.push_back(a), p.z.push_back(b * 0.5);
      p.x.push_back(b), p.y.push_back(b), p.z.push_back(a);
    }
  std::mt19937_64 rng(12345);
  std::uniform_real_distribution<double> near(-40.0, 40.0);
  for (int i = 0; i < 1500; ++i) p.x.push_back(near(rng)), p.y.push_back(near(rng)), p.z.push_back(near(rng));
  return p;
}

// Seeds: ordinary, negative, large, and both degenerate seeds (an undefined table entry).
const std::int64_t kSeeds[] = {0, 1, -7, 2147483646, 2147483648, -2147483646, -4294967293};

// Runs batch(n first points) at every level and compares each output with single(i).
template <class Batch, class Single>
void expect_batch_equals_single(const char* what, std::size_t n, Batch&& batch, Single&& single) {
  test::for_each_simd_level([&](SimdLevel level) {
    std::vector<double> out(n, 12345.0);
    batch(n, out);
    for (std::size_t i = 0; i < n; ++i)
      ASSERT_TRUE(same(single(i), out[i])) << what << " at level " << simd_level_name(level) << ", point " << i;
  });
}

TEST(Simd, LevelsAreListedScalarFirstAndNamedBothWays) {
  const auto levels = available_simd_levels();
  ASSERT_FALSE(levels.empty());
  EXPECT_EQ(levels.front(), SimdLevel::kScalar);
  for (SimdLevel level : levels) {
    SimdLevel parsed;
    ASSERT_TRUE(parse_simd_level(simd_level_name(level), parsed));
    EXPECT_EQ(parsed, level);
  }
#if defined(__x86_64__)
  EXPECT_NE(std::find(levels.begin(), levels.end(), SimdLevel::kSse2), levels.end());
#endif
  SimdLevel ignored;
  EXPECT_FALSE(parse_simd_level("avx1024", ignored));
}

TEST(Simd, AnUnknownOrMissingLevelIsAnErrorNamingTheAvailableOnes) {
  const SimdLevel before = simd_level();
  const std::string available = available_simd_level_names();
  try {
    set_simd_level("avx1024");
    FAIL() << "no error";
  } catch (const InvalidArgument& e) {
    EXPECT_NE(std::string(e.what()).find(available), std::string::npos) << e.what();
  }
  // A level this build has no code for (native builds lack simd128; WASM builds lack avx2).
#if defined(__EMSCRIPTEN__)
  const SimdLevel missing = SimdLevel::kAvx2;
#else
  const SimdLevel missing = SimdLevel::kSimd128;
#endif
  EXPECT_THROW(set_simd_level(missing), InvalidArgument);
  EXPECT_EQ(simd_level(), before);
}

TEST(Simd, EveryNoiseKernelEqualsTheSingleSampleFunctionAtEveryLevel) {
  const LanePoints p = test_points();
  const std::size_t n = p.x.size();
  for (std::int64_t seed : kSeeds) {
    const NoiseTable t(seed);
    const std::string s = " seed " + std::to_string(seed);
    for (Basis basis : {Basis::kSimplex, Basis::kPerlin, Basis::kValue})
      expect_batch_equals_single((std::string(basis_name(basis)) + s).c_str(), n,
                                 [&](std::size_t m, std::vector<double>& out) {
                                   basis_points(t, basis, std::span(p.x).first(m), std::span(p.y).first(m), out);
                                 },
                                 [&](std::size_t i) { return basis_noise(t, basis, p.x[i], p.y[i]); });
    expect_batch_equals_single(("simplex3" + s).c_str(), n,
                               [&](std::size_t m, std::vector<double>& out) {
                                 simplex3_points(t, std::span(p.x).first(m), std::span(p.y).first(m),
                                                 std::span(p.z).first(m), out);
                               },
                               [&](std::size_t i) { return simplex3(t, p.x[i], p.y[i], p.z[i]); });
    expect_batch_equals_single(("perlin3" + s).c_str(), n,
                               [&](std::size_t m, std::vector<double>& out) {
                                 perlin3_points(t, std::span(p.x).first(m), std::span(p.y).first(m),
                                                std::span(p.z).first(m), out);
                               },
                               [&](std::size_t i) { return perlin3(t, p.x[i], p.y[i], p.z[i]); });
  }
}

TEST(Simd, EveryFractalKernelEqualsTheSingleSampleFunctionAtEveryLevel) {
  const LanePoints p = test_points();
  const std::size_t n = 400;  // the awkward points and a few ordinary ones: fractals are slower
  for (std::int64_t seed : {std::int64_t{1}, std::int64_t{-2147483646}}) {
    const NoiseTable t(seed);
    for (Basis basis : {Basis::kSimplex, Basis::kPerlin, Basis::kValue})
      for (Fold fold : {Fold::kNone, Fold::kRidged, Fold::kBillow}) {
        const FbmParams fbm{5, 0.55, 1.9, basis, fold};
        expect_batch_equals_single(
            "fbm2", n,
            [&](std::size_t m, std::vector<double>& out) {
              fbm2_points(t, fbm, std::span(p.x).first(m), std::span(p.y).first(m), out);
            },
            [&](std::size_t i) { return fbm2(t, p.x[i], p.y[i], fbm); });
        const MusgraveParams musgrave{0.9, 2.5};
        expect_batch_equals_single(
            "ridged_multifractal", n,
            [&](std::size_t m, std::vector<double>& out) {
              ridged_multifractal_points(t, fbm, musgrave, std::span(p.x).first(m), std::span(p.y).first(m), out);
            },
            [&](std::size_t i) { return ridged_multifractal(t, p.x[i], p.y[i], fbm, musgrave); });
      }
    for (int levels = 0; levels <= kMaxWarpLevels; ++levels) {
      const WarpParams warp{2.5, 0.6, levels};
      const FbmParams fbm{3};
      expect_batch_equals_single(
          "domain_warp", n,
          [&](std::size_t m, std::vector<double>& out) {
            domain_warp_points(t, warp, fbm, std::span(p.x).first(m), std::span(p.y).first(m), out);
          },
          [&](std::size_t i) { return domain_warp(t, p.x[i], p.y[i], warp, fbm); });
      std::vector<double> wy(n);
      expect_batch_equals_single(
          "warp_point.x and .y", n,
          [&](std::size_t m, std::vector<double>& out) {
            std::vector<double> y2(m);
            warp_points(t, warp, fbm, std::span(p.x).first(m), std::span(p.y).first(m), out, y2);
            for (std::size_t i = 0; i < m; ++i) wy[i] = y2[i];
            for (std::size_t i = 0; i < m; ++i)
              ASSERT_TRUE(same(warp_point(t, p.x[i], p.y[i], warp, fbm).y, wy[i])) << "warp_point.y " << i;
          },
          [&](std::size_t i) { return warp_point(t, p.x[i], p.y[i], warp, fbm).x; });
    }
  }
}

TEST(Simd, FoldsAndIslandMaskEqualTheScalarFunctionsInPlace) {
  const LanePoints p = test_points();
  const std::size_t n = p.x.size();
  for (Fold fold : {Fold::kNone, Fold::kRidged, Fold::kBillow})
    expect_batch_equals_single(
        "fold", n,
        [&](std::size_t m, std::vector<double>& out) {
          for (std::size_t i = 0; i < m; ++i) out[i] = p.x[i];
          fold_points(fold, std::span<const double>(out).first(m), std::span(out).first(m));  // in place
        },
        [&](std::size_t i) { return apply_fold(fold, p.x[i]); });
  const IslandMask mask{0.75};
  expect_batch_equals_single(
      "island mask", n,
      [&](std::size_t m, std::vector<double>& out) {
        island_mask_points(mask, std::span(p.z).first(m), std::span(p.x).first(m), std::span(p.y).first(m), out);
      },
      [&](std::size_t i) { return apply_island_mask(p.z[i], p.x[i], p.y[i], mask); });
}

// World-unit points for the regions and the climate: the awkward values, then runs of repeated points (the
// points of one region share its site) and ordinary points over a few hundred units.
LanePoints world_points() {
  LanePoints p = test_points();
  for (std::size_t i = 0; i < p.x.size(); ++i) p.x[i] *= 37.0, p.y[i] *= 29.0, p.z[i] *= 0.05;
  std::mt19937_64 rng(777);
  std::uniform_real_distribution<double> far(-600.0, 900.0);
  for (int run = 0; run < 60; ++run) {
    const double x = far(rng), y = far(rng), z = far(rng) / 900.0;
    for (int k = 0; k < 1 + run % 7; ++k) p.x.push_back(x), p.y.push_back(y), p.z.push_back(run % 5 ? z : -z);
  }
  return p;
}

TEST(Simd, ClimateAndRegionBatchesEqualTheirSingleSampleFunctionsAtEveryLevel) {
  const LanePoints p = world_points();
  const std::size_t n = p.x.size();
  for (std::int64_t seed : {std::int64_t{1}, std::int64_t{-2147483646}, std::int64_t{2147483646}}) {
    const std::string s = " seed " + std::to_string(seed);
    const ClimateTables climate(seed);
    const TutorialClimateParams tutorial{0.7};
    std::vector<double> moisture(n);
    expect_batch_equals_single(
        ("climate_points" + s).c_str(), n,
        [&](std::size_t m, std::vector<double>& out) {
          climate_points(climate, tutorial, std::span(p.x).first(m), std::span(p.y).first(m), std::span(p.z).first(m),
                         std::span(out).first(m), std::span(moisture).first(m));
          for (std::size_t i = 0; i < m; ++i)
            ASSERT_TRUE(same(climate_at(climate, p.x[i], p.y[i], p.z[i], tutorial).moisture, moisture[i])) << i;
        },
        [&](std::size_t i) { return climate_at(climate, p.x[i], p.y[i], p.z[i], tutorial).temperature; });
    const RegionClimateParams region_climate{0.004, 0.8};
    expect_batch_equals_single(
        ("region_biome_points" + s).c_str(), n,
        [&](std::size_t m, std::vector<double>& out) {
          region_biome_points(climate, std::span(p.x).first(m), std::span(p.y).first(m), std::span(p.z).first(m),
                              region_climate, std::span(out).first(m));
        },
        [&](std::size_t i) { return double(region_biome_at(climate, p.x[i], p.y[i], p.z[i], region_climate)); });

    const EndlessRegionParams params;
    const EndlessRegions regions(seed, params,
                                 cell_window_for(-300, 700, -200, 500, params.blend.wobble, params.cell_size));
    std::vector<double> wy(n);
    expect_batch_equals_single(("wobble_points" + s).c_str(), n,
                               [&](std::size_t m, std::vector<double>& out) {
                                 wobble_points(NoiseTable(offset_seed(seed, params.wobble_seed_offset, "wobble")),
                                               params.blend, std::span(p.x).first(m), std::span(p.y).first(m),
                                               std::span(out).first(m), std::span(wy).first(m));
                                 for (std::size_t i = 0; i < m; ++i)
                                   ASSERT_TRUE(same(regions.wobbled(p.x[i], p.y[i]).y, wy[i])) << i;
                               },
                               [&](std::size_t i) { return regions.wobbled(p.x[i], p.y[i]).x; });
    // nearest_two and blend, every field, inside the cached window, beyond it, and with no window at all.
    for (const SiteWindow* window : {&regions.window(), static_cast<const SiteWindow*>(nullptr)}) {
      const SiteWindow none;
      const SiteWindow& w = window ? *window : none;
      test::for_each_simd_level([&](SimdLevel level) {
        std::vector<EndlessNearest> hits(n), blended(n);
        std::vector<double> weight(n);
        regions.nearest_two_points(p.x.data(), p.y.data(), n, w, hits.data());
        regions.blend_points(p.x.data(), p.y.data(), n, w, blended.data(), weight.data());
        for (std::size_t i = 0; i < n; ++i) {
          const EndlessNearest a = regions.nearest_two(p.x[i], p.y[i], w);
          double want_weight = 0;
          const EndlessNearest b = regions.blend(p.x[i], p.y[i], want_weight, w);
          for (const auto& [want, got] : {std::pair{a, hits[i]}, std::pair{b, blended[i]}}) {
            ASSERT_EQ(want.nearest_i, got.nearest_i) << simd_level_name(level) << s << " point " << i;
            ASSERT_EQ(want.nearest_j, got.nearest_j) << simd_level_name(level) << s << " point " << i;
            ASSERT_EQ(want.second_i, got.second_i) << simd_level_name(level) << s << " point " << i;
            ASSERT_EQ(want.second_j, got.second_j) << simd_level_name(level) << s << " point " << i;
            ASSERT_TRUE(same(want.nearest_site.x, got.nearest_site.x)) << simd_level_name(level) << " point " << i;
            ASSERT_TRUE(same(want.nearest_site.y, got.nearest_site.y)) << simd_level_name(level) << " point " << i;
            ASSERT_TRUE(same(want.second_site.x, got.second_site.x)) << simd_level_name(level) << " point " << i;
            ASSERT_TRUE(same(want.second_site.y, got.second_site.y)) << simd_level_name(level) << " point " << i;
            ASSERT_TRUE(same(want.d1, got.d1)) << simd_level_name(level) << s << " point " << i;
            ASSERT_TRUE(same(want.d2, got.d2)) << simd_level_name(level) << s << " point " << i;
          }
          ASSERT_TRUE(same(want_weight, weight[i])) << simd_level_name(level) << s << " point " << i;
        }
      });
    }
  }
}

// Every field of two EndlessNearest, bit for bit.
::testing::AssertionResult same_nearest(const EndlessNearest& want, const EndlessNearest& got) {
  if (want.nearest_i != got.nearest_i || want.nearest_j != got.nearest_j || want.second_i != got.second_i ||
      want.second_j != got.second_j)
    return ::testing::AssertionFailure() << "cells: want (" << want.nearest_i << ", " << want.nearest_j << ") ("
                                         << want.second_i << ", " << want.second_j << "), got (" << got.nearest_i
                                         << ", " << got.nearest_j << ") (" << got.second_i << ", " << got.second_j
                                         << ")";
  for (const auto& [a, b] :
       {std::pair{want.nearest_site.x, got.nearest_site.x}, std::pair{want.nearest_site.y, got.nearest_site.y},
        std::pair{want.second_site.x, got.second_site.x}, std::pair{want.second_site.y, got.second_site.y},
        std::pair{want.d1, got.d1}, std::pair{want.d2, got.d2}})
    if (auto r = same(a, b); !r) return r;
  return ::testing::AssertionSuccess();
}

// The lane kernel behind nearest_two_points at its edges: rings straddling the window's border (the point falls back
// to the scalar scan), windows of exactly 7 × 7 cells and at ±2^52 cells, cell sizes that round, jitter 0 (sites on
// cell centres: exact ties, which must go to the first cell in the scan as in nearest_two), huge and non-finite
// coordinates, and every tail length with nothing written past the end.
TEST(Simd, EndlessNearestTwoPointsEqualsTheScanAtWindowEdgesTiesAndTails) {
  struct Case {
    double cell_size, jitter;
    double x_min, x_max, y_min, y_max;  // the window's box (margin 0)
  };
  const Case cases[] = {
      {96.0, 1.0, -300, 700, -200, 500},
      {96.0, 0.0, -300, 700, -200, 500},  // a square lattice: ties everywhere on cell edges and corners
      {7.3, 0.5, -40, 60, -30, 20},       // x / cell_size rounds
      {1.0, 0.0, 10, 10, -5, -5},         // exactly 7 × 7 cells: only the centre cell's ring fits
      {3.0, 1.0, 0, 3, 0, 0},             // 8 × 7 cells
      {1.0, 1.0, 0x1p52 - 30, 0x1p52 - 14, -0x1p52 + 14, -0x1p52 + 30},  // cells just inside ±2^52
      {1.0, 1.0, 0x1p52 - 6, 0x1p52 + 2, 0, 8},                          // cells past 2^52: no lane kernel
      {1e6, 1.0, -1e7, 1e7, -1e7, 1e7},
  };
  for (const Case& c : cases) {
    EndlessRegionParams params;
    params.cell_size = c.cell_size;
    params.jitter = c.jitter;
    const EndlessRegions regions(5, params, cell_window_for(c.x_min, c.x_max, c.y_min, c.y_max, 0.0, c.cell_size));
    const std::string what = " cell " + std::to_string(c.cell_size) + " jitter " + std::to_string(c.jitter) +
                             " box x " + std::to_string(c.x_min);
    // Across the box and 6 cells beyond it from a cell corner, on and between cell edges (quarter cells: corners give
    // four-way ties with jitter 0), in runs so that blocks of lanes mix points inside and outside the window.
    LanePoints p;
    std::mt19937_64 rng(99);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const double s = c.cell_size;
    const double x0 = (std::floor(c.x_min / s) - 6) * s, y0 = (std::floor(c.y_min / s) - 6) * s;
    const int columns = static_cast<int>((c.x_max - c.x_min) / s) + 12,
              rows = static_cast<int>((c.y_max - c.y_min) / s) + 12;
    for (int row = 0; row <= rows * 4 / 3; ++row) {
      for (int column = 0; column <= columns * 4; ++column) {
        const double x = x0 + column * 0.25 * s, y = y0 + row * 0.75 * s;
        p.x.push_back(x), p.y.push_back(y);
        p.x.push_back(x + unit(rng) * s), p.y.push_back(y + unit(rng) * s);
      }
    }
    for (double a : awkward_values()) {
      p.x.push_back(a), p.y.push_back(c.y_min);
      p.x.push_back(c.x_min), p.y.push_back(a);
      p.x.push_back(a), p.y.push_back(a);
    }
    for (double a : {std::nextafter(c.x_min, -kLaneInf), std::nextafter(c.x_max, kLaneInf)})
      p.x.push_back(a), p.y.push_back(c.y_min);
    const std::size_t n = p.x.size();
    std::vector<EndlessNearest> want(n);
    for (std::size_t i = 0; i < n; ++i) {
      want[i] = regions.nearest_two(p.x[i], p.y[i], regions.window());
      ASSERT_TRUE(same_nearest(regions.nearest_two(p.x[i], p.y[i], SiteWindow()), want[i])) << what << " point " << i;
    }
    test::for_each_simd_level([&](SimdLevel level) {
      std::vector<EndlessNearest> got(n);
      regions.nearest_two_points(p.x.data(), p.y.data(), n, regions.window(), got.data());
      for (std::size_t i = 0; i < n; ++i)
        ASSERT_TRUE(same_nearest(want[i], got[i]))
            << simd_level_name(level) << what << " point " << i << " (" << p.x[i] << ", " << p.y[i] << ")";
      // Every tail length from several starts; the three entries past the end keep their sentinel.
      for (std::size_t start : {std::size_t{0}, std::size_t{3}, n / 2, n - 20}) {
        for (std::size_t m = 0; m <= 19; ++m) {
          EndlessNearest sentinel;
          sentinel.nearest_i = 777;
          sentinel.d1 = -1.0;
          std::vector<EndlessNearest> tail(m + 3, sentinel);
          regions.nearest_two_points(p.x.data() + start, p.y.data() + start, m, regions.window(), tail.data());
          for (std::size_t i = 0; i < m; ++i)
            ASSERT_TRUE(same_nearest(want[start + i], tail[i])) << simd_level_name(level) << what << " m " << m;
          for (std::size_t i = m; i < m + 3; ++i)
            ASSERT_TRUE(tail[i].nearest_i == 777 && tail[i].d1 == -1.0)
                << simd_level_name(level) << what << " wrote past " << m;
        }
      }
    });
  }
}

// Every tail length 0..19 from several starts of an n-point input: run(start, m, out) fills out[0 .. m) and must leave
// the three entries past it alone; want(i) is point i's single-sample answer.
template <class Run, class Want>
void expect_tails_equal(const char* what, std::size_t n, Run&& run, Want&& want) {
  for (std::size_t start : {std::size_t{0}, std::size_t{3}, n / 2, n - 20}) {
    for (std::size_t m = 0; m <= 19; ++m) {
      std::vector<double> out(m + 3, 12345.0);
      run(start, m, out.data());
      for (std::size_t i = 0; i < m; ++i)
        ASSERT_TRUE(same(want(start + i), out[i]))
            << what << " at " << simd_level_name(simd_level()) << ", start " << start << " m " << m << " point " << i;
      for (std::size_t i = m; i < m + 3; ++i)
        ASSERT_EQ(out[i], 12345.0) << what << " at " << simd_level_name(simd_level()) << " wrote past " << m;
    }
  }
}

// The climates' per-sample formulas (simd/climate_kernels.hpp) through every level's lane kernels equal the scalar
// instantiation (the single-sample functions), on every pair of awkward values (NaN, ±inf, ±0, huge, denormal, the
// clamp's edges 0 and 1), in place, and on every tail length.
TEST(Simd, ClimateFormulaKernelsEqualTheSingleSampleFunctionsAtEveryLevel) {
  std::vector<double> v = awkward_values();
  for (double e : {-0.5, 0.5, 1.5, std::nextafter(0.5, 1.0), std::nextafter(-0.5, -1.0), 0.25, -0.25, 2.0})
    v.push_back(e);
  std::vector<double> a, b, c;  // every pair, and a third value rotated in
  for (std::size_t i = 0; i < v.size(); ++i)
    for (std::size_t j = 0; j < v.size(); ++j) a.push_back(v[i]), b.push_back(v[j]), c.push_back(v[(i + j) % v.size()]);
  std::mt19937_64 rng(4242);
  std::uniform_real_distribution<double> unit(-1.5, 1.5);
  for (int k = 0; k < 500; ++k) a.push_back(unit(rng)), b.push_back(unit(rng)), c.push_back(unit(rng) + 1.5);
  const std::size_t n = a.size();
  using S = simd::ScalarLanes;
  for (double chill : {0.5, 0.0, 2.0, 1e300}) {
    const std::string what = "temperature_from_points chill " + std::to_string(chill);
    expect_batch_equals_single(
        what.c_str(), n,
        [&](std::size_t m, std::vector<double>& out) {
          std::copy(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(m), out.begin());
          temperature_from_points(chill, std::span(out).first(m), std::span(b).first(m), std::span(out).first(m));
        },
        [&](std::size_t i) { return temperature_from(a[i], b[i], chill); });
    test::for_each_simd_level([&](SimdLevel) {
      expect_tails_equal(
          what.c_str(), n,
          [&](std::size_t start, std::size_t m, double* out) {
            temperature_from_points(chill, std::span(a).subspan(start, m), std::span(b).subspan(start, m), {out, m});
          },
          [&](std::size_t i) { return temperature_from(a[i], b[i], chill); });
    });
  }
  expect_batch_equals_single(
      "moisture_from_points", n,
      [&](std::size_t m, std::vector<double>& out) {
        std::copy(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(m), out.begin());
        moisture_from_points(std::span(out).first(m), std::span(out).first(m));
      },
      [&](std::size_t i) { return moisture_from(a[i]); });
  // The clamp itself against JavaScript's Math.min(1, Math.max(0, v)), written out: NaN stays, −0 becomes +0.
  for (double x : v) {
    const double want = x != x ? x : (x > 0.0 ? (x < 1.0 ? x : 1.0) : 0.0);
    ASSERT_TRUE(same(want, clamp01(x))) << x;
    ASSERT_TRUE(same(want, islands::sat(x))) << x;
  }
  EXPECT_EQ(test::bits(clamp01(-0.0)), test::bits(0.0));

  // The Islands passes: temperature row by row (each row's own latitude), moisture with the wind on and off.
  const kernels::IslandsTemperatureTerms t_terms{0.75, 0.55, 0.7, 0.08, 0.2, 256.0 / 37.0};
  const kernels::IslandsMoistureTerms m_terms{0.4, 0.15, 0.3, 0.5, true, 256.0 / 37.0};
  kernels::IslandsMoistureTerms still = m_terms;
  still.wind = false;
  const double lat = 0.3;
  test::for_each_simd_level([&](SimdLevel) {
    const simd::PointKernels& k = simd::active_kernels();
    expect_tails_equal(
        "islands_temperature", n,
        [&](std::size_t start, std::size_t m, double* out) {
          k.islands_temperature(t_terms, lat, a.data() + start, b.data() + start, c.data() + start, out, m);
        },
        [&](std::size_t i) { return kernels::islands_temperature<S>(t_terms, lat, a[i], b[i], c[i]); });
    for (const kernels::IslandsMoistureTerms* terms :
         {&m_terms, static_cast<const kernels::IslandsMoistureTerms*>(&still)})
      expect_tails_equal(
          "islands_moisture", n,
          [&](std::size_t start, std::size_t m, double* out) {
            k.islands_moisture(*terms, a.data() + start, b.data() + start, c.data() + start, out, m);
          },
          [&](std::size_t i) { return kernels::islands_moisture<S>(*terms, a[i], b[i], c[i]); });
  });
  const int side = 37;  // the passes over a 37 × 37 view of the first 1369 triples
  const std::size_t cells = static_cast<std::size_t>(side) * side;
  ASSERT_GE(n, cells);
  const islands::ClimateParams cp;
  for (bool on : {true, false}) {
    islands::WindParams wp;
    wp.on = on;
    const kernels::IslandsTemperatureTerms tt{cp.base,      cp.lapse,      cp.latitude,
                                              cp.coast_mod, cp.temp_noise, islands::kCoastUnits / side};
    const kernels::IslandsMoistureTerms mt{cp.moist_noise, cp.coast_bonus, cp.decay,
                                           wp.strength,    wp.on,          islands::kCoastUnits / side};
    test::for_each_simd_level([&](SimdLevel level) {
      std::vector<double> temp(cells), moist(cells);
      const auto first = [&](const std::vector<double>& x) { return std::span(x).first(cells); };
      islands::temperature(side, -3.3, 0.37, first(a), first(b), first(c), cp, temp);
      islands::moisture(side, first(a), first(b), first(c), cp, wp, moist);
      for (std::size_t i = 0; i < cells; ++i) {
        const double y = static_cast<double>(i / side);
        const double row_lat = islands::sat(std::fabs(-3.3 + y * 0.37) / islands::kLatitudeSpan);
        ASSERT_TRUE(same(kernels::islands_temperature<S>(tt, row_lat, a[i], b[i], c[i]), temp[i]))
            << simd_level_name(level) << " cell " << i;
        ASSERT_TRUE(same(kernels::islands_moisture<S>(mt, a[i], b[i], c[i]), moist[i]))
            << simd_level_name(level) << " cell " << i;
      }
    });
  }
}

// Every field of two NearestTwo, bit for bit.
::testing::AssertionResult same_hit(const NearestTwo& want, const NearestTwo& got) {
  if (want.nearest != got.nearest || want.second != got.second)
    return ::testing::AssertionFailure() << "indices: want " << want.nearest << ", " << want.second << ", got "
                                         << got.nearest << ", " << got.second;
  if (auto r = same(want.d1, got.d1); !r) return r << " (d1)";
  if (auto r = same(want.d2, got.d2); !r) return r << " (d2)";
  return ::testing::AssertionSuccess();
}

// SiteIndex::nearest_two_points (the lane kernel up to 16 sites per lane, the search beyond) equals the
// tutorial's scan for every point: the lab's 45 random sites, square lattices (exact ties on every midline and corner,
// which must go to the lower index as the scan's `<` gives them), coincident sites, one and two sites, sites at ±1e15,
// sites a denormal apart; awkward, NaN, infinite and far points (±1e150 and just beyond: the scalar fallback); every
// tail length with nothing written past the end.
TEST(Simd, SiteIndexNearestTwoPointsEqualsTheScanTiesAndTails) {
  const auto lattice = [](int columns, int rows, double spacing) {
    std::vector<Site> s;
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < columns; ++c) s.push_back({c * spacing, r * spacing});
    return s;
  };
  const double tiny = std::numeric_limits<double>::denorm_min();
  const std::vector<std::pair<std::string, std::vector<Site>>> sets = {
      {"lab 45", make_sites(45, 320, 240, 7)},
      // Up to 16 sites per lane take the lane kernel: 16 at every level, 32 from 2 lanes, 64 from 4, 128 with 8;
      // one column more, the search.
      {"lattice 4 x 4", lattice(4, 4, 10.0)},
      {"lattice 8 x 4", lattice(8, 4, 10.0)},
      {"lattice 8 x 8", lattice(8, 8, 10.0)},
      {"lattice 16 x 8", lattice(16, 8, 10.0)},
      {"lattice 17 x 8", lattice(17, 8, 10.0)},
      {"one", {{3.0, 4.0}}},
      {"two coincident", {{5.0, 5.0}, {5.0, 5.0}}},
      {"repeats", {{1, 1}, {4, 1}, {1, 1}, {4, 1}, {2.5, 3}, {2.5, 3}, {1, 1}}},
      {"far", {{1e15, -1e15}, {-1e15, 1e15}, {0, 0}, {1e15, 1e15}, {-1e15, -1e15}}},
      {"denormal", {{0, 0}, {tiny, 0}, {0, tiny}, {1e-300, 1e-300}, {-tiny, -tiny}}},
      {"random 64", make_sites(64, 1000, 50, -3)},
  };
  LanePoints p = world_points();
  for (int r = -8; r <= 40; ++r)  // quarter steps of the lattice: midlines and corners, ties
    for (int c = -8; c <= 72; ++c) p.x.push_back(c * 2.5), p.y.push_back(r * 2.5);
  for (double a : {1e150, -1e150, std::nextafter(1e150, kLaneInf), -std::nextafter(1e150, kLaneInf), 1e151, 1e15, -1e15,
                   tiny, -tiny, 0.0, -0.0, kLaneNaN, kLaneInf}) {
    p.x.push_back(a), p.y.push_back(3.0);
    p.x.push_back(-3.0), p.y.push_back(a);
    p.x.push_back(a), p.y.push_back(a);
  }
  const std::size_t n = p.x.size();
  for (const auto& set : sets) {
    const std::string& name = set.first;  // not a structured binding: clang 14's lambdas cannot capture those
    const std::vector<Site>& sites = set.second;
    const SiteIndex index(sites);
    std::vector<NearestTwo> want(n);
    for (std::size_t i = 0; i < n; ++i) {
      want[i] = nearest_two(sites, p.x[i], p.y[i]);
      ASSERT_TRUE(same_hit(want[i], index.nearest_two(p.x[i], p.y[i]))) << name << " point " << i;
    }
    test::for_each_simd_level([&](SimdLevel level) {
      std::vector<NearestTwo> got(n);
      index.nearest_two_points(p.x, p.y, got);
      for (std::size_t i = 0; i < n; ++i)
        ASSERT_TRUE(same_hit(want[i], got[i]))
            << simd_level_name(level) << " " << name << " point " << i << " (" << p.x[i] << ", " << p.y[i] << ")";
      for (std::size_t start : {std::size_t{0}, std::size_t{3}, n / 2, n - 20}) {
        for (std::size_t m = 0; m <= 19; ++m) {
          const NearestTwo sentinel{777, 778, -1.0, -2.0};
          std::vector<NearestTwo> tail(m + 3, sentinel);
          index.nearest_two_points(std::span(p.x).subspan(start, m), std::span(p.y).subspan(start, m),
                                   std::span(tail).first(m));
          for (std::size_t i = 0; i < m; ++i)
            ASSERT_TRUE(same_hit(want[start + i], tail[i])) << simd_level_name(level) << " " << name << " m " << m;
          for (std::size_t i = m; i < m + 3; ++i)
            ASSERT_TRUE(same_hit(sentinel, tail[i])) << simd_level_name(level) << " " << name << " wrote past " << m;
        }
      }
    });
  }
  // cell_blend_points: the wobble and the lookup together, as cell_blend.
  const std::vector<Site> lab = make_sites(45, 320, 240, 11);
  const SiteIndex index(lab);
  const NoiseTable wobble(15);
  const CellBlendParams blend;
  test::for_each_simd_level([&](SimdLevel level) {
    std::vector<CellBlend> got(n);
    cell_blend_points(index, wobble, blend, p.x, p.y, got);
    for (std::size_t i = 0; i < n; ++i) {
      const CellBlend want = cell_blend(lab, wobble, p.x[i], p.y[i], blend);
      ASSERT_EQ(want.nearest, got[i].nearest) << simd_level_name(level) << " point " << i;
      ASSERT_EQ(want.second, got[i].second) << simd_level_name(level) << " point " << i;
      ASSERT_TRUE(same(want.weight, got[i].weight)) << simd_level_name(level) << " point " << i;
    }
  });
  std::vector<NearestTwo> three(3);
  EXPECT_THROW(index.nearest_two_points(std::vector<double>(3), std::vector<double>(2), three), InvalidArgument);
}

TEST(Simd, EveryTailLengthIsComputedAndNothingBeyondIsWritten) {
  const NoiseTable t(42);
  const LanePoints p = test_points();
  test::for_each_simd_level([&](SimdLevel level) {
    for (std::size_t n = 0; n <= 19; ++n) {
      std::vector<double> out(n + 3, -7.0);
      fbm2_points(t, FbmParams{2}, std::span(p.x).subspan(100, n), std::span(p.y).subspan(100, n),
                  std::span(out).first(n));
      for (std::size_t i = 0; i < n; ++i)
        ASSERT_TRUE(same(fbm2(t, p.x[100 + i], p.y[100 + i], FbmParams{2}), out[i]))
            << simd_level_name(level) << " n " << n;
      for (std::size_t i = n; i < n + 3; ++i) ASSERT_EQ(out[i], -7.0) << simd_level_name(level) << " wrote past " << n;
    }
  });
}

TEST(Simd, BatchesCheckTheirArraySizes) {
  const NoiseTable t(1);
  std::vector<double> a(5), b(4), out(5);
  EXPECT_THROW(basis_points(t, Basis::kSimplex, a, b, out), InvalidArgument);
  EXPECT_THROW(fbm2_points(t, FbmParams{}, a, a, b), InvalidArgument);
  EXPECT_THROW(domain_warp_points(t, WarpParams{}, FbmParams{}, a, b, out), InvalidArgument);
}

TEST(Simd, FillsAreEqualForEveryThreadCountAndLevel) {
  const Grid g{-3.3, -2.1, 0.0731, 61, 37};  // odd sizes: ranges of rows end anywhere
  const WarpParams warp{4.0, 0.35, 2};
  std::vector<double> want(g.size()), want_warp(g.size());
  set_simd_level(SimdLevel::kScalar);
  fill_fbm2(-7, FbmParams{6}, g, want, kSerialTasks);
  fill_domain_warp(-7, warp, FbmParams{4}, g, want_warp, kSerialTasks);
  const NoiseTable t(-7);
  EXPECT_EQ(want[5 * 61 + 7], fbm2(t, g.x(7), g.y(5), FbmParams{6}));
  test::for_each_simd_level([&](SimdLevel level) {
    for (int workers : {1, 2, 7}) {
      const TaskSystem tasks = test::tasks_with(workers);
      std::vector<double> got(g.size()), got_warp(g.size());
      fill_fbm2(-7, FbmParams{6}, g, got, tasks);
      fill_domain_warp(-7, warp, FbmParams{4}, g, got_warp, tasks);
      ASSERT_EQ(fnv1a64(want), fnv1a64(got)) << simd_level_name(level) << " workers " << workers;
      ASSERT_EQ(fnv1a64(want_warp), fnv1a64(got_warp)) << simd_level_name(level) << " workers " << workers;
    }
  });
}

// ---- the lane primitives the kernels build on ----

// JavaScript's ToInt32(v) & 255 for an integer-valued double, computed the obvious way.
int reference_lattice_index(double v) {
  if (!std::isfinite(v) || std::fabs(v) >= 0x1p63) return 0;
  return static_cast<int>(static_cast<std::uint64_t>(static_cast<std::int64_t>(v)) & 255u);
}

TEST(SimdLanes, LatticeIndexIsToInt32AndMaskInScalarAndVectorLanes) {
  std::vector<double> v = {0.0,          -0.0,         1.0,           -1.0,          255.0,        256.0,
                           -256.0,       -257.0,       0x1p31,        -0x1p31 - 1.0, 0x1p52 - 1.0, -0x1p52 + 1.0,
                           0x1p52 + 3.0, 0x1p53 + 2.0, -0x1p53 - 6.0, 0x1p60,        1e300,        -1e300};
  for (double k = -70000.0; k <= 70000.0; k += 1.0) v.push_back(k);
  for (double base : {0x1p31, 0x1p40, 0x1p51, 1e15})
    for (double d = -600.0; d <= 600.0; d += 1.0) v.push_back(base + d), v.push_back(-base + d);
  v.insert(v.end(), {kLaneNaN, kLaneInf, -kLaneInf});
  for (double x : v) ASSERT_EQ(lattice_index(x), reference_lattice_index(x)) << hex(x);
#if defined(__SSE2__)
  // The vector lanes' residue formula (no 64-bit conversion) gives the same indices.
  using L = simd::Sse2Lanes;
  for (double x : v) {
    const L::I got = L::low_byte(L::D{x, -x});
    ASSERT_EQ(got[0], reference_lattice_index(x)) << hex(x);
    ASSERT_EQ(got[1], reference_lattice_index(-x)) << hex(-x);
  }
#endif
}

// The levels that read simplex 3D's gradient by the whole hash and AVX-512, which computes mod12 and reads the
// 16-entry table, read the same three numbers for every hash (bit for bit: -0 and +0 would differ).
TEST(SimdLanes, Grad3ByHashIsTheGradientOfHashMod12) {
  for (std::int64_t h = 0; h < 256; ++h) {
    const std::int64_t g = kernels::mod12<simd::ScalarLanes>(h);
    ASSERT_EQ(test::bits(kernels::kGrad3ByHash.x[h]), test::bits(kernels::kGrad3X[g])) << h;
    ASSERT_EQ(test::bits(kernels::kGrad3ByHash.y[h]), test::bits(kernels::kGrad3Y[g])) << h;
    ASSERT_EQ(test::bits(kernels::kGrad3ByHash.z[h]), test::bits(kernels::kGrad3Z[g])) << h;
  }
}

TEST(SimdLanes, Mod12IsExactForEveryHash) {
  for (std::int64_t h = 0; h < 256; ++h) ASSERT_EQ(kernels::mod12<simd::ScalarLanes>(h), h % 12) << h;
#if defined(__SSE2__)
  using L = simd::Sse2Lanes;
  for (std::int64_t h = 0; h < 256; h += 2) {
    const L::I got = kernels::mod12<L>(L::I{h, h + 1});
    ASSERT_EQ(got[0], h % 12);
    ASSERT_EQ(got[1], (h + 1) % 12);
  }
#endif
}

#if defined(__SSE2__)
// SSE2 has no rounding instruction: its floor is built from additions; it must be std::floor.
TEST(SimdLanes, Sse2FloorIsStdFloor) {
  using L = simd::Sse2Lanes;
  std::vector<double> v = awkward_values();
  for (double x = -4.0; x <= 4.0; x += 0.125) v.push_back(x);
  for (double b : {0x1p52, 0x1p51, 0x1p53})
    for (double d : {-1.5, -1.0, -0.75, -0.5, -0.25, 0.0, 0.25, 0.5, 0.75, 1.0, 1.5})
      v.push_back(b + d), v.push_back(-b + d), v.push_back(std::nextafter(b, 0.0)),
          v.push_back(-std::nextafter(b, 0.0));
  std::mt19937_64 rng(7);
  for (int i = 0; i < 20000; ++i) {
    double x;
    const std::uint64_t bits = rng();
    std::memcpy(&x, &bits, sizeof x);
    v.push_back(x);
  }
  for (double x : v) {
    const L::D got = L::floor(L::D{x, -x});
    ASSERT_TRUE(same(std::floor(x), got[0])) << hex(x);
    ASSERT_TRUE(same(std::floor(-x), got[1])) << hex(-x);
  }
}
#endif

}  // namespace
}  // namespace worldlab
