// Manifest entries of the foundation: generators, noises, fractals, warp and every terrain preset.
#include <string>
#include <vector>

#include "manifest_registry.hpp"
#include "worldlab/batch.hpp"
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
  const std::string s = "/seed=" + std::to_string(seed) + "/";
  const FbmParams fbm1{1}, fbm4{4}, fbm6{6};
  FbmParams perlin4{4}, value4{4}, ridged4{4}, billow4{4};
  perlin4.basis = Basis::kPerlin;
  value4.basis = Basis::kValue;
  ridged4.octave_fold = Fold::kRidged;
  billow4.octave_fold = Fold::kBillow;
  // Every grid goes through the batch fills (grid.hpp): the SIMD level and the thread count in use
  // are what this manifest checks, against the single-sample scalar reference it was made with.
  for (const NamedGrid& named : kGrids) {
    const Grid& g = named.grid;  // a plain reference: clang-14 lambdas cannot capture structured bindings
    const std::string at = s + named.name;
    const auto fbm2_of = [&](const FbmParams& p) {
      return [&g, seed, p](std::span<double> o) { fill_fbm2(seed, p, g, o); };
    };
    b.fill_entry("simplex2" + at, g, [&](std::span<double> o) { fill_simplex2(seed, g, o); });
    b.fill_entry("simplex3" + at, g, [&](std::span<double> o) { fill_simplex3(seed, 0.37, g, o); });
    b.fill_entry("perlin2" + at, g, [&](std::span<double> o) { fill_perlin2(seed, g, o); });
    b.fill_entry("perlin3" + at, g, [&](std::span<double> o) { fill_perlin3(seed, 0.37, g, o); });
    b.fill_entry("value2" + at, g, [&](std::span<double> o) { fill_value2(seed, g, o); });
    b.fill_entry("fbm2.octaves1" + at, g, fbm2_of(fbm1));
    b.fill_entry("fbm2.octaves4" + at, g, fbm2_of(fbm4));
    b.fill_entry("fbm2.octaves6" + at, g, fbm2_of(fbm6));
    b.fill_entry("fbm2.perlin" + at, g, fbm2_of(perlin4));
    b.fill_entry("fbm2.value" + at, g, fbm2_of(value4));
    b.fill_entry("fbm2.octave_fold_ridged" + at, g, fbm2_of(ridged4));
    b.fill_entry("fbm2.octave_fold_billow" + at, g, fbm2_of(billow4));
    for (Fold fold : {Fold::kRidged, Fold::kBillow}) {
      b.fill_entry(std::string(fold_name(fold)) + "(fbm2)" + at, g, [&](std::span<double> o) {
        fill_fbm2(seed, fbm4, g, o);
        fold_points(fold, o, o);
      });
    }
    b.fill_entry("ridged_multifractal" + at, g,
                 [&](std::span<double> o) { fill_ridged_multifractal(seed, fbm6, MusgraveParams{}, g, o); });
    for (int levels = 0; levels <= kMaxWarpLevels; ++levels) {
      for (double frequency : {1.0, 0.35}) {
        if (levels == 0 && frequency != 1.0) continue;  // level 0 never reads the frequency
        const WarpParams w{4.0, frequency, levels};
        const std::string name = "domain_warp.levels" + std::to_string(levels) + (frequency == 1.0 ? ".f1" : ".f0.35");
        b.fill_entry(name + at, g, [&](std::span<double> o) { fill_domain_warp(seed, w, fbm4, g, o); });
      }
    }
    const WarpParams arrows{1.0, 0.35, 2};
    std::vector<double> wx(g.size()), wy(g.size());
    fill_warp_point(seed, arrows, fbm4, g, wx, wy);
    b.add("warp_point.x" + at, wx);
    b.add("warp_point.y" + at, wy);
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
