// The schema's shared checks: one rule per parameter type, with errors that name the parameter's path.
#include "worldlab/schema.hpp"

#include <cstdio>

#include "worldlab/grid.hpp"

namespace worldlab {

namespace {

std::string num(double v) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

[[noreturn]] void fail(std::string_view path, const std::string& rule) {
  throw InvalidArgument(std::string(path) + " " + rule);
}

}  // namespace

std::string_view param_type_name(ParamType type) noexcept {
  switch (type) {
    case ParamType::kNumber: return "number";
    case ParamType::kInteger: return "integer";
    case ParamType::kBool: return "bool";
    case ParamType::kChoice: return "choice";
    case ParamType::kList: return "list";
  }
  return "number";
}

double schema_detail::choice_index(const ParamInfo& info, std::string_view name) noexcept {
  for (std::size_t i = 0; i < info.choices.size(); ++i)
    if (info.choices[i] == name) return static_cast<double>(i);
  return -1.0;
}

std::string join_path(std::string_view prefix, std::string_view id) {
  if (prefix.empty()) return std::string(id);
  std::string out(prefix);
  out += '.';
  out += id;
  return out;
}

void check_param(const ParamInfo& info, double value, std::string_view path) {
  switch (info.type) {
    case ParamType::kBool:
      if (value != 0.0 && value != 1.0) fail(path, "must be true or false");
      return;
    case ParamType::kChoice: {
      const double count = static_cast<double>(info.choices.size());
      if (!(value >= 0 && value < count) || std::floor(value) != value) {
        std::string names;
        for (const auto& c : info.choices) names += (names.empty() ? "" : ", ") + std::string(c);
        fail(path, "must be one of " + names);
      }
      return;
    }
    case ParamType::kNumber:
    case ParamType::kInteger:
    case ParamType::kList:
      if (!std::isfinite(value)) fail(path, "must be a finite number, got " + num(value));
      if (value < info.min || value > info.max)
        fail(path, "must be " + num(info.min) + ".." + num(info.max) + ", got " + num(value));
      if (info.type == ParamType::kInteger && std::floor(value) != value)
        fail(path, "must be an integer, got " + num(value));
      return;
  }
}

void check_param_list(const ParamInfo& info, std::span<const double> items, std::string_view path) {
  if (items.size() > static_cast<std::size_t>(info.max_items))
    fail(path, "holds " + std::to_string(items.size()) + " items; the limit is " + std::to_string(info.max_items));
  if (items.size() < static_cast<std::size_t>(info.min_items))
    fail(path, "holds " + std::to_string(items.size()) + " items; it needs " + std::to_string(info.min_items));
  for (std::size_t i = 0; i < items.size(); ++i) {
    ParamInfo item = info;
    item.type = ParamType::kNumber;
    check_param(item, items[i], std::string(path) + "[" + std::to_string(i) + "]");
  }
}

}  // namespace worldlab
