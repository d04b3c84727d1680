// The graph's evaluation: each node once per sample and place, block boundaries, the evaluation limit, outputs.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

#include "test_support.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/graph_json.hpp"
#include "worldlab/terrain.hpp"
#include "worldlab/world.hpp"

namespace worldlab {
namespace {

using test::bits;

std::string graph_error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const InvalidArgument& e) {
    return e.what();
  }
  return "(no error)";
}

// n0 = 16-octave simplex fBm, n_i = add(n_{i-1}, n_{i-1}): 2^31 leaf evaluations per sample if every
// consumer recomputed its inputs, 32 when each node is computed once.
GraphSpec doubling(int count) {
  GraphSpec g;
  g.nodes.push_back({"n0", "simplex", {{"octaves", 16}}, {}, {}});
  for (int i = 1; i < count; ++i) {
    const std::string prev = "n" + std::to_string(i - 1);
    g.nodes.push_back({"n" + std::to_string(i), "add", {}, {{"a", prev}, {"b", prev}}, {}});
  }
  g.output = "n" + std::to_string(count - 1);
  return g;
}

TEST(GraphEngine, SharedNodesAreEvaluatedOncePerSample) {
  const GraphSpec g = doubling(32);
  EXPECT_EQ(graph_evaluations(g), 32);
  const CompiledGraph c(g, 1);
  const Grid grid{0.5, -3.0, 1.75, 256, 256};
  std::vector<double> out(grid.size());
  fill_graph(c, grid, out);
  // Adding a value to itself doubles it exactly, so the output is n0 · 2^31 to the bit.
  const NoiseTable table(1);
  const FbmParams fbm{16};
  for (std::size_t i = 0; i < out.size(); i += 977) {
    const int row = static_cast<int>(i / 256), col = static_cast<int>(i % 256);
    const double n0 = fbm2(table, grid.x(col) * 0.012, grid.y(row) * 0.012, fbm);
    EXPECT_EQ(bits(out[i]), bits(n0 * 2147483648.0)) << i;
  }
}

TEST(GraphEngine, BlocksAndPointsGiveTheSameBits) {
  const GraphSpec g = graph_preset("tutorial-example");
  const CompiledGraph c(g, 42);
  // 300 × 3 samples: blocks of 256 cross row boundaries; every sample must equal its single-point value.
  const Grid grid{-20.5, 7.25, 1.5, 300, 3};
  const std::vector<std::string> ids = c.node_ids();
  std::vector<double> all(ids.size() * grid.size());
  fill_graph_nodes(c, ids, grid, all);
  for (std::size_t k = 0; k < ids.size(); ++k) {
    std::vector<double> one(grid.size());
    fill_graph_node(c, ids[k], grid, one);
    for (std::size_t i = 0; i < grid.size(); ++i) {
      ASSERT_EQ(bits(all[k * grid.size() + i]), bits(one[i])) << ids[k] << " " << i;
      const int row = static_cast<int>(i / 300), col = static_cast<int>(i % 300);
      ASSERT_EQ(bits(one[i]), bits(c.node_at(ids[k], grid.x(col), grid.y(row)))) << ids[k] << " " << i;
    }
  }
  // Arbitrary points: the same values again.
  std::vector<double> xs, ys, zs;
  for (int i = 0; i < 700; ++i) {
    xs.push_back(i * 0.37 - 40);
    ys.push_back(i * -1.3 + 5);
    zs.push_back(0);
  }
  std::vector<double> at(xs.size());
  const std::string out_id = c.output_id();
  fill_graph_points(c, std::span(&out_id, 1), Points{xs.data(), ys.data(), zs.data(), xs.size()}, at);
  for (std::size_t i = 0; i < xs.size(); i += 13) EXPECT_EQ(bits(at[i]), bits(c.at(xs[i], ys[i]))) << i;
}

TEST(GraphEngine, ThreadCountsGiveTheSameBits) {
  const CompiledGraph c(world_graph(), 3);
  const Grid grid{-300.5, 120.25, 3.0, 173, 61};  // 10,553 samples: blocks and ranges of every size
  const std::vector<std::string> layers = {"height", "biome", "red", "tree_biome"};
  std::vector<double> serial(layers.size() * grid.size()), pooled(serial.size());
  fill_graph_nodes(c, layers, grid, serial, kSerialTasks);
  fill_graph_nodes(c, layers, grid, pooled, default_task_system());
  EXPECT_EQ(serial, pooled);
}

