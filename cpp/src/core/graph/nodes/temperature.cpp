// Node "temperature": the tutorial's climateAt temperature, heat fBm at (x, y) · scale chilled by the height input.
#include "../node_util.hpp"
#include "worldlab/batch.hpp"
#include "worldlab/climate.hpp"

namespace worldlab::graph_detail {
namespace {

constexpr InputInfo kInputs[] = {{"height", "the terrain height here; above 0 it chills the air"}};

class Temperature final : public NodeKernel {
 public:
  Temperature(std::int64_t seed, double scale, const TutorialClimateParams& climate)
      : heat_(seed), scale_(scale), climate_(climate) {}
  void eval(const NodeEval& e) const override {
    double x[kBlock], y[kBlock], heat[kBlock];
    const FbmParams fbm{climate_.octaves};  // persistence 0.5, lacunarity 2: the tutorial's fbm defaults
    for (std::size_t start = 0; start < e.at.n; start += kBlock) {
      const std::size_t n = std::min(kBlock, e.at.n - start);
      for (std::size_t i = 0; i < n; ++i) {
        x[i] = e.at.x[start + i] * scale_;  // the tutorial's climateAt(x · 0.004, y · 0.004)
        y[i] = e.at.y[start + i] * scale_;
      }
      fbm2_points(heat_, fbm, {x, n}, {y, n}, {heat, n});
      for (std::size_t i = 0; i < n; ++i)
        e.out[start + i] = temperature_from(heat[i], e.inputs[0][start + i], climate_.chill);
    }
  }

 private:
  static constexpr std::size_t kBlock = 256;
  NoiseTable heat_;
  double scale_;
  TutorialClimateParams climate_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  std::span<const double> p = b.params;
  const auto climate = read_struct<TutorialClimateParams>(p);
  return std::make_unique<Temperature>(node_seed(b, p[1]), p[0], climate);
}

}  // namespace

const NodeType& node_type_temperature() {
  static const std::vector<ParamInfo> params =
      struct_params({climate_scale_param(), seed_offset_param(1)}, TutorialClimateParams{});
  static const NodeType type{"temperature", "the tutorial's temperature: heat noise, colder above sea level",
                             kInputs, params, build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
