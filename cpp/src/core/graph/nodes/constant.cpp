// Node "constant": the same value everywhere (a level to add, mix towards or compare with).
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {

constexpr ParamInfo kParams[] = {{.id = "value",
                                  .type = ParamType::kNumber,
                                  .min = -1e6,
                                  .max = 1e6,
                                  .description = "the value, in the field's units",
                                  .default_value = 0}};

std::unique_ptr<Field> build(const NodeBuild& b) {
  return make_field([value = b.params[0]](double, double) { return value; });
}

std::string code(const NodeCode& c) { return call("constantNode", {code_number(c.params[0])}); }

}  // namespace

const NodeType kConstantNode{"constant", "the same value everywhere", {}, kParams, build, code};

}  // namespace worldlab::graph_detail
