// Node "fbm": fractal Brownian motion of a lattice noise at the node's points, exactly as fbm2 (fractal.hpp).
#include "../node_util.hpp"
#include "worldlab/batch.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

class Fbm final : public NodeKernel {
 public:
  Fbm(std::int64_t seed, const FbmParams& fbm) : table_(seed), fbm_(fbm) {}
  void eval(const NodeEval& e) const override {
    fbm2_points(table_, fbm_, {e.at.x, e.at.n}, {e.at.y, e.at.n}, {e.out, e.at.n});
  }

 private:
  NoiseTable table_;
  FbmParams fbm_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  std::span<const double> p = b.params;
  const auto fbm = read_struct<FbmParams>(p);
  return std::make_unique<Fbm>(node_seed(b, p[0]), fbm);
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_fbm() {
  using namespace WORLDLAB_UNITY_ID;
  static const std::vector<ParamInfo> params = struct_params({seed_offset_param(0)}, FbmParams{});
  static const NodeType type{"fbm", "fBm of a lattice noise (simplex, Perlin or value) with optional per-octave fold",
                             {},    params,
                             build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
