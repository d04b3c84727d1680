// The density graph: node registry, validation, building for a seed, grid fills, presets and code lines.
#include "worldlab/graph.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>

#include "node_util.hpp"
#include "worldlab/regions.hpp"

namespace worldlab {

namespace graph_detail {

std::int64_t node_seed(const NodeBuild& build, double offset) {
  const std::string what = "node '" + std::string(build.node_id) + "'";
  return offset_seed(build.seed, static_cast<std::int64_t>(offset), what.c_str());
}

std::string call(std::string_view name, std::initializer_list<std::string> args) {
  std::string out(name);
  out += '(';
  bool first = true;
  for (const auto& a : args) {
    if (!first) out += ", ";
    out += a;
    first = false;
  }
  out += ')';
  return out;
}

}  // namespace graph_detail

using namespace graph_detail;

namespace {

// The registry: one entry per node file, in the order the lab lists them. Only ever append.
constexpr const NodeType* kTypes[] = {
    &kSimplexNode, &kWarpNode,   &kClampNode,       &kCellNode,       &kMixNode,     &kConstantNode,
    &kAbsNode,     &kRidgedNode, &kBillowNode,      &kScaleBiasNode,  &kAddNode,     &kMultiplyNode,
    &kMinNode,     &kMaxNode,    &kSmoothClampNode, &kIslandMaskNode, &kTerraceNode, &kDensity3dNode,
};

[[noreturn]] void node_error(const NodeSpec& node, const std::string& rule) {
  throw InvalidArgument("node '" + node.id + "': " + rule);
}

bool valid_id(const std::string& id) {
  if (id.empty() || id.size() > kMaxNodeIdLength) return false;
  for (char c : id) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    if (!ok) return false;
  }
  return true;
}

// Index of each node id (ids already checked unique).
std::map<std::string, std::size_t, std::less<>> index_of(const GraphSpec& g) {
  std::map<std::string, std::size_t, std::less<>> out;
  for (std::size_t i = 0; i < g.nodes.size(); ++i) out.emplace(g.nodes[i].id, i);
  return out;
}

// Parameters in metadata order with defaults filled in (after validation).
std::vector<double> params_of(const NodeSpec& node, const NodeType& type) {
  std::vector<double> out;
  for (const ParamInfo& p : type.params) {
    const auto it = node.params.find(p.id);
    out.push_back(it == node.params.end() ? p.default_value : it->second);
  }
  return out;
}

// Inputs (node indices) in metadata order.
std::vector<std::size_t> inputs_of(const NodeSpec& node, const NodeType& type,
                                   const std::map<std::string, std::size_t, std::less<>>& index) {
  std::vector<std::size_t> out;
  for (const InputInfo& in : type.inputs) out.push_back(index.find(node.inputs.find(in.id)->second)->second);
  return out;
}

// Nodes ordered so each comes after its inputs; also checks cycles and depth. Returns document
// indices in build order.
std::vector<std::size_t> build_order(const GraphSpec& g) {
  const auto index = index_of(g);
  std::vector<int> state(g.nodes.size(), 0);  // 0 new, 1 on the current path, 2 done
  std::vector<int> depth(g.nodes.size(), 0);
  std::vector<std::size_t> order;
  std::function<void(std::size_t)> visit = [&](std::size_t i) {
    if (state[i] == 2) return;
    const NodeSpec& node = g.nodes[i];
    if (state[i] == 1) node_error(node, "is part of a cycle (its inputs lead back to it)");
    state[i] = 1;
    int d = 1;
    const NodeType& type = *find_node_type(node.type);
    for (std::size_t in : inputs_of(node, type, index)) {
      visit(in);
      d = std::max(d, depth[in] + 1);
    }
    if (d > kMaxGraphDepth)
      node_error(node,
                 "input chain is " + std::to_string(d) + " nodes deep; the limit is " + std::to_string(kMaxGraphDepth));
    depth[i] = d;
    state[i] = 2;
    order.push_back(i);
  };
  for (std::size_t i = 0; i < g.nodes.size(); ++i) visit(i);
  return order;
}

}  // namespace

