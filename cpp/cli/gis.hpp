// GIS sidecars for the CLI's maps: ENVI headers, world files, --crs, GeoJSON's crs member and the tiles' mosaic.
//
// The convention (docs/gis.md): GIS coordinates are world coordinates, x east and y south, as the rasters store
// them (out[row · width + col], row 0 at y0, rows growing towards +y). Each pixel is the square of one step
// centred on its sample (x0 + col · step, y0 + row · step), so a raster's GDAL geotransform is
// (x0 − step/2, step, 0, y0 − step/2, 0, +step): a positive pixel height, since y grows down the rows. The
// default CRS is a local engineering one in world units with its y axis pointing south, never WGS 84.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "image.hpp"
#include "render.hpp"

namespace worldlab::cli {

// The default CRS: a local engineering CRS in world units (WKT1, which GDAL, QGIS and ENVI headers read).
std::string_view local_crs_wkt() noexcept;
// The CRS to write for --crs: the default when empty, else the WKT as given. InvalidArgument for text that is
// not WKT (an authority code such as EPSG:32633 cannot go into an ENVI header: convert it with gdalsrsinfo).
std::string crs_wkt(std::string_view crs);
// " --crs 'WKT'" (shell-quoted) for a recorded command, or "" for the default CRS.
std::string crs_argument(std::string_view crs);

// GDAL's geotransform of a grid: (x0 − step/2, step, 0, y0 − step/2, 0, step), x0 and y0 its first sample's
// position (grid.x(0), grid.y(0): a window's too). The sidecars place the first sample there as well.
std::array<double, 6> geo_transform(const Grid& grid) noexcept;

// What a map file's sidecars say about it.
struct MapGeo {
  Grid grid;                          // the samples' positions
  Format format = Format::kF32;       // png, png16, f32 or f64
  std::string crs;                    // --crs (WKT); empty: the local engineering CRS
  std::string band_name;              // the layer's id
  double range_lo = 0, range_hi = 0;  // png16: the values written as 0 and 65535
};

// A map's sidecar facts from the render options (--crs, --range) and the layer (its id, its png16 range).
MapGeo map_geo(const LayerInfo& info, const Grid& grid, Format format, const OutputOptions& output);

// The ENVI header GDAL reads beside a raw f32 or f64 file (FILE.f32.hdr): size, type, little-endian, band
// sequential, the map info and the CRS.
std::string envi_header(const MapGeo& map);
// The world file of a PNG (six lines: step, 0, 0, step, x and y of the top-left pixel's centre).
std::string world_file(const Grid& grid);
// A GDAL PAM file (FILE.png.aux.xml) holding the CRS, which a world file cannot carry, and for png16 the scale and
// offset that turn samples back into values (value = offset + scale · sample).
std::string pam_xml(const MapGeo& map);

// The sidecars of a map file written to path (name and text): FILE.f32.hdr / FILE.f64.hdr for raw floats;
// FILE.pgw (FILE.wld without .png) and FILE.png.aux.xml for PNGs; FILE.tif.aux.xml (the exact CRS) for GeoTIFFs.
struct Sidecar {
  std::string path, text;
};
std::vector<Sidecar> sidecars(const std::string& path, const MapGeo& map);
// Writes the sidecars of a map just written to path, each atomically, when path is a regular file (not
// standard output or a device such as /dev/null). FileError when one cannot be written. own_folder: the map is
// in a folder the CLI owns (tiles): write_own_file, which never writes through a planted link.
void write_sidecars(const std::string& path, const MapGeo& map, bool own_folder = false);

// The tiles of a finished run, for the mosaic: tile k is files[k] and covers grids[k] (row-major, tx fastest).
struct Mosaic {
  std::int64_t columns = 0, rows = 0;
  int tile_size = 0;
  MapGeo geo;  // format, crs, band name and png16 range; its grid is the first tile's
  std::vector<std::string> files;
  std::vector<Grid> grids;
  int overlap = 0;  // each file is tile_size + overlap a side; the mosaic reads its first tile_size
};
// mosaic.vrt: one raster of the whole rectangle, one source per tile (paths relative to the VRT). Empty when the
// rectangle is wider or taller than GDAL's 2^31 - 1 pixels.
std::string mosaic_vrt(const Mosaic& mosaic);
// Writes every tile's sidecars (those missing or different: tiles from shards or an older CLI) and DIR/mosaic.vrt;
// returns false, writing no VRT, when the world is too large for one.
bool write_mosaic(const std::string& dir, const Mosaic& mosaic);

// The old-style GeoJSON "crs" member's value, {"type":"name","properties":{"name":WKT}}, as JSON text: without it a
// GeoJSON reader takes the coordinates for WGS 84 longitudes and latitudes (RFC 7946); GDAL and QGIS read this.
std::string geojson_crs(std::string_view crs);

}  // namespace worldlab::cli
