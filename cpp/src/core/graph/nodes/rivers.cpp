// Node "rivers": water routed over a fixed region of the world (priority-flood, D8, water.hpp): drainage area,
// lake depth or a river mask, read bilinearly from the region.
#include <algorithm>
#include <iterator>

#include "../area_util.hpp"
#include "../node_util.hpp"
#include "worldlab/water.hpp"

namespace worldlab::graph_detail {
namespace {
namespace WORLDLAB_UNITY_ID {

constexpr InputInfo kInputs[] = {{"input", "the height field the water runs over"}};
constexpr std::string_view kLayers[] = {"area", "lake_depth", "river"};

std::vector<ParamInfo> make_params() {
  std::vector<ParamInfo> p(std::begin(kAreaParams), std::end(kAreaParams));
  p.push_back({.id = "layer", .type = ParamType::kChoice,
               .description = "area: drainage area (world units squared); lake_depth: filled minus input; "
                              "river: 1 on cells draining at least min_area, else 0",
               .choices = kLayers, .default_value = 2});
  p.push_back({.id = "min_area", .type = ParamType::kNumber, .min = 0, .max = 1e18, .unit = "world units squared",
               .description = "drainage area from which a cell counts as a river", .default_value = 600});
  p.push_back({.id = "sea_level", .type = ParamType::kNumber, .min = -1e9, .max = 1e9,
               .description = "cells at or below it are sea: rivers end there", .default_value = 0});
  return p;
}
const std::vector<ParamInfo>& params() {
  static const std::vector<ParamInfo> p = make_params();
  return p;
}

class Rivers final : public NodeKernel {
 public:
  Rivers(Grid grid, int layer, double min_area, double sea_level)
      : grid_(grid), layer_(layer), min_area_(min_area), sea_level_(sea_level) {}
  const Grid* area() const noexcept override { return &grid_; }
  void prepare(std::span<const double> input) override {
    const water::RasterShape shape{static_cast<std::uint32_t>(grid_.width), static_cast<std::uint32_t>(grid_.height),
                                   grid_.step};
    const std::size_t n = shape.cells();
    std::vector<double> filled(n), area(n);
    std::vector<std::uint32_t> receivers(n), stack(n);
    water::route_flow(shape, input, {filled, receivers, stack}, sea_level_);
    water::accumulate(shape, receivers, stack, {}, area);
    field_.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
      const bool outlet = receivers[i] == i;  // the region's border and the sea: 0, so reads fade out there
      if (layer_ == 0) field_[i] = outlet ? 0.0 : area[i];
      else if (layer_ == 1) field_[i] = filled[i] - input[i];
      else field_[i] = !outlet && area[i] >= min_area_ ? 1.0 : 0.0;
    }
  }
  void eval(const NodeEval& e) const override {
    for (std::size_t i = 0; i < e.at.n; ++i) e.out[i] = area_sample(grid_, field_, e.at.x[i], e.at.y[i]);
  }

 private:
  Grid grid_;
  int layer_;
  double min_area_, sea_level_;
  std::vector<double> field_;
};

std::unique_ptr<NodeKernel> build(const NodeBuild& b) {
  const Grid grid = area_grid(b);
  const std::span<const double> q = b.params.subspan(kAreaParamCount);
  return std::make_unique<Rivers>(grid, static_cast<int>(q[0]), q[1], q[2]);
}

}  // namespace WORLDLAB_UNITY_ID
}  // namespace

const NodeType& node_type_rivers() {
  using namespace WORLDLAB_UNITY_ID;
  static const NodeType type{"rivers", "where water gathers: drainage area, lakes or a river mask over a region",
                             kInputs, params(), build, nullptr};
  return type;
}

}  // namespace worldlab::graph_detail
