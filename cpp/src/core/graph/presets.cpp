// Named graphs shipped with the core: the tutorial's example stack and every terrain preset.
#include "worldlab/graph.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/world.hpp"

namespace worldlab {

std::vector<std::string_view> graph_preset_names() {
  std::vector<std::string_view> names{"tutorial-example", "tutorial-lab", "hero-world", "eroded-islands"};
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
  if (name == "tutorial-lab") {
    // The tutorial lab's own stack, which the density lab opens on: simplex fBm with features about 110 px
    // across (scale 1/110) and 5 octaves, a 30 px warp, clamp (−0.30, 0.40), mix 0.35 with the same cells.
    GraphSpec g = graph_preset("tutorial-example");
    g.name = "tutorial-lab";
    g.description = "The tutorial lab's stack: simplex fBm 110 px, 5 octaves, warp 30 px, clamp -0.30..0.40, cells";
    g.nodes[0].params = {{"scale", 1.0 / 110}, {"octaves", 5}, {"seed_offset", 0}};
    g.nodes[1].params = {{"strength", 30}, {"scale", 0.006}, {"seed_offset", 4}};
    g.nodes[2].params = {{"low", -0.3}, {"high", 0.4}};
    return g;
  }
  if (name == "hero-world") return world_graph();
  if (name == "eroded-islands") {
    // The lesson's Islands (a unit square of world) eroded over that square at 1/256: 80 steps of stream power
    // with a little diffusion, the coast (the Islands' land level, -0.04) as base level; then the rivers on the
    // eroded land, every cell draining 0.0003 of the square (about 20 cells) or more.
    GraphSpec g = graph_preset("islands");
    g.name = "eroded-islands";
    g.description = "The lesson's Islands carved by rivers: stream-power erosion and the rivers it leaves";
    const std::map<std::string, double, std::less<>> region{
        {"x0", 0.0}, {"y0", 0.0}, {"width", 1.0}, {"height", 1.0}, {"cell", 1.0 / 256}, {"sea_level", -0.04}};
    NodeSpec eroded{"eroded", "erode", region, {{"input", "masked"}}, {}};
    eroded.params.insert({{"steps", 80}, {"dt", 1}, {"k", 0.01}, {"diffusion", 2e-7}});
    NodeSpec rivers{"rivers", "rivers", region, {{"input", "eroded"}}, {}};
    rivers.params.insert({{"layer", 2}, {"min_area", 0.0003}});
    for (NodeSpec& n : g.nodes)
      if (n.id == "land") n.inputs["input"] = "eroded";
    g.nodes.push_back(std::move(eroded));
    g.nodes.push_back(std::move(rivers));
    g.output = "eroded";
    g.outputs = {{"height", "eroded"}, {"land", "land"}, {"rivers", "rivers"}, {"uneroded", "masked"}};
    return g;
  }
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
