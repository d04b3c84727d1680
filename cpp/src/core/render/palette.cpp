// The lab's palettes (terrain bands, climate ramps, tree marks) and the page's lookup-table arithmetic.
#include "worldlab/palette.hpp"

#include <cmath>
#include <limits>

namespace worldlab::palette {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

constexpr TerrainBand kBands[] = {
    {"band.deep", -0.25, {8, 30, 72}, {22, 66, 128}},      {"band.shallow", 0.0, {34, 92, 160}, {86, 160, 206}},
    {"band.sand", 0.04, {222, 206, 146}, {206, 190, 128}}, {"band.grass", 0.22, {116, 170, 78}, {78, 140, 58}},
    {"band.forest", 0.4, {50, 112, 52}, {34, 82, 42}},     {"band.rock", 0.55, {120, 108, 96}, {150, 142, 132}},
    {"band.snow", kInf, {232, 236, 240}, {252, 252, 255}},
};

constexpr Rgb kHeat[] = {{40, 70, 170}, {120, 170, 230}, {245, 245, 235}, {240, 160, 80}, {190, 40, 40}};
constexpr Rgb kWet[] = {{200, 160, 100}, {230, 215, 150}, {120, 190, 110}, {40, 130, 150}, {20, 60, 140}};
constexpr Rgb kAir[] = {{250, 240, 220}, {170, 210, 230}, {40, 90, 170}};
constexpr Rgb kTrees[] = {{77, 90, 68}, {31, 61, 43},  {44, 74, 58},   {61, 107, 42}, {23, 63, 26},
                          {41, 69, 46}, {107, 90, 46}, {111, 106, 36}, {15, 51, 20}};

// JavaScript's Math.min(1, Math.max(0, v)) for the non-NaN values used here.
double clamp01(double v) noexcept { return v < 0 ? 0 : (v > 1 ? 1 : v); }

// The height at the middle of LUT entry i, as the page computes it.
double lut_height(int i) noexcept { return kLutMin + ((i + 0.5) / kLutSize) * (kLutMax - kLutMin); }

Lut make_terrain_lut() noexcept {
  Lut table{};
  for (int i = 0; i < kLutSize; ++i) {
    const double h = lut_height(i);
    double bottom = -1;
    const TerrainBand* band = &kBands[std::size(kBands) - 1];
    for (const TerrainBand& b : kBands) {
      if (h < b.top) {
        band = &b;
        break;
      }
      bottom = b.top;
    }
    const double span = std::isfinite(band->top) ? band->top - bottom : 1 - bottom;
    const double t = clamp01((h - bottom) / span);
    const auto mix = [t](std::uint8_t lo, std::uint8_t hi) { return store_channel(lo + (hi - lo) * t); };
    table[static_cast<std::size_t>(i)] =
        Rgb{mix(band->low.r, band->high.r), mix(band->low.g, band->high.g), mix(band->low.b, band->high.b)};
  }
  return table;
}

Lut make_grey_lut() noexcept {
  Lut table{};
  for (int i = 0; i < kLutSize; ++i) {
    // Math.round: the nearest integer, halves up.
    const double x = clamp01((lut_height(i) + 1) / 2) * 255;
    double g = std::floor(x);
    if (x - g >= 0.5) g += 1;
    const std::uint8_t v = store_channel(g);
    table[static_cast<std::size_t>(i)] = Rgb{v, v, v};
  }
  return table;
}

}  // namespace

std::span<const TerrainBand> terrain_bands() noexcept { return kBands; }

const Lut& terrain_lut() noexcept {
  static const Lut table = make_terrain_lut();
  return table;
}

const Lut& grey_lut() noexcept {
  static const Lut table = make_grey_lut();
  return table;
}

int lut_index(double value, double offset) noexcept {
  const double k = std::floor((value - offset - kLutMin) * (kLutSize / (kLutMax - kLutMin)));
  if (!(k >= 0)) return 0;  // also NaN
  if (k >= kLutSize) return kLutSize - 1;
  return static_cast<int>(k);
}

std::span<const Rgb> heat_ramp() noexcept { return kHeat; }
std::span<const Rgb> moisture_ramp() noexcept { return kWet; }
std::span<const Rgb> air_ramp() noexcept { return kAir; }
std::span<const Rgb> tree_colours() noexcept { return kTrees; }

Rgbd ramp(std::span<const Rgb> stops, double t) noexcept {
  if (stops.size() < 2)
    return stops.empty() ? Rgbd{0, 0, 0} : Rgbd{1.0 * stops[0].r, 1.0 * stops[0].g, 1.0 * stops[0].b};
  const double last = static_cast<double>(stops.size() - 1);
  const double x = (t == t ? clamp01(t) : 0.0) * last;  // NaN: the first stop (the page would throw)
  const double i = std::fmin(last - 1, std::floor(x));
  const double f = x - i;
  const Rgb& a = stops[static_cast<std::size_t>(i)];
  const Rgb& b = stops[static_cast<std::size_t>(i) + 1];
  return Rgbd{a.r + (b.r - a.r) * f, a.g + (b.g - a.g) * f, a.b + (b.b - a.b) * f};
}

std::uint8_t store_channel(double v) noexcept {
  if (!(v > 0)) return 0;  // also NaN
  if (v >= 255) return 255;
  return static_cast<std::uint8_t>(std::nearbyint(v));  // the default rounding mode: half to even
}

}  // namespace worldlab::palette
