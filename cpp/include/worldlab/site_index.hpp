// A bucket grid over Voronoi sites that answers nearest_two exactly as the brute-force scan does, ties included.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "worldlab/regions.hpp"

namespace worldlab {

// Sites up to this magnitude are indexed; queries beyond kSiteIndexFar (or NaN/∞) scan all sites, so
// the answer is still the scan's answer (distances there may overflow to ∞, where ties get subtle).
inline constexpr double kSiteIndexMaxCoordinate = 1e15;
inline constexpr double kSiteIndexFar = 1e150;

// Buckets the sites in a uniform grid of about two sites per cell (at most 2048 cells a side).
// A query grows a block of visited cells from the query's cell (clamped into the grid), one row or
// column at a time on the side nearest the query, until no unvisited cell can hold a site as close as
// the current F2 (distances to the unvisited cells are measured in 2D, so a query far outside the
// sites' bounding box stops early too), then returns the lexicographic minimum of (d, index) for F1
// and for F2 among the rest: exactly the scan's tie rule, since the scan keeps the earliest index on
// equal distances.
class SiteIndex {
 public:
  // Copies the sites. Throws InvalidArgument for an empty set, more than kMaxSites sites, or a site
  // that is not finite or beyond ±kSiteIndexMaxCoordinate.
  explicit SiteIndex(std::span<const Site> sites);

  NearestTwo nearest_two(double x, double y) const noexcept;
  // nearest_two over a list of points: out[i] = nearest_two(x[i], y[i]) bit for bit, ties included. Small site sets
  // (up to 16 per lane of the SIMD level in use, simd.hpp: 128 with AVX-512) by that level's lane kernel, a scan of
  // every site with several points at once; points beyond ±kSiteIndexFar (or NaN), and larger site sets, by the
  // search above. Every span holds the same number of values.
  void nearest_two_points(std::span<const double> x, std::span<const double> y, std::span<NearestTwo> out) const;
  // How many site distances nearest_two(x, y) computes: the work of one query, for tests of the early exit.
  std::size_t sites_examined(double x, double y) const noexcept;
  std::span<const Site> sites() const noexcept { return sites_; }
  int columns() const noexcept { return nx_; }
  int rows() const noexcept { return ny_; }

 private:
  NearestTwo search(double x, double y, std::size_t& examined) const noexcept;

  std::vector<Site> sites_;
  std::vector<double> site_x_, site_y_;  // the same sites as two arrays, for the lane kernel
  double min_x_ = 0, min_y_ = 0, max_x_ = 0, max_y_ = 0, cell_ = 1;  // the sites' bounding box
  int nx_ = 1, ny_ = 1;
  std::vector<std::uint32_t> start_;  // cell c holds order_[start_[c] .. start_[c + 1])
  std::vector<std::int32_t> order_;   // site indices, ascending within a cell
};

// cell_blend through an index (same answer as the span version).
CellBlend cell_blend(const SiteIndex& index, const NoiseTable& wobble_noise, double x, double y,
                     const CellBlendParams& params) noexcept;
// cell_blend over a list of points, bit for bit: the wobble by wobble_points, the lookup by
// SiteIndex::nearest_two_points. Every span holds the same number of values.
void cell_blend_points(const SiteIndex& index, const NoiseTable& wobble_noise, const CellBlendParams& params,
                       std::span<const double> x, std::span<const double> y, std::span<CellBlend> out);

}  // namespace worldlab
