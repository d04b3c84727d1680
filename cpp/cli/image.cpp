// PNG (libpng's simplified API, in memory), raw float files, hill shading and point marks for the CLI.
#include "image.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <exception>
#include <memory>
#include <stdexcept>

#include "cli_io.hpp"
#include "gis.hpp"
#include "worldlab/palette.hpp"

#if WORLDLAB_HAVE_GDAL
#include "geotiff.hpp"
#endif
#if WORLDLAB_HAVE_PNG
#include <png.h>
#endif

namespace worldlab::cli {

namespace {

#if WORLDLAB_HAVE_PNG
std::vector<unsigned char> write_png(png_image& image, const void* pixels) {
  png_alloc_size_t bytes = 0;
  if (!png_image_write_to_memory(&image, nullptr, &bytes, 0, pixels, 0, nullptr))
    throw std::runtime_error(std::string("PNG encoding failed: ") + image.message);
  std::vector<unsigned char> out(bytes);
  if (!png_image_write_to_memory(&image, out.data(), &bytes, 0, pixels, 0, nullptr))
    throw std::runtime_error(std::string("PNG encoding failed: ") + image.message);
  out.resize(bytes);
  return out;
}
#else
[[noreturn]] void no_png() { throw InvalidArgument("this build writes .f32 and .f64 only (no libpng)"); }
#endif

// The slope (per world unit) at index i of a line of n samples a step apart, with optional margins.
double slope(const double* line, std::ptrdiff_t stride, int i, int n, const double* before, const double* after,
             double step) {
  const double here = line[i * stride];
  const double* prev = i > 0 ? &line[(i - 1) * stride] : before;
  const double* next = i + 1 < n ? &line[(i + 1) * stride] : after;
  if (prev && next) return (*next - *prev) / (2 * step);
  if (next) return (*next - here) / step;
  if (prev) return (here - *prev) / step;
  return 0.0;
}

const double* at(const std::vector<double>& v, std::size_t i) { return v.empty() ? nullptr : &v[i]; }

}  // namespace

Format parse_format(std::string_view name) {
  if (name == "png") return Format::kPng;
  if (name == "png16") return Format::kPng16;
  if (name == "f32") return Format::kF32;
  if (name == "f64") return Format::kF64;
  if (name == "tif") return Format::kTif;
  if (name == "tif64") return Format::kTif64;
  throw InvalidArgument("--format must be png, png16, f32, f64, tif or tif64, got \"" + std::string(name) + "\"");
}

std::string_view format_name(Format f) noexcept {
  switch (f) {
    case Format::kPng: return "png";
    case Format::kPng16: return "png16";
    case Format::kF32: return "f32";
    case Format::kF64: return "f64";
    case Format::kTif: return "tif";
    case Format::kTif64: return "tif64";
  }
  return "";
}

std::string_view format_extension(Format f) noexcept {
  return f == Format::kF32 ? ".f32" : f == Format::kF64 ? ".f64" : is_geotiff(f) ? ".tif" : ".png";
}

bool geotiff_supported() noexcept {
#if WORLDLAB_HAVE_GDAL
  return true;
#else
  return false;
#endif
}

std::string geotiff_library_name() {
#if WORLDLAB_HAVE_GDAL
  return geotiff_library();
#else
  return {};
#endif
}

void check_format_supported(Format format) {
  if (is_geotiff(format) && !geotiff_supported())
    throw InvalidArgument("--format " + std::string(format_name(format)) +
                          ": this build of worldlab lacks GDAL, which writes GeoTIFF; build the CLI with "
                          "-DWORLDLAB_GDAL=ON (Debian: apt-get install libgdal-dev; the gcc-gdal preset does), or "
                          "write f32/f64 and convert with gdal_translate (docs/gis.md)");
}

Format format_from_path(std::string_view path) {
  if (path.ends_with(".png")) return Format::kPng;
  if (path.ends_with(".f32")) return Format::kF32;
  if (path.ends_with(".f64")) return Format::kF64;
  if (path.ends_with(".tif") || path.ends_with(".tiff")) return Format::kTif;
  // A name without an extension (a device such as /dev/null, "-"): PNG, as before there were other formats.
  const auto slash = path.find_last_of('/');
  const std::string_view name = slash == std::string_view::npos ? path : path.substr(slash + 1);
  if (name.find('.') == std::string_view::npos) return Format::kPng;
  throw InvalidArgument("cannot tell the format of \"" + std::string(path) +
                        "\" from its extension (.png, .f32, .f64, .tif; none: png): give --format");
}

void hillshade(std::span<std::uint8_t> rgb, std::span<const double> relief, const Grid& grid, double scale,
               double sea_level, const ReliefMargins& margins) {
  const int w = grid.width, h = grid.height;
  // The light: from the upper left (−x, −y in image coordinates), 45° above the horizon.
  const double lx = -0.5, ly = -0.5, lz = std::sqrt(0.5);
  for (int row = 0; row < h; ++row) {
    for (int col = 0; col < w; ++col) {
      const std::size_t i = static_cast<std::size_t>(row) * static_cast<std::size_t>(w) + col;
      if (!(relief[i] > sea_level)) continue;
      const double sx =
          scale * slope(&relief[i - col], 1, col, w, at(margins.left, row), at(margins.right, row), grid.step);
      const double sy =
          scale * slope(&relief[col], w, row, h, at(margins.top, col), at(margins.bottom, col), grid.step);
      // The surface normal is (−sx, −sy, 1) / |…|; the factor is 1 on flat ground.
      const double cosine = (-sx * lx - sy * ly + lz) / std::sqrt(sx * sx + sy * sy + 1);
      const double factor = 0.35 + 0.65 * (cosine > 0 ? cosine : 0) / lz;
      for (int c = 0; c < 3; ++c) rgb[3 * i + c] = palette::store_channel(rgb[3 * i + c] * factor);
    }
  }
}

void mark_points(std::span<std::uint8_t> rgb, const Grid& grid, std::span<const MapPoint> points) {
  const auto colours = palette::tree_colours();
  for (const MapPoint& p : points) {
    const double fc = std::floor((p.x - grid.x0) / grid.step), fr = std::floor((p.y - grid.y0) / grid.step);
    if (!(fc >= 0 && fc < grid.width && fr >= 0 && fr < grid.height)) continue;
    const int col = static_cast<int>(fc), row = static_cast<int>(fr);
    const Rgb c =
        p.biome >= 0 && static_cast<std::size_t>(p.biome) < colours.size() ? colours[p.biome] : Rgb{24, 136, 51};
    for (const auto& [dc, dr] : {std::pair{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
      const int x = col + dc, y = row + dr;
      if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) continue;
      const std::size_t i = static_cast<std::size_t>(y) * static_cast<std::size_t>(grid.width) + x;
      rgb[3 * i] = c.r, rgb[3 * i + 1] = c.g, rgb[3 * i + 2] = c.b;
    }
  }
}

std::vector<unsigned char> encode_png_rgba(int width, int height, std::span<const std::uint8_t> rgba) {
#if WORLDLAB_HAVE_PNG
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  image.width = static_cast<png_uint_32>(width);
  image.height = static_cast<png_uint_32>(height);
  image.format = PNG_FORMAT_RGBA;
  if (rgba.size() != 4 * image.width * static_cast<std::size_t>(image.height))
    throw InvalidArgument("rgba must hold 4 bytes a pixel");
  return write_png(image, rgba.data());
#else
  (void)width, (void)height, (void)rgba;
  no_png();
#endif
}

Rgb8 decode_png_rgb(std::span<const unsigned char> png) {
#if WORLDLAB_HAVE_PNG
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, png.data(), png.size()))
    throw InvalidArgument(std::string("not a PNG: ") + image.message);
  image.format = PNG_FORMAT_RGB;
  Rgb8 out;
  out.width = static_cast<int>(image.width);
  out.height = static_cast<int>(image.height);
  out.rgb.resize(static_cast<std::size_t>(image.width) * image.height * 3);
  if (!png_image_finish_read(&image, nullptr, out.rgb.data(), 0, nullptr))
    throw InvalidArgument(std::string("cannot decode the PNG: ") + image.message);
  return out;
#else
  (void)png;
  no_png();
#endif
}

