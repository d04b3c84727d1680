// Entries of the Islands climate lab (7): a recipe's map with its statistics, the nine recipes, the model's biomes,
// and one layer of a recipe's map as the manifest hashes it (for lab 9's check).
#include <vector>

#include "entries.hpp"
#include "worldlab/islands_sides.hpp"
#include "worldlab/lab_json.hpp"
#include "worldlab/request_budget.hpp"

namespace worldlab::wasm {

val islands_recipes() {
  val r = ok_result();
  r.set("recipes", to_js(islands_recipes_json()));
  return r;
}

val render_islands(double seed, ParamsArg<islands::Recipe> params, double side) {
  const islands::Recipe recipe = read_params(params);
  const int n = side_from(side, "side");
  // The climate map's eight layers (and its bytes), the five answer layers, their copy and the passes' own.
  check_request_memory("renderIslands", static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n),
                       kIslandsMapLayers);
  const islands::ClimateMap map = islands::make_recipe_map(seed_from(seed), recipe, n);
  const islands::ClimateStats stats = islands::climate_stats(map, recipe.wind);
  const std::size_t cells = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
  std::vector<double> out(5 * cells);
  for (std::size_t i = 0; i < cells; ++i) {
    out[i] = map.biome[i];
    out[cells + i] = map.temperature[i];
    out[2 * cells + i] = map.moisture[i];
    out[3 * cells + i] = map.air[i];
    out[4 * cells + i] = map.height[i] >= map.threshold ? islands::table_cell(map.temperature[i], map.moisture[i]) : -1;
  }
  val r = ok_result(to_float64_array(out));
  r.set("land_cells", static_cast<double>(stats.land_cells));
  r.set("dry_share", stats.dry_share);
  r.set("windward", stats.windward_moisture);
  r.set("leeward", stats.leeward_moisture);
  // Each island's windward side against its lee (islands_sides.hpp): the sides of its ridges the map shows.
  const islands::IslandSides sides = islands::island_sides(map, recipe.wind);
  r.set("island_windward", sides.windward_moisture);
  r.set("island_lee", sides.lee_moisture);
  r.set("islands_two_sided", static_cast<double>(sides.two_sided));
  r.set("islands_lee_drier", static_cast<double>(sides.lee_drier));
  // Each cell's side (0 water or ridge, 1 windward, 2 lee), copied into a Uint8Array the caller owns.
  r.set("island_side",
        val::global("Uint8Array").new_(emscripten::typed_memory_view(sides.side.size(), sides.side.data())));
  r.set("cell_shares", to_float64_array(stats.cell_share));
  r.set("biome_shares", to_float64_array(stats.biome_share));
  return r;
}

val islands_biomes() {
  nlohmann::ordered_json all = nlohmann::ordered_json::array();
  for (int b = 0; b < islands::kBiomeCount; ++b) {
    const auto c = islands::biome_colour(b);
    all.push_back({{"name", islands::biome_name(b)}, {"rgb", {c[0], c[1], c[2]}}});
  }
  std::vector<double> table;
  for (const auto b : islands::kWhittaker) table.push_back(static_cast<double>(b));
  val r = ok_result();
  r.set("biomes", to_js(all));
  r.set("table", to_float64_array(table));
  return r;
}

val islands_recipe_layer(const std::string& id, double seed, const std::string& layer) {
  const islands::Recipe* recipe = islands::find_recipe(id);
  if (!recipe) throw InvalidArgument("unknown recipe \"" + id + "\"");
  const islands::ClimateMap m = islands::make_recipe_map(seed_from(seed), *recipe, 256);
  std::vector<double> out;
  if (layer == "biome")
    out.assign(m.biome.begin(), m.biome.end());
  else if (layer == "temperature")
    out = m.temperature;
  else if (layer == "moisture")
    out = m.moisture;
  else if (layer == "air")
    out = m.air;
  else
    throw InvalidArgument("layer must be biome, temperature, moisture or air");
  return ok_result(to_float64_array(out));
}

}  // namespace worldlab::wasm
