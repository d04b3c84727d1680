// Voronoi regions for endless worlds: one jittered site per grid cell, seeded from the cell's coordinates.
//
// The site of cell (i, j) comes from its own stream, stream(seed, System::kRegions, i, j), so any
// chunk finds its neighbours' sites without the rest of the map, and a render in chunks equals one
// big render bit for bit, whatever the order.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/regions.hpp"

namespace worldlab {

struct EndlessRegionParams {
  static constexpr std::string_view kSchema = "endless_regions";
  double cell_size = 96.0;              // world units per site cell (about one region across); 1..1e6
  double jitter = 1.0;                  // 0 = sites on cell centres (a square lattice), 1 = anywhere in the cell
  CellBlendParams blend{};              // the tutorial's wobble, blend width and wobble frequency
  std::int64_t wobble_seed_offset = 3;  // the wobble noise is Simplex(seed + 3)
  RegionClimateParams climate{};
};
template <class V>
void describe(V& v, EndlessRegionParams& p) {
  v.field(p.cell_size, {.id = "cell_size",
                        .min = 1,
                        .max = 1e6,
                        .step = 1,
                        .unit = "world units",
                        .description = "side of the cell that holds one site (about one region across)"});
  v.field(p.jitter, {.id = "jitter",
                     .min = 0,
                     .max = 1,
                     .step = 0.05,
                     .description = "0 = sites on cell centres (a square lattice), 1 = anywhere in the cell"});
  v.group("blend", p.blend);
  v.field(p.wobble_seed_offset, kWobbleSeedOffsetInfo);
  v.group("climate", p.climate);
}
void validate(const EndlessRegionParams& params);

// A cell index: floor(coordinate / cell_size), kept within ±2^62 so it stays exact in 64 bits
// (coordinates that far out have no fraction left anyway).
std::int64_t endless_cell_index(double coordinate, double cell_size) noexcept;

// The site of cell (i, j): ((i + 0.5 + (u − 0.5) · jitter) · cell_size, same with v and j), where u, v
// are the first two floats of stream(seed, kRegions, i, j). The stream takes 32-bit chunk numbers, so
// i and j enter it modulo 2^32 (two's complement); the position itself uses the full index.
Site endless_site(std::int64_t seed, const EndlessRegionParams& params, std::int64_t i, std::int64_t j) noexcept;

// F1 and F2 over the sites of the 7 × 7 cells around (x, y) (enough for F2 with jitter <= 1: F2 is at
// most √5 cells away, ring 4 at least 3). Cells are scanned row by row (j, then i, ascending) with the
// tutorial's strict `<`, so ties go to the lower (j, i).
struct EndlessNearest {
  std::int64_t nearest_i = 0, nearest_j = 0;
  std::int64_t second_i = 0, second_j = 0;
  Site nearest_site{0, 0};
  Site second_site{0, 0};
  double d1 = 0, d2 = 0;
};

// A block of cells whose sites are computed once up front (a speed-up only: a site outside it is
// computed on the fly, and either way it is the same pure function of (seed, i, j)).
struct CellWindow {
  std::int64_t i0 = 0, j0 = 0;  // first cell
  std::int64_t columns = 0, rows = 0;
};
// The cells a viewport's lookups can reach: its area widened by `margin` world units plus the 7 × 7 ring.
// Empty (no cache) when that block would exceed 4 Mi cells.
CellWindow cell_window_for(const Grid& grid, double margin, double cell_size) noexcept;
// The same for any box of positions (x_min..x_max × y_min..y_max, world units).
CellWindow cell_window_for(double x_min, double x_max, double y_min, double y_max, double margin,
                           double cell_size) noexcept;

// The sites of a window of cells, computed once up front (see CellWindow).
class SiteWindow {
 public:
  SiteWindow() = default;
  SiteWindow(std::int64_t seed, const EndlessRegionParams& params, const CellWindow& window);
  // The cached site of cell (i, j), or false when (i, j) lies outside the window.
  bool find(std::int64_t i, std::int64_t j, Site& out) const noexcept;
  // The cells and their sites' coordinates, rows × columns each, row-major (what the batch kernels read).
  const CellWindow& cells() const noexcept { return window_; }
  const double* site_x() const noexcept { return xs_.data(); }
  const double* site_y() const noexcept { return ys_.data(); }

