// The batch API: a viewport grid, its validation, and fills of caller-owned buffers (one call per map).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>

#include "worldlab/fractal.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/tasks.hpp"

namespace worldlab {

// Thrown by every validating entry point; the message names the argument and the rule it broke.
class InvalidArgument : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// Limits shared by the CLI, the WASM bindings and the lab.
inline constexpr int kMaxGridSide = 4096;                      // samples per side
inline constexpr std::size_t kMaxGridSamples = 4096u * 4096u;  // 16 Mi samples = 128 MiB of doubles

// A viewport: sample (col, row) sits at (x0 + col · step, y0 + row · step); the buffer layout is
// out[row · width + col]. JavaScript computes the same two expressions, so positions match bit for bit.
struct Grid {
  double x0 = 0.0;
  double y0 = 0.0;
  double step = 1.0;  // world units between neighbouring samples; finite and > 0
  int width = 0;      // 1..kMaxGridSide
  int height = 0;     // 1..kMaxGridSide
  // Where this grid sits in a larger view it is a window of (the CLI's streamed render of views beyond
  // kMaxGridSide): its sample (col, row) is the larger view's (col0 + col, row0 + row), at
  // x0 + (col0 + col) · step, so a window computes exactly the coordinates of the whole view (a window with
  // its own x0 = x0 + col0 · step would round differently). 0 for a grid of its own; |col0|, |row0| <= 2^40.
  std::int64_t col0 = 0;
  std::int64_t row0 = 0;
  std::size_t size() const noexcept { return static_cast<std::size_t>(width) * static_cast<std::size_t>(height); }
  // With col0 = 0 this is x0 + col · step, bit for bit (the int converts to double exactly either way).
  double x(int col) const noexcept { return x0 + static_cast<double>(col0 + col) * step; }
  double y(int row) const noexcept { return y0 + static_cast<double>(row0 + row) * step; }
};

// Throws InvalidArgument unless the grid is within limits and its numbers are finite.
void validate(const Grid& grid);
// Throws InvalidArgument unless `out` holds exactly grid.size() values.
void validate_output(const Grid& grid, std::span<const double> out);
// Throw InvalidArgument naming the offending parameter.
void validate(const FbmParams& params);
void validate(const WarpParams& params);
void require_finite(double value, const char* name);
// Finite and within lo..hi (inclusive).
void require_range(double value, double lo, double hi, const char* name);

// Fill out[row · width + col] with fn(x, y) over the grid (after validating both).
template <class Fn>
void fill_grid(const Grid& grid, std::span<double> out, Fn&& fn) {
  validate(grid);
  validate_output(grid, out);
  for (int row = 0; row < grid.height; ++row) {
    const double y = grid.y(row);
    double* line = out.data() + static_cast<std::size_t>(row) * static_cast<std::size_t>(grid.width);
    for (int col = 0; col < grid.width; ++col) line[col] = fn(grid.x(col), y);
  }
}

// Calls sample(i, x, y) for every sample, i = row · width + col at (grid.x(col), grid.y(row)), the rows
// split over `tasks`: sample may write only what belongs to sample i, and read shared state.
template <class Sample>
void for_each_sample(const Grid& grid, const TaskSystem& tasks, Sample&& sample) {
  const auto width = static_cast<std::size_t>(grid.width);
  parallel_rows(tasks, static_cast<std::size_t>(grid.height), width, [&](std::size_t first, std::size_t end) {
    for (std::size_t row = first; row < end; ++row) {
      const double y = grid.y(static_cast<int>(row));
      for (int col = 0; col < grid.width; ++col) sample(row * width + static_cast<std::size_t>(col), grid.x(col), y);
    }
  });
}

// Batch versions of the single-sample functions; each builds the seed's table once. They run the
// batch kernels (batch.hpp) at the SIMD level in use (simd.hpp), with the grid's rows split over
// `tasks` (tasks.hpp); neither changes a single bit of the result.
void fill_simplex2(std::int64_t seed, const Grid& grid, std::span<double> out,
                   const TaskSystem& tasks = default_task_system());
void fill_simplex3(std::int64_t seed, double z, const Grid& grid, std::span<double> out,
                   const TaskSystem& tasks = default_task_system());
void fill_perlin2(std::int64_t seed, const Grid& grid, std::span<double> out,
                  const TaskSystem& tasks = default_task_system());
void fill_perlin3(std::int64_t seed, double z, const Grid& grid, std::span<double> out,
                  const TaskSystem& tasks = default_task_system());
void fill_value2(std::int64_t seed, const Grid& grid, std::span<double> out,
                 const TaskSystem& tasks = default_task_system());
// One octave of any basis (fractal.hpp's WORLDLAB_NOISE_BASES): fill_simplex2, fill_perlin2, ... by value.
void fill_noise2(std::int64_t seed, Basis basis, const Grid& grid, std::span<double> out,
                 const TaskSystem& tasks = default_task_system());
void fill_fbm2(std::int64_t seed, const FbmParams& params, const Grid& grid, std::span<double> out,
               const TaskSystem& tasks = default_task_system());
void fill_ridged_multifractal(std::int64_t seed, const FbmParams& params, const MusgraveParams& musgrave,
                              const Grid& grid, std::span<double> out, const TaskSystem& tasks = default_task_system());
void fill_domain_warp(std::int64_t seed, const WarpParams& warp, const FbmParams& fbm, const Grid& grid,
                      std::span<double> out, const TaskSystem& tasks = default_task_system());
// Where warp_point sends each grid point (the lab's arrows): out_x and out_y laid out as `out`.
void fill_warp_point(std::int64_t seed, const WarpParams& warp, const FbmParams& fbm, const Grid& grid,
                     std::span<double> out_x, std::span<double> out_y, const TaskSystem& tasks = default_task_system());

}  // namespace worldlab
