// Node "min": JavaScript's Math.min(a, b) (NaN wins, −0 below +0).
#include "../../regions/js_math.hpp"
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {

constexpr InputInfo kInputs[] = {{"a", "first field"}, {"b", "second field"}};

std::unique_ptr<Field> build(const NodeBuild& b) {
  return make_field([fa = b.inputs[0], fb = b.inputs[1]](double x, double y) {
    const double a = fa->at(x, y);  // a before b, left to right as JavaScript evaluates
    const double bv = fb->at(x, y);
    return js::min(a, bv);
  });
}

std::string code(const NodeCode& c) { return call("minNode", {c.inputs[0], c.inputs[1]}); }

}  // namespace

const NodeType kMinNode{"min", "lower of two fields (carving)", kInputs, {}, build, code};

}  // namespace worldlab::graph_detail
