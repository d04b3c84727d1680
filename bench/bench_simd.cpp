// Every batch kernel at every SIMD level this CPU has (one thread), against libnoise and stb_perlin on the same
// grid, and thread scaling 1 -> N. bench/table.mjs turns the JSON output into bench/README.md's table.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <string>
#include <vector>

#include "bench_support.hpp"
#include "worldlab/kernel_bench.hpp"
#include "worldlab/simd.hpp"
#include "worldlab/tasks.hpp"

#if WORLDLAB_HAVE_LIBNOISE
#include <libnoise/noise.h>
#endif
#if WORLDLAB_HAVE_STB_PERLIN
#define STB_PERLIN_IMPLEMENTATION
#include <stb/stb_perlin.h>
#endif

namespace {

using namespace worldlab;

const Grid kGrid = kernel_bench_grid(1024);

template <class Fill>
void run(benchmark::State& state, Fill&& fill) {
  std::vector<double> out(kGrid.size());
  for (auto _ : state) {
    fill(std::span<double>(out));
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(kGrid.size()));
}

// Kernel/NAME/LEVEL: one thread, the level pinned.
void BM_Kernel(benchmark::State& state, const KernelFill* kernel, SimdLevel level) {
  const SimdLevel before = simd_level();
  set_simd_level(level);
  run(state, [&](std::span<double> out) { kernel->fill(kGrid, out, kSerialTasks); });
  set_simd_level(before);
}

// Threads/NAME/N: the default pool with N workers, the best level; wall time.
void BM_Threads(benchmark::State& state, const KernelFill* kernel, int threads) {
  set_default_thread_count(threads);
  run(state, [&](std::span<double> out) { kernel->fill(kGrid, out, default_task_system()); });
}

// The peers on the same grid (x, y) and z = 0.5 where they are 3D: their own seeds and gradients,
// so the values differ; the work per sample is comparable.
template <class Sample>
void peer(benchmark::State& state, Sample&& sample) {
  run(state, [&](std::span<double> out) {
    for (int row = 0; row < kGrid.height; ++row) {
      const double y = kGrid.y(row);
      double* line = out.data() + static_cast<std::size_t>(row) * static_cast<std::size_t>(kGrid.width);
      for (int col = 0; col < kGrid.width; ++col) line[col] = sample(kGrid.x(col), y);
    }
  });
}

#if WORLDLAB_HAVE_LIBNOISE
void BM_LibnoisePerlin(benchmark::State& state, int octaves) {
  noise::module::Perlin perlin;  // libnoise's "Perlin" module is gradient noise summed over octaves
  perlin.SetOctaveCount(octaves);
  perlin.SetFrequency(1.0);
  perlin.SetPersistence(0.5);
  perlin.SetLacunarity(2.0);
  peer(state, [&](double x, double y) { return perlin.GetValue(x, y, 0.5); });
}
#endif

#if WORLDLAB_HAVE_STB_PERLIN
void BM_StbPerlin(benchmark::State& state) {
  peer(state, [](double x, double y) {
    return static_cast<double>(stb_perlin_noise3(static_cast<float>(x), static_cast<float>(y), 0.5f, 0, 0, 0));
  });
}
void BM_StbPerlinFbm4(benchmark::State& state) {
  peer(state, [](double x, double y) {
    return static_cast<double>(
        stb_perlin_fbm_noise3(static_cast<float>(x), static_cast<float>(y), 0.5f, 2.0f, 0.5f, 4));
  });
}
#endif

}  // namespace

// Called from main() once static initialisation is over.
void register_simd_benchmarks() {
  for (const auto& kernel : kernel_fills())
    for (SimdLevel level : available_simd_levels())
      benchmark::RegisterBenchmark(
          ("Kernel/" + std::string(kernel.name) + "/" + std::string(simd_level_name(level))).c_str(), BM_Kernel,
          &kernel, level)
          ->Unit(benchmark::kMillisecond);
#if WORLDLAB_HAVE_LIBNOISE
  benchmark::RegisterBenchmark("Peer/libnoise/perlin3", BM_LibnoisePerlin, 1)->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("Peer/libnoise/fbm4", BM_LibnoisePerlin, 4)->Unit(benchmark::kMillisecond);
#endif
#if WORLDLAB_HAVE_STB_PERLIN
  benchmark::RegisterBenchmark("Peer/stb_perlin/perlin3", BM_StbPerlin)->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("Peer/stb_perlin/fbm4", BM_StbPerlinFbm4)->Unit(benchmark::kMillisecond);
#endif
  for (const char* name : {"fbm4", "warp1"})
    for (int n : bench::thread_counts())
      benchmark::RegisterBenchmark(("Threads/" + std::string(name) + "/" + std::to_string(n)).c_str(), BM_Threads,
                                   find_kernel_fill(name), n)
          ->Unit(benchmark::kMillisecond)
          ->UseRealTime();
}
