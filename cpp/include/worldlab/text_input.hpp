// Reading untrusted text safely: strict integers, bounded files and lines, JSON size and nesting checked before
// parsing.
//
// Every reader of outside input (eval lines, graph documents, params JSON, CLI arguments, the WASM
// bindings) goes through these, so one set of limits holds everywhere and is documented once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <istream>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace worldlab {

// A JSON text's limits, checked by a linear scan before nlohmann parses anything: the parser's memory
// grows with nesting (a vector per level) and with the number of values, so both are capped.
struct JsonLimits {
  std::size_t max_bytes;
  int max_depth;                      // arrays and objects inside each other
  std::size_t max_values = 1u << 20;  // numbers, strings, literals, arrays and objects together
};
// An eval request line: islands_climate at n = 512 sends 3 × 512² doubles (about 17 MB as decimals).
inline constexpr JsonLimits kEvalLineLimits{32u << 20, 32};
// Parameters of one map (the CLI's --params, the bindings' params and ids): small objects.
inline constexpr JsonLimits kParamsJsonLimits{64u << 10, 16, 4096};

// Throws InvalidArgument naming `what` and the limit when `text` is too long, nests too deep or holds
// too many values. Stops at the first violation: time is linear, memory constant.
void check_json_text(std::string_view text, const JsonLimits& limits, std::string_view what);
// check_json_text, then parse_json_unique; empty or blank text throws InvalidArgument("WHAT is empty: ..."), invalid
// JSON InvalidArgument("WHAT is not valid JSON").
nlohmann::json parse_json_text(std::string_view text, const JsonLimits& limits, std::string_view what);

// Parses JSON (no limits checked: check_json_text first) refusing any object that holds a key twice, which
// nlohmann would read as its last value (issue 27): InvalidArgument naming `what` and the key, e.g.
// `params has the key "seed" twice in one object`. Invalid JSON gives a discarded value, as nlohmann's
// parse(..., allow_exceptions = false) does. Every JSON the CLI, the C API, eval and the WASM module read goes
// through one of these.
nlohmann::json parse_json_unique(std::string_view text, std::string_view what);
nlohmann::ordered_json parse_ordered_json_unique(std::string_view text, std::string_view what);
// True when text holds nothing but spaces, tabs and line breaks (or nothing).
bool is_blank(std::string_view text) noexcept;

// A strict decimal 64-bit signed integer: an optional '-', then digits without a leading zero (so no
// octal, hex, '+', spaces, empty text or values that would saturate). Throws InvalidArgument naming
// `what`, the text and the range.
std::int64_t parse_int64(std::string_view text, std::string_view what);
// Exactly 16 hex digits (either case) to their 64 bits; false for anything else.
bool parse_hex64(std::string_view text, std::uint64_t& bits);

// Reads a whole file, at most max_bytes: the limit is checked while reading, so /dev/zero or a huge
// file stops at max_bytes + 1. Throws InvalidArgument naming the path (cannot open, read error, too large).
std::string read_file_limited(const std::string& path, std::size_t max_bytes);

// Reads lines of at most max_bytes from a stream, in fixed chunks: a longer line is reported as
// too long as soon as the limit is passed and the rest of it is skipped without being stored, so
// memory stays within max_bytes + one chunk whatever the input.
class LineReader {
 public:
  enum class Status { kLine, kTooLong, kEnd };
  LineReader(std::istream& in, std::size_t max_bytes) : in_(in), max_(max_bytes) {}
  // kLine: `line` holds the next line (without '\n' or a trailing '\r'). kTooLong: the next line
  // passed max_bytes (`line` is cleared; the following call skips the rest of it and goes on). kEnd.
  Status next(std::string& line);
  std::size_t max_bytes() const { return max_; }

 private:
  bool fill();
  std::istream& in_;
  std::size_t max_;
  std::string buf_;
  std::size_t pos_ = 0;
  bool eof_ = false, skipping_ = false;
};

// One sentence for any exception, for {ok:false} answers and CLI messages: InvalidArgument and other
// std::exceptions give their what(), std::bad_alloc says the request ran out of memory, anything
// else (a non-std exception) says so instead of escaping as a bare number.
std::string describe_exception(std::exception_ptr e);

}  // namespace worldlab
