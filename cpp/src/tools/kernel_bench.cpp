// The named kernel fills and their timing (kernel_bench.hpp).
#include "worldlab/kernel_bench.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <ctime>
#include <memory>
#include <mutex>
#include <random>
#include <vector>

#include "worldlab/multi_noise.hpp"

namespace worldlab {

namespace {

// The six-parameter biome lookups (issue 26): a table of `biomes` boxes tiling [-1, 1]^6 (random axis-aligned
// cuts, each piece then widened by 0.05 on every side, so neighbours overlap and ties are common; every fifth box
// has an offset up to 0.3) and one six-axis point per grid sample (uniform in [-1.2, 1.2]^6, from a fixed
// generator). Table and points are made once per size (the warm-up run), so a timed fill is lookups only.
struct Biomes6Case {
  std::vector<BiomeBox> boxes;
  std::unique_ptr<MultiNoiseTree> tree;
  std::vector<MultiNoisePoint> points;
};

const Biomes6Case& biomes6_case(int biomes, std::size_t samples) {
  static std::mutex mutex;
  static std::vector<std::unique_ptr<Biomes6Case>> cases;  // at most one per (biomes, samples) asked for
  static std::vector<std::pair<int, std::size_t>> keys;
  const std::lock_guard lock(mutex);
  for (std::size_t i = 0; i < keys.size(); ++i)
    if (keys[i] == std::pair{biomes, samples}) return *cases[i];
  auto c = std::make_unique<Biomes6Case>();
  std::mt19937_64 rng(26);
  const auto uniform = [&](double lo, double hi) {
    return lo + (hi - lo) * (static_cast<double>(rng() >> 11) * 0x1p-53);
  };
  BiomeBox all;
  all.lo.fill(-1.0);
  all.hi.fill(1.0);
  std::vector<BiomeBox> pieces{all};
  while (static_cast<int>(pieces.size()) < biomes) {  // cut the widest piece on a random axis
    std::size_t widest = 0;
    double size = -1.0;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      double v = 1.0;
      for (int a = 0; a < kMultiNoiseAxisCount; ++a) v *= pieces[i].hi[a] - pieces[i].lo[a];
      if (v > size) size = v, widest = i;
    }
    BiomeBox a = pieces[widest], b = a;
    const int axis = static_cast<int>(rng() % kMultiNoiseAxisCount);
    const double cut =
        uniform(a.lo[axis] + 0.25 * (a.hi[axis] - a.lo[axis]), a.hi[axis] - 0.25 * (a.hi[axis] - a.lo[axis]));
    a.hi[axis] = cut;
    b.lo[axis] = cut;
    pieces[widest] = a;
    pieces.push_back(b);
  }
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    BiomeBox& b = pieces[i];
    for (int a = 0; a < kMultiNoiseAxisCount; ++a) {
      b.lo[a] -= 0.05;
      b.hi[a] += 0.05;
    }
    b.offset = i % 5 == 4 ? uniform(0.0, 0.3) : 0.0;
  }
  c->boxes = pieces;
  c->tree = std::make_unique<MultiNoiseTree>(pieces);
  c->points.resize(samples);
  for (MultiNoisePoint& p : c->points)
    for (double& x : p) x = uniform(-1.2, 1.2);
  keys.emplace_back(biomes, samples);
  cases.push_back(std::move(c));
  return *cases.back();
}

template <int kBiomes, bool kTree>
void biomes6_fill(const Grid& g, std::span<double> o, const TaskSystem&) {
  const Biomes6Case& c = biomes6_case(kBiomes, g.size());
  for (std::size_t i = 0; i < o.size(); ++i)
    o[i] = kTree ? c.tree->nearest(c.points[i]) : nearest_biome_scan(c.boxes, c.points[i]);
}

const std::array<KernelFill, 13> kFills = {{
    {"simplex2", "simplex 2D",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) { fill_simplex2(1, g, o, t); }},
    {"simplex3", "simplex 3D (z slice)",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) { fill_simplex3(1, 0.5, g, o, t); }},
    {"perlin2", "Perlin 2D", [](const Grid& g, std::span<double> o, const TaskSystem& t) { fill_perlin2(1, g, o, t); }},
    {"perlin3", "Perlin 3D (z slice)",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) { fill_perlin3(1, 0.5, g, o, t); }},
    {"value2", "value noise 2D",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) { fill_value2(1, g, o, t); }},
    {"fbm4", "fBm, 4 octaves of simplex",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) { fill_fbm2(1, FbmParams{4}, g, o, t); }},
    {"musgrave6", "Musgrave ridged multifractal, 6 octaves",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) {
       fill_ridged_multifractal(1, FbmParams{6}, MusgraveParams{}, g, o, t);
     }},
    {"warp1", "domain warp, 1 level (3 fBm-4 per sample)",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) {
       fill_domain_warp(1, WarpParams{4.0, 1.0, 1}, FbmParams{4}, g, o, t);
     }},
    {"warp2", "domain warp, 2 levels (5 fBm-4 per sample)",
     [](const Grid& g, std::span<double> o, const TaskSystem& t) {
       fill_domain_warp(1, WarpParams{4.0, 1.0, 2}, FbmParams{4}, g, o, t);
     }},
    {"biomes6_tree20", "six-parameter biome, tree over 20 boxes (one thread)", biomes6_fill<20, true>},
    {"biomes6_scan20", "six-parameter biome, plain scan of 20 boxes (one thread)", biomes6_fill<20, false>},
    {"biomes6_tree200", "six-parameter biome, tree over 200 boxes (one thread)", biomes6_fill<200, true>},
    {"biomes6_scan200", "six-parameter biome, plain scan of 200 boxes (one thread)", biomes6_fill<200, false>},
}};

}  // namespace

std::span<const KernelFill> kernel_fills() noexcept { return kFills; }

const KernelFill* find_kernel_fill(std::string_view name) noexcept {
  for (const auto& k : kFills)
    if (k.name == name) return &k;
  return nullptr;
}

Grid kernel_bench_grid(int side) noexcept { return Grid{-8.0, -8.0, 16.0 / side, side, side}; }

KernelTiming time_kernel(const KernelFill& kernel, const Grid& grid, int repeat, const TaskSystem& tasks) {
  std::vector<double> out(grid.size());
  kernel.fill(grid, out, tasks);  // warm-up: pages touched, pool started
  double best = 1e300, best_cpu = 1e300;
  for (int r = 0; r < std::max(repeat, 1); ++r) {
    const std::clock_t c0 = std::clock();
    const auto t0 = std::chrono::steady_clock::now();
    kernel.fill(grid, out, tasks);
    best = std::min(best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    best_cpu = std::min(best_cpu, 1e3 * static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC);
  }
  return {best, best * 1e6 / static_cast<double>(grid.size()), best_cpu};
}

}  // namespace worldlab
