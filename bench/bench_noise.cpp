// Benchmarks of the terrain presets at the lab's 256² view (one batch call per map): items per second = samples per
// second.
#include <benchmark/benchmark.h>

#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/terrain.hpp"

namespace {

using namespace worldlab;

// The kernels one by one, at every SIMD level, are in bench_simd.cpp.

// Every named preset at the lab's 256² view: the same presets the tests and the lab use.
void BM_Preset(benchmark::State& state, const TerrainPreset* preset) {
  const Grid g = default_map_grid(256);
  std::vector<double> out(g.size());
  for (auto _ : state) {
    fill_terrain(1, preset->params, g, out);
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(g.size()));
}

}  // namespace

// Called from main(): the preset table is only safe to read once static initialisation is over.
void register_preset_benchmarks() {
  for (const auto& preset : terrain_presets())
    benchmark::RegisterBenchmark(("BM_Preset/" + std::string(preset.id)).c_str(), BM_Preset, &preset)
        ->Unit(benchmark::kMillisecond);
}
