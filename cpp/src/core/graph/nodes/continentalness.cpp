// Node "continentalness": how far inland a point is for the six-parameter biomes, from the height above sea level
// and a low-frequency noise: clamp((height − sea_level) · gain + weight · fBm(position · scale), −1, 1).
#include "../biomes6_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"height", "the terrain height; above sea_level it pushes inland"}};

class Continentalness final : public NodeKernel {
 public:
  Continentalness(std::int64_t seed, double scale, int octaves, double sea_level, double gain, double weight)
      : noise_(seed, scale, octaves), sea_level_(sea_level), gain_(gain), weight_(weight) {}
  void eval(const NodeEval& e) const override {
    noise_.run(e, [&](std::span<double> out, std::size_t start) {
      for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = biomes6_clamp((e.inputs[0][start + i] - sea_level_) * gain_ + weight_ * out[i], -1.0, 1.0);
    });
  }

 private:
  Biomes6Noise noise_;
  double sea_level_, gain_, weight_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  const auto& p = b.params;
  return std::make_unique<Continentalness>(node_seed(b, p[5]), p[0], static_cast<int>(p[1]), p[2], p[3], p[4]);
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_continentalness() {
  using namespace WORLDLAB_UNITY_ID;
  static const ParamInfo params[] = {
      biomes6_scale_param(0.002),
      biomes6_octaves_param(3),
      {.id = "sea_level", .min = -1e9, .max = 1e9, .unit = "height units",
       .description = "the height of the coast: continentalness 0 there without noise", .default_value = 0},
      {.id = "gain", .min = -1e9, .max = 1e9, .unit = "per height unit",
       .description = "continentalness gained per height unit above sea level (0: noise only)", .default_value = 4},
      {.id = "weight", .min = -1e6, .max = 1e6,
       .description = "weight of the low-frequency noise (0: height only)", .default_value = 0.25},
      seed_offset_param(11)};
  static const NodeType type{"continentalness",
                             "six-parameter biomes: -1 deep sea .. 0 coast .. 1 far inland, from height and noise",
                             kInputs, params, build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
