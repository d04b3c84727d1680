// Manifest entries of the foundation: generators, noises, fractals, warp and every terrain preset.
#include <string>
#include <vector>

#include "manifest_registry.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/random.hpp"
#include "worldlab/terrain.hpp"

namespace worldlab::manifest_detail {

namespace {

struct NamedGrid {
  const char* name;
  Grid grid;
};

// "near": ordinary coordinates with an awkward step, crossing zero and many lattice lines.
// "far": beyond ±2^31, where an int conversion of floor(x) would overflow.
const NamedGrid kGrids[] = {
    {"near", Grid{-3.3, -2.1, 0.0731, 96, 96}},
    {"far", Grid{-3000000000.5, 2147483000.25, 0.37, 48, 48}},
};

// -2147483646 is a degenerate seed (SeededRandom state 0, an undefined table entry, as in JavaScript).
const std::int64_t kSeeds[] = {0, 1, -7, 2147483646, 2147483648, -2147483646};

void add_seed_entries(ManifestBuilder& b, std::int64_t seed) {
  const NoiseTable t(seed);
  const std::string s = "/seed=" + std::to_string(seed) + "/";
  const FbmParams fbm1{1}, fbm4{4}, fbm6{6};
  FbmParams perlin4{4}, value4{4}, ridged4{4}, billow4{4};
  perlin4.basis = Basis::kPerlin;
  value4.basis = Basis::kValue;
  ridged4.octave_fold = Fold::kRidged;
  billow4.octave_fold = Fold::kBillow;
  for (const auto& [gname, g] : kGrids) {
    const std::string at = s + gname;
    b.grid_entry("simplex2" + at, g, [&](double x, double y) { return simplex2(t, x, y); });
    b.grid_entry("simplex3" + at, g, [&](double x, double y) { return simplex3(t, x, y, 0.37); });
    b.grid_entry("perlin2" + at, g, [&](double x, double y) { return perlin2(t, x, y); });
    b.grid_entry("perlin3" + at, g, [&](double x, double y) { return perlin3(t, x, y, 0.37); });
    b.grid_entry("value2" + at, g, [&](double x, double y) { return value2(t, x, y); });
    b.grid_entry("fbm2.octaves1" + at, g, [&](double x, double y) { return fbm2(t, x, y, fbm1); });
    b.grid_entry("fbm2.octaves4" + at, g, [&](double x, double y) { return fbm2(t, x, y, fbm4); });
    b.grid_entry("fbm2.octaves6" + at, g, [&](double x, double y) { return fbm2(t, x, y, fbm6); });
    b.grid_entry("fbm2.perlin" + at, g, [&](double x, double y) { return fbm2(t, x, y, perlin4); });
    b.grid_entry("fbm2.value" + at, g, [&](double x, double y) { return fbm2(t, x, y, value4); });
    b.grid_entry("fbm2.octave_fold_ridged" + at, g, [&](double x, double y) { return fbm2(t, x, y, ridged4); });
    b.grid_entry("fbm2.octave_fold_billow" + at, g, [&](double x, double y) { return fbm2(t, x, y, billow4); });
    b.grid_entry("ridged(fbm2)" + at, g, [&](double x, double y) { return ridged(fbm2(t, x, y, fbm4)); });
    b.grid_entry("billow(fbm2)" + at, g, [&](double x, double y) { return billow(fbm2(t, x, y, fbm4)); });
    b.grid_entry("ridged_multifractal" + at, g, [&](double x, double y) { return ridged_multifractal(t, x, y, fbm6); });
    for (int levels = 0; levels <= kMaxWarpLevels; ++levels) {
      for (double frequency : {1.0, 0.35}) {
        if (levels == 0 && frequency != 1.0) continue;  // level 0 never reads the frequency
        const WarpParams w{4.0, frequency, levels};
        const std::string name = "domain_warp.levels" + std::to_string(levels) + (frequency == 1.0 ? ".f1" : ".f0.35");
        b.grid_entry(name + at, g, [&](double x, double y) { return domain_warp(t, x, y, w, fbm4); });
      }
    }
    const WarpParams arrows{1.0, 0.35, 2};
    b.grid_entry("warp_point.x" + at, g, [&](double x, double y) { return warp_point(t, x, y, arrows, fbm4).x; });
    b.grid_entry("warp_point.y" + at, g, [&](double x, double y) { return warp_point(t, x, y, arrows, fbm4).y; });
  }
}

void add_random_entries(ManifestBuilder& b, std::int64_t seed) {
  const std::string s = "/seed=" + std::to_string(seed);
  std::vector<double> values(4096);
  SeededRandom random(seed);
  for (double& v : values) v = random.next_float();
  b.add("seeded_random" + s, values);
  const auto perm = seeded_permutation(seed);
  std::vector<double> p(perm.begin(), perm.end());
  b.add("permutation" + s, p);
  Mulberry32 rng(static_cast<std::uint32_t>(static_cast<std::uint64_t>(seed)));
  for (double& v : values) v = rng.next_float();
  b.add("mulberry32" + s, values);
  std::vector<double> streams;
  for (std::uint32_t system = 1; system <= 5; ++system)
    for (int cy = -8; cy < 8; ++cy)
      for (int cx = -8; cx < 8; ++cx) streams.push_back(stream_seed(seed, static_cast<System>(system), cx, cy));
  b.add("stream_seed" + s, streams);
}

}  // namespace

void add_noise_entries(ManifestBuilder& b) {
  for (std::int64_t seed : kSeeds) {
    add_random_entries(b, seed);
    add_seed_entries(b, seed);
  }
  const Grid map = default_map_grid(256);
  for (const auto& preset : terrain_presets()) {
    for (std::int64_t seed : {1, 42}) {
      std::vector<double> out(map.size());
      fill_terrain(seed, preset.params, map, out);
      b.add("preset:" + std::string(preset.id) + "/seed=" + std::to_string(seed) + "/256", out);
    }
  }
}

}  // namespace worldlab::manifest_detail
