// Internal to the tools library: how eval functions read arguments and register themselves.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "worldlab/fractal.hpp"
#include "worldlab/grid.hpp"

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

 private:
  const json& args_;
};

// octaves, persistence, lacunarity, basis, octave_fold (all optional), validated.
FbmParams read_fbm(const Args& a);

using Fn = std::function<Result(std::int64_t seed, const Args&)>;
using FunctionTable = std::map<std::string, Fn, std::less<>>;

// One registration function per area; eval.cpp calls each once. Add yours there.
void register_noise_functions(FunctionTable& table);
void register_climate_functions(FunctionTable& table);
void register_regions_functions(FunctionTable& table);

}  // namespace worldlab::eval_detail
