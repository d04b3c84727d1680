// The batch kernels timed by name: one table shared by the Google Benchmark suite (bench/) and the CLI's
// kernel-bench (native and WASM), so every figure in bench/README.md comes from the same fills on the same grid.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "worldlab/grid.hpp"
#include "worldlab/tasks.hpp"

namespace worldlab {

struct KernelFill {
  std::string_view name;         // "simplex2", "fbm4", ...
  std::string_view description;  // one line, for tables
  void (*fill)(const Grid& grid, std::span<double> out, const TaskSystem& tasks);
};

// simplex2, simplex3, perlin2, perlin3, value2, fbm4, musgrave6, warp1, warp2 (seed 1).
std::span<const KernelFill> kernel_fills() noexcept;
const KernelFill* find_kernel_fill(std::string_view name) noexcept;

// The benchmark grid: side × side samples over 16 × 16 noise units from (−8, −8), many lattice cells.
Grid kernel_bench_grid(int side = 1024) noexcept;

struct KernelTiming {
  double best_ms;        // fastest of the timed runs
  double ns_per_sample;  // best_ms over the grid's samples
  double best_cpu_ms;    // the smallest process CPU time (std::clock) of the timed runs: all threads together, and
                         // on a loaded machine free of the time the process waited for a CPU
};
// Runs the fill once to warm up, then `repeat` timed runs (steady_clock and std::clock) at the SIMD level in use.
KernelTiming time_kernel(const KernelFill& kernel, const Grid& grid, int repeat, const TaskSystem& tasks);

}  // namespace worldlab
