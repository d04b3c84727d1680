// Noise properties: constants, lattice behaviour, ranges, huge and non-finite coordinates.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "test_support.hpp"
#include "worldlab/noise.hpp"

namespace worldlab {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

TEST(Noise, SkewConstantsAreTheCorrectlyRoundedFormulas) {
  EXPECT_EQ(kSimplexF2, 0.5 * (std::sqrt(3.0) - 1.0));
  EXPECT_EQ(kSimplexG2, (3.0 - std::sqrt(3.0)) / 6.0);
}

TEST(Noise, LatticeIndexFollowsJavaScriptToInt32) {
  EXPECT_EQ(lattice_index(0.0), 0);
  EXPECT_EQ(lattice_index(-0.0), 0);
  EXPECT_EQ(lattice_index(255.0), 255);
  EXPECT_EQ(lattice_index(256.0), 0);
  EXPECT_EQ(lattice_index(-1.0), 255);
  EXPECT_EQ(lattice_index(-256.0), 0);
  EXPECT_EQ(lattice_index(-257.0), 255);
  EXPECT_EQ(lattice_index(2147483648.0), 0);
  EXPECT_EQ(lattice_index(2147483649.0), 1);
  EXPECT_EQ(lattice_index(-3000000001.0), static_cast<int>(static_cast<std::uint64_t>(-3000000001LL) & 255u));
  EXPECT_EQ(lattice_index(0x1p52 + 3.0), 3);
  EXPECT_EQ(lattice_index(0x1p60), 0);
  EXPECT_EQ(lattice_index(1e300), 0);
  EXPECT_EQ(lattice_index(kNaN), 0);
  EXPECT_EQ(lattice_index(kInf), 0);
  EXPECT_EQ(lattice_index(-kInf), 0);
}

TEST(Noise, PerlinIsZeroOnEveryLatticePoint) {
  const NoiseTable t(5);
  for (int y = -20; y <= 20; ++y)
    for (int x = -20; x <= 20; ++x) {
      EXPECT_EQ(perlin2(t, x, y), 0.0);
      EXPECT_EQ(perlin3(t, x, y, 3.0), 0.0);
    }
  EXPECT_NE(perlin2(t, 0.5, 0.25), 0.0);
}

TEST(Noise, ValueNoiseTakesTheLatticeHeightOnLatticePoints) {
  const NoiseTable t(9);
  for (int y = 0; y < 16; ++y)
    for (int x = 0; x < 16; ++x) {
      const double want = t.p[t.p[x] + y] / 127.5 - 1.0;
      EXPECT_EQ(value2(t, x, y), want);
    }
}

TEST(Noise, ValuesStayInRangeAndVary) {
  const NoiseTable t(77);
  double lo[5] = {1e9, 1e9, 1e9, 1e9, 1e9}, hi[5] = {-1e9, -1e9, -1e9, -1e9, -1e9};
  for (int j = 0; j < 200; ++j)
    for (int i = 0; i < 200; ++i) {
      const double x = i * 0.173 - 17.0, y = j * 0.131 - 9.0;
      const double v[5] = {simplex2(t, x, y), simplex3(t, x, y, 0.4), perlin2(t, x, y), perlin3(t, x, y, 0.4),
                           value2(t, x, y)};
      for (int k = 0; k < 5; ++k) lo[k] = std::min(lo[k], v[k]), hi[k] = std::max(hi[k], v[k]);
    }
  for (int k = 0; k < 5; ++k) {
    EXPECT_GE(lo[k], -1.05) << k;
    EXPECT_LE(hi[k], 1.05) << k;
    EXPECT_GT(hi[k] - lo[k], 0.8) << "noise " << k << " barely varies";
  }
}

TEST(Noise, NonFiniteInputGivesNaN) {
  const NoiseTable t(1);
  for (double bad : {kNaN, kInf, -kInf}) {
    EXPECT_TRUE(std::isnan(simplex2(t, bad, 0.5)));
    EXPECT_TRUE(std::isnan(simplex2(t, 0.5, bad)));
    EXPECT_TRUE(std::isnan(simplex3(t, 0.5, 0.5, bad)));
    EXPECT_TRUE(std::isnan(perlin2(t, bad, 0.5)));
    EXPECT_TRUE(std::isnan(perlin3(t, 0.5, bad, 0.5)));
    EXPECT_TRUE(std::isnan(value2(t, bad, 0.5)));
  }
}

TEST(Noise, HugeFiniteCoordinatesAreDefinedAndBounded) {
  const NoiseTable t(3);
  for (double v : {2147483648.5, -2147483649.25, 3e9 + 0.125, 1e15 + 0.5, -0x1p62, 1e300}) {
    for (double r : {simplex2(t, v, 0.3), simplex3(t, v, 0.3, -v), perlin2(t, v, 0.3), perlin3(t, 0.3, v, 0.1),
                     value2(t, 0.7, v)}) {
      EXPECT_TRUE(std::isfinite(r)) << v;
      EXPECT_LE(std::fabs(r), 1.05) << v;
    }
  }
}

TEST(Noise, SimplexAgreesAcrossTheInt32Boundary) {
  // Shifting by 256 lattice cells (a whole permutation period in both axes) reproduces the
  // same corners; the skew makes that a shift of 256 in skewed space, i.e. both axes together.
  const NoiseTable t(11);
  const double x = 0.37, y = 0.81;
  const double big = 256.0 * 8388608.0;  // 2^31: lattice indices beyond int32
  EXPECT_NEAR(perlin2(t, x + big, y + big), perlin2(t, x, y), 1e-6);
}

}  // namespace
}  // namespace worldlab
