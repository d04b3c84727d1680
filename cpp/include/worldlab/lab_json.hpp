// The labs' parameter documents as JSON through the schema: Islands recipes and the climate lab's map.
#pragma once

#include <nlohmann/json.hpp>

#include "worldlab/islands_climate.hpp"
#include "worldlab/lab_maps.hpp"

namespace worldlab {

// A recipe's settable part, {"terrain_preset", "north_south", "climate": {...}, "wind": {...}}, read
// strictly over `base` and validated.
islands::Recipe islands_recipe_from_json(const nlohmann::json& j, const islands::Recipe& base = {});
// {"id", "description", then every settable field}.
nlohmann::ordered_json islands_recipe_to_json(const islands::Recipe& recipe);
// Every recipe, in order.
nlohmann::ordered_json islands_recipes_json();

// ClimateLabParams's keys plus "preset": a terrain preset id whose parameters are the base that
// "terrain" (if given) is read over. Strict and validated.
lab::ClimateLabParams climate_lab_params_from_json(const nlohmann::json& j);

}  // namespace worldlab
