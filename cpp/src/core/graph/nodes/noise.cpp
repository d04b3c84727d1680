// Node "noise": one octave of a 2D lattice noise (the tutorial's simplex, Perlin or value) at the node's points.
#include "../node_util.hpp"
#include "worldlab/batch.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

const ParamInfo kBasis{.id = "basis",
                       .type = ParamType::kChoice,
                       .description = "the lattice noise",
                       .choices = kBasisNames,
                       .default_value = 0};

class Noise final : public NodeKernel {
 public:
  Noise(std::int64_t seed, Basis basis) : table_(seed), basis_(basis) {}
  void eval(const NodeEval& e) const override {
    basis_points(table_, basis_, {e.at.x, e.at.n}, {e.at.y, e.at.n}, {e.out, e.at.n});
  }

 private:
  NoiseTable table_;
  Basis basis_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  return std::make_unique<Noise>(node_seed(b, b.params[1]), static_cast<Basis>(b.params[0]));
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_noise() {
  using namespace WORLDLAB_UNITY_ID;
  static const ParamInfo params[] = {kBasis, seed_offset_param(0)};
  static const NodeType type{"noise", "one octave of lattice noise, about -1..1", {}, params, build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
