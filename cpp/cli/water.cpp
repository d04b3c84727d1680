// `worldlab water`: reads a heightmap (raw f64/f32 or a 16-bit PNG), optionally erodes it, routes its water and
// writes one layer (raw numbers, or rivers as GeoJSON). Every check runs before the output is written.
#include "water.hpp"

#include <cmath>
#include <cstring>
#include <iostream>
#include <span>
#include <string_view>
#include <vector>

#include "cli_io.hpp"
#include "gis.hpp"
#include "image.hpp"
#include "layers.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/hash.hpp"
#include "worldlab/request_budget.hpp"

namespace worldlab::cli {

namespace {

enum class Layer : std::uint8_t { kFilled, kReceivers, kAccumulation, kBasins, kStrahler, kLakes, kEroded, kRivers };
enum class OutFormat : std::uint8_t { kF64, kF32, kU32, kGeoJson };
enum class InFormat : std::uint8_t { kF64, kF32, kPng16 };

constexpr std::string_view kLayerNames[] = {"filled",   "receivers", "accumulation", "basins",
                                            "strahler", "lakes",     "eroded",       "rivers"};

Layer parse_layer(const std::string& name) {
  for (std::size_t i = 0; i < std::size(kLayerNames); ++i)
    if (name == kLayerNames[i]) return static_cast<Layer>(i);
  const std::string known = "filled, receivers, accumulation, basins, strahler, lakes, eroded or rivers";
  throw InvalidArgument("--layer must be " + known + ", got \"" + name + "\"");
}

// Layers whose values are cell indices or orders: whole numbers, so u32 holds them exactly.
bool integer_layer(Layer l) { return l == Layer::kReceivers || l == Layer::kBasins || l == Layer::kStrahler; }

OutFormat parse_out_format(const std::string& name) {
  if (name == "f64") return OutFormat::kF64;
  if (name == "f32") return OutFormat::kF32;
  if (name == "u32") return OutFormat::kU32;
  if (name == "geojson") return OutFormat::kGeoJson;
  throw InvalidArgument("--format must be f64, f32, u32 or geojson, got \"" + name + "\"");
}

// --format, else --out's extension when it names one of ours, else the layer's own (f64, rivers geojson). A .png
// is refused rather than filled with raw numbers under a misleading name.
OutFormat out_format(const WaterOptions& o, Layer layer) {
  if (!o.format.empty()) return parse_out_format(o.format);
  const std::string_view out = o.out;
  if (out.ends_with(".f64")) return OutFormat::kF64;
  if (out.ends_with(".f32")) return OutFormat::kF32;
  if (out.ends_with(".u32")) return OutFormat::kU32;
  if (out.ends_with(".geojson") || out.ends_with(".json")) return OutFormat::kGeoJson;
  if (out.ends_with(".png"))
    throw InvalidArgument("water writes f64, f32, u32 or geojson, not PNG: give --format or another --out name");
  return layer == Layer::kRivers ? OutFormat::kGeoJson : OutFormat::kF64;
}

InFormat in_format(const WaterOptions& o) {
  const std::string& f = o.input_format;
  if (f.empty()) {
    const std::string_view in = o.input;
    return in.ends_with(".png") ? InFormat::kPng16 : in.ends_with(".f32") ? InFormat::kF32 : InFormat::kF64;
  }
  if (f == "f64") return InFormat::kF64;
  if (f == "f32") return InFormat::kF32;
  if (f == "png16") return InFormat::kPng16;
  throw InvalidArgument("--input-format must be f64, f32 or png16, got \"" + f + "\"");
}

// The layer and format must go together; checked before any file is read.
void check_layer_format(Layer layer, OutFormat format, std::uint64_t cells) {
  if (layer == Layer::kRivers && format != OutFormat::kGeoJson)
    throw InvalidArgument("--layer rivers is written as --format geojson only");
  if (layer != Layer::kRivers && format == OutFormat::kGeoJson)
    throw InvalidArgument("--format geojson is for --layer rivers; rasters are f64, f32 or u32");
  if (format == OutFormat::kU32 && !integer_layer(layer))
    throw InvalidArgument("--format u32 is for receivers, basins and strahler (whole numbers); " +
                          std::string(kLayerNames[static_cast<int>(layer)]) + " is f64 or f32");
  // A float holds every integer up to 2^24 exactly; beyond that an index would be silently rounded to another cell.
  if (format == OutFormat::kF32 && (layer == Layer::kReceivers || layer == Layer::kBasins) && cells > (1u << 24))
    throw InvalidArgument("--format f32 cannot hold cell indices above 2^24 exactly (" + std::to_string(cells) +
                          " cells): use u32 or f64");
}

// Used by the PNG reader's --range only, which builds without libpng (WASM) leave out.
[[maybe_unused]] double parse_double(const std::string& text, const char* what) {
  char* end = nullptr;
  const double v = text.empty() ? 0.0 : std::strtod(text.c_str(), &end);
  if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(v))
    throw InvalidArgument(std::string(what) + ": \"" + text + "\" is not a finite number");
  return v;
}

std::string cell_text(std::size_t i, std::uint32_t width) {
  return "cell " + std::to_string(i) + " (x " + std::to_string(i % width) + ", y " + std::to_string(i / width) + ")";
}

// Heights are finite, always: a NaN would sort nowhere in the flood and an infinity would drain everything, and a
// sentinel for "no data" (-9999, say) would be routed as a real pit, so no value is taken to mean no data.
void check_heights(std::span<const double> h, std::uint32_t width, const std::string& path) {
  for (std::size_t i = 0; i < h.size(); ++i)
    if (!std::isfinite(h[i]))
      throw InvalidArgument(path + ": " + cell_text(i, width) + " is " + (std::isnan(h[i]) ? "NaN" : "infinite") +
                            "; heights must be finite (water has no no-data value: fill or crop such cells first)");
}

std::vector<double> decode_raw(const std::string& bytes, InFormat format) {
  const std::size_t size = format == InFormat::kF32 ? 4 : 8;
  std::vector<double> out(bytes.size() / size);
  const auto* b = reinterpret_cast<const unsigned char*>(bytes.data());
  for (std::size_t i = 0; i < out.size(); ++i) {
    std::uint64_t bits = 0;
    for (std::size_t k = 0; k < size; ++k) bits |= std::uint64_t{b[i * size + k]} << (8 * k);  // little-endian
    if (size == 4) {  // memcpy, not std::bit_cast: Debian's emscripten libc++ has no bit_cast
      const auto b32 = static_cast<std::uint32_t>(bits);
      float f;
      std::memcpy(&f, &b32, 4);
      out[i] = f;
    } else {
      std::memcpy(&out[i], &bits, 8);
    }
  }
  return out;
}

std::uint32_t big_endian32(const unsigned char* p) {
  return std::uint32_t{p[0]} << 24 | std::uint32_t{p[1]} << 16 | std::uint32_t{p[2]} << 8 | p[3];
}

struct Heightmap {
  water::RasterShape shape;
  std::vector<double> heights;
};

// 16-bit grayscale PNGs only, checked in the header before decoding: libpng would turn an 8-bit or colour image
// into gray through a gamma curve, heights that are not the file's.
Heightmap read_png16(const WaterOptions& o, std::uint64_t max_bytes, std::uint64_t layers) {
  const std::string file = read_file(o.input, max_bytes);
  const auto* b = reinterpret_cast<const unsigned char*>(file.data());
  static constexpr unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
  if (file.size() < 33 || std::memcmp(b, kSignature, 8) != 0 || std::memcmp(b + 12, "IHDR", 4) != 0)
    throw InvalidArgument(o.input + " is not a PNG");
  const std::uint32_t w = big_endian32(b + 16), h = big_endian32(b + 20);
  const int depth = b[24], colour = b[25];
  if (depth != 16 || colour != 0)
    throw InvalidArgument(o.input + " holds " + std::to_string(depth) + "-bit samples of colour type " +
                          std::to_string(colour) + "; --input-format png16 takes 16-bit grayscale (type 0) only");
  if ((o.width && static_cast<std::uint32_t>(*o.width) != w) ||
      (o.height && static_cast<std::uint32_t>(*o.height) != h))
    throw InvalidArgument(o.input + " is " + std::to_string(w) + " × " + std::to_string(h) + ", not --width " +
                          (o.width ? std::to_string(*o.width) : "(any)") + " --height " +
                          (o.height ? std::to_string(*o.height) : "(any)"));
  if (w < 1 || h < 1 || w > 65536 || h > 65536)
    throw InvalidArgument(o.input + " is " + std::to_string(w) + " × " + std::to_string(h) + ": sides are 1..65536");
  Heightmap m;
  m.shape = {w, h, o.cell_size};
  check_request_memory("water", std::uint64_t{w} * h, layers);  // before the samples are decoded
#if WORLDLAB_HAVE_PNG
  const Gray16 g = decode_png_gray16(std::span(b, file.size()));
  double lo = 0, hi = 65535;
  if (!o.range.empty()) {
    const auto colon = o.range.find(':');
    if (colon == std::string::npos) throw InvalidArgument("--range must be LO:HI, got \"" + o.range + "\"");
    lo = parse_double(o.range.substr(0, colon), "--range");
    hi = parse_double(o.range.substr(colon + 1), "--range");
    if (!(hi > lo)) throw InvalidArgument("--range must be LO:HI with LO < HI, got \"" + o.range + "\"");
  }
  m.heights.resize(g.samples.size());
  // The inverse of render's png16 (lo + s / 65535 · (hi − lo)); the default range keeps the samples as they are.
  for (std::size_t i = 0; i < g.samples.size(); ++i) m.heights[i] = lo + g.samples[i] / 65535.0 * (hi - lo);
  return m;
#else
  throw InvalidArgument("this build reads f64 and f32 heightmaps only (no libpng): convert " + o.input +
                        " with the native CLI or give raw values");
#endif
}

Heightmap read_heightmap(const WaterOptions& o, InFormat format, std::uint64_t layers) {
  if (format == InFormat::kPng16) {
    // A 16-bit PNG is at most about 2 bytes a sample plus its headers; without a size, the request budget.
    const std::uint64_t max =
        o.width && o.height ? std::uint64_t(*o.width) * std::uint64_t(*o.height) * 8 + (64u << 10) : kMaxRequestBytes;
    return read_png16(o, max, layers);
  }
  if (!o.range.empty()) throw InvalidArgument("--range applies to --input-format png16 only");
  if (!o.width || !o.height) throw InvalidArgument("--width and --height are required for raw (f64, f32) input");
  Heightmap m;
  m.shape = {static_cast<std::uint32_t>(*o.width), static_cast<std::uint32_t>(*o.height), o.cell_size};
  const std::uint64_t cells = std::uint64_t(m.shape.width) * m.shape.height;
  // Before the read: the budget also bounds the file (8 bytes a cell at most), and sizes fit a 32-bit size_t.
  check_request_memory("water", cells, layers);
  const char* type = format == InFormat::kF32 ? "f32" : "f64";
  const std::string bytes = read_file_exactly(
      o.input, static_cast<std::size_t>(cells) * (format == InFormat::kF32 ? 4 : 8),
      std::to_string(m.shape.width) + " × " + std::to_string(m.shape.height) + " " + type + " values");
  m.heights = decode_raw(bytes, format);
  return m;
}

std::vector<double> read_rain(const std::string& path, const water::RasterShape& shape) {
  const std::string bytes = read_file_exactly(
      path, shape.cells() * 8,
      "--rain: " + std::to_string(shape.width) + " × " + std::to_string(shape.height) + " f64 values");
  std::vector<double> rain = decode_raw(bytes, InFormat::kF64);
  for (std::size_t i = 0; i < rain.size(); ++i)
    if (!(rain[i] >= 0) || !std::isfinite(rain[i]))
      throw InvalidArgument(path + ": " + cell_text(i, shape.width) + " is " + number_text(rain[i]) +
                            "; rain must be finite and >= 0");
  return rain;
}

std::vector<unsigned char> encode_values(std::span<const double> values, OutFormat format) {
  if (format == OutFormat::kF64) return encode_raw(values, Format::kF64);
  if (format == OutFormat::kF32) return encode_raw(values, Format::kF32);
  std::vector<unsigned char> out(values.size() * 4);
  for (std::size_t i = 0; i < values.size(); ++i) {
    const auto v = static_cast<std::uint32_t>(values[i]);  // whole numbers below 2^32 (integer layers only)
    for (int k = 0; k < 4; ++k) out[i * 4 + k] = static_cast<unsigned char>(v >> (8 * k));
  }
  return out;
}

// The river segments as a GeoJSON FeatureCollection of LineStrings in the raster's own units (x = column ·
// cell_size east, y = row · cell_size south), naming the local engineering CRS (docs/gis.md): without a "crs" member a
// reader would take them for WGS 84 longitudes and latitudes (RFC 7946).
// Written as text directly (nlohmann would hold several times the text's size in nodes).
std::string rivers_geojson(const water::RasterShape& shape, const std::vector<std::vector<std::uint32_t>>& segments,
                           std::span<const double> area, std::span<const std::uint8_t> order, double min_area,
                           std::size_t& lines) {
  std::string out = "{\"type\":\"FeatureCollection\",\"name\":\"rivers\",\"crs\":" + geojson_crs({}) +
                    ",\"min_area\":" + number_text(min_area) + ",\"cell_size\":" + number_text(shape.cell_size) +
                    ",\"features\":[";
  lines = 0;
  for (const auto& s : segments) {
    if (s.size() < 2) continue;  // a LineString needs two positions: a river of one edge cell has no length
    out += lines++ ? ",\n" : "\n";
    out += "{\"type\":\"Feature\",\"properties\":{\"strahler\":" + std::to_string(order[s.front()]) +
           ",\"area_start\":" + number_text(area[s.front()]) + ",\"area_end\":" + number_text(area[s.back()]) +
           "},\"geometry\":{\"type\":\"LineString\",\"coordinates\":[";
    for (std::size_t k = 0; k < s.size(); ++k) {
      const std::uint32_t col = s[k] % shape.width, row = s[k] / shape.width;
      out += k ? ",[" : "[";
      out += number_text(col * shape.cell_size) + "," + number_text(row * shape.cell_size) + "]";
    }
    out += "]}}";
  }
  out += "\n]}\n";
  return out;
}

}  // namespace

