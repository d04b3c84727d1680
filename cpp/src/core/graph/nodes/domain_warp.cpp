// Node "domain_warp": reads its input where the tutorial's domain warp sends each point (warp_point, levels 0..2).
#include <algorithm>

#include "../node_util.hpp"
#include "worldlab/batch.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the field read at the warped point", 1}};

class DomainWarp final : public NodeKernel {
 public:
  DomainWarp(std::int64_t seed, const WarpParams& warp, const FbmParams& fbm) : table_(seed), warp_(warp), fbm_(fbm) {}
  void eval(const NodeEval& e) const override { std::copy(e.inputs[0], e.inputs[0] + e.at.n, e.out); }
  void place(int, const Points& at, double* x, double* y, double* z) const override {
    warp_points(table_, warp_, fbm_, {at.x, at.n}, {at.y, at.n}, {x, at.n}, {y, at.n});
    std::copy(at.z, at.z + at.n, z);
  }

 private:
  NoiseTable table_;
  WarpParams warp_;
  FbmParams fbm_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  std::span<const double> p = b.params;
  const auto warp = read_struct<WarpParams>(p);
  const auto fbm = read_struct<FbmParams>(p);
  return std::make_unique<DomainWarp>(node_seed(b, p[0]), warp, fbm);
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_domain_warp() {
  using namespace WORLDLAB_UNITY_ID;
  // The tutorial's domainWarp starts at strength 4, frequency 1, one level; its inner fBms are 4 octaves.
  static const std::vector<ParamInfo> params = struct_params({seed_offset_param(0)}, WarpParams{}, FbmParams{});
  static const NodeType type{
      "domain_warp", "Quilez's domain warp: the input read at p + s·q (level 1) or p + s·r (level 2)",
      kInputs,       params,
      build,         nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
