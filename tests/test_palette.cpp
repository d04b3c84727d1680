// The palettes' arithmetic: the page's LUT, ramps and Uint8ClampedArray storing, checked by hand-worked values.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "worldlab/palette.hpp"

namespace worldlab::palette {
namespace {

TEST(Palette, StoresChannelsAsUint8ClampedArray) {
  // ToUint8Clamp: NaN → 0, clamp, then round half to even.
  EXPECT_EQ(store_channel(std::numeric_limits<double>::quiet_NaN()), 0);
  EXPECT_EQ(store_channel(-3.0), 0);
  EXPECT_EQ(store_channel(0.5), 0);
  EXPECT_EQ(store_channel(1.5), 2);
  EXPECT_EQ(store_channel(2.5), 2);
  EXPECT_EQ(store_channel(2.5000001), 3);
  EXPECT_EQ(store_channel(254.5), 254);
  EXPECT_EQ(store_channel(254.6), 255);
  EXPECT_EQ(store_channel(1e9), 255);
}

TEST(Palette, LutIndexFollowsThePage) {
  // floor((v − offset + 1.5) · 2048 / 3), clamped; NaN → 0.
  EXPECT_EQ(lut_index(0.0, 0.0), 1024);
  EXPECT_EQ(lut_index(-1.5, 0.0), 0);
  EXPECT_EQ(lut_index(-9.0, 0.0), 0);
  EXPECT_EQ(lut_index(1.4999, 0.0), 2047);
  EXPECT_EQ(lut_index(7.0, 0.0), 2047);
  EXPECT_EQ(lut_index(std::numeric_limits<double>::quiet_NaN(), 0.0), 0);
  EXPECT_EQ(lut_index(0.25, 0.25), 1024);  // the offset shifts the sea level to 0
}

TEST(Palette, TerrainLutHasTheBandsColours) {
  const auto bands = terrain_bands();
  ASSERT_EQ(bands.size(), 7u);
  EXPECT_TRUE(std::isinf(bands.back().top));
  // Entry 0 is at h = −1.5 + 0.5 · 3/2048, below −1: the deep band's low colour (t clamped to 0).
  const Rgb deep = terrain_lut()[0];
  EXPECT_EQ(deep.r, bands[0].low.r);
  EXPECT_EQ(deep.b, bands[0].low.b);
  // The last entry is far above 1: snow's high colour.
  const Rgb top = terrain_lut()[kLutSize - 1];
  EXPECT_EQ(top.r, bands.back().high.r);
  EXPECT_EQ(top.b, bands.back().high.b);
  // Just above sea level (entry 1024 is h ≈ 0.0007): the sand band, near its low colour.
  const Rgb sand = terrain_lut()[1024];
  EXPECT_NEAR(sand.r, bands[2].low.r, 1);
  // Grey: −1 and below black, 1 and above white, 0 mid-grey (Math.round(127.5...) = 128).
  EXPECT_EQ(grey_lut()[0].r, 0);
  EXPECT_EQ(grey_lut()[kLutSize - 1].g, 255);
  EXPECT_EQ(grey_lut()[1024].b, 128);
}

TEST(Palette, RampsInterpolateBetweenEvenStops) {
  const auto heat = heat_ramp();
  ASSERT_EQ(heat.size(), 5u);
  const Rgbd first = ramp(heat, 0.0), last = ramp(heat, 1.0), mid = ramp(heat, 0.5);
  EXPECT_EQ(first.r, heat[0].r);
  EXPECT_EQ(last.b, heat[4].b);
  EXPECT_EQ(mid.g, heat[2].g);            // t = 0.5 is exactly the middle stop
  const Rgbd eighth = ramp(heat, 0.125);  // halfway between stops 0 and 1
  EXPECT_DOUBLE_EQ(eighth.r, (heat[0].r + heat[1].r) / 2.0);
  EXPECT_EQ(ramp(heat, -4).r, heat[0].r);
  EXPECT_EQ(ramp(heat, 9).r, heat[4].r);
  EXPECT_EQ(tree_colours().size(), 9u);
}

}  // namespace
}  // namespace worldlab::palette
