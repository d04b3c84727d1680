// The graph: node registry, validation, plans (each node once per block and place), block evaluation, code lines.
#include "worldlab/graph.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <tuple>

#include "node_util.hpp"
#include "worldlab/tasks.hpp"

namespace worldlab {

// ---------- the plan ----------

// A plan is a list of steps over one block of points. A place step computes moved positions (a new
// "space") from a node's place k at an existing space; an eval step fills one value buffer with a
// node's output at one space, from the buffers of its inputs. Buffer and space numbers are per block.
struct GraphPlan {
  struct Step {
    bool is_place = false;
    std::uint32_t node = 0;
    std::uint32_t space = 0;                  // the positions it reads
    std::uint32_t place = 0;                  // place steps: which of the node's places (1-based)
    bool few_points = false;                  // place steps: evaluate the moved space's distinct points only
    std::uint32_t result = 0;                 // place steps: the new space; eval steps: the buffer it fills
    std::vector<std::uint32_t> inputs;        // eval steps: the buffers of its inputs, in metadata order
    std::vector<std::uint32_t> input_spaces;  // eval steps: the space each input was evaluated at
    std::vector<std::uint32_t> places;        // eval steps: the space of each place (0: not read)
  };
  std::vector<Step> steps;
  std::uint32_t buffers = 0;
  std::uint32_t spaces = 1;            // space 0: the block's own points
  std::vector<std::uint32_t> outputs;  // the buffer of each requested node
  int evaluations = 0;
};

namespace {

// Builds the plan of `wanted` from the graph's structure only (types and input indices), so that
// validation can count evaluations without building kernels. Stops as soon as the count passes
// kMaxGraphEvaluations, so a graph whose places multiply never takes long to reject.
class PlanBuilder {
 public:
  PlanBuilder(std::span<const NodeType* const> types, const std::vector<std::vector<std::size_t>>& inputs,
              const std::vector<std::string>& ids)
      : types_(types), inputs_(inputs), ids_(ids) {}

  GraphPlan build(std::span<const std::size_t> wanted) {
    for (std::size_t node : wanted) plan_.outputs.push_back(visit(node, 0));
    return std::move(plan_);
  }

 private:
  std::uint32_t visit(std::size_t node, std::uint32_t space) {
    const auto key = std::pair{node, space};
    if (const auto it = evaluated_.find(key); it != evaluated_.end()) return it->second;
    const NodeType& type = *types_[node];
    GraphPlan::Step step;
    step.node = static_cast<std::uint32_t>(node);
    step.space = space;
    for (std::size_t k = 0; k < type.inputs.size(); ++k) {
      const int place = type.inputs[k].place;
      const std::uint32_t at = place == 0 ? space : moved(node, space, place, type.inputs[k].few_points);
      if (place > 0) {
        if (step.places.size() < static_cast<std::size_t>(place))
          step.places.resize(static_cast<std::size_t>(place), 0);
        step.places[static_cast<std::size_t>(place - 1)] = at;
      }
      step.inputs.push_back(visit(inputs_[node][k], at));
      step.input_spaces.push_back(at);
    }
    if (++plan_.evaluations > kMaxGraphEvaluations)
      throw InvalidArgument("graph needs more than " + std::to_string(kMaxGraphEvaluations) +
                            " node evaluations per sample (node '" + ids_[node] +
                            "' is read at too many places); simplify the graph");
    step.result = plan_.buffers++;
    evaluated_.emplace(key, step.result);
    plan_.steps.push_back(std::move(step));
    return plan_.steps.back().result;
  }

  std::uint32_t moved(std::size_t node, std::uint32_t space, int place, bool few_points) {
    const auto key = std::tuple{node, space, place};
    if (const auto it = places_.find(key); it != places_.end()) return it->second;
    GraphPlan::Step step;
    step.is_place = true;
    step.few_points = few_points;
    step.node = static_cast<std::uint32_t>(node);
    step.space = space;
    step.place = static_cast<std::uint32_t>(place);
    step.result = plan_.spaces++;
    places_.emplace(key, step.result);
    plan_.steps.push_back(std::move(step));
    return plan_.steps.back().result;
  }

