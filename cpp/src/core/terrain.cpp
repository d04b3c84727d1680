// The noise mode's height field and the named terrain presets shared by tests, benchmarks and the lab.
#include "worldlab/terrain.hpp"

#include <array>

namespace worldlab {

void validate(const TerrainParams& params) { validate_fields(params); }

double terrain_height(const NoiseTable& table, const TerrainParams& params, double u, double v) noexcept {
  const double x = u * params.frequency;
  const double y = v * params.frequency;
  // With levels 0 the warp leaves the point where it is (as the tutorial's domainWarp does).
  const Point2 p = warp_point(table, x, y, params.warp, params.fbm);
  double h = params.fractal == Fractal::kRidgedMultifractal
                 ? ridged_multifractal(table, p.x, p.y, params.fbm, params.musgrave)
                 : fbm2(table, p.x, p.y, params.fbm);
  h = apply_fold(params.shape, h);
  if (params.island) h = apply_island_mask(h, u, v, params.mask);
  return h;
}

void fill_terrain(std::int64_t seed, const TerrainParams& params, const Grid& grid, std::span<double> out) {
  validate(params);
  const NoiseTable table(seed);
  fill_grid(grid, out, [&](double u, double v) { return terrain_height(table, params, u, v); });
}

double land_share(std::span<const double> heights, double sea_level) noexcept {
  if (heights.empty()) return 0.0;
  std::size_t land = 0;
  for (double h : heights) land += h > sea_level ? 1u : 0u;
  return static_cast<double>(land) / static_cast<double>(heights.size());
}

namespace {

TerrainParams make(Basis basis, int octaves, Fold octave_fold = Fold::kNone) {
  TerrainParams t;
  t.fbm.basis = basis;
  t.fbm.octaves = octaves;
  t.fbm.octave_fold = octave_fold;
  return t;
}

TerrainParams with_warp(TerrainParams t, int levels, double strength, double frequency, Fold shape = Fold::kNone) {
  t.warp = {strength, frequency, levels};
  t.shape = shape;
  return t;
}

// The lesson's Islands: its sea level sits slightly below 0 (58 % land on seed 1 without the mask).
TerrainParams with_island(TerrainParams t) {
  t.island = true;
  t.sea_level = -0.04;
  return t;
}

TerrainParams musgrave(TerrainParams t) {
  t.fractal = Fractal::kRidgedMultifractal;
  return t;
}

// Frequencies are cycles of the first octave across the map; the lesson's maps use 3.
const std::array<TerrainPreset, 10> kPresets = {{
    {"tutorial-fbm", "The tutorial's fbm(): simplex, 4 octaves, persistence 0.5, lacunarity 2",
     make(Basis::kSimplex, 4)},
    {"rolling-hills", "The lesson's Rolling hills: Perlin, 6 octaves, 3 cycles across, lacunarity 2, gain 0.5",
     make(Basis::kPerlin, 6)},
    {"islands", "The lesson's Islands: simplex, 6 octaves, with the island mask",
     with_island(make(Basis::kSimplex, 6))},
    {"value-blocks", "Value noise, 6 octaves: features sit on the lattice", make(Basis::kValue, 6)},
    {"ridged-ranges", "Ridged fold on every octave: crests where the noise crosses zero",
     make(Basis::kSimplex, 6, Fold::kRidged)},
    {"billow-dunes", "Billow fold on every octave: rounded bumps with creases",
     make(Basis::kSimplex, 6, Fold::kBillow)},
    {"musgrave-mountains", "Musgrave's ridged multifractal: rougher higher up", musgrave(make(Basis::kSimplex, 6))},
    {"warp-single", "The warp lab's start: single warp, strength 1, frequency 0.35, 4 octaves",
     with_warp(make(Basis::kSimplex, 4), 1, 1.0, 0.35)},
    {"warp-ridged", "Single warp with the ridged shape: winding ranges",
     with_warp(make(Basis::kSimplex, 4), 1, 1.0, 0.35, Fold::kRidged)},
    {"warp-double-static", "The pitfall: double warp at strength 4, frequency 0.6 reads as static",
     with_warp(make(Basis::kSimplex, 4), 2, 4.0, 0.6)},
}};

}  // namespace

std::span<const TerrainPreset> terrain_presets() noexcept { return kPresets; }

const TerrainPreset* find_terrain_preset(std::string_view id) noexcept {
  for (const auto& p : kPresets)
    if (p.id == id) return &p;
  return nullptr;
}

Grid default_map_grid(int side) noexcept {
  // u = col / side: the map's left edge is 0 and its samples stop one step short of 1.
  return Grid{0.0, 0.0, 1.0 / static_cast<double>(side), side, side};
}

}  // namespace worldlab
