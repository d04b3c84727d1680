// TerrainParams to and from JSON (the lab's URL state, the presets list, eval and the WASM bindings).
#pragma once

#include <nlohmann/json.hpp>

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

}  // namespace worldlab
