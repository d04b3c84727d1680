// The noise and fractal algorithms, each written once as a template over a lane type (lanes.hpp).
//
// ScalarLanes gives the single-sample functions of noise.hpp and fractal.hpp; the vector lane types
// give the batch kernels of every SIMD level. Each expression is the tutorial's JavaScript, in the
// order JavaScript evaluates it (every target builds with -ffp-contract=off, so no a·b + c is
// fused): that order is what makes the bits agree, in every lane of every level. Where the scalar
// code used to branch, the kernels compute both sides and select, which gives the same value: the
// branches have no side effects, and the side not taken only ever reads valid table entries.
//
// Index arithmetic (lattice indices, hashes, table sums) is integer, per lane, on 64-bit lanes.
#pragma once

#include <cstdint>

#include "worldlab/fractal.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/random.hpp"

namespace worldlab::kernels {

// ---- table lookups ----

// Ordinary tables hold 0..255, so every sum of indices stays in 0..511 and no hash is negative.
template <class L>
struct DirectLookup {
  const std::int64_t* p;
  const std::uint8_t* bytes;  // the same 256 entries as bytes: p[i] == bytes[i & 255]
  typename L::I operator()(typename L::I i) const noexcept { return L::permute(p, bytes, i); }
  // A hash read as a number, JavaScript's ToInt32(hash): the hash itself.
  static typename L::I defined(typename L::I hash) noexcept { return hash; }
};

// Tables with an undefined entry follow JavaScript: kUndefinedEntry is so negative that any sum
// with it stays negative, and a negative index (NaN in JavaScript) reads undefined.
template <class L>
struct CheckedLookup {
  const std::int64_t* p;
  typename L::I operator()(typename L::I i) const noexcept {
    const auto undefined = L::lt(i, L::seti(0));
    return L::select(undefined, L::seti(kUndefinedEntry), L::gather(p, L::select(undefined, L::seti(0), i)));
  }
  // ToInt32(undefined) is 0: an undefined hash (negative here) reads as 0.
  static typename L::I defined(typename L::I hash) noexcept {
    return L::select(L::lt(hash, L::seti(0)), L::seti(0), hash);
  }
};

// What the kernels read of a NoiseTable. The per-level translation units take this plain view (made
// by the caller, in baseline code) rather than calling any inline member of the table themselves.
struct TableView {
  const std::int64_t* wide;
  const std::uint8_t* bytes;
  bool has_undefined;
};
inline TableView view(const NoiseTable& table) noexcept {
  return {table.wide.data(), table.bytes.data(), table.has_undefined};
}

// Runs fn with the lookup this table needs (the checked one only for the degenerate seeds).
template <class L, class Fn>
inline auto with_lookup(TableView table, Fn&& fn) noexcept {
  if (table.has_undefined) return fn(CheckedLookup<L>{table.wide});
  return fn(DirectLookup<L>{table.wide, table.bytes});
}

// The lattice index modulo 256 of a floored coordinate, as JavaScript's `i & 255` computes it
// (ToInt32, then the mask): the lane types' exact low_byte (lanes.hpp).
template <class L>
inline typename L::I lattice_index(typename L::D floored) noexcept {
  return L::low_byte(floored);
}

// ---- gradients (16-entry tables: L::lookup reads them with one permute where it can) ----

// The tutorial's eight 2D gradients: four diagonals, then four axes (index = hash & 7).
alignas(64) inline constexpr double kGrad2X[16] = {1, -1, 1, -1, 1, -1, 0, 0};
alignas(64) inline constexpr double kGrad2Y[16] = {1, 1, -1, -1, 0, 0, 1, -1};
// Gustavson's twelve 3D gradients: the midpoints of a cube's edges (index = hash % 12).
alignas(64) inline constexpr double kGrad3X[16] = {1, -1, 1, -1, 1, -1, 1, -1, 0, 0, 0, 0};
alignas(64) inline constexpr double kGrad3Y[16] = {1, 1, -1, -1, 0, 0, 0, 0, 1, -1, 1, -1};
alignas(64) inline constexpr double kGrad3Z[16] = {0, 0, 0, 0, 1, 1, -1, -1, 1, 1, -1, -1};

// One simplex corner: (0.5 − d²)^4 · dot(gradient, offset), or +0 beyond radius sqrt(0.5).
// `hash & 7` picks the gradient (with JavaScript's ToInt32(undefined) == 0: P::defined).
template <class L, class P>
inline typename L::D simplex2_corner(typename L::I hash, typename L::D x, typename L::D y) noexcept {
  typename L::D t = 0.5 - x * x - y * y;
  const auto outside = t < 0.0;
  t = t * t;
  const typename L::I g = P::defined(hash) & 7;
  return L::select(outside, L::set(0.0), t * t * (L::lookup(kGrad2X, g) * x + L::lookup(kGrad2Y, g) * y));
}

// hash % 12 for a hash in 0..255: (h + 0.5) / 12 is at least 1/24 away from an integer, far more
// than the rounding of the product, so the floor is exact (a test checks all 256 hashes).
template <class L>
inline typename L::I mod12(typename L::I h) noexcept {
  const typename L::D hd = L::to_double(h);
  return L::to_index(hd - L::floor((hd + 0.5) * (1.0 / 12.0)) * 12.0);
}

// The same gradients indexed by the whole hash (0..255): entry h is Gustavson's gradient h % 12.
struct Grad3ByHash {
  double x[256], y[256], z[256];
};
inline constexpr Grad3ByHash kGrad3ByHash = [] {
  Grad3ByHash g{};
  for (int h = 0; h < 256; ++h) {
    g.x[h] = kGrad3X[h % 12];
    g.y[h] = kGrad3Y[h % 12];
    g.z[h] = kGrad3Z[h % 12];
  }
  return g;
}();

template <class L, class P>
inline typename L::D simplex3_corner(typename L::I hash, typename L::D x, typename L::D y, typename L::D z) noexcept {
  typename L::D t = 0.6 - x * x - y * y - z * z;
  const auto outside = t < 0.0;
  t = t * t;
  typename L::D gx, gy, gz;
  if constexpr (!L::kLookupPermutes) {
    // Lanes that read a table lane by lane (all but AVX-512's) read one over the whole hash: that saves mod12's
    // arithmetic, about a fifth of simplex3's time (kernel-bench, one thread, ns a sample: g++ scalar 32.6 -> 25.1,
    // SSE2 43.1 -> 24.0, SIMD128 26.8 -> 23.5). The gradient read is the same, so are the bits.
    const typename L::I h = P::defined(hash);
    gx = L::gatherd(kGrad3ByHash.x, h);
    gy = L::gatherd(kGrad3ByHash.y, h);
    gz = L::gatherd(kGrad3ByHash.z, h);
  } else {
    // AVX-512 reads a 16-entry table with one permute, where a 256-entry one would take 8 loads.
    const typename L::I g = mod12<L>(P::defined(hash));
    gx = L::lookup(kGrad3X, g);
    gy = L::lookup(kGrad3Y, g);
    gz = L::lookup(kGrad3Z, g);
  }
  return L::select(outside, L::set(0.0), t * t * (gx * x + gy * y + gz * z));
}

// Perlin's quintic fade 6t⁵ − 15t⁴ + 10t³, in his nested form.
template <class L>
inline typename L::D fade(typename L::D t) noexcept {
  return t * t * t * (t * (t * 6.0 - 15.0) + 10.0);
}
template <class L>
inline typename L::D lerp(typename L::D t, typename L::D a, typename L::D b) noexcept {
  return a + t * (b - a);
}

template <class L, class P>
inline typename L::D perlin2_grad(typename L::I hash, typename L::D x, typename L::D y) noexcept {
  const typename L::I g = P::defined(hash) & 7;
  return L::lookup(kGrad2X, g) * x + L::lookup(kGrad2Y, g) * y;
}

// Perlin's reference grad(): hash & 15 picks one of twelve edge gradients (four repeated).
// (For h in 0..15, h < 8 is (h & 8) == 0 and h < 4 is (h & 12) == 0: equality tests are the cheapest
// integer comparison on every level.)
template <class L, class P>
inline typename L::D perlin3_grad(typename L::I hash, typename L::D x, typename L::D y, typename L::D z) noexcept {
  const typename L::I h = P::defined(hash) & 15;
  const typename L::I zero = L::seti(0);
  const typename L::D u = L::select(L::eq(h & 8, zero), x, y);
  const typename L::D v =
      L::select(L::eq(h & 12, zero), y, L::select(L::either(L::eq(h, L::seti(12)), L::eq(h, L::seti(14))), x, z));
  return L::select(L::eq(h & 1, zero), u, -u) + L::select(L::eq(h & 2, zero), v, -v);
}

// 1 or 0 per lane, as an integer and as a double.
template <class L>
inline typename L::I one_if(auto m) noexcept {
  return L::select(m, L::seti(1), L::seti(0));
}
template <class L>
inline typename L::D one_if_d(auto m) noexcept {
  return L::select(m, L::set(1.0), L::set(0.0));
}

inline constexpr double kF3 = 1.0 / 3.0;
inline constexpr double kG3 = 1.0 / 6.0;

// ---- the noises ----

template <class L, class P>
typename L::D simplex2(const P& p, typename L::D x, typename L::D y) noexcept {
  using D = typename L::D;
  using I = typename L::I;
  // Skew to find the cell; i and j stay doubles, as in JavaScript, so huge inputs never overflow.
  const D s = (x + y) * kSimplexF2;
  const D i = L::floor(x + s);
  const D j = L::floor(y + s);
  const D t = (i + j) * kSimplexG2;
  const D x0 = x - (i - t);
  const D y0 = y - (j - t);
  // Lower triangle (x0 > y0): the middle corner is one step in x, otherwise one step in y.
  const auto lower = x0 > y0;
  const I i1 = one_if<L>(lower);
  const D x1 = x0 - one_if_d<L>(lower) + kSimplexG2;
  const D y1 = y0 - L::select(lower, L::set(0.0), L::set(1.0)) + kSimplexG2;
  const D x2 = x0 - 1.0 + 2.0 * kSimplexG2;
  const D y2 = y0 - 1.0 + 2.0 * kSimplexG2;
  const I ii = lattice_index<L>(i);
  const I jj = lattice_index<L>(j);
  // p[jj + j1] is p[jj] or p[jj + 1] (j1 is 0 or 1, jj is 0..255): two lookups serve three corners.
  const I pj0 = p(jj);
  const I pj1 = p(jj + 1);
  const D n0 = simplex2_corner<L, P>(p(ii + pj0), x0, y0);
  const D n1 = simplex2_corner<L, P>(p(ii + i1 + L::select(lower, pj0, pj1)), x1, y1);
  const D n2 = simplex2_corner<L, P>(p(ii + 1 + pj1), x2, y2);
  return 70.0 * (n0 + n1 + n2);
}

template <class L, class P>
typename L::D simplex3(const P& p, typename L::D x, typename L::D y, typename L::D z) noexcept {
  using D = typename L::D;
  using I = typename L::I;
  const D s = (x + y + z) * kF3;
  const D i = L::floor(x + s);
  const D j = L::floor(y + s);
  const D k = L::floor(z + s);
  const D t = (i + j + k) * kG3;
  const D x0 = x - (i - t);
  const D y0 = y - (j - t);
  const D z0 = z - (k - t);
  // Which of the six tetrahedra of the skewed cube holds the point: order the offsets. The masks
  // follow the scalar decision tree exactly (a NaN offset fails every comparison, as it did there):
  //   x0 >= y0: y0 >= z0 -> (100, 110); x0 >= z0 -> (100, 101); else (001, 101)
  //   else:     y0 <  z0 -> (001, 011); x0 <  z0 -> (010, 011); else (010, 110)
  const auto xy = x0 >= y0, yz = y0 >= z0, xz = x0 >= z0, yz_lt = y0 < z0, xz_lt = x0 < z0;
  // One corner coordinate: the value of each leaf of the tree above.
  const auto leaf = [&](int a, int b, int c, int d, int e, int f) {
    const I one = L::seti(1), zero = L::seti(0);
    const auto v = [&](int bit) { return bit ? one : zero; };
    return L::select(xy, L::select(yz, v(a), L::select(xz, v(b), v(c))),
                     L::select(yz_lt, v(d), L::select(xz_lt, v(e), v(f))));
  };
  const I i1 = leaf(1, 1, 0, 0, 0, 0), j1 = leaf(0, 0, 0, 0, 1, 1), k1 = leaf(0, 0, 1, 1, 0, 0);
  const I i2 = leaf(1, 1, 1, 0, 0, 1), j2 = leaf(1, 0, 0, 1, 1, 1), k2 = leaf(0, 1, 1, 1, 1, 0);
  const D x1 = x0 - L::to_double(i1) + kG3, y1 = y0 - L::to_double(j1) + kG3, z1 = z0 - L::to_double(k1) + kG3;
  const D x2 = x0 - L::to_double(i2) + 2.0 * kG3, y2 = y0 - L::to_double(j2) + 2.0 * kG3,
          z2 = z0 - L::to_double(k2) + 2.0 * kG3;
  const D x3 = x0 - 1.0 + 3.0 * kG3, y3 = y0 - 1.0 + 3.0 * kG3, z3 = z0 - 1.0 + 3.0 * kG3;
  const I ii = lattice_index<L>(i);
  const I jj = lattice_index<L>(j);
  const I kk = lattice_index<L>(k);
  // p[kk + k1] and p[kk + k2] are p[kk] or p[kk + 1] (k1, k2 are 0 or 1, kk is 0..255).
  const I pk0 = p(kk);
  const I pk1 = p(kk + 1);
  const D n0 = simplex3_corner<L, P>(p(ii + p(jj + pk0)), x0, y0, z0);
  const D n1 = simplex3_corner<L, P>(p(ii + i1 + p(jj + j1 + L::select(L::eq(k1, L::seti(1)), pk1, pk0))), x1, y1, z1);
  const D n2 = simplex3_corner<L, P>(p(ii + i2 + p(jj + j2 + L::select(L::eq(k2, L::seti(1)), pk1, pk0))), x2, y2, z2);
  const D n3 = simplex3_corner<L, P>(p(ii + 1 + p(jj + 1 + pk1)), x3, y3, z3);
  return 32.0 * (n0 + n1 + n2 + n3);
}

// The lattice square around (x, y) for Perlin and value noise: its corner (fx, fy) and Perlin's row
// hashes a = p[X] + Y and b = p[X + 1] + Y (X, Y the lattice indices of fx, fy).
template <class L>
struct Square {
  typename L::D fx, fy;
  typename L::I a, b;
};
template <class L, class P>
inline Square<L> square(const P& p, typename L::D x, typename L::D y) noexcept {
  const typename L::D fx = L::floor(x);
  const typename L::D fy = L::floor(y);
  const typename L::I X = lattice_index<L>(fx);
  const typename L::I Y = lattice_index<L>(fy);
  return {fx, fy, p(X) + Y, p(X + 1) + Y};
}

template <class L, class P>
typename L::D perlin2(const P& p, typename L::D x, typename L::D y) noexcept {
  using D = typename L::D;
  const auto [fx, fy, a, b] = square<L>(p, x, y);
  const D xf = x - fx;  // exact: the offset inside the cell, 0 <= xf < 1
  const D yf = y - fy;
  const D u = fade<L>(xf);
  const D v = fade<L>(yf);
  const D n00 = perlin2_grad<L, P>(p(a), xf, yf);
  const D n10 = perlin2_grad<L, P>(p(b), xf - 1.0, yf);
  const D n01 = perlin2_grad<L, P>(p(a + 1), xf, yf - 1.0);
  const D n11 = perlin2_grad<L, P>(p(b + 1), xf - 1.0, yf - 1.0);
  return lerp<L>(v, lerp<L>(u, n00, n10), lerp<L>(u, n01, n11));
}

template <class L, class P>
typename L::D perlin3(const P& p, typename L::D x, typename L::D y, typename L::D z) noexcept {
  using D = typename L::D;
  using I = typename L::I;
  const D fx = L::floor(x);
  const D fy = L::floor(y);
  const D fz = L::floor(z);
  const I X = lattice_index<L>(fx);
  const I Y = lattice_index<L>(fy);
  const I Z = lattice_index<L>(fz);
  const D xf = x - fx;
  const D yf = y - fy;
  const D zf = z - fz;
  const D u = fade<L>(xf);
  const D v = fade<L>(yf);
  const D w = fade<L>(zf);
  // Perlin's reference hashing (2002): A, AA, AB, B, BA, BB all stay below 512.
  const I A = p(X) + Y, AA = p(A) + Z, AB = p(A + 1) + Z;
  const I B = p(X + 1) + Y, BA = p(B) + Z, BB = p(B + 1) + Z;
  const D x1 = xf - 1.0, y1 = yf - 1.0, z1 = zf - 1.0;
  const auto g = [&](I hash, D gx, D gy, D gz) { return perlin3_grad<L, P>(hash, gx, gy, gz); };
  return lerp<L>(w,
                 lerp<L>(v, lerp<L>(u, g(p(AA), xf, yf, zf), g(p(BA), x1, yf, zf)),
                         lerp<L>(u, g(p(AB), xf, y1, zf), g(p(BB), x1, y1, zf))),
                 lerp<L>(v, lerp<L>(u, g(p(AA + 1), xf, yf, z1), g(p(BA + 1), x1, yf, z1)),
                         lerp<L>(u, g(p(AB + 1), xf, y1, z1), g(p(BB + 1), x1, y1, z1))));
}

template <class L, class P>
typename L::D value2(const P& p, typename L::D x, typename L::D y) noexcept {
  using D = typename L::D;
  using I = typename L::I;
  const auto [fx, fy, a, b] = square<L>(p, x, y);
  const D u = fade<L>(x - fx);
  const D v = fade<L>(y - fy);
  // A lattice height in −1..1: hash / 127.5 − 1 (0 → −1, 255 → 1).
  const auto height = [](I hash) { return L::to_double(P::defined(hash)) / 127.5 - 1.0; };
  return lerp<L>(v, lerp<L>(u, height(p(a)), height(p(b))), lerp<L>(u, height(p(a + 1)), height(p(b + 1))));
}

// Calls f(kernel) with the 2D kernel of `basis` as a generic callable (p, x, y) -> noise: the one dispatch over
// WORLDLAB_NOISE_BASES (fractal.hpp). Callers hoist it out of their loops, so the choice is made once per call.
template <class L, class F>
decltype(auto) with_basis(Basis basis, F&& f) {
  switch (basis) {
#define WORLDLAB_BASIS_CASE(e, id) \
  case Basis::e: return f([](const auto& p, typename L::D x, typename L::D y) { return id##2 < L > (p, x, y); });
    WORLDLAB_NOISE_BASES(WORLDLAB_BASIS_CASE)
#undef WORLDLAB_BASIS_CASE
  }
  return f([](const auto& p, typename L::D x, typename L::D y) { return simplex2<L>(p, x, y); });
}

template <class L, class P>
typename L::D basis_noise(const P& p, Basis basis, typename L::D x, typename L::D y) noexcept {
  return with_basis<L>(basis, [&](auto kernel) { return kernel(p, x, y); });
}

// ---- folds, fractal sums, warp, island mask ----

template <class L>
inline typename L::D ridged(typename L::D value) noexcept {
  const typename L::D r = 1.0 - L::abs(value);  // 1 on the zero line, falling off on both sides
  return r * r * 2.0 - 1.0;
}

template <class L>
inline typename L::D billow(typename L::D value) noexcept {
  return L::abs(value) * 2.0 - 1.0;
}

template <class L>
inline typename L::D apply_fold(Fold fold, typename L::D value) noexcept {
  switch (fold) {
    case Fold::kRidged: return ridged<L>(value);
    case Fold::kBillow: return billow<L>(value);
    case Fold::kNone: break;
  }
  return value;
}

// The tutorial's fbm(). frequency, amplitude and their sum are the same in every lane: they stay
// scalars, built by repeated multiplication (never pow()).
template <class L, class P>
typename L::D fbm2(const P& p, typename L::D x, typename L::D y, const FbmParams& params) noexcept {
  typename L::D total = L::set(0.0);
  double frequency = 1.0;
  double amplitude = 1.0;
  double max_value = 0.0;  // the sum of the amplitudes, to scale back to about −1..1
  for (int i = 0; i < params.octaves; ++i) {
    // The tutorial's offset: octave i is shifted by (2i, 2i) before scaling, so the octaves'
    // lattices do not all meet at the origin.
    const double offset = static_cast<double>(i) * 2.0;
    typename L::D n = basis_noise<L>(p, params.basis, (x + offset) * frequency, (y + offset) * frequency);
    n = apply_fold<L>(params.octave_fold, n);
    total = total + n * amplitude;
    max_value += amplitude;
    amplitude *= params.persistence;
    frequency *= params.lacunarity;
  }
  return total / max_value;
}

template <class L, class P>
typename L::D ridged_multifractal(const P& p, typename L::D x, typename L::D y, const FbmParams& params,
                                  const MusgraveParams& musgrave) noexcept {
  using D = typename L::D;
  D result = L::set(0.0);
  D weight = L::set(1.0);  // the first octave is unweighted
  double frequency = 1.0;
  double amplitude = 1.0;
  double total = 0.0;
  for (int i = 0; i < params.octaves; ++i) {
    const double offset = static_cast<double>(i) * 2.0;
    const D n = basis_noise<L>(p, params.basis, (x + offset) * frequency, (y + offset) * frequency);
    D signal = musgrave.offset - L::abs(n);
    signal = signal * signal;  // sharpen the crest
    signal = signal * weight;  // rough only where the previous octave was high
    weight = signal * musgrave.gain;
    weight = L::select(weight > 1.0, L::set(1.0), weight);
    weight = L::select(weight < 0.0, L::set(0.0), weight);
    result = result + signal * amplitude;
    total += amplitude;
    amplitude *= params.persistence;
    frequency *= params.lacunarity;
  }
  return result / total * 2.0 - 1.0;
}

template <class L>
struct Points {
  typename L::D x;
  typename L::D y;
};

template <class L, class P>
Points<L> warp_point(const P& p, typename L::D x, typename L::D y, const WarpParams& warp,
                     const FbmParams& fbm) noexcept {
  using D = typename L::D;
  const double strength = warp.strength;
  const double frequency = warp.frequency;
  D qx = L::set(0.0);
  D qy = L::set(0.0);
  if (warp.levels >= 1) {
    // q: a 2D offset from two fBm samples; (5.2, 1.3) decorrelates its y from its x (Quilez).
    qx = fbm2<L>(p, x * frequency, y * frequency, fbm);
    qy = fbm2<L>(p, x * frequency + 5.2, y * frequency + 1.3, fbm);
  }
  if (warp.levels >= 2) {
    // r: sampled where q has already pushed the point (Quilez's offsets (1.7, 9.2), (8.3, 2.8)).
    const D px = (x + strength * qx) * frequency;
    const D py = (y + strength * qy) * frequency;
    const D rx = fbm2<L>(p, px + 1.7, py + 9.2, fbm);
    const D ry = fbm2<L>(p, px + 8.3, py + 2.8, fbm);
    qx = rx;
    qy = ry;
  }
  return {x + strength * qx, y + strength * qy};
}

template <class L, class P>
typename L::D domain_warp(const P& p, typename L::D x, typename L::D y, const WarpParams& warp,
                          const FbmParams& fbm) noexcept {
  const Points<L> w = warp_point<L>(p, x, y, warp, fbm);
  return fbm2<L>(p, w.x, w.y, fbm);
}

template <class L>
inline typename L::D apply_island_mask(typename L::D height, typename L::D u, typename L::D v,
                                       const IslandMask& mask) noexcept {
  const typename L::D dx = (u - 0.5) * 2.0;  // −1 at the west edge, 1 at the east edge
  const typename L::D dy = (v - 0.5) * 2.0;
  return height - mask.falloff * (dx * dx + dy * dy);
}

}  // namespace worldlab::kernels
