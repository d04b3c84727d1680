// The palettes as JSON (palette_json.hpp): the CLI's `palettes` verb and the WASM module's palettes() print it.
#include "worldlab/palette_json.hpp"

#include <cmath>
#include <span>

#include "worldlab/palette.hpp"

namespace worldlab {

nlohmann::ordered_json palettes_json() {
  namespace pal = palette;
  const auto rgb = [](const Rgb& c) { return nlohmann::ordered_json::array({c.r, c.g, c.b}); };
  const auto list = [&](std::span<const Rgb> colours) {
    nlohmann::ordered_json a = nlohmann::ordered_json::array();
    for (const Rgb& c : colours) a.push_back(rgb(c));
    return a;
  };
  nlohmann::ordered_json bands = nlohmann::ordered_json::array();
  for (const pal::TerrainBand& b : pal::terrain_bands()) {
    nlohmann::ordered_json band;
    band["key"] = b.key;
    band["top"] = std::isfinite(b.top) ? nlohmann::ordered_json(b.top) : nlohmann::ordered_json(nullptr);  // null: +inf
    band["low"] = rgb(b.low);
    band["high"] = rgb(b.high);
    bands.push_back(std::move(band));
  }
  nlohmann::ordered_json j;
  j["comment"] =
      "Generated from cpp/src/core/render/palette.cpp (worldlab palettes, the module's palettes()); do not edit.";
  j["lut"] = {{"size", pal::kLutSize}, {"min", pal::kLutMin}, {"max", pal::kLutMax}};
  j["terrain_bands"] = std::move(bands);
  j["heat"] = list(pal::heat_ramp());
  j["moisture"] = list(pal::moisture_ramp());
  j["air"] = list(pal::air_ramp());
  j["water"] = rgb(pal::kWaterSlate);
  j["trees"] = list(pal::tree_colours());
  return j;
}

}  // namespace worldlab
