// Node "constant": the same value everywhere (a level to add, mix towards or compare with).
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {

constexpr ParamInfo kParams[] = {{"value", 0, -1e6, 1e6, false, "the value, in the field's units"}};

std::unique_ptr<Field> build(const NodeBuild& b) {
  return make_field([value = b.params[0]](double, double) { return value; });
}

std::string code(const NodeCode& c) { return call("constantNode", {code_number(c.params[0])}); }

}  // namespace

const NodeType kConstantNode{"constant", "the same value everywhere", {}, kParams, build, code};

}  // namespace worldlab::graph_detail
