// The point-batch kernels of one SIMD level: a table of plain functions over flat arrays, made from the templates of
// kernels.hpp for one lane type. batch.cpp checks sizes and calls the table of the level in use.
//
// Arrays are processed kWidth points at a time; the last, partial block is padded (with zeros) into a
// full vector and only its real lanes are stored. Lanes never interact, so padding cannot change a
// result. Each level's translation unit (level_*.cpp) instantiates the table with its lane type;
// everything it instantiates has internal linkage (lanes.hpp), and it calls nothing inline from
// outside this folder.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>

#include "climate_kernels.hpp"
#include "kernels.hpp"
#include "worldlab/endless.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/regions.hpp"
#include "worldlab/simd.hpp"

namespace worldlab::simd {

// What the nearest_two kernel reads of a SiteWindow (endless.hpp): its cells, at least 7 × 7, every index
// i0 .. i0 + columns and j0 .. j0 + rows within ±2^52 (exact as doubles), and their sites, row-major.
struct NearestTwoWindow {
  const double* site_x;
  const double* site_y;
  std::int64_t i0, j0, columns, rows;
  double cell_size;
};

// What the nearest_sites kernel reads of a finite site list (SiteIndex): the sites' coordinates as two arrays, in
// index order, every one finite and within ±1e15 (SiteIndex checks).
struct SiteList {
  const double* site_x;
  const double* site_y;
  std::size_t count;  // at least 1
};

// Points whose coordinates lie beyond this (or are NaN) go to the scalar search: within it every squared distance to a
// site (within ±1e15) is finite, which the square-root skips of nearest_sites_lanes assume. SiteIndex's kSiteIndexFar.
inline constexpr double kNearestSitesFar = 1e150;

struct PointKernels {
  using Table = kernels::TableView;
  SimdLevel level;
  void (*basis)(Table t, Basis basis, const double* x, const double* y, double* out, std::size_t n) noexcept;
  void (*simplex3)(Table t, const double* x, const double* y, const double* z, double* out, std::size_t n) noexcept;
  void (*perlin3)(Table t, const double* x, const double* y, const double* z, double* out, std::size_t n) noexcept;
  void (*fbm2)(Table t, const FbmParams& params, const double* x, const double* y, double* out, std::size_t n) noexcept;
  void (*ridged_multifractal)(Table t, const FbmParams& params, const MusgraveParams& musgrave, const double* x,
                              const double* y, double* out, std::size_t n) noexcept;
  void (*warp_point)(Table t, const WarpParams& warp, const FbmParams& fbm, const double* x, const double* y,
                     double* out_x, double* out_y, std::size_t n) noexcept;
  void (*domain_warp)(Table t, const WarpParams& warp, const FbmParams& fbm, const double* x, const double* y,
                      double* out, std::size_t n) noexcept;
  void (*fold)(Fold fold, const double* in, double* out, std::size_t n) noexcept;
  // Water's steepest descent (water.cpp) for n cells in a row: slope_k = (centre[i] − others[k][i]) · inverse[k & 1]
  // for the eight neighbours k in water's fixed order; best[i] = the largest slope > 0 (0 where none), dir[i] = its
  // k as a double, the first k on ties, 8 where none. The same comparisons in the same order on every level.
  void (*steepest)(const double* centre, const double* const* others, const double* inverse, double* best, double* dir,
                   std::size_t n) noexcept;
  void (*island_mask)(const IslandMask& mask, const double* height, const double* u, const double* v, double* out,
                      std::size_t n) noexcept;
  // EndlessRegions::nearest_two for every point whose 7 × 7 cells lie in the window; the others are left alone and
  // their numbers (0 .. n - 1, ascending) written to missed, their count returned (nearest_two_lanes).
  std::size_t (*nearest_two)(const NearestTwoWindow& window, const double* x, const double* y, std::size_t n,
                             EndlessNearest* out, std::size_t* missed) noexcept;
  // The scan nearest_two(sites, x, y) (regions.hpp) for every point within ±kNearestSitesFar; the others are left
  // alone and their numbers written to missed, their count returned (nearest_sites_lanes).
  std::size_t (*nearest_sites)(const SiteList& sites, const double* x, const double* y, std::size_t n, NearestTwo* out,
                               std::size_t* missed) noexcept;
  // The most sites for which nearest_sites beats SiteIndex's search point by point: 16 per lane. Its cost grows with
  // the sites, the search's hardly (bench/README.md: the two meet near 50 sites with 1 or 2 lanes, 130 with 4, 180
  // with 8).
  std::size_t nearest_sites_max;
  // The climates' per-sample formulas (climate_kernels.hpp) over arrays; out may be an input.
  void (*temperature_from)(double chill, const double* heat, const double* height, double* out, std::size_t n) noexcept;
  void (*moisture_from)(const double* wet, double* out, std::size_t n) noexcept;
  void (*islands_temperature)(const kernels::IslandsTemperatureTerms& terms, double lat, const double* rank,
                              const double* coast, const double* noise, double* out, std::size_t n) noexcept;
  void (*islands_moisture)(const kernels::IslandsMoistureTerms& terms, const double* noise, const double* coast,
                           const double* air, double* out, std::size_t n) noexcept;
};

// Blocks of L::kWidth points.
template <class L>
struct Blocks {
  using D = typename L::D;
  static constexpr std::size_t kWidth = L::kWidth;

