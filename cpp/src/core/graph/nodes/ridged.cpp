// Node "ridged": the tutorial's ridged fold (1 − |v|)² · 2 − 1, sharp crests where v crosses 0.
#include "../node_util.hpp"
#include "worldlab/fractal.hpp"

namespace worldlab::graph_detail {
namespace {

constexpr InputInfo kInputs[] = {{"input", "the field to fold"}};

std::unique_ptr<Field> build(const NodeBuild& b) {
  return make_field([input = b.inputs[0]](double x, double y) {
    const double v = input->at(x, y);
    return ridged(v);
  });
}

std::string code(const NodeCode& c) { return call("ridgedNode", {c.inputs[0]}); }

}  // namespace

const NodeType kRidgedNode{"ridged", "sharp crests where the input crosses 0 (mountain ranges)", kInputs, {}, build,
                           code};

}  // namespace worldlab::graph_detail
