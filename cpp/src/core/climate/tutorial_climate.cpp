// The tutorial's climateAt and its biome table: heat and wet simplex layers, mountain chill, pickBiome.
#include <algorithm>
#include <cstdint>
#include <string>

#include "simd/climate_kernels.hpp"
#include "simd/lanes.hpp"
#include "simd/point_kernels.hpp"
#include "worldlab/batch.hpp"
#include "worldlab/biome_table.hpp"
#include "worldlab/climate.hpp"
#include "worldlab/fractal.hpp"

namespace worldlab {

// The per-sample formulas are the scalar instantiation of simd/climate_kernels.hpp, where they are written once.
double clamp01(double v) noexcept { return kernels::clamp01<simd::ScalarLanes>(v); }

std::int64_t derived_seed(std::int64_t seed, std::int64_t offset) {
  if (offset > 0 && seed > INT64_MAX - offset)
    throw InvalidArgument("seed must be at most " + std::to_string(INT64_MAX - offset) +
                          " (the climate layers use seed + " + std::to_string(offset) + ")");
  return seed + offset;
}

ClimateTables::ClimateTables(std::int64_t seed) : heat(derived_seed(seed, 1)), wet(derived_seed(seed, 2)) {}

void validate(const TutorialClimateParams& params) { validate_fields(params); }

ClimateSample climate_at(const ClimateTables& tables, double x, double y, double height,
                         const TutorialClimateParams& params) noexcept {
  const FbmParams fbm{params.octaves};  // persistence 0.5, lacunarity 2: the tutorial's fbm defaults
  return {temperature_from(fbm2(tables.heat, x, y, fbm), height, params.chill),
          moisture_from(fbm2(tables.wet, x, y, fbm))};
}

double temperature_from(double heat, double height, double chill) noexcept {
  return kernels::temperature_from<simd::ScalarLanes>(heat, height, chill);
}

double moisture_from(double wet) noexcept { return kernels::moisture_from<simd::ScalarLanes>(wet); }

void temperature_from_points(double chill, std::span<const double> heat, std::span<const double> height,
                             std::span<double> out) {
  if (height.size() != heat.size() || out.size() != heat.size())
    throw InvalidArgument("temperature_from_points: heat, height and out must hold the same number of values");
  simd::active_kernels().temperature_from(chill, heat.data(), height.data(), out.data(), out.size());
}

void moisture_from_points(std::span<const double> wet, std::span<double> out) {
  if (out.size() != wet.size())
    throw InvalidArgument("moisture_from_points: wet and out must hold the same number of values");
  simd::active_kernels().moisture_from(wet.data(), out.data(), out.size());
}

void fill_tutorial_climate(std::int64_t seed, const TutorialClimateParams& params, const Grid& grid,
                           std::span<const double> height, std::span<double> temperature, std::span<double> moisture,
                           const TaskSystem& tasks) {
  validate(grid);
  validate(params);
  if (height.size() != grid.size())
    throw InvalidArgument("height must hold width * height = " + std::to_string(grid.size()) + " values, got " +
                          std::to_string(height.size()));
  validate_output(grid, temperature);
  validate_output(grid, moisture);
  const ClimateTables tables(seed);
  // Row by row in chunks of 256 samples: each chunk reads the shared tables and its heights and writes only its
  // own values.
  const auto width = static_cast<std::size_t>(grid.width);
  parallel_rows(tasks, static_cast<std::size_t>(grid.height), width, [&](std::size_t first, std::size_t end) {
    constexpr std::size_t kChunk = 256;
    double xs[kChunk], ys[kChunk];
    for (std::size_t row = first; row < end; ++row) {
      const double y = grid.y(static_cast<int>(row));
      for (std::size_t c0 = 0; c0 < width; c0 += kChunk) {
        const std::size_t n = std::min(kChunk, width - c0), at = row * width + c0;
        for (std::size_t k = 0; k < n; ++k) {
          xs[k] = grid.x(static_cast<int>(c0 + k));
          ys[k] = y;
        }
        climate_points(tables, params, {xs, n}, {ys, n}, height.subspan(at, n), temperature.subspan(at, n),
                       moisture.subspan(at, n));
      }
    }
  });
}

void climate_points(const ClimateTables& tables, const TutorialClimateParams& params, std::span<const double> x,
                    std::span<const double> y, std::span<const double> height, std::span<double> temperature,
                    std::span<double> moisture) {
  const std::size_t n = x.size();
  if (y.size() != n || height.size() != n || temperature.size() != n || moisture.size() != n)
    throw InvalidArgument("climate_points: x, y, height, temperature and moisture must hold the same number of values");
  const FbmParams fbm{params.octaves};  // as climate_at
  fbm2_points(tables.heat, fbm, x, y, temperature);
  fbm2_points(tables.wet, fbm, x, y, moisture);
  temperature_from_points(params.chill, temperature, height, temperature);  // in place
  moisture_from_points(moisture, moisture);
}

void validate_limits(std::span<const double> limits, const char* name) {
  check_param_list(kHeatLimitsInfo, limits, name);  // both lists share one range: 0..1, at most kMaxBiomeLimits
  for (std::size_t k = 1; k < limits.size(); ++k)
    if (limits[k] < limits[k - 1])
      throw InvalidArgument(std::string(name) + " must be sorted ascending: " + name + "[" + std::to_string(k) +
                            "] is below the one before");
}

void validate(const BiomeTable& table) {
  validate_fields(table);
  validate_limits(table.heat_limits, "heat_limits");
  validate_limits(table.wet_limits, "wet_limits");
  const std::size_t cells = static_cast<std::size_t>(table.rows()) * static_cast<std::size_t>(table.cols());
  if (table.names.size() != cells)
    throw InvalidArgument("names must hold one name per cell (" + std::to_string(table.rows()) + " x " +
                          std::to_string(table.cols()) + " = " + std::to_string(cells) + "), got " +
                          std::to_string(table.names.size()));
  for (std::size_t k = 0; k < cells; ++k)
    if (table.names[k].empty()) throw InvalidArgument("names[" + std::to_string(k) + "] is empty");
  if (table.colours.size() != cells)
    throw InvalidArgument("colours must hold one colour per cell (" + std::to_string(cells) + "), got " +
                          std::to_string(table.colours.size()));
}

int pick_biome(double temperature, double moisture, std::span<const double> heat_limits,
               std::span<const double> wet_limits) noexcept {
  int row = 0;
  while (static_cast<std::size_t>(row) < heat_limits.size() && temperature >= heat_limits[row]) ++row;
  int col = 0;
  while (static_cast<std::size_t>(col) < wet_limits.size() && moisture >= wet_limits[col]) ++col;
  return row * (static_cast<int>(wet_limits.size()) + 1) + col;
}

const BiomeTable& tutorial_biome_table() {
  static const BiomeTable table = [] {
    BiomeTable t;  // the tutorial's limits are BiomeTable's defaults
    // Row by row, cold → hot; within a row dry → wet (the tutorial's BIOMES order).
    t.names = {"Tundra", "Taiga", "Snowy Forest", "Plains", "Forest", "Swamp", "Desert", "Savanna", "Rainforest"};
    // Our palette: pale and blue-green in the cold row, greens in the middle, ochres to deep green when hot.
    t.colours = {{190, 196, 170}, {86, 120, 92},   {222, 232, 236}, {176, 196, 108}, {62, 130, 62},
                 {76, 104, 84},   {226, 200, 130}, {192, 180, 88},  {26, 104, 48}};
    validate(t);
    return t;
  }();
  return table;
}

}  // namespace worldlab
