// The tutorial's climate: temperature and moisture from two more simplex layers, with mountain chill.
#pragma once

#include <cstdint>
#include <span>

#include "worldlab/grid.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/schema.hpp"

namespace worldlab {

// Math.min(1, Math.max(0, v)) exactly as JavaScript evaluates it: NaN stays NaN, −0 becomes +0.
double clamp01(double v) noexcept;

// The heat and wet layers of a world: simplex tables for seed + 1 and seed + 2 (the tutorial's
// offsets, so the three layers don't line up). The sums are done in 64 bits; a seed above
// INT64_MAX − 2 has no seed + 2 and throws InvalidArgument naming "seed".
struct ClimateTables {
  explicit ClimateTables(std::int64_t seed);
  NoiseTable heat;  // seed + 1
  NoiseTable wet;   // seed + 2
};
// seed + offset, or InvalidArgument naming "seed" when it would pass INT64_MAX.
std::int64_t derived_seed(std::int64_t seed, std::int64_t offset);

struct TutorialClimateParams {
  static constexpr std::string_view kSchema = "tutorial_climate";
  // Temperature lost per unit of height above sea level (height > 0); the tutorial's default is
  // 0.5 and its lab slider runs about 0..2 (1.5 sends tundra up the peaks).
  double chill = 0.5;
  int octaves = 3;  // the tutorial's fbm octaves for climate: slow, regional change
};
// The mountain chill's range, shared by every climate lookup that takes one.
inline constexpr ParamInfo kChillInfo{
    .id = "chill",
    .min = -16,
    .max = 16,
    .step = 0.05,
    .unit = "temperature per height unit",
    .description = "temperature lost per unit of height above sea level; 0..2 typical"};
template <class V>
void describe(V& v, TutorialClimateParams& p) {
  v.field(p.chill, kChillInfo);
  v.field(p.octaves, {.id = "octaves",
                      .type = ParamType::kInteger,
                      .min = kMinOctaves,
                      .max = kMaxOctaves,
                      .step = 1,
                      .description = "fBm octaves of the heat and wet layers; 3 gives slow, regional change"});
}

struct ClimateSample {
  double temperature;  // 0 (frozen) .. 1 (scorching)
  double moisture;     // 0 (bone dry) .. 1 (soaked)
};

// The tutorial's climateAt: 0.5 + fbm(heat, x, y, 3), minus height · chill when height > 0, and
// 0.5 + fbm(wet, x, y, 3), each clamped to 0..1. (x, y) are noise coordinates: the tutorial samples
// at world position · 0.004. height is in the terrain's units, sea level at 0.
// The two halves of climateAt from their fBm values (what the graph's temperature and moisture nodes
// compute block by block): clamp01(0.5 + heat − (height > 0 ? height · chill : 0)) and clamp01(0.5 + wet).
double temperature_from(double heat, double height, double chill) noexcept;
double moisture_from(double wet) noexcept;
// The same over arrays, by the lane kernels of the SIMD level in use (simd.hpp), bit for bit the single-sample
// functions: out[i] = temperature_from(heat[i], height[i], chill), out[i] = moisture_from(wet[i]). out may be heat
// or wet; every span holds the same number of values.
void temperature_from_points(double chill, std::span<const double> heat, std::span<const double> height,
                             std::span<double> out);
void moisture_from_points(std::span<const double> wet, std::span<double> out);

ClimateSample climate_at(const ClimateTables& tables, double x, double y, double height,
                         const TutorialClimateParams& params = {}) noexcept;

// climate_at over a list of points (noise coordinates), the heat and wet fBm run by the batch kernels
// (batch.hpp) at the SIMD level in use: temperature[i], moisture[i] = climate_at(x[i], y[i], height[i]) bit for
// bit. Every span holds the same number of values.
void climate_points(const ClimateTables& tables, const TutorialClimateParams& params, std::span<const double> x,
                    std::span<const double> y, std::span<const double> height, std::span<double> temperature,
                    std::span<double> moisture);

// Batch version over a grid (noise coordinates): heights are read at height[row · width + col],
// results written to caller-owned temperature and moisture buffers of grid.size() values each. The rows
// are split over `tasks` (tasks.hpp); the result does not depend on it.
void fill_tutorial_climate(std::int64_t seed, const TutorialClimateParams& params, const Grid& grid,
                           std::span<const double> height, std::span<double> temperature, std::span<double> moisture,
                           const TaskSystem& tasks = default_task_system());

void validate(const TutorialClimateParams& params);

}  // namespace worldlab
