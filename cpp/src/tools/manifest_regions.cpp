// Manifest entries of regions, the density graph, endless regions, placement and the hero world.
#include <cmath>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "manifest_registry.hpp"
#include "worldlab/endless.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/placement.hpp"
#include "worldlab/regions.hpp"
#include "worldlab/site_index.hpp"
#include "worldlab/world.hpp"

namespace worldlab::manifest_detail {

namespace {

const std::int64_t kRegionSeeds[] = {0, 1, -7, 2147483646, 2147483648};

// "map": the tutorial's 320 × 240 map and beyond it; "far": beyond ±2^31.
const Grid kMap{-20.5, -13.25, 3.7, 96, 72};
const Grid kFar{-3000000000.5, 2147483000.25, 37.0, 32, 32};

void add_region_seed_entries(ManifestBuilder& b, std::int64_t seed) {
  const std::string s = "/seed=" + std::to_string(seed);
  for (const auto& [count, width, height] : {std::tuple{45, 320.0, 240.0}, std::tuple{1000, 4096.0, 4096.0}}) {
    const auto sites = make_sites(count, width, height, seed);
    const std::string tag = "regions.sites" + std::to_string(count);
    std::vector<double> flat;
    for (const Site& site : sites) {
      flat.push_back(site.x);
      flat.push_back(site.y);
    }
    b.add(tag + s, flat);
    const SiteIndex index(sites);
    for (const auto& [gname, g] : {std::pair{"map", kMap}, std::pair{"far", kFar}}) {
      const std::string at = s + "/" + gname;
      b.grid_entry(tag + ".d1" + at, g, [&](double x, double y) { return index.nearest_two(x, y).d1; });
      b.grid_entry(tag + ".d2" + at, g, [&](double x, double y) { return index.nearest_two(x, y).d2; });
      b.grid_entry(tag + ".nearest_second" + at, g, [&](double x, double y) {
        const NearestTwo h = index.nearest_two(x, y);
        return static_cast<double>(h.nearest) * 1e6 + h.second;
      });
      const NoiseTable wobble(seed);
      b.grid_entry(tag + ".cell_blend.weight" + at, g,
                   [&](double x, double y) { return cell_blend(index, wobble, x, y, CellBlendParams{}).weight; });
    }
  }
  const CompiledGraph example(graph_preset("tutorial-example"), seed);
  for (const std::string& id : example.node_ids()) {
    for (const auto& [gname, g] : {std::pair{"map", kMap}, std::pair{"far", kFar}}) {
      std::vector<double> out(g.size());
      fill_graph_node(example, id, g, out);
      b.add("graph.tutorial-example." + id + s + "/" + gname, out);
    }
  }
}

// Every node type with its defaults, inputs fed by a simplex source and a cell source.
void add_node_entries(ManifestBuilder& b) {
  for (const NodeType* t : node_types()) {
    GraphSpec g;
    g.nodes.push_back({"src", "simplex", {}, {}});
    g.nodes.push_back({"cells", "cell", {}, {}});
    NodeSpec n{"n", std::string(t->type), {}, {}};
    for (const InputInfo& in : t->inputs) n.inputs[std::string(in.id)] = in.id == "b" ? "cells" : "src";
    g.nodes.push_back(n);
    g.output = "n";
    const CompiledGraph c(g, 31337);
    std::vector<double> out(kMap.size());
    fill_graph(c, kMap, out);
    b.add("graph.node." + std::string(t->type) + "/seed=31337/map", out);
  }
}

void add_endless_entries(ManifestBuilder& b) {
  for (std::int64_t seed : {std::int64_t{1}, std::int64_t{2147483648}}) {
    const std::string s = "/seed=" + std::to_string(seed);
    for (const auto& [gname, g] : {std::pair{"map", Grid{-300, -200, 9, 64, 48}}, std::pair{"far", kFar}}) {
      std::vector<std::int32_t> nb(g.size()), sb(g.size());
      std::vector<double> w(g.size());
      fill_endless_regions(seed, EndlessRegionParams{}, g, nb, sb, w);
      std::vector<double> biomes;
      for (std::size_t i = 0; i < g.size(); ++i) biomes.push_back(nb[i] * 16.0 + sb[i]);
      b.add("endless.biomes" + s + "/" + gname, biomes);
      b.add("endless.weight" + s + "/" + gname, w);
    }
    // Placement over a striped biome field, chunks (−1..1, 0).
    const auto stripes = [](double x, double) {
      const double k = std::floor(x / 60.0);
      return static_cast<int>(k - 9.0 * std::floor(k / 9.0));
    };
    for (int cx = -1; cx <= 1; ++cx) {
      std::vector<double> flat;
      for (const PlacedPoint& p : place_chunk(seed, cx, 0, PlacementParams{}, stripes)) {
        flat.push_back(p.x);
        flat.push_back(p.y);
        flat.push_back(p.biome);
      }
      b.add("placement.chunk" + std::to_string(cx) + ",0" + s, flat);
    }
    const WorldMap m = generate_world(seed, Grid{-100, -60, 3, 64, 48});
    b.add("world.height" + s, m.height);
    b.add("world.temperature" + s, m.temperature);
    b.add("world.moisture" + s, m.moisture);
    b.add("world.weight" + s, m.weight);
    std::vector<double> biome(m.biome.begin(), m.biome.end()), rgb(m.rgb.begin(), m.rgb.end()), trees;
    for (const PlacedPoint& t : m.trees) {
      trees.push_back(t.x);
      trees.push_back(t.y);
      trees.push_back(t.biome);
    }
    b.add("world.biome" + s, biome);
    b.add("world.rgb" + s, rgb);
    b.add("world.trees" + s, trees);
  }
}

}  // namespace

void add_regions_entries(ManifestBuilder& b) {
  for (std::int64_t seed : kRegionSeeds) add_region_seed_entries(b, seed);
  add_node_entries(b);
  add_endless_entries(b);
}

}  // namespace worldlab::manifest_detail
