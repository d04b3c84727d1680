// Internal helpers shared by the node files: fields from lambdas, derived seeds, code calls, the registry list.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "worldlab/graph.hpp"

namespace worldlab::graph_detail {

// A field computed by a lambda that owns everything it reads (noise tables, sites, input pointers).
template <class F>
class LambdaField final : public Field {
 public:
  explicit LambdaField(F f) : f_(std::move(f)) {}
  double at(double x, double y) const noexcept override { return f_(x, y); }

 private:
  F f_;
};

template <class F>
std::unique_ptr<Field> make_field(F f) {
  return std::make_unique<LambdaField<F>>(std::move(f));
}

// The world seed plus a node's seed_offset, with an error naming the node when it overflows 64 bits.
std::int64_t node_seed(const NodeBuild& build, double offset);

// "name(a, b, c)".
std::string call(std::string_view name, std::initializer_list<std::string> args);

// Every node type, one per file under nodes/.
extern const NodeType kSimplexNode, kWarpNode, kClampNode, kCellNode, kMixNode, kConstantNode, kAbsNode, kRidgedNode,
    kBillowNode, kScaleBiasNode, kAddNode, kMultiplyNode, kMinNode, kMaxNode, kSmoothClampNode, kIslandMaskNode,
    kTerraceNode, kDensity3dNode;

}  // namespace worldlab::graph_detail