 private:
  CellWindow window_;
  std::vector<double> xs_, ys_;  // window_.rows × window_.columns each, row-major
};

class EndlessRegions {
 public:
  // Validates the parameters; throws InvalidArgument if seed + wobble_seed_offset overflows.
  EndlessRegions(std::int64_t seed, const EndlessRegionParams& params, const CellWindow& window = {});
  EndlessNearest nearest_two(double x, double y) const noexcept;
  // The tutorial's cellBlend over endless sites: nearest_two at the wobbled point and the smoothstep weight.
  EndlessNearest blend(double x, double y, double& weight) const noexcept;
  // The same with another window of cached sites (a block of samples brings its own).
  EndlessNearest nearest_two(double x, double y, const SiteWindow& window) const noexcept;
  EndlessNearest blend(double x, double y, double& weight, const SiteWindow& window) const noexcept;
  // Where the wobble moves (x, y) before the lookup (the point itself when wobble is 0).
  Point2 wobbled(double x, double y) const noexcept;
  // Batch versions over n points: out[i] = nearest_two(x[i], y[i], window), and blend's hit and weight[i] (the
  // wobble's fBm through the batch kernels). Bit for bit the single-point answers: points whose 7 × 7 cells lie in
  // the window go through the lane kernel of the SIMD level in use, the others through nearest_two.
  void nearest_two_points(const double* x, const double* y, std::size_t n, const SiteWindow& window,
                          EndlessNearest* out) const;
  void blend_points(const double* x, const double* y, std::size_t n, const SiteWindow& window, EndlessNearest* out,
                    double* weight) const;
  Site site(std::int64_t i, std::int64_t j) const noexcept;
  Site site(std::int64_t i, std::int64_t j, const SiteWindow& window) const noexcept;
  const EndlessRegionParams& params() const noexcept { return params_; }
  std::int64_t seed() const noexcept { return seed_; }
  const SiteWindow& window() const noexcept { return window_; }

 private:
  std::int64_t seed_;
  EndlessRegionParams params_;
  NoiseTable wobble_;
  SiteWindow window_;
};

// One chunk (or any viewport) of region biomes: for each sample, the biome of the nearest and second
// region (the climate at each site with height 0) and the weight of the nearest. Buffers hold
// grid.size() values each, out[row · width + col]. The rows are split over `tasks` (tasks.hpp); the
// result does not depend on it.
void fill_endless_regions(std::int64_t seed, const EndlessRegionParams& params, const Grid& grid,
                          std::span<std::int32_t> nearest_biome, std::span<std::int32_t> second_biome,
                          std::span<double> weight, const TaskSystem& tasks = default_task_system());

// The same regions as colours: rgb[3 · i + c] is channel c (0..255, unrounded) of sample i, the tutorial's biome
// colours of the nearest and second region mixed by the weight (blend_rgb), as the lab's 45-site map colours its
// regions. A pure function of each sample's position: any viewport, any cut into windows, gives the same samples.
void fill_endless_region_colours(std::int64_t seed, const EndlessRegionParams& params, const Grid& grid,
                                 std::span<double> rgb, const TaskSystem& tasks = default_task_system());

// One endless region: its cell, its site and its biome (the climate at the site with height 0, as
// fill_endless_regions colours it).
struct EndlessSite {
  std::int64_t i = 0, j = 0;
  Site site{0, 0};
  std::int32_t biome = 0;
};
// The most cells endless_sites_in scans for one area: 4 Mi (a 196,608-unit square of the default 96-unit cells).
inline constexpr std::int64_t kMaxEndlessSiteCells = std::int64_t{1} << 22;
// The sites with x_min <= x <= x_max and y_min <= y <= y_max (world units), cell row after cell row (j, then i,
// ascending). Each cell's site is a pure function of the cell, so two areas agree where they overlap: the sites of a
// partition of an area into half-open boxes are the area's, each once. InvalidArgument for bounds that are not
// finite, min > max, or an area over more than kMaxEndlessSiteCells cells.
std::vector<EndlessSite> endless_sites_in(std::int64_t seed, const EndlessRegionParams& params, double x_min,
                                          double x_max, double y_min, double y_max);

}  // namespace worldlab
