// Result objects and the strict readers of the module's arguments (binding.hpp).
#include "binding.hpp"

#include <emscripten.h>

#include <cmath>

#include "worldlab/text_input.hpp"

namespace worldlab::wasm {

namespace {

// JavaScript numbers hold integers exactly up to 2^53; seeds beyond that cannot cross this boundary.
constexpr double kMaxExactSeed = 9007199254740992.0;

// JSON.stringify(value) as a string, null when the value has no JSON text (undefined, a function), an Error when
// stringify throws (a cycle, a BigInt, a getter that throws), or, when its UTF-8 form would be longer than max_bytes,
// that length as a number: the text is measured here, before embind copies it into the WASM heap, so an oversized
// value costs no heap (issue 27). The count is embind's (stringToUTF8's: a surrogate and the unit after it are 4
// bytes). Nothing escapes as a JavaScript exception, which would unwind the WASM frames without running their
// destructors.
// clang-format off
EM_JS(emscripten::EM_VAL, worldlab_json_text, (emscripten::EM_VAL handle, double max_bytes), {
  let out;
  try {
    const text = JSON.stringify(Emval.toValue(handle));
    out = typeof text === 'string' ? text : null;
    if (out !== null && out.length > max_bytes / 3) {
      let bytes = 0;
      for (let i = 0; i < out.length; ++i) {
        const u = out.charCodeAt(i);
        if (u >= 0xD800 && u <= 0xDFFF) { bytes += 4; ++i; }
        else bytes += u < 0x80 ? 1 : u < 0x800 ? 2 : 3;
      }
      if (bytes > max_bytes) out = bytes;
    }
  } catch (e) {
    out = new Error(e instanceof Error ? e.message : String(e));
  }
  return Emval.toHandle(out);
});

// A Float64Array of `length` samples to copy a result into: the host's, when it defines Module.samplesArray(length)
// and that gives one of the right length (the page's workers hand out arrays whose memory they touched while
// idle: a new array's pages cost their faults when first written, ~4 ms per MB on the machine measured), else a
// new one. Never throws.
EM_JS(emscripten::EM_VAL, worldlab_samples_array, (double length), {
  let out = null;
  try {
    const give = Module['samplesArray'];
    if (typeof give === 'function') out = give(length);
  } catch (e) {
    out = null;
  }
  if (!(out instanceof Float64Array) || out.length !== length) out = new Float64Array(length);
  return Emval.toHandle(out);
});
// clang-format on

}  // namespace

val to_float64_array(std::span<const double> values) {
  // Copied out of the WASM heap so the caller owns the buffer and can transfer it to another thread.
  val out = val::take_ownership(worldlab_samples_array(static_cast<double>(values.size())));
  out.call<void>("set", val(emscripten::typed_memory_view(values.size(), values.data())));
  return out;
}

val ok_result(val data) {
  val r = val::object();
  r.set("ok", true);
  r.set("error", std::string());
  r.set("data", std::move(data));
  return r;
}

val ok_result() { return ok_result(val::global("Float64Array").new_(0)); }

val failure(const std::string& message) {
  val r = val::object();
  r.set("ok", false);
  r.set("error", message);
  r.set("data", val::global("Float64Array").new_(0));
  return r;
}

val to_js(const nlohmann::ordered_json& document) { return val::global("JSON").call<val>("parse", document.dump()); }

std::int64_t seed_from(double seed) {
  if (!std::isfinite(seed) || std::floor(seed) != seed || std::fabs(seed) > kMaxExactSeed)
    throw InvalidArgument("seed must be an integer with |seed| <= 2^53");
  return static_cast<std::int64_t>(seed);
}

int side_from(double v, std::string_view name) {
  if (!std::isfinite(v) || std::floor(v) != v || v < 1 || v > kMaxGridSide)
    throw InvalidArgument(std::string(name) + " must be an integer 1.." + std::to_string(kMaxGridSide));
  return static_cast<int>(v);
}

nlohmann::json read_json(const val& value, std::string_view what) {
  const val text = val::take_ownership(
      worldlab_json_text(value.as_handle(), static_cast<double>(kParamsJsonLimits.max_bytes)));
  if (text.isNull()) throw InvalidArgument(std::string(what) + " has no JSON form (undefined or a function)");
  if (text.isNumber())  // too long, measured before any copy: check_json_text's message
    throw InvalidArgument(std::string(what) + " is " + std::to_string(static_cast<std::uint64_t>(text.as<double>())) +
                          " bytes; the limit is " + std::to_string(kParamsJsonLimits.max_bytes));
  if (!text.isString())
    throw InvalidArgument(std::string(what) + " cannot be read: " + text["message"].as<std::string>());
  return parse_json_text(text.as<std::string>(), kParamsJsonLimits, what);
}

Grid read_grid(const GridArg& arg) {
  static constexpr std::string_view kKeys[] = {"x0", "y0", "step", "width", "height"};
  const nlohmann::json j = read_json(arg.value, "grid");
  if (!j.is_object()) throw InvalidArgument("grid must be an object {x0, y0, step, width, height}");
  schema_json_detail::check_keys(j, kKeys, {}, "grid");
  const auto number = [&](std::string_view key) {
    const auto it = j.find(std::string(key));
    if (it == j.end()) throw InvalidArgument("grid." + std::string(key) + " is missing");
    // JSON.stringify writes NaN and ±Infinity as null.
    if (!it->is_number()) throw InvalidArgument("grid." + std::string(key) + " must be a finite number");
    return it->get<double>();
  };
  Grid grid{number("x0"), number("y0"), number("step"), 0, 0};
  grid.width = side_from(number("width"), "grid.width");
  grid.height = side_from(number("height"), "grid.height");
  validate(grid);
  return grid;
}

std::vector<std::string> read_ids(const IdsArg& arg, std::size_t max_items) {
  const nlohmann::json j = read_json(arg.value, "ids");
  if (!j.is_array() || j.size() > max_items)
    throw InvalidArgument("ids must be a list of at most " + std::to_string(max_items) + " node ids");
  std::vector<std::string> ids;
  for (const auto& id : j) {
    if (!id.is_string()) throw InvalidArgument("ids must hold strings");
    ids.push_back(id.get<std::string>());
  }
  return ids;
}

std::vector<double> read_samples(const SamplesArg& samples) {
  return emscripten::convertJSArrayToNumberVector<double>(samples.value);
}

}  // namespace worldlab::wasm
