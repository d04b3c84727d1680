// Seeded lattice noises: the tutorial's 2D simplex, 3D simplex, improved Perlin 2D/3D and value noise.
//
// Every function is pure: the seed's permutation table is built once (NoiseTable) and passed in.
// Results are defined for every input: finite coordinates follow the tutorial's JavaScript
// arithmetic (lattice indices stay doubles, so there is no int overflow anywhere), and a NaN or
// infinite coordinate gives NaN, as the JavaScript does. Near ±1.8e308 the skew itself overflows
// and the result is NaN too.
#pragma once

#include <array>
#include <cstdint>

#include "worldlab/random.hpp"

namespace worldlab {

// The doubled permutation of a seed (p[i] == p[i + 256]), as the tutorial's Simplex builds it.
// Entries are 0..255, or kUndefinedEntry for the degenerate seeds (random.hpp); on those tables
// every lookup follows JavaScript: an index built from `undefined` is NaN, p[NaN] is undefined,
// and a gradient chosen from `undefined & 7` is gradient 0.
struct NoiseTable {
  explicit NoiseTable(std::int64_t seed) noexcept;
  std::int64_t seed;
  std::array<std::int16_t, 512> p;
  bool has_undefined;  // true only for the degenerate seeds: lookups take the checked path
  // The same entries as 64-bit integers: what the kernels gather lane by lane (one AVX2 or AVX-512
  // gather reads four or eight of them).
  alignas(64) std::array<std::int64_t, 512> wide;
  // The permutation as bytes (p[i] == bytes[i & 255] when !has_undefined): four AVX-512 registers,
  // read with byte permutes instead of a gather on CPUs with AVX-512 VBMI.
  alignas(64) std::array<std::uint8_t, 256> bytes;
};

// Skew and unskew factors for 2D simplex: F2 = (sqrt(3) − 1) / 2, G2 = (3 − sqrt(3)) / 6, the
// correctly rounded doubles that JavaScript's expressions produce (a test recomputes them).
inline constexpr double kSimplexF2 = 0x1.76cf5d0b09954p-2;
inline constexpr double kSimplexG2 = 0x1.b0cb174df99c8p-3;

// The lattice index modulo 256 of a floored coordinate, as JavaScript's `i & 255` computes it
// (ToInt32 then mask). Any integer-valued double is valid (a floor's result): beyond 2^53 every
// double is a multiple of 256 and gives 0, as do NaN and the infinities.
int lattice_index(double floored) noexcept;

// The tutorial's 2D simplex noise, about −1..1 (70 × the sum of three (0.5 − d²)^4 corners).
double simplex2(const NoiseTable& table, double x, double y) noexcept;

// 3D simplex noise (Gustavson's "Simplex noise demystified": skew 1/3, unskew 1/6, 12 edge
// gradients, (0.6 − d²)^4 falloff, scaled by 32), about −1..1. Same index rules as simplex2.
double simplex3(const NoiseTable& table, double x, double y, double z) noexcept;

// Improved Perlin noise (Perlin 2002): quintic fade 6t⁵ − 15t⁴ + 10t³. 2D uses the eight axis
// and diagonal gradients of the lesson; about −1..1, exactly 0 on every lattice point.
double perlin2(const NoiseTable& table, double x, double y) noexcept;
// 3D uses Perlin's twelve edge gradients (hash & 15, four repeated); about −1..1.
double perlin3(const NoiseTable& table, double x, double y, double z) noexcept;

// Value noise: a height in −1..1 at each lattice point (hash / 127.5 − 1), blended with the
// quintic fade, so it is flat at every lattice point.
double value2(const NoiseTable& table, double x, double y) noexcept;

}  // namespace worldlab
