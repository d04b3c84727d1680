// The lab maps that neither `worldlab hash` nor the manifest covers, made by the same core calls the page's
// WASM bindings make (cpp/bindings/wasm/bindings.cpp) with each lab's default controls (web/src/labs/*.ts).
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "worldlab/islands_climate.hpp"
#include "worldlab/lab_maps.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/world.hpp"

namespace {

using Map = std::vector<double>;

// Lab 4 (renderClimateLab): the tutorial-fbm terrain over 320 × 240 samples, world 320 wide, chill 0.6.
Map climate_lab(const std::string& layer) {
  worldlab::lab::ClimateLabParams p;
  p.terrain = worldlab::find_terrain_preset("tutorial-fbm")->params;
  p.climate.chill = 0.6;
  const worldlab::Grid grid{0, 0, 1.0 / 320, 320, 240};
  Map height(grid.size()), temperature(grid.size()), moisture(grid.size()), biome(grid.size());
  worldlab::lab::fill_climate_lab(1, p, grid, height, temperature, moisture, biome);
  return layer == "temperature" ? temperature : layer == "moisture" ? moisture : biome;
}

// Lab 5 (renderRegions): 45 sites over 320 × 240, wobble 14, blend 10; the colours, or each site's biome.
Map region_lab(const std::string& layer) {
  const worldlab::Grid grid{0, 0, 1, 320, 240};
  Map rgb(3 * grid.size());
  const worldlab::lab::RegionLab lab = worldlab::lab::fill_region_lab(1, worldlab::lab::RegionLabParams{}, grid, rgb);
  return layer == "biomes" ? Map(lab.biomes.begin(), lab.biomes.end()) : rgb;
}

// Lab 7 (renderIslands): make_recipe_map with the lab's default sliders on the islands terrain, 256².
Map islands_lab(const std::string& layer) {
  worldlab::islands::Recipe r = worldlab::islands::recipes()[0];
  r.terrain_preset = "islands";
  r.north_south = 0;
  r.climate = {.base = 0.75, .lapse = 0.55, .latitude = 0.7, .coast_mod = 0.08, .temp_noise = 0.2,
               .moist_noise = 0.45, .coast_bonus = 0.3, .decay = 0.08};
  r.wind = {.on = true, .angle = 0, .dry = 0.004, .evap = 0.05, .lift = 0.9, .strength = 0.35};
  const worldlab::islands::ClimateMap m = worldlab::islands::make_recipe_map(1, r, 256);
  if (layer == "temperature") return m.temperature;
  if (layer == "air") return m.air;
  if (layer == "moisture") return m.moisture;
  return Map(m.biome.begin(), m.biome.end());
}

// Lab 8 (renderWorld): generate_world over 320 × 240 samples, 2 world units apart.
Map world_lab(const std::string& layer) {
  const worldlab::WorldMap m = worldlab::generate_world(1, worldlab::Grid{0, 0, 2, 320, 240});
  if (layer == "height") return m.height;
  if (layer == "temperature") return m.temperature;
  if (layer == "rgb") return Map(m.rgb.begin(), m.rgb.end());
  Map trees;
  for (const worldlab::PlacedPoint& t : m.trees) trees.insert(trees.end(), {t.x, t.y, static_cast<double>(t.biome)});
  return trees;
}

}  // namespace

// "climate-lab/temperature" and the like; an unknown name throws.
Map reference_map(const std::string& name) {
  const std::size_t slash = name.find('/');
  const std::string lab = name.substr(0, slash), layer = name.substr(slash + 1);
  if (lab == "climate-lab") return climate_lab(layer);
  if (lab == "region-lab") return region_lab(layer);
  if (lab == "islands-lab") return islands_lab(layer);
  if (lab == "world-lab") return world_lab(layer);
  throw std::invalid_argument("unknown reference map " + name);
}
