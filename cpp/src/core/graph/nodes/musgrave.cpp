// Node "musgrave": Musgrave's ridged multifractal at the node's points, exactly as ridged_multifractal (fractal.hpp).
#include "../node_util.hpp"
#include "worldlab/batch.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

class Musgrave final : public NodeKernel {
 public:
  Musgrave(std::int64_t seed, const FbmParams& fbm, const MusgraveParams& musgrave)
      : table_(seed), fbm_(fbm), musgrave_(musgrave) {}
  void eval(const NodeEval& e) const override {
    ridged_multifractal_points(table_, fbm_, musgrave_, {e.at.x, e.at.n}, {e.at.y, e.at.n}, {e.out, e.at.n});
  }

 private:
  NoiseTable table_;
  FbmParams fbm_;
  MusgraveParams musgrave_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  std::span<const double> p = b.params;
  const auto fbm = read_struct<FbmParams>(p);
  const auto musgrave = read_struct<MusgraveParams>(p);
  return std::make_unique<Musgrave>(node_seed(b, p[0]), fbm, musgrave);
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_musgrave() {
  using namespace WORLDLAB_UNITY_ID;
  static const std::vector<ParamInfo> params = struct_params({seed_offset_param(0)}, FbmParams{6}, MusgraveParams{});
  static const NodeType type{
      "musgrave", "Musgrave's ridged multifractal: ridges that grow rougher higher up", {}, params, build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
