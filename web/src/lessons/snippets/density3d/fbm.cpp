// 3D density lab, step 2: fBm of 3D simplex (shifted octaves, gain 0.5, lacunarity 2) plus the depth pull.
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/noise.hpp"

double fbm3(const worldlab::NoiseTable& t, double x, double y, double z, int octaves) {
  double sum = 0, norm = 0, amplitude = 1, frequency = 1;
  for (int k = 0; k < octaves; ++k) {
    const double shift = k * 2.0;
    sum += worldlab::simplex3(t, (x + shift) * frequency, (y + shift) * frequency, (z + shift) * frequency) * amplitude;
    norm += amplitude;
    amplitude *= 0.5;
    frequency *= 2;
  }
  return sum / norm;
}

std::vector<double> lab_map() {
  const int octaves = 4;
  const worldlab::NoiseTable caves(1 + 5);
  const double scale = 0.03, z = 0, ground = 120, falloff = 0.02;
  std::vector<double> density(320 * 240);
  worldlab::fill_grid({0, 0, 1, 320, 240}, density, [&](double x, double y) {
    return fbm3(caves, x * scale, y * scale, z * scale, octaves) + (y - ground) * falloff;
  });
  return density;
}
