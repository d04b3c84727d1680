// Shared by the area nodes (erode, rivers): their region's parameters, its grid, and bilinear reading of a
// field computed on that grid.
#pragma once

#include <cmath>
#include <span>
#include <string>
#include <vector>

#include "node_util.hpp"
#include "worldlab/grid.hpp"

namespace worldlab::graph_detail {

// The region an area node works on: a rectangle of the world sampled every `cell` world units. Its corner
// samples sit exactly on (x0 + col · cell, y0 + row · cell), as any grid of the same step reads them.
inline constexpr int kMaxAreaSide = 1024;  // samples per side: 1 Mi cells, about 0.3 s of routing per step
inline constexpr ParamInfo kAreaParams[] = {
    {.id = "x0", .type = ParamType::kNumber, .min = -1e9, .max = 1e9, .unit = "world units",
     .description = "west edge of the region worked on", .default_value = 0},
    {.id = "y0", .type = ParamType::kNumber, .min = -1e9, .max = 1e9, .unit = "world units",
     .description = "north edge of the region worked on", .default_value = 0},
    {.id = "width", .type = ParamType::kNumber, .min = 1e-6, .max = 1e9, .unit = "world units",
     .description = "width of the region; outside it the node passes its input through", .default_value = 320},
    {.id = "height", .type = ParamType::kNumber, .min = 1e-6, .max = 1e9, .unit = "world units",
     .description = "height of the region", .default_value = 240},
    {.id = "cell", .type = ParamType::kNumber, .min = 1e-6, .max = 1e9, .unit = "world units",
     .description = "spacing of the region's cells (the simulation's resolution; at most 1024 cells per side)",
     .default_value = 2},
};
inline constexpr std::size_t kAreaParamCount = std::size(kAreaParams);

// The region's grid from the node's first five parameters; throws naming the node when a side has fewer
// than 3 or more than kMaxAreaSide samples.
inline Grid area_grid(const NodeBuild& b) {
  const double x0 = b.params[0], y0 = b.params[1], width = b.params[2], height = b.params[3], cell = b.params[4];
  // floor() is exact, and the quotients are bounded (1e9 / 1e-6 = 1e15 < 2^53) before any conversion.
  const double cols = std::floor(width / cell) + 1.0, rows = std::floor(height / cell) + 1.0;
  if (!(cols >= 3 && rows >= 3 && cols <= kMaxAreaSide && rows <= kMaxAreaSide))
    throw InvalidArgument("node '" + std::string(b.node_id) + "': width / cell and height / cell give " +
                          std::to_string(static_cast<long long>(cols)) + " x " +
                          std::to_string(static_cast<long long>(rows)) + " samples; each side needs 3.." +
                          std::to_string(kMaxAreaSide));
  return Grid{x0, y0, cell, static_cast<int>(cols), static_cast<int>(rows)};
}

// A field on an area grid read anywhere: bilinear between the four samples around (x, y), exactly the
// sample on a sample's position, and 0 outside the region (and for NaN positions). The fields the nodes
// store are 0 on the region's border, so the value is continuous across it.
inline double area_sample(const Grid& g, std::span<const double> field, double x, double y) {
  const double fx = (x - g.x0) / g.step, fy = (y - g.y0) / g.step;
  if (!(fx >= 0.0 && fy >= 0.0 && fx <= g.width - 1 && fy <= g.height - 1)) return 0.0;
  // In range, so the conversions are exact truncations of values below 1024.
  const int ix = std::min(static_cast<int>(fx), g.width - 2), iy = std::min(static_cast<int>(fy), g.height - 2);
  const double tx = fx - ix, ty = fy - iy;
  const std::size_t w = static_cast<std::size_t>(g.width);
  const std::size_t i = static_cast<std::size_t>(iy) * w + static_cast<std::size_t>(ix);
  const double top = field[i] + (field[i + 1] - field[i]) * tx;
  const double bottom = field[i + w] + (field[i + w + 1] - field[i + w]) * tx;
  return top + (bottom - top) * ty;
}

}  // namespace worldlab::graph_detail
