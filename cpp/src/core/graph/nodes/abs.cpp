// Node "abs": |v|, folds negative values up (valleys become ridges).
#include <cmath>

#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {

constexpr InputInfo kInputs[] = {{"input", "the field to fold"}};

std::unique_ptr<Field> build(const NodeBuild& b) {
  return make_field([input = b.inputs[0]](double x, double y) {
    const double v = input->at(x, y);
    return std::fabs(v);  // exact: clears the sign bit, as Math.abs
  });
}

std::string code(const NodeCode& c) { return call("absNode", {c.inputs[0]}); }

}  // namespace

const NodeType kAbsNode{"abs", "absolute value: valleys become ridges", kInputs, {}, build, code};

}  // namespace worldlab::graph_detail
