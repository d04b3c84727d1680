// Map files: colour PNG (with optional hill shading and point marks), 16-bit grayscale PNG heightmaps and
// raw little-endian float32/float64, all encoded in memory so they can be written atomically.
#pragma once

#include <cstdint>
#include <exception>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "layers.hpp"
#include "worldlab/atomic_file.hpp"

namespace worldlab::cli {

// kTif and kTif64: a GeoTIFF (COG) of Float32 or Float64 values, the same bits as kF32 and kF64 (geotiff.hpp; only in
// builds with WORLDLAB_GDAL).
enum class Format : std::uint8_t { kPng, kPng16, kF32, kF64, kTif, kTif64 };
// "png", "png16", "f32", "f64", "tif", "tif64"; InvalidArgument otherwise.
Format parse_format(std::string_view name);
std::string_view format_name(Format format) noexcept;
std::string_view format_extension(Format format) noexcept;  // ".png", ".png", ".f32", ".f64", ".tif", ".tif"
constexpr bool is_geotiff(Format f) noexcept { return f == Format::kTif || f == Format::kTif64; }
// This build writes GeoTIFF (WORLDLAB_GDAL), and the library that does ("GDAL 3.6.2"), or "".
bool geotiff_supported() noexcept;
std::string geotiff_library_name();
// InvalidArgument for --format tif/tif64 in a build without GDAL (the message says how to get one).
void check_format_supported(Format format);
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
// One value as a png16 sample: (v − lo) / (hi − lo) · 65535 rounded to nearest (halves to even), clamped to
// 0..65535; a clamped value (or NaN) adds 1 to `outside`.
std::uint16_t gray16_sample(double value, double lo, double hi, std::size_t& outside) noexcept;

// A PNG written row by row into an AtomicWriter (views too big to hold whole): 8-bit RGB (3 bytes a pixel) or
// 16-bit gray (2 big-endian bytes a sample, with encode_png_gray16's chunks and the range lo hi in its tEXt).
// row() takes each row top to bottom; finish() ends the file (then commit the writer).
class PngStream {
 public:
  PngStream(AtomicWriter& out, int width, int height, bool gray16, double lo = 0, double hi = 0);
  ~PngStream();
  PngStream(const PngStream&) = delete;
  PngStream& operator=(const PngStream&) = delete;
  void row(std::span<const unsigned char> bytes);
  void finish();

 private:
  struct State;  // libpng's structures
  [[noreturn]] void fail();
  // Appends the bytes libpng gives to the writer; a WriteError is kept (it cannot cross libpng's C frames) and
  // rethrown by fail() after libpng's jump.
  void append(const unsigned char* data, std::size_t n);
  AtomicWriter* out_ = nullptr;
  std::exception_ptr sink_error_;
  std::unique_ptr<State> state_;
  int width_ = 0, height_ = 0, rows_ = 0;
};


// Decodes a 16-bit grayscale PNG (tests, --verify): width, height and the raw samples.
struct Gray16 {
  int width = 0, height = 0;
  std::vector<std::uint16_t> samples;
};
Gray16 decode_png_gray16(std::span<const unsigned char> png);
// Decodes a colour PNG as 8-bit RGB (tiles --xyz reads the run's tiles).
struct Rgb8 {
  int width = 0, height = 0;
  std::vector<std::uint8_t> rgb;
};
Rgb8 decode_png_rgb(std::span<const unsigned char> png);
// An 8-bit RGBA PNG (the XYZ pyramid's tiles: transparent outside the world).
std::vector<unsigned char> encode_png_rgba(int width, int height, std::span<const std::uint8_t> rgba);

// The file a map becomes in this format: colours (and shading) for png, values for the others (tif: a COG with the
// grid's geotransform and the CRS crs_wkt(crs), docs/gis.md).
// InvalidArgument when the layer's values cannot be written that way (colour layers in f32, ...).
struct EncodeOptions {
  Format format = Format::kPng;
  bool hillshade = false;
  double relief_scale = 0;  // 0: the layer's own
  bool mark_points = false;
  double range_lo = 0, range_hi = 0;  // png16; lo == hi: the layer's own
  std::string crs;                    // tif: --crs (WKT), empty: the local engineering CRS
};
// The png16 range, lo → 0 and hi → 65535: --range, else the layer's own. Values outside a --range are clamped
// (`warning` says how many); values outside the layer's own range are an InvalidArgument naming their span.
std::vector<unsigned char> encode_map(const LayerSource& source, LayerMap& map, const EncodeOptions& options,
                                      std::string* warning = nullptr);
std::pair<double, double> png16_range(const LayerInfo& info, const EncodeOptions& options) noexcept;
// Hill shading (with margins from the source, for tileable layers) and point marks on a colour map's rgb, as
// encode_map does before writing a png.
void shade_map(const LayerSource& source, LayerMap& map, const EncodeOptions& options);

}  // namespace worldlab::cli
