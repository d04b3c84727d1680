// Node "erode": stream-power erosion with hillslope diffusion and thermal slumping (water.hpp) run once over a fixed region of the
// world; the height anywhere is the input plus the change erosion made, read bilinearly from the region.
#include <algorithm>
#include <iterator>

#include "../area_util.hpp"
#include "../node_util.hpp"
#include "worldlab/water.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the height field to erode"}};

std::vector<ParamInfo> make_params() {
  std::vector<ParamInfo> p(std::begin(kAreaParams), std::end(kAreaParams));
  const water::ErosionParams d;
  p.push_back({.id = "steps", .type = ParamType::kInteger, .min = 0, .max = 2000, .step = 1,
               .description = "erosion time steps (each routes the water again)", .default_value = 40});
  p.push_back({.id = "dt", .type = ParamType::kNumber, .min = 1e-6, .max = 1e9, .unit = "time units",
               .description = "time per step (the implicit scheme is stable at any step)", .default_value = 1});
  p.push_back({.id = "k", .type = ParamType::kNumber, .min = 0, .max = 1e3,
               .description = "erodibility K in dh/dt = U - K A^m S^n (A in world units squared)",
               .default_value = 0.004});
  p.push_back({.id = "m", .type = ParamType::kNumber, .min = 0, .max = 2, .step = 0.05,
               .description = "drainage-area exponent m", .default_value = d.m});
  p.push_back({.id = "n", .type = ParamType::kNumber, .min = 0.5, .max = 4, .step = 0.05,
               .description = "slope exponent n (1: closed form; otherwise Newton's method)", .default_value = d.n});
  p.push_back({.id = "uplift", .type = ParamType::kNumber, .min = 0, .max = 1e3, .unit = "height per time unit",
               .description = "uplift U added to every land cell each time unit", .default_value = 0});
  p.push_back({.id = "diffusion", .type = ParamType::kNumber, .min = 0, .max = 1e6,
               .unit = "world units squared per time unit",
               .description = "hillslope diffusivity: rounds ridges and fills gullies", .default_value = 0.2});
  p.push_back({.id = "sea_level", .type = ParamType::kNumber, .min = -1e9, .max = 1e9,
               .description = "cells at or below it are sea: rivers end there and it does not erode",
               .default_value = 0});
  p.push_back({.id = "thermal", .type = ParamType::kNumber, .min = 0, .max = 0.5, .step = 0.05,
               .description = "thermal erosion: fraction of the excess over the talus slope that slumps each step (0: off)",
               .default_value = d.thermal});
  p.push_back({.id = "talus", .type = ParamType::kNumber, .min = 0.01, .max = 100, .step = 0.05,
               .description = "talus slope (rise over run) beyond which material slumps downhill",
               .default_value = d.talus});
  return p;
}
const std::vector<ParamInfo>& params() {
  static const std::vector<ParamInfo> p = make_params();
  return p;
}

class Erode final : public NodeKernel {
 public:
  Erode(Grid grid, water::ErosionParams params) : grid_(grid), params_(params) {}
  const Grid* area() const noexcept override { return &grid_; }
  std::uint64_t area_work() const noexcept override {
    return grid_.size() * (static_cast<std::uint64_t>(params_.steps) + 1);
  }
  void prepare(std::span<const double> input) override {
    std::vector<double> eroded(input.begin(), input.end());
    const water::RasterShape shape{static_cast<std::uint32_t>(grid_.width), static_cast<std::uint32_t>(grid_.height),
                                   grid_.step};
    water::erode(shape, eroded, {}, params_, default_task_system());
    // The change, not the result: the input's own detail between the region's cells survives, and the
    // change is 0 on the region's border (base level), so the field is continuous there.
    change_.resize(eroded.size());
    for (std::size_t i = 0; i < eroded.size(); ++i) change_[i] = eroded[i] - input[i];
  }
  void eval(const NodeEval& e) const override {
    for (std::size_t i = 0; i < e.at.n; ++i)
      e.out[i] = e.inputs[0][i] + area_sample(grid_, change_, e.at.x[i], e.at.y[i]);
  }

 private:
  Grid grid_;
  water::ErosionParams params_;
  std::vector<double> change_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  const Grid grid = area_grid(b);
  const std::span<const double> q = b.params.subspan(kAreaParamCount);
  water::ErosionParams p;
  p.steps = static_cast<int>(q[0]);
  p.dt = q[1];
  p.k = q[2];
  p.m = q[3];
  p.n = q[4];
  p.uplift = q[5];
  p.diffusion = q[6];
  p.sea_level = q[7];
  p.thermal = q[8];
  p.talus = q[9];
  try {
    water::validate(p);
    // Diffusion's sub-step count is checked by erode itself; check it here so a bad graph fails to build.
    if (p.diffusion * p.dt / (grid.step * grid.step) * 4.0 > 10000.0)
      throw InvalidArgument("diffusion * dt / cell^2 needs more than 10000 sub-steps per step; lower dt or diffusion");
  } catch (const InvalidArgument& e) {
    throw InvalidArgument("node '" + std::string(b.node_id) + "': " + e.what());
  }
  return std::make_unique<Erode>(grid, p);
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_erode() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"erode", "rivers carve valleys: stream-power erosion over a region", kInputs,
                             params(), build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
