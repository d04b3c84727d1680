// The parameter schema: every parameter of every params struct and graph node described once.
//
// A params struct keeps its defaults in its member initialisers (the one place defaults are defined)
// and describes its fields beside it with a `describe(V& v, S& s)` function template:
//
//   struct FbmParams { static constexpr std::string_view kSchema = "fbm"; int octaves = 4; ... };
//   template <class V> void describe(V& v, FbmParams& p) {
//     v.field(p.octaves, {.id = "octaves", .type = ParamType::kInteger, .min = 1, .max = 16, .step = 1, ...});
//     v.group("warp", p.warp);  // a nested struct, described by its own describe()
//   }
//
// Visitors walk that description: validation (here), the JSON readers and writers (tools), the schema
// document (`worldlab schema`, the WASM module's schema(), from which the page builds its controls and
// checks its URLs), the generated docs tables and the graph nodes' parameter lists. The label of a
// field is the string key "param.<kSchema>.<id>" (nodes: "node.<type>.<id>"), translated by the page.
#pragma once

#include <array>
#include <cmath>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace worldlab {

enum class ParamType : std::uint8_t {
  kNumber = 0,   // a finite double
  kInteger = 1,  // an integer-valued double within min..max (int or int64 fields)
  kBool = 2,     // false / true (0 / 1 as a double)
  kChoice = 3,   // one of `choices`, written as its name, held as its index
  kList = 4,     // a list of numbers, each within min..max, at most max_items long
};

std::string_view param_type_name(ParamType type) noexcept;  // "number", "integer", "bool", "choice", "list"

// One parameter: what a reader, a validator, a control and a doc table need.
struct ParamInfo {
  std::string_view id;  // snake_case: the key in JSON documents, URLs and CLI options
  ParamType type = ParamType::kNumber;
  double min = 0;  // inclusive bounds of the value (of each item for lists; unused for bool and choice)
  double max = 0;
  double step = 0;                              // the page's slider step (0: free, typed in)
  std::string_view unit;                        // "world units", "cycles across the map", "" for pure numbers
  std::string_view description;                 // one line, English, for docs and tooltips
  std::span<const std::string_view> choices{};  // kChoice: the names, in index order
  int max_items = 0;                            // kList: most items
  int min_items = 0;                            // kList: fewest items (== max_items for a fixed-size array)
  double default_value = 0;                // graph nodes: the default; struct fields: read from the struct's defaults
  std::span<const double> default_list{};  // graph nodes' list parameters: the default items
};

// The full path and label key of a described field, as visitors see it.
struct ParamPath {
  std::string path;   // "fbm.octaves" inside a terrain's "fbm" group; the bare id at top level
  std::string label;  // "param.fbm.octaves": the struct's schema name and the field id
};

// ---------- conversions between a field and its double form ----------

namespace schema_detail {

// The three kinds of described field: a scalar (number, integer, bool or an enum choice, held as
// a double), a choice held as its name (std::string_view / std::string: one of info.choices), and a
// list of doubles (std::vector<double> of any length up to max_items, or std::array<double, N>).
template <class T>
inline constexpr bool kScalarField = std::is_arithmetic_v<T> || std::is_enum_v<T>;
template <class T>
inline constexpr bool kNameField = std::is_same_v<T, std::string_view> || std::is_same_v<T, std::string>;
template <class T>
struct IsFixedList : std::false_type {};
template <std::size_t N>
struct IsFixedList<std::array<double, N>> : std::true_type {};
template <class T>
inline constexpr bool kFixedList = IsFixedList<T>::value;
template <class T>
inline constexpr bool kListField = std::is_same_v<T, std::vector<double>> || kFixedList<T>;

template <class T>
double to_double(const T& value) noexcept {
  if constexpr (std::is_enum_v<T>)
    return static_cast<double>(static_cast<std::underlying_type_t<T>>(value));
  else if constexpr (std::is_same_v<T, bool>)
    return value ? 1.0 : 0.0;
  else
    return static_cast<double>(value);
}

// Expects a value already checked against the field's ParamInfo (integer, in range, a valid index).
template <class T>
void from_double(T& field, double value) noexcept {
  if constexpr (std::is_enum_v<T>)
    field = static_cast<T>(static_cast<std::underlying_type_t<T>>(value));
  else if constexpr (std::is_same_v<T, bool>)
    field = value != 0.0;
  else
    field = static_cast<T>(value);
}

// A name field's index in info.choices, or −1 when it names none (check_param then rejects it).
double choice_index(const ParamInfo& info, std::string_view name) noexcept;

// Any described field as its double (scalars, name fields by index); lists have no double form.
template <class T>
double field_double(const T& value, const ParamInfo& info) noexcept {
  if constexpr (kNameField<T>)
    return choice_index(info, value);
  else
    return to_double(value);
}

}  // namespace schema_detail

