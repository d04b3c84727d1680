// Validation of grids and parameters, and the batch fills behind the CLI, the WASM bindings and the lab.
#include "worldlab/grid.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "worldlab/batch.hpp"

namespace worldlab {

namespace {
[[noreturn]] void fail(const std::string& message) { throw InvalidArgument(message); }

std::string num(double v) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

}  // namespace

void require_range(double value, double lo, double hi, const char* name) {
  require_finite(value, name);
  if (value < lo || value > hi)
    fail(std::string(name) + " must be in " + num(lo) + ".." + num(hi) + ", got " + num(value));
}

void require_finite(double value, const char* name) {
  if (!std::isfinite(value)) fail(std::string(name) + " must be a finite number, got " + num(value));
}

void validate(const Grid& grid) {
  require_finite(grid.x0, "x0");
  require_finite(grid.y0, "y0");
  require_finite(grid.step, "step");
  if (!(grid.step > 0)) fail("step must be > 0, got " + num(grid.step));
  if (grid.width < 1 || grid.width > kMaxGridSide)
    fail("width must be 1.." + std::to_string(kMaxGridSide) + ", got " + std::to_string(grid.width));
  if (grid.height < 1 || grid.height > kMaxGridSide)
    fail("height must be 1.." + std::to_string(kMaxGridSide) + ", got " + std::to_string(grid.height));
  constexpr std::int64_t kMaxOffset = std::int64_t{1} << 40;  // col0 + col stays exact in a double
  if (grid.col0 < -kMaxOffset || grid.col0 > kMaxOffset || grid.row0 < -kMaxOffset || grid.row0 > kMaxOffset)
    fail("col0 and row0 must be within -2^40..2^40");
  // The far corner must stay finite too, or every sample past it would be NaN by overflow.
  require_finite(grid.x(0), "x0 + col0 * step");
  require_finite(grid.y(0), "y0 + row0 * step");
  require_finite(grid.x(grid.width - 1), "x0 + (width - 1) * step");
  require_finite(grid.y(grid.height - 1), "y0 + (height - 1) * step");
}

void validate_output(const Grid& grid, std::span<const double> out) {
  if (out.size() != grid.size())
    fail("output buffer holds " + std::to_string(out.size()) + " values, the grid needs " +
         std::to_string(grid.size()) + " (width * height)");
}

void validate(const FbmParams& params) { validate_fields(params); }

void validate(const WarpParams& params) { validate_fields(params); }

namespace {

// Validates, then calls row(xs, ys, out_row) for every row, rows split over the task system. xs
// holds grid.x(col) for every column, ys grid.y(row) repeated: the same expressions as fill_grid,
// so the same coordinates to the bit.
template <class Row>
void fill_rows(const Grid& grid, std::span<double> out, const TaskSystem& tasks, Row&& row) {
  validate(grid);
  validate_output(grid, out);
  const auto width = static_cast<std::size_t>(grid.width);
  std::vector<double> xs(width);
  for (int col = 0; col < grid.width; ++col) xs[static_cast<std::size_t>(col)] = grid.x(col);
  parallel_rows(tasks, static_cast<std::size_t>(grid.height), width, [&](std::size_t begin, std::size_t end) {
    std::vector<double> ys(width);
    for (std::size_t r = begin; r < end; ++r) {
      std::fill(ys.begin(), ys.end(), grid.y(static_cast<int>(r)));
      row(std::span<const double>(xs), std::span<const double>(ys), out.subspan(r * width, width), r);
    }
  });
}

// A 3D noise on the plane z.
template <class Points>
void fill_3d(std::int64_t seed, double z, const Grid& grid, std::span<double> out, const TaskSystem& tasks,
             Points points) {
  require_finite(z, "z");
  const NoiseTable table(seed);
  const std::vector<double> zs(static_cast<std::size_t>(std::max(grid.width, 0)), z);
  fill_rows(grid, out, tasks, [&](auto xs, auto ys, auto o, std::size_t) { points(table, xs, ys, zs, o); });
}

}  // namespace

void fill_noise2(std::int64_t seed, Basis basis, const Grid& grid, std::span<double> out, const TaskSystem& tasks) {
  const NoiseTable table(seed);
  fill_rows(grid, out, tasks, [&](auto xs, auto ys, auto o, std::size_t) { basis_points(table, basis, xs, ys, o); });
}

void fill_simplex2(std::int64_t seed, const Grid& grid, std::span<double> out, const TaskSystem& tasks) {
  fill_noise2(seed, Basis::kSimplex, grid, out, tasks);
}

void fill_simplex3(std::int64_t seed, double z, const Grid& grid, std::span<double> out, const TaskSystem& tasks) {
  fill_3d(seed, z, grid, out, tasks, &simplex3_points);
}

void fill_perlin2(std::int64_t seed, const Grid& grid, std::span<double> out, const TaskSystem& tasks) {
  fill_noise2(seed, Basis::kPerlin, grid, out, tasks);
}

void fill_perlin3(std::int64_t seed, double z, const Grid& grid, std::span<double> out, const TaskSystem& tasks) {
  fill_3d(seed, z, grid, out, tasks, &perlin3_points);
}

void fill_value2(std::int64_t seed, const Grid& grid, std::span<double> out, const TaskSystem& tasks) {
  fill_noise2(seed, Basis::kValue, grid, out, tasks);
}

void fill_fbm2(std::int64_t seed, const FbmParams& params, const Grid& grid, std::span<double> out,
               const TaskSystem& tasks) {
  validate(params);
  const NoiseTable table(seed);
  fill_rows(grid, out, tasks, [&](auto xs, auto ys, auto o, std::size_t) { fbm2_points(table, params, xs, ys, o); });
}

void fill_ridged_multifractal(std::int64_t seed, const FbmParams& params, const MusgraveParams& musgrave,
                              const Grid& grid, std::span<double> out, const TaskSystem& tasks) {
  validate(params);
  validate_fields(musgrave);
  const NoiseTable table(seed);
  fill_rows(grid, out, tasks, [&](auto xs, auto ys, auto o, std::size_t) {
    ridged_multifractal_points(table, params, musgrave, xs, ys, o);
  });
}

void fill_domain_warp(std::int64_t seed, const WarpParams& warp, const FbmParams& fbm, const Grid& grid,
                      std::span<double> out, const TaskSystem& tasks) {
  validate(warp);
  validate(fbm);
  const NoiseTable table(seed);
  fill_rows(grid, out, tasks,
            [&](auto xs, auto ys, auto o, std::size_t) { domain_warp_points(table, warp, fbm, xs, ys, o); });
}

void fill_warp_point(std::int64_t seed, const WarpParams& warp, const FbmParams& fbm, const Grid& grid,
                     std::span<double> out_x, std::span<double> out_y, const TaskSystem& tasks) {
  validate(warp);
  validate(fbm);
  validate(grid);
  validate_output(grid, out_y);
  const NoiseTable table(seed);
  const auto width = static_cast<std::size_t>(grid.width);
  fill_rows(grid, out_x, tasks, [&](auto xs, auto ys, auto o, std::size_t row) {
    warp_points(table, warp, fbm, xs, ys, o, out_y.subspan(row * width, width));
  });
}

}  // namespace worldlab
