// Fractal sums and shaping: fBm with the tutorial's per-octave offsets, folds, Musgrave's ridged
// multifractal, the tutorial's domain warp, and the lesson's island mask and sea level.
#pragma once

#include <cstdint>
#include <iterator>
#include <string_view>

#include "worldlab/noise.hpp"
#include "worldlab/schema.hpp"

namespace worldlab {

// The 2D lattice noises an fBm (and every node, fill and binding that takes a basis) can sum: X(enum, id), in
// enum order. The list is the one registration of a basis: its enum value, its name in JSON, the schema and the
// page, and its kernel `kernels::<id>2` (cpp/src/core/simd/kernels.hpp), which every dispatch (the fills, the
// point kernels at every SIMD level, the graph's noise node) reaches through this list. Adding a basis is its
// kernel plus one line here (and its labels in web/src/schema.strings.ts); append, never reorder.
#define WORLDLAB_NOISE_BASES(X) \
  X(kSimplex, simplex)          \
  X(kPerlin, perlin)            \
  X(kValue, value)

// Which lattice noise an fBm sums.
enum class Basis : std::uint8_t {
#define WORLDLAB_BASIS_ENUM(e, id) e,
  WORLDLAB_NOISE_BASES(WORLDLAB_BASIS_ENUM)
#undef WORLDLAB_BASIS_ENUM
};
inline constexpr std::string_view kBasisNames[] = {  // by enum value
#define WORLDLAB_BASIS_NAME(e, id) #id,
    WORLDLAB_NOISE_BASES(WORLDLAB_BASIS_NAME)
#undef WORLDLAB_BASIS_NAME
};
inline constexpr int kBasisCount = static_cast<int>(std::size(kBasisNames));

// How each octave (or a final value) is folded. Both folds keep the −1..1 range.
enum class Fold : std::uint8_t {
  kNone = 0,
  kRidged = 1,  // (1 − |n|)² · 2 − 1: sharp crests where the noise crosses zero
  kBillow = 2,  // |n| · 2 − 1: rounded bumps with creases between them
};
inline constexpr std::string_view kFoldNames[] = {"none", "ridged", "billow"};  // by enum value

std::string_view basis_name(Basis basis) noexcept;
std::string_view fold_name(Fold fold) noexcept;
// Parse a name ("simplex", "perlin", "value"; "none", "ridged", "billow"); false if unknown.
bool parse_basis(std::string_view name, Basis& out) noexcept;
bool parse_fold(std::string_view name, Fold& out) noexcept;

// The tutorial's folds, applied to one value.
double ridged(double value) noexcept;
double billow(double value) noexcept;
double apply_fold(Fold fold, double value) noexcept;

// One octave of the chosen basis at (x, y).
double basis_noise(const NoiseTable& table, Basis basis, double x, double y) noexcept;

// fBm parameters. Defaults are the tutorial's fbm(): 4 octaves, persistence 0.5, lacunarity 2.
struct FbmParams {
  static constexpr std::string_view kSchema = "fbm";
  int octaves = 4;           // 1..16 (kMaxOctaves); beyond the map's resolution octaves only alias
  double persistence = 0.5;  // amplitude multiplier per octave (gain), typically 0.3..0.7
  double lacunarity = 2.0;   // frequency multiplier per octave, typically 1.5..3
  Basis basis = Basis::kSimplex;
  Fold octave_fold = Fold::kNone;  // the lesson's per-octave fold (none in the tutorial)
};
inline constexpr int kMinOctaves = 1;
inline constexpr int kMaxOctaves = 16;

template <class V>
void describe(V& v, FbmParams& p) {
  v.field(p.octaves,
          {.id = "octaves",
           .type = ParamType::kInteger,
           .min = kMinOctaves,
           .max = kMaxOctaves,
           .step = 1,
           .description = "layers of noise, each finer than the last; beyond the map's resolution they alias"});
  v.field(p.persistence, {.id = "persistence",
                          .min = 0,
                          .max = 2,
                          .step = 0.05,
                          .description = "amplitude kept from one octave to the next (gain); 0.3..0.7 typical"});
  v.field(p.lacunarity, {.id = "lacunarity",
                         .min = 0.5,
                         .max = 8,
                         .step = 0.05,
                         .description = "frequency multiplier from one octave to the next; 1.5..3 typical"});
  v.field(
      p.basis,
      {.id = "basis", .type = ParamType::kChoice, .description = "the lattice noise summed", .choices = kBasisNames});
  v.field(p.octave_fold, {.id = "octave_fold",
                          .type = ParamType::kChoice,
                          .description = "fold applied to every octave before it is added",
                          .choices = kFoldNames});
}

// Fractal Brownian motion exactly as the tutorial's fbm(): octave i samples
// noise((x + 2i) · f, (y + 2i) · f), with f and the amplitude built by repeated multiplication,
// and the sum is divided by the sum of the amplitudes. About −1..1, clustered near 0.
double fbm2(const NoiseTable& table, double x, double y, const FbmParams& params = {}) noexcept;

// Musgrave's ridged multifractal ("Texturing and Modeling", 3rd ed., ch. 16) with offset 1 and
// gain 2: each octave is (1 − |n|)², weighted by the previous octave's signal (clamped 0..1) so
// ridges grow rougher higher up. Octave i uses the tutorial's offsets (x + 2i) · f and amplitude
// persistence^i (Musgrave's lacunarity^−H with H = 1 when persistence = 1 / lacunarity).
// Normalised by the amplitude sum and mapped to −1..1.
struct MusgraveParams {
  static constexpr std::string_view kSchema = "musgrave";
  double offset = 1.0;  // the crest height before squaring; 0.8..1.2 typical
  double gain = 2.0;    // how strongly one octave's signal weights the next; 1..4 typical
};
template <class V>
void describe(V& v, MusgraveParams& p) {
  v.field(p.offset, {.id = "offset",
                     .min = 0,
                     .max = 2,
                     .step = 0.05,
                     .description = "crest height before squaring; 0.8..1.2 typical"});
  v.field(p.gain, {.id = "gain",
                   .min = 0,
                   .max = 8,
                   .step = 0.1,
                   .description = "how strongly one octave's crest weights the next; 1..4 typical"});
}
double ridged_multifractal(const NoiseTable& table, double x, double y, const FbmParams& params = {},
                           const MusgraveParams& musgrave = {}) noexcept;

// Which fractal sum a height field uses.
enum class Fractal : std::uint8_t { kFbm = 0, kRidgedMultifractal = 1 };
inline constexpr std::string_view kFractalNames[] = {"fbm", "musgrave"};  // by enum value
std::string_view fractal_name(Fractal fractal) noexcept;
bool parse_fractal(std::string_view name, Fractal& out) noexcept;

// The tutorial's domain warp (Quilez's fbm(p + s·q) and fbm(p + s·r)), with his offsets
// (5.2, 1.3), (1.7, 9.2), (8.3, 2.8). The inner fBms use `fbm` (the tutorial: its defaults).
struct WarpParams {
  static constexpr std::string_view kSchema = "warp";
  double strength = 4.0;   // how far points are pushed, in noise units; 0.5..1.5 bends, 3+ marbles
  double frequency = 1.0;  // scale of the bends: < 1 sweeping folds, > 1 crinkles
  int levels = 1;          // 0: fbm(p), 1: fbm(p + s·q), 2: fbm(p + s·r) with r sampled at p + s·q
};
inline constexpr int kMaxWarpLevels = 2;
template <class V>
void describe(V& v, WarpParams& p) {
  v.field(p.strength, {.id = "strength",
                       .min = -100,
                       .max = 100,
                       .step = 0.1,
                       .unit = "noise units",
                       .description = "how far points are pushed; 0.5..1.5 bends, 3 and more marbles"});
  v.field(p.frequency,
          {.id = "frequency",
           .min = 0,
           .max = 100,
           .step = 0.05,
           .description = "scale of the push noise relative to the field: < 1 sweeping folds, > 1 crinkles"});
  v.field(p.levels, {.id = "levels",
                     .type = ParamType::kInteger,
                     .min = 0,
                     .max = kMaxWarpLevels,
                     .step = 1,
                     .description = "0: no warp, 1: fbm(p + s·q), 2: fbm(p + s·r) with r read at p + s·q"});
}
double domain_warp(const NoiseTable& table, double x, double y, const WarpParams& warp = {},
                   const FbmParams& fbm = {}) noexcept;

// Where the warp sends (x, y): domain_warp(x, y) == fbm2(warp_point(x, y)). The lab draws these
// offsets as arrows, and the noise mode evaluates any fractal at the warped point.
struct Point2 {
  double x;
  double y;
};
Point2 warp_point(const NoiseTable& table, double x, double y, const WarpParams& warp = {},
                  const FbmParams& fbm = {}) noexcept;

// The lesson's island mask: pulls heights down towards the edge of the map. u and v are the
// position across the map in 0..1 (0.5, 0.5 is the centre); d is the distance from the centre
// scaled so the middle of each edge is 1, and the mask subtracts falloff · d².
struct IslandMask {
  static constexpr std::string_view kSchema = "island_mask";
  double falloff = 0.6;  // height removed at the middle of an edge (0..8); 0 turns the mask off
};
template <class V>
void describe(V& v, IslandMask& p) {
  v.field(p.falloff, {.id = "falloff",
                      .min = 0,
                      .max = 8,
                      .step = 0.05,
                      .unit = "height units",
                      .description = "height removed at the middle of each edge (d = 1), growing with d²; 0 = off"});
}
double apply_island_mask(double height, double u, double v, const IslandMask& mask) noexcept;

// The sea level of a height field (the terrain's, the hero world's), in the field's own units.
inline constexpr ParamInfo kSeaLevelInfo{.id = "sea_level",
                                         .min = -2,
                                         .max = 2,
                                         .step = 0.01,
                                         .unit = "height units",
                                         .description = "heights above it are land, at or below it water"};

}  // namespace worldlab
