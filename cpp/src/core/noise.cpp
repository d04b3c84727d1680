// Lattice noises (noise.hpp): the seed's table, and the single-sample functions as the scalar instantiation of the
// kernels (simd/kernels.hpp), where the algorithms are written.
#include "worldlab/noise.hpp"

#include "simd/kernels.hpp"
#include "simd/lanes.hpp"
#include "worldlab/random.hpp"

namespace worldlab {

NoiseTable::NoiseTable(std::int64_t seed_in) noexcept : seed(seed_in), p{}, has_undefined(false), wide{}, bytes{} {
  const auto perm = seeded_permutation(seed_in);
  // Doubled so that p[a + p[b]] never needs a wrap: every index stays below 512.
  for (int i = 0; i < 512; ++i) {
    p[i] = perm[i & 255];
    wide[i] = p[i];
    if (i < 256) bytes[i] = static_cast<std::uint8_t>(p[i]);  // kUndefinedEntry's byte is never read
    has_undefined |= p[i] == kUndefinedEntry;
  }
}

namespace {
using L = simd::ScalarLanes;
}

int lattice_index(double floored) noexcept { return static_cast<int>(kernels::lattice_index<L>(floored)); }

double simplex2(const NoiseTable& table, double x, double y) noexcept {
  return kernels::with_lookup<L>(kernels::view(table), [&](const auto& p) { return kernels::simplex2<L>(p, x, y); });
}

double simplex3(const NoiseTable& table, double x, double y, double z) noexcept {
  return kernels::with_lookup<L>(kernels::view(table), [&](const auto& p) { return kernels::simplex3<L>(p, x, y, z); });
}

double perlin2(const NoiseTable& table, double x, double y) noexcept {
  return kernels::with_lookup<L>(kernels::view(table), [&](const auto& p) { return kernels::perlin2<L>(p, x, y); });
}

double perlin3(const NoiseTable& table, double x, double y, double z) noexcept {
  return kernels::with_lookup<L>(kernels::view(table), [&](const auto& p) { return kernels::perlin3<L>(p, x, y, z); });
}

double value2(const NoiseTable& table, double x, double y) noexcept {
  return kernels::with_lookup<L>(kernels::view(table), [&](const auto& p) { return kernels::value2<L>(p, x, y); });
}

}  // namespace worldlab
