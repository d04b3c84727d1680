// libFuzzer target: the CLI's argument parsing. The input is split at NUL bytes into at most 16 arguments; any
// argument list must end in "run" or an exit status of 0 (help) or 2 (usage error), never a crash or an escape.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "command_line.hpp"
#include "worldlab/grid.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string> args{"worldlab"};
  std::string current;
  for (std::size_t i = 0; i < size && args.size() < 17; ++i) {
    if (data[i] == 0) {
      args.push_back(current);
      current.clear();
    } else {
      current += static_cast<char>(data[i]);
    }
  }
  if (args.size() < 17) args.push_back(current);
  std::vector<const char*> argv;
  for (const auto& a : args) argv.push_back(a.c_str());
  worldlab::cli::CommandLine command;
  std::ostringstream out, err;
  const auto status = worldlab::cli::parse_command_line(static_cast<int>(argv.size()), argv.data(), command, out, err);
  if (status && *status != 0 && *status != 2) __builtin_trap();
  if (!status && command.verb.empty()) __builtin_trap();
  const auto& view_size = command.map.view.size;
  if (!status && view_size && (*view_size < 1 || *view_size > worldlab::kMaxGridSide)) __builtin_trap();
  return 0;
}
