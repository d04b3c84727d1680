// Islands lab, step 1: coast distance and land rank by hand, then the temperature with the lab's sliders.
#include <vector>

#include "worldlab/islands_climate.hpp"

namespace isl = worldlab::islands;

std::vector<double> lab_map() {
  isl::Recipe lab = *isl::find_recipe("west-wind");  // the islands terrain, 256², seed 1's noise layers
  lab.climate = {.base = 0.75, .lapse = 0.55, .latitude = 0.7, .coast_mod = 0.08, .temp_noise = 0.2};
  const isl::ClimateMap m = isl::make_recipe_map(1, lab, 256);  // inputs (and every layer) for these sliders
  const int n = m.n;
  std::vector<double> coast(n * n), rank(n * n), temperature(n * n);
  isl::coast_distance(n, m.height, m.threshold, coast);            // exact distance to water, cells of this map
  isl::land_rank_of_view(m.height, m.threshold, rank);             // 0 at the coast .. 1 at the top (a percentile)
  const double step = 1.0 / n, y0 = lab.north_south + 0.5 * step;  // world y of the first row's centres
  isl::temperature(n, y0, step, rank, coast, m.temp_noise, lab.climate, temperature);
  return temperature;
}
