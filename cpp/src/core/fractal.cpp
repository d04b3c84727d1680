// fBm with the tutorial's per-octave offsets, folds, Musgrave's ridged multifractal, domain warp and the island mask.
#include "worldlab/fractal.hpp"

#include <cmath>

namespace worldlab {

std::string_view basis_name(Basis basis) noexcept {
  switch (basis) {
    case Basis::kSimplex: return "simplex";
    case Basis::kPerlin: return "perlin";
    case Basis::kValue: return "value";
  }
  return "simplex";
}

std::string_view fold_name(Fold fold) noexcept {
  switch (fold) {
    case Fold::kNone: return "none";
    case Fold::kRidged: return "ridged";
    case Fold::kBillow: return "billow";
  }
  return "none";
}

std::string_view fractal_name(Fractal fractal) noexcept {
  return fractal == Fractal::kRidgedMultifractal ? "musgrave" : "fbm";
}

bool parse_fractal(std::string_view name, Fractal& out) noexcept {
  if (name == "fbm") {
    out = Fractal::kFbm;
  } else if (name == "musgrave") {
    out = Fractal::kRidgedMultifractal;
  } else {
    return false;
  }
  return true;
}

bool parse_basis(std::string_view name, Basis& out) noexcept {
  for (Basis b : {Basis::kSimplex, Basis::kPerlin, Basis::kValue}) {
    if (basis_name(b) == name) {
      out = b;
      return true;
    }
  }
  return false;
}

bool parse_fold(std::string_view name, Fold& out) noexcept {
  for (Fold f : {Fold::kNone, Fold::kRidged, Fold::kBillow}) {
    if (fold_name(f) == name) {
      out = f;
      return true;
    }
  }
  return false;
}

double ridged(double value) noexcept {
  const double r = 1.0 - std::fabs(value);  // 1 on the zero line, falling off on both sides
  return r * r * 2.0 - 1.0;
}

double billow(double value) noexcept { return std::fabs(value) * 2.0 - 1.0; }

double apply_fold(Fold fold, double value) noexcept {
  switch (fold) {
    case Fold::kRidged: return ridged(value);
    case Fold::kBillow: return billow(value);
    case Fold::kNone: break;
  }
  return value;
}

double basis_noise(const NoiseTable& table, Basis basis, double x, double y) noexcept {
  switch (basis) {
    case Basis::kPerlin: return perlin2(table, x, y);
    case Basis::kValue: return value2(table, x, y);
    case Basis::kSimplex: break;
  }
  return simplex2(table, x, y);
}

double fbm2(const NoiseTable& table, double x, double y, const FbmParams& params) noexcept {
  double total = 0.0;
  double frequency = 1.0;  // multiplied, never pow(): the same bits on every target
  double amplitude = 1.0;
  double max_value = 0.0;  // the sum of the amplitudes, to scale back to about −1..1
  for (int i = 0; i < params.octaves; ++i) {
    // The tutorial's offset: octave i is shifted by (2i, 2i) before scaling, so the octaves'
    // lattices do not all meet at the origin.
    const double offset = static_cast<double>(i) * 2.0;
    double n = basis_noise(table, params.basis, (x + offset) * frequency, (y + offset) * frequency);
    n = apply_fold(params.octave_fold, n);
    total += n * amplitude;
    max_value += amplitude;
    amplitude *= params.persistence;
    frequency *= params.lacunarity;
  }
  return total / max_value;
}

double ridged_multifractal(const NoiseTable& table, double x, double y, const FbmParams& params,
                           const MusgraveParams& musgrave) noexcept {
  double result = 0.0;
  double weight = 1.0;  // the first octave is unweighted
  double frequency = 1.0;
  double amplitude = 1.0;
  double total = 0.0;
  for (int i = 0; i < params.octaves; ++i) {
    const double offset = static_cast<double>(i) * 2.0;
    const double n = basis_noise(table, params.basis, (x + offset) * frequency, (y + offset) * frequency);
    double signal = musgrave.offset - std::fabs(n);
    signal *= signal;  // sharpen the crest
    signal *= weight;  // rough only where the previous octave was high
    weight = signal * musgrave.gain;
    if (weight > 1.0) weight = 1.0;
    if (weight < 0.0) weight = 0.0;
    result += signal * amplitude;
    total += amplitude;
    amplitude *= params.persistence;
    frequency *= params.lacunarity;
  }
  return result / total * 2.0 - 1.0;
}

Point2 warp_point(const NoiseTable& table, double x, double y, const WarpParams& warp, const FbmParams& fbm) noexcept {
  const double strength = warp.strength;
  const double frequency = warp.frequency;
  double qx = 0.0;
  double qy = 0.0;
  if (warp.levels >= 1) {
    // q: a 2D offset from two fBm samples; (5.2, 1.3) decorrelates its y from its x (Quilez).
    qx = fbm2(table, x * frequency, y * frequency, fbm);
    qy = fbm2(table, x * frequency + 5.2, y * frequency + 1.3, fbm);
  }
  if (warp.levels >= 2) {
    // r: sampled where q has already pushed the point (Quilez's offsets (1.7, 9.2), (8.3, 2.8)).
    const double px = (x + strength * qx) * frequency;
    const double py = (y + strength * qy) * frequency;
    const double rx = fbm2(table, px + 1.7, py + 9.2, fbm);
    const double ry = fbm2(table, px + 8.3, py + 2.8, fbm);
    qx = rx;
    qy = ry;
  }
  return {x + strength * qx, y + strength * qy};
}

double domain_warp(const NoiseTable& table, double x, double y, const WarpParams& warp, const FbmParams& fbm) noexcept {
  const Point2 p = warp_point(table, x, y, warp, fbm);
  return fbm2(table, p.x, p.y, fbm);
}

double apply_island_mask(double height, double u, double v, const IslandMask& mask) noexcept {
  const double dx = (u - 0.5) * 2.0;  // −1 at the west edge, 1 at the east edge
  const double dy = (v - 0.5) * 2.0;
  return height - mask.falloff * (dx * dx + dy * dy);
}

}  // namespace worldlab