  std::span<const NodeType* const> types_;
  const std::vector<std::vector<std::size_t>>& inputs_;
  const std::vector<std::string>& ids_;
  GraphPlan plan_;
  std::map<std::pair<std::size_t, std::uint32_t>, std::uint32_t> evaluated_;
  std::map<std::tuple<std::size_t, std::uint32_t, int>, std::uint32_t> places_;
};

// Buffers for running a plan over blocks of up to `capacity` points (one per thread).
class PlanScratch {
 public:
  PlanScratch(const GraphPlan& plan, std::size_t capacity)
      : capacity_(capacity),
        values_(plan.buffers * capacity),
        positions_(6 * (plan.spaces - 1) * capacity),
        gathers_((plan.spaces - 1) * capacity),
        spaces_(plan.spaces),
        gathered_(widest(plan) * capacity) {}

  // Runs every step over `block` (n <= capacity); the requested outputs are then in buffer(outputs[k]).
  void run(const CompiledGraph& graph, const GraphPlan& plan, const Points& block) {
    spaces_[0] = Space{block, block, nullptr};
    std::vector<const double*> inputs;
    std::vector<Points> places;
    for (const GraphPlan::Step& step : plan.steps) {
      const Points at = spaces_[step.space].at;
      if (step.is_place) {
        place(graph, step, at);
        continue;
      }
      inputs.clear();
      places.clear();
      for (std::size_t k = 0; k < step.inputs.size(); ++k) {
        const double* values = buffer(step.inputs[k]);
        const Space& from = spaces_[step.input_spaces[k]];
        if (from.gather && step.input_spaces[k] != step.space) {
          // The input was computed once per distinct moved point: spread it back to every point.
          double* spread = gathered(k);
          for (std::size_t i = 0; i < at.n; ++i) spread[i] = values[from.gather[i]];
          values = spread;
        }
        inputs.push_back(values);
      }
      for (std::uint32_t space : step.places) places.push_back(space ? spaces_[space].full : Points{});
      graph.kernel(step.node).eval(NodeEval{at, inputs, buffer(step.result), places});
    }
  }
  double* buffer(std::uint32_t slot) noexcept { return values_.data() + slot * capacity_; }

 private:
  struct Space {
    Points full;                  // the moved position of every point of the parent space
    Points at;                    // where the inputs read at this place are evaluated
    const std::uint32_t* gather;  // at == distinct points of full: full point i is at[gather[i]]
  };

  void place(const CompiledGraph& graph, const GraphPlan::Step& step, const Points& at) {
    double* x = positions_.data() + 6 * (step.result - 1) * capacity_;
    double* y = x + capacity_;
    double* z = y + capacity_;
    graph.kernel(step.node).place(static_cast<int>(step.place), at, x, y, z);
    const Points full{x, y, z, at.n};
    if (!step.few_points) {
      spaces_[step.result] = Space{full, full, nullptr};
      return;
    }
    // Distinct points by their exact bits, in order of first appearance (a hash of the three coordinates
    // with linear probing; a block has at most `capacity` points).
    double* ux = z + capacity_;
    double* uy = ux + capacity_;
    double* uz = uy + capacity_;
    std::uint32_t* gather = gathers_.data() + (step.result - 1) * capacity_;
    std::size_t slots = 1;
    while (slots < 2 * at.n) slots <<= 1;
    probe_.assign(slots, UINT32_MAX);
    std::size_t distinct = 0;
    for (std::size_t i = 0; i < at.n; ++i) {
      std::uint64_t bx, by, bz;
      std::memcpy(&bx, &x[i], 8);
      std::memcpy(&by, &y[i], 8);
      std::memcpy(&bz, &z[i], 8);
      std::uint64_t h = (bx * 0x9E3779B97F4A7C15ull) ^ (by * 0xC2B2AE3D27D4EB4Full) ^ (bz * 0x165667B19E3779F9ull);
      std::size_t s = static_cast<std::size_t>(h ^ (h >> 29)) & (slots - 1);
      while (true) {
        const std::uint32_t j = probe_[s];
        if (j == UINT32_MAX) {
          probe_[s] = static_cast<std::uint32_t>(distinct);
          ux[distinct] = x[i];
          uy[distinct] = y[i];
          uz[distinct] = z[i];
          gather[i] = static_cast<std::uint32_t>(distinct++);
          break;
        }
        if (std::memcmp(&ux[j], &x[i], 8) == 0 && std::memcmp(&uy[j], &y[i], 8) == 0 &&
            std::memcmp(&uz[j], &z[i], 8) == 0) {
          gather[i] = j;
          break;
        }
        s = (s + 1) & (slots - 1);
      }
    }
    spaces_[step.result] = Space{full, Points{ux, uy, uz, distinct}, gather};
  }