  static D load(const double* p, std::size_t count) noexcept {
    if (count == kWidth) return L::load(p);
    double lanes[kWidth] = {};
    for (std::size_t k = 0; k < count; ++k) lanes[k] = p[k];
    return L::load(lanes);
  }
  static void store(double* p, D v, std::size_t count) noexcept {
    if (count == kWidth) return L::store(p, v);
    double lanes[kWidth];
    L::store(lanes, v);
    for (std::size_t k = 0; k < count; ++k) p[k] = lanes[k];
  }
  // body(first, count) for every block; count < kWidth only for the last.
  template <class Body>
  static void each(std::size_t n, Body&& body) noexcept {
    std::size_t i = 0;
    for (; i + kWidth <= n; i += kWidth) body(i, kWidth);
    if (i < n) body(i, n - i);
  }
  // out[i] = f(lookup, x[i], y[i]) with the table's lookup.
  template <class F>
  static void map2(kernels::TableView t, const double* x, const double* y, double* out, std::size_t n, F&& f) noexcept {
    kernels::with_lookup<L>(t, [&](const auto& p) {
      each(n, [&](std::size_t i, std::size_t c) { store(out + i, f(p, load(x + i, c), load(y + i, c)), c); });
      return 0;
    });
  }
};

// One octave of a 2D basis over arrays: one loop per basis, the choice made once, not per block. Kept out of
// line: its callers (basis, and fbm2 once per octave) then run it as the same small function. Inlined into
// fbm2's octave loop it ran about a third slower in V8's WebAssembly SIMD128 (measured over 256² points).
template <class L>
[[gnu::noinline]] void basis_loop(kernels::TableView t, Basis basis, const double* x, const double* y, double* out,
                                  std::size_t n) noexcept {
  kernels::with_basis<L>(basis, [&](auto kernel) { Blocks<L>::map2(t, x, y, out, n, kernel); });
}

// kernels::fbm2 over arrays, octave by octave instead of point by point: for each chunk of points, each octave
// scales the coordinates, runs basis_loop over them and adds the (folded) noise times the amplitude to the
// chunk's running totals, which start at +0 as in kernels::fbm2. Every point sees the same operations in the
// same order (total = total + n · amplitude, octave after octave, then total / max_value), so the bits are
// kernels::fbm2's. The totals live in a buffer of their own until the chunk is done, so out may be x or y.
template <class L>
void fbm2_octaves(kernels::TableView t, const FbmParams& params, const double* x, const double* y, double* out,
                  std::size_t n) noexcept {
  using B = Blocks<L>;
  constexpr std::size_t kChunk = 256;
  double xs[kChunk], ys[kChunk], noise[kChunk], total[kChunk];
  for (std::size_t start = 0; start < n; start += kChunk) {
    const std::size_t m = n - start < kChunk ? n - start : kChunk;
    const double* cx = x + start;
    const double* cy = y + start;
    for (std::size_t i = 0; i < m; ++i) total[i] = 0.0;  // a loop: nothing inline from outside this folder
    double frequency = 1.0;
    double amplitude = 1.0;
    double max_value = 0.0;
    for (int octave = 0; octave < params.octaves; ++octave) {
      const double offset = static_cast<double>(octave) * 2.0;
      B::each(m, [&](std::size_t i, std::size_t c) {
        B::store(xs + i, (B::load(cx + i, c) + offset) * frequency, c);
        B::store(ys + i, (B::load(cy + i, c) + offset) * frequency, c);
      });
      basis_loop<L>(t, params.basis, xs, ys, noise, m);
      B::each(m, [&](std::size_t i, std::size_t c) {
        const auto folded = kernels::apply_fold<L>(params.octave_fold, B::load(noise + i, c));
        B::store(total + i, B::load(total + i, c) + folded * amplitude, c);
      });
      max_value += amplitude;
      amplitude *= params.persistence;
      frequency *= params.lacunarity;
    }
    B::each(m, [&](std::size_t i, std::size_t c) { B::store(out + start + i, B::load(total + i, c) / max_value, c); });
  }
}

// ---- steps shared by the nearest-two scans (nearest_two_lanes, nearest_sites_lanes), one point per lane ----
// Square roots skipped, exactly. (1) limit >= d2² (as reals): where dx · dx + dy · dy >= limit, its square root is
// >= d2 (the square root and its rounding are monotonic, d2 is a double), so neither branch is taken; where it is
// NaN, d is NaN and neither is either. fl(d2 · d2) · (1 + 2^-20) is above d2² wherever d2² is normal, and 2^-1000
// added covers a d2 whose square underflows (+inf stays +inf). (2) s2, the second smallest squared distance of some of
// the scan's candidates (a first pass over them): the final d2 is at most sqrt(s2) rounded, and a candidate with
// s >= fl(s2 · (1 + 2^-20)) + 2^-990 has a d strictly above that, so it is in neither final place, and the scan
// without it ends the same (the scan keeps the first two of its candidates ordered by d, then by index).

// Folds s into each lane's two smallest squared distances s1 <= s2 so far: exact, compares and selects only.
template <class L>
inline void keep_two_smallest(typename L::D s, typename L::D& s1, typename L::D& s2) noexcept {
  const auto below = s < s1;
  const typename L::D high = L::select(below, s1, s);
  s2 = L::select(high < s2, high, s2);
  s1 = L::select(below, s, s1);
}

// Bound (2) from the first pass's s2: no s at or above it can take a place (exact: see (2) above).
template <class L>
inline typename L::D skip_ceiling(typename L::D s2) noexcept {
  return s2 * (1.0 + 0x1p-20) + 0x1p-990;
}

// The limit after an update: bound (1) from d2, or the ceiling where smaller; s at or above both is exactly skippable.
template <class L>
inline typename L::D skip_limit(typename L::D d2, typename L::D ceiling) noexcept {
  const typename L::D running = d2 * d2 * (1.0 + 0x1p-20) + 0x1p-1000;
  return L::select(running < ceiling, running, ceiling);
}

// The scan's `if (d < d1) {…} else if (d < d2) {…}` for candidate k as selects: the same, as d1 <= d2 always holds.
template <class L>
inline void take_nearest_two(typename L::D d, typename L::I k, typename L::D& d1, typename L::D& d2, typename L::I& k1,
                             typename L::I& k2) noexcept {
  const auto nearer = d < d1;
  const auto second = d < d2;  // also where nearer (d1 <= d2)
  d2 = L::select(second, L::select(nearer, d1, d), d2);
  k2 = L::select(second, L::select(nearer, k1, k), k2);
  d1 = L::select(nearer, d, d1);
  k1 = L::select(nearer, k, k1);
}

// EndlessRegions::nearest_two with one point per lane. A point's cell is floor(x / cell_size), floor(y / cell_size),
// as endless_cell_index computes it; where its 7 × 7 ring lies in the window (so the cell is finite and within ±2^52,
// and the int64 index is that double) the ring's 49 sites are gathered from the window, in the scalar scan's order
// (rows j ascending, then columns i), and each d = sqrt(dx · dx + dy · dy) with the scalar operations. The update
// is the scan's `if (d < d1) {…} else if (d < d2) {…}` as selects: d1 <= d2 always holds (both start at +inf and
// only a smaller d replaces either), so d < d1 implies d < d2, and a NaN d takes neither branch. The winners are
// kept as their number k = 7 · row + column in the ring (−1: none yet, the initial zeros and +inf stay), and their
// cells and sites read back from k at the end. Square roots that cannot change the answer are skipped (below), and a
// block whose points share one ring loads each site once for every lane. Other points (outside the window, NaN,
// infinite) go to `missed`.
template <class L>
std::size_t nearest_two_lanes(const NearestTwoWindow& w, const double* x, const double* y, std::size_t n,
                              EndlessNearest* out, std::size_t* missed) noexcept {
  using B = Blocks<L>;
  using D = typename L::D;
  using I = typename L::I;
  constexpr std::size_t kWidth = L::kWidth;
  constexpr int kSide = 7;  // the ring: the point's cell ± 3
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const D cell_size = L::set(w.cell_size);
  // The cells whose ring lies inside the window (exact doubles: the indices are within ±2^52).
  const D i_lo = L::set(static_cast<double>(w.i0 + 3)), i_hi = L::set(static_cast<double>(w.i0 + w.columns - 4));
  const D j_lo = L::set(static_cast<double>(w.j0 + 3)), j_hi = L::set(static_cast<double>(w.j0 + w.rows - 4));
  const D columns = L::set(static_cast<double>(w.columns));
  std::int64_t offset[kSide * kSide];  // of each ring cell from the ring's first, in the window's arrays
  for (int r = 0; r < kSide; ++r)
    for (int c = 0; c < kSide; ++c) offset[r * kSide + c] = r * w.columns + c;
  std::size_t count = 0;
  B::each(n, [&](std::size_t first, std::size_t m) {
    const D px = B::load(x + first, m), py = B::load(y + first, m);
    const D ci = L::floor(px / cell_size), cj = L::floor(py / cell_size);
    const auto inside = L::both(L::both(ci >= i_lo, ci <= i_hi), L::both(cj >= j_lo, cj <= j_hi));
    std::int64_t in[kWidth];
    L::storei(in, L::select(inside, L::seti(1), L::seti(0)));
    bool any = false;
    for (std::size_t k = 0; k < m; ++k) any = any || in[k] != 0;
    if (!any) {
      for (std::size_t k = 0; k < m; ++k) missed[count++] = first + k;
      return;
    }
    // The ring's first cell within the window (0 for the lanes outside, which then read valid sites and are dropped).
    const D column = L::select(inside, ci - i_lo, L::set(0.0));
    const D row = L::select(inside, cj - j_lo, L::set(0.0));
    const I base = L::to_index(row * columns + column);  // below the window's 4 Mi cells: exact
    D d1 = L::set(kInf), d2 = L::set(kInf);
    I k1 = L::seti(-1), k2 = L::seti(-1);
    // Square roots skipped, exactly, with the bounds (1) and (2) of the shared steps above, s2 being that of the 3 × 3
    // cells around the point's own. A candidate none of whose lanes is below the smaller limit is skipped: in nearly
    // all, after the first few.
    D limit = L::set(kInf);
    const auto scan = [&](auto site_x, auto site_y) {
      D s1 = L::set(kInf), s2 = L::set(kInf);
      for (int r = 2; r <= 4; ++r) {
        for (int c = 2; c <= 4; ++c) {
          const D dx = px - site_x(r * kSide + c);
          const D dy = py - site_y(r * kSide + c);
          keep_two_smallest<L>(dx * dx + dy * dy, s1, s2);
        }
      }
      const D ceiling = skip_ceiling<L>(s2);
      limit = ceiling;
      for (int k = 0; k < kSide * kSide; ++k) {
        const D dx = px - site_x(k);
        const D dy = py - site_y(k);
        const D s = dx * dx + dy * dy;
        if (!L::any(s < limit)) continue;
        take_nearest_two<L>(L::sqrt(s), L::seti(k), d1, d2, k1, k2);
        limit = skip_limit<L>(d2, ceiling);
      }
    };
    // Usually every point of a block has the same ring: then each site is one load, in every lane.
    std::int64_t bases[kWidth];
    L::storei(bases, base);
    bool shared = true;
    for (std::size_t k = 0; k < m; ++k) shared = shared && in[k] != 0 && bases[k] == bases[0];
    if (shared) {
      const double* sx = w.site_x + bases[0];
      const double* sy = w.site_y + bases[0];
      scan([&](int k) { return L::set(sx[offset[k]]); }, [&](int k) { return L::set(sy[offset[k]]); });
    } else {
      scan([&](int k) { return L::gatherd(w.site_x, base + L::seti(offset[k])); },
           [&](int k) { return L::gatherd(w.site_y, base + L::seti(offset[k])); });
    }
    double d1s[kWidth], d2s[kWidth], columns_s[kWidth], rows_s[kWidth];
    std::int64_t k1s[kWidth], k2s[kWidth];
    L::store(d1s, d1);
    L::store(d2s, d2);
    L::store(columns_s, column);
    L::store(rows_s, row);
    L::storei(k1s, k1);
    L::storei(k2s, k2);
    for (std::size_t lane = 0; lane < m; ++lane) {
      if (!in[lane]) {
        missed[count++] = first + lane;
        continue;
      }
      const auto c0 = static_cast<std::int64_t>(columns_s[lane]), r0 = static_cast<std::int64_t>(rows_s[lane]);
      EndlessNearest& hit = out[first + lane];
      const auto winner = [&](std::int64_t k, std::int64_t& i, std::int64_t& j, Site& s) {
        if (k < 0) {
          i = j = 0;
          s = {0, 0};
          return;
        }
        const std::int64_t c = c0 + k % kSide, r = r0 + k / kSide;
        i = w.i0 + c;
        j = w.j0 + r;
        const auto at = static_cast<std::size_t>(r * w.columns + c);
        s = {w.site_x[at], w.site_y[at]};
      };
      winner(k1s[lane], hit.nearest_i, hit.nearest_j, hit.nearest_site);
      winner(k2s[lane], hit.second_i, hit.second_j, hit.second_site);
      hit.d1 = d1s[lane];
      hit.d2 = d2s[lane];
    }
  });
  return count;
}

// The scan nearest_two(sites, x, y) of regions.cpp with one point per lane: every site in index order, d = sqrt(dx · dx
// + dy · dy) with the scan's operations, and the scan's `if (d < d1) {…} else if (d < d2) {…}` as selects, as in
// nearest_two_lanes (d1 <= d2 always holds, so d < d1 implies d < d2; ties keep the earlier index, as `<` does). The
// winners start at index 0 with d = +inf, as the scan's. Square roots that cannot change the answer are skipped with
// the exact bounds (1) and (2) of the shared steps above, s2 being that of a first pass over every site: a site none
// of whose lanes is below the smaller bound is skipped. The bounds need finite squared distances: points beyond
// ±kNearestSitesFar (or NaN) go to `missed` for the scalar search.
template <class L>
std::size_t nearest_sites_lanes(const SiteList& sites, const double* x, const double* y, std::size_t n, NearestTwo* out,
                                std::size_t* missed) noexcept {
  using B = Blocks<L>;
  using D = typename L::D;
  using I = typename L::I;
  constexpr std::size_t kWidth = L::kWidth;
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const double* sx = sites.site_x;
  const double* sy = sites.site_y;
  const std::size_t count = sites.count;
  std::size_t missed_count = 0;
  B::each(n, [&](std::size_t first, std::size_t m) {
    D px = B::load(x + first, m), py = B::load(y + first, m);
    const D far = L::set(kNearestSitesFar);
    const auto inside = L::both(L::abs(px) <= far, L::abs(py) <= far);  // false for NaN
    std::int64_t in[kWidth];
    L::storei(in, L::select(inside, L::seti(1), L::seti(0)));
    bool any = false;
    for (std::size_t k = 0; k < m; ++k) any = any || in[k] != 0;
    if (!any) {
      for (std::size_t k = 0; k < m; ++k) missed[missed_count++] = first + k;
      return;
    }
    // Lanes outside compute a point at the origin instead (finite distances) and are dropped.
    px = L::select(inside, px, L::set(0.0));
    py = L::select(inside, py, L::set(0.0));
    D s1 = L::set(kInf), s2 = L::set(kInf);
    for (std::size_t k = 0; k < count; ++k) {
      const D dx = px - sx[k];
      const D dy = py - sy[k];
      keep_two_smallest<L>(dx * dx + dy * dy, s1, s2);
    }
    const D ceiling = skip_ceiling<L>(s2);
    D limit = ceiling;
    D d1 = L::set(kInf), d2 = L::set(kInf);
    I k1 = L::seti(0), k2 = L::seti(0);
    for (std::size_t k = 0; k < count; ++k) {
      const D dx = px - sx[k];
      const D dy = py - sy[k];
      const D s = dx * dx + dy * dy;
      if (!L::any(s < limit)) continue;
      take_nearest_two<L>(L::sqrt(s), L::seti(static_cast<std::int64_t>(k)), d1, d2, k1, k2);
      limit = skip_limit<L>(d2, ceiling);
    }
    double d1s[kWidth], d2s[kWidth];
    std::int64_t k1s[kWidth], k2s[kWidth];
    L::store(d1s, d1);
    L::store(d2s, d2);
    L::storei(k1s, k1);
    L::storei(k2s, k2);
    for (std::size_t lane = 0; lane < m; ++lane) {
      if (!in[lane]) {
        missed[missed_count++] = first + lane;
        continue;
      }
      out[first + lane] = {static_cast<std::int32_t>(k1s[lane]), static_cast<std::int32_t>(k2s[lane]), d1s[lane],
                           d2s[lane]};
    }
  });
  return missed_count;
}

template <class L>
constexpr PointKernels make_point_kernels(SimdLevel level) noexcept {
  using B = Blocks<L>;
  using D = typename L::D;
  using T = kernels::TableView;
  PointKernels k{};
  k.level = level;
  k.basis = [](T t, Basis basis, const double* x, const double* y, double* out, std::size_t n) noexcept {
    basis_loop<L>(t, basis, x, y, out, n);
  };
  k.simplex3 = [](T t, const double* x, const double* y, const double* z, double* out, std::size_t n) noexcept {
    kernels::with_lookup<L>(t, [&](const auto& p) {
      B::each(n, [&](std::size_t i, std::size_t c) {
        B::store(out + i, kernels::simplex3<L>(p, B::load(x + i, c), B::load(y + i, c), B::load(z + i, c)), c);
      });
      return 0;
    });
  };
  k.perlin3 = [](T t, const double* x, const double* y, const double* z, double* out, std::size_t n) noexcept {
    kernels::with_lookup<L>(t, [&](const auto& p) {
      B::each(n, [&](std::size_t i, std::size_t c) {
        B::store(out + i, kernels::perlin3<L>(p, B::load(x + i, c), B::load(y + i, c), B::load(z + i, c)), c);
      });
      return 0;
    });
  };
  k.fbm2 = [](T t, const FbmParams& params, const double* x, const double* y, double* out, std::size_t n) noexcept {
    fbm2_octaves<L>(t, params, x, y, out, n);
  };
  k.ridged_multifractal = [](T t, const FbmParams& params, const MusgraveParams& musgrave, const double* x,
                             const double* y, double* out, std::size_t n) noexcept {
    B::map2(t, x, y, out, n,
            [&](const auto& p, D a, D b) { return kernels::ridged_multifractal<L>(p, a, b, params, musgrave); });
  };
  k.warp_point = [](T t, const WarpParams& warp, const FbmParams& fbm, const double* x, const double* y, double* out_x,
                    double* out_y, std::size_t n) noexcept {
    kernels::with_lookup<L>(t, [&](const auto& p) {
      B::each(n, [&](std::size_t i, std::size_t c) {
        const kernels::Points<L> w = kernels::warp_point<L>(p, B::load(x + i, c), B::load(y + i, c), warp, fbm);
        B::store(out_x + i, w.x, c);
        B::store(out_y + i, w.y, c);
      });
      return 0;
    });
  };
  k.domain_warp = [](T t, const WarpParams& warp, const FbmParams& fbm, const double* x, const double* y, double* out,
                     std::size_t n) noexcept {
    B::map2(t, x, y, out, n, [&](const auto& p, D a, D b) { return kernels::domain_warp<L>(p, a, b, warp, fbm); });
  };
  k.fold = [](Fold fold, const double* in, double* out, std::size_t n) noexcept {
    B::each(n, [&](std::size_t i, std::size_t c) {
      B::store(out + i, kernels::apply_fold<L>(fold, B::load(in + i, c)), c);
    });
  };
  k.island_mask = [](const IslandMask& mask, const double* height, const double* u, const double* v, double* out,
                     std::size_t n) noexcept {
    B::each(n, [&](std::size_t i, std::size_t c) {
      B::store(out + i,
               kernels::apply_island_mask<L>(B::load(height + i, c), B::load(u + i, c), B::load(v + i, c), mask), c);
    });
  };
  k.steepest = [](const double* centre, const double* const* others, const double* inverse, double* best, double* dir,
                  std::size_t n) noexcept {
    B::each(n, [&](std::size_t i, std::size_t c) {
      const D z = B::load(centre + i, c);
      D top = L::set(0.0), code = L::set(8.0);
      for (int k = 0; k < 8; ++k) {
        const D slope = (z - B::load(others[k] + i, c)) * L::set(inverse[k & 1]);
        const auto steeper = slope > top;
        top = L::select(steeper, slope, top);
        code = L::select(steeper, L::set(static_cast<double>(k)), code);
      }
      B::store(best + i, top, c);
      B::store(dir + i, code, c);
    });
  };
  k.nearest_two = nearest_two_lanes<L>;
  k.nearest_sites = nearest_sites_lanes<L>;
  k.nearest_sites_max = 16 * L::kWidth;
  k.temperature_from = [](double chill, const double* heat, const double* height, double* out, std::size_t n) noexcept {
    B::each(n, [&](std::size_t i, std::size_t c) {
      B::store(out + i, kernels::temperature_from<L>(B::load(heat + i, c), B::load(height + i, c), chill), c);
    });
  };
  k.moisture_from = [](const double* wet, double* out, std::size_t n) noexcept {
    B::each(
        n, [&](std::size_t i, std::size_t c) { B::store(out + i, kernels::moisture_from<L>(B::load(wet + i, c)), c); });
  };
  k.islands_temperature = [](const kernels::IslandsTemperatureTerms& terms, double lat, const double* rank,
                             const double* coast, const double* noise, double* out, std::size_t n) noexcept {
    B::each(n, [&](std::size_t i, std::size_t c) {
      B::store(out + i,
               kernels::islands_temperature<L>(terms, lat, B::load(rank + i, c), B::load(coast + i, c),
                                               B::load(noise + i, c)),
               c);
    });
  };
  k.islands_moisture = [](const kernels::IslandsMoistureTerms& terms, const double* noise, const double* coast,
                          const double* air, double* out, std::size_t n) noexcept {
    B::each(n, [&](std::size_t i, std::size_t c) {
      B::store(out + i,
               kernels::islands_moisture<L>(terms, B::load(noise + i, c), B::load(coast + i, c), B::load(air + i, c)),
               c);
    });
  };
  return k;
}

// Defines a level's table in its translation unit (level_*.cpp): FN returns the kernels of LANES,
// or nullptr where the unit was compiled without the level's instructions.
#define WORLDLAB_LEVEL_KERNELS(FN, LANES, LEVEL)                            \
  namespace {                                                               \
  constinit const PointKernels kKernels = make_point_kernels<LANES>(LEVEL); \
  }                                                                         \
  const PointKernels* FN() noexcept { return &kKernels; }
#define WORLDLAB_NO_LEVEL_KERNELS(FN) \
  const PointKernels* FN() noexcept { return nullptr; }

// Each level's table, or nullptr where this build has no code for it (level_*.cpp).
const PointKernels* scalar_kernels() noexcept;
const PointKernels* sse2_kernels() noexcept;
const PointKernels* avx2_kernels() noexcept;
const PointKernels* avx512_kernels() noexcept;
const PointKernels* simd128_kernels() noexcept;
const PointKernels* avx512vbmi_kernels() noexcept;

// The table of the level in use (simd.cpp).
const PointKernels& active_kernels();

}  // namespace worldlab::simd
