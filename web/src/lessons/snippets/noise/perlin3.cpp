// Noise lab, step 5: the race — 2D simplex against Perlin's 3D noise read at z = 0, 1M samples each.
#include <chrono>
#include <cstdio>
#include <vector>

#include "worldlab/grid.hpp"

std::vector<double> lab_map() {
  const worldlab::Grid grid{0, 0, 4.0 / 256, 256, 256};
  std::vector<double> map(grid.size());
  const auto time_ms = [&](auto fill) {
    const auto start = std::chrono::steady_clock::now();
    for (int k = 0; k < 16; ++k) fill(1, 0.0, grid, map);  // 16 × 65,536 ≈ 1M samples
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  };
  const auto simplex = [](std::int64_t seed, double, const worldlab::Grid& g, std::vector<double>& out) {
    worldlab::fill_simplex2(seed, g, out);
  };
  const auto perlin = [](std::int64_t seed, double z, const worldlab::Grid& g, std::vector<double>& out) {
    worldlab::fill_perlin3(seed, z, g, out);
  };
  const double simplex_ms = time_ms(simplex);
  const double perlin_ms = time_ms(perlin);  // leaves Perlin's map in `map`
  std::printf("simplex 2D %.1f ms, Perlin 3D at z = 0 %.1f ms: simplex takes %.0f %% of Perlin's time\n", simplex_ms,
              perlin_ms, 100 * simplex_ms / perlin_ms);
  return map;
}
