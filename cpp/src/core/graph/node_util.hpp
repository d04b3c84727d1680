// Internal helpers shared by the node files: kernels from per-sample functions, the operator families,
// derived seeds, parameter tables from params structs, and code lines.
#pragma once

// Each node file keeps its own names (its kernel class, build(), code()) in `namespace { namespace
// WORLDLAB_UNITY_ID { ... } }`, and its node_type_*() opens that namespace in its body alone. In a unity batch
// (CMakeLists.txt: UNITY_BUILD_UNIQUE_ID) the id is different for each file, so files that name things alike share
// one translation unit; compiled alone, a file gets this one.
#ifndef WORLDLAB_UNITY_ID
#define WORLDLAB_UNITY_ID node_file
#endif

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "worldlab/graph.hpp"

namespace worldlab::graph_detail {

// A kernel computing out[i] = f(e, i) for every point of the block: the form of nodes that combine
// their inputs' values sample by sample (f reads e.inputs[k][i] and, if it needs them, e.at.x[i] ...).
template <class F>
class SampleKernel final : public NodeKernel {
 public:
  explicit SampleKernel(F f) : f_(std::move(f)) {}
  void eval(const NodeEval& e) const override {
    for (std::size_t i = 0; i < e.at.n; ++i) e.out[i] = f_(e, i);
  }

 private:
  F f_;
};

template <class F>
std::unique_ptr<NodeKernel> sample_kernel(F f) {
  return std::make_unique<SampleKernel<F>>(std::move(f));
}

// The operator families: a unary node maps its input's value, a binary node combines a and b.
inline constexpr InputInfo kUnaryInputs[] = {{"input", "the field to transform"}};
inline constexpr InputInfo kBinaryInputs[] = {{"a", "first field"}, {"b", "second field"}};

template <class Op>  // double op(double v)
std::unique_ptr<NodeKernel> unary_kernel(Op op) {
  return sample_kernel([op](const NodeEval& e, std::size_t i) { return op(e.inputs[0][i]); });
}
template <class Op>  // double op(double a, double b)
std::unique_ptr<NodeKernel> binary_kernel(Op op) {
  return sample_kernel([op](const NodeEval& e, std::size_t i) { return op(e.inputs[0][i], e.inputs[1][i]); });
}

// The world seed plus a node's seed_offset, with an error naming the node when it overflows 64 bits.
std::int64_t node_seed(const NodeBuild& build, double offset);

// The integer parameter "seed_offset" (added to the world seed for a node's own noise table).
constexpr ParamInfo seed_offset_param(
    double default_value, std::string_view description = "added to the world seed for this node's noise table") {
  return {.id = "seed_offset",
          .type = ParamType::kInteger,
          .min = -1e6,
          .max = 1e6,
          .step = 1,
          .description = description,
          .default_value = default_value};
}

// Runs fn(x, y, out) over the block in chunks of at most 256 points, where x and y hold the points'
// positions times `scale` (noise read at position · scale, as the tutorial's nodes do) and out is the
// matching part of e.out.
template <class Fn>
void at_scaled_points(const NodeEval& e, double scale, Fn&& fn) {
  constexpr std::size_t kChunk = 256;
  double x[kChunk], y[kChunk];
  for (std::size_t start = 0; start < e.at.n; start += kChunk) {
    const std::size_t n = std::min(kChunk, e.at.n - start);
    for (std::size_t i = 0; i < n; ++i) {
      x[i] = e.at.x[start + i] * scale;
      y[i] = e.at.y[start + i] * scale;
    }
    fn(std::span<const double>(x, n), std::span<const double>(y, n), std::span<double>(e.out + start, n), start);
  }
}

// The number "scale" of the climate nodes: climate noise cycles per world unit (the tutorial's 0.004).
ParamInfo climate_scale_param();

// "name(a, b, c)".
std::string call(std::string_view name, std::initializer_list<std::string> args);
// name(inputs..., params...): the code form of nodes whose tutorial-style helper takes exactly those.
std::string call_all(std::string_view name, const NodeCode& code);
// "new Simplex(seed + k)" in JavaScript, "Simplex(seed + k)" in C++.
std::string simplex_code(const NodeCode& code, double seed_offset);

// A parameter table: the fields of params structs (their defaults from the struct's initialisers) and
// then a node's own parameters, in that order. Built once per node type (function-local statics).
template <class... S>
std::vector<ParamInfo> struct_params(std::initializer_list<ParamInfo> own, const S&... structs) {
  std::vector<ParamInfo> out;
  const auto add = [&](const auto& s) {
    for (const ParamEntry& e : collect_params(s)) out.push_back(e.info);
  };
  (add(structs), ...);
  out.insert(out.end(), own.begin(), own.end());
  return out;
}

// Reads a params struct from the front of `params` (in the order struct_params listed it) and drops
// what it consumed, so the next struct or the node's own parameters follow.
template <class S>
S read_struct(std::span<const double>& params) {
  S s{};
  ReadDoublesVisitor v(params);
  describe(v, s);
  params = params.subspan(v.consumed());
  return s;
}

}  // namespace worldlab::graph_detail
