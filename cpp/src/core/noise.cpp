// Lattice noises: the tutorial's 2D simplex, Gustavson's 3D simplex, improved Perlin 2D/3D and value noise.
//
// Arithmetic is written out in the order the tutorial's JavaScript evaluates it (every target builds
// with -ffp-contract=off, so no a·b + c is fused): that order is what makes the bits agree.
#include "worldlab/noise.hpp"

#include <cmath>

#include "worldlab/random.hpp"

namespace worldlab {

NoiseTable::NoiseTable(std::int64_t seed_in) noexcept : seed(seed_in), p{}, has_undefined(false) {
  const auto perm = seeded_permutation(seed_in);
  // Doubled so that p[a + p[b]] never needs a wrap: every index stays below 512.
  for (int i = 0; i < 512; ++i) {
    p[i] = perm[i & 255];
    has_undefined |= p[i] == kUndefinedEntry;
  }
}

int lattice_index(double floored) noexcept {
  // JavaScript's `i & 255` converts i with ToInt32 (modulo 2^32, NaN and infinities to 0). For
  // |v| < 2^60 the int64 conversion is exact and in range, and two's complement & 255 is the same
  // residue; at or beyond 2^60 every double is a multiple of 256, so the residue is 0.
  if (!(std::fabs(floored) < 0x1p60)) return 0;
  return static_cast<int>(static_cast<std::uint64_t>(static_cast<std::int64_t>(floored)) & 255u);
}

namespace {

// Table lookups. Ordinary tables hold 0..255, so every sum of indices stays in 0..511.
struct DirectLookup {
  const std::int16_t* p;
  int operator[](int i) const noexcept { return p[i]; }
};
// Tables with an undefined entry follow JavaScript: kUndefinedEntry is so negative that any sum
// with it stays negative, and a negative index (NaN in JavaScript) reads undefined.
struct CheckedLookup {
  const std::int16_t* p;
  int operator[](int i) const noexcept { return i < 0 ? kUndefinedEntry : p[i]; }
};

// `hash & mask` with JavaScript's ToInt32(undefined) == 0.
inline int hash_bits(int hash, int mask) noexcept { return hash < 0 ? 0 : hash & mask; }

// Runs fn with the lookup this table needs (the checked one only for the degenerate seeds).
template <class Fn>
inline double with_lookup(const NoiseTable& table, Fn&& fn) noexcept {
  if (table.has_undefined) return fn(CheckedLookup{table.p.data()});
  return fn(DirectLookup{table.p.data()});
}

// The tutorial's eight 2D gradients: four diagonals, then four axes (index = hash & 7).
constexpr double kGrad2[8][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}, {0, -1}};

// Gustavson's twelve 3D gradients: the midpoints of a cube's edges (index = hash % 12).
constexpr double kGrad3[12][3] = {{1, 1, 0},  {-1, 1, 0},  {1, -1, 0}, {-1, -1, 0}, {1, 0, 1},  {-1, 0, 1},
                                  {1, 0, -1}, {-1, 0, -1}, {0, 1, 1},  {0, -1, 1},  {0, 1, -1}, {0, -1, -1}};

// One simplex corner: (0.5 − d²)^4 · dot(gradient, offset), or +0 beyond radius sqrt(0.5).
inline double simplex2_corner(int hash, double x, double y) noexcept {
  double t = 0.5 - x * x - y * y;
  if (t < 0) return 0.0;
  t *= t;
  const double* g = kGrad2[hash_bits(hash, 7)];
  return t * t * (g[0] * x + g[1] * y);
}

inline double simplex3_corner(int hash, double x, double y, double z) noexcept {
  double t = 0.6 - x * x - y * y - z * z;
  if (t < 0) return 0.0;
  t *= t;
  const double* g = kGrad3[hash < 0 ? 0 : hash % 12];
  return t * t * (g[0] * x + g[1] * y + g[2] * z);
}

// Perlin's quintic fade 6t⁵ − 15t⁴ + 10t³, in his nested form.
inline double fade(double t) noexcept { return t * t * t * (t * (t * 6.0 - 15.0) + 10.0); }
inline double lerp(double t, double a, double b) noexcept { return a + t * (b - a); }

inline double perlin2_grad(int hash, double x, double y) noexcept {
  const double* g = kGrad2[hash_bits(hash, 7)];
  return g[0] * x + g[1] * y;
}

// Perlin's reference grad(): hash & 15 picks one of twelve edge gradients (four repeated).
inline double perlin3_grad(int hash, double x, double y, double z) noexcept {
  const int h = hash_bits(hash, 15);
  const double u = h < 8 ? x : y;
  const double v = h < 4 ? y : (h == 12 || h == 14 ? x : z);
  return ((h & 1) == 0 ? u : -u) + ((h & 2) == 0 ? v : -v);
}

constexpr double kF3 = 1.0 / 3.0;
constexpr double kG3 = 1.0 / 6.0;

}  // namespace

