// Point batches (batch.hpp): the scalar reference path, one sample after the other.
#include "worldlab/batch.hpp"

#include <cstddef>
#include <string>

#include "worldlab/grid.hpp"

namespace worldlab {

namespace {

void same_length(std::size_t expected, std::size_t got, const char* name) {
  if (got != expected)
    throw InvalidArgument(std::string(name) + " holds " + std::to_string(got) + " values, x holds " +
                          std::to_string(expected));
}

}  // namespace

void basis_points(const NoiseTable& table, Basis basis, std::span<const double> x, std::span<const double> y,
                  std::span<double> out) {
  same_length(x.size(), y.size(), "y");
  same_length(x.size(), out.size(), "out");
  for (std::size_t i = 0; i < x.size(); ++i) out[i] = basis_noise(table, basis, x[i], y[i]);
}

void simplex3_points(const NoiseTable& table, std::span<const double> x, std::span<const double> y,
                     std::span<const double> z, std::span<double> out) {
  same_length(x.size(), y.size(), "y");
  same_length(x.size(), z.size(), "z");
  same_length(x.size(), out.size(), "out");
  for (std::size_t i = 0; i < x.size(); ++i) out[i] = simplex3(table, x[i], y[i], z[i]);
}

void perlin3_points(const NoiseTable& table, std::span<const double> x, std::span<const double> y,
                    std::span<const double> z, std::span<double> out) {
  same_length(x.size(), y.size(), "y");
  same_length(x.size(), z.size(), "z");
  same_length(x.size(), out.size(), "out");
  for (std::size_t i = 0; i < x.size(); ++i) out[i] = perlin3(table, x[i], y[i], z[i]);
}

void fbm2_points(const NoiseTable& table, const FbmParams& params, std::span<const double> x, std::span<const double> y,
                 std::span<double> out) {
  same_length(x.size(), y.size(), "y");
  same_length(x.size(), out.size(), "out");
  for (std::size_t i = 0; i < x.size(); ++i) out[i] = fbm2(table, x[i], y[i], params);
}

void ridged_multifractal_points(const NoiseTable& table, const FbmParams& params, const MusgraveParams& musgrave,
                                std::span<const double> x, std::span<const double> y, std::span<double> out) {
  same_length(x.size(), y.size(), "y");
  same_length(x.size(), out.size(), "out");
  for (std::size_t i = 0; i < x.size(); ++i) out[i] = ridged_multifractal(table, x[i], y[i], params, musgrave);
}

void warp_points(const NoiseTable& table, const WarpParams& warp, const FbmParams& fbm, std::span<const double> x,
                 std::span<const double> y, std::span<double> out_x, std::span<double> out_y) {
  same_length(x.size(), y.size(), "y");
  same_length(x.size(), out_x.size(), "out_x");
  same_length(x.size(), out_y.size(), "out_y");
  for (std::size_t i = 0; i < x.size(); ++i) {
    const Point2 p = warp_point(table, x[i], y[i], warp, fbm);
    out_x[i] = p.x;
    out_y[i] = p.y;
  }
}

void fold_points(Fold fold, std::span<const double> in, std::span<double> out) {
  same_length(in.size(), out.size(), "out");
  for (std::size_t i = 0; i < in.size(); ++i) out[i] = apply_fold(fold, in[i]);
}

void island_mask_points(const IslandMask& mask, std::span<const double> height, std::span<const double> u,
                        std::span<const double> v, std::span<double> out) {
  same_length(height.size(), u.size(), "u");
  same_length(height.size(), v.size(), "v");
  same_length(height.size(), out.size(), "out");
  for (std::size_t i = 0; i < height.size(); ++i) out[i] = apply_island_mask(height[i], u[i], v[i], mask);
}

}  // namespace worldlab
