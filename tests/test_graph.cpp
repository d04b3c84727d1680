// The density graph: the tutorial's example stack to the bit, every node type, JSON, validation errors and code lines.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "test_support.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/graph_json.hpp"
#include "worldlab/grid.hpp"

namespace worldlab {
namespace {

using test::from_hex;
using test::hex;

const nlohmann::json& graph_vectors() {
  static const nlohmann::json doc = test::load_conformance("regions_vectors.json");
  return doc;
}

TEST(GraphConformance, TutorialExampleMatchesJavaScriptNodeByNode) {
  const GraphSpec preset = graph_preset("tutorial-example");
  std::vector<std::pair<double, double>> points;
  for (const auto& p : graph_vectors().at("points")) points.emplace_back(from_hex(p[0]), from_hex(p[1]));
  // The vector file's node names → the preset's node ids.
  const std::pair<const char*, const char*> nodes[] = {
      {"simplex", "height"}, {"warp", "warped"}, {"clamp", "clamped"}, {"cell", "cells"}, {"mix", "terrain"}};
  int compared = 0;
  for (const auto& r : graph_vectors().at("example_stack")) {
    const auto seed = r.at("seed").get<std::int64_t>();
    const CompiledGraph graph(preset, seed);
    for (const auto& [js_name, id] : nodes) {
      for (std::size_t i = 0; i < points.size(); ++i) {
        EXPECT_EQ(hex(graph.node_at(id, points[i].first, points[i].second)), r.at(js_name)[i].get<std::string>())
            << "seed " << seed << " node " << id << " point " << i;
        ++compared;
      }
    }
    const auto& g = r.at("grid");
    const Grid grid{from_hex(g.at("x0")), from_hex(g.at("y0")), from_hex(g.at("step")), g.at("width").get<int>(),
                    g.at("height").get<int>()};
    std::vector<double> out(grid.size());
    fill_graph(graph, grid, out);
    for (std::size_t i = 0; i < out.size(); ++i) {
      EXPECT_EQ(hex(out[i]), g.at("values")[i].get<std::string>()) << "seed " << seed << " grid sample " << i;
      ++compared;
    }
    std::vector<double> preview(grid.size());
    fill_graph_node(graph, "terrain", grid, preview);
    EXPECT_EQ(preview, out);
  }
  EXPECT_GT(compared, 1500);
}

TEST(Graph, CodeLinesAreTheTutorialsChain) {
  const GraphSpec g = graph_preset("tutorial-example");
  EXPECT_EQ(
      graph_code(g, CodeLanguage::kJavaScript),
      "const terrain = mixNode(clampNode(warpNode(simplexNode(new Simplex(seed), 0.012), new Simplex(seed + 4), 25, "
      "0.006), -0.3, 0.55), cellNode(makeSites(12, 320, 240, seed + 7), 90), 0.35);");
  EXPECT_EQ(graph_code(g, CodeLanguage::kCpp),
            "Density terrain = mixNode(clampNode(warpNode(simplexNode(Simplex(seed), 0.012), Simplex(seed + 4), 25, "
            "0.006), -0.3, 0.55), cellNode(makeSites(12, 320, 240, seed + 7), 90), 0.35);");
  GraphSpec changed = g;
  changed.nodes[0].params["octaves"] = 5;
  changed.nodes[0].params["seed_offset"] = -2;
  EXPECT_NE(graph_code(changed, CodeLanguage::kJavaScript).find("simplexNode(new Simplex(seed - 2), 0.012, 5)"),
            std::string::npos);
  EXPECT_EQ(code_number(0.1), "0.1");
  EXPECT_EQ(code_number(-0.3), "-0.3");
  EXPECT_EQ(code_number(1e21), "1e+21");
  EXPECT_EQ(code_number(1e-7), "1e-7");
  EXPECT_EQ(code_number(0.1 + 0.2), "0.30000000000000004");
  EXPECT_EQ(code_number(-0.0), "-0");
  EXPECT_EQ(code_number(320), "320");
  EXPECT_EQ(code_number(1e20), "100000000000000000000");
  EXPECT_EQ(code_number(1.5e-9), "1.5e-9");
  EXPECT_EQ(code_number(0.000001), "0.000001");
  for (double v : {0.012, 1.0 / 3.0, 123456.789, -2.5e-8, 6.02e23, 5e-324})
    EXPECT_EQ(std::strtod(code_number(v).c_str(), nullptr), v) << code_number(v);
}

TEST(Graph, JsonRoundTripKeepsEveryBit) {
  const GraphSpec g = graph_preset("tutorial-example");
  const std::string text = graph_to_json(g).dump();
  const GraphSpec back = parse_graph(text);
  EXPECT_EQ(graph_to_json(back).dump(), text);
  const CompiledGraph a(g, 9), b(back, 9);
  for (double x : {-50.0, 3.25, 400.5})
    for (double y : {-7.0, 120.0, 1e6}) EXPECT_EQ(test::bits(a.at(x, y)), test::bits(b.at(x, y)));
  // Missing params take their defaults.
  const GraphSpec minimal = parse_graph(R"({"version":1,"nodes":[{"id":"n","type":"simplex"}],"output":"n"})");
  const CompiledGraph m(minimal, 1);
  EXPECT_EQ(test::bits(m.at(10, 20)), test::bits(fbm2(NoiseTable(1), 10 * 0.012, 20 * 0.012, FbmParams{4})));
  EXPECT_EQ(graph_to_json(minimal)["nodes"][0]["params"]["scale"].get<double>(), 0.012);
}

TEST(Graph, MetadataDescribesEveryNodeType) {
  const auto doc = node_types_json();
  EXPECT_EQ(doc["types"].size(), node_types().size());
  EXPECT_GE(node_types().size(), 18u);
  for (const std::string must :
       {"simplex", "warp", "clamp", "cell", "mix", "constant", "abs", "ridged", "billow", "scale_bias", "add",
        "multiply", "min", "max", "smooth_clamp", "island_mask", "terrace", "density3d"})
    EXPECT_NE(find_node_type(must), nullptr) << must;
  for (const NodeType* t : node_types()) {
    EXPECT_FALSE(t->description.empty()) << t->type;
    for (const ParamInfo& p : t->params) {
      // Every default passes the parameter's own check (range, integer, choice index, bool, list items).
      if (p.type == ParamType::kList) {
        EXPECT_NO_THROW(check_param_list(p, p.default_list, p.id)) << t->type << "." << p.id;
      } else {
        EXPECT_NO_THROW(check_param(p, p.default_value, p.id)) << t->type << "." << p.id;
      }
      EXPECT_FALSE(p.description.empty()) << t->type << "." << p.id;
      if (p.type == ParamType::kInteger) {
        EXPECT_EQ(std::floor(p.default_value), p.default_value);
      }
    }
  }
}

// One graph per node type with defaults, inputs fed by a simplex source: builds, evaluates, stays finite.
TEST(Graph, EveryNodeTypeBuildsAndEvaluatesWithDefaults) {
  for (const NodeType* t : node_types()) {
    GraphSpec g;
    g.nodes.push_back({"src", "simplex", {}, {}});
    NodeSpec n{"n", std::string(t->type), {}, {}};
    for (const InputInfo& in : t->inputs) n.inputs[std::string(in.id)] = "src";
    g.nodes.push_back(n);
    g.output = "n";
    const CompiledGraph graph(g, 42);
    std::vector<double> out(64 * 48);
    fill_graph(graph, Grid{-100, -80, 7.5, 64, 48}, out);
    for (double v : out) ASSERT_TRUE(std::isfinite(v)) << t->type;
    EXPECT_FALSE(graph_code(g, CodeLanguage::kJavaScript).empty());
  }
}

double eval_with_constants(const std::string& type, double a, double b,
                           std::map<std::string, double, std::less<>> params = {}) {
  GraphSpec g;
  g.nodes.push_back({"a", "constant", {{"value", a}}, {}});
  g.nodes.push_back({"b", "constant", {{"value", b}}, {}});
  NodeSpec n{"n", type, std::move(params), {}};
  for (const InputInfo& in : find_node_type(type)->inputs) n.inputs[std::string(in.id)] = (in.id == "b") ? "b" : "a";
  g.nodes.push_back(n);
  g.output = "n";
  return CompiledGraph(g, 1).at(3.5, -2.0);
}

TEST(Graph, NodeFormulas) {
  EXPECT_EQ(eval_with_constants("abs", -0.25, 0), 0.25);
  EXPECT_EQ(eval_with_constants("ridged", 0.0, 0), 1.0);
  EXPECT_EQ(eval_with_constants("ridged", 1.0, 0), -1.0);
  EXPECT_EQ(eval_with_constants("billow", -0.5, 0), 0.0);
  EXPECT_EQ(eval_with_constants("scale_bias", 0.5, 0, {{"scale", 4}, {"bias", -1}}), 1.0);
  EXPECT_EQ(eval_with_constants("add", 0.25, 0.5), 0.75);
  EXPECT_EQ(eval_with_constants("multiply", 0.25, -4), -1.0);
  EXPECT_EQ(eval_with_constants("min", 0.25, -4), -4.0);
  EXPECT_EQ(eval_with_constants("max", 0.25, -4), 0.25);
  EXPECT_EQ(eval_with_constants("mix", 1.0, 3.0, {{"amount", 0.25}}), 1.5);
  EXPECT_EQ(eval_with_constants("clamp", 0.9, 0, {{"low", -0.3}, {"high", 0.55}}), 0.55);
  EXPECT_EQ(eval_with_constants("clamp", -0.9, 0, {{"low", -0.3}, {"high", 0.55}}), -0.3);
  EXPECT_TRUE(std::signbit(eval_with_constants("clamp", -0.0, 0, {{"low", -0.3}, {"high", 0.55}})));  // JS keeps −0
  // Smooth clamp: exactly the clamp far from the limits, below it near them, never above.
  EXPECT_EQ(eval_with_constants("smooth_clamp", 0.0, 0, {{"low", -1}, {"high", 1}, {"smoothness", 0.1}}), 0.0);
  EXPECT_EQ(eval_with_constants("smooth_clamp", 5.0, 0, {{"low", -1}, {"high", 1}, {"smoothness", 0.1}}), 1.0);
  const double near_top = eval_with_constants("smooth_clamp", 1.0, 0, {{"low", -1}, {"high", 1}, {"smoothness", 0.1}});
  EXPECT_LT(near_top, 1.0);
  EXPECT_GT(near_top, 0.95);
  // Terrace with sharpness 1 is the identity on steps of 1/steps; with more it flattens treads.
  EXPECT_EQ(eval_with_constants("terrace", 0.3, 0, {{"steps", 4}, {"sharpness", 1}}), 0.3);
  EXPECT_EQ(eval_with_constants("terrace", 0.375, 0, {{"steps", 4}, {"sharpness", 2}}), (1 + 0.25) / 4);
}

TEST(Graph, IslandMaskAndDensity3d) {
  GraphSpec island;
  island.nodes = {{"one", "constant", {{"value", 1}}, {}},
                  {"m",
                   "island_mask",
                   {{"center_x", 100}, {"center_y", 50}, {"radius", 100}, {"falloff", 0.5}},
                   {{"input", "one"}}}};
  island.output = "m";
  const CompiledGraph ig(island, 0);
  EXPECT_EQ(ig.at(100, 50), 1.0);
  EXPECT_EQ(ig.at(200, 50), 0.5);
  EXPECT_EQ(ig.at(300, 50), -1.0);

  GraphSpec cave;
  cave.nodes = {{"d", "density3d", {{"scale", 0.05}, {"ground", 100}, {"falloff", 0.01}}, {}}};
  cave.output = "d";
  const CompiledGraph cg(cave, 3);
  const Grid slice{0, 0, 1, 200, 300};
  std::vector<double> out(slice.size());
  fill_graph(cg, slice, out);
  int overhang_columns = 0;
  for (int col = 0; col < slice.width; ++col) {
    EXPECT_LT(out[static_cast<std::size_t>(col)], 0) << "air high above the ground";
    EXPECT_GT(out[static_cast<std::size_t>(299 * slice.width + col)], 0) << "rock deep below";
    int crossings = 0;
    for (int row = 1; row < slice.height; ++row)
      crossings += (out[static_cast<std::size_t>(row * slice.width + col)] > 0) !=
                   (out[static_cast<std::size_t>((row - 1) * slice.width + col)] > 0);
    overhang_columns += crossings > 1;  // rock, then air again below it: an overhang or a cave
  }
  EXPECT_GT(overhang_columns, 10);
}

TEST(GraphErrors, NameTheNodeAndTheRule) {
  const auto doc = [](const std::string& nodes, const std::string& output = "n") {
    return R"({"version":1,"nodes":[)" + nodes + R"(],"output":")" + output + "\"}";
  };
  EXPECT_ERROR_MENTIONS(parse_graph("{not json"), "not valid JSON");
  EXPECT_ERROR_MENTIONS(parse_graph(std::string(300000, ' ')), "limit");
  EXPECT_ERROR_MENTIONS(parse_graph(std::string(100, '[') + std::string(100, ']')), "nests deeper");
  EXPECT_ERROR_MENTIONS(parse_graph(R"({"version":3,"nodes":[],"output":"n"})"), "version");
  EXPECT_ERROR_MENTIONS(parse_graph(doc(R"({"id":"n","type":"volcano"})")), "node 'n': unknown node type 'volcano'");
  EXPECT_ERROR_MENTIONS(parse_graph(doc(R"({"id":"n","type":"clamp"})")), "node 'n': missing input 'input'");
  EXPECT_ERROR_MENTIONS(parse_graph(doc(R"({"id":"n","type":"clamp","inputs":{"input":"ghost"}})")),
                        "names no node: 'ghost'");
  EXPECT_ERROR_MENTIONS(parse_graph(doc(R"({"id":"n","type":"simplex","params":{"octaves":99}})")),
                        "node 'n': parameter octaves must be 1..16, got 99");
  EXPECT_ERROR_MENTIONS(parse_graph(doc(R"({"id":"n","type":"simplex","params":{"octaves":2.5}})")), "integer");
  EXPECT_ERROR_MENTIONS(parse_graph(doc(R"({"id":"n","type":"simplex","params":{"colour":1}})")),
                        "unknown parameter 'colour'");
  EXPECT_ERROR_MENTIONS(parse_graph(doc(R"({"id":"n","type":"simplex","params":{"scale":"big"}})")),
                        "node 'n': parameter scale must be a number");
  EXPECT_ERROR_MENTIONS(parse_graph(doc(R"({"id":"n","type":"simplex"})", "m")), "output names no node: 'm'");
  EXPECT_ERROR_MENTIONS(parse_graph(doc(R"({"id":"n","type":"simplex"},{"id":"n","type":"simplex"})")),
                        "more than one node");
  EXPECT_ERROR_MENTIONS(parse_graph(doc(R"({"id":"a","type":"abs","inputs":{"input":"n"}},)"
                                        R"({"id":"n","type":"abs","inputs":{"input":"a"}})")),
                        "cycle");
  // Too many nodes and too deep.
  std::string many;
  for (int i = 0; i < kMaxGraphNodes + 1; ++i)
    many += std::string(i ? "," : "") + R"({"id":"c)" + std::to_string(i) + R"(","type":"constant"})";
  EXPECT_ERROR_MENTIONS(parse_graph(doc(many, "c0")), "limit is 64");
  std::string chain = R"({"id":"c0","type":"constant"})";
  for (int i = 1; i <= kMaxGraphDepth; ++i)
    chain +=
        R"(,{"id":"c)" + std::to_string(i) + R"(","type":"abs","inputs":{"input":"c)" + std::to_string(i - 1) + "\"}}";
  EXPECT_ERROR_MENTIONS(parse_graph(doc(chain, "c0")), "deep; the limit is 32");
  // A chain exactly at the limit is fine.
  std::string ok_chain = R"({"id":"c0","type":"constant"})";
  for (int i = 1; i < kMaxGraphDepth; ++i)
    ok_chain +=
        R"(,{"id":"c)" + std::to_string(i) + R"(","type":"abs","inputs":{"input":"c)" + std::to_string(i - 1) + "\"}}";
  EXPECT_NO_THROW(parse_graph(doc(ok_chain, "c31")));
  // Derived seeds that overflow name the node.
  EXPECT_ERROR_MENTIONS(CompiledGraph(graph_preset("tutorial-example"), INT64_MAX), "node 'warped'");
  EXPECT_ERROR_MENTIONS(graph_preset("atlantis"), "unknown graph preset");
  EXPECT_ERROR_MENTIONS(CompiledGraph(graph_preset("tutorial-example"), 1).node_at("ghost", 0, 0), "ghost");
}

}  // namespace
}  // namespace worldlab
