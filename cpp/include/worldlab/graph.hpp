// The graph: fields (x, y, z) → value plugged into each other, described by a validated document, the one
// way the core composes its functions (terrain presets, the density stack, the climate lab, the hero world).
//
// A node type lives in its own file (cpp/src/core/graph/nodes/NAME.cpp, registered by the build from the
// file list) with its metadata beside it: inputs and parameters (schema.hpp's ParamInfo: id, type,
// default, range, step, unit, description). That one table drives validation, JSON reading and writing
// (graph_json.hpp), the schema document, the lab's controls and the benchmarks.
//
// Evaluation is by blocks: a compiled graph turns the nodes an output needs into a plan, and every node
// of the plan fills a buffer for a whole block of points with one call. A node shared by several others
// is computed once per block (and so once per sample): the cost grows with the number of nodes, not of
// paths through them. A node may read an input somewhere else (a domain warp reads its input at the
// pushed points; a region reads the height at its site): such inputs are evaluated at the moved points,
// and shared again wherever the same node reads the same moved points.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/schema.hpp"
#include "worldlab/tasks.hpp"

namespace worldlab {

// Limits of a graph document.
inline constexpr int kGraphVersion = 2;              // written; versions 1 (one output) and 2 are read
inline constexpr int kMaxGraphNodes = 64;            // nodes per graph
inline constexpr int kMaxGraphDepth = 32;            // longest input chain, counting the output node
inline constexpr int kMaxGraphOutputs = 16;          // named outputs of a version-2 document
inline constexpr int kMaxGraphEvaluations = 1024;    // node evaluations per sample (each node once per place)
inline constexpr std::size_t kMaxNodeIdLength = 64;  // node ids and output names: 1..64 of [A-Za-z0-9_-]

// One input of a node type: another node's field, read where this node is (place 0) or at the points
// the node's place `place` (1, 2, ...) sends them to.
struct InputInfo {
  std::string_view id;
  std::string_view description;
  int place = 0;
  // The place sends a block to few distinct points (region sites): the input is evaluated once per
  // distinct point and spread back. A speed-up only; the values are the same.
  bool few_points = false;
};

// A block of points: n positions laid out x[i], y[i], z[i] (maps are 2D slices at z = 0).
struct Points {
  const double* x;
  const double* y;
  const double* z;
  std::size_t n;
};

// What a node computes for one block: out[i] from its inputs' values at i (each n long, in metadata
// order) and, for nodes that look at where they are (noise, masks), the positions; places[k − 1] holds
// where its place k sent each point (for the places its inputs are read at).
struct NodeEval {
  Points at;
  std::span<const double* const> inputs;
  double* out;
  std::span<const Points> places = {};
};

// A built node: pure, the same answer for the same points whatever the block or the thread.
class NodeKernel {
 public:
  virtual ~NodeKernel() = default;
  virtual void eval(const NodeEval& e) const = 0;
  // Nodes with inputs read elsewhere: the positions place k (1-based) sends `at` to, n each.
  virtual void place(int k, const Points& at, double* x, double* y, double* z) const;
  // Area nodes (erode, rivers) need their first input over a whole region before they can answer a point:
  // area() is that region's grid (nullptr for every other node), fixed by the node's own parameters, and
  // prepare() receives the input's values on it, out[row · width + col], once, from CompiledGraph's
  // constructor, upstream area nodes first. Since the grid never depends on what is asked of the graph,
  // every tile, shard, block and thread reads the same prepared data: a world cut into tiles equals the
  // world made whole (docs/water.md).
  virtual const Grid* area() const noexcept { return nullptr; }
  virtual void prepare(std::span<const double> input);
};

// What a node type's builder receives: the graph's world seed, the scalar parameters in metadata order
// (defaults filled in, validated; a list parameter's slot holds its item count), and the list
// parameters' items in metadata order.
struct NodeBuild {
  std::int64_t seed;
  std::span<const double> params;
  std::span<const std::vector<double>> lists;
  std::string_view node_id;  // for error messages
};

enum class CodeLanguage : std::uint8_t { kJavaScript = 0, kCpp = 1 };

// The expression a node prints as, given its inputs' expressions and its parameters.
struct NodeCode {
  CodeLanguage language;
  std::span<const std::string> inputs;
  std::span<const double> params;
  std::span<const std::vector<double>> lists = {};  // list parameters, in metadata order
};

struct NodeType {
  std::string_view type;
  std::string_view description;  // one line, English; the page's label is the string key "node.<type>"
  std::span<const InputInfo> inputs;
  std::span<const ParamInfo> params;
  std::unique_ptr<NodeKernel> (*build)(const NodeBuild& build);  // may throw InvalidArgument
  // One line of code in the tutorial's style; null for nodes the tutorial's code cannot express.
  std::string (*code)(const NodeCode& code);
};

// Every node type, sorted by type name.
std::span<const NodeType* const> node_types() noexcept;
const NodeType* find_node_type(std::string_view type) noexcept;

// A graph document in memory. Parameters not given take their defaults.
struct NodeSpec {
  std::string id;
  std::string type;
  std::map<std::string, double, std::less<>> params;              // choices as their index, bools as 0 / 1
  std::map<std::string, std::string, std::less<>> inputs;         // input id → node id
  std::map<std::string, std::vector<double>, std::less<>> lists;  // list parameters
};
struct GraphSpec {
  int version = kGraphVersion;
  std::string name;         // optional, for shipped documents
  std::string description;  // optional, one line
  std::vector<NodeSpec> nodes;
  std::string output;                                       // the node whose field is the graph's value
  std::map<std::string, std::string, std::less<>> outputs;  // named layers: name → node id (version 2)
};

// Throws InvalidArgument naming the node and the rule: wrong version, no nodes or more than
// kMaxGraphNodes, bad or duplicate id, unknown type, unknown or missing input, input naming no node,
// unknown parameter, parameter not finite / out of range / not an integer / not a choice, unknown
// output, a cycle, an input chain deeper than kMaxGraphDepth, or more than kMaxGraphEvaluations node
// evaluations per sample.
void validate(const GraphSpec& graph);

// Node evaluations per sample the outputs need (every node once per place it is read at).
int graph_evaluations(const GraphSpec& graph);

struct GraphPlan;

// A graph built for one world seed: every node's kernel, ready to evaluate.
class CompiledGraph {
 public:
  // Validates, then builds each node, then prepares its area nodes (each one's input over its grid, computed
  // with the default task system; the values never depend on it).
  CompiledGraph(const GraphSpec& graph, std::int64_t seed);
  ~CompiledGraph();
  CompiledGraph(CompiledGraph&&) noexcept;
  CompiledGraph& operator=(CompiledGraph&&) noexcept;

