// The machinery of the module's one list of entry points (entries.cpp): each entry is registered with embind
// through one guarded wrapper and recorded with its TypeScript signature, derived from the C++ argument types,
// so `entryPoints()` can describe the module to scripts/generate-web.mjs (the page's generated types).
#pragma once

#include <cstddef>
#include <exception>
#include <string>
#include <type_traits>
#include <vector>

#include "binding.hpp"
#include "worldlab/text_input.hpp"

namespace worldlab::wasm {

// The TypeScript type of a C++ argument type; a type without one does not compile as an entry's argument.
template <class T>
struct TsType;
template <>
struct TsType<double> {
  static std::string name() { return "number"; }
};
template <>
struct TsType<bool> {
  static std::string name() { return "boolean"; }
};
template <>
struct TsType<std::string> {
  static std::string name() { return "string"; }
};
template <class Tag>
struct TsType<JsArg<Tag>> {
  static std::string name() { return Tag::ts(); }
};

// Every entry is called through Guarded<&entry>::call: any C++ exception (InvalidArgument, std::bad_alloc, a
// non-std throw) becomes {ok:false, error} naming it (an entry that answers a plain value throws a JavaScript
// Error with that sentence instead), so nothing reaches JavaScript as a bare number, and unwinding releases the
// memory of the failed call.
template <auto Entry>
struct Guarded;
template <typename R, typename... A, R (*Entry)(A...)>
struct Guarded<Entry> {
  using Result = R;
  static constexpr std::size_t kArity = sizeof...(A);
  static std::vector<std::string> argument_types() { return {TsType<std::decay_t<A>>::name()...}; }

  static R call(A... args) {
    std::string error;
    try {
      return Entry(std::move(args)...);
    } catch (...) {
      error = describe_exception(std::current_exception());
    }
    if constexpr (std::is_same_v<R, val>) {
      return failure(error);
    } else {
      const val e = val::global("Error").new_(error);
      std::string().swap(error);  // throw_() leaves this frame without running destructors
      e.throw_();
    }
  }
};

// One entry as entryPoints() describes it.
struct EntryRecord {
  std::string name;
  std::vector<std::string> argument_names;
  std::vector<std::string> argument_types;
  std::string result;   // the TypeScript type of the answer
  bool guarded_result;  // true: a result object ({ok:false} on error); false: a plain value (throws on error)
  std::string doc;
};

class EntryTable {
 public:
  // An entry that answers a result object (its TypeScript type given here, e.g. "Result<{ land_share: number }>").
  template <auto Entry, std::size_t N>
  void result(const char* name, const char* const (&arguments)[N], const char* result_type, const char* doc) {
    static_assert(std::is_same_v<typename Guarded<Entry>::Result, val>, "a result entry returns a result object");
    static_assert(N == Guarded<Entry>::kArity, "one name per argument");
    add<Entry>(name, std::vector<std::string>(arguments, arguments + N), result_type, true, doc);
  }
  template <auto Entry>
  void result(const char* name, const char* result_type, const char* doc) {
    static_assert(std::is_same_v<typename Guarded<Entry>::Result, val>, "a result entry returns a result object");
    static_assert(Guarded<Entry>::kArity == 0, "name the arguments");
    add<Entry>(name, {}, result_type, true, doc);
  }
  // An entry that answers a string (and throws a JavaScript Error naming the problem).
  template <auto Entry, std::size_t N>
  void text(const char* name, const char* const (&arguments)[N], const char* doc) {
    static_assert(std::is_same_v<typename Guarded<Entry>::Result, std::string>, "a text entry returns a string");
    static_assert(N == Guarded<Entry>::kArity, "one name per argument");
    add<Entry>(name, std::vector<std::string>(arguments, arguments + N), "string", false, doc);
  }
  template <auto Entry>
  void text(const char* name, const char* doc) {
    static_assert(std::is_same_v<typename Guarded<Entry>::Result, std::string>, "a text entry returns a string");
    static_assert(Guarded<Entry>::kArity == 0, "name the arguments");
    add<Entry>(name, {}, "string", false, doc);
  }

  const std::vector<EntryRecord>& records() const noexcept { return records_; }

 private:
  template <auto Entry>
  void add(const char* name, std::vector<std::string> arguments, const char* result_type, bool guarded,
           const char* doc) {
    emscripten::function(name, &Guarded<Entry>::call);
    records_.push_back({name, std::move(arguments), Guarded<Entry>::argument_types(), result_type, guarded, doc});
  }

  std::vector<EntryRecord> records_;
};

}  // namespace worldlab::wasm
