// Node "multi_noise_biome": the six-parameter biome table's winner (multi_noise.hpp) for the six fields, as its
// index; the table is a list of 13 numbers per biome (lo, hi per axis in rule order, then the offset).
#include "../node_util.hpp"
#include "worldlab/multi_noise.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"temperature", "the temperature field (default table: 0 frozen .. 1 hot)"},
                                 {"humidity", "the humidity field (default table: 0 dry .. 1 wet)"},
                                 {"continentalness", "-1 deep sea .. 0 coast .. 1 inland"},
                                 {"erosion", "-1 rugged .. 1 worn; the default table's rivers at 3, lakes at 5"},
                                 {"depth", "0 at the surface, growing below it"},
                                 {"weirdness", "the variant selector, about -1..1"}};

// The block's samples in order, each search started from the previous sample's winner (MultiNoiseTree::
// nearest_fields: the same index as a search from scratch, found sooner where neighbours share a biome).
class MultiNoiseBiomeKernel final : public NodeKernel {
 public:
  explicit MultiNoiseBiomeKernel(MultiNoiseTree tree) : tree_(std::move(tree)) {}
  void eval(const NodeEval& e) const override { tree_.nearest_fields(e.inputs.data(), e.at.n, e.out); }

 private:
  MultiNoiseTree tree_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  return std::make_unique<MultiNoiseBiomeKernel>(MultiNoiseTree(biome_boxes_from_list(b.lists[0], "table")));
}

const std::vector<double>& default_list() {
  static const std::vector<double> list = [] {
    std::vector<BiomeBox> boxes;
    for (const MultiNoiseBiome& b : default_multi_noise_biomes()) boxes.push_back(b.box);
    return biome_boxes_to_list(boxes);
  }();
  return list;
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_multi_noise_biome() {
  using namespace WORLDLAB_UNITY_ID;
  static const ParamInfo params[] = {
      {.id = "table",
       .type = ParamType::kList,
       .min = -1e9,
       .max = 1e9,
       .description = "13 numbers per biome: lo, hi of temperature, humidity, continentalness, erosion, depth, "
                      "weirdness, then the offset (>= 0); the nearest box wins, ties to the first listed",
       .max_items = kMultiNoiseListStride * kMaxMultiNoiseBiomes,
       .min_items = kMultiNoiseListStride,
       .default_list = default_list()}};
  static const NodeType type{"multi_noise_biome",
                             "six-parameter biomes: the index of the nearest biome box (docs/biomes6.md)",
                             kInputs,
                             params,
                             build,
                             nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
