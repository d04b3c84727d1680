// What every entry of the page's WebAssembly module shares: result objects, typed arguments and their strict readers.
//
// An entry that computes something answers a result object {ok, error, data, ...}: `data` is a Float64Array the
// caller owns (a copy out of the WASM heap, so a worker can transfer its buffer), laid out data[row * width + col];
// the other fields are named per entry in snake_case. Grids, parameter objects and id lists arrive as plain
// JavaScript values (JsArg) and are read strictly inside the entry's guarded body, so a bad one is {ok:false}
// naming the key: an unknown key, a wrong type or a value outside the schema's range.
#pragma once

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/schema_json.hpp"

namespace worldlab::wasm {

using emscripten::val;

// ---------- results ----------

// A Float64Array holding a copy of `values` (one the host gives, Module.samplesArray, or a new one: binding.cpp).
val to_float64_array(std::span<const double> values);
// {ok: true, error: "", data}; data defaults to an empty Float64Array (entries that answer only named fields).
val ok_result(val data);
val ok_result();
// {ok: false, error: message, data: an empty Float64Array}.
val failure(const std::string& message);
// A JSON document as plain JavaScript objects and arrays (JSON.parse of its text).
val to_js(const nlohmann::ordered_json& document);

// ---------- typed arguments ----------

// A JavaScript value an entry reads itself. Tag::ts() is the TypeScript type the generated declarations give it
// (web/src/generated/worldlab_wasm.d.ts).
template <class Tag>
struct JsArg {
  val value;
};

struct GridTag {
  static std::string ts() { return "Grid"; }
};
// {x0, y0, step, width, height}: the grid's origin and spacing (finite numbers) and its size (integers 1..4096).
using GridArg = JsArg<GridTag>;

template <class S>
struct ParamsTag {
  static std::string ts() { return "Params<'" + std::string(S::kSchema) + "'>"; }
};
// A described params struct as a nested object of its field ids (missing keys take the defaults).
template <class S>
using ParamsArg = JsArg<ParamsTag<S>>;

struct IdsTag {
  static std::string ts() { return "string[]"; }
};
using IdsArg = JsArg<IdsTag>;

struct SamplesTag {
  static std::string ts() { return "Float64Array"; }
};
using SamplesArg = JsArg<SamplesTag>;

// ---------- readers ----------

// A seed: an integer with |seed| <= 2^53 (JavaScript numbers hold no more integers exactly).
std::int64_t seed_from(double seed);
// A map side: an integer 1..kMaxGridSide.
int side_from(double v, std::string_view name);
// The JSON text of a JavaScript value (JSON.stringify, with its own errors caught), parsed within kParamsJsonLimits.
nlohmann::json read_json(const val& value, std::string_view what);
// The grid, strictly: exactly the five keys, each a finite number, width and height integers 1..kMaxGridSide.
Grid read_grid(const GridArg& grid);
// A list of strings (node ids), at most `max_items`.
std::vector<std::string> read_ids(const IdsArg& ids, std::size_t max_items);
// The numbers of a Float64Array (or of any array of numbers).
std::vector<double> read_samples(const SamplesArg& samples);

// `base` with the object's keys read over it by the schema's strict reader, then validated.
template <class S>
S read_params(const ParamsArg<S>& params, const S& base = S{}) {
  const nlohmann::json j = read_json(params.value, "params");
  if (!j.is_object()) throw InvalidArgument("params must be an object of " + std::string(S::kSchema) + " fields");
  return params_from_json(j, base, {.prefix = "params"});
}

}  // namespace worldlab::wasm

// embind passes a JsArg as the JavaScript value itself (an emval handle), as it passes emscripten::val.
namespace emscripten::internal {

template <class Tag>
struct TypeID<worldlab::wasm::JsArg<Tag>> {
  static constexpr TYPEID get() { return TypeID<val>::get(); }
};

template <class Tag>
struct BindingType<worldlab::wasm::JsArg<Tag>> {
  using WireType = EM_VAL;
  static worldlab::wasm::JsArg<Tag> fromWireType(WireType v) { return {val::take_ownership(v)}; }
};

}  // namespace emscripten::internal