std::span<const NodeType* const> node_types() noexcept { return kTypes; }

const NodeType* find_node_type(std::string_view type) noexcept {
  for (const NodeType* t : kTypes)
    if (t->type == type) return t;
  return nullptr;
}

void validate(const GraphSpec& g) {
  if (g.version != kGraphVersion)
    throw InvalidArgument("graph version must be " + std::to_string(kGraphVersion) + ", got " +
                          std::to_string(g.version));
  if (g.nodes.empty()) throw InvalidArgument("graph has no nodes");
  if (g.nodes.size() > static_cast<std::size_t>(kMaxGraphNodes))
    throw InvalidArgument("graph has " + std::to_string(g.nodes.size()) + " nodes; the limit is " +
                          std::to_string(kMaxGraphNodes));
  std::map<std::string, std::size_t, std::less<>> seen;
  for (std::size_t i = 0; i < g.nodes.size(); ++i) {
    const NodeSpec& node = g.nodes[i];
    if (!valid_id(node.id))
      throw InvalidArgument("node " + std::to_string(i) + ": id must be 1..64 characters of A-Z a-z 0-9 _ -");
    if (!seen.emplace(node.id, i).second) node_error(node, "id is used by more than one node");
  }
  for (const NodeSpec& node : g.nodes) {
    const NodeType* type = find_node_type(node.type);
    if (!type) node_error(node, "unknown node type '" + node.type + "'");
    for (const auto& [name, value] : node.params) {
      const ParamInfo* info = nullptr;
      for (const ParamInfo& p : type->params)
        if (p.id == name) info = &p;
      if (!info) node_error(node, "unknown parameter '" + name + "' for type " + node.type);
      try {
        check_param(*info, value, "parameter " + name);
      } catch (const InvalidArgument& e) {
        node_error(node, e.what());
      }
    }
    for (const auto& [name, from] : node.inputs) {
      bool known = false;
      for (const InputInfo& in : type->inputs) known |= in.id == name;
      if (!known) node_error(node, "unknown input '" + name + "' for type " + node.type);
      if (seen.find(from) == seen.end()) node_error(node, "input " + name + " names no node: '" + from + "'");
    }
    for (const InputInfo& in : type->inputs)
      if (node.inputs.find(in.id) == node.inputs.end()) node_error(node, "missing input '" + std::string(in.id) + "'");
  }
  if (seen.find(g.output) == seen.end()) throw InvalidArgument("graph output names no node: '" + g.output + "'");
  build_order(g);  // cycles and depth
}

CompiledGraph::CompiledGraph(const GraphSpec& g, std::int64_t seed) {
  validate(g);
  const auto index = index_of(g);
  fields_.resize(g.nodes.size());
  for (std::size_t i : build_order(g)) {
    const NodeSpec& node = g.nodes[i];
    const NodeType& type = *find_node_type(node.type);
    const std::vector<double> params = params_of(node, type);
    std::vector<const Field*> inputs;
    for (std::size_t in : inputs_of(node, type, index)) inputs.push_back(fields_[in].get());
    fields_[i] = type.build(NodeBuild{seed, params, inputs, node.id});
  }
  for (const NodeSpec& node : g.nodes) ids_.push_back(node.id);
  output_id_ = g.output;
  output_ = fields_[index.find(g.output)->second].get();
}

CompiledGraph::~CompiledGraph() = default;
CompiledGraph::CompiledGraph(CompiledGraph&&) noexcept = default;
CompiledGraph& CompiledGraph::operator=(CompiledGraph&&) noexcept = default;

const Field& CompiledGraph::node(std::string_view id) const {
  for (std::size_t i = 0; i < ids_.size(); ++i)
    if (ids_[i] == id) return *fields_[i];
  throw InvalidArgument("node: no node '" + std::string(id) + "' in this graph");
}

void fill_graph(const CompiledGraph& graph, const Grid& grid, std::span<double> out) {
  fill_grid(grid, out, [&](double x, double y) { return graph.at(x, y); });
}