template <class Lookup>
double simplex2_impl(const Lookup& p, double x, double y) noexcept {
  // Skew to find the cell; i and j stay doubles, as in JavaScript, so huge inputs never overflow.
  const double s = (x + y) * kSimplexF2;
  const double i = std::floor(x + s);
  const double j = std::floor(y + s);
  const double t = (i + j) * kSimplexG2;
  const double x0 = x - (i - t);
  const double y0 = y - (j - t);
  // Lower triangle (x0 > y0): the middle corner is one step in x, otherwise one step in y.
  const bool lower = x0 > y0;
  const int i1 = lower ? 1 : 0;
  const int j1 = lower ? 0 : 1;
  const double x1 = x0 - static_cast<double>(i1) + kSimplexG2;
  const double y1 = y0 - static_cast<double>(j1) + kSimplexG2;
  const double x2 = x0 - 1.0 + 2.0 * kSimplexG2;
  const double y2 = y0 - 1.0 + 2.0 * kSimplexG2;
  const int ii = lattice_index(i);
  const int jj = lattice_index(j);
  const double n0 = simplex2_corner(p[ii + p[jj]], x0, y0);
  const double n1 = simplex2_corner(p[ii + i1 + p[jj + j1]], x1, y1);
  const double n2 = simplex2_corner(p[ii + 1 + p[jj + 1]], x2, y2);
  return 70.0 * (n0 + n1 + n2);
}

template <class Lookup>
double simplex3_impl(const Lookup& p, double x, double y, double z) noexcept {
  const double s = (x + y + z) * kF3;
  const double i = std::floor(x + s);
  const double j = std::floor(y + s);
  const double k = std::floor(z + s);
  const double t = (i + j + k) * kG3;
  const double x0 = x - (i - t);
  const double y0 = y - (j - t);
  const double z0 = z - (k - t);
  // Which of the six tetrahedra of the skewed cube holds the point: order the offsets.
  int i1, j1, k1, i2, j2, k2;
  if (x0 >= y0) {
    if (y0 >= z0) {
      i1 = 1, j1 = 0, k1 = 0, i2 = 1, j2 = 1, k2 = 0;
    } else if (x0 >= z0) {
      i1 = 1, j1 = 0, k1 = 0, i2 = 1, j2 = 0, k2 = 1;
    } else {
      i1 = 0, j1 = 0, k1 = 1, i2 = 1, j2 = 0, k2 = 1;
    }
  } else {
    if (y0 < z0) {
      i1 = 0, j1 = 0, k1 = 1, i2 = 0, j2 = 1, k2 = 1;
    } else if (x0 < z0) {
      i1 = 0, j1 = 1, k1 = 0, i2 = 0, j2 = 1, k2 = 1;
    } else {
      i1 = 0, j1 = 1, k1 = 0, i2 = 1, j2 = 1, k2 = 0;
    }
  }
  const double x1 = x0 - i1 + kG3, y1 = y0 - j1 + kG3, z1 = z0 - k1 + kG3;
  const double x2 = x0 - i2 + 2.0 * kG3, y2 = y0 - j2 + 2.0 * kG3, z2 = z0 - k2 + 2.0 * kG3;
  const double x3 = x0 - 1.0 + 3.0 * kG3, y3 = y0 - 1.0 + 3.0 * kG3, z3 = z0 - 1.0 + 3.0 * kG3;
  const int ii = lattice_index(i);
  const int jj = lattice_index(j);
  const int kk = lattice_index(k);
  const double n0 = simplex3_corner(p[ii + p[jj + p[kk]]], x0, y0, z0);
  const double n1 = simplex3_corner(p[ii + i1 + p[jj + j1 + p[kk + k1]]], x1, y1, z1);
  const double n2 = simplex3_corner(p[ii + i2 + p[jj + j2 + p[kk + k2]]], x2, y2, z2);
  const double n3 = simplex3_corner(p[ii + 1 + p[jj + 1 + p[kk + 1]]], x3, y3, z3);
  return 32.0 * (n0 + n1 + n2 + n3);
}

