// Node "mix": the tutorial's mixNode, a + (b − a) · amount.
#include "../node_util.hpp"

namespace worldlab::graph_detail {
namespace {

constexpr InputInfo kInputs[] = {{"a", "the field at amount 0"}, {"b", "the field at amount 1"}};
constexpr ParamInfo kParams[] = {{.id = "amount",
                                  .type = ParamType::kNumber,
                                  .min = -10,
                                  .max = 10,
                                  .description = "0 = all a, 1 = all b (outside 0..1 extrapolates)",
                                  .default_value = 0.35}};

std::unique_ptr<Field> build(const NodeBuild& b) {
  return make_field([a = b.inputs[0], bb = b.inputs[1], amount = b.params[0]](double x, double y) {
    const double va = a->at(x, y);  // a first, as the tutorial evaluates it
    return va + (bb->at(x, y) - va) * amount;
  });
}

std::string code(const NodeCode& c) { return call("mixNode", {c.inputs[0], c.inputs[1], code_number(c.params[0])}); }

}  // namespace

const NodeType kMixNode{"mix", "blends two fields", kInputs, kParams, build, code};

}  // namespace worldlab::graph_detail
