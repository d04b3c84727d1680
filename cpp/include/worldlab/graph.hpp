// The density graph: fields (x, y) → value plugged into each other, described by a validated document.
//
// A node type lives in its own file (cpp/src/core/graph/nodes/NAME.cpp) with its metadata beside it:
// inputs, and parameters with id, default, range and a one-line description. That one table drives
// validation here, JSON reading and writing (graph_json.hpp), the lab's controls and the benchmarks.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/schema.hpp"

namespace worldlab {

// Limits of a graph document.
inline constexpr int kGraphVersion = 1;              // the only version this build reads and writes
inline constexpr int kMaxGraphNodes = 64;            // nodes per graph
inline constexpr int kMaxGraphDepth = 32;            // longest input chain, counting the output node
inline constexpr std::size_t kMaxNodeIdLength = 64;  // node ids: 1..64 of [A-Za-z0-9_-]

// One input (another node's field) of a node type.
struct InputInfo {
  std::string_view id;
  std::string_view description;
};

// A built node: the field it computes. Pure: at() depends on (x, y) only.
class Field {
 public:
  virtual ~Field() = default;
  virtual double at(double x, double y) const noexcept = 0;
};

// What a node type's builder receives: the graph's world seed, the parameters in metadata order
// (defaults filled in, validated) and its input fields in metadata order.
struct NodeBuild {
  std::int64_t seed;
  std::span<const double> params;
  std::span<const Field* const> inputs;
  std::string_view node_id;  // for error messages
};

enum class CodeLanguage : std::uint8_t { kJavaScript = 0, kCpp = 1 };

// The expression a node prints as, given its inputs' expressions and its parameters.
struct NodeCode {
  CodeLanguage language;
  std::span<const std::string> inputs;
  std::span<const double> params;
};

struct NodeType {
  std::string_view type;
  std::string_view description;
  std::span<const InputInfo> inputs;
  std::span<const ParamInfo> params;
  std::unique_ptr<Field> (*build)(const NodeBuild& build);  // may throw InvalidArgument
  std::string (*code)(const NodeCode& code);
};

// Every node type, in a fixed order (the lab lists them in this order).
std::span<const NodeType* const> node_types() noexcept;
const NodeType* find_node_type(std::string_view type) noexcept;

// A graph document in memory. Parameters not given take their defaults.
struct NodeSpec {
  std::string id;
  std::string type;
  std::map<std::string, double, std::less<>> params;
  std::map<std::string, std::string, std::less<>> inputs;  // input id → node id
};
struct GraphSpec {
  int version = kGraphVersion;
  std::vector<NodeSpec> nodes;
  std::string output;  // the node whose field is the graph's value
};

// Throws InvalidArgument naming the node and the rule: wrong version, no nodes or more than
// kMaxGraphNodes, bad or duplicate id, unknown type, unknown or missing input, input naming no node,
// unknown parameter, parameter not finite / out of range / not an integer, unknown output, a cycle,
// or an input chain deeper than kMaxGraphDepth.
void validate(const GraphSpec& graph);

// A graph built for one world seed: every node's field, ready to evaluate.
class CompiledGraph {
 public:
  // Validates, then builds each node (inputs before the nodes that read them).
  CompiledGraph(const GraphSpec& graph, std::int64_t seed);
  ~CompiledGraph();
  CompiledGraph(CompiledGraph&&) noexcept;
  CompiledGraph& operator=(CompiledGraph&&) noexcept;

  double at(double x, double y) const noexcept { return output_->at(x, y); }
  // A node's own output (for previews). Throws InvalidArgument for an unknown id.
  const Field& node(std::string_view id) const;
  // Node ids in document order.
  const std::vector<std::string>& node_ids() const noexcept { return ids_; }
  const std::string& output_id() const noexcept { return output_id_; }

 private:
  std::vector<std::string> ids_;
  std::vector<std::unique_ptr<Field>> fields_;  // document order
  const Field* output_ = nullptr;
  std::string output_id_;
};

// out[row · width + col] = the graph's output at the grid's (x, y); validates grid and buffer first.
void fill_graph(const CompiledGraph& graph, const Grid& grid, std::span<double> out);
// The same for one node's own output (previews).
void fill_graph_node(const CompiledGraph& graph, std::string_view node_id, const Grid& grid, std::span<double> out);

// Named graphs shared by the tests, benchmarks, manifest, eval and the lab.
// "tutorial-example": the tutorial's example chain (simplex 0.012 → warp 25, 0.006 with seed + 4 →
// clamp −0.3..0.55 → mix 0.35 with a cell node over 12 sites of a 320 × 240 map, seed + 7, radius 90).
std::vector<std::string_view> graph_preset_names();
// Throws InvalidArgument for an unknown name.
GraphSpec graph_preset(std::string_view name);

// The graph as one line of code in the tutorial's style, e.g. for JavaScript
// `const terrain = mixNode(clampNode(warpNode(simplexNode(new Simplex(seed), 0.012), ...`. Nodes that
// feed several others are repeated. Validates first.
std::string graph_code(const GraphSpec& graph, CodeLanguage language);

// Helpers for node files: a number as the shortest text that reads back to the same double, and
// the tutorial's seed expression ("seed", "seed + 4", "seed - 2").
std::string code_number(double v);
std::string code_seed(double offset);

}  // namespace worldlab
