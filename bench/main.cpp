// The benchmark binary's entry point: registers the table-driven benchmarks, then runs everything.
#include <benchmark/benchmark.h>

// Table-driven registrations (one per area), run after static initialisation.
void register_preset_benchmarks();
void register_simd_benchmarks();
void register_graph_benchmarks();
void register_thread_benchmarks();
void register_climate_benchmarks();
void register_water_benchmarks();

int main(int argc, char** argv) {
  register_simd_benchmarks();
  register_preset_benchmarks();
  register_graph_benchmarks();
  register_thread_benchmarks();
  register_climate_benchmarks();
  register_water_benchmarks();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
