// Map files: colour PNG (with optional hill shading and point marks), 16-bit grayscale PNG heightmaps and
// raw little-endian float32/float64, all encoded in memory so they can be written atomically.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "layers.hpp"

namespace worldlab::cli {

enum class Format : std::uint8_t { kPng, kPng16, kF32, kF64 };
// "png", "png16", "f32", "f64"; InvalidArgument otherwise.
Format parse_format(std::string_view name);
std::string_view format_name(Format format) noexcept;
std::string_view format_extension(Format format) noexcept;  // ".png", ".png", ".f32", ".f64"
// The format a file name implies: .png, .f32, .f64, and PNG for a name without an extension (/dev/null, "-");
// InvalidArgument for any other extension.
Format format_from_path(std::string_view path);

// Hill shading: light from the upper left (azimuth 315°, altitude 45°) on the relief heights, each
// colour multiplied by 0.35 + 0.65 · cos(incidence) / cos(45°), so flat ground keeps its colour.
// Slopes are (h[right] − h[left]) / (2 · step) · relief (one-sided at an edge without a margin).
// Margins are the relief one sample beyond each edge (left and right columns of grid.height values,
// top and bottom rows of grid.width values), or empty.
struct ReliefMargins {
  std::vector<double> left, right, top, bottom;
};
// Water (relief at or below sea_level) stays flat, as on the page.
void hillshade(std::span<std::uint8_t> rgb, std::span<const double> relief, const Grid& grid, double relief_scale,
               double sea_level, const ReliefMargins& margins);

// Marks each point inside the grid with a plus sign in its biome's tree colour (palette::tree_colours).
void mark_points(std::span<std::uint8_t> rgb, const Grid& grid, std::span<const MapPoint> points);

// Encoders. The 16-bit PNG maps lo → 0 and hi → 65535, rounding to nearest (values beyond clamp;
// `clipped` counts them when given), and records "lo hi" in a tEXt chunk keyed "worldlab:range".
std::vector<unsigned char> encode_png_rgb(int width, int height, std::span<const std::uint8_t> rgb);
std::vector<unsigned char> encode_png_gray16(int width, int height, std::span<const double> values, double lo,
                                             double hi, std::size_t* clipped = nullptr);
std::vector<unsigned char> encode_raw(std::span<const double> values, Format format);  // f32 or f64, little-endian

// Decodes a 16-bit grayscale PNG (tests, --verify): width, height and the raw samples.
struct Gray16 {
  int width = 0, height = 0;
  std::vector<std::uint16_t> samples;
};
Gray16 decode_png_gray16(std::span<const unsigned char> png);

// The file a map becomes in this format: colours (and shading) for png, values for the others.
// InvalidArgument when the layer's values cannot be written that way (colour layers in f32, ...).
struct EncodeOptions {
  Format format = Format::kPng;
  bool hillshade = false;
  double relief_scale = 0;  // 0: the layer's own
  bool mark_points = false;
  double range_lo = 0, range_hi = 0;  // png16; lo == hi: the layer's own
};
// The png16 range, lo → 0 and hi → 65535: --range, else the layer's own. Values outside a --range are clamped
// (`warning` says how many); values outside the layer's own range are an InvalidArgument naming their span.
std::vector<unsigned char> encode_map(const LayerSource& source, LayerMap& map, const EncodeOptions& options,
                                      std::string* warning = nullptr);
std::pair<double, double> png16_range(const LayerInfo& info, const EncodeOptions& options) noexcept;

}  // namespace worldlab::cli
