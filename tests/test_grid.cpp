// The batch API: layout, agreement with single samples, and validation of bad input.
#include <gtest/gtest.h>

#include <limits>
#include <vector>

#include "test_support.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/terrain.hpp"

namespace worldlab {
namespace {

TEST(Grid, FillsRowMajorAndMatchesSingleSamples) {
  const Grid g{-1.5, 2.25, 0.1, 7, 5};
  std::vector<double> out(g.size());
  fill_simplex2(99, g, out);
  const NoiseTable t(99);
  for (int row = 0; row < g.height; ++row)
    for (int col = 0; col < g.width; ++col)
      EXPECT_EQ(out[row * g.width + col], simplex2(t, -1.5 + col * 0.1, 2.25 + row * 0.1));
  std::vector<double> w(g.size());
  fill_domain_warp(99, WarpParams{4.0, 1.0, 2}, FbmParams{}, g, w);
  EXPECT_EQ(w[3 * 7 + 2], domain_warp(t, g.x(2), g.y(3), WarpParams{4.0, 1.0, 2}));
}

TEST(Grid, EveryFillAgreesWithItsSingleSampleFunction) {
  const Grid g{0.3, -0.7, 0.37, 4, 3};
  const NoiseTable t(5);
  std::vector<double> out(g.size());
  fill_simplex3(5, 0.5, g, out);
  EXPECT_EQ(out[5], simplex3(t, g.x(1), g.y(1), 0.5));
  fill_perlin2(5, g, out);
  EXPECT_EQ(out[5], perlin2(t, g.x(1), g.y(1)));
  fill_perlin3(5, 0.5, g, out);
  EXPECT_EQ(out[5], perlin3(t, g.x(1), g.y(1), 0.5));
  fill_value2(5, g, out);
  EXPECT_EQ(out[5], value2(t, g.x(1), g.y(1)));
  fill_fbm2(5, FbmParams{6}, g, out);
  EXPECT_EQ(out[5], fbm2(t, g.x(1), g.y(1), FbmParams{6}));
  fill_ridged_multifractal(5, FbmParams{6}, MusgraveParams{}, g, out);
  EXPECT_EQ(out[5], ridged_multifractal(t, g.x(1), g.y(1), FbmParams{6}));
}

using test::error_of;

TEST(Grid, RejectsBadGridsWithAnErrorNamingTheArgument) {
  std::vector<double> out(16);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_NE(error_of([&] { fill_simplex2(1, Grid{0, 0, 1, 0, 4}, out); }).find("width"), std::string::npos);
  EXPECT_NE(error_of([&] {
              fill_simplex2(1, Grid{0, 0, 1, 4, kMaxGridSide + 1}, out);
            }).find("height"),
            std::string::npos);
  EXPECT_NE(error_of([&] { fill_simplex2(1, Grid{nan, 0, 1, 4, 4}, out); }).find("x0"), std::string::npos);
  EXPECT_NE(error_of([&] { fill_simplex2(1, Grid{0, 0, -1, 4, 4}, out); }).find("step"), std::string::npos);
  EXPECT_NE(error_of([&] {
              fill_simplex2(1, Grid{1e308, 0, 1e305, 4000, 4}, out);
            }).find("x0 + (width - 1) * step"),
            std::string::npos);
  EXPECT_NE(error_of([&] { fill_simplex2(1, Grid{0, 0, 1, 4, 3}, out); }).find("output buffer"), std::string::npos);
}

TEST(Grid, RejectsBadParameters) {
  std::vector<double> out(16);
  const Grid g{0, 0, 1, 4, 4};
  EXPECT_NE(error_of([&] { fill_fbm2(1, FbmParams{0}, g, out); }).find("octaves"), std::string::npos);
  EXPECT_NE(error_of([&] { fill_fbm2(1, FbmParams{17}, g, out); }).find("octaves"), std::string::npos);
  EXPECT_NE(error_of([&] {
              fill_fbm2(1, FbmParams{4, std::numeric_limits<double>::infinity()}, g, out);
            }).find("persistence"),
            std::string::npos);
  EXPECT_NE(error_of([&] {
              fill_domain_warp(1, WarpParams{4, 1, 3}, FbmParams{}, g, out);
            }).find("levels"),
            std::string::npos);
  TerrainParams t;
  t.frequency = 0;
  EXPECT_NE(error_of([&] { fill_terrain(1, t, g, out); }).find("frequency"), std::string::npos);
}

}  // namespace
}  // namespace worldlab
