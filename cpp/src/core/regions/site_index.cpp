// The bucket-grid site index: exact F1/F2 with the brute-force scan's tie rule, in rings of cells.
#include "worldlab/site_index.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "worldlab/grid.hpp"

namespace worldlab {

namespace {

constexpr int kMaxCellsPerSide = 2048;

// Cell coordinate of v along one axis, clamped to 0..n−1 while still a double (no out-of-range cast).
int cell_of(double v, double origin, double cell, int n) noexcept {
  const double c = std::floor((v - origin) / cell);
  if (!(c >= 0)) return 0;  // also NaN
  if (c >= n - 1) return n - 1;
  return static_cast<int>(c);
}

// Keeps the two smallest (d, index) pairs: the scan's result for distinct finite distances and ties.
struct BestTwo {
  NearestTwo hit{0, 0, std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity()};
  bool have1 = false, have2 = false;
  void offer(double d, std::int32_t i) noexcept {
    if (!have1 || d < hit.d1 || (d == hit.d1 && i < hit.nearest)) {
      if (have1) {
        hit.second = hit.nearest;
        hit.d2 = hit.d1;
        have2 = true;
      }
      hit.nearest = i;
      hit.d1 = d;
      have1 = true;
    } else if (!have2 || d < hit.d2 || (d == hit.d2 && i < hit.second)) {
      hit.second = i;
      hit.d2 = d;
      have2 = true;
    }
  }
};

}  // namespace

SiteIndex::SiteIndex(std::span<const Site> sites) : sites_(sites.begin(), sites.end()) {
  if (sites_.empty()) throw InvalidArgument("sites must not be empty");
  if (sites_.size() > static_cast<std::size_t>(kMaxSites))
    throw InvalidArgument("sites: at most " + std::to_string(kMaxSites) + " sites");
  double max_x = -kSiteIndexMaxCoordinate, max_y = -kSiteIndexMaxCoordinate;
  min_x_ = kSiteIndexMaxCoordinate;
  min_y_ = kSiteIndexMaxCoordinate;
  for (std::size_t i = 0; i < sites_.size(); ++i) {
    const Site& s = sites_[i];
    if (!(std::abs(s.x) <= kSiteIndexMaxCoordinate && std::abs(s.y) <= kSiteIndexMaxCoordinate))
      throw InvalidArgument("site " + std::to_string(i) + " must be finite and within ±1e15");
    min_x_ = std::min(min_x_, s.x);
    min_y_ = std::min(min_y_, s.y);
    max_x = std::max(max_x, s.x);
    max_y = std::max(max_y, s.y);
  }
  // About two sites per cell over the bounding box; a degenerate box (coincident or collinear sites)
  // still gets a positive cell size.
  const double w = max_x - min_x_, h = max_y - min_y_;
  const double n = static_cast<double>(sites_.size());
  double cell = std::sqrt(std::max(w * h, 0.0) * 2.0 / n);
  if (!(cell > 0)) cell = std::max(w, h) * 2.0 / n;
  if (!(cell > 0)) cell = 1.0;
  cell = std::max({cell, w / kMaxCellsPerSide, h / kMaxCellsPerSide});
  cell_ = cell;
  nx_ = static_cast<int>(std::min<double>(kMaxCellsPerSide, std::floor(w / cell) + 1));
  ny_ = static_cast<int>(std::min<double>(kMaxCellsPerSide, std::floor(h / cell) + 1));
  // Counting sort by cell; sites enter in index order, so each cell lists ascending indices.
  const std::size_t cells = static_cast<std::size_t>(nx_) * static_cast<std::size_t>(ny_);
  start_.assign(cells + 1, 0);
  std::vector<std::uint32_t> cell_of_site(sites_.size());
  for (std::size_t i = 0; i < sites_.size(); ++i) {
    const auto c = static_cast<std::uint32_t>(cell_of(sites_[i].y, min_y_, cell_, ny_) * nx_ +
                                              cell_of(sites_[i].x, min_x_, cell_, nx_));
    cell_of_site[i] = c;
    ++start_[c + 1];
  }
  for (std::size_t c = 0; c < cells; ++c) start_[c + 1] += start_[c];
  order_.resize(sites_.size());
  std::vector<std::uint32_t> fill(start_.begin(), start_.end() - 1);
  for (std::size_t i = 0; i < sites_.size(); ++i) order_[fill[cell_of_site[i]]++] = static_cast<std::int32_t>(i);
}

NearestTwo SiteIndex::nearest_two(double x, double y) const noexcept {
  // Far or non-finite queries: distances may overflow to ∞, where the scan's order matters beyond (d, index).
  if (!(std::abs(x) <= kSiteIndexFar && std::abs(y) <= kSiteIndexFar) || sites_.size() < 2)
    return worldlab::nearest_two(sites_, x, y);
  const int cx = cell_of(x, min_x_, cell_, nx_);
  const int cy = cell_of(y, min_y_, cell_, ny_);
  BestTwo best;
  const int max_ring = std::max({cx, nx_ - 1 - cx, cy, ny_ - 1 - cy});
  for (int r = 0; r <= max_ring; ++r) {
    const int x0 = cx - r, x1 = cx + r, y0 = cy - r, y1 = cy + r;
    for (int row = std::max(y0, 0); row <= std::min(y1, ny_ - 1); ++row) {
      const bool edge_row = row == y0 || row == y1;
      for (int col = std::max(x0, 0); col <= std::min(x1, nx_ - 1); ++col) {
        if (!edge_row && col != x0 && col != x1) continue;  // interior cells were visited in earlier rings
        const std::size_t c =
            static_cast<std::size_t>(row) * static_cast<std::size_t>(nx_) + static_cast<std::size_t>(col);
        for (std::uint32_t k = start_[c]; k < start_[c + 1]; ++k) {
          const std::int32_t i = order_[k];
          const double dx = x - sites_[static_cast<std::size_t>(i)].x;
          const double dy = y - sites_[static_cast<std::size_t>(i)].y;
          best.offer(std::sqrt(dx * dx + dy * dy), i);  // the scan's own expression, so the same bits
        }
      }
    }
    if (!best.have2) continue;
    // Unvisited sites lie outside the visited block of cells; the nearest of them is at least as far as
    // the gap from the query to the block's open sides. The margin covers rounding in d, in the cell
    // assignment and in the gap itself (all a few ulps of the magnitudes involved).
    double gap = std::numeric_limits<double>::infinity();
    if (x0 > 0) gap = std::min(gap, std::max(0.0, x - (min_x_ + x0 * cell_)));
    if (x1 < nx_ - 1) gap = std::min(gap, std::max(0.0, (min_x_ + (x1 + 1) * cell_) - x));
    if (y0 > 0) gap = std::min(gap, std::max(0.0, y - (min_y_ + y0 * cell_)));
    if (y1 < ny_ - 1) gap = std::min(gap, std::max(0.0, (min_y_ + (y1 + 1) * cell_) - y));
    const double margin =
        1e-12 * (std::abs(x) + std::abs(y) + std::abs(min_x_) + std::abs(min_y_) + cell_ * (nx_ + ny_)) + 1e-9 * gap;
    if (gap - margin > best.hit.d2) break;
  }
  return best.hit;
}

CellBlend cell_blend(const SiteIndex& index, const NoiseTable& wobble_noise, double x, double y,
                     const CellBlendParams& params) noexcept {
  const Point2 w = wobble_point(wobble_noise, x, y, params);
  const NearestTwo hit = index.nearest_two(w.x, w.y);
  return {hit.nearest, hit.second, blend_weight(hit.d1, hit.d2, params.blend_width)};
}

}  // namespace worldlab
