// libFuzzer target: one `worldlab eval` request line, answered in hex and in decimal. Any input must give one
// {"ok":...} line; a crash, a sanitizer report or an exception escaping eval_line is a finding.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "worldlab/eval.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  for (const bool decimal : {false, true}) {
    const std::string answer = worldlab::eval_line(line, {decimal});
    if (answer.rfind("{\"ok\":", 0) != 0) __builtin_trap();  // every answer is an object starting with "ok"
  }
  return 0;
}
