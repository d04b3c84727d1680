// GIS sidecars: ENVI headers, world files, PAM files, the tiles' mosaic VRT and GeoJSON's crs member (docs/gis.md).
#include "gis.hpp"

#include <algorithm>
#include <cctype>
#include <limits>

#include "cli_io.hpp"

namespace worldlab::cli {

namespace {

// WKT1: what ENVI headers (GDAL's reader), PAM files, VRTs and GeoJSON's crs name all accept. The y axis points
// south because the rasters' rows grow towards +y; the unit is the world's own, not a metre.
constexpr std::string_view kLocalCrs =
    "LOCAL_CS[\"worldlab world units\",LOCAL_DATUM[\"worldlab\",32767],UNIT[\"world unit\",1],AXIS[\"x\",EAST],"
    "AXIS[\"y\",SOUTH]]";
constexpr std::size_t kMaxCrsBytes = 64 * 1024;

std::string xml_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '&')
      out += "&amp;";
    else if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '"')
      out += "&quot;";
    else
      out += c;
  }
  return out;
}

std::string json_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;  // crs_wkt refuses control characters, so nothing else needs escaping
  }
  return out;
}

// "FILE.png" → "FILE.pgw"; any other name → NAME.wld (GDAL looks for both).
std::string world_file_path(const std::string& path) {
  if (path.ends_with(".png")) return path.substr(0, path.size() - 4) + ".pgw";
  return path + ".wld";
}

// A file of the tiles' folder: its text when it is a regular file (never through a link) of at most max bytes,
// else "" (missing, larger, a link or unreadable).
std::string existing_text(const std::string& path, std::size_t max) {
  try {
    return read_own_file(path, max).value_or(std::string{});
  } catch (const FileError&) {
    return {};
  } catch (const InvalidArgument&) {  // larger than the text wanted: it is rewritten
    return {};
  }
}

}  // namespace

std::string_view local_crs_wkt() noexcept { return kLocalCrs; }

std::string crs_wkt(std::string_view crs) {
  if (crs.empty()) return std::string(kLocalCrs);
  if (crs.size() > kMaxCrsBytes) throw InvalidArgument("--crs: more than 64 KiB of WKT");
  std::size_t k = 0;
  while (k < crs.size() && (std::isupper(static_cast<unsigned char>(crs[k])) || crs[k] == '_' ||
                            std::isdigit(static_cast<unsigned char>(crs[k]))))
    ++k;
  if (k == 0 || k >= crs.size() || (crs[k] != '[' && crs[k] != '(') || (crs.back() != ']' && crs.back() != ')'))
    throw InvalidArgument("--crs takes WKT (e.g. PROJCS[...] or PROJCRS[...]), got \"" +
                          std::string(crs.substr(0, 40)) +
                          "\"; for an authority code, give its WKT: `gdalsrsinfo -o wkt1 EPSG:32633`");
  for (char c : crs)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f || c == '{' || c == '}')
      throw InvalidArgument(
          "--crs: WKT on one line, without control characters or braces (ENVI headers cannot "
          "hold them)");
  return std::string(crs);
}

