// The Islands climate passes: coast distance (exact EDT), land rank, temperature, wind sweep, moisture, biomes.
#include "worldlab/islands_climate.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "simd/climate_kernels.hpp"
#include "simd/lanes.hpp"
#include "simd/point_kernels.hpp"
#include "worldlab/detmath.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/tasks.hpp"

namespace worldlab::islands {

namespace {

[[noreturn]] void fail(const std::string& message) { throw InvalidArgument(message); }

std::size_t cells_of(int n) {
  if (n < 1 || n > kMaxSide) fail("n must be 1.." + std::to_string(kMaxSide) + ", got " + std::to_string(n));
  return static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
}

template <class T>
void require_size(std::span<T> a, std::size_t cells, const char* name) {
  if (a.size() != cells)
    fail(std::string(name) + " must hold n * n = " + std::to_string(cells) + " values, got " +
         std::to_string(a.size()));
}

// JavaScript's Math.PI.
constexpr double kPi = 0x1.921fb54442d18p+1;

// d[q] = min over p of (q − p)² + f[p] (Felzenszwalb & Huttenlocher, "Distance Transforms of Sampled
// Functions", Theory of Computing 8, 2012, algorithm DT). v holds the parabolas of the lower
// envelope, z the boundaries between them. Same operations, in the same order, as the page.
void edt1d(const double* f, double* d, double* z, int* v, int n) {
  const auto cross = [f](int q, int p) {
    const double dq = q, dp = p;
    return ((f[q] + dq * dq) - (f[p] + dp * dp)) / (2.0 * dq - 2.0 * dp);
  };
  int k = 0;
  v[0] = 0;
  z[0] = -std::numeric_limits<double>::infinity();
  z[1] = std::numeric_limits<double>::infinity();
  for (int q = 1; q < n; ++q) {
    double s = cross(q, v[k]);
    while (s <= z[k]) {
      --k;
      s = cross(q, v[k]);
    }
    ++k;
    v[k] = q;
    z[k] = s;
    z[k + 1] = std::numeric_limits<double>::infinity();
  }
  k = 0;
  for (int q = 0; q < n; ++q) {
    while (z[k + 1] < q) ++k;
    const double dq = static_cast<double>(q - v[k]);
    d[q] = dq * dq + f[v[k]];
  }
}

// Index of the first element >= value (std::lower_bound), the page's lowerBound.
std::size_t lower_bound_index(std::span<const double> sorted, double value) {
  return static_cast<std::size_t>(std::lower_bound(sorted.begin(), sorted.end(), value) - sorted.begin());
}

// dst[c · n + r] = src[r · n + c], in 32 × 32 tiles so both sides stay in cache. The column
// passes below run on transposed copies: the same arithmetic in a cache-friendly order. Bands of
// 32 source rows go to the task system; a band writes only its own 32 entries of each dst row.
template <class T>
void transpose(const T* src, T* dst, std::size_t n, const TaskSystem& tasks) {
  constexpr std::size_t kTile = 32;
  parallel_rows(tasks, (n + kTile - 1) / kTile, kTile * n, [&](std::size_t first, std::size_t end) {
    for (std::size_t r0 = first * kTile; r0 < std::min(n, end * kTile); r0 += kTile)
      for (std::size_t c0 = 0; c0 < n; c0 += kTile)
        for (std::size_t r = r0; r < std::min(n, r0 + kTile); ++r)
          for (std::size_t c = c0; c < std::min(n, c0 + kTile); ++c) dst[c * n + r] = src[r * n + c];
  });
}

// The smallest i < count with bad(i), or count when there is none, the indices split over the task
// system. Every range reports its own first; the minimum over ranges is the same whoever runs which.
template <class Bad>
std::size_t first_bad(std::size_t count, const TaskSystem& tasks, Bad&& bad) {
  std::atomic<std::size_t> first{count};
  parallel_rows(tasks, count, 1, [&](std::size_t begin, std::size_t end) {
    for (std::size_t i = begin; i < end && i < first.load(std::memory_order_relaxed); ++i)
      if (bad(i)) {
        std::size_t seen = first.load(std::memory_order_relaxed);
        while (i < seen && !first.compare_exchange_weak(seen, i, std::memory_order_relaxed)) {
        }
        return;
      }
  });
  return first.load();
}

// Sorts `items`, whose elements are pairwise distinct under <, so that exactly one sorted order
// exists: however the pieces are cut and whoever sorts or merges which, the result is that order.
// Pieces (two per worker, at least kMinSortPiece items each) are sorted on the task system, then
// neighbouring pieces are merged pairwise, round by round, each round's merges in parallel. The last
// round is one merge of the whole array and so serial (one pass over it: a few ms at 1024²).
template <class T>
void sort_distinct(std::vector<T>& items, const TaskSystem& tasks) {
  constexpr std::size_t kMinSortPiece = 16384;
  const std::size_t n = items.size();
  const std::size_t pieces =
      std::min(n / kMinSortPiece, static_cast<std::size_t>(2) * static_cast<std::size_t>(tasks.worker_count));
  if (pieces <= 1 || tasks.worker_count <= 1) {
    std::sort(items.begin(), items.end());
    return;
  }
  std::vector<std::size_t> bounds(pieces + 1);  // piece k is [bounds[k], bounds[k + 1])
  for (std::size_t k = 0; k <= pieces; ++k)
    bounds[k] = static_cast<std::size_t>(static_cast<std::uint64_t>(n) * k / pieces);  // n · k < 2^64
  parallel_for(tasks, pieces, 1, [&](std::size_t first, std::size_t end) {
    for (std::size_t k = first; k < end; ++k)
      std::sort(items.begin() + static_cast<std::ptrdiff_t>(bounds[k]),
                items.begin() + static_cast<std::ptrdiff_t>(bounds[k + 1]));
  });
  std::vector<T> merged(n);
  while (bounds.size() > 2) {
    const std::size_t count = bounds.size() - 1, pairs = (count + 1) / 2;
    parallel_for(tasks, pairs, 1, [&](std::size_t first, std::size_t end) {
      for (std::size_t q = first; q < end; ++q) {
        const auto at = [&](std::size_t k) { return items.begin() + static_cast<std::ptrdiff_t>(bounds[k]); };
        const std::size_t lo = 2 * q, mid = std::min(lo + 1, count), hi = std::min(lo + 2, count);
        std::merge(at(lo), at(mid), at(mid), at(hi), merged.begin() + static_cast<std::ptrdiff_t>(bounds[lo]));
      }
    });
    std::vector<std::size_t> next;
    for (std::size_t k = 0; k < bounds.size(); k += 2) next.push_back(bounds[k]);
    if (next.back() != n) next.push_back(n);
    bounds = std::move(next);
    items.swap(merged);
  }
}

}  // namespace

std::string_view biome_name(int biome) noexcept {
  static constexpr std::string_view kNames[kBiomeCount] = {"ocean",
                                                           "snow",
                                                           "tundra",
                                                           "boreal forest",
                                                           "temperate desert",
                                                           "shrubland",
                                                           "temperate forest",
                                                           "temperate rainforest",
                                                           "subtropical desert",
                                                           "grassland",
                                                           "tropical seasonal forest",
                                                           "tropical rainforest",
                                                           "beach"};
  return biome >= 0 && biome < kBiomeCount ? kNames[biome] : std::string_view{};
}

std::array<std::uint8_t, 3> biome_colour(int biome) noexcept {
  static constexpr std::array<std::uint8_t, 3> kColours[kBiomeCount] = {
      {{40, 80, 140}},   {{240, 244, 248}}, {{184, 186, 160}}, {{70, 110, 90}},   {{214, 196, 150}},
      {{150, 160, 110}}, {{80, 140, 70}},   {{40, 110, 80}},   {{224, 180, 110}}, {{170, 190, 90}},
      {{110, 150, 50}},  {{30, 100, 40}},   {{232, 216, 168}}};
  return biome >= 0 && biome < kBiomeCount ? kColours[biome] : std::array<std::uint8_t, 3>{{0, 0, 0}};
}

// The scalar instantiation of the one clamp of simd/climate_kernels.hpp (the tutorial's clamp01 too).
double sat(double v) noexcept { return kernels::clamp01<simd::ScalarLanes>(v); }

void validate(const ClimateParams& c) { validate_fields(c, "climate"); }

void validate(const WindParams& w) { validate_fields(w, "wind"); }

void coast_distance(int n, std::span<const double> height, double threshold, std::span<double> coast,
                    const TaskSystem& tasks) {
  const std::size_t cells = cells_of(n);
  require_size(height, cells, "height");
  require_size(coast, cells, "coast");
  require_finite(threshold, "threshold");
  constexpr double kInf = 1e20;  // "no water on this line": the page's INF, larger than any (q − p)²
  const std::size_t un = static_cast<std::size_t>(n);
  // Every 1D transform reads one line and writes one line of another buffer, with scratch of its
  // range's own: the lines of each pass go to the task system independently.
  const auto each_line = [&](const double* in, double* out, bool root) {
    parallel_rows(tasks, un, un, [&](std::size_t first, std::size_t end) {
      std::vector<double> d(un), z(un + 1);
      std::vector<int> v(un);
      for (std::size_t line = first; line < end; ++line) {
        edt1d(in + line * un, d.data(), z.data(), v.data(), n);
        double* o = out + line * un;
        for (std::size_t x = 0; x < un; ++x) o[x] = root ? std::sqrt(d[x]) : d[x];
      }
    });
  };
  // Columns: squared distance along y. Column x is row x of the transposed view.
  std::vector<double> columns(un * un), transposed(un * un);
  parallel_rows(tasks, un, un, [&](std::size_t first, std::size_t end) {
    for (std::size_t i = first * un; i < end * un; ++i) coast[i] = height[i] >= threshold ? kInf : 0.0;
  });
  transpose(coast.data(), columns.data(), un, tasks);
  each_line(columns.data(), transposed.data(), false);
  transpose(transposed.data(), columns.data(), un, tasks);
  each_line(columns.data(), coast.data(), true);  // rows: add the x part, then take the root
}

void land_rank(std::span<const double> height, std::span<const double> sorted_source, double threshold,
               std::span<double> rank, const TaskSystem& tasks) {
  if (rank.size() != height.size())
    fail("rank must hold as many values as height (" + std::to_string(height.size()) + "), got " +
         std::to_string(rank.size()));
  require_finite(threshold, "threshold");
  for (std::size_t i = 1; i < sorted_source.size(); ++i)
    if (!(sorted_source[i - 1] <= sorted_source[i]))
      fail("sorted_source must be sorted ascending (index " + std::to_string(i) + ")");
  const std::size_t below = lower_bound_index(sorted_source, threshold);
  const std::size_t land = sorted_source.size() - below;
  const double land_d = static_cast<double>(land);
  parallel_rows(tasks, height.size(), 1, [&](std::size_t first, std::size_t end) {
    for (std::size_t i = first; i < end; ++i) {
      if (land == 0) {
        rank[i] = 0.0;
        continue;
      }
      // (lowerBound(h) − below) / land, signed: water cells come out negative and sat() makes them 0.
      const double above =
          static_cast<double>(lower_bound_index(sorted_source, height[i])) - static_cast<double>(below);
      rank[i] = sat(above / land_d);
    }
  });
}

void land_rank_of_view(std::span<const double> height, double threshold, std::span<double> rank,
                       const TaskSystem& tasks) {
  if (rank.size() != height.size())
    fail("rank must hold as many values as height (" + std::to_string(height.size()) + "), got " +
         std::to_string(rank.size()));
  require_finite(threshold, "threshold");
  // A land cell's lowerBound in the sorted heights is the number of cells below its height: every
  // water cell (all lower than the threshold, so lower than any land) plus the land cells below it.
  // So (lowerBound − below) / land is its position among the land heights alone, and sorting only the
  // land's (height, index) pairs gives the same ranks; a water cell's (lowerBound − below) is negative,
  // and sat() of it is +0. The land is usually a small share of the view, so the sort is much shorter.
  const std::size_t cells = height.size();
  const std::size_t nan = first_bad(cells, tasks, [&](std::size_t i) { return !(height[i] == height[i]); });
  if (nan < cells) fail("height[" + std::to_string(nan) + "] must not be NaN");
  // The land cells in index order: fixed pieces count their land, then each writes from its prefix.
  constexpr std::size_t kPiece = 16384;
  const std::size_t pieces = (cells + kPiece - 1) / kPiece;
  std::vector<std::size_t> start(pieces + 1, 0);
  parallel_for(tasks, pieces, 1, [&](std::size_t first, std::size_t end) {
    for (std::size_t k = first; k < end; ++k) {
      std::size_t mine = 0;
      for (std::size_t i = k * kPiece; i < std::min(cells, (k + 1) * kPiece); ++i) mine += height[i] >= threshold;
      start[k + 1] = mine;
    }
  });
  for (std::size_t k = 0; k < pieces; ++k) start[k + 1] += start[k];
  const std::size_t land = start[pieces];
  std::vector<std::pair<double, std::uint32_t>> order(land);
  parallel_for(tasks, pieces, 1, [&](std::size_t first, std::size_t end) {
    for (std::size_t k = first; k < end; ++k) {
      std::size_t at = start[k];
      for (std::size_t i = k * kPiece; i < std::min(cells, (k + 1) * kPiece); ++i) {
        if (height[i] >= threshold) order[at++] = {height[i], static_cast<std::uint32_t>(i)};
        rank[i] = 0.0;  // water keeps it: sat() of a negative share
      }
    }
  });
  // No NaN and distinct indices: the pairs are distinct and totally ordered.
  sort_distinct(order, tasks);
  const double land_d = static_cast<double>(land);
  // Positions k go to the task system; each range finds where the run of equal heights holding its
  // first position starts, then continues as the serial scan would. Cells get distinct positions.
  parallel_rows(tasks, land, 1, [&](std::size_t begin, std::size_t end) {
    const double h = order[begin].first;
    std::size_t first =
        static_cast<std::size_t>(std::partition_point(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(begin),
                                                      [h](const auto& e) { return e.first < h; }) -
                                 order.begin());
    for (std::size_t k = begin; k < end; ++k) {
      if (k > begin && order[k].first != order[k - 1].first) first = k;
      rank[order[k].second] = sat(static_cast<double>(first) / land_d);
    }
  });
}

void temperature(int n, double y0, double step, std::span<const double> rank, std::span<const double> coast,
                 std::span<const double> temp_noise, const ClimateParams& c, std::span<double> out,
                 const TaskSystem& tasks) {
  const std::size_t cells = cells_of(n);
  require_size(rank, cells, "rank");
  require_size(coast, cells, "coast");
  require_size(temp_noise, cells, "temp_noise");
  require_size(out, cells, "temperature");
  require_finite(y0, "y0");
  require_finite(step, "step");
  validate(c);
  const double to_units = kCoastUnits / n;  // cells of this view → cells of a 256 map
  const std::size_t un = static_cast<std::size_t>(n);
  const kernels::IslandsTemperatureTerms terms{c.base, c.lapse, c.latitude, c.coast_mod, c.temp_noise, to_units};
  const simd::PointKernels& kernels = simd::active_kernels();
  // Row by row: the latitude is the row's; the formula is kernels::islands_temperature, lane by lane.
  parallel_rows(tasks, un, un, [&](std::size_t first, std::size_t end) {
    for (std::size_t y = first; y < end; ++y) {
      const double lat = sat(std::fabs(y0 + static_cast<double>(y) * step) / kLatitudeSpan);
      const std::size_t i = y * un;
      kernels.islands_temperature(terms, lat, rank.data() + i, coast.data() + i, temp_noise.data() + i, out.data() + i,
                                  un);
    }
  });
}

void wind_field(int n, std::span<const double> height, double threshold, std::span<const double> rank,
                const WindParams& w, std::span<double> air, const TaskSystem& tasks) {
  const std::size_t cells = cells_of(n);
  require_size(height, cells, "height");
  require_size(rank, cells, "rank");
  require_size(air, cells, "air");
  require_finite(threshold, "threshold");
  validate(w);
  const double a = (w.angle * kPi) / 180.0;
  const double wx = detmath::cos(a), wy = detmath::sin(a);  // where the wind blows to: +col, +row
  const bool x_major = std::fabs(wx) >= std::fabs(wy);
  const double major = x_major ? wx : wy, minor = x_major ? wy : wx;
  const int dir = major >= 0 ? 1 : -1;
  const double slope = minor / std::fabs(major);                         // minor-axis shift per major step
  const double dist = std::sqrt(1.0 + slope * slope) * kCoastUnits / n;  // step length, cells of a 256 map
  const double keep_flat = detmath::exp(-w.dry * dist);
  const double pick_up = 1.0 - detmath::exp(-w.evap * dist);
  const std::size_t un = static_cast<std::size_t>(n);
  // The sweep reads line u (the major position) at minor position j as line[u · n + j]. With the
  // wind along rows (x_major) the lines are columns, so it works on transposed copies and
  // transposes the air back: the same operations, in an order the cache can follow.
  // Only the transposes use the task system. The sweep itself stays serial: line k reads line k − 1
  // at an interpolated position, so lines form a chain, and the cells within one line (n of them,
  // a few microseconds) are too little work to pay for handing them out n times per map.
  std::vector<double> h_t, r_t, air_t;
  const double* hl = height.data();
  const double* rl = rank.data();
  double* al = air.data();
  if (x_major) {
    h_t.resize(cells);
    r_t.resize(cells);
    air_t.resize(cells);
    transpose(height.data(), h_t.data(), un, tasks);
    transpose(rank.data(), r_t.data(), un, tasks);
    hl = h_t.data();
    rl = r_t.data();
    al = air_t.data();
  }
  const int first = dir > 0 ? 0 : n - 1;
  const double last = static_cast<double>(n - 1);
  for (int k = 0; k < n; ++k) {
    const int u = first + dir * k;
    const std::size_t line = static_cast<std::size_t>(u) * un;
    const std::size_t prev = static_cast<std::size_t>(u - dir) * un;  // only read when k > 0
    for (int j = 0; j < n; ++j) {
      const std::size_t i = line + static_cast<std::size_t>(j);
      double air_in, rank_before;
      const double pj = static_cast<double>(j) - slope;  // where this air was one step ago
      if (k == 0 || pj < 0 || pj > last) {
        air_in = 1.0;  // entering the view: saturated sea air
        rank_before = rl[i];
      } else {
        // pj is in 0..n−1 here, so the floor and the conversion are exact and in range.
        const double j0d = std::min(std::floor(pj), static_cast<double>(n - 2));
        const double f = pj - j0d;
        const std::size_t a0 = prev + static_cast<std::size_t>(j0d), a1 = a0 + 1;
        air_in = al[a0] + (al[a1] - al[a0]) * f;
        rank_before = rl[a0] + (rl[a1] - rl[a0]) * f;
      }
      if (hl[i] < threshold) {
        air_in += (1.0 - air_in) * pick_up;  // over the sea
      } else {
        const double climb = rl[i] - rank_before;
        // e^(−4 · lift · 0) is exactly 1, so flat or falling ground skips the exp (same bits).
        air_in *= climb > 0 ? keep_flat * detmath::exp(-w.lift * kLiftScale * climb) : keep_flat * 1.0;
      }
      al[i] = air_in;
    }
  }
  if (x_major) transpose(air_t.data(), air.data(), un, tasks);
}

void moisture(int n, std::span<const double> moist_noise, std::span<const double> coast, std::span<const double> air,
              const ClimateParams& c, const WindParams& w, std::span<double> out, const TaskSystem& tasks) {
  const std::size_t cells = cells_of(n);
  require_size(moist_noise, cells, "moist_noise");
  require_size(coast, cells, "coast");
  require_size(air, cells, "air");
  require_size(out, cells, "moisture");
  validate(c);
  validate(w);
  const double to_units = kCoastUnits / n;
  const std::size_t un = static_cast<std::size_t>(n);
  const kernels::IslandsMoistureTerms terms{c.moist_noise, c.coast_bonus, c.decay, w.strength, w.on, to_units};
  const simd::PointKernels& kernels = simd::active_kernels();
  parallel_rows(tasks, un, un, [&](std::size_t first, std::size_t end) {
    const std::size_t i = first * un, count = (end - first) * un;
    kernels.islands_moisture(terms, moist_noise.data() + i, coast.data() + i, air.data() + i, out.data() + i, count);
  });
}

int table_cell(double t, double m) noexcept {
  // Math.min(3, Math.max(0, Math.floor(v · 4))) on doubles, then the integer: NaN lands in band 0
  // here (the page would index with NaN); inputs from the passes are never NaN.
  const auto band = [](double v) {
    const double b = std::floor(v * kBands);
    if (!(b > 0.0)) return 0;
    return b < kBands - 1 ? static_cast<int>(b) : kBands - 1;
  };
  return band(t) * kBands + band(m);
}

int biome_at(double t, double m, double coast_cells) noexcept {
  return coast_cells < kBeachMaxCoast && t >= kBeachMinT ? static_cast<int>(kBeach)
                                                         : static_cast<int>(kWhittaker[table_cell(t, m)]);
}

void classify(int n, std::span<const double> height, double threshold, std::span<const double> temperature,
              std::span<const double> moisture, std::span<const double> coast, std::span<std::uint8_t> biome,
              const TaskSystem& tasks) {
  const std::size_t cells = cells_of(n);
  require_size(height, cells, "height");
  require_size(temperature, cells, "temperature");
  require_size(moisture, cells, "moisture");
  require_size(coast, cells, "coast");
  require_size(biome, cells, "biome");
  require_finite(threshold, "threshold");
  const double to_units = kCoastUnits / n;
  const std::size_t un = static_cast<std::size_t>(n);
  parallel_rows(tasks, un, un, [&](std::size_t first, std::size_t end) {
    for (std::size_t i = first * un; i < end * un; ++i)
      biome[i] = height[i] < threshold
                     ? static_cast<std::uint8_t>(kOcean)
                     : static_cast<std::uint8_t>(biome_at(temperature[i], moisture[i], coast[i] * to_units));
  });
}

void run_climate(const ClimateInput& in, const ClimateParams& c, const WindParams& w, const ClimateOutput& out,
                 const TaskSystem& tasks) {
  const std::size_t cells = cells_of(in.n);
  require_size(in.height, cells, "height");
  require_size(in.temp_noise, cells, "temp_noise");
  require_size(in.moist_noise, cells, "moist_noise");
  const std::size_t bad = first_bad(cells, tasks, [&](std::size_t i) {
    return !std::isfinite(in.height[i]) || !std::isfinite(in.temp_noise[i]) || !std::isfinite(in.moist_noise[i]);
  });
  if (bad < cells) {
    if (!std::isfinite(in.height[bad])) fail("height[" + std::to_string(bad) + "] must be finite");
    if (!std::isfinite(in.temp_noise[bad])) fail("temp_noise[" + std::to_string(bad) + "] must be finite");
    fail("moist_noise[" + std::to_string(bad) + "] must be finite");
  }
  require_size(out.air, cells, "air");
  require_size(out.biome, cells, "biome");
  validate(c);
  validate(w);
  // Every pass splits its rows, lines or sorted pieces over `tasks` itself. The wind sweep is the one
  // serial pass (a chain of lines, see wind_field); it needs only the rank, so it runs as one task
  // beside the coast distance (whose lines use the other workers), each writing its own buffer.
  land_rank_of_view(in.height, in.threshold, out.rank, tasks);
  parallel_for(tasks, 2, 1, [&](std::size_t first, std::size_t end) {
    for (std::size_t pass = first; pass < end; ++pass) {
      if (pass == 0) {
        coast_distance(in.n, in.height, in.threshold, out.coast, tasks);
      } else if (w.on) {
        wind_field(in.n, in.height, in.threshold, out.rank, w, out.air, tasks);
      } else {
        std::fill(out.air.begin(), out.air.end(), 0.0);
      }
    }
  });
  temperature(in.n, in.y0, in.step, out.rank, out.coast, in.temp_noise, c, out.temperature, tasks);
  moisture(in.n, in.moist_noise, out.coast, out.air, c, w, out.moisture, tasks);
  classify(in.n, in.height, in.threshold, out.temperature, out.moisture, out.coast, out.biome, tasks);
}

}  // namespace worldlab::islands
