// Node "moisture": the tutorial's climateAt moisture, 0.5 + wet fBm at (x, y) · scale, clamped to 0..1.
#include "../node_util.hpp"
#include "worldlab/batch.hpp"
#include "worldlab/climate.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

class Moisture final : public NodeKernel {
 public:
  Moisture(std::int64_t seed, double scale, int octaves) : wet_(seed), scale_(scale), fbm_{octaves} {}
  void eval(const NodeEval& e) const override {
    at_scaled_points(e, scale_, [&](auto x, auto y, auto out, std::size_t) {
      fbm2_points(wet_, fbm_, x, y, out);
      moisture_from_points(out, out);
    });
  }

 private:
  NoiseTable wet_;
  double scale_;
  FbmParams fbm_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  std::span<const double> p = b.params;
  const auto climate = read_struct<TutorialClimateParams>(p);
  return std::make_unique<Moisture>(node_seed(b, p[1]), p[0], climate.octaves);
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_moisture() {
  using namespace WORLDLAB_UNITY_ID;
  // The chill of TutorialClimateParams is listed too (unused here) so both climate nodes share one table.
  static const std::vector<ParamInfo> params =
      struct_params({climate_scale_param(), seed_offset_param(2)}, TutorialClimateParams{});
  static const NodeType type{
      "moisture", "the tutorial's moisture: wet noise, 0 bone dry .. 1 soaked", {}, params, build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