std::string crs_argument(std::string_view crs) {
  if (crs.empty()) return {};
  std::string q = " --crs '";
  for (char c : crs) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

std::array<double, 6> geo_transform(const Grid& g) noexcept {
  return {g.x(0) - g.step / 2, g.step, 0, g.y(0) - g.step / 2, 0, g.step};
}

MapGeo map_geo(const LayerInfo& info, const Grid& grid, Format format, const OutputOptions& output) {
  const auto [lo, hi] = png16_range(info, encode_options(output, format));
  return MapGeo{grid, format, output.crs, std::string(info.id), lo, hi};
}

std::string envi_header(const MapGeo& m) {
  const Grid& g = m.grid;
  // Map info: ENVI's reference pixel (1.5, 1.5) is the centre of the first pixel, so the numbers are the first
  // sample's position as given; GDAL reads the negative y size as rows growing towards +y (a positive pixel height).
  return "ENVI\ndescription = {worldlab map: " + m.band_name + "}\nsamples = " + std::to_string(g.width) +
         "\nlines = " + std::to_string(g.height) +
         "\nbands = 1\nheader offset = 0\nfile type = ENVI Standard\ndata type = " +
         (m.format == Format::kF64 ? "5" : "4") +
         "\ninterleave = bsq\nbyte order = 0\nmap info = {Arbitrary, 1.5, 1.5, " + number_text(g.x(0)) + ", " +
         number_text(g.y(0)) + ", " + number_text(g.step) + ", " + number_text(-g.step) +
         "}\ncoordinate system string = {" + crs_wkt(m.crs) + "}\nband names = {" + m.band_name + "}\n";
}

std::string world_file(const Grid& g) {
  return number_text(g.step) + "\n0\n0\n" + number_text(g.step) + "\n" + number_text(g.x(0)) + "\n" + number_text(g.y(0)) +
         "\n";
}

std::string pam_xml(const MapGeo& m) {
  std::string s = "<PAMDataset>\n  <SRS dataAxisToSRSAxisMapping=\"1,2\">" + xml_escape(crs_wkt(m.crs)) + "</SRS>\n";
  if (m.format == Format::kPng16)
    s += "  <PAMRasterBand band=\"1\">\n    <Description>" + xml_escape(m.band_name) + "</Description>\n    <Offset>" +
         number_text(m.range_lo) + "</Offset>\n    <Scale>" + number_text((m.range_hi - m.range_lo) / 65535.0) +
         "</Scale>\n  </PAMRasterBand>\n";
  return s + "</PAMDataset>\n";
}

std::vector<Sidecar> sidecars(const std::string& path, const MapGeo& m) {
  if (m.format == Format::kF32 || m.format == Format::kF64) return {{path + ".hdr", envi_header(m)}};
  // A GeoTIFF holds its geotransform and, as GeoTIFF keys, its CRS; keys cannot say "world unit" or "y south", so the
  // local CRS comes back from them as an engineering CRS in metres, y north. The PAM file names the CRS exactly.
  if (is_geotiff(m.format)) return {{path + ".aux.xml", pam_xml(m)}};
  return {{world_file_path(path), world_file(m.grid)}, {path + ".aux.xml", pam_xml(m)}};
}

void write_sidecars(const std::string& path, const MapGeo& m, bool own_folder) {
  if (path == "-" || !is_regular_file(path)) return;  // standard output, /dev/null, a pipe: nowhere to put them
  for (const Sidecar& s : sidecars(path, m)) {
    if (own_folder) {
      write_own_file(s.path, s.text);
    } else {
      write_file(s.path, s.text);
    }
  }
}

std::string mosaic_vrt(const Mosaic& m) {
  const std::int64_t width = m.columns * m.tile_size, height = m.rows * m.tile_size;
  if (width > std::numeric_limits<int>::max() || height > std::numeric_limits<int>::max()) return {};
  const auto gt = geo_transform(m.geo.grid);
  const bool rgb = m.geo.format == Format::kPng;
  const std::string type = rgb                              ? "Byte"
                           : m.geo.format == Format::kPng16 ? "UInt16"
                           : m.geo.format == Format::kF64 || m.geo.format == Format::kTif64 ? "Float64"
                                                                                            : "Float32";
  const std::string size = std::to_string(m.tile_size), file_size = std::to_string(m.tile_size + m.overlap);
  // How each source reads: PNG and ENVI by rows, a COG by its 256² blocks.
  const std::string block_x = is_geotiff(m.geo.format) ? std::string("256") : file_size,
                    block_y = is_geotiff(m.geo.format) ? block_x : "1";
  std::string s = "<VRTDataset rasterXSize=\"" + std::to_string(width) + "\" rasterYSize=\"" + std::to_string(height) +
                  "\">\n  <SRS dataAxisToSRSAxisMapping=\"1,2\">" + xml_escape(crs_wkt(m.geo.crs)) +
                  "</SRS>\n  <GeoTransform>";
  for (int i = 0; i < 6; ++i) s += (i ? ", " : "") + number_text(gt[static_cast<std::size_t>(i)]);
  s += "</GeoTransform>\n";
  static constexpr const char* kColours[] = {"Red", "Green", "Blue"};
  for (int band = 1; band <= (rgb ? 3 : 1); ++band) {
    s += "  <VRTRasterBand dataType=\"" + type + "\" band=\"" + std::to_string(band) + "\">\n";
    if (rgb) s += "    <ColorInterp>" + std::string(kColours[band - 1]) + "</ColorInterp>\n";
    if (!rgb) s += "    <Description>" + xml_escape(m.geo.band_name) + "</Description>\n";
    if (m.geo.format == Format::kPng16)
      s += "    <Offset>" + number_text(m.geo.range_lo) + "</Offset>\n    <Scale>" +
           number_text((m.geo.range_hi - m.geo.range_lo) / 65535.0) + "</Scale>\n";
    for (std::size_t k = 0; k < m.files.size(); ++k) {
      const std::int64_t col = static_cast<std::int64_t>(k) % m.columns, row = static_cast<std::int64_t>(k) / m.columns;
      // SourceProperties spare GDAL opening every tile when it opens the mosaic; PNG and ENVI both read by rows.
      s += "    <SimpleSource>\n      <SourceFilename relativeToVRT=\"1\">" + xml_escape(m.files[k]) +
           "</SourceFilename>\n      <SourceBand>" + std::to_string(band) +
           "</SourceBand>\n      <SourceProperties RasterXSize=\"" + file_size + "\" RasterYSize=\"" + file_size +
           "\" DataType=\"" + type + "\" BlockXSize=\"" + block_x + "\" BlockYSize=\"" + block_y + "\" />\n      <SrcRect xOff=\"0\" " +
           "yOff=\"0\" xSize=\"" + size + "\" ySize=\"" + size + "\" />\n      <DstRect xOff=\"" +
           std::to_string(col * m.tile_size) + "\" yOff=\"" + std::to_string(row * m.tile_size) + "\" xSize=\"" + size +
           "\" ySize=\"" + size + "\" />\n    </SimpleSource>\n";
    }
    s += "  </VRTRasterBand>\n";
  }
  return s + "</VRTDataset>\n";
}

bool write_mosaic(const std::string& dir, const Mosaic& m) {
  for (std::size_t k = 0; k < m.files.size(); ++k) {
    MapGeo geo = m.geo;
    geo.grid = m.grids[k];
    for (const Sidecar& s : sidecars(join_path(dir, m.files[k]), geo))
      if (existing_text(s.path, s.text.size()) != s.text) write_own_file(s.path, s.text);
  }
  const std::string vrt = mosaic_vrt(m);
  if (vrt.empty()) return false;
  const std::string path = join_path(dir, "mosaic.vrt");
  if (existing_text(path, vrt.size()) != vrt) write_own_file(path, vrt);
  return true;
}

std::string geojson_crs(std::string_view crs) {
  return "{\"type\":\"name\",\"properties\":{\"name\":\"" + json_escape(crs_wkt(crs)) + "\"}}";
}

}  // namespace worldlab::cli
