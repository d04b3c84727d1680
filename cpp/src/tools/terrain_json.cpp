// TerrainParams to and from JSON through the schema (schema_json.hpp), and the presets list.
#include "worldlab/terrain_json.hpp"

#include "worldlab/schema_json.hpp"
#include "worldlab/text_input.hpp"

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

TerrainParams read_terrain_params(std::string_view preset_id, std::string_view json_text) {
  TerrainParams params;
  if (!preset_id.empty()) {
    const TerrainPreset* preset = find_terrain_preset(preset_id);
    if (!preset) throw InvalidArgument("unknown preset \"" + std::string(preset_id) + "\"");
    params = preset->params;
  }
  if (!json_text.empty()) {
    params = terrain_params_from_json(parse_json_text(json_text, kParamsJsonLimits, "params"), params);
  }
  validate(params);
  return params;
}

}  // namespace worldlab