  double* gathered(std::size_t k) { return gathered_.data() + k * capacity_; }
  static std::size_t widest(const GraphPlan& plan) {
    std::size_t most = 0;
    for (const GraphPlan::Step& step : plan.steps) most = std::max(most, step.inputs.size());
    return most;
  }

  std::size_t capacity_;
  std::vector<double> values_;
  std::vector<double> positions_;
  std::vector<std::uint32_t> gathers_;
  std::vector<Space> spaces_;
  std::vector<double> gathered_;
  std::vector<std::uint32_t> probe_;
};

constexpr std::size_t kBlock = 256;  // points per block: every buffer of a plan stays in the L1/L2 cache

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

std::map<std::string, std::size_t, std::less<>> index_map(const GraphSpec& g) {
  std::map<std::string, std::size_t, std::less<>> out;
  for (std::size_t i = 0; i < g.nodes.size(); ++i) out.emplace(g.nodes[i].id, i);
  return out;
}

// Scalar parameters in metadata order with defaults filled in (lists: their item count).
std::vector<double> params_of(const NodeSpec& node, const NodeType& type) {
  std::vector<double> out;
  for (const ParamInfo& p : type.params) {
    if (p.type == ParamType::kList) {
      const auto it = node.lists.find(p.id);
      out.push_back(static_cast<double>(it == node.lists.end() ? p.default_list.size() : it->second.size()));
      continue;
    }
    const auto it = node.params.find(p.id);
    out.push_back(it == node.params.end() ? p.default_value : it->second);
  }
  return out;
}

std::vector<std::vector<double>> lists_of(const NodeSpec& node, const NodeType& type) {
  std::vector<std::vector<double>> out;
  for (const ParamInfo& p : type.params) {
    if (p.type != ParamType::kList) continue;
    const auto it = node.lists.find(p.id);
    out.push_back(it == node.lists.end() ? std::vector<double>(p.default_list.begin(), p.default_list.end())
                                         : it->second);
  }
  return out;
}

// The structure the plan builder needs: each node's type and input indices (after validation).
struct Structure {
  std::vector<const NodeType*> types;
  std::vector<std::vector<std::size_t>> inputs;
  std::vector<std::string> ids;
};

Structure structure_of(const GraphSpec& g) {
  const auto index = index_map(g);
  Structure s;
  for (const NodeSpec& node : g.nodes) {
    const NodeType& type = *find_node_type(node.type);
    s.types.push_back(&type);
    std::vector<std::size_t> in;
    for (const InputInfo& info : type.inputs) in.push_back(index.find(node.inputs.find(info.id)->second)->second);
    s.inputs.push_back(std::move(in));
    s.ids.push_back(node.id);
  }
  return s;
}

// Checks cycles and depth (on the document's structure, with inputs already known to exist).
void check_acyclic(const GraphSpec& g, const Structure& s) {
  std::vector<int> state(g.nodes.size(), 0);  // 0 new, 1 on the current path, 2 done
  std::vector<int> depth(g.nodes.size(), 0);
  std::function<void(std::size_t)> visit = [&](std::size_t i) {
    if (state[i] == 2) return;
    if (state[i] == 1) node_error(g.nodes[i], "is part of a cycle (its inputs lead back to it)");
    state[i] = 1;
    int d = 1;
    for (std::size_t in : s.inputs[i]) {
      visit(in);
      d = std::max(d, depth[in] + 1);
    }
    if (d > kMaxGraphDepth)
      node_error(g.nodes[i],
                 "input chain is " + std::to_string(d) + " nodes deep; the limit is " + std::to_string(kMaxGraphDepth));
    depth[i] = d;
    state[i] = 2;
  };
  for (std::size_t i = 0; i < g.nodes.size(); ++i) visit(i);
}

// Every output of the document (the main one first), as node indices.
std::vector<std::size_t> output_nodes(const GraphSpec& g) {
  const auto index = index_map(g);
  std::vector<std::size_t> out{index.find(g.output)->second};
  for (const auto& [name, id] : g.outputs) out.push_back(index.find(id)->second);
  return out;
}

void check_output_name(const std::string& name) {
  if (!valid_id(name)) throw InvalidArgument("output name '" + name + "' must be 1..64 characters of A-Z a-z 0-9 _ -");
}

}  // namespace

void NodeKernel::prepare(std::span<const double>) {}
std::uint64_t NodeKernel::area_work() const noexcept {
  const Grid* grid = area();
  return grid ? grid->size() : 0;
}

void NodeKernel::place(int, const Points& at, double* x, double* y, double* z) const {
  std::copy(at.x, at.x + at.n, x);
  std::copy(at.y, at.y + at.n, y);
  std::copy(at.z, at.z + at.n, z);
}

// ---------- registry ----------

namespace graph_detail {
#define WORLDLAB_NODE(name) const NodeType& node_type_##name();
#include "node_registry.inc"
#undef WORLDLAB_NODE
}  // namespace graph_detail

namespace {
const std::vector<const NodeType*>& registry() {
  static const std::vector<const NodeType*> types = [] {
    std::vector<const NodeType*> t = {
#define WORLDLAB_NODE(name) &graph_detail::node_type_##name(),
#include "node_registry.inc"
#undef WORLDLAB_NODE
    };
    std::sort(t.begin(), t.end(), [](const NodeType* a, const NodeType* b) { return a->type < b->type; });
    return t;
  }();
  return types;
}
}  // namespace

std::span<const NodeType* const> node_types() noexcept { return registry(); }

const NodeType* find_node_type(std::string_view type) noexcept {
  for (const NodeType* t : registry())
    if (t->type == type) return t;
  return nullptr;
}

// ---------- validation ----------

namespace {

void validate_node(const NodeSpec& node, const NodeType& type,
                   const std::map<std::string, std::size_t, std::less<>>& seen) {
  for (const auto& [name, value] : node.params) {
    const ParamInfo* info = nullptr;
    for (const ParamInfo& p : type.params)
      if (p.id == name) info = &p;
    if (!info || info->type == ParamType::kList)
      node_error(node, "unknown parameter '" + name + "' for type " + node.type);
    try {
      check_param(*info, value, "parameter " + name);
    } catch (const InvalidArgument& e) {
      node_error(node, e.what());
    }
  }
  for (const auto& [name, items] : node.lists) {
    const ParamInfo* info = nullptr;
    for (const ParamInfo& p : type.params)
      if (p.id == name && p.type == ParamType::kList) info = &p;
    if (!info) node_error(node, "unknown list parameter '" + name + "' for type " + node.type);
    try {
      check_param_list(*info, items, "parameter " + name);
    } catch (const InvalidArgument& e) {
      node_error(node, e.what());
    }
  }
  for (const auto& [name, from] : node.inputs) {
    bool known = false;
    for (const InputInfo& in : type.inputs) known |= in.id == name;
    if (!known) node_error(node, "unknown input '" + name + "' for type " + node.type);
    if (seen.find(from) == seen.end()) node_error(node, "input " + name + " names no node: '" + from + "'");
  }
  for (const InputInfo& in : type.inputs)
    if (node.inputs.find(in.id) == node.inputs.end()) node_error(node, "missing input '" + std::string(in.id) + "'");
}

}  // namespace

void validate(const GraphSpec& g) {
  if (g.version != 1 && g.version != kGraphVersion)
    throw InvalidArgument("graph version must be 1 or " + std::to_string(kGraphVersion) + ", got " +
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
    validate_node(node, *type, seen);
  }
  if (seen.find(g.output) == seen.end()) throw InvalidArgument("graph output names no node: '" + g.output + "'");
  if (g.version == 1 && !g.outputs.empty()) throw InvalidArgument("named outputs need graph version 2");
  if (g.outputs.size() > static_cast<std::size_t>(kMaxGraphOutputs))
    throw InvalidArgument("graph has " + std::to_string(g.outputs.size()) + " named outputs; the limit is " +
                          std::to_string(kMaxGraphOutputs));
  for (const auto& [name, id] : g.outputs) {
    check_output_name(name);
    if (seen.find(id) == seen.end()) throw InvalidArgument("output '" + name + "' names no node: '" + id + "'");
  }
  const Structure s = structure_of(g);
  check_acyclic(g, s);
  PlanBuilder(s.types, s.inputs, s.ids).build(output_nodes(g));  // the evaluation count
}

int graph_evaluations(const GraphSpec& g) {
  validate(g);
  const Structure s = structure_of(g);
  return PlanBuilder(s.types, s.inputs, s.ids).build(output_nodes(g)).evaluations;
}

// ---------- compiled graphs ----------

CompiledGraph::CompiledGraph(const GraphSpec& g, std::int64_t seed) : seed_(seed) {
  validate(g);
  Structure s = structure_of(g);
  ids_ = std::move(s.ids);
  types_ = std::move(s.types);
  inputs_ = std::move(s.inputs);
  for (std::size_t i = 0; i < g.nodes.size(); ++i) {
    const std::vector<double> params = params_of(g.nodes[i], *types_[i]);
    const std::vector<std::vector<double>> lists = lists_of(g.nodes[i], *types_[i]);
    kernels_.push_back(types_[i]->build(NodeBuild{seed, params, lists, g.nodes[i].id}));
  }
  output_id_ = g.output;
  outputs_ = g.outputs;
  const std::size_t main = index_of(output_id_);
  main_plan_ = plan(std::span(&main, 1));
  prepare_areas();
}

// Area nodes in dependency order (inputs before the nodes that read them; validate() ruled out cycles): each
// gets its first input over its grid, computed through the graph like any other request.
void CompiledGraph::prepare_areas() {
  std::vector<std::uint8_t> done(ids_.size(), 0);
  std::vector<std::size_t> order;
  const std::function<void(std::size_t)> visit = [&](std::size_t node) {
    if (done[node]) return;
    done[node] = 1;
    for (std::size_t input : inputs_[node]) visit(input);
    order.push_back(node);
  };
  for (std::size_t i = 0; i < ids_.size(); ++i) visit(i);
  std::uint64_t work = 0;
  for (std::size_t node : order) {
    work += kernels_[node]->area_work();  // each at most 2^20 cells x 2001 passes: no overflow in 64 nodes
    if (work > kMaxGraphAreaWork)
      throw InvalidArgument("graph: its area nodes need " + std::to_string(work) +
                            " cell visits by node '" + ids_[node] + "', over the limit of " +
                            std::to_string(kMaxGraphAreaWork) + " (fewer steps or coarser cells)");
  }
  for (std::size_t node : order) {
    const Grid* grid = kernels_[node]->area();
    if (!grid) continue;
    std::vector<double> values(grid->size());
    fill_graph_node(*this, ids_[inputs_[node][0]], *grid, values);
    kernels_[node]->prepare(values);
  }
}

CompiledGraph::~CompiledGraph() = default;
CompiledGraph::CompiledGraph(CompiledGraph&&) noexcept = default;
CompiledGraph& CompiledGraph::operator=(CompiledGraph&&) noexcept = default;

std::size_t CompiledGraph::index_of(std::string_view id) const {
  for (std::size_t i = 0; i < ids_.size(); ++i)
    if (ids_[i] == id) return i;
  throw InvalidArgument("node: no node '" + std::string(id) + "' in this graph");
}

const std::string& CompiledGraph::output_node(std::string_view name) const {
  if (name.empty()) return output_id_;
  const auto it = outputs_.find(name);
  if (it == outputs_.end()) {
    std::string known;
    for (const auto& [n, id] : outputs_) known += (known.empty() ? "" : ", ") + n;
    throw InvalidArgument("output: no output '" + std::string(name) +
                          "' in this graph (outputs: " + (known.empty() ? "none" : known) + ")");
  }
  return it->second;
}

std::shared_ptr<const GraphPlan> CompiledGraph::plan(std::span<const std::size_t> nodes) const {
  return std::make_shared<const GraphPlan>(PlanBuilder(types_, inputs_, ids_).build(nodes));
}

namespace {

double run_point(const CompiledGraph& graph, const GraphPlan& plan, double x, double y, double z) {
  PlanScratch scratch(plan, 1);
  scratch.run(graph, plan, Points{&x, &y, &z, 1});
  return scratch.buffer(plan.outputs[0])[0];
}

constexpr std::size_t kBlocksPerTask = 16;  // 4,096 samples: enough work to pay for handing a range to a worker

// Runs `plan` over the grid block by block, the blocks split over the task system's workers (each with its
// own buffers); out[k] receives requested node k. Every block is computed the same way wherever it runs.
void run_grid(const CompiledGraph& graph, const GraphPlan& plan, const Grid& grid, std::span<double> out,
              const TaskSystem& tasks) {
  const std::size_t size = grid.size();
  const std::size_t blocks = (size + kBlock - 1) / kBlock;
  parallel_for(tasks, blocks, kBlocksPerTask, [&](std::size_t first, std::size_t last) {
    PlanScratch scratch(plan, kBlock);
    double x[kBlock], y[kBlock], z[kBlock] = {};
    for (std::size_t block = first; block < last; ++block) {
      const std::size_t start = block * kBlock;
      const std::size_t n = std::min(kBlock, size - start);
      for (std::size_t i = 0; i < n; ++i) {
        const std::size_t k = start + i;
        const int row = static_cast<int>(k / static_cast<std::size_t>(grid.width));
        const int col = static_cast<int>(k % static_cast<std::size_t>(grid.width));
        x[i] = grid.x(col);  // the same expressions as fill_grid: x0 + col · step
        y[i] = grid.y(row);
      }
      scratch.run(graph, plan, Points{x, y, z, n});
      for (std::size_t o = 0; o < plan.outputs.size(); ++o) {
        const double* values = scratch.buffer(plan.outputs[o]);
        std::copy(values, values + n, out.begin() + static_cast<std::ptrdiff_t>(o * size + start));
      }
    }
  });
}

std::vector<std::size_t> indices(const CompiledGraph& graph, std::span<const std::string> ids) {
  if (ids.size() > static_cast<std::size_t>(kMaxGraphNodes))
    throw InvalidArgument("at most " + std::to_string(kMaxGraphNodes) + " node ids per request");
  std::vector<std::size_t> out;
  for (const std::string& id : ids) out.push_back(graph.index_of(id));
  return out;
}

}  // namespace

double CompiledGraph::at(double x, double y, double z) const { return run_point(*this, *main_plan_, x, y, z); }

double CompiledGraph::node_at(std::string_view node_id, double x, double y, double z) const {
  const std::size_t node = index_of(node_id);
  return run_point(*this, *plan(std::span(&node, 1)), x, y, z);
}

void fill_graph(const CompiledGraph& graph, const Grid& grid, std::span<double> out, const TaskSystem& tasks) {
  fill_graph_node(graph, graph.output_id(), grid, out, tasks);
}

void fill_graph_node(const CompiledGraph& graph, std::string_view node_id, const Grid& grid, std::span<double> out,
                     const TaskSystem& tasks) {
  const std::string id(node_id);
  fill_graph_nodes(graph, std::span(&id, 1), grid, out, tasks);
}

void fill_graph_nodes(const CompiledGraph& graph, std::span<const std::string> node_ids, const Grid& grid,
                      std::span<double> out, const TaskSystem& tasks) {
  validate(grid);
  const std::vector<std::size_t> nodes = indices(graph, node_ids);
  if (out.size() != nodes.size() * grid.size())
    throw InvalidArgument("output buffer holds " + std::to_string(out.size()) + " values; " +
                          std::to_string(nodes.size()) + " node(s) over the grid need " +
                          std::to_string(nodes.size() * grid.size()));
  run_grid(graph, *graph.plan(nodes), grid, out, tasks);
}

void fill_graph_points(const CompiledGraph& graph, std::span<const std::string> node_ids, const Points& points,
                       std::span<double> out, const TaskSystem& tasks) {
  const std::vector<std::size_t> nodes = indices(graph, node_ids);
  if (out.size() != nodes.size() * points.n)
    throw InvalidArgument("output buffer holds " + std::to_string(out.size()) + " values; " +
                          std::to_string(nodes.size()) + " node(s) at " + std::to_string(points.n) + " points need " +
                          std::to_string(nodes.size() * points.n));
  const auto plan = graph.plan(nodes);
  // Blocks of points split over the task system as in run_grid: each range with its own buffers.
  parallel_for(tasks, (points.n + kBlock - 1) / kBlock, kBlocksPerTask, [&](std::size_t first, std::size_t last) {
    PlanScratch scratch(*plan, kBlock);
    for (std::size_t start = first * kBlock; start < std::min(points.n, last * kBlock); start += kBlock) {
      const std::size_t n = std::min(kBlock, points.n - start);
      scratch.run(graph, *plan, Points{points.x + start, points.y + start, points.z + start, n});
      for (std::size_t o = 0; o < nodes.size(); ++o) {
        const double* values = scratch.buffer(plan->outputs[o]);
        std::copy(values, values + n, out.begin() + static_cast<std::ptrdiff_t>(o * points.n + start));
      }
    }
  });
}

struct PointEvaluator::State {
  const CompiledGraph* graph;
  std::shared_ptr<const GraphPlan> plan;
  PlanScratch scratch;
};

PointEvaluator::PointEvaluator(const CompiledGraph& graph, std::string_view node_id) {
  const std::size_t node = graph.index_of(node_id);
  auto plan = graph.plan(std::span(&node, 1));
  state_ = std::make_unique<State>(State{&graph, plan, PlanScratch(*plan, 1)});
}

PointEvaluator::~PointEvaluator() = default;
PointEvaluator::PointEvaluator(PointEvaluator&&) noexcept = default;

double PointEvaluator::operator()(double x, double y, double z) {
  state_->scratch.run(*state_->graph, *state_->plan, Points{&x, &y, &z, 1});
  return state_->scratch.buffer(state_->plan->outputs[0])[0];
}

// ---------- code lines ----------

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

namespace {

// Nodes beyond the tutorial's set print as typeNameNode(inputs..., {param: value, ...}) in JavaScript and
// typeNameNode(inputs..., {.param = value, ...}) in C++: the same call shape as the tutorial's helpers.
std::string generic_code(const NodeType& type, const NodeCode& code) {
  std::string name;
  bool upper = false;
  for (char c : type.type) {
    if (c == '_') {
      upper = true;
      continue;
    }
    name += upper ? static_cast<char>(c - 'a' + 'A') : c;
    upper = false;
  }
  std::string out = name + "Node(";
  for (const std::string& in : code.inputs) out += in + ", ";
  const bool js = code.language == CodeLanguage::kJavaScript;
  out += '{';
  std::size_t list = 0;
  for (std::size_t k = 0; k < type.params.size(); ++k) {
    const ParamInfo& p = type.params[k];
    if (k) out += ", ";
    out += js ? std::string(p.id) + ": " : "." + std::string(p.id) + " = ";
    const double v = code.params[k];
    if (p.type == ParamType::kList) {
      out += js ? '[' : '{';
      const std::vector<double>& items = code.lists[list++];
      for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + code_number(items[i]);
      out += js ? ']' : '}';
    } else if (p.type == ParamType::kChoice)
      out += "\"" + std::string(p.choices[static_cast<std::size_t>(v)]) + "\"";
    else if (p.type == ParamType::kBool)
      out += v != 0.0 ? "true" : "false";
    else
      out += code_number(v);
  }
  return out + "})";
}

}  // namespace

std::string graph_code(const GraphSpec& g, CodeLanguage language) {
  validate(g);
  constexpr std::size_t kMaxCodeLength = 65536;
  const bool js = language == CodeLanguage::kJavaScript;
  const auto index = index_map(g);
  const Structure s = structure_of(g);
  const std::size_t output = index.find(g.output)->second;
  const auto line_of = [&](std::size_t i, const std::vector<std::string>& inputs) {
    const NodeType& type = *s.types[i];
    // NodeCode refers to these: they must outlive it.
    const std::vector<double> params = params_of(g.nodes[i], type);
    const std::vector<std::vector<double>> lists = lists_of(g.nodes[i], type);
    const NodeCode code{language, inputs, params, lists};
    return type.code ? type.code(code) : generic_code(type, code);
  };
  // The tutorial's form: one nested expression, a node read twice printed twice. Shared inputs repeat, so a DAG
  // any graph validate() accepts may double at each level (32 levels: 2^31 copies); past kMaxCodeLength the
  // expression is given up for the form below, so every valid graph has code (issue 27: the lab refused a 32-deep
  // DAG that the CLI renders, only because its expression was too long).
  std::vector<std::string> memo(g.nodes.size());
  std::vector<bool> done(g.nodes.size(), false);
  bool too_long = false;
  std::function<const std::string&(std::size_t)> expr = [&](std::size_t i) -> const std::string& {
    if (done[i] || too_long) return memo[i];
    std::vector<std::string> inputs;
    for (std::size_t in : s.inputs[i]) {
      inputs.push_back(expr(in));
      if (too_long || inputs.back().size() > kMaxCodeLength) {
        too_long = true;
        return memo[i];
      }
    }
    memo[i] = line_of(i, inputs);
    too_long = memo[i].size() > kMaxCodeLength;
    done[i] = true;
    return memo[i];
  };
  const std::string body = expr(output);
  if (!too_long) return (js ? "const terrain = " : "Density terrain = ") + body + ";";
  // Each node once, named n<index in the document>, in the order its inputs need, inside a function called at once:
  // `const terrain = (() => { const n0 = ...; const n1 = addNode(n0, n0); return n1; })();` (C++: a lambda).
  std::vector<bool> named(g.nodes.size(), false);
  std::string out = js ? "const terrain = (() => { " : "Density terrain = [&] { ";
  const auto name = [](std::size_t i) { return "n" + std::to_string(i); };
  std::function<void(std::size_t)> define = [&](std::size_t i) {
    if (named[i]) return;
    named[i] = true;
    std::vector<std::string> inputs;
    for (std::size_t in : s.inputs[i]) {
      define(in);
      inputs.push_back(name(in));
    }
    out += (js ? "const " : "auto ") + name(i) + " = " + line_of(i, inputs) + "; ";
    if (out.size() > kMaxCodeLength) node_error(g.nodes[i], "code line would exceed 65536 characters");
  };
  define(output);
  return out + "return " + name(output) + (js ? "; })();" : "; }();");
}

}  // namespace worldlab