  // The main output, or a node's own output, at one point (tests, ports, placement).
  double at(double x, double y, double z = 0.0) const;
  double node_at(std::string_view node_id, double x, double y, double z = 0.0) const;
  // Node ids in document order; the document's outputs.
  const std::vector<std::string>& node_ids() const noexcept { return ids_; }
  const std::string& output_id() const noexcept { return output_id_; }
  const std::map<std::string, std::string, std::less<>>& outputs() const noexcept { return outputs_; }
  // The node id behind an output name (or the main output for ""); throws for an unknown name.
  const std::string& output_node(std::string_view name) const;
  std::int64_t seed() const noexcept { return seed_; }

  // Index of a node id, or throws InvalidArgument naming it.
  std::size_t index_of(std::string_view node_id) const;
  // The plan that computes these nodes (document indices) at the block's points.
  std::shared_ptr<const GraphPlan> plan(std::span<const std::size_t> nodes) const;
  const NodeKernel& kernel(std::size_t index) const noexcept { return *kernels_[index]; }
  const std::vector<std::vector<std::size_t>>& inputs_of() const noexcept { return inputs_; }
  const NodeType& type_of(std::size_t index) const noexcept { return *types_[index]; }

 private:
  std::int64_t seed_ = 0;
  std::vector<std::string> ids_;
  std::vector<const NodeType*> types_;
  std::vector<std::vector<std::size_t>> inputs_;  // per node, input node indices in metadata order
  std::vector<std::unique_ptr<NodeKernel>> kernels_;
  std::string output_id_;
  std::map<std::string, std::string, std::less<>> outputs_;
  std::shared_ptr<const GraphPlan> main_plan_;
  void prepare_areas();
};

// out[row · width + col] = the graph's main output at the grid's (x, y), z = 0. Blocks of the grid are
// split over the task system's workers (tasks.hpp); the result never depends on how.
void fill_graph(const CompiledGraph& graph, const Grid& grid, std::span<double> out,
                const TaskSystem& tasks = default_task_system());
// The same for one node's own output (previews).
void fill_graph_node(const CompiledGraph& graph, std::string_view node_id, const Grid& grid, std::span<double> out,
                     const TaskSystem& tasks = default_task_system());
// Several nodes at once, each computed once: out[k · grid.size() + row · width + col] is node_ids[k].
void fill_graph_nodes(const CompiledGraph& graph, std::span<const std::string> node_ids, const Grid& grid,
                      std::span<double> out, const TaskSystem& tasks = default_task_system());
// Nodes at arbitrary points: out[k · points.n + i] is node_ids[k] at point i; blocks of points are split
// over `tasks` like the grid's.
void fill_graph_points(const CompiledGraph& graph, std::span<const std::string> node_ids, const Points& points,
                       std::span<double> out, const TaskSystem& tasks = default_task_system());

// One node at single points, reusing its plan and buffers (placement asks point by point, in an order
// that depends on earlier answers). Not thread-safe: one per thread.
class PointEvaluator {
 public:
  PointEvaluator(const CompiledGraph& graph, std::string_view node_id);
  ~PointEvaluator();
  PointEvaluator(PointEvaluator&&) noexcept;
  double operator()(double x, double y, double z = 0.0);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// Named graphs shared by the tests, benchmarks, manifest, eval, the CLI and the lab; shipped as
// versioned JSON documents with the core (cpp/graphs/NAME.json).
std::vector<std::string_view> graph_preset_names();
// Throws InvalidArgument for an unknown name.
GraphSpec graph_preset(std::string_view name);

// The graph as one line of code in the tutorial's style, e.g. for JavaScript
// `const terrain = mixNode(clampNode(warpNode(simplexNode(new Simplex(seed), 0.012), ...`. Nodes that
// feed several others are repeated. Validates first; throws for nodes without a code form.
std::string graph_code(const GraphSpec& graph, CodeLanguage language);

// Helpers for node files: a number as the shortest text that reads back to the same double, and
// the tutorial's seed expression ("seed", "seed + 4", "seed - 2").
std::string code_number(double v);
std::string code_seed(double offset);

}  // namespace worldlab
