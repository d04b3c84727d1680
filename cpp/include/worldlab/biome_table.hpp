// A temperature × moisture biome table with editable thresholds (the tutorial's Whittaker-style lookup).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "worldlab/schema.hpp"

namespace worldlab {

struct Rgb {
  std::uint8_t r, g, b;
};

inline constexpr int kMaxBiomeLimits = 15;  // at most 16 rows and 16 columns

// Rows are temperature bands (cold → hot), columns moisture bands (dry → wet). With R − 1 heat
// limits and C − 1 wet limits the table has R × C cells, stored row by row: names[row · C + col].
// The limits are parameters (the defaults are the tutorial's 0.4 and 0.6); names and colours are data.
struct BiomeTable {
  static constexpr std::string_view kSchema = "biome_table";
  std::vector<double> heat_limits{0.4, 0.6};  // sorted, each in 0..1; a temperature >= limit k is past row k
  std::vector<double> wet_limits{0.4, 0.6};   // sorted, each in 0..1
  std::vector<std::string> names;             // one per cell, non-empty
  std::vector<Rgb> colours;                   // one per cell, for maps and the lab
  int rows() const noexcept { return static_cast<int>(heat_limits.size()) + 1; }
  int cols() const noexcept { return static_cast<int>(wet_limits.size()) + 1; }
};

// The two lists of thresholds (also read by the climate lab and eval's pick_biome).
inline constexpr ParamInfo kHeatLimitsInfo{
    .id = "heat_limits",
    .type = ParamType::kList,
    .min = 0,
    .max = 1,
    .step = 0.01,
    .unit = "temperature (0..1)",
    .description = "temperatures where the next row of the table starts (colder rows first); sorted ascending",
    .max_items = kMaxBiomeLimits};
inline constexpr ParamInfo kWetLimitsInfo{
    .id = "wet_limits",
    .type = ParamType::kList,
    .min = 0,
    .max = 1,
    .step = 0.01,
    .unit = "moisture (0..1)",
    .description = "moistures where the next column of the table starts (drier columns first); sorted ascending",
    .max_items = kMaxBiomeLimits};
template <class V>
void describe(V& v, BiomeTable& p) {
  v.field(p.heat_limits, kHeatLimitsInfo);
  v.field(p.wet_limits, kWetLimitsInfo);
}

// Throws InvalidArgument naming the field: limits unsorted, outside 0..1 or non-finite; more than
// kMaxBiomeLimits per axis; names or colours not one per cell; an empty name.
void validate(const BiomeTable& table);
// Only the thresholds (what eval and the lab's drag handles change): the schema's range and length,
// then sorted ascending. Errors name `name` ("heat_limits", "heat_limits[2]").
void validate_limits(std::span<const double> limits, const char* name);

// The tutorial's pickBiome: row = how many heat limits the temperature reaches (>=), column the
// same for moisture, index = row · (wet_limits.size() + 1) + col. A NaN compares false, so it
// lands in row or column 0, as in JavaScript. Expects validated limits.
int pick_biome(double temperature, double moisture, std::span<const double> heat_limits,
               std::span<const double> wet_limits) noexcept;
inline int pick_biome(const BiomeTable& table, double temperature, double moisture) noexcept {
  return pick_biome(temperature, moisture, table.heat_limits, table.wet_limits);
}

// The tutorial's 3 × 3 table: limits 0.4 and 0.6 on both axes; Tundra, Taiga, Snowy Forest /
// Plains, Forest, Swamp / Desert, Savanna, Rainforest; colours are ours.
const BiomeTable& tutorial_biome_table();

}  // namespace worldlab
