// Node "cell": the tutorial's cellNode, 1 − 2 · min(1, F1 / radius) over makeSites(count, width, height, seed +
// offset).
#include "../../regions/js_math.hpp"
#include "../node_util.hpp"
#include "worldlab/regions.hpp"
#include "worldlab/site_index.hpp"

namespace worldlab::graph_detail {
namespace {

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
    {.id = "seed_offset",
     .type = ParamType::kInteger,
     .min = -1e6,
     .max = 1e6,
     .description = "added to the world seed for the sites' SeededRandom",
     .default_value = 7},
    {.id = "radius",
     .type = ParamType::kNumber,
     .min = 1e-9,
     .max = 1e9,
     .description = "distance from a site at which the field reaches -1, world units",
     .default_value = 90},
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  const auto sites =
      make_sites(static_cast<std::int64_t>(b.params[0]), b.params[1], b.params[2], node_seed(b, b.params[3]));
  // The index answers exactly as the tutorial's scan (same F1 bits), only faster.
  auto index = std::make_shared<const SiteIndex>(sites);
  return sample_kernel([index, radius = b.params[4]](const NodeEval& e, std::size_t i) {
    return 1 - 2 * js::min(1.0, index->nearest_two(e.at.x[i], e.at.y[i]).d1 / radius);
  });
}

std::string code(const NodeCode& c) {
  const std::string sites = call("makeSites", {code_number(c.params[0]), code_number(c.params[1]),
                                               code_number(c.params[2]), code_seed(c.params[3])});
  return call("cellNode", {sites, code_number(c.params[4])});
}

}  // namespace

const NodeType& node_type_cell() {
  static const NodeType type{
      "cell", "1 on each site, falling to -1 at radius: islands, craters, oases", {}, kParams, build, code};
  return type;
}

}  // namespace worldlab::graph_detail
