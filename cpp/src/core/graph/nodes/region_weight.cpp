// Node "region_weight": how much of the nearest endless region a point is (0.5 on a border .. 1 inside), wobbled.
#include "../region_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

class RegionWeight final : public NodeKernel {
 public:
  explicit RegionWeight(EndlessRegions regions) : regions_(std::move(regions)) {}
  void eval(const NodeEval& e) const override {
    const SiteWindow window = block_window(regions_, e.at, true);
    constexpr std::size_t kChunk = 256;
    EndlessNearest hits[kChunk];
    for (std::size_t start = 0; start < e.at.n; start += kChunk) {
      const std::size_t m = std::min(kChunk, e.at.n - start);
      regions_.blend_points(e.at.x + start, e.at.y + start, m, window, hits, e.out + start);
    }
  }

 private:
  EndlessRegions regions_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  std::span<const double> p = b.params;
  return std::make_unique<RegionWeight>(regions_of(b, p));
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_region_weight() {
  using namespace WORLDLAB_UNITY_ID;
  static const std::vector<ParamInfo> params = struct_params({}, EndlessRegionParams{});
  static const NodeType type{
      "region_weight", "endless Voronoi regions: the blend weight of the nearest region", {}, params, build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
