// The named kernel fills and their timing (kernel_bench.hpp).
#include "worldlab/kernel_bench.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <vector>

namespace worldlab {

namespace {

const std::array<KernelFill, 9> kFills = {{
    {"simplex2", "simplex 2D",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) { fill_simplex2(1, g, o, t); }},
    {"simplex3", "simplex 3D (z slice)",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) { fill_simplex3(1, 0.5, g, o, t); }},
    {"perlin2", "Perlin 2D", [](const Grid& g, std::span<double> o, const TaskSystem& t) { fill_perlin2(1, g, o, t); }},
    {"perlin3", "Perlin 3D (z slice)",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) { fill_perlin3(1, 0.5, g, o, t); }},
    {"value2", "value noise 2D",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) { fill_value2(1, g, o, t); }},
    {"fbm4", "fBm, 4 octaves of simplex",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) { fill_fbm2(1, FbmParams{4}, g, o, t); }},
    {"musgrave6", "Musgrave ridged multifractal, 6 octaves",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) {
       fill_ridged_multifractal(1, FbmParams{6}, MusgraveParams{}, g, o, t);
     }},
    {"warp1", "domain warp, 1 level (3 fBm-4 per sample)",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) {
       fill_domain_warp(1, WarpParams{4.0, 1.0, 1}, FbmParams{4}, g, o, t);
     }},
    {"warp2", "domain warp, 2 levels (5 fBm-4 per sample)",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) {
       fill_domain_warp(1, WarpParams{4.0, 1.0, 2}, FbmParams{4}, g, o, t);
     }},
}};

}  // namespace

std::span<const KernelFill> kernel_fills() noexcept { return kFills; }

const KernelFill* find_kernel_fill(std::string_view name) noexcept {
  for (const auto& k : kFills)
    if (k.name == name) return &k;
  return nullptr;
}

Grid kernel_bench_grid(int side) noexcept { return Grid{-8.0, -8.0, 16.0 / side, side, side}; }

KernelTiming time_kernel(const KernelFill& kernel, const Grid& grid, int repeat, const TaskSystem& tasks) {
  std::vector<double> out(grid.size());
  kernel.fill(grid, out, tasks);  // warm-up: pages touched, pool started
  double best = 1e300;
  for (int r = 0; r < std::max(repeat, 1); ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    kernel.fill(grid, out, tasks);
    best = std::min(best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  return {best, best * 1e6 / static_cast<double>(grid.size())};
}

}  // namespace worldlab
