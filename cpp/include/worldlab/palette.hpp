// The lab's colour palettes, defined once: the CLI colours its PNGs with them and the page reads the same
// values (`worldlab palettes` prints them; the WASM module gives them to web/src/generated/palettes.json at build
// time), so the two cannot drift.
//
// Colour arithmetic follows the page's canvas code operation by operation: channel values are doubles
// until they are stored, and storing rounds as a Uint8ClampedArray does (clamp to 0..255, then round half
// to even), so a PNG pixel equals the page's.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "worldlab/biome_table.hpp"  // Rgb

namespace worldlab::palette {

// A terrain band: heights relative to the sea level below `top` (and above the previous band's top)
// fade from `low` to `high`.
struct TerrainBand {
  std::string_view key;  // the legend's string key, e.g. "band.deep"
  double top;            // upper bound relative to the sea level; the last band's is +infinity
  Rgb low;
  Rgb high;
};
std::span<const TerrainBand> terrain_bands() noexcept;

// The page's lookup tables cover heights kLutMin..kLutMax in kLutSize entries: one multiply and one load
// per sample.
inline constexpr int kLutSize = 2048;
inline constexpr double kLutMin = -1.5;
inline constexpr double kLutMax = 1.5;
using Lut = std::array<Rgb, kLutSize>;
const Lut& terrain_lut() noexcept;  // the terrain bands
const Lut& grey_lut() noexcept;     // −1 black .. 1 white
// The entry for value − offset: floor((value − offset − kLutMin) · kLutSize / (kLutMax − kLutMin)),
// clamped to the table; NaN takes entry 0.
int lut_index(double value, double offset) noexcept;

// Colour ramps: t in 0..1 (clamped) runs through evenly spaced stops, linear between neighbours.
std::span<const Rgb> heat_ramp() noexcept;      // temperature: deep blue, pale, white, orange, red
std::span<const Rgb> moisture_ramp() noexcept;  // moisture: sand, pale, green, teal, deep blue
std::span<const Rgb> air_ramp() noexcept;       // the wind's humidity: cream to blue
inline constexpr Rgb kWaterSlate{52, 58, 70};   // water in the climate views: blue means cold or wet land
// A ramp's colour before storing (channels as doubles, as the page computes them).
struct Rgbd {
  double r, g, b;
};
Rgbd ramp(std::span<const Rgb> stops, double t) noexcept;

// Tree marks by biome of the tutorial's 3 × 3 table: darker for conifers, olive for savanna and scrub.
std::span<const Rgb> tree_colours() noexcept;

// A channel as a Uint8ClampedArray stores it: NaN → 0, clamp to 0..255, round half to even.
std::uint8_t store_channel(double v) noexcept;

}  // namespace worldlab::palette
