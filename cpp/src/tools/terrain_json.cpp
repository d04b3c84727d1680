// Reads and writes TerrainParams as JSON with key-by-key validation.
#include "worldlab/terrain_json.hpp"

#include <cmath>
#include <string>

namespace worldlab {

namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& key, const std::string& what) {
  throw InvalidArgument("params." + key + ": " + what);
}

double read_number(const json& j, const std::string& key) {
  if (!j.is_number()) fail(key, "must be a number");
  const double v = j.get<double>();
  if (!std::isfinite(v)) fail(key, "must be finite");
  return v;
}

int read_int(const json& j, const std::string& key, int lo, int hi) {
  if (!j.is_number_integer()) fail(key, "must be an integer");
  const auto v = j.get<std::int64_t>();
  if (v < lo || v > hi) fail(key, "must be " + std::to_string(lo) + ".." + std::to_string(hi));
  return static_cast<int>(v);
}

std::string read_string(const json& j, const std::string& key) {
  if (!j.is_string()) fail(key, "must be a string");
  return j.get<std::string>();
}

}  // namespace

TerrainParams terrain_params_from_json(const json& j, const TerrainParams& base) {
  if (!j.is_object()) throw InvalidArgument("params must be a JSON object");
  TerrainParams t = base;
  for (const auto& [key, value] : j.items()) {
    if (key == "frequency") {
      t.frequency = read_number(value, key);
    } else if (key == "basis") {
      if (!parse_basis(read_string(value, key), t.fbm.basis)) fail(key, "must be simplex, perlin or value");
    } else if (key == "octaves") {
      t.fbm.octaves = read_int(value, key, kMinOctaves, kMaxOctaves);
    } else if (key == "persistence") {
      t.fbm.persistence = read_number(value, key);
    } else if (key == "lacunarity") {
      t.fbm.lacunarity = read_number(value, key);
    } else if (key == "octave_fold") {
      if (!parse_fold(read_string(value, key), t.fbm.octave_fold)) fail(key, "must be none, ridged or billow");
    } else if (key == "fractal") {
      if (!parse_fractal(read_string(value, key), t.fractal)) fail(key, "must be fbm or musgrave");
    } else if (key == "shape") {
      if (!parse_fold(read_string(value, key), t.shape)) fail(key, "must be none, ridged or billow");
    } else if (key == "warp") {
      if (!value.is_object()) fail(key, "must be an object {levels, strength, frequency}");
      for (const auto& [wkey, wvalue] : value.items()) {
        if (wkey == "levels") {
          t.warp.levels = read_int(wvalue, "warp.levels", 0, kMaxWarpLevels);
        } else if (wkey == "strength") {
          t.warp.strength = read_number(wvalue, "warp.strength");
        } else if (wkey == "frequency") {
          t.warp.frequency = read_number(wvalue, "warp.frequency");
        } else {
          fail("warp." + wkey, "unknown key");
        }
      }
    } else if (key == "island") {
      if (!value.is_boolean()) fail(key, "must be true or false");
      t.island = value.get<bool>();
    } else if (key == "falloff") {
      t.mask.falloff = read_number(value, key);
    } else if (key == "musgrave_offset") {
      t.musgrave.offset = read_number(value, key);
    } else if (key == "musgrave_gain") {
      t.musgrave.gain = read_number(value, key);
    } else if (key == "sea_level") {
      t.sea_level = read_number(value, key);
    } else {
      fail(key, "unknown key");
    }
  }
  validate(t);
  return t;
}

nlohmann::ordered_json terrain_params_to_json(const TerrainParams& t) {
  nlohmann::ordered_json j;
  j["frequency"] = t.frequency;
  j["basis"] = basis_name(t.fbm.basis);
  j["octaves"] = t.fbm.octaves;
  j["persistence"] = t.fbm.persistence;
  j["lacunarity"] = t.fbm.lacunarity;
  j["octave_fold"] = fold_name(t.fbm.octave_fold);
  j["fractal"] = fractal_name(t.fractal);
  j["musgrave_offset"] = t.musgrave.offset;
  j["musgrave_gain"] = t.musgrave.gain;
  j["shape"] = fold_name(t.shape);
  j["warp"] = {{"levels", t.warp.levels}, {"strength", t.warp.strength}, {"frequency", t.warp.frequency}};
  j["island"] = t.island;
  j["falloff"] = t.mask.falloff;
  j["sea_level"] = t.sea_level;
  return j;
}

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
    const auto j = json::parse(json_text, nullptr, false);
    if (j.is_discarded()) throw InvalidArgument("params is not valid JSON");
    params = terrain_params_from_json(j, params);
  }
  validate(params);
  return params;
}

}  // namespace worldlab
