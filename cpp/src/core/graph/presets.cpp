// Named graphs shipped with the core: the tutorial's example stack and every terrain preset.
#include "worldlab/graph.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/world.hpp"

namespace worldlab {

std::vector<std::string_view> graph_preset_names() {
  std::vector<std::string_view> names{"tutorial-example", "hero-world"};
  for (const TerrainPreset& p : terrain_presets()) names.push_back(p.id);
  return names;
}

GraphSpec graph_preset(std::string_view name) {
  if (name == "tutorial-example") {
    // let terrain = simplexNode(new Simplex(seed), 0.012); then warp (seed + 4, 25, 0.006), clamp
    // (−0.3, 0.55), and mix 0.35 with cellNode(makeSites(12, 320, 240, seed + 7), 90).
    GraphSpec g;
    g.name = "tutorial-example";
    g.description = "The tutorial's density stack: simplex fBm, warp, clamp, mixed with Voronoi cells";
    g.nodes = {
        {"height", "simplex", {{"scale", 0.012}, {"octaves", 4}, {"seed_offset", 0}}, {}, {}},
        {"warped", "warp", {{"strength", 25}, {"scale", 0.006}, {"seed_offset", 4}}, {{"input", "height"}}, {}},
        {"clamped", "clamp", {{"low", -0.3}, {"high", 0.55}}, {{"input", "warped"}}, {}},
        {"cells", "cell", {{"count", 12}, {"width", 320}, {"height", 240}, {"seed_offset", 7}, {"radius", 90}}, {}, {}},
        {"terrain", "mix", {{"amount", 0.35}}, {{"a", "clamped"}, {"b", "cells"}}, {}},
    };
    g.output = "terrain";
    return g;
  }
  if (name == "hero-world") return world_graph();
  if (const TerrainPreset* preset = find_terrain_preset(name)) {
    GraphSpec g = terrain_graph(preset->params);
    g.name = std::string(preset->id);
    g.description = std::string(preset->description);
    return g;
  }
  std::string known;
  for (auto n : graph_preset_names()) known += (known.empty() ? "" : ", ") + std::string(n);
  throw InvalidArgument("unknown graph preset '" + std::string(name) + "' (known: " + known + ")");
}

}  // namespace worldlab
