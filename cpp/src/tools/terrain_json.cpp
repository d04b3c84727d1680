// TerrainParams to and from JSON through the schema (schema_json.hpp), and the presets list.
#include "worldlab/terrain_json.hpp"

#include "worldlab/schema_json.hpp"

namespace worldlab {

TerrainParams terrain_params_from_json(const nlohmann::json& j, const TerrainParams& base) {
  return params_from_json(j, base, {.prefix = "params"});
}

nlohmann::ordered_json terrain_params_to_json(const TerrainParams& t) { return params_to_json(t); }

nlohmann::ordered_json terrain_presets_json() {
  auto list = nlohmann::ordered_json::array();
  for (const auto& preset : terrain_presets()) {
    nlohmann::ordered_json item;
    item["id"] = preset.id;
    item["description"] = preset.description;
    item["params"] = terrain_params_to_json(preset.params);
    list.push_back(std::move(item));
  }
  return list;
}

}  // namespace worldlab
