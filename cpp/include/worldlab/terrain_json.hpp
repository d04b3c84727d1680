// TerrainParams to and from JSON (the lab's URL state, the presets list, eval and the WASM bindings).
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>

#include "worldlab/terrain.hpp"

namespace worldlab {

// Reads the keys present in `j` over `base` (missing keys keep base's values) and validates the
// result, through the schema: {"frequency", "fbm": {"octaves", ...}, "fractal", "musgrave": {...},
// "shape", "warp": {...}, "island", "mask": {"falloff"}, "sea_level"} (docs/params.md). Unknown keys,
// wrong types and out-of-range values throw InvalidArgument naming the key's path.
TerrainParams terrain_params_from_json(const nlohmann::json& j, const TerrainParams& base = {});
// Every key, with the shape terrain_params_from_json reads.
nlohmann::ordered_json terrain_params_to_json(const TerrainParams& params);
// [{"id", "description", "params"}, ...] for every preset, in order.
nlohmann::ordered_json terrain_presets_json();

// A preset's parameters (defaults when preset_id is empty) with a JSON object of overrides applied
// (none when json_text is empty), validated. InvalidArgument names an unknown preset, text that is
// not JSON, or the offending key.
TerrainParams read_terrain_params(std::string_view preset_id, std::string_view json_text);

}  // namespace worldlab
