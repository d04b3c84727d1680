// Reads a graph document with the installed JSON loaders (component json), fills one view and prints its hash.
// Usage: graph_hash GRAPH.json SEED X0 Y0 STEP WIDTH HEIGHT   (same numbers as `worldlab hash --layer graph`)
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fstream>
#include <sstream>
#include <vector>
#include <worldlab/graph.hpp>
#include <worldlab/graph_json.hpp>
#include <worldlab/hash.hpp>

int main(int argc, char** argv) {
  if (argc != 8) {
    std::fprintf(stderr, "usage: graph_hash GRAPH.json SEED X0 Y0 STEP WIDTH HEIGHT\n");
    return 2;
  }
  try {
    std::ifstream file(argv[1], std::ios::binary);
    if (!file) throw std::runtime_error(std::string("cannot read ") + argv[1]);
    std::ostringstream text;
    text << file.rdbuf();
    const worldlab::GraphSpec spec = worldlab::parse_graph(text.str());
    const worldlab::CompiledGraph graph(spec, std::strtoll(argv[2], nullptr, 10));
    const worldlab::Grid grid{std::strtod(argv[3], nullptr), std::strtod(argv[4], nullptr),
                              std::strtod(argv[5], nullptr), std::atoi(argv[6]), std::atoi(argv[7])};
    std::vector<double> values(grid.size());  // values[y * width + x]
    worldlab::fill_graph(graph, grid, values);
    std::printf("%s\n", worldlab::hex64(worldlab::fnv1a64(values)).c_str());
  } catch (const std::exception& e) {  // bad document (worldlab::InvalidArgument) or unreadable file
    std::fprintf(stderr, "%s\n", e.what());
    return 1;
  }
  return 0;
}
