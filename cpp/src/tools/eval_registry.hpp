// Internal to the tools library: how eval functions read arguments and register themselves.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "worldlab/fractal.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/schema_json.hpp"

namespace worldlab::eval_detail {

using nlohmann::json;
// A function's result: numbers (doubles print as hex bits or 17 digits), integers, arrays, objects.
using Result = nlohmann::ordered_json;

[[noreturn]] void fail(const std::string& message);

// A double argument: a JSON number, or the 16-hex-digit string of its bits (any case).
double as_double(const json& v, const std::string& name);

// The "args" object of a request, with typed, validated accessors that throw InvalidArgument naming the argument.
class Args {
 public:
  explicit Args(const json& args) : args_(args) {}
  // A coordinate: any double (NaN and infinities allowed through hex strings).
  double num(const char* name) const;
  double num(const char* name, double fallback) const;
  // A parameter: must also be finite.
  double param(const char* name, double fallback) const;
  std::int64_t integer(const char* name, std::int64_t lo, std::int64_t hi, std::int64_t fallback) const;
  std::int64_t required_integer(const char* name, std::int64_t lo, std::int64_t hi) const;
  const json* find(const char* name) const;
  const json& raw() const { return args_; }

  // A params struct's fields, read from the arguments' top level over `base` through the schema
  // (doubles may be hex strings); each value present is checked against its ParamInfo.
  template <class S>
  S params(S base = S{}) const {
    read_params_json(args_, base, {.number = as_double, .check_top_level = false});
    return base;
  }
  // The same from the nested object `key` ("climate": {...}), whose unknown keys are errors.
  template <class S>
  S object(const char* key, S base = S{}) const {
    if (const json* o = find(key)) read_params_json(*o, base, {.number = as_double, .prefix = key});
    return base;
  }

 private:
  const json& args_;
};

using Fn = std::function<Result(std::int64_t seed, const Args&)>;

// A function and every argument key it reads: an argument outside the list is an error.
struct EvalFunction {
  Fn run;
  std::vector<std::string_view> args;
};
using FunctionTable = std::map<std::string, EvalFunction, std::less<>>;

// A function's argument keys: its own (coordinates, counts), then every field id of each params struct
// it reads from the top level of its arguments.
template <class... S>
std::vector<std::string_view> arg_keys(std::initializer_list<std::string_view> own) {
  std::vector<std::string_view> keys(own);
  (
      [&] {
        for (const std::string_view id : param_ids<S>()) keys.push_back(id);
      }(),
      ...);
  return keys;
}

// One registration function per area; eval.cpp calls each once. Add yours there.
void register_noise_functions(FunctionTable& table);
void register_climate_functions(FunctionTable& table);
void register_regions_functions(FunctionTable& table);
void register_biomes6_functions(FunctionTable& table);

}  // namespace worldlab::eval_detail
