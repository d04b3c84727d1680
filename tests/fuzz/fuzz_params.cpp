// libFuzzer target: terrain parameters JSON (the CLI's --params, the bindings' params), read over each preset
// and rendered on a small grid. Only InvalidArgument may come out; a valid read must round-trip through JSON.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/terrain_json.hpp"
#include "worldlab/text_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const nlohmann::json j = worldlab::parse_json_text(text, worldlab::kParamsJsonLimits, "params");
    const auto& presets = worldlab::terrain_presets();
    const worldlab::TerrainParams base = presets[size % presets.size()].params;
    const worldlab::TerrainParams p = worldlab::terrain_params_from_json(j, base);
    // What was accepted writes back to JSON that reads to the same parameters.
    const worldlab::TerrainParams again = worldlab::terrain_params_from_json(worldlab::terrain_params_to_json(p));
    if (worldlab::terrain_params_to_json(again) != worldlab::terrain_params_to_json(p)) __builtin_trap();
    const worldlab::Grid grid{0.0, 0.0, 1.0 / 3, 3, 2};
    std::vector<double> out(grid.size());
    worldlab::fill_terrain(static_cast<std::int64_t>(size), p, grid, out);
  } catch (const worldlab::InvalidArgument&) {
  }
  return 0;
}