std::vector<unsigned char> encode_png_rgb(int width, int height, std::span<const std::uint8_t> rgb) {
#if WORLDLAB_HAVE_PNG
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  image.width = static_cast<png_uint_32>(width);
  image.height = static_cast<png_uint_32>(height);
  image.format = PNG_FORMAT_RGB;
  if (rgb.size() != 3 * image.width * static_cast<std::size_t>(image.height))
    throw InvalidArgument("rgb must hold 3 bytes a pixel");
  return write_png(image, rgb.data());
#else
  (void)width, (void)height, (void)rgb;
  no_png();
#endif
}

std::uint16_t gray16_sample(double value, double lo, double hi, std::size_t& outside) noexcept {
  const double t = (value - lo) / (hi - lo) * 65535.0;
  double v = std::nearbyint(t);        // to nearest, halves to even
  if (!(v >= 0)) v = 0, outside += 1;  // NaN counts as outside
  if (v > 65535) v = 65535, outside += 1;
  return static_cast<std::uint16_t>(v);
}

std::vector<unsigned char> encode_png_gray16(int width, int height, std::span<const double> values, double lo,
                                             double hi, std::size_t* clipped) {
  if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi))
    throw InvalidArgument("--range must be LO:HI with finite LO < HI");
  if (values.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height))
    throw InvalidArgument("values must hold one value a pixel");
  std::vector<std::uint16_t> samples(values.size());
  std::size_t outside = 0;
  for (std::size_t i = 0; i < values.size(); ++i) samples[i] = gray16_sample(values[i], lo, hi, outside);
  if (clipped) *clipped = outside;
