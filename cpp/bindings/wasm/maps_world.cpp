// Entries of the new-world lab (8): the hero world over a grid, with its trees; the trees of an area alone.
#include <vector>

#include "entries.hpp"
#include "worldlab/manifest.hpp"
#include "worldlab/request_budget.hpp"

namespace worldlab::wasm {

val render_world(double seed, ParamsArg<WorldParams> params, GridArg grid) {
  const WorldParams p = read_params(params);
  const Grid g = read_grid(grid);
  // The world's five layers and bytes, the r, g, b doubles, their copy, the passes' own, the probe's four layers.
  check_request_memory("renderWorld", g.size(), kWorldMapLayers);
  const WorldMap m = generate_world(seed_from(seed), g, p);
  const std::vector<double> rgb(m.rgb.begin(), m.rgb.end());
  std::vector<double> trees;
  trees.reserve(3 * m.trees.size());
  for (const PlacedPoint& t : m.trees) trees.insert(trees.end(), {t.x, t.y, static_cast<double>(t.biome)});
  std::size_t land = 0;
  for (const auto b : m.biome) land += b >= 0 ? 1 : 0;
  val r = ok_result(to_float64_array(rgb));
  r.set("trees", to_float64_array(trees));
  r.set("tree_count", static_cast<double>(m.trees.size()));
  r.set("trees_hash", hex64(fnv1a64(trees)));  // as the manifest's world.trees: x, y, biome per tree
  r.set("land_share", static_cast<double>(land) / static_cast<double>(m.biome.size()));
  // The layers under the colours, per sample (for the page's probe).
  r.set("height", to_float64_array(m.height));
  r.set("temperature", to_float64_array(m.temperature));
  r.set("moisture", to_float64_array(m.moisture));
  r.set("biome", to_float64_array(std::vector<double>(m.biome.begin(), m.biome.end())));
  return r;
}

val world_trees(double seed, ParamsArg<WorldParams> params, double x_min, double x_max, double y_min, double y_max) {
  const WorldParams p = read_params(params);
  std::vector<double> trees;
  for (const PlacedPoint& t : worldlab::world_trees(seed_from(seed), p, x_min, x_max, y_min, y_max))
    trees.insert(trees.end(), {t.x, t.y, static_cast<double>(t.biome)});
  val r = ok_result(to_float64_array(trees));
  r.set("tree_count", static_cast<double>(trees.size() / 3));
  r.set("trees_hash", hex64(fnv1a64(trees)));  // as renderWorld's over a grid of this extent
  return r;
}

}  // namespace worldlab::wasm
