// Node "weirdness": the six-parameter biomes' variant selector, a low-frequency noise weight · fBm(position · scale)
// (about −1..1) that picks odd variants (badlands, mushroom fields) where it runs high.
#include "../biomes6_util.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

class Weirdness final : public NodeKernel {
 public:
  Weirdness(std::int64_t seed, double scale, int octaves, double weight)
      : noise_(seed, scale, octaves), weight_(weight) {}
  void eval(const NodeEval& e) const override {
    noise_.run(e, [&](std::span<double> out, std::size_t) {
      for (double& v : out) v *= weight_;
    });
  }

 private:
  Biomes6Noise noise_;
  double weight_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  const auto& p = b.params;
  return std::make_unique<Weirdness>(node_seed(b, p[3]), p[0], static_cast<int>(p[1]), p[2]);
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_weirdness() {
  using namespace WORLDLAB_UNITY_ID;
  static const ParamInfo params[] = {
      biomes6_scale_param(0.004), biomes6_octaves_param(2),
      {.id = "weight", .min = -1e6, .max = 1e6, .description = "multiplier of the noise", .default_value = 1.4},
      seed_offset_param(13)};
  static const NodeType type{"weirdness", "six-parameter biomes: a noise that selects odd variants where it is high",
                             {}, params, build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
