// The bucket-grid site index: exact F1/F2 with the brute-force scan's tie rule, in rings of cells.
#include "worldlab/site_index.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "simd/point_kernels.hpp"
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
  max_x_ = max_y_ = -kSiteIndexMaxCoordinate;
  min_x_ = kSiteIndexMaxCoordinate;
  min_y_ = kSiteIndexMaxCoordinate;
  for (std::size_t i = 0; i < sites_.size(); ++i) {
    const Site& s = sites_[i];
    if (!(std::abs(s.x) <= kSiteIndexMaxCoordinate && std::abs(s.y) <= kSiteIndexMaxCoordinate))
      throw InvalidArgument("site " + std::to_string(i) + " must be finite and within ±1e15");
    min_x_ = std::min(min_x_, s.x);
    min_y_ = std::min(min_y_, s.y);
    max_x_ = std::max(max_x_, s.x);
    max_y_ = std::max(max_y_, s.y);
  }
  // About two sites per cell over the bounding box; a degenerate box (coincident or collinear sites)
  // still gets a positive cell size.
  const double w = max_x_ - min_x_, h = max_y_ - min_y_;
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
  for (const Site& s : sites_) site_x_.push_back(s.x), site_y_.push_back(s.y);
}

void SiteIndex::nearest_two_points(std::span<const double> x, std::span<const double> y,
                                   std::span<NearestTwo> out) const {
  const std::size_t n = x.size();
  if (y.size() != n || out.size() != n)
    throw InvalidArgument("nearest_two_points: x, y and out must hold the same number of values");
  const simd::PointKernels& kernels = simd::active_kernels();
  if (sites_.size() > kernels.nearest_sites_max) {
    for (std::size_t i = 0; i < n; ++i) out[i] = nearest_two(x[i], y[i]);
    return;
  }
  static_assert(simd::kNearestSitesFar == kSiteIndexFar);
  const simd::SiteList list{site_x_.data(), site_y_.data(), sites_.size()};
  constexpr std::size_t kChunk = 256;
  std::size_t missed[kChunk];
  for (std::size_t start = 0; start < n; start += kChunk) {
    const std::size_t m = std::min(kChunk, n - start);
    const std::size_t count =
        kernels.nearest_sites(list, x.data() + start, y.data() + start, m, out.data() + start, missed);
    // NaN, infinite or far-out points: the search (which scans every site for them).
    for (std::size_t k = 0; k < count; ++k) {
      const std::size_t i = start + missed[k];
      out[i] = nearest_two(x[i], y[i]);
    }
  }
}

NearestTwo SiteIndex::nearest_two(double x, double y) const noexcept {
  std::size_t examined = 0;
  return search(x, y, examined);
}

std::size_t SiteIndex::sites_examined(double x, double y) const noexcept {
  std::size_t examined = 0;
  search(x, y, examined);
  return examined;
}

