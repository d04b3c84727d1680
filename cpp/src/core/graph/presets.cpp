// Named graphs shipped with the core: the tutorial's example stack and every terrain preset.
#include "worldlab/graph.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/world.hpp"

namespace worldlab {

std::vector<std::string_view> graph_preset_names() {
  std::vector<std::string_view> names{"tutorial-example", "tutorial-lab", "hero-world", "eroded-islands",
                                      "multi-noise-world"};
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
  if (name == "multi-noise-world") {
    // Six-parameter biomes (issue 26, docs/biomes6.md) over the eroded Islands: the tutorial's temperature and
    // moisture at 3 cycles across the square, continentalness from the height above the coast (-0.04) and a
    // little noise, erosion from what the water took away plus noise, weirdness, depth 0 (a map is the surface).
    // Water feeds the erosion axis: a river cell reads 3 and a lake (filled more than 0.002 deep) 5, values the
    // default table keeps for its river and lake biomes (listed first, so they win inside the land's boxes); away
    // from water both marks are -10, below any erosion, so the max leaves the erosion field as it is.
    GraphSpec g = graph_preset("eroded-islands");
    g.name = "multi-noise-world";
    g.description = "Six-parameter biomes on the eroded Islands: 30 biomes, rivers and lakes from the water module";
    const std::map<std::string, double, std::less<>> region{
        {"x0", 0.0}, {"y0", 0.0}, {"width", 1.0}, {"height", 1.0}, {"cell", 1.0 / 256}, {"sea_level", -0.04}};
    NodeSpec lakes{"lakes", "rivers", region, {{"input", "eroded"}}, {}};
    lakes.params.insert({{"layer", 1}, {"min_area", 0.0003}});
    g.nodes.push_back(std::move(lakes));
    const std::vector<NodeSpec> more{
        {"lake_flag", "sea_level", {{"level", 0.002}}, {{"input", "lakes"}}, {}},
        {"lake_mark", "scale_bias", {{"scale", 15}, {"bias", -10}}, {{"input", "lake_flag"}}, {}},
        {"river_mark", "scale_bias", {{"scale", 13}, {"bias", -10}}, {{"input", "rivers"}}, {}},
        {"water_mark", "max", {}, {{"a", "river_mark"}, {"b", "lake_mark"}}, {}},
        {"temperature", "temperature", {{"scale", 3}, {"seed_offset", 1}}, {{"height", "eroded"}}, {}},
        {"humidity", "moisture", {{"scale", 3}, {"seed_offset", 2}}, {}, {}},
        {"continentalness", "continentalness",
         {{"scale", 2}, {"octaves", 3}, {"sea_level", -0.04}, {"gain", 2}, {"weight", 0.25}, {"seed_offset", 11}},
         {{"height", "eroded"}}, {}},
        {"worn", "erosion", {{"scale", 4}, {"octaves", 3}, {"gain", 20}, {"weight", 1}, {"seed_offset", 12}},
         {{"before", "masked"}, {"after", "eroded"}}, {}},
        {"erosion", "max", {}, {{"a", "worn"}, {"b", "water_mark"}}, {}},
        {"weirdness", "weirdness", {{"scale", 3}, {"octaves", 2}, {"weight", 1.4}, {"seed_offset", 13}}, {}, {}},
        {"surface", "constant", {{"value", 0}}, {}, {}},
        {"depth", "depth", {{"axis", 0}, {"gain", 0.01}}, {{"surface", "surface"}}, {}},
        {"biome", "multi_noise_biome", {},
         {{"temperature", "temperature"},
          {"humidity", "humidity"},
          {"continentalness", "continentalness"},
          {"erosion", "erosion"},
          {"depth", "depth"},
          {"weirdness", "weirdness"}},
         {}},
    };
    g.nodes.insert(g.nodes.end(), more.begin(), more.end());
    g.output = "biome";
    g.outputs = {{"biome", "biome"},          {"height", "eroded"},       {"temperature", "temperature"},
                 {"humidity", "humidity"},    {"continentalness", "continentalness"}, {"erosion", "erosion"},
                 {"weirdness", "weirdness"},  {"rivers", "rivers"},       {"lakes", "lakes"}};
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
