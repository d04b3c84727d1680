// Point batches (batch.hpp): size checks, then the kernels of the SIMD level in use (simd/point_kernels.hpp).
#include "worldlab/batch.hpp"

#include <cstddef>
#include <string>

#include "simd/point_kernels.hpp"
#include "worldlab/grid.hpp"

namespace worldlab {

namespace {

void same_length(std::size_t expected, std::size_t got, const char* name) {
  if (got != expected)
    throw InvalidArgument(std::string(name) + " holds " + std::to_string(got) + " values, x holds " +
                          std::to_string(expected));
}

const simd::PointKernels& level() { return simd::active_kernels(); }

}  // namespace

void basis_points(const NoiseTable& table, Basis basis, std::span<const double> x, std::span<const double> y,
                  std::span<double> out) {
  same_length(x.size(), y.size(), "y");
  same_length(x.size(), out.size(), "out");
  level().basis(kernels::view(table), basis, x.data(), y.data(), out.data(), x.size());
}

void simplex3_points(const NoiseTable& table, std::span<const double> x, std::span<const double> y,
                     std::span<const double> z, std::span<double> out) {
  same_length(x.size(), y.size(), "y");
  same_length(x.size(), z.size(), "z");
  same_length(x.size(), out.size(), "out");
  level().simplex3(kernels::view(table), x.data(), y.data(), z.data(), out.data(), x.size());
}

void perlin3_points(const NoiseTable& table, std::span<const double> x, std::span<const double> y,
                    std::span<const double> z, std::span<double> out) {
  same_length(x.size(), y.size(), "y");
  same_length(x.size(), z.size(), "z");
  same_length(x.size(), out.size(), "out");
  level().perlin3(kernels::view(table), x.data(), y.data(), z.data(), out.data(), x.size());
}

void fbm2_points(const NoiseTable& table, const FbmParams& params, std::span<const double> x, std::span<const double> y,
                 std::span<double> out) {
  same_length(x.size(), y.size(), "y");
  same_length(x.size(), out.size(), "out");
  level().fbm2(kernels::view(table), params, x.data(), y.data(), out.data(), x.size());
}

void ridged_multifractal_points(const NoiseTable& table, const FbmParams& params, const MusgraveParams& musgrave,
                                std::span<const double> x, std::span<const double> y, std::span<double> out) {
  same_length(x.size(), y.size(), "y");
  same_length(x.size(), out.size(), "out");
  level().ridged_multifractal(kernels::view(table), params, musgrave, x.data(), y.data(), out.data(), x.size());
}

void warp_points(const NoiseTable& table, const WarpParams& warp, const FbmParams& fbm, std::span<const double> x,
                 std::span<const double> y, std::span<double> out_x, std::span<double> out_y) {
  same_length(x.size(), y.size(), "y");
  same_length(x.size(), out_x.size(), "out_x");
  same_length(x.size(), out_y.size(), "out_y");
  level().warp_point(kernels::view(table), warp, fbm, x.data(), y.data(), out_x.data(), out_y.data(), x.size());
}

void domain_warp_points(const NoiseTable& table, const WarpParams& warp, const FbmParams& fbm,
                        std::span<const double> x, std::span<const double> y, std::span<double> out) {
  same_length(x.size(), y.size(), "y");
  same_length(x.size(), out.size(), "out");
  level().domain_warp(kernels::view(table), warp, fbm, x.data(), y.data(), out.data(), x.size());
}

void fold_points(Fold fold, std::span<const double> in, std::span<double> out) {
  same_length(in.size(), out.size(), "out");
  level().fold(fold, in.data(), out.data(), in.size());
}

void island_mask_points(const IslandMask& mask, std::span<const double> height, std::span<const double> u,
                        std::span<const double> v, std::span<double> out) {
  same_length(height.size(), u.size(), "u");
  same_length(height.size(), v.size(), "v");
  same_length(height.size(), out.size(), "out");
  level().island_mask(mask, height.data(), u.data(), v.data(), out.data(), height.size());
}

}  // namespace worldlab