NearestTwo SiteIndex::search(double x, double y, std::size_t& examined) const noexcept {
  // Far or non-finite queries: distances may overflow to ∞, where the scan's order matters beyond (d, index).
  if (!(std::abs(x) <= kSiteIndexFar && std::abs(y) <= kSiteIndexFar) || sites_.size() < 2) {
    examined = sites_.size();
    return worldlab::nearest_two(sites_, x, y);
  }
  BestTwo best;
  const auto visit = [&](int col0, int col1, int row0, int row1) {
    for (int row = row0; row <= row1; ++row) {
      for (int col = col0; col <= col1; ++col) {
        const std::size_t c =
            static_cast<std::size_t>(row) * static_cast<std::size_t>(nx_) + static_cast<std::size_t>(col);
        examined += start_[c + 1] - start_[c];
        for (std::uint32_t k = start_[c]; k < start_[c + 1]; ++k) {
          const std::int32_t i = order_[k];
          const double dx = x - sites_[static_cast<std::size_t>(i)].x;
          const double dy = y - sites_[static_cast<std::size_t>(i)].y;
          best.offer(std::sqrt(dx * dx + dy * dy), i);  // the scan's own expression, so the same bits
        }
      }
    }
  };
  // Squared distance from the query to a rectangle (0 inside it).
  const auto distance2_to = [&](double lx, double hx, double ly, double hy) {
    const double dx = std::max({0.0, lx - x, x - hx}), dy = std::max({0.0, ly - y, y - hy});
    return dx * dx + dy * dy;
  };
  // The margin covers rounding in d, in the cell assignment and in the bounds themselves (each a few ulps
  // of the magnitudes involved; 1e-12 of them is thousands of ulps).
  const double margin = 1e-12 * (std::abs(x) + std::abs(y) + std::abs(min_x_) + std::abs(min_y_) + cell_ * (nx_ + ny_));
  constexpr double kNone = std::numeric_limits<double>::infinity();
  // The visited block of cells [x0, x1] × [y0, y1] starts at the query's cell (clamped into the grid).
  int x0 = cell_of(x, min_x_, cell_, nx_), y0 = cell_of(y, min_y_, cell_, ny_);
  int x1 = x0, y1 = y0;
  visit(x0, x1, y0, y1);
  for (;;) {
    // Unvisited sites lie in the strips left of, right of, below and above the block, each spanning
    // the sites' bounding box on the other axis; the nearest of them is at least as far as the nearest
    // strip. Measuring that in 2D (not only along one axis) lets a query outside the bounding box stop
    // after a few rows or columns instead of visiting every cell.
    const double left = x0 > 0 ? distance2_to(min_x_, min_x_ + x0 * cell_, min_y_, max_y_) : kNone;
    const double right = x1 < nx_ - 1 ? distance2_to(min_x_ + (x1 + 1) * cell_, max_x_, min_y_, max_y_) : kNone;
    const double below = y0 > 0 ? distance2_to(min_x_, max_x_, min_y_, min_y_ + y0 * cell_) : kNone;
    const double above = y1 < ny_ - 1 ? distance2_to(min_x_, max_x_, min_y_ + (y1 + 1) * cell_, max_y_) : kNone;
    const double gap2 = std::min({left, right, below, above});
    if (gap2 == kNone) break;  // every cell visited
    if (best.have2) {
      const double gap = std::sqrt(gap2);
      if (gap - (margin + 1e-12 * gap) > best.hit.d2) break;
    }
    // Grow the block by one column or row on the side of the nearest strip: best-first by strip, so a
    // query beside the box sweeps the near column before moving away from it.
    if (gap2 == left) {
      --x0;
      visit(x0, x0, y0, y1);
    } else if (gap2 == right) {
      ++x1;
      visit(x1, x1, y0, y1);
    } else if (gap2 == below) {
      --y0;
      visit(x0, x1, y0, y0);
    } else {
      ++y1;
      visit(x0, x1, y1, y1);
    }
  }
  return best.hit;
}

CellBlend cell_blend(const SiteIndex& index, const NoiseTable& wobble_noise, double x, double y,
                     const CellBlendParams& params) noexcept {
  const Point2 w = wobble_point(wobble_noise, x, y, params);
  const NearestTwo hit = index.nearest_two(w.x, w.y);
  return {hit.nearest, hit.second, blend_weight(hit.d1, hit.d2, params.blend_width)};
}

void cell_blend_points(const SiteIndex& index, const NoiseTable& wobble_noise, const CellBlendParams& params,
                       std::span<const double> x, std::span<const double> y, std::span<CellBlend> out) {
  const std::size_t n = x.size();
  if (y.size() != n || out.size() != n)
    throw InvalidArgument("cell_blend_points: x, y and out must hold the same number of values");
  constexpr std::size_t kChunk = 256;
  double wx[kChunk], wy[kChunk];
  NearestTwo hits[kChunk];
  for (std::size_t start = 0; start < n; start += kChunk) {
    const std::size_t m = std::min(kChunk, n - start);
    wobble_points(wobble_noise, params, x.subspan(start, m), y.subspan(start, m), {wx, m}, {wy, m});
    index.nearest_two_points({wx, m}, {wy, m}, {hits, m});
    for (std::size_t k = 0; k < m; ++k)
      out[start + k] = {hits[k].nearest, hits[k].second, blend_weight(hits[k].d1, hits[k].d2, params.blend_width)};
  }
}

}  // namespace worldlab
