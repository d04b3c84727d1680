// `tiles --xyz`: an XYZ pyramid of 256-pixel PNG tiles (OUT/xyz/Z/X/Y.png) made from a finished run's colour tiles,
// each level the 2 × 2 means of the one below, and an offline Leaflet viewer (OUT/viewer.html, OUT/leaflet/).
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "worldlab/grid.hpp"

namespace worldlab::cli {

inline constexpr int kXyzTile = 256;

// Leaflet's files as the build copied them from its npm package (name, bytes); empty when the build found none.
struct EmbeddedFile {
  std::string_view name, bytes;
};
std::span<const EmbeddedFile> leaflet_files();
std::string_view leaflet_version();

// A finished run of colour PNG tiles, for the pyramid: tile (col, row) of columns × rows (from the rectangle's
// top-left) is the file file(col, row) under dir, of tile_size + overlap pixels a side whose first tile_size are
// its own. tile_size is 256 times a power of two.
struct XyzSource {
  std::string dir;
  std::int64_t columns = 0, rows = 0;
  int tile_size = 0, overlap = 0;
  std::function<std::string(std::int64_t col, std::int64_t row)> file;
  Grid world;         // the rectangle's first sample and step (for the viewer's coordinates)
  std::string title;  // the viewer's heading: the layer and seed
};

// "" when tile_size suits the pyramid, else why not (for --xyz's message).
std::string xyz_tile_size_problem(int tile_size);
// The pyramid's deepest level: the smallest Z with 2^Z base tiles covering the wider side.
int xyz_max_zoom(const XyzSource& source);
// Writes every tile of the pyramid (files that already hold the same bytes are left alone), viewer.html and
// leaflet/; returns the number of pyramid tiles.
std::int64_t write_xyz(const XyzSource& source);

// One level up: four children (top-left, top-right, bottom-left, bottom-right; empty = outside the world) of
// kXyzTile² RGBA pixels to their parent's. Each parent pixel: alpha the rounded mean of its 2 × 2 children's
// alphas, colour the rounded mean over those with alpha > 0 (integers: the same bits everywhere).
std::vector<std::uint8_t> xyz_parent(std::span<const std::vector<std::uint8_t>> children);

}  // namespace worldlab::cli
