// Islands lab, step 2: the wind sweep with the lab's sliders — the "Wind air" layer.
#include <vector>

#include "worldlab/islands_climate.hpp"

namespace isl = worldlab::islands;

std::vector<double> lab_map() {
  const isl::WindParams wind{.on = true, .angle = 0, .dry = 0.001, .evap = 0.05, .lift = 0.5, .strength = 0.5};
  const isl::ClimateMap m = isl::make_recipe_map(1, *isl::find_recipe("west-wind"), 256);  // height and rank
  std::vector<double> air(m.height.size());
  // angle 0 blows toward +col (a west wind); 90 toward +row. lift: "Rain when the air climbs".
  isl::wind_field(m.n, m.height, m.threshold, m.rank, wind, air);
  return air;
}
