// The labs' parameter documents through the schema's strict readers and writers.
#include "worldlab/lab_json.hpp"

#include <string>

#include "worldlab/grid.hpp"
#include "worldlab/schema_json.hpp"

namespace worldlab {

islands::Recipe islands_recipe_from_json(const nlohmann::json& j, const islands::Recipe& base) {
  return params_from_json(j, base, {.prefix = "params"});
}

nlohmann::ordered_json islands_recipe_to_json(const islands::Recipe& recipe) {
  nlohmann::ordered_json j;
  j["id"] = recipe.id;
  j["description"] = recipe.description;
  j.update(params_to_json(recipe));
  return j;
}

nlohmann::ordered_json islands_recipes_json() {
  auto all = nlohmann::ordered_json::array();
  for (const islands::Recipe& r : islands::recipes()) all.push_back(islands_recipe_to_json(r));
  return all;
}

lab::ClimateLabParams climate_lab_params_from_json(const nlohmann::json& j) {
  static constexpr std::string_view kPreset[] = {"preset"};
  lab::ClimateLabParams base;
  if (j.is_object() && j.contains("preset")) {
    const nlohmann::json& id = j["preset"];
    const TerrainPreset* preset = id.is_string() ? find_terrain_preset(id.get<std::string>()) : nullptr;
    if (!preset) throw InvalidArgument("params.preset must be a terrain preset id (see `worldlab presets`)");
    base.terrain = preset->params;
  }
  return params_from_json(j, base, {.prefix = "params", .extra_keys = kPreset});
}

}  // namespace worldlab
