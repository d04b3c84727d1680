// Point batches: the noise, fractal and warp functions over caller-owned arrays of coordinates.
//
// Every function computes out[i] = f(x[i], y[i]) for i < n, exactly as the single-sample function
// of the same name (noise.hpp, fractal.hpp) gives it, bit for bit. The arrays are flat, caller-owned
// and all of the same length (checked on entry: InvalidArgument naming the array); parameters are
// expected validated (validate(FbmParams), validate(WarpParams)). These are the kernels the grid
// fills (grid.hpp) and the graph's nodes (graph.hpp) call block by block; SIMD builds of them
// repeat the scalar operations lane by lane, in the same order.
#pragma once

#include <span>

#include "worldlab/fractal.hpp"
#include "worldlab/noise.hpp"

namespace worldlab {

// One octave of a 2D basis (simplex2, perlin2, value2).
void basis_points(const NoiseTable& table, Basis basis, std::span<const double> x, std::span<const double> y,
                  std::span<double> out);
void simplex3_points(const NoiseTable& table, std::span<const double> x, std::span<const double> y,
                     std::span<const double> z, std::span<double> out);
void perlin3_points(const NoiseTable& table, std::span<const double> x, std::span<const double> y,
                    std::span<const double> z, std::span<double> out);

void fbm2_points(const NoiseTable& table, const FbmParams& params, std::span<const double> x, std::span<const double> y,
                 std::span<double> out);
void ridged_multifractal_points(const NoiseTable& table, const FbmParams& params, const MusgraveParams& musgrave,
                                std::span<const double> x, std::span<const double> y, std::span<double> out);

// Where warp_point sends each point: (out_x[i], out_y[i]) = warp_point(x[i], y[i]).
void warp_points(const NoiseTable& table, const WarpParams& warp, const FbmParams& fbm, std::span<const double> x,
                 std::span<const double> y, std::span<double> out_x, std::span<double> out_y);

// out[i] = apply_fold(fold, in[i]); in and out may be the same array.
void fold_points(Fold fold, std::span<const double> in, std::span<double> out);

// out[i] = apply_island_mask(height[i], u[i], v[i], mask); height and out may be the same array.
void island_mask_points(const IslandMask& mask, std::span<const double> height, std::span<const double> u,
                        std::span<const double> v, std::span<double> out);

}  // namespace worldlab
