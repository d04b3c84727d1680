// libFuzzer target: a density graph document, parsed, printed as code and evaluated over a small grid. Only
// InvalidArgument may come out; anything else (another exception, a crash, a sanitizer report) is a finding.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "worldlab/graph.hpp"
#include "worldlab/graph_json.hpp"
#include "worldlab/grid.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const worldlab::GraphSpec spec = worldlab::parse_graph(text);
    (void)worldlab::graph_code(spec, worldlab::CodeLanguage::kJavaScript);
    (void)worldlab::graph_code(spec, worldlab::CodeLanguage::kCpp);
    const worldlab::CompiledGraph graph(spec, static_cast<std::int64_t>(size) - 7);
    const worldlab::Grid grid{-3.5, 2.25, 0.75, 4, 3};
    std::vector<double> out(grid.size());
    worldlab::fill_graph(graph, grid, out);
    (void)worldlab::graph_to_json(spec).dump();
  } catch (const worldlab::InvalidArgument&) {
  }
  return 0;
}
