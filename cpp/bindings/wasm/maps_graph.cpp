// Entries of the density lab (6): a graph document's output and node previews over a grid, the node types and the
// named graphs shipped with the core. Graph documents cross as JSON text, their natural form.
#include <vector>

#include "entries.hpp"
#include "worldlab/graph.hpp"
#include "worldlab/graph_json.hpp"
#include "worldlab/request_budget.hpp"

namespace worldlab::wasm {

val render_graph(const std::string& graph, double seed, GridArg grid) {
  const GraphSpec spec = parse_graph(graph);
  const Grid g = read_grid(grid);
  check_request_memory("renderGraph", g.size(), 2);
  // The code lines first: one too long for the page is refused before the map is computed.
  const std::string js = graph_code(spec, CodeLanguage::kJavaScript);
  const std::string cpp = graph_code(spec, CodeLanguage::kCpp);
  const CompiledGraph compiled(spec, seed_from(seed));
  std::vector<double> out(g.size());
  fill_graph(compiled, g, out);
  val r = ok_result(to_float64_array(out));
  r.set("code", js);
  r.set("cpp", cpp);
  return r;
}

val graph_nodes(const std::string& graph, double seed, IdsArg ids, GridArg grid) {
  const GraphSpec spec = parse_graph(graph);
  const std::vector<std::string> names = read_ids(ids, kMaxGraphNodes);
  const Grid g = read_grid(grid);
  // One map per id, their copy for JavaScript, and the graph's own buffers: refused before any work.
  check_request_memory("graphNodes", g.size(), 2 * names.size() + 2);
  const CompiledGraph compiled(spec, seed_from(seed));
  std::vector<double> out(names.size() * g.size());
  fill_graph_nodes(compiled, names, g, out);
  return ok_result(to_float64_array(out));
}

val node_types() {
  val r = ok_result();
  r.set("node_types", to_js(node_types_json()));
  return r;
}

val graph_preset(const std::string& name) {
  val r = ok_result();
  r.set("document", graph_to_json(worldlab::graph_preset(name)).dump());
  return r;
}

}  // namespace worldlab::wasm
