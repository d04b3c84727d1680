// The lab maps that neither `worldlab hash` nor the manifest covers, made by the same core calls the page's
// WASM bindings make (cpp/bindings/wasm/bindings.cpp) with each lab's default controls, which run.mjs reads from
// the labs' parameter tables (web/src/labs/*.ts) into the generated lab_defaults.hpp; and lab 6's map of any graph
// document (the code lines' check).
#include <cstdint>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "lab_defaults.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/graph_json.hpp"
#include "worldlab/islands_climate.hpp"
#include "worldlab/lab_maps.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/water_lab.hpp"
#include "worldlab/world.hpp"

namespace {

using Map = std::vector<double>;

// Lab 4 (renderClimateLab): the tutorial-fbm terrain over 320 × 240 samples, world 320 wide, the lab's chill.
Map climate_lab(const std::string& layer) {
  namespace lab = lab_defaults::climate;
  worldlab::lab::ClimateLabParams p;
  p.terrain = worldlab::find_terrain_preset("tutorial-fbm")->params;
  p.climate.chill = lab::chill;
  p.heat_limits.assign(std::begin(lab::heat_limits), std::end(lab::heat_limits));
  p.wet_limits.assign(std::begin(lab::wet_limits), std::end(lab::wet_limits));
  const worldlab::Grid grid{0, 0, 1.0 / 320, 320, 240};
  Map height(grid.size()), temperature(grid.size()), moisture(grid.size()), biome(grid.size());
  worldlab::lab::fill_climate_lab(lab::seed, p, grid, height, temperature, moisture, biome);
  return layer == "temperature" ? temperature : layer == "moisture" ? moisture : biome;
}

// Lab 5 (renderRegions): the lab's sites, wobble and blend over 320 × 240; the colours, or each site's biome.
Map region_lab(const std::string& layer) {
  namespace lab = lab_defaults::regions;
  worldlab::lab::RegionLabParams p;
  p.count = lab::count;
  p.blend.wobble = lab::wobble;
  p.blend.blend_width = lab::blend_width;
  const worldlab::Grid grid{0, 0, 1, 320, 240};
  Map rgb(3 * grid.size());
  const worldlab::lab::RegionLab out = worldlab::lab::fill_region_lab(lab::seed, p, grid, rgb);
  return layer == "biomes" ? Map(out.biomes.begin(), out.biomes.end()) : rgb;
}

// Lab 7 (renderIslands): make_recipe_map with the lab's default sliders and terrain, 256².
Map islands_lab(const std::string& layer) {
  namespace lab = lab_defaults::islands;
  worldlab::islands::Recipe r = worldlab::islands::recipes()[0];
  r.terrain_preset = lab::terrain_preset;
  r.north_south = lab::north_south;
  r.climate = {lab::base,       lab::lapse,       lab::latitude,    lab::coast_mod,
               lab::temp_noise, lab::moist_noise, lab::coast_bonus, lab::decay};
  r.wind = {lab::on, lab::angle, lab::dry, lab::evap, lab::lift, lab::strength};
  const worldlab::islands::ClimateMap m = worldlab::islands::make_recipe_map(lab::seed, r, 256);
  if (layer == "temperature") return m.temperature;
  if (layer == "air") return m.air;
  if (layer == "moisture") return m.moisture;
  return Map(m.biome.begin(), m.biome.end());
}

// Lab 8 (renderWorld): generate_world over 320 × 240 samples, 2 world units apart.
Map world_lab(const std::string& layer) {
  const worldlab::WorldMap m = worldlab::generate_world(lab_defaults::world::seed, worldlab::Grid{0, 0, 2, 320, 240});
  if (layer == "height") return m.height;
  if (layer == "temperature") return m.temperature;
  if (layer == "rgb") return Map(m.rgb.begin(), m.rgb.end());
  Map trees;
  for (const worldlab::PlacedPoint& t : m.trees) trees.insert(trees.end(), {t.x, t.y, static_cast<double>(t.biome)});
  return trees;
}

// Lab 12 (renderWater): water_lab_map with the lab's default controls, 256²; "height", "filled", "area" after the
// lab's erosion steps, "filled0" and "area0" with none (the lab at steps = 0), "height-m045" with m = 0.45.
Map water_lab(const std::string& layer) {
  namespace lab = lab_defaults::water;
  worldlab::lab::WaterLabParams p;
  p.terrain_preset = lab::terrain_preset;
  p.islands_rain = lab::islands_rain;
  p.rain = lab::rain;
  p.steps = static_cast<std::int64_t>(lab::steps);
  p.k = lab::k;
  p.m = lab::m;
  p.uplift = lab::uplift;
  p.diffusion = lab::diffusion;
  if (layer.back() == '0') p.steps = 0;
  if (layer == "height-m045") p.m = 0.45;
  const worldlab::lab::WaterLabMap m = worldlab::lab::water_lab_map(static_cast<std::int64_t>(lab::seed), p, 256);
  if (layer == "height" || layer == "height-m045") return m.terrain.height;
  if (layer == "filled" || layer == "filled0") return m.routing.filled;
  if (layer == "area" || layer == "area0") return m.routing.area;
  if (layer == "map") {
    Map all = m.terrain.height;
    all.insert(all.end(), m.routing.filled.begin(), m.routing.filled.end());
    all.insert(all.end(), m.routing.area.begin(), m.routing.area.end());
    all.insert(all.end(), m.routing.receivers.begin(), m.routing.receivers.end());
    all.insert(all.end(), m.routing.basins.begin(), m.routing.basins.end());
    return all;
  }
  throw std::invalid_argument("unknown water-lab layer " + layer);
}

// Lab 6 (renderGraph): a graph document read from a file, over the lab's 320 × 240 map, for "graph=FILE@SEED".
Map graph_map(const std::string& spec) {
  const std::size_t at = spec.rfind('@');
  std::ifstream in(spec.substr(0, at));
  std::stringstream text;
  text << in.rdbuf();
  const worldlab::CompiledGraph graph(worldlab::parse_graph(text.str()), std::stoll(spec.substr(at + 1)));
  const worldlab::Grid grid{0, 0, 1, 320, 240};
  Map out(grid.size());
  worldlab::fill_graph(graph, grid, out);
  return out;
}

}  // namespace

// "climate-lab/temperature" and the like, or "graph=FILE@SEED"; an unknown name throws.
Map reference_map(const std::string& name) {
  if (name.rfind("graph=", 0) == 0) return graph_map(name.substr(6));
  const std::size_t slash = name.find('/');
  const std::string lab = name.substr(0, slash), layer = name.substr(slash + 1);
  if (lab == "climate-lab") return climate_lab(layer);
  if (lab == "region-lab") return region_lab(layer);
  if (lab == "islands-lab") return islands_lab(layer);
  if (lab == "world-lab") return world_lab(layer);
  if (lab == "water-lab") return water_lab(layer);
  throw std::invalid_argument("unknown reference map " + name);
}
