// Determinism lab, step 2: the same fBm loop in C++; `sum += amplitude * n` is where a compiler may fuse.
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/noise.hpp"

std::vector<double> lab_map() {
  const int octaves = 4;
  const double gain = 0.5;  // the tutorial-fbm preset
  const worldlab::NoiseTable table(1);
  const worldlab::Grid grid{0, 0, 1.0 / 256, 256, 256};
  std::vector<double> map(grid.size());
  worldlab::fill_grid(grid, map, [&](double u, double v) {
    const double x = u * 3, y = v * 3;
    double sum = 0, norm = 0, amplitude = 1, frequency = 1;
    for (int k = 0; k < octaves; ++k) {
      const double shift = k * 2.0;
      // With -ffp-contract=fast on FMA hardware this line may become one fused multiply-add: one rounding
      // instead of two, and the last bits move. worldlab compiles every target with -ffp-contract=off.
      sum += amplitude * worldlab::simplex2(table, (x + shift) * frequency, (y + shift) * frequency);
      norm += amplitude;
      amplitude *= gain;
      frequency *= 2;
    }
    return sum / norm;
  });
  return map;
}
