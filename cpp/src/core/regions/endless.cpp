// Endless Voronoi regions: per-cell jittered sites from per-cell streams, F1/F2 over 7 × 7 cells, blended biomes.
#include "worldlab/endless.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <string>

#include "simd/point_kernels.hpp"
#include "worldlab/random.hpp"

namespace worldlab {

namespace {

constexpr double kMaxCellIndex = 4611686018427387904.0;  // 2^62
constexpr int kRing = 3;                                 // 7 × 7 cells

std::int32_t stream_coordinate(std::int64_t i) noexcept {
  return static_cast<std::int32_t>(static_cast<std::uint32_t>(static_cast<std::uint64_t>(i)));  // i mod 2^32
}

}  // namespace

void validate(const EndlessRegionParams& p) { validate_fields(p); }

std::int64_t endless_cell_index(double coordinate, double cell_size) noexcept {
  const double c = std::floor(coordinate / cell_size);
  if (std::isnan(c)) return 0;
  if (c >= kMaxCellIndex) return static_cast<std::int64_t>(kMaxCellIndex);
  if (c <= -kMaxCellIndex) return -static_cast<std::int64_t>(kMaxCellIndex);
  return static_cast<std::int64_t>(c);  // exact: |c| < 2^62 and an integer
}

Site endless_site(std::int64_t seed, const EndlessRegionParams& p, std::int64_t i, std::int64_t j) noexcept {
  Mulberry32 rng = stream(seed, System::kRegions, stream_coordinate(i), stream_coordinate(j));
  const double u = rng.next_float();
  const double v = rng.next_float();
  const double x = (static_cast<double>(i) + 0.5 + (u - 0.5) * p.jitter) * p.cell_size;
  const double y = (static_cast<double>(j) + 0.5 + (v - 0.5) * p.jitter) * p.cell_size;
  return {x, y};
}

CellWindow cell_window_for(const Grid& grid, double margin, double cell_size) noexcept {
  const double xa = grid.x(0), xb = grid.x(grid.width - 1), ya = grid.y(0), yb = grid.y(grid.height - 1);
  return cell_window_for(std::min(xa, xb), std::max(xa, xb), std::min(ya, yb), std::max(ya, yb), margin, cell_size);
}

CellWindow cell_window_for(double x_min, double x_max, double y_min, double y_max, double margin,
                           double cell_size) noexcept {
  const double i0 = std::floor((x_min - margin) / cell_size) - kRing;
  const double i1 = std::floor((x_max + margin) / cell_size) + kRing;
  const double j0 = std::floor((y_min - margin) / cell_size) - kRing;
  const double j1 = std::floor((y_max + margin) / cell_size) + kRing;
  const double limit = 4194304.0;  // 4 Mi cells
  if (!(std::abs(i0) < kMaxCellIndex && std::abs(i1) < kMaxCellIndex && std::abs(j0) < kMaxCellIndex &&
        std::abs(j1) < kMaxCellIndex && (i1 - i0 + 1) * (j1 - j0 + 1) <= limit))
    return {};
  return {static_cast<std::int64_t>(i0), static_cast<std::int64_t>(j0), static_cast<std::int64_t>(i1 - i0 + 1),
          static_cast<std::int64_t>(j1 - j0 + 1)};
}

SiteWindow::SiteWindow(std::int64_t seed, const EndlessRegionParams& params, const CellWindow& window)
    : window_(window) {
  if (window_.columns <= 0 || window_.rows <= 0 || window_.columns * window_.rows > 4194304) window_ = {};
  xs_.reserve(static_cast<std::size_t>(window_.columns * window_.rows));
  ys_.reserve(static_cast<std::size_t>(window_.columns * window_.rows));
  for (std::int64_t r = 0; r < window_.rows; ++r) {
    for (std::int64_t c = 0; c < window_.columns; ++c) {
      const Site s = endless_site(seed, params, window_.i0 + c, window_.j0 + r);
      xs_.push_back(s.x);
      ys_.push_back(s.y);
    }
  }
}

bool SiteWindow::find(std::int64_t i, std::int64_t j, Site& out) const noexcept {
  // Differences in unsigned arithmetic: no signed overflow for any pair of indices within ±2^62.
  const std::uint64_t c = static_cast<std::uint64_t>(i) - static_cast<std::uint64_t>(window_.i0);
  const std::uint64_t r = static_cast<std::uint64_t>(j) - static_cast<std::uint64_t>(window_.j0);
  if (!(c < static_cast<std::uint64_t>(window_.columns) && r < static_cast<std::uint64_t>(window_.rows))) return false;
  const auto k = static_cast<std::size_t>(r * static_cast<std::uint64_t>(window_.columns) + c);
  out = {xs_[k], ys_[k]};
  return true;
}

EndlessRegions::EndlessRegions(std::int64_t seed, const EndlessRegionParams& params, const CellWindow& window)
    : seed_(seed), params_(params), wobble_(offset_seed(seed, params.wobble_seed_offset, "endless wobble noise")) {
  validate(params_);
  window_ = SiteWindow(seed_, params_, window);
}

Site EndlessRegions::site(std::int64_t i, std::int64_t j) const noexcept { return site(i, j, window_); }

Site EndlessRegions::site(std::int64_t i, std::int64_t j, const SiteWindow& window) const noexcept {
  Site s;
  if (window.find(i, j, s)) return s;
  return endless_site(seed_, params_, i, j);
}

EndlessNearest EndlessRegions::nearest_two(double x, double y) const noexcept { return nearest_two(x, y, window_); }

EndlessNearest EndlessRegions::nearest_two(double x, double y, const SiteWindow& window) const noexcept {
  EndlessNearest hit;
  hit.d1 = hit.d2 = std::numeric_limits<double>::infinity();
  const std::int64_t ci = endless_cell_index(x, params_.cell_size);
  const std::int64_t cj = endless_cell_index(y, params_.cell_size);
  for (std::int64_t j = cj - kRing; j <= cj + kRing; ++j) {
    for (std::int64_t i = ci - kRing; i <= ci + kRing; ++i) {
      const Site s = site(i, j, window);
      const double dx = x - s.x;
      const double dy = y - s.y;
      const double d = std::sqrt(dx * dx + dy * dy);
      if (d < hit.d1) {
        hit.second_i = hit.nearest_i;
        hit.second_j = hit.nearest_j;
        hit.second_site = hit.nearest_site;
        hit.d2 = hit.d1;
        hit.nearest_i = i;
        hit.nearest_j = j;
        hit.nearest_site = s;
        hit.d1 = d;
      } else if (d < hit.d2) {
        hit.second_i = i;
        hit.second_j = j;
        hit.second_site = s;
        hit.d2 = d;
      }
    }
  }
  return hit;
}

EndlessNearest EndlessRegions::blend(double x, double y, double& weight) const noexcept {
  return blend(x, y, weight, window_);
}

EndlessNearest EndlessRegions::blend(double x, double y, double& weight, const SiteWindow& window) const noexcept {
  const Point2 w = wobbled(x, y);
  const EndlessNearest hit = nearest_two(w.x, w.y, window);
  weight = blend_weight(hit.d1, hit.d2, params_.blend.blend_width);
  return hit;
}

Point2 EndlessRegions::wobbled(double x, double y) const noexcept { return wobble_point(wobble_, x, y, params_.blend); }

void EndlessRegions::nearest_two_points(const double* x, const double* y, std::size_t n, const SiteWindow& window,
                                        EndlessNearest* out) const {
  // The lane kernel reads the window's cells as doubles: every index it meets must be exact in one (below 2^52),
  // and a window narrower than the 7 × 7 ring holds no point's ring.
  const CellWindow& c = window.cells();
  constexpr std::int64_t kExact = std::int64_t{1} << 52;
  if (!(c.columns >= 2 * kRing + 1 && c.rows >= 2 * kRing + 1 && c.i0 >= -kExact && c.i0 + c.columns <= kExact &&
        c.j0 >= -kExact && c.j0 + c.rows <= kExact)) {
    for (std::size_t i = 0; i < n; ++i) out[i] = nearest_two(x[i], y[i], window);
    return;
  }
  const simd::NearestTwoWindow cells{.site_x = window.site_x(),
                                     .site_y = window.site_y(),
                                     .i0 = c.i0,
                                     .j0 = c.j0,
                                     .columns = c.columns,
                                     .rows = c.rows,
                                     .cell_size = params_.cell_size};
  const simd::PointKernels& kernels = simd::active_kernels();
  constexpr std::size_t kChunk = 256;
  std::size_t missed[kChunk];
  for (std::size_t start = 0; start < n; start += kChunk) {
    const std::size_t m = std::min(kChunk, n - start);
    const std::size_t count = kernels.nearest_two(cells, x + start, y + start, m, out + start, missed);
    // Points whose ring leaves the window (or with NaN, infinite or far-out coordinates): the scalar scan.
    for (std::size_t k = 0; k < count; ++k) {
      const std::size_t i = start + missed[k];
      out[i] = nearest_two(x[i], y[i], window);
    }
  }
}

void EndlessRegions::blend_points(const double* x, const double* y, std::size_t n, const SiteWindow& window,
                                  EndlessNearest* out, double* weight) const {
  constexpr std::size_t kChunk = 256;
  double wx[kChunk], wy[kChunk];
  for (std::size_t start = 0; start < n; start += kChunk) {
    const std::size_t m = std::min(kChunk, n - start);
    wobble_points(wobble_, params_.blend, {x + start, m}, {y + start, m}, {wx, m}, {wy, m});
    nearest_two_points(wx, wy, m, window, out + start);
    for (std::size_t k = 0; k < m; ++k)
      weight[start + k] = blend_weight(out[start + k].d1, out[start + k].d2, params_.blend.blend_width);
  }
}

void fill_endless_regions(std::int64_t seed, const EndlessRegionParams& params, const Grid& grid,
                          std::span<std::int32_t> nearest_biome, std::span<std::int32_t> second_biome,
                          std::span<double> weight, const TaskSystem& tasks) {
  validate(grid);
  if (nearest_biome.size() != grid.size()) throw InvalidArgument("nearest_biome must hold grid.size() values");
  if (second_biome.size() != grid.size()) throw InvalidArgument("second_biome must hold grid.size() values");
  validate_output(grid, weight);
  validate(params);
  const EndlessRegions regions(seed, params, cell_window_for(grid, params.blend.wobble, params.cell_size));
  const ClimateTables climate(seed);
  const auto width = static_cast<std::size_t>(grid.width);
  parallel_rows(tasks, static_cast<std::size_t>(grid.height), width, [&](std::size_t first, std::size_t end) {
    // Each region's biome is computed once per range of rows (a pure function of the region, so a
    // region met by two ranges gets the same biome in both); the map is keyed by cell, never iterated.
    std::map<std::pair<std::int64_t, std::int64_t>, std::int32_t> biome_of;
    const auto biome = [&](std::int64_t i, std::int64_t j, const Site& s) {
      const auto [it, fresh] = biome_of.try_emplace({i, j}, 0);
      if (fresh) it->second = region_biome_at(climate, s.x, s.y, 0.0, params.climate);
      return it->second;
    };
    constexpr std::size_t kChunk = 256;
    double xs[kChunk], ys[kChunk];
    EndlessNearest hits[kChunk];
    for (std::size_t row = first; row < end; ++row) {
      const double y = grid.y(static_cast<int>(row));
      for (std::size_t c0 = 0; c0 < width; c0 += kChunk) {
        const std::size_t m = std::min(kChunk, width - c0), at = row * width + c0;
        for (std::size_t k = 0; k < m; ++k) xs[k] = grid.x(static_cast<int>(c0 + k)), ys[k] = y;
        regions.blend_points(xs, ys, m, regions.window(), hits, weight.data() + at);
        for (std::size_t k = 0; k < m; ++k) {
          nearest_biome[at + k] = biome(hits[k].nearest_i, hits[k].nearest_j, hits[k].nearest_site);
          second_biome[at + k] = biome(hits[k].second_i, hits[k].second_j, hits[k].second_site);
        }
      }
    }
  });
}

void fill_endless_region_colours(std::int64_t seed, const EndlessRegionParams& params, const Grid& grid,
                                 std::span<double> rgb, const TaskSystem& tasks) {
  validate(grid);
  if (rgb.size() != 3 * grid.size()) throw InvalidArgument("rgb must hold 3 values per sample");
  std::vector<std::int32_t> nearest(grid.size()), second(grid.size());
  std::vector<double> weight(grid.size());
  fill_endless_regions(seed, params, grid, nearest, second, weight, tasks);
  const auto& colours = tutorial_biome_table().colours;
  for (std::size_t i = 0; i < grid.size(); ++i) {
    const MixedColour c = blend_rgb(colours[static_cast<std::size_t>(second[i])],
                                    colours[static_cast<std::size_t>(nearest[i])], weight[i]);
    rgb[3 * i] = c.r;
    rgb[3 * i + 1] = c.g;
    rgb[3 * i + 2] = c.b;
  }
}

std::vector<EndlessSite> endless_sites_in(std::int64_t seed, const EndlessRegionParams& params, double x_min,
                                          double x_max, double y_min, double y_max) {
  validate(params);
  for (double v : {x_min, x_max, y_min, y_max})
    if (!std::isfinite(v)) throw InvalidArgument("sites: the area's bounds must be finite");
  if (!(x_min <= x_max && y_min <= y_max)) throw InvalidArgument("sites: the area is empty (min > max)");
  // A site lies in its cell but for rounding at the cell's edge: one more cell on each side covers that.
  const std::int64_t i0 = endless_cell_index(x_min, params.cell_size) - 1;
  const std::int64_t i1 = endless_cell_index(x_max, params.cell_size) + 1;
  const std::int64_t j0 = endless_cell_index(y_min, params.cell_size) - 1;
  const std::int64_t j1 = endless_cell_index(y_max, params.cell_size) + 1;
  const std::int64_t columns = i1 - i0 + 1, rows = j1 - j0 + 1;  // within 2^63: indices are clamped to ±2^62
  if (columns > kMaxEndlessSiteCells || rows > kMaxEndlessSiteCells || columns * rows > kMaxEndlessSiteCells)
    throw InvalidArgument("sites: the area spans " + std::to_string(columns) + " x " + std::to_string(rows) +
                          " region cells; one area lists the sites of at most " + std::to_string(kMaxEndlessSiteCells) +
                          " cells (split it, e.g. into tiles)");
  const ClimateTables climate(seed);
  std::vector<EndlessSite> out;
  for (std::int64_t j = j0; j <= j1; ++j)
    for (std::int64_t i = i0; i <= i1; ++i) {
      const Site s = endless_site(seed, params, i, j);
      if (!(s.x >= x_min && s.x <= x_max && s.y >= y_min && s.y <= y_max)) continue;
      out.push_back({i, j, s, static_cast<std::int32_t>(region_biome_at(climate, s.x, s.y, 0.0, params.climate))});
    }
  return out;
}

}  // namespace worldlab
