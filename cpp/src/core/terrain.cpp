// The noise mode's height field and the named terrain presets shared by tests, benchmarks and the lab.
#include "worldlab/terrain.hpp"

#include <array>

namespace worldlab {

void validate(const TerrainParams& params) { validate_fields(params); }

namespace {

// A node's parameters from a params struct, keyed by the schema's ids (the node lists the same fields).
template <class S>
void put(NodeSpec& node, const S& params) {
  for (const ParamEntry& e : collect_params(params)) node.params[std::string(e.info.id)] = e.info.default_value;
}

// The plateau node's floor, in height units: the smooth clamp's lowest accepted value, out of reach.
constexpr double kPlateauFloor = -1e6;

}  // namespace

GraphSpec terrain_graph(const TerrainParams& p) {
  validate(p);
  GraphSpec g;
  NodeSpec noise{"noise", p.fractal == Fractal::kRidgedMultifractal ? "musgrave" : "fbm", {}, {}, {}};
  put(noise, p.fbm);
  if (p.fractal == Fractal::kRidgedMultifractal) put(noise, p.musgrave);
  g.nodes.push_back(noise);
  std::string top = "noise";
  // Levels 0 leaves every point where it is (x + s · 0 is x), so the warp node is left out.
  if (p.warp.levels > 0) {
    NodeSpec warped{"warped", "domain_warp", {}, {{"input", top}}, {}};
    put(warped, p.warp);
    put(warped, p.fbm);  // the warp's inner fBms use the terrain's own fBm settings
    g.nodes.push_back(warped);
    top = "warped";
  }
  g.nodes.push_back({"scaled", "scale_position", {{"scale", p.frequency}}, {{"input", top}}, {}});
  top = "scaled";
  if (p.shape != Fold::kNone) {
    g.nodes.push_back({"shaped", p.shape == Fold::kRidged ? "ridged" : "billow", {}, {{"input", top}}, {}});
    top = "shaped";
  }
  if (p.island) {
    // The lesson's mask in map units: centre (0.5, 0.5), d = 1 at the middle of each edge.
    g.nodes.push_back({"masked",
                       "island_mask",
                       {{"center_x", 0.5}, {"center_y", 0.5}, {"radius", 0.5}, {"falloff", p.mask.falloff}},
                       {{"input", top}},
                       {}});
    top = "masked";
  }
  if (p.plateau.on) {
    // The smooth clamp's floor sits far below any height on the map (its range's lowest value) so only
    // the top acts: more than a shoulder's width above the floor, max(low, v) is v to the bit. Only far
    // outside the map, where the island mask sinks everything by millions, does the floor hold a height.
    g.nodes.push_back({"plateau",
                       "smooth_clamp",
                       {{"low", kPlateauFloor}, {"high", p.plateau.top}, {"smoothness", p.plateau.smoothness}},
                       {{"input", top}},
                       {}});
    top = "plateau";
  }
  g.nodes.push_back({"land", "sea_level", {{"level", p.sea_level}}, {{"input", top}}, {}});
  g.output = top;
  g.outputs = {{"height", top}, {"land", "land"}};
  return g;
}

void fill_terrain(std::int64_t seed, const TerrainParams& params, const Grid& grid, std::span<double> out,
                  const TaskSystem& tasks) {
  fill_graph(CompiledGraph(terrain_graph(params), seed), grid, out, tasks);
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

// A broad island cut flat on top. The sea sits lower than the Islands' (−0.1, falloff 0.5: about a
// quarter of the map is land) so the top, 0.23 above the sea, lies in the lab's forest band over
// grass slopes; above 0.16 (top + shoulder) every height is exactly 0.13, about 30 % of the land on
// seeds 1, 7 and 42.
TerrainParams plateau(TerrainParams t) {
  t.island = true;
  t.mask.falloff = 0.5;
  t.sea_level = -0.1;
  t.plateau = {true, 0.13, 0.03};
  return t;
}

TerrainParams musgrave(TerrainParams t) {
  t.fractal = Fractal::kRidgedMultifractal;
  return t;
}

// Frequencies are cycles of the first octave across the map; the lesson's maps use 3.
const std::array<TerrainPreset, 11> kPresets = {{
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
    {"plateau", "A broad island whose high ground is cut flat: one wide plain at a single level",
     plateau(make(Basis::kSimplex, 6))},
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
