// Node "moisture": the tutorial's climateAt moisture, 0.5 + wet fBm at (x, y) · scale, clamped to 0..1.
#include "../node_util.hpp"
#include "worldlab/batch.hpp"
#include "worldlab/climate.hpp"

namespace worldlab::graph_detail {
namespace {

class Moisture final : public NodeKernel {
 public:
  Moisture(std::int64_t seed, double scale, int octaves) : wet_(seed), scale_(scale), fbm_{octaves} {}
  void eval(const NodeEval& e) const override {
    double x[kBlock], y[kBlock];
    for (std::size_t start = 0; start < e.at.n; start += kBlock) {
      const std::size_t n = std::min(kBlock, e.at.n - start);
      for (std::size_t i = 0; i < n; ++i) {
        x[i] = e.at.x[start + i] * scale_;
        y[i] = e.at.y[start + i] * scale_;
      }
      fbm2_points(wet_, fbm_, {x, n}, {y, n}, {e.out + start, n});
      for (std::size_t i = 0; i < n; ++i) e.out[start + i] = moisture_from(e.out[start + i]);
    }
  }

 private:
  static constexpr std::size_t kBlock = 256;
  NoiseTable wet_;
  double scale_;
  FbmParams fbm_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  std::span<const double> p = b.params;
  const auto climate = read_struct<TutorialClimateParams>(p);
  return std::make_unique<Moisture>(node_seed(b, p[1]), p[0], climate.octaves);
}

}  // namespace

const NodeType& node_type_moisture() {
  // The chill of TutorialClimateParams is listed too (unused here) so both climate nodes share one table.
  static const std::vector<ParamInfo> params =
      struct_params({climate_scale_param(), seed_offset_param(2)}, TutorialClimateParams{});
  static const NodeType type{"moisture", "the tutorial's moisture: wet noise, 0 bone dry .. 1 soaked", {}, params,
                             build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