#if WORLDLAB_HAVE_PNG
  // libpng's full API (the simplified one writes no text chunks), with the chunks the simplified one wrote before:
  // linear gamma and sRGB primaries, so readers decode the samples unchanged.
  struct Writer {
    png_structp png = nullptr;
    png_infop info = nullptr;
    std::vector<unsigned char> out;
    ~Writer() { png_destroy_write_struct(&png, &info); }
  } w;
  w.png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  if (w.png) w.info = png_create_info_struct(w.png);
  if (!w.png || !w.info) throw std::runtime_error("PNG encoding failed: out of memory");
  const auto append = [](png_structp png, png_bytep data, png_size_t n) {
    auto* out = static_cast<std::vector<unsigned char>*>(png_get_io_ptr(png));
    out->insert(out->end(), data, data + n);
  };
  std::vector<unsigned char> rows(samples.size() * 2);  // PNG's 16-bit samples are big-endian
  for (std::size_t i = 0; i < samples.size(); ++i) {
    rows[2 * i] = static_cast<unsigned char>(samples[i] >> 8);
    rows[2 * i + 1] = static_cast<unsigned char>(samples[i] & 0xff);
  }
  std::string key = "worldlab:range", text = number_text(lo) + " " + number_text(hi);
  png_text chunk{};
  chunk.compression = PNG_TEXT_COMPRESSION_NONE;
  chunk.key = key.data();
  chunk.text = text.data();
  chunk.text_length = text.size();
  if (setjmp(png_jmpbuf(w.png))) throw std::runtime_error("PNG encoding failed");
  png_set_write_fn(w.png, &w.out, append, nullptr);
  png_set_IHDR(w.png, w.info, static_cast<png_uint_32>(width), static_cast<png_uint_32>(height), 16,
               PNG_COLOR_TYPE_GRAY, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_gAMA_fixed(w.png, w.info, PNG_GAMMA_LINEAR);
  png_set_cHRM_fixed(w.png, w.info, 31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000);
  png_set_text(w.png, w.info, &chunk, 1);
  png_write_info(w.png, w.info);
  const std::size_t stride = static_cast<std::size_t>(width) * 2;
  for (int row = 0; row < height; ++row) png_write_row(w.png, rows.data() + static_cast<std::size_t>(row) * stride);
  png_write_end(w.png, w.info);
  return std::move(w.out);
#else
  no_png();
#endif
}

#if WORLDLAB_HAVE_PNG
struct PngStream::State {
  png_structp png = nullptr;
  png_infop info = nullptr;
  std::string key, text;
  ~State() { png_destroy_write_struct(&png, &info); }
};

void PngStream::append(const unsigned char* data, std::size_t n) {
  out_->write(std::string_view(reinterpret_cast<const char*>(data), n));
}

