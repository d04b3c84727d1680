// Islands lab, step 3: the moisture layer from the noise, the coast and the wind's air.
#include <vector>

#include "worldlab/islands_climate.hpp"

namespace isl = worldlab::islands;

std::vector<double> lab_map() {
  isl::Recipe lab = *isl::find_recipe("west-wind");
  lab.climate.moist_noise = 0.4;   // weight of the moisture noise
  lab.climate.coast_bonus = 0.15;  // moisture from the sea at the coast ...
  lab.climate.decay = 0.3;         // ... fading inland per cell of a 256 map
  lab.wind = {.on = true, .angle = 0, .dry = 0.001, .evap = 0.05, .lift = 0.5, .strength = 0.5};
  const isl::ClimateMap m = isl::make_recipe_map(1, lab, 256);  // m.air is this wind's sweep
  std::vector<double> moisture(m.height.size());
  isl::moisture(m.n, m.moist_noise, m.coast, m.air, lab.climate, lab.wind, moisture);
  return moisture;
}
