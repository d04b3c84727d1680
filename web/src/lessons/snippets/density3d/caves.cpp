// 3D density lab, step 3: the solid mask (1 rock, 0 air) and a count of what a height map would lose.
#include <cstdio>
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/noise.hpp"

double fbm3(const worldlab::NoiseTable& t, double x, double y, double z, int octaves) {
  double sum = 0, norm = 0, amplitude = 1, frequency = 1;
  for (int k = 0; k < octaves; ++k, amplitude *= 0.5, frequency *= 2) {
    const double shift = k * 2.0;
    sum += worldlab::simplex3(t, (x + shift) * frequency, (y + shift) * frequency, (z + shift) * frequency) * amplitude;
    norm += amplitude;
  }
  return sum / norm;
}

std::vector<double> lab_map() {
  const int octaves = 4, width = 320, height = 240;
  const worldlab::NoiseTable caves(1 + 5);
  std::vector<double> solid(width * height);
  worldlab::fill_grid({0, 0, 1, width, height}, solid, [&](double x, double y) {
    return fbm3(caves, x * 0.03, y * 0.03, 0 * 0.03, octaves) + (y - 120) * 0.02 > 0 ? 1.0 : 0.0;
  });
  int overhangs = 0, hidden = 0;  // columns with air under rock; air cells under rock
  for (int x = 0; x < width; ++x) {
    bool rock_above = false, counted = false;
    for (int y = 0; y < height; ++y) {
      if (solid[y * width + x] > 0)
        rock_above = true;
      else if (rock_above) {
        ++hidden;
        if (!counted) ++overhangs, counted = true;
      }
    }
  }
  std::printf("%d of %d columns have air under rock; %d air cells a height map could not keep\n", overhangs, width,
              hidden);
  return solid;
}
