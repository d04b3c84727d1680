// Benchmarks over a 1024² grid (one batch call per map): items per second = samples per second.
#include <benchmark/benchmark.h>

#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/terrain.hpp"

namespace {

using namespace worldlab;

// 1024 × 1024 samples over 16 × 16 noise units: a typical map with many lattice cells.
const Grid kGrid{-8.0, -8.0, 16.0 / 1024.0, 1024, 1024};

template <class Fill>
void run(benchmark::State& state, Fill&& fill) {
  std::vector<double> out(kGrid.size());
  for (auto _ : state) {
    fill(out);
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kGrid.size()));
}

void BM_Simplex2(benchmark::State& s) {
  run(s, [](auto& o) { fill_simplex2(1, kGrid, o); });
}
void BM_Simplex3(benchmark::State& s) {
  run(s, [](auto& o) { fill_simplex3(1, 0.5, kGrid, o); });
}
void BM_Perlin2(benchmark::State& s) {
  run(s, [](auto& o) { fill_perlin2(1, kGrid, o); });
}
void BM_Perlin3(benchmark::State& s) {
  run(s, [](auto& o) { fill_perlin3(1, 0.5, kGrid, o); });
}
void BM_Value2(benchmark::State& s) {
  run(s, [](auto& o) { fill_value2(1, kGrid, o); });
}
void BM_Fbm4(benchmark::State& s) {
  run(s, [](auto& o) { fill_fbm2(1, FbmParams{4}, kGrid, o); });
}
void BM_DomainWarp1(benchmark::State& s) {
  run(s, [](auto& o) { fill_domain_warp(1, WarpParams{4.0, 1.0, 1}, FbmParams{4}, kGrid, o); });
}
void BM_DomainWarp2(benchmark::State& s) {
  run(s, [](auto& o) { fill_domain_warp(1, WarpParams{4.0, 1.0, 2}, FbmParams{4}, kGrid, o); });
}
void BM_Musgrave6(benchmark::State& s) {
  run(s, [](auto& o) { fill_ridged_multifractal(1, FbmParams{6}, MusgraveParams{}, kGrid, o); });
}

BENCHMARK(BM_Simplex2)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Simplex3)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Perlin2)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Perlin3)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Value2)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Fbm4)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DomainWarp1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DomainWarp2)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Musgrave6)->Unit(benchmark::kMillisecond);

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
