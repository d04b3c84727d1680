// Writes this build's determinism manifest to a file: the CLI's `worldlab manifest --out FILE` without the
// CLI (no CLI11, no libpng), so npm test's g++ -O0 and -march=native builds compile only the core and the
// JSON tools. The entries come from the same build_manifest() and manifest_json() the CLI calls.
#include <fstream>
#include <iostream>

#include "worldlab/manifest.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: worldlab_manifest OUT.json\n";
    return 2;
  }
  const std::string json = worldlab::manifest_json(worldlab::build_manifest());
  std::ofstream out(argv[1], std::ios::binary);
  out << json;
  out.close();
  if (!out) {
    std::cerr << "worldlab_manifest: could not write " << argv[1] << '\n';
    return 1;
  }
  return 0;
}