int run_water(const WaterOptions& o) {
  return run_verb("water", [&] {
    // Everything the arguments alone decide is checked before any file is read.
    const Layer layer = parse_layer(o.layer);
    const OutFormat format = out_format(o, layer);
    const InFormat input = in_format(o);
    water::validate(o.erosion);
    if (!(o.cell_size > 0) || !std::isfinite(o.cell_size))
      throw InvalidArgument("--cell-size must be finite and > 0, got " + number_text(o.cell_size));
    if (layer == Layer::kRivers && !o.min_area)
      throw InvalidArgument("--layer rivers needs --min-area (the drainage area, in world units², a river starts at)");
    if (o.min_area && (!(*o.min_area >= 0) || !std::isfinite(*o.min_area)))
      throw InvalidArgument("--min-area must be finite and >= 0, got " + number_text(*o.min_area));
    if (o.min_area && layer != Layer::kRivers) throw InvalidArgument("--min-area applies to --layer rivers only");

    // Working buffers of one cell each, at most at once: the heights, the file's bytes or the filled surface,
    // receivers and stack, area, the output's values and its bytes, the erosion's scratch (5) while it runs,
    // and the rain.
    const std::uint64_t layers = 7 + (o.rain.empty() ? 0 : 1);
    Heightmap map = read_heightmap(o, input, layers);
    const water::RasterShape& shape = map.shape;
    water::validate(shape);
    check_request_memory("water", shape.cells(), layers);
    check_layer_format(layer, format, shape.cells());
    check_heights(map.heights, shape.width, o.input);
    const std::vector<double> rain = o.rain.empty() ? std::vector<double>{} : read_rain(o.rain, shape);

    if (o.erosion.steps > 0) water::erode(shape, map.heights, rain, o.erosion, default_task_system());

    std::vector<double> values;  // the raster layer, as doubles (indices and orders exactly)
    std::string geojson;
    std::string summary;
    if (layer == Layer::kEroded) {
      values = std::move(map.heights);
    } else {
      const std::size_t n = shape.cells();
      std::vector<double> filled(n);
      std::vector<std::uint32_t> receivers(n), stack(n);
      water::route_flow(shape, map.heights, {filled, receivers, stack}, o.erosion.sea_level);
      std::vector<double> area;
      if (layer == Layer::kAccumulation || layer == Layer::kRivers) {
        area.resize(n);
        water::accumulate(shape, receivers, stack, rain, area);
      }
      values.resize(n);
      switch (layer) {
        case Layer::kFilled: values = std::move(filled); break;
        case Layer::kLakes: {
          std::size_t wet = 0;
          double deepest = 0;
          for (std::size_t i = 0; i < n; ++i) {
            values[i] = filled[i] - map.heights[i];
            wet += values[i] > 0;
            deepest = values[i] > deepest ? values[i] : deepest;
          }
          summary = "cells under water " + std::to_string(wet) + ", deepest " + number_text(deepest);
          break;
        }
        case Layer::kReceivers:
          for (std::size_t i = 0; i < n; ++i) values[i] = receivers[i];
          break;
        case Layer::kAccumulation: values = std::move(area); break;
        case Layer::kBasins: {
          std::vector<std::uint32_t> outlet(n);
          water::basins(receivers, stack, outlet);
          for (std::size_t i = 0; i < n; ++i) values[i] = outlet[i];
          break;
        }
        case Layer::kStrahler:
        case Layer::kRivers: {
          std::vector<std::uint8_t> order(n);
          water::strahler(receivers, stack, order);
          if (layer == Layer::kStrahler) {
            for (std::size_t i = 0; i < n; ++i) values[i] = order[i];
            break;
          }
          values.clear();
          const auto segments = water::river_segments(receivers, stack, area, *o.min_area);
          std::size_t points = 0;
          for (const auto& s : segments) points += s.size();
          // About 56 bytes of text a point at most (two 17-digit numbers and the punctuation).
          check_request_memory("water --layer rivers", points, 7);
          std::size_t lines = 0;
          geojson = rivers_geojson(shape, segments, area, order, *o.min_area, lines);
          summary = std::to_string(lines) + " river segments, " + std::to_string(points) + " points";
          break;
        }
        case Layer::kEroded: break;
      }
    }

    if (layer == Layer::kRivers) {
      write_file(o.out, geojson);
    } else {
      write_file(o.out, encode_values(values, format));
      summary = "hash " + hex64(fnv1a64(values)) + (summary.empty() ? "" : ", " + summary);
    }
    std::cerr << "water " << o.layer << ": " << shape.width << " × " << shape.height << " cells, " << summary << '\n';
    return 0;
  });
}

}  // namespace worldlab::cli
