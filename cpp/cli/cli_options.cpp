// The shared option helpers: strict integers and numbers for every verb's options.
#include "cli_options.hpp"

#include "worldlab/grid.hpp"
#include "worldlab/text_input.hpp"

namespace worldlab::cli {

void check_integer(const std::string& text, const std::string& name, std::int64_t lo, std::int64_t hi,
                   std::int64_t& value) {
  std::int64_t v = 0;
  bool ok = true;
  try {
    v = parse_int64(text, name);
  } catch (const InvalidArgument&) {
    ok = false;
  }
  if (!ok || v < lo || v > hi)
    throw CLI::ValidationError(name + " must be a decimal integer in " + std::to_string(lo) + ".." +
                               std::to_string(hi) + ", got \"" + text.substr(0, 64) +
                               (text.size() > 64 ? "...\"" : "\""));
  value = v;
}

void add_number(CLI::App* cmd, const std::string& name, std::optional<double>& value, const std::string& help) {
  cmd->add_option_function<double>(
         name, [&value](double v) { value = v; }, help)
      ->type_name("NUMBER");
}

}  // namespace worldlab::cli
