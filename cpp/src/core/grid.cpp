// Validation of grids and parameters, and the batch fills behind the CLI, the WASM bindings and the lab.
#include "worldlab/grid.hpp"

#include <cmath>
#include <cstdio>
#include <string>

namespace worldlab {

namespace {
[[noreturn]] void fail(const std::string& message) { throw InvalidArgument(message); }

std::string num(double v) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

}  // namespace

void require_range(double value, double lo, double hi, const char* name) {
  require_finite(value, name);
  if (value < lo || value > hi)
    fail(std::string(name) + " must be in " + num(lo) + ".." + num(hi) + ", got " + num(value));
}

void require_finite(double value, const char* name) {
  if (!std::isfinite(value)) fail(std::string(name) + " must be a finite number, got " + num(value));
}

void validate(const Grid& grid) {
  require_finite(grid.x0, "x0");
  require_finite(grid.y0, "y0");
  require_finite(grid.step, "step");
  if (!(grid.step > 0)) fail("step must be > 0, got " + num(grid.step));
  if (grid.width < 1 || grid.width > kMaxGridSide)
    fail("width must be 1.." + std::to_string(kMaxGridSide) + ", got " + std::to_string(grid.width));
  if (grid.height < 1 || grid.height > kMaxGridSide)
    fail("height must be 1.." + std::to_string(kMaxGridSide) + ", got " + std::to_string(grid.height));
  // The far corner must stay finite too, or every sample past it would be NaN by overflow.
  require_finite(grid.x(grid.width - 1), "x0 + (width - 1) * step");
  require_finite(grid.y(grid.height - 1), "y0 + (height - 1) * step");
}

void validate_output(const Grid& grid, std::span<const double> out) {
  if (out.size() != grid.size())
    fail("output buffer holds " + std::to_string(out.size()) + " values, the grid needs " +
         std::to_string(grid.size()) + " (width * height)");
}

void validate(const FbmParams& params) { validate_fields(params); }

void validate(const WarpParams& params) { validate_fields(params); }

void fill_simplex2(std::int64_t seed, const Grid& grid, std::span<double> out) {
  const NoiseTable table(seed);
  fill_grid(grid, out, [&](double x, double y) { return simplex2(table, x, y); });
}

void fill_simplex3(std::int64_t seed, double z, const Grid& grid, std::span<double> out) {
  require_finite(z, "z");
  const NoiseTable table(seed);
  fill_grid(grid, out, [&](double x, double y) { return simplex3(table, x, y, z); });
}

void fill_perlin2(std::int64_t seed, const Grid& grid, std::span<double> out) {
  const NoiseTable table(seed);
  fill_grid(grid, out, [&](double x, double y) { return perlin2(table, x, y); });
}

void fill_perlin3(std::int64_t seed, double z, const Grid& grid, std::span<double> out) {
  require_finite(z, "z");
  const NoiseTable table(seed);
  fill_grid(grid, out, [&](double x, double y) { return perlin3(table, x, y, z); });
}

void fill_value2(std::int64_t seed, const Grid& grid, std::span<double> out) {
  const NoiseTable table(seed);
  fill_grid(grid, out, [&](double x, double y) { return value2(table, x, y); });
}

void fill_fbm2(std::int64_t seed, const FbmParams& params, const Grid& grid, std::span<double> out) {
  validate(params);
  const NoiseTable table(seed);
  fill_grid(grid, out, [&](double x, double y) { return fbm2(table, x, y, params); });
}

void fill_ridged_multifractal(std::int64_t seed, const FbmParams& params, const MusgraveParams& musgrave,
                              const Grid& grid, std::span<double> out) {
  validate(params);
  validate_fields(musgrave);
  const NoiseTable table(seed);
  fill_grid(grid, out, [&](double x, double y) { return ridged_multifractal(table, x, y, params, musgrave); });
}

void fill_domain_warp(std::int64_t seed, const WarpParams& warp, const FbmParams& fbm, const Grid& grid,
                      std::span<double> out) {
  validate(warp);
  validate(fbm);
  const NoiseTable table(seed);
  fill_grid(grid, out, [&](double x, double y) { return domain_warp(table, x, y, warp, fbm); });
}

}  // namespace worldlab
