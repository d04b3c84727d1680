// Node "billow": the tutorial's billow fold |v| · 2 − 1, rounded bumps with creases.
#include "../node_util.hpp"
#include "worldlab/fractal.hpp"

namespace worldlab::graph_detail {
namespace {

constexpr InputInfo kInputs[] = {{"input", "the field to fold"}};

std::unique_ptr<Field> build(const NodeBuild& b) {
  return make_field([input = b.inputs[0]](double x, double y) {
    const double v = input->at(x, y);
    return billow(v);
  });
}

std::string code(const NodeCode& c) { return call("billowNode", {c.inputs[0]}); }

}  // namespace

const NodeType kBillowNode{"billow", "rounded bumps with creases between them (dunes, clouds)", kInputs, {}, build,
                           code};

}  // namespace worldlab::graph_detail