template <class Lookup>
double perlin2_impl(const Lookup& p, double x, double y) noexcept {
  const double fx = std::floor(x);
  const double fy = std::floor(y);
  const int X = lattice_index(fx);
  const int Y = lattice_index(fy);
  const double xf = x - fx;  // exact: the offset inside the cell, 0 <= xf < 1
  const double yf = y - fy;
  const double u = fade(xf);
  const double v = fade(yf);
  const int a = p[X] + Y;
  const int b = p[X + 1] + Y;
  const double n00 = perlin2_grad(p[a], xf, yf);
  const double n10 = perlin2_grad(p[b], xf - 1.0, yf);
  const double n01 = perlin2_grad(p[a + 1], xf, yf - 1.0);
  const double n11 = perlin2_grad(p[b + 1], xf - 1.0, yf - 1.0);
  return lerp(v, lerp(u, n00, n10), lerp(u, n01, n11));
}

template <class Lookup>
double perlin3_impl(const Lookup& p, double x, double y, double z) noexcept {
  const double fx = std::floor(x);
  const double fy = std::floor(y);
  const double fz = std::floor(z);
  const int X = lattice_index(fx);
  const int Y = lattice_index(fy);
  const int Z = lattice_index(fz);
  const double xf = x - fx;
  const double yf = y - fy;
  const double zf = z - fz;
  const double u = fade(xf);
  const double v = fade(yf);
  const double w = fade(zf);
  // Perlin's reference hashing (2002): A, AA, AB, B, BA, BB all stay below 512.
  const int A = p[X] + Y, AA = p[A] + Z, AB = p[A + 1] + Z;
  const int B = p[X + 1] + Y, BA = p[B] + Z, BB = p[B + 1] + Z;
  const double x1 = xf - 1.0, y1 = yf - 1.0, z1 = zf - 1.0;
  return lerp(w,
              lerp(v, lerp(u, perlin3_grad(p[AA], xf, yf, zf), perlin3_grad(p[BA], x1, yf, zf)),
                   lerp(u, perlin3_grad(p[AB], xf, y1, zf), perlin3_grad(p[BB], x1, y1, zf))),
              lerp(v, lerp(u, perlin3_grad(p[AA + 1], xf, yf, z1), perlin3_grad(p[BA + 1], x1, yf, z1)),
                   lerp(u, perlin3_grad(p[AB + 1], xf, y1, z1), perlin3_grad(p[BB + 1], x1, y1, z1))));
}

template <class Lookup>
double value2_impl(const Lookup& p, double x, double y) noexcept {
  const double fx = std::floor(x);
  const double fy = std::floor(y);
  const int X = lattice_index(fx);
  const int Y = lattice_index(fy);
  const double u = fade(x - fx);
  const double v = fade(y - fy);
  const int a = p[X] + Y;
  const int b = p[X + 1] + Y;
  // A lattice height in −1..1: hash / 127.5 − 1 (0 → −1, 255 → 1).
  const auto height = [](int hash) { return static_cast<double>(hash < 0 ? 0 : hash) / 127.5 - 1.0; };
  return lerp(v, lerp(u, height(p[a]), height(p[b])), lerp(u, height(p[a + 1]), height(p[b + 1])));
}

double simplex2(const NoiseTable& table, double x, double y) noexcept {
  return with_lookup(table, [&](const auto& p) { return simplex2_impl(p, x, y); });
}

double simplex3(const NoiseTable& table, double x, double y, double z) noexcept {
  return with_lookup(table, [&](const auto& p) { return simplex3_impl(p, x, y, z); });
}

double perlin2(const NoiseTable& table, double x, double y) noexcept {
  return with_lookup(table, [&](const auto& p) { return perlin2_impl(p, x, y); });
}

double perlin3(const NoiseTable& table, double x, double y, double z) noexcept {
  return with_lookup(table, [&](const auto& p) { return perlin3_impl(p, x, y, z); });
}

double value2(const NoiseTable& table, double x, double y) noexcept {
  return with_lookup(table, [&](const auto& p) { return value2_impl(p, x, y); });
}

}  // namespace worldlab
