// The determinism manifest: which grids are hashed, how, and the JSON each build writes.
#include "worldlab/manifest.hpp"

#include <functional>
#include <string>
#include <vector>

#include "manifest_registry.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/random.hpp"
#include "worldlab/terrain.hpp"

namespace worldlab {

std::vector<ManifestEntry> build_manifest() {
  manifest_detail::ManifestBuilder b;
  manifest_detail::add_noise_entries(b);
  manifest_detail::add_climate_entries(b);
  manifest_detail::add_regions_entries(b);
  manifest_detail::add_water_entries(b);
  manifest_detail::add_biomes6_entries(b);
  return std::move(b.entries);
}

std::string build_description() {
  std::string d;
#if defined(__EMSCRIPTEN__)
  d += "emscripten " + std::to_string(__EMSCRIPTEN_major__) + "." + std::to_string(__EMSCRIPTEN_minor__) + "." +
       std::to_string(__EMSCRIPTEN_tiny__) + " wasm32";
#elif defined(__clang__)
  d += "clang " __clang_version__;
#elif defined(__GNUC__)
  d += "g++ " __VERSION__;
#endif
#if defined(__OPTIMIZE__)
  d += ", optimised";
#else
  d += ", -O0";
#endif
#if defined(__FMA__)
  d += ", FMA available";
#endif
#if defined(__AVX512F__)
  d += ", AVX-512";
#elif defined(__AVX2__)
  d += ", AVX2";
#endif
#if defined(__wasm_simd128__)
  d += ", simd128";
#endif
  return d;
}

std::string manifest_json(const std::vector<ManifestEntry>& entries) {
  std::string out = "{\n  \"format\": \"worldlab-manifest-1\",\n  \"build\": \"" + build_description() +
                    "\",\n  \"hash\": \"FNV-1a-64 over the little-endian bytes of each double\",\n  \"entries\": {\n";
  for (std::size_t i = 0; i < entries.size(); ++i) {
    out += "    \"" + entries[i].name + "\": \"" + hex64(entries[i].hash) + "\"";
    out += i + 1 < entries.size() ? ",\n" : "\n";
  }
  out += "  }\n}\n";
  return out;
}

}  // namespace worldlab
