// Islands lab, step 4: the whole model in one call (run_climate) and the biome layer the lab paints.
#include <cstdio>
#include <vector>

#include "worldlab/islands_climate.hpp"

namespace isl = worldlab::islands;

std::vector<double> lab_map() {
  isl::Recipe lab = *isl::find_recipe("west-wind");
  lab.climate = {.base = 0.75,
                 .lapse = 0.55,
                 .latitude = 0.7,
                 .coast_mod = 0.08,
                 .temp_noise = 0.2,
                 .moist_noise = 0.4,
                 .coast_bonus = 0.15,
                 .decay = 0.3};
  lab.wind = {.on = true, .angle = 0, .dry = 0.001, .evap = 0.05, .lift = 0.5, .strength = 0.5};
  const isl::ClimateMap m = isl::make_recipe_map(1, lab, 256);  // coast, rank, T, air, M, biome
  const isl::ClimateStats s = isl::climate_stats(m, lab.wind);
  std::printf("dry land %.1f %%, windward %.2f, leeward %.2f, cold-hot contacts %zu\n", 100 * s.dry_share,
              s.windward_moisture, s.leeward_moisture, s.cold_hot_contacts);
  return std::vector<double>(m.biome.begin(), m.biome.end());  // isl::biome_name(id): "ocean" .. "beach"
}
