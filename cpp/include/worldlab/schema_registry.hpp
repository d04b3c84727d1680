// The registry of described params structs: one line per struct, read by the schema document, the
// generated docs tables and the tests that hold every default and preset to its schema.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "worldlab/schema.hpp"

namespace worldlab {

struct DescribedStruct {
  std::string_view name;   // the struct's kSchema: "fbm", "islands_climate", ...
  std::string_view title;  // one line, English: what the struct sets
  // Every field of the defaults, flattened (groups as dotted paths), with its label key.
  std::vector<ParamEntry> (*fields)();
  // Validates the defaults with the struct's own validate() (ranges and cross-field rules).
  void (*validate_defaults)();
};

// Every described struct, in a fixed order (cpp/src/core/schema/registry.cpp).
std::span<const DescribedStruct> described_structs() noexcept;

}  // namespace worldlab
