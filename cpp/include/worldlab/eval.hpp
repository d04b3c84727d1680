// The JSON-lines evaluator behind `worldlab eval`: one request line in, one answer line out.
#pragma once

#include <string>
#include <string_view>

namespace worldlab {

struct EvalOptions {
  // false: every double in a result is the 16-lowercase-hex-digit string of its IEEE-754 bits.
  // true: doubles are printed as JSON numbers with 17 significant digits (NaN and infinities,
  // which JSON cannot hold, as the strings "nan", "inf" and "-inf").
  bool decimal = false;
};

// Answers one request `{"fn": NAME, "seed": INT, "args": {...}}` with `{"ok":true,"result":R}` or
// `{"ok":false,"error":"..."}` (no trailing newline). Never throws: every failure is an answer, out of
// memory included. A line is at most kEvalLineLimits.max_bytes (32 MiB), nests at most 32 levels and
// holds at most 2^20 values (text_input.hpp); these are checked before the line is parsed.
std::string eval_line(std::string_view line, const EvalOptions& options = {});
// The `{"ok":false,"error":MESSAGE}` line (invalid UTF-8 replaced), for lines eval_line never sees.
std::string eval_error(std::string_view message);

// The names eval understands, space-separated, for help texts.
std::string_view eval_function_names();

}  // namespace worldlab
