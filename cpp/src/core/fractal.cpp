// Fractal sums and shaping (fractal.hpp): names of the choices, and the single-sample functions as the scalar
// instantiation of the kernels (simd/kernels.hpp), where the algorithms are written.
#include "worldlab/fractal.hpp"

#include "simd/kernels.hpp"
#include "simd/lanes.hpp"

namespace worldlab {

namespace {
using L = simd::ScalarLanes;
}

std::string_view basis_name(Basis basis) noexcept {
  const auto i = static_cast<std::size_t>(basis);
  return i < std::size(kBasisNames) ? kBasisNames[i] : kBasisNames[0];
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
  for (std::size_t i = 0; i < std::size(kBasisNames); ++i) {
    if (kBasisNames[i] == name) {
      out = static_cast<Basis>(i);
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

double ridged(double value) noexcept { return kernels::ridged<L>(value); }

double billow(double value) noexcept { return kernels::billow<L>(value); }

double apply_fold(Fold fold, double value) noexcept { return kernels::apply_fold<L>(fold, value); }

double basis_noise(const NoiseTable& table, Basis basis, double x, double y) noexcept {
  return kernels::with_lookup<L>(kernels::view(table),
                                 [&](const auto& p) { return kernels::basis_noise<L>(p, basis, x, y); });
}

double fbm2(const NoiseTable& table, double x, double y, const FbmParams& params) noexcept {
  return kernels::with_lookup<L>(kernels::view(table),
                                 [&](const auto& p) { return kernels::fbm2<L>(p, x, y, params); });
}

double ridged_multifractal(const NoiseTable& table, double x, double y, const FbmParams& params,
                           const MusgraveParams& musgrave) noexcept {
  return kernels::with_lookup<L>(
      kernels::view(table), [&](const auto& p) { return kernels::ridged_multifractal<L>(p, x, y, params, musgrave); });
}

Point2 warp_point(const NoiseTable& table, double x, double y, const WarpParams& warp, const FbmParams& fbm) noexcept {
  const auto w = kernels::with_lookup<L>(kernels::view(table),
                                         [&](const auto& p) { return kernels::warp_point<L>(p, x, y, warp, fbm); });
  return {w.x, w.y};
}

double domain_warp(const NoiseTable& table, double x, double y, const WarpParams& warp, const FbmParams& fbm) noexcept {
  return kernels::with_lookup<L>(kernels::view(table),
                                 [&](const auto& p) { return kernels::domain_warp<L>(p, x, y, warp, fbm); });
}

double apply_island_mask(double height, double u, double v, const IslandMask& mask) noexcept {
  return kernels::apply_island_mask<L>(height, u, v, mask);
}

}  // namespace worldlab
