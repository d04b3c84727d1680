// Node "region_biome": the biome of the nearest (or second) endless region: the climate at its site, chilled by
// the height input read at the site, looked up in the tutorial's 3 × 3 table (0 Tundra .. 8 Rainforest).
#include "../region_util.hpp"
#include "worldlab/climate.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"height", "the terrain height, read at the region's site", 1, true}};
constexpr std::string_view kWhich[] = {"nearest", "second"};

class RegionBiome final : public NodeKernel {
 public:
  RegionBiome(EndlessRegions regions, bool second, bool wobbled)
      : regions_(std::move(regions)), climate_(regions_.seed()), second_(second), wobbled_(wobbled) {}
  // Place 1: each point's region site.
  void place(int, const Points& at, double* x, double* y, double* z) const override {
    const SiteWindow window = block_window(regions_, at, wobbled_);
    constexpr std::size_t kChunk = 256;
    EndlessNearest hits[kChunk];
    double weight[kChunk];
    for (std::size_t start = 0; start < at.n; start += kChunk) {
      const std::size_t m = std::min(kChunk, at.n - start);
      if (wobbled_)
        regions_.blend_points(at.x + start, at.y + start, m, window, hits, weight);
      else
        regions_.nearest_two_points(at.x + start, at.y + start, m, window, hits);
      for (std::size_t k = 0; k < m; ++k) {
        const Site s = second_ ? hits[k].second_site : hits[k].nearest_site;
        x[start + k] = s.x;
        y[start + k] = s.y;
        z[start + k] = 0.0;
      }
    }
  }
  void eval(const NodeEval& e) const override {
    const Points& site = e.places[0];
    const std::size_t n = e.at.n;
    region_biome_points(climate_, {site.x, n}, {site.y, n}, {e.inputs[0], n}, regions_.params().climate, {e.out, n});
  }

 private:
  EndlessRegions regions_;
  ClimateTables climate_;  // the tutorial's heat (seed + 1) and wet (seed + 2) layers
  bool second_, wobbled_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  std::span<const double> p = b.params;
  EndlessRegions regions = regions_of(b, p);
  return std::make_unique<RegionBiome>(std::move(regions), p[0] != 0.0, p[1] != 0.0);
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_region_biome() {
  using namespace WORLDLAB_UNITY_ID;
  static const std::vector<ParamInfo> params = struct_params(
      {{.id = "which",
        .type = ParamType::kChoice,
        .description = "the nearest region, or the second nearest (for blending)",
        .choices = kWhich,
        .default_value = 0},
       {.id = "wobbled",
        .type = ParamType::kBool,
        .description = "look the region up at the wobbled point (map borders) or at the point itself (placement)",
        .default_value = 1}},
      EndlessRegionParams{});
  static const NodeType type{
      "region_biome", "endless Voronoi regions: the biome of a region, from the climate at its site",
      kInputs,        params,
      build,          nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