TEST(GraphEngine, NodesReadAtManyPlacesHitTheEvaluationLimit) {
  // Each level reads the level below through two different warps: the places double per level, so the
  // bottom node is needed at 2^levels places. Twelve levels would need thousands of evaluations.
  const auto build = [](int levels) {
    GraphSpec g;
    g.nodes.push_back({"l0", "simplex", {}, {}, {}});
    for (int i = 1; i <= levels; ++i) {
      const std::string prev = "l" + std::to_string(i - 1), id = std::to_string(i);
      g.nodes.push_back({"wa" + id, "warp", {{"seed_offset", 1}}, {{"input", prev}}, {}});
      g.nodes.push_back({"wb" + id, "warp", {{"seed_offset", 2}}, {{"input", prev}}, {}});
      g.nodes.push_back({"l" + id, "add", {}, {{"a", "wa" + id}, {"b", "wb" + id}}, {}});
    }
    g.output = "l" + std::to_string(levels);
    return g;
  };
  // Level L: l, wa, wb at 1 place; level L−1 at 2 places; ...; l0 at 2^L: 3 · (2^L − 1) + 2^L in all.
  EXPECT_EQ(graph_evaluations(build(3)), 29);
  EXPECT_NE(graph_error_of([&] { validate(build(12)); }).find("node evaluations per sample"), std::string::npos);
  // The same warp reading the same node twice shares its place: one evaluation.
  GraphSpec shared;
  shared.nodes = {{"s", "simplex", {}, {}, {}},
                  {"w", "warp", {}, {{"input", "s"}}, {}},
                  {"sum", "add", {}, {{"a", "w"}, {"b", "w"}}, {}}};
  shared.output = "sum";
  EXPECT_EQ(graph_evaluations(shared), 3);
}

TEST(GraphEngine, Version2DocumentsHaveNamedOutputs) {
  const std::string text =
      R"({"version":2,"name":"two","description":"a test","nodes":[{"id":"s","type":"simplex"},)"
      R"({"id":"a","type":"abs","inputs":{"input":"s"}}],"output":"a","outputs":{"raw":"s","folded":"a"}})";
  const GraphSpec g = parse_graph(text);
  EXPECT_EQ(g.name, "two");
  EXPECT_EQ(g.outputs.size(), 2u);
  const CompiledGraph c(g, 5);
  EXPECT_EQ(c.output_node("raw"), "s");
  EXPECT_EQ(c.output_node(""), "a");
  EXPECT_NE(graph_error_of([&] { (void)c.output_node("ghost"); }).find("raw"), std::string::npos);
  EXPECT_EQ(graph_to_json(parse_graph(graph_to_json(g).dump())).dump(), graph_to_json(g).dump());
  // Version 1 has no named outputs; unknown keys name the allowed ones.
  EXPECT_NE(graph_error_of([] {
              parse_graph(R"({"version":1,"nodes":[{"id":"s","type":"simplex"}],"output":"s","outputs":{}})");
            }).find("allowed: version, nodes, output"),
            std::string::npos);
  EXPECT_NE(graph_error_of([] {
              parse_graph(R"({"version":2,"nodes":[{"id":"s","type":"simplex"}],"output":"s","outputs":{"x":"q"}})");
            }).find("output 'x' names no node"),
            std::string::npos);
}

TEST(GraphPresets, ShippedDocumentsEqualTheCore) {
  // cpp/graphs/NAME.json are written by `npm run graphs:update`; engines and the CLI read them.
  for (const std::string_view name : graph_preset_names()) {
    const std::string path = std::string(WORLDLAB_GRAPHS_DIR) + "/" + std::string(name) + ".json";
    std::ifstream in(path);
    ASSERT_TRUE(in) << "missing " << path << " (npm run graphs:update)";
    std::stringstream text;
    text << in.rdbuf();
    const GraphSpec shipped = parse_graph(text.str());
    EXPECT_EQ(graph_to_json(shipped).dump(), graph_to_json(graph_preset(name)).dump()) << name;
    // The shipped document computes the preset's map to the bit.
    const Grid grid = default_map_grid(32);
    std::vector<double> a(grid.size()), b(grid.size());
    fill_graph(CompiledGraph(shipped, 1), grid, a);
    fill_graph(CompiledGraph(graph_preset(name), 1), grid, b);
    EXPECT_EQ(a, b) << name;
    if (const TerrainPreset* preset = find_terrain_preset(name)) {
      std::vector<double> direct(grid.size());
      fill_terrain(1, preset->params, grid, direct);
      EXPECT_EQ(a, direct) << name;
    }
  }
}

}  // namespace
}  // namespace worldlab
