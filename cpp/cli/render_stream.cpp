// render beyond one grid: a view of any size (up to kMaxStreamSide a side) filled block by block and written band
// by band, so memory holds one band of rows, never the whole map.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <iostream>
#include <optional>

#include "gis.hpp"
#include "render.hpp"
#include "worldlab/atomic_file.hpp"
#include "worldlab/hash.hpp"
#include "worldlab/request_budget.hpp"

namespace worldlab::cli {

namespace {

std::size_t bytes_per_sample(Format format) {
  switch (format) {
    case Format::kPng: return 3;    // 8-bit RGB
    case Format::kPng16: return 2;  // 16-bit gray, big-endian
    case Format::kF32: return 4;    // little-endian
    case Format::kF64: return 8;
    case Format::kTif:
    case Format::kTif64: break;  // never streamed (render_streamed refuses them)
  }
  return 8;
}

// One sample's bytes in the file, as encode_raw writes them.
void put_raw(unsigned char* out, double value, Format format) {
  std::uint64_t bits;
  std::size_t width = 8;
  if (format == Format::kF32) {
    const float f = static_cast<float>(value);  // IEEE round to nearest, as encode_raw
    std::uint32_t b32;
    std::memcpy(&b32, &f, 4);
    bits = b32;
    width = 4;
  } else {
    std::memcpy(&bits, &value, 8);
  }
  for (std::size_t k = 0; k < width; ++k) out[k] = static_cast<unsigned char>(bits >> (8 * k));
}

}  // namespace

int render_streamed(const LayerSource& source, const Grid& view, Format format, const EncodeOptions& encode,
                    const OutputOptions& o) {
  const LayerInfo& info = source.info();
  const std::string size_text = std::to_string(view.width) + " x " + std::to_string(view.height);
  if (!info.tileable)
    throw InvalidArgument("layer " + std::string(info.id) +
                          " is computed over the whole view (not tileable), so it renders at most " +
                          std::to_string(kMaxGridSide) + " a side; this view is " + size_text);
  if (!o.points.empty() || encode.mark_points)
    throw InvalidArgument("--points and --mark-points take views of at most " + std::to_string(kMaxGridSide) +
                          " a side; this view is " + size_text + " (use `worldlab tiles --points`)");
  if (is_geotiff(format))
    throw InvalidArgument("--format " + std::string(format_name(format)) + " takes views of at most " +
                          std::to_string(kMaxGridSide) + " a side (GDAL encodes the GeoTIFF in memory); this view is " +
                          size_text + ": use `worldlab tiles --format " + std::string(format_name(format)) +
                          "` (a COG per tile and mosaic.vrt over them)");
  if (info.kind == ValueKind::kColour && format != Format::kPng)
    throw InvalidArgument("layer " + std::string(info.id) + " holds colours: write it as png");

  // Blocks of at most block × block samples (each an ordinary fill of a window of the view, col0/row0 set, so
  // every sample sits where the whole view puts it), rows of blocks written as one band.
  // A band holds about kBandSamples samples (4 Mi: 256 rows of a 16384-wide view), so memory stays near
  // 100 MiB whatever the view's size: the band's values and encoded rows, and one block's fill.
  constexpr int kBandSamples = 1 << 22;
  const int block = std::clamp(o.block, 1, kMaxGridSide);
  const int band_rows = std::max(1, std::min({block, view.height, kBandSamples / view.width}));
  const std::size_t width = static_cast<std::size_t>(view.width), bps = bytes_per_sample(format);
  const std::size_t per_value = info.kind == ValueKind::kColour ? 3 : 1;
  // One band's values, colours and relief, its encoded rows, and one block's fill.
  check_request_memory("render", width * static_cast<std::size_t>(band_rows), budget_layers(info));
  const auto [lo, hi] = png16_range(info, encode);
  const bool own_range = !(encode.range_hi > encode.range_lo);

  AtomicWriter out(o.out);
  std::optional<PngStream> png;
  if (format == Format::kPng || format == Format::kPng16)
    png.emplace(out, view.width, view.height, format == Format::kPng16, lo, hi);
  std::vector<unsigned char> band(width * static_cast<std::size_t>(band_rows) * bps);
  std::vector<LayerMap> blocks;
  std::uint64_t hash = kFnv1a64Basis;
  std::size_t clipped = 0;
  double min = INFINITY, max = -INFINITY;
  int bands = 0;
  for (int r0 = 0; r0 < view.height; r0 += band_rows) {
    const int rows = std::min(band_rows, view.height - r0);
    blocks.clear();
    for (int c0 = 0; c0 < view.width; c0 += block) {
      const int cols = std::min(block, view.width - c0);
      const Grid window{view.x0, view.y0, view.step, cols, rows, view.col0 + c0, view.row0 + r0};
      LayerMap map = source.render(window, format == Format::kPng);
      if (format == Format::kPng) shade_map(source, map, encode);
      for (int row = 0; row < rows; ++row) {
        unsigned char* line = band.data() + (static_cast<std::size_t>(row) * width + static_cast<std::size_t>(c0)) * bps;
        const std::size_t first = static_cast<std::size_t>(row) * static_cast<std::size_t>(cols);
        for (int col = 0; col < cols; ++col) {
          const std::size_t i = first + static_cast<std::size_t>(col);
          unsigned char* at = line + static_cast<std::size_t>(col) * bps;
          if (format == Format::kPng) {
            std::memcpy(at, map.rgb.data() + 3 * i, 3);
          } else if (format == Format::kPng16) {
            const double v = map.values[i];
            const std::uint16_t s = gray16_sample(v, lo, hi, clipped);
            at[0] = static_cast<unsigned char>(s >> 8);
            at[1] = static_cast<unsigned char>(s & 0xff);
            if (std::isfinite(v)) min = std::min(min, v), max = std::max(max, v);
          } else {
            put_raw(at, map.values[i], format);
          }
        }
      }
      map.rgb.clear();
      map.relief.clear();
      blocks.push_back(std::move(map));
    }
    // The hash runs over the view's values in row order, as `worldlab hash` reads a whole map.
    for (int row = 0; row < rows; ++row)
      for (const LayerMap& map : blocks) {
        const std::size_t n = static_cast<std::size_t>(map.grid.width) * per_value;
        hash = fnv1a64_continue(hash, std::span<const double>(map.values).subspan(static_cast<std::size_t>(row) * n, n));
      }
    if (clipped && own_range)  // as encode_map: the default range must not clamp silently (checked per band)
      throw InvalidArgument(std::to_string(clipped) + " samples of " + std::string(info.id) +
                            " fall outside its default png16 range " + number_text(lo) + ":" + number_text(hi) +
                            " (the values seen so far span " + number_text(min) + ":" + number_text(max) +
                            "); give --range LO:HI (values beyond it are clamped)");
    const std::size_t stride = width * bps;
    for (int row = 0; row < rows; ++row) {
      const std::span<const unsigned char> line(band.data() + static_cast<std::size_t>(row) * stride, stride);
      if (png)
        png->row(line);
      else
        out.write(std::string_view(reinterpret_cast<const char*>(line.data()), line.size()));
    }
    ++bands;
  }
  if (png) png->finish();
  out.commit();
  write_sidecars(o.out, map_geo(info, view, format, o));
  std::cerr << info.id << ": hash " << hex64(hash) << " (streamed: " << size_text << " in " << bands << (bands == 1 ? " band of " : " bands of ")
            << band_rows << " rows, blocks of at most " << block << " x " << band_rows << ")\n";
  if (clipped)
    std::cerr << "worldlab render: " << clipped << " samples outside " << number_text(lo) << ":" << number_text(hi)
              << " were clamped (see --range)\n";
  return 0;
}

}  // namespace worldlab::cli
