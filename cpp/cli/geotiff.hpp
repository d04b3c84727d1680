// GeoTIFF output (`--format tif`, `tif64`) through GDAL: a Cloud Optimized GeoTIFF held in memory. Compiled only with
// the CMake option WORLDLAB_GDAL (the target worldlab_geotiff, which the CLI alone links; never worldlab::core).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace worldlab::cli {

// GDAL refused or failed to encode (the message is GDAL's).
class GeoTiffError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct GeoTiffRequest {
  int width = 0, height = 0;
  bool f64 = false;                   // Float64 samples, else Float32 (each value rounded to nearest, as .f32)
  std::array<double, 6> transform{};  // GDAL's geotransform
  std::string wkt;                    // the CRS
  std::string band_name;              // the band's description (the layer's id)
  int block = 256;                    // the tiles' side (GDAL's COG BLOCKSIZE, at least 128)
};

// The file's bytes: a COG (256² blocks, DEFLATE level 1 with the floating-point predictor: lossless) whose
// full-resolution band holds exactly the values .f32 / .f64 would hold, and overviews halving the size down to one
// block, each made by worldlab (overview_level: 2 × 2 means in a fixed order), not by GDAL's resampling, so their bits
// are this code's.
std::vector<unsigned char> encode_geotiff(std::span<const double> values, const GeoTiffRequest& request);
// "GDAL 3.6.2" (the library the CLI runs with).
std::string geotiff_library();

// One overview level from the level above (w × h values, row by row): (w + 1) / 2 × (h + 1) / 2 values, each the
// mean of its 2 × 2 block's samples inside the level ((a + b) + (c + d)) · 0.25, (a + b) · 0.5 at an odd edge, a
// alone at an odd corner; in doubles, rounded to float when f32 (the samples are floats then). Exact operations only.
std::vector<double> overview_level(std::span<const double> level, int w, int h, bool f32);

}  // namespace worldlab::cli