PngStream::PngStream(AtomicWriter& out, int width, int height, bool gray16, double lo, double hi)
    : out_(&out), state_(std::make_unique<State>()), width_(width), height_(height) {
  State& w = *state_;
  w.png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  if (w.png) w.info = png_create_info_struct(w.png);
  if (!w.png || !w.info) throw std::runtime_error("PNG encoding failed: out of memory");
  w.key = "worldlab:range";
  w.text = number_text(lo) + " " + number_text(hi);
  png_text chunk{};
  chunk.compression = PNG_TEXT_COMPRESSION_NONE;
  chunk.key = w.key.data();
  chunk.text = w.text.data();
  chunk.text_length = w.text.size();
  if (setjmp(png_jmpbuf(w.png))) fail();
  const auto sink = [](png_structp png, png_bytep data, png_size_t n) {
    auto* self = static_cast<PngStream*>(png_get_io_ptr(png));
    bool failed = false;
    try {
      self->append(data, n);
    } catch (...) {
      self->sink_error_ = std::current_exception();
      failed = true;
    }
    if (failed) png_error(png, "write failed");  // jumps out of libpng (outside the handler: no live exception)
  };
  png_set_write_fn(w.png, this, sink, nullptr);
  png_set_IHDR(w.png, w.info, static_cast<png_uint_32>(width), static_cast<png_uint_32>(height), gray16 ? 16 : 8,
               gray16 ? PNG_COLOR_TYPE_GRAY : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  if (gray16) {  // as encode_png_gray16: linear gamma, sRGB primaries, the range in a tEXt chunk
    png_set_gAMA_fixed(w.png, w.info, PNG_GAMMA_LINEAR);
    png_set_cHRM_fixed(w.png, w.info, 31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000);
    png_set_text(w.png, w.info, &chunk, 1);
  } else {  // as libpng's simplified API writes an 8-bit RGB image: sRGB
    png_set_sRGB_gAMA_and_cHRM(w.png, w.info, PNG_sRGB_INTENT_PERCEPTUAL);
  }
  png_write_info(w.png, w.info);
}

PngStream::~PngStream() = default;

void PngStream::fail() {
  if (sink_error_) std::rethrow_exception(sink_error_);
  throw std::runtime_error("PNG encoding failed");
}

void PngStream::row(std::span<const unsigned char> bytes) {
  if (rows_ >= height_) throw std::logic_error("PngStream: more rows than the image's height");
  State& w = *state_;
  if (setjmp(png_jmpbuf(w.png))) fail();
  png_write_row(w.png, const_cast<png_bytep>(bytes.data()));  // libpng 1.6 does not modify the row
  ++rows_;
}

void PngStream::finish() {
  if (rows_ != height_) throw std::logic_error("PngStream: fewer rows than the image's height");
  State& w = *state_;
  if (setjmp(png_jmpbuf(w.png))) fail();
  png_write_end(w.png, w.info);
}
#else
struct PngStream::State {};
PngStream::PngStream(AtomicWriter&, int, int, bool, double, double) { no_png(); }
void PngStream::append(const unsigned char*, std::size_t) {}
PngStream::~PngStream() = default;
void PngStream::fail() { no_png(); }
void PngStream::row(std::span<const unsigned char>) { no_png(); }
void PngStream::finish() { no_png(); }
#endif

std::vector<unsigned char> encode_raw(std::span<const double> values, Format format) {
  const std::size_t width = format == Format::kF32 ? 4 : 8;
  std::vector<unsigned char> out(values.size() * width);
  for (std::size_t i = 0; i < values.size(); ++i) {
    std::uint64_t bits;
    if (format == Format::kF32) {
      const float f = static_cast<float>(values[i]);  // IEEE round to nearest
      std::uint32_t b32;
      std::memcpy(&b32, &f, 4);
      bits = b32;
    } else {
      std::memcpy(&bits, &values[i], 8);
    }
    for (std::size_t k = 0; k < width; ++k) out[i * width + k] = static_cast<unsigned char>(bits >> (8 * k));
  }
  return out;
}

Gray16 decode_png_gray16(std::span<const unsigned char> png) {
#if WORLDLAB_HAVE_PNG
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, png.data(), png.size()))
    throw InvalidArgument(std::string("not a PNG: ") + image.message);
  image.format = PNG_FORMAT_LINEAR_Y;
  Gray16 g;
  g.width = static_cast<int>(image.width);
  g.height = static_cast<int>(image.height);
  g.samples.resize(static_cast<std::size_t>(image.width) * image.height);
  if (!png_image_finish_read(&image, nullptr, g.samples.data(), 0, nullptr))
    throw InvalidArgument(std::string("cannot decode the PNG: ") + image.message);
  return g;
