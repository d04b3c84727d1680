// `worldlab water`: the hydrology of a heightmap file (filled surface, receivers, drainage area, basins, Strahler
// order, lakes, the eroded surface, river polylines) written as raw numbers or GeoJSON.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "worldlab/water.hpp"

namespace worldlab::cli {

struct WaterOptions {
  std::string input;         // the heightmap
  std::string input_format;  // f64, f32 (raw little-endian, row by row) or png16; empty: .png → png16, .f32 → f32,
                             // anything else f64
  std::optional<int> width, height;  // raw input: required; png16: taken from the file, checked when given
  double cell_size = 1.0;            // world units between neighbouring cells
  std::string range;                 // png16: "LO:HI", the heights samples 0 and 65535 stand for (default 0:65535)
  std::string layer;                 // filled, receivers, accumulation, basins, strahler, lakes, eroded or rivers
  std::string format;  // f64, f32, u32 or geojson; empty: from --out's extension, else f64 (geojson for rivers)
  std::string out;
  std::string rain;                // raw f64, one factor a cell on each cell's area (empty: 1 everywhere)
  std::optional<double> min_area;  // rivers: the drainage area a river starts at
  water::ErosionParams erosion;    // --steps (0: no erosion), the stream-power parameters, --sea-level (routing too)
};

int run_water(const WaterOptions& options);

}  // namespace worldlab::cli
