// Choice lists the schema builds from the core's registries (a parameter naming a terrain preset).
#include <vector>

#include "worldlab/terrain.hpp"

namespace worldlab {

std::span<const std::string_view> terrain_preset_ids() noexcept {
  static const std::vector<std::string_view> ids = [] {
    std::vector<std::string_view> out;
    for (const TerrainPreset& p : terrain_presets()) out.push_back(p.id);
    return out;
  }();
  return ids;
}

}  // namespace worldlab
