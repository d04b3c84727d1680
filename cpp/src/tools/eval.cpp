// `worldlab eval`: JSON-lines requests for single samples, answered with exact IEEE-754 bits.
#include "worldlab/eval.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

#include "eval_registry.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/text_input.hpp"

namespace worldlab {
namespace eval_detail {

[[noreturn]] void fail(const std::string& message) { throw InvalidArgument(message); }

namespace {
double bits_to_double(std::uint64_t bits) {
  double d;
  std::memcpy(&d, &bits, sizeof d);
  return d;
}
}  // namespace

double as_double(const json& v, const std::string& name) {
  if (v.is_number()) return v.get<double>();
  if (v.is_string()) {
    const auto& s = v.get_ref<const std::string&>();
    std::uint64_t bits = 0;
    if (s.size() != 16) fail(name + ": a hex double needs exactly 16 hex digits, got \"" + s + "\"");
    if (!parse_hex64(s, bits)) fail(name + ": not a hex digit in \"" + s + "\"");
    return bits_to_double(bits);
  }
  fail(name + " must be a number or a 16-hex-digit string");
}

double Args::num(const char* name) const {
  const auto it = args_.find(name);
  if (it == args_.end()) fail(std::string("missing argument ") + name);
  return as_double(*it, name);
}

double Args::num(const char* name, double fallback) const { return args_.contains(name) ? num(name) : fallback; }

double Args::param(const char* name, double fallback) const {
  const double v = num(name, fallback);
  require_finite(v, name);
  return v;
}

std::int64_t Args::integer(const char* name, std::int64_t lo, std::int64_t hi, std::int64_t fallback) const {
  const auto it = args_.find(name);
  if (it == args_.end()) return fallback;
  const std::string range = std::to_string(lo) + ".." + std::to_string(hi);
  if (!it->is_number_integer()) fail(std::string(name) + " must be an integer");
  if (it->is_number_unsigned() && it->get<std::uint64_t>() > static_cast<std::uint64_t>(hi))
    fail(std::string(name) + " must be " + range);
  const auto v = it->get<std::int64_t>();
  if (v < lo || v > hi) fail(std::string(name) + " must be " + range + ", got " + std::to_string(v));
  return v;
}

std::int64_t Args::required_integer(const char* name, std::int64_t lo, std::int64_t hi) const {
  if (!args_.contains(name)) fail(std::string("missing argument ") + name);
  return integer(name, lo, hi, 0);
}

const json* Args::find(const char* name) const {
  const auto it = args_.find(name);
  return it == args_.end() ? nullptr : &*it;
}

}  // namespace eval_detail

namespace {

using namespace eval_detail;

const FunctionTable& functions() {
  static const FunctionTable table = [] {
    FunctionTable t;
    register_noise_functions(t);
    register_climate_functions(t);
    register_regions_functions(t);
    register_biomes6_functions(t);
    return t;
  }();
  return table;
}

std::uint64_t eval_double_bits(double d) {
  std::uint64_t bits;
  std::memcpy(&bits, &d, sizeof bits);
  return bits;
}

void append_double(std::string& out, double v, bool decimal) {
  char buf[40];
  if (!decimal) {
    std::snprintf(buf, sizeof buf, "\"%016llx\"", static_cast<unsigned long long>(eval_double_bits(v)));
  } else if (std::isnan(v)) {
    std::snprintf(buf, sizeof buf, "\"nan\"");
  } else if (std::isinf(v)) {
    std::snprintf(buf, sizeof buf, v > 0 ? "\"inf\"" : "\"-inf\"");
  } else {
    std::snprintf(buf, sizeof buf, "%.17g", v);
  }
  out += buf;
}

void append(std::string& out, const Result& r, bool decimal) {
  switch (r.type()) {
    case Result::value_t::number_float: append_double(out, r.get<double>(), decimal); break;
    case Result::value_t::array: {
      out += '[';
      bool first = true;
      for (const auto& item : r) {
        if (!first) out += ',';
        first = false;
        append(out, item, decimal);
      }
      out += ']';
      break;
    }
    case Result::value_t::object: {
      out += '{';
      bool first = true;
      for (const auto& [key, item] : r.items()) {
        if (!first) out += ',';
        first = false;
        out += json(key).dump();
        out += ':';
        append(out, item, decimal);
      }
      out += '}';
      break;
    }
    default: out += r.dump(); break;
  }
}

}  // namespace

std::string eval_error(std::string_view message) {
  Result r;
  r["ok"] = false;
  r["error"] = message;
  return r.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string_view eval_function_names() {
  static const std::string names = [] {
    std::string s;
    for (const auto& entry : functions()) s += (s.empty() ? "" : " ") + entry.first;
    return s;
  }();
  return names;
}

std::string eval_line(std::string_view line, const EvalOptions& options) {
  try {
    // Size, nesting and value count are checked before parsing: the parser's memory grows with each.
    check_json_text(line, kEvalLineLimits, "request line");
    const json request = parse_json_unique(line, "request line");  // a key twice is refused, naming it
    if (request.is_discarded()) return eval_error("not valid JSON");
    if (!request.is_object()) return eval_error("a request must be a JSON object {\"fn\", \"seed\", \"args\"}");
    static constexpr std::string_view kRequestKeys[] = {"fn", "seed", "args"};
    schema_json_detail::check_keys(request, kRequestKeys, {}, "", "the request");
    const auto fn_it = request.find("fn");
    if (fn_it == request.end() || !fn_it->is_string()) return eval_error("missing \"fn\" (a function name)");
    const auto& name = fn_it->get_ref<const std::string&>();
    const auto found = functions().find(name);
    if (found == functions().end())
      return eval_error("unknown fn \"" + name + "\"; known: " + std::string(eval_function_names()));
    std::int64_t seed = 0;
    if (const auto s = request.find("seed"); s != request.end()) {
      if (!s->is_number_integer()) return eval_error("seed must be an integer");
      if (s->is_number_unsigned() && s->get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX))
        return eval_error("seed must fit in a signed 64-bit integer");
      seed = s->get<std::int64_t>();
    }
    static const json kNoArgs = json::object();
    const auto args_it = request.find("args");
    if (args_it != request.end() && !args_it->is_object()) return eval_error("args must be a JSON object");
    const Args args(args_it == request.end() ? kNoArgs : *args_it);
    schema_json_detail::check_keys(args.raw(), found->second.args, {}, "", "args of " + name);
    const Result result = found->second.run(seed, args);
    std::string out = "{\"ok\":true,\"result\":";
    append(out, result, options.decimal);
    out += '}';
    return out;
  } catch (...) {
    return eval_error(describe_exception(std::current_exception()));
  }
}

}  // namespace worldlab