// Throws InvalidArgument "<path> must be ..., got ..." when a double breaks its ParamInfo (not finite,
// outside min..max, not an integer, not a choice index). Shared by every visitor that reads values.
void check_param(const ParamInfo& info, double value, std::string_view path);
// The same for a list's length and items.
void check_param_list(const ParamInfo& info, std::span<const double> items, std::string_view path);

// The dotted path of `id` under `prefix` ("" at top level).
std::string join_path(std::string_view prefix, std::string_view id);

// ---------- visitors ----------

// Checks every field of a struct against its ParamInfo; the error names the dotted path.
class ValidateVisitor {
 public:
  explicit ValidateVisitor(std::string prefix = {}) : prefix_(std::move(prefix)) {}
  template <class T>
  void field(T& value, const ParamInfo& info) {
    const std::string path = join_path(prefix_, info.id);
    if constexpr (schema_detail::kListField<T>) {
      check_param_list(info, std::span<const double>(value.data(), value.size()), path);
    } else {
      check_param(info, schema_detail::field_double(value, info), path);
    }
  }
  template <class S>
  void group(std::string_view id, S& sub) {
    ValidateVisitor inner(join_path(prefix_, id));
    describe(inner, sub);
  }

 private:
  std::string prefix_;
};

// Range checks of every described field (cross-field rules stay in each struct's validate()). Errors
// name the field's dotted path, under `prefix` when given ("climate" → "climate.base").
template <class S>
void validate_fields(const S& params, std::string_view prefix = {}) {
  S copy = params;
  ValidateVisitor v{std::string(prefix)};
  describe(v, copy);
}

// The struct's own validate() (ranges and cross-field rules) where it has one, else its fields' ranges.
template <class S>
void validate_params(const S& params) {
  if constexpr (requires { validate(params); })
    validate(params);
  else
    validate_fields(params);
}

// Every field of a struct, flattened in description order, with its path, label key and default (read
// from the instance visited, so a struct's own initialisers are the defaults). Lists report their
// default items in `list_default`.
struct ParamEntry {
  ParamInfo info;
  ParamPath where;
  std::vector<double> list_default;  // kList only
};

class CollectVisitor {
 public:
  CollectVisitor(std::string_view schema, std::vector<ParamEntry>& out, std::string prefix = {})
      : schema_(schema), out_(out), prefix_(std::move(prefix)) {}
  template <class T>
  void field(T& value, const ParamInfo& info) {
    ParamEntry e{
        info,
        {join_path(prefix_, info.id), std::string("param.") + std::string(schema_) + "." + std::string(info.id)},
        {}};
    if constexpr (schema_detail::kListField<T>) {
      e.list_default.assign(value.begin(), value.end());
    } else {
      e.info.default_value = schema_detail::field_double(value, info);
    }
    out_.push_back(std::move(e));
  }
  template <class S>
  void group(std::string_view id, S& sub) {
    CollectVisitor inner(S::kSchema, out_, join_path(prefix_, id));
    describe(inner, sub);
  }

 private:
  std::string_view schema_;
  std::vector<ParamEntry>& out_;
  std::string prefix_;
};

// The flattened fields of S with S{}'s defaults.
template <class S>
std::vector<ParamEntry> collect_params(const S& defaults = S{}) {
  std::vector<ParamEntry> out;
  S copy = defaults;
  CollectVisitor v(S::kSchema, out);
  describe(v, copy);
  return out;
}

// The ids a struct holds at its top level (fields and groups), in description order: the keys a
// JSON object of it may hold.
class IdsVisitor {
 public:
  explicit IdsVisitor(std::vector<std::string_view>& out) : out_(out) {}
  template <class T>
  void field(T&, const ParamInfo& info) {
    out_.push_back(info.id);
  }
  template <class S>
  void group(std::string_view id, S&) {
    out_.push_back(id);
  }

 private:
  std::vector<std::string_view>& out_;
};

template <class S>
std::vector<std::string_view> param_ids() {
  std::vector<std::string_view> out;
  S copy{};
  IdsVisitor v(out);
  describe(v, copy);
  return out;
}

// Reads scalar fields of a flat struct (no groups, no lists) from doubles in description order: how a
// graph node turns its parameter array into the params struct its kernel takes. Values are checked.
class ReadDoublesVisitor {
 public:
  explicit ReadDoublesVisitor(std::span<const double> values) : values_(values) {}
  template <class T>
  void field(T& value, const ParamInfo& info) {
    if constexpr (schema_detail::kScalarField<T>) {
      const double v = values_[next_++];
      check_param(info, v, info.id);
      schema_detail::from_double(value, v);
    } else {
      static_assert(schema_detail::kScalarField<T>, "graph node parameters are scalars");
    }
  }
  template <class S>
  void group(std::string_view, S& sub) {
    describe(*this, sub);  // flattened, in order
  }
  std::size_t consumed() const noexcept { return next_; }

 private:
  std::span<const double> values_;
  std::size_t next_ = 0;
};

}  // namespace worldlab
