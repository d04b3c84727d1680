// Helpers shared by the test files: bit-exact comparison and the conformance files.
#pragma once

#include <cstdint>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/simd.hpp"
#include "worldlab/tasks.hpp"

#if !defined(__EMSCRIPTEN__)
#include <thread>
#endif

namespace worldlab::test {

// The message of the InvalidArgument `fn` throws ("" if it does not throw).
template <class Fn>
std::string error_of(Fn&& fn) {
  try {
    fn();
  } catch (const InvalidArgument& e) {
    return e.what();
  }
  return "";
}

// Expects `expr` to throw an InvalidArgument whose message holds `text`.
#define EXPECT_ERROR_MENTIONS(expr, text)                                               \
  do {                                                                                  \
    const std::string message_ = ::worldlab::test::error_of([&] { (void)(expr); });     \
    EXPECT_NE(message_.find(text), std::string::npos) << "error: '" << message_ << "'"; \
  } while (0)

// Runs fn(level) at every SIMD level this CPU and build have, then restores the level in use.
template <class Fn>
void for_each_simd_level(Fn&& fn) {
  const SimdLevel before = simd_level();
  for (SimdLevel level : available_simd_levels()) {
    set_simd_level(level);
    fn(level);
  }
  set_simd_level(before);
}

// A task system with `workers` workers that is not the default pool: a scheduler of the caller's own
// (box2d style) that starts every task on a fresh std::thread. Without threads (WebAssembly) the work
// is still split into the same ranges, run on the calling thread.
inline TaskSystem tasks_with(int workers) {
#if defined(__EMSCRIPTEN__)
  return TaskSystem{workers, nullptr, nullptr, nullptr};
#else
  const auto start = [](TaskCallback* task, void* context, void*) -> void* { return new std::thread(task, context); };
  const auto join = [](void* handle, void*) {
    auto* t = static_cast<std::thread*>(handle);
    t->join();
    delete t;
  };
  return TaskSystem{workers, start, join, nullptr};
#endif
}

inline std::uint64_t bits(double v) {
  std::uint64_t b;
  std::memcpy(&b, &v, sizeof b);
  return b;
}

inline double from_hex(const std::string& s) {
  const std::uint64_t b = std::stoull(s, nullptr, 16);
  double v;
  std::memcpy(&v, &b, sizeof v);
  return v;
}

inline std::string hex(double v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(bits(v)));
  return buf;
}

// Loads tests/conformance/NAME (the path is compiled in; WASM reads it through NODERAWFS).
inline nlohmann::json load_conformance(const std::string& name) {
  std::ifstream in(std::string(WORLDLAB_CONFORMANCE_DIR) + "/" + name);
  if (!in) throw std::runtime_error("cannot open conformance file " + name);
  std::stringstream ss;
  ss << in.rdbuf();
  return nlohmann::json::parse(ss.str());
}

}  // namespace worldlab::test
