// The node files' shared helpers: derived seeds and code lines.
#include "node_util.hpp"

#include "worldlab/regions.hpp"

namespace worldlab::graph_detail {

std::int64_t node_seed(const NodeBuild& build, double offset) {
  const std::string what = "node '" + std::string(build.node_id) + "'";
  return offset_seed(build.seed, static_cast<std::int64_t>(offset), what.c_str());
}

ParamInfo seed_offset_param(double default_value) {
  return {.id = "seed_offset",
          .type = ParamType::kInteger,
          .min = -1e6,
          .max = 1e6,
          .step = 1,
          .description = "added to the world seed for this node's noise table",
          .default_value = default_value};
}

ParamInfo climate_scale_param() {
  return {.id = "scale",
          .type = ParamType::kNumber,
          .min = 1e-9,
          .max = 100,
          .step = 0.0005,
          .unit = "cycles per world unit",
          .description = "climate noise frequency: the tutorial samples its climate at position · 0.004",
          .default_value = 0.004};
}

std::string call(std::string_view name, std::initializer_list<std::string> args) {
  std::string out(name);
  out += '(';
  bool first = true;
  for (const auto& a : args) {
    if (!first) out += ", ";
    out += a;
    first = false;
  }
  out += ')';
  return out;
}

std::string call_all(std::string_view name, const NodeCode& code) {
  std::string out(name);
  out += '(';
  bool first = true;
  const auto arg = [&](const std::string& a) {
    if (!first) out += ", ";
    out += a;
    first = false;
  };
  for (const std::string& in : code.inputs) arg(in);
  for (double p : code.params) arg(code_number(p));
  return out + ')';
}

std::string simplex_code(const NodeCode& code, double seed_offset) {
  return (code.language == CodeLanguage::kJavaScript ? "new Simplex(" : "Simplex(") + code_seed(seed_offset) + ")";
}

}  // namespace worldlab::graph_detail