void fill_graph_node(const CompiledGraph& graph, std::string_view node_id, const Grid& grid, std::span<double> out) {
  const Field& field = graph.node(node_id);
  fill_grid(grid, out, [&](double x, double y) { return field.at(x, y); });
}

std::vector<std::string_view> graph_preset_names() { return {"tutorial-example"}; }

GraphSpec graph_preset(std::string_view name) {
  if (name == "tutorial-example") {
    // let terrain = simplexNode(new Simplex(seed), 0.012); then warp (seed + 4, 25, 0.006), clamp
    // (−0.3, 0.55), and mix 0.35 with cellNode(makeSites(12, 320, 240, seed + 7), 90).
    GraphSpec g;
    g.nodes = {
        {"height", "simplex", {{"scale", 0.012}, {"octaves", 4}, {"seed_offset", 0}}, {}},
        {"warped", "warp", {{"strength", 25}, {"scale", 0.006}, {"seed_offset", 4}}, {{"input", "height"}}},
        {"clamped", "clamp", {{"low", -0.3}, {"high", 0.55}}, {{"input", "warped"}}},
        {"cells", "cell", {{"count", 12}, {"width", 320}, {"height", 240}, {"seed_offset", 7}, {"radius", 90}}, {}},
        {"terrain", "mix", {{"amount", 0.35}}, {{"a", "clamped"}, {"b", "cells"}}},
    };
    g.output = "terrain";
    return g;
  }
  throw InvalidArgument("unknown graph preset '" + std::string(name) + "' (known: tutorial-example)");
}

std::string code_number(double v) {
  // JavaScript's Number-to-text: the fewest significant digits that read back to v, in plain
  // notation for decimal exponents −6..20 and as "1.5e+21" / "1e-7" outside. snprintf and strtod are
  // correctly rounded in glibc and in emscripten's musl, so every target prints the same text.
  if (v == 0) return std::signbit(v) ? "-0" : "0";
  char buf[64];
  int digits = 1;
  for (; digits <= 17; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*e", digits - 1, v);
    if (std::strtod(buf, nullptr) == v) break;
  }
  const std::string sci(buf);
  const auto e = sci.find('e');
  const int exponent = std::atoi(sci.c_str() + e + 1);
  if (exponent >= -6 && exponent < 21) {
    std::snprintf(buf, sizeof buf, "%.*f", std::max(0, digits - 1 - exponent), v);
    return buf;
  }
  std::string out = sci.substr(0, e);
  if (out.find('.') != std::string::npos) {  // "%.*e" pads nothing, but drop a bare trailing point
    while (out.back() == '0') out.pop_back();
    if (out.back() == '.') out.pop_back();
  }
  return out + (exponent < 0 ? "e-" : "e+") + std::to_string(exponent < 0 ? -exponent : exponent);
}

std::string code_seed(double offset) {
  if (offset == 0) return "seed";
  return offset > 0 ? "seed + " + code_number(offset) : "seed - " + code_number(-offset);
}

std::string graph_code(const GraphSpec& g, CodeLanguage language) {
  validate(g);
  constexpr std::size_t kMaxCodeLength = 65536;  // shared inputs are repeated, so a DAG can blow up
  const auto index = index_of(g);
  std::function<std::string(std::size_t)> expr = [&](std::size_t i) -> std::string {
    const NodeSpec& node = g.nodes[i];
    const NodeType& type = *find_node_type(node.type);
    std::vector<std::string> inputs;
    for (std::size_t in : inputs_of(node, type, index)) inputs.push_back(expr(in));
    const std::vector<double> params = params_of(node, type);
    std::string s = type.code(NodeCode{language, inputs, params});
    if (s.size() > kMaxCodeLength) node_error(node, "code line would exceed 65536 characters");
    return s;
  };
  const std::string body = expr(index.find(g.output)->second);
  return (language == CodeLanguage::kJavaScript ? "const terrain = " : "Density terrain = ") + body + ";";
}

}  // namespace worldlab
