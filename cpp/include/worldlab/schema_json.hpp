// Described params structs as JSON: strict readers, writers of every field, and the schema document.
//
// A struct is a JSON object whose keys are its field ids (snake_case); a group is a nested object.
// Readers take the keys present over a base (missing keys keep the base's values) and reject, with
// an InvalidArgument naming the dotted path: an unknown key (listing the keys allowed at that level),
// a wrong type (integer, true/false, a choice's name, a list of numbers) and a value outside the
// schema's range. Writers give every field, defaults included, in the same shape.
#pragma once

#include <algorithm>
#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "worldlab/schema.hpp"

namespace worldlab {

struct NodeType;

// How a reader takes a number: a JSON number by default; eval also takes 16-hex-digit bit strings.
using JsonNumberReader = double (*)(const nlohmann::json& value, const std::string& path);

struct JsonReadOptions {
  JsonNumberReader number = nullptr;
  std::string prefix;  // the object's own path in error messages ("climate" → "climate.base")
  // Top-level keys the caller reads itself (eval's coordinates, a binding's "preset").
  std::span<const std::string_view> extra_keys{};
  // false: the caller checks the top-level keys itself (eval reads several structs from one object).
  bool check_top_level = true;
};

namespace schema_json_detail {

// A scalar field's value as its double, type- and range-checked: a number (through `number`), an
// integer (a JSON integer), a bool (true/false) or a choice (one of its names, as its index).
double read_scalar(const nlohmann::json& v, const ParamInfo& info, const std::string& path, JsonNumberReader number);
// A list field's items: a JSON array of numbers, each and the length checked.
std::vector<double> read_list(const nlohmann::json& v, const ParamInfo& info, const std::string& path,
                              JsonNumberReader number);
// `v` itself when it is an object, else an error naming `path`.
const nlohmann::json& object_at(const nlohmann::json& v, const std::string& path);
// Throws naming the first key of `object` in neither `allowed` nor `extra`, and listing both.
void check_keys(const nlohmann::json& object, std::span<const std::string_view> allowed,
                std::span<const std::string_view> extra, std::string_view prefix, std::string_view context = {});
// A scalar field's JSON value: a choice's name, true/false, an integer or a number.
nlohmann::ordered_json scalar_json(const ParamInfo& info, double value);
// A field's default in the same form (lists as arrays).
nlohmann::ordered_json default_json(const ParamEntry& entry);

}  // namespace schema_json_detail

class JsonReadVisitor {
 public:
  JsonReadVisitor(const nlohmann::json& object, std::string prefix, JsonNumberReader number)
      : object_(object), prefix_(std::move(prefix)), number_(number) {}
  template <class T>
  void field(T& value, const ParamInfo& info) {
    const auto it = object_.find(std::string(info.id));
    if (it == object_.end()) return;
    const std::string path = join_path(prefix_, info.id);
    if constexpr (schema_detail::kListField<T>) {
      const std::vector<double> items = schema_json_detail::read_list(*it, info, path, number_);
      if constexpr (schema_detail::kFixedList<T>)
        std::copy(items.begin(), items.end(), value.begin());  // read_list checked the length
      else
        value = items;
    } else {
      const double v = schema_json_detail::read_scalar(*it, info, path, number_);
      if constexpr (schema_detail::kNameField<T>)
        value = T(info.choices[static_cast<std::size_t>(v)]);
      else
        schema_detail::from_double(value, v);
    }
  }
  template <class S>
  void group(std::string_view id, S& sub) {
    const auto it = object_.find(std::string(id));
    if (it == object_.end()) return;
    const std::string path = join_path(prefix_, id);
    const nlohmann::json& object = schema_json_detail::object_at(*it, path);
    schema_json_detail::check_keys(object, param_ids<S>(), {}, path);
    JsonReadVisitor inner(object, path, number_);
    describe(inner, sub);
  }

 private:
  const nlohmann::json& object_;
  std::string prefix_;
  JsonNumberReader number_;
};

// Reads the keys of `j` present in S's description into `params`; each value is checked against its
// ParamInfo as it is read (cross-field rules are the struct's validate(): see params_from_json).
template <class S>
void read_params_json(const nlohmann::json& j, S& params, const JsonReadOptions& options = {}) {
  const nlohmann::json& object =
      schema_json_detail::object_at(j, options.prefix.empty() ? std::string("params") : options.prefix);
  if (options.check_top_level)
    schema_json_detail::check_keys(object, param_ids<S>(), options.extra_keys, options.prefix);
  JsonReadVisitor v(object, options.prefix, options.number);
  describe(v, params);
}

// `base` with the keys of `j` read over it, then validated as a whole (validate_params).
template <class S>
S params_from_json(const nlohmann::json& j, const S& base = S{}, const JsonReadOptions& options = {}) {
  S params = base;
  read_params_json(j, params, options);
  validate_params(params);
  return params;
}

class JsonWriteVisitor {
 public:
  explicit JsonWriteVisitor(nlohmann::ordered_json& out) : out_(out) {}
  template <class T>
  void field(T& value, const ParamInfo& info) {
    if constexpr (schema_detail::kListField<T>) {
      auto items = nlohmann::ordered_json::array();
      for (double d : value) items.push_back(d);
      out_[std::string(info.id)] = std::move(items);
    } else {
      out_[std::string(info.id)] = schema_json_detail::scalar_json(info, schema_detail::field_double(value, info));
    }
  }
  template <class S>
  void group(std::string_view id, S& sub) {
    auto inner = nlohmann::ordered_json::object();
    JsonWriteVisitor v(inner);
    describe(v, sub);
    out_[std::string(id)] = std::move(inner);
  }

 private:
  nlohmann::ordered_json& out_;
};

// Every field of `params`, in description order, in the shape params_from_json reads.
template <class S>
nlohmann::ordered_json params_to_json(const S& params) {
  S copy = params;
  auto out = nlohmann::ordered_json::object();
  JsonWriteVisitor v(out);
  describe(v, copy);
  return out;
}

// ---------- the schema document ----------

inline constexpr std::string_view kSchemaFormat = "worldlab-schema-1";

// `worldlab schema` and the WASM module's schema(): the format, every described struct
// (described_structs()) with its fields, the density graph's node types with their parameters, and
// every label key the page translates.
nlohmann::ordered_json schema_document();
// docs/params.md: a table per struct and per node type, generated from the same document.
std::string schema_markdown();

// One graph node type as the schema describes it: type, label key, description, has_code, inputs (id,
// description, place) and params (every ParamInfo with its label key "node.TYPE.ID").
nlohmann::ordered_json node_type_json(const NodeType& type);

}  // namespace worldlab