#else
  (void)png;
  no_png();
#endif
}

std::pair<double, double> png16_range(const LayerInfo& info, const EncodeOptions& o) noexcept {
  if (o.range_hi > o.range_lo) return {o.range_lo, o.range_hi};
  return {info.range_lo, info.range_hi};
}

void shade_map(const LayerSource& source, LayerMap& map, const EncodeOptions& o) {
  const LayerInfo& info = source.info();
  const Grid& g = map.grid;
  if (o.hillshade && !map.relief.empty()) {
    ReliefMargins margins;
    if (info.tileable) {  // the relief one sample beyond each edge, so tiles and streamed blocks shade seamlessly
      // Windows of the same view (col0, row0 one beyond the edge): with col0 = row0 = 0 these are x0 − step,
      // x0 + width · step, ... bit for bit, and inside a streamed view they are its neighbours' samples.
      margins.left = source.relief(Grid{g.x0, g.y0, g.step, 1, g.height, g.col0 - 1, g.row0});
      margins.right = source.relief(Grid{g.x0, g.y0, g.step, 1, g.height, g.col0 + g.width, g.row0});
      margins.top = source.relief(Grid{g.x0, g.y0, g.step, g.width, 1, g.col0, g.row0 - 1});
      margins.bottom = source.relief(Grid{g.x0, g.y0, g.step, g.width, 1, g.col0, g.row0 + g.height});
    }
    hillshade(map.rgb, map.relief, g, o.relief_scale > 0 ? o.relief_scale : info.relief, map.sea_level, margins);
  }
  if (o.mark_points) mark_points(map.rgb, g, map.points);
}

std::vector<unsigned char> encode_map(const LayerSource& source, LayerMap& map, const EncodeOptions& o,
                                      std::string* warning) {
  const LayerInfo& info = source.info();
  const Grid& g = map.grid;
  if (o.format == Format::kPng) {
    shade_map(source, map, o);
    return encode_png_rgb(g.width, g.height, map.rgb);
  }
  if (info.kind == ValueKind::kColour)
    throw InvalidArgument("layer " + std::string(info.id) + " holds colours: write it as png");
  if (o.format == Format::kPng16) {
    const auto [lo, hi] = png16_range(info, o);
    std::size_t clipped = 0;
    auto png = encode_png_gray16(g.width, g.height, map.values, lo, hi, &clipped);
    if (clipped && !(o.range_hi > o.range_lo)) {
      // The layer's own range is a default the user never chose: clamping under it would lose heights silently
      // (tiles print no warnings), so it is an error that names a range holding every value.
      double min = INFINITY, max = -INFINITY;
      for (double v : map.values)
        if (std::isfinite(v)) min = std::min(min, v), max = std::max(max, v);
      throw InvalidArgument(std::to_string(clipped) + " samples of " + std::string(info.id) +
                            " fall outside its default png16 range " + number_text(lo) + ":" + number_text(hi) +
                            " (the values span " + number_text(min) + ":" + number_text(max) +
                            "); give --range LO:HI (values beyond it are clamped)");
    }
    if (clipped && warning)
      *warning = std::to_string(clipped) + " samples outside " + number_text(lo) + ":" + number_text(hi) +
                 " were clamped (see --range)";
    return png;
  }
  if (is_geotiff(o.format)) {
    check_format_supported(o.format);
#if WORLDLAB_HAVE_GDAL
    GeoTiffRequest q;
    q.width = g.width, q.height = g.height, q.f64 = o.format == Format::kTif64;
    q.transform = geo_transform(g);
    q.wkt = crs_wkt(o.crs);
    q.band_name = std::string(info.id);
    try {
      return encode_geotiff(map.values, q);
    } catch (const GeoTiffError& e) {
      throw FileError(e.what());  // a runtime failure (exit 1), not bad input
    }
#endif
  }
  return encode_raw(map.values, o.format);
}

}  // namespace worldlab::cli
