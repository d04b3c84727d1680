// Node "cell": the tutorial's cellNode, 1 − 2 · min(1, F1 / radius) over makeSites(count, width, height, seed +
// offset).
#include "../../regions/js_math.hpp"
#include "../node_util.hpp"
#include "worldlab/regions.hpp"
#include "worldlab/site_index.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr ParamInfo kParams[] = {
    {.id = "count",
     .type = ParamType::kInteger,
     .min = 1,
     .max = 10000,
     .description = "number of sites",
     .default_value = 12},
    {.id = "width",
     .type = ParamType::kNumber,
     .min = 0,
     .max = 1e9,
     .description = "width of the area the sites are scattered over, world units",
     .default_value = 320},
    {.id = "height",
     .type = ParamType::kNumber,
     .min = 0,
     .max = 1e9,
     .description = "height of that area, world units",
     .default_value = 240},
    seed_offset_param(7, "added to the world seed for the sites' SeededRandom"),
    {.id = "radius",
     .type = ParamType::kNumber,
     .min = 1e-9,
     .max = 1e9,
     .description = "distance from a site at which the field reaches -1, world units",
     .default_value = 90},
};

// The block's points looked up together (SiteIndex::nearest_two_points: the lane kernel for small site sets), in
// chunks of 256, then the field from F1.
class Cell final : public NodeKernel {
 public:
  Cell(std::shared_ptr<const SiteIndex> index, double radius) : index_(std::move(index)), radius_(radius) {}
  void eval(const NodeEval& e) const override {
    constexpr std::size_t kChunk = 256;
    NearestTwo hits[kChunk];
    for (std::size_t start = 0; start < e.at.n; start += kChunk) {
      const std::size_t m = std::min(kChunk, e.at.n - start);
      index_->nearest_two_points({e.at.x + start, m}, {e.at.y + start, m}, {hits, m});
      for (std::size_t k = 0; k < m; ++k) e.out[start + k] = 1 - 2 * js::min(1.0, hits[k].d1 / radius_);
    }
  }

 private:
  std::shared_ptr<const SiteIndex> index_;
  double radius_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  const auto sites =
      make_sites(static_cast<std::int64_t>(b.params[0]), b.params[1], b.params[2], node_seed(b, b.params[3]));
  // The index answers exactly as the tutorial's scan (same F1 bits), only faster.
  auto index = std::make_shared<const SiteIndex>(sites);
  return std::make_unique<Cell>(std::move(index), b.params[4]);
}

std::string code(const NodeCode& c) {
  const std::string sites = call("makeSites", {code_number(c.params[0]), code_number(c.params[1]),
                                               code_number(c.params[2]), code_seed(c.params[3])});
  return call("cellNode", {sites, code_number(c.params[4])});
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_cell() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{
      "cell", "1 on each site, falling to -1 at radius: islands, craters, oases", {}, kParams, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
