// Node "temperature": the tutorial's climateAt temperature, heat fBm at (x, y) · scale chilled by the height input.
#include "../node_util.hpp"
#include "worldlab/batch.hpp"
#include "worldlab/climate.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"height", "the terrain height here; above 0 it chills the air"}};

class Temperature final : public NodeKernel {
 public:
  Temperature(std::int64_t seed, double scale, const TutorialClimateParams& climate)
      : heat_(seed), scale_(scale), climate_(climate) {}
  void eval(const NodeEval& e) const override {
    const FbmParams fbm{climate_.octaves};  // persistence 0.5, lacunarity 2: the tutorial's fbm defaults
    // The tutorial's climateAt(x · 0.004, y · 0.004): the heat fBm lands in out, then the chill.
    at_scaled_points(e, scale_, [&](auto x, auto y, auto out, std::size_t start) {
      fbm2_points(heat_, fbm, x, y, out);
      temperature_from_points(climate_.chill, out, {e.inputs[0] + start, out.size()}, out);
    });
  }

 private:
  NoiseTable heat_;
  double scale_;
  TutorialClimateParams climate_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  std::span<const double> p = b.params;
  const auto climate = read_struct<TutorialClimateParams>(p);
  return std::make_unique<Temperature>(node_seed(b, p[1]), p[0], climate);
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_temperature() {
  using namespace WORLDLAB_UNITY_ID;
  static const std::vector<ParamInfo> params =
      struct_params({climate_scale_param(), seed_offset_param(1)}, TutorialClimateParams{});
  static const NodeType type{
      "temperature", "the tutorial's temperature: heat noise, colder above sea level", kInputs, params, build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
