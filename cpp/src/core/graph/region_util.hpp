// Shared by the endless-region nodes: the regions of a world seed and the site window of one block.
#pragma once

#include <algorithm>
#include <cmath>

#include "node_util.hpp"
#include "worldlab/endless.hpp"

namespace worldlab::graph_detail {

// The sites a block's lookups can reach, computed once for the block (a speed-up only: a site outside
// the window is computed on demand, and either way it is the same pure function of (seed, i, j)).
inline SiteWindow block_window(const EndlessRegions& regions, const Points& at, bool wobbled) {
  if (at.n < 16) return {};  // single points (placement) compute their 7 × 7 sites directly
  double x_min = INFINITY, x_max = -INFINITY, y_min = INFINITY, y_max = -INFINITY;
  for (std::size_t i = 0; i < at.n; ++i) {
    if (std::isfinite(at.x[i])) x_min = std::min(x_min, at.x[i]), x_max = std::max(x_max, at.x[i]);
    if (std::isfinite(at.y[i])) y_min = std::min(y_min, at.y[i]), y_max = std::max(y_max, at.y[i]);
  }
  if (!(x_min <= x_max && y_min <= y_max)) return {};
  const EndlessRegionParams& p = regions.params();
  return SiteWindow(regions.seed(), p,
                    cell_window_for(x_min, x_max, y_min, y_max, wobbled ? p.blend.wobble : 0.0, p.cell_size));
}

// Reads EndlessRegionParams from the front of a node's parameters (the order struct_params lists them).
inline EndlessRegions regions_of(const NodeBuild& b, std::span<const double>& p) {
  return EndlessRegions(b.seed, read_struct<EndlessRegionParams>(p));
}

}  // namespace worldlab::graph_detail
