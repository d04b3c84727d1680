// Regions lab, step 3: the lab's map — wobbled borders, colours blended near each border (r, g, b per sample).
#include <vector>

#include "worldlab/biome_table.hpp"
#include "worldlab/regions.hpp"

std::vector<double> lab_map() {
  const std::vector<worldlab::Site> sites = worldlab::make_sites(45, 320, 240, 1);
  const std::vector<int> biome = worldlab::region_biomes(sites, worldlab::ClimateTables(1), {});
  const worldlab::NoiseTable wobble_noise(1 + 3);
  worldlab::CellBlendParams border;
  border.wobble = 14;       // how far the lookup point moves, pixels: 0 = straight borders
  border.blend_width = 10;  // how deep into a cell the mix reaches, pixels: 0 = hard edges
  const auto& colours = worldlab::tutorial_biome_table().colours;
  std::vector<double> rgb;
  for (int y = 0; y < 240; ++y) {
    for (int x = 0; x < 320; ++x) {
      const worldlab::CellBlend b = worldlab::cell_blend(sites, wobble_noise, x, y, border);
      const worldlab::MixedColour c =
          worldlab::blend_rgb(colours[biome[b.second]], colours[biome[b.nearest]], b.weight);
      rgb.insert(rgb.end(), {c.r, c.g, c.b});
    }
  }
  return rgb;
}
