// check_request_memory: the per-request memory budget, in exact integer arithmetic (no overflow for any input).
#include "worldlab/request_budget.hpp"

#include <cstdio>
#include <string>

#include "worldlab/grid.hpp"

namespace worldlab {

void check_request_memory(std::string_view what, std::uint64_t samples, std::uint64_t layers,
                          std::uint64_t bytes_per_value) {
  // Compare by division first, so that samples × layers × bytes never wraps around.
  const std::uint64_t per_sample = layers * bytes_per_value;  // both small (layers ≤ 2^16, bytes ≤ 16)
  const bool over = per_sample != 0 && samples > kMaxRequestBytes / per_sample;
  if (!over) return;
  const double gib = static_cast<double>(samples) * static_cast<double>(per_sample) / static_cast<double>(1u << 30);
  char size[32];
  std::snprintf(size, sizeof size, "%.1f GiB", gib);
  throw InvalidArgument(std::string(what) + " needs " + size + " (" + std::to_string(samples) + " samples × " +
                        std::to_string(layers) + " layers × " + std::to_string(bytes_per_value) +
                        " bytes); the limit per request is " + std::to_string(kMaxRequestBytes >> 30) + " GiB");
}

}  // namespace worldlab
