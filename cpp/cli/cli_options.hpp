// Option helpers every verb shares: integers read by the strict decimal parser (CLI11's own conversion would take
// "010" as octal, "0x10" as hex and saturate out-of-range values) and finite numbers.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>

namespace worldlab::cli {

// Reads `text` as a decimal integer in lo..hi into value, or throws CLI::ValidationError naming the option,
// the range and the text (a usage error: exit status 2).
void check_integer(const std::string& text, const std::string& name, std::int64_t lo, std::int64_t hi,
                   std::int64_t& value);

// An integer option in lo..hi, handed to store(std::int64_t) once checked.
template <typename Store>
void add_checked_integer(CLI::App* cmd, const std::string& name, std::int64_t lo, std::int64_t hi,
                         const std::string& help, Store store) {
  cmd->add_option_function<std::string>(
         name,
         [store, name, lo, hi](const std::string& text) {
           std::int64_t v = 0;
           check_integer(text, name, lo, hi, v);
           store(v);
         },
         help)
      ->type_name("INT");
}

// An integer option in lo..hi.
template <typename Int>
void add_integer(CLI::App* cmd, const std::string& name, Int& value, std::int64_t lo, std::int64_t hi,
                 const std::string& help) {
  add_checked_integer(cmd, name, lo, hi, help, [&value](std::int64_t v) { value = static_cast<Int>(v); });
}

// The same for an option that may be left unset.
template <typename Int>
void add_optional_integer(CLI::App* cmd, const std::string& name, std::optional<Int>& value, std::int64_t lo,
                          std::int64_t hi, const std::string& help) {
  add_checked_integer(cmd, name, lo, hi, help, [&value](std::int64_t v) { value = static_cast<Int>(v); });
}

// A number option (a viewport's origin and step); CLI11 reads it, the grid validates it.
void add_number(CLI::App* cmd, const std::string& name, std::optional<double>& value, const std::string& help);

}  // namespace worldlab::cli
