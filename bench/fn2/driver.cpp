// FastNoise2's side of bench/fn2.mjs: times GenUniformGrid2D/3D on worldlab's kernel-bench grid (size² samples over
// 16 × 16 noise units from (−8, −8), simplex 3D and Perlin 3D as the z = 0.5 slice) the way worldlab's
// `kernel-bench` times its fills (cpp/src/tools/kernel_bench.cpp): one warm-up fill into the output, then the best of
// `repeat` fills into the same array (wall time and, apart, process CPU time), one thread. Prints one JSON line per
// kernel, as `worldlab kernel-bench` does. FastNoise2 picks its best SIMD level at run time unless --max-level names a
// lower one; the line says which it used.
//   fn2_driver [--kernel NAME] [--size 1024] [--repeat 5] [--max-level SCALAR|SSE2|SSE41|AVX2|AVX512|WASM]
// Written for FastNoise2's 1.x API (feature scale, float offsets and step sizes); built by bench/fn2/CMakeLists.txt.
#include <FastNoise/FastNoise.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

namespace {

struct Kernel {
  const char* name;  // worldlab's kernel-bench name of the same work
  const char* what;
  std::function<FastNoise::SmartNode<>(FastSIMD::FeatureSet)> make;
  bool three_d;  // the z = 0.5 slice of the 3D noise, as worldlab's simplex3 and perlin3
};

// Feature scale 1: one noise unit per world unit, the grid's own coordinates (worldlab's frequency 1).
template <class T>
FastNoise::SmartNode<> basis(FastSIMD::FeatureSet level) {
  auto n = FastNoise::New<T>(level);
  n->SetScale(1.0f);
  return n;
}

// worldlab's fbm4: four octaves of simplex 2D, lacunarity 2, gain 0.5 (FbmParams{4}).
FastNoise::SmartNode<> fbm4(FastSIMD::FeatureSet level) {
  auto f = FastNoise::New<FastNoise::FractalFBm>(level);
  f->SetSource(basis<FastNoise::Simplex>(level));
  f->SetOctaveCount(4);
  f->SetGain(0.5f);
  f->SetLacunarity(2.0f);
  return f;
}

const Kernel kKernels[] = {
    {"simplex2", "Simplex 2D", basis<FastNoise::Simplex>, false},
    {"simplex3", "Simplex 3D, z = 0.5 slice", basis<FastNoise::Simplex>, true},
    {"perlin2", "Perlin 2D", basis<FastNoise::Perlin>, false},
    {"perlin3", "Perlin 3D, z = 0.5 slice", basis<FastNoise::Perlin>, true},
    {"value2", "Value 2D", basis<FastNoise::Value>, false},
    {"fbm4", "FractalFBm, 4 octaves of Simplex 2D", fbm4, false},
};

FastSIMD::FeatureSet parse_level(const std::string& s) {
  using F = FastSIMD::FeatureSet;
  if (s == "max" || s.empty()) return F::Max;
  if (s == "SCALAR") return F::SCALAR;
  if (s == "SSE2") return F::SSE2;
  if (s == "SSE41") return F::SSE41;
  if (s == "AVX2") return F::AVX2;
  if (s == "AVX512") return F::AVX512;
  if (s == "WASM") return F::WASM;
  std::fprintf(stderr, "fn2_driver: unknown --max-level %s\n", s.c_str());
  std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
  std::string only, level_name = "max";
  int size = 1024, repeat = 5;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const char* v = i + 1 < argc ? argv[i + 1] : nullptr;
    if (a == "--kernel" && v)
      only = v, ++i;
    else if (a == "--size" && v)
      size = std::atoi(v), ++i;
    else if (a == "--repeat" && v)
      repeat = std::atoi(v), ++i;
    else if (a == "--max-level" && v)
      level_name = v, ++i;
    else {
      std::fprintf(stderr, "usage: fn2_driver [--kernel NAME] [--size N] [--repeat R] [--max-level LEVEL]\n");
      return 2;
    }
  }
  if (size < 8 || repeat < 1) return 2;
  const FastSIMD::FeatureSet level = parse_level(level_name);
  const float step = 16.0f / static_cast<float>(size);
  std::vector<float> out(static_cast<std::size_t>(size) * size);
  bool found = false;
  for (const Kernel& k : kKernels) {
    if (!only.empty() && only != k.name) continue;
    found = true;
    const FastNoise::SmartNode<> node = k.make(level);
    if (!node) {
      std::fprintf(stderr, "fn2_driver: FastNoise2 has no level at or below %s\n", level_name.c_str());
      return 1;
    }
    const auto fill = [&] {
      if (k.three_d)
        node->GenUniformGrid3D(out.data(), -8.0f, -8.0f, 0.5f, size, size, 1, step, step, 1.0f, 1);
      else
        node->GenUniformGrid2D(out.data(), -8.0f, -8.0f, size, size, step, step, 1);
    };
    fill();  // warm-up: pages touched
    double best = 1e300, best_cpu = 1e300;
    for (int r = 0; r < repeat; ++r) {
      const std::clock_t c0 = std::clock();
      const auto t0 = std::chrono::steady_clock::now();
      fill();
      best = std::min(best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      best_cpu = std::min(best_cpu, 1e3 * static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC);
    }
    double checksum = 0;  // keeps the fills observable; also a quick sanity check that the output is noise
    for (std::size_t i = 0; i < out.size(); i += 4099) checksum += out[i];
    std::printf(
        "{\"kernel\":\"%s\",\"peer\":\"FastNoise2 %s\",\"what\":\"%s\",\"simd\":\"%s\",\"threads\":1,\"size\":%d,"
        "\"repeat\":%d,\"best_ms\":%.6g,\"ns_per_sample\":%.6g,\"best_cpu_ms\":%.6g,\"cpu_ns_per_sample\":%.6g,"
        "\"checksum\":%.6g}\n",
        k.name, FASTNOISE2_VERSION, k.what, FastSIMD::GetFeatureSetString(node->GetActiveFeatureSet()), size, repeat,
        best, best * 1e6 / (static_cast<double>(size) * size), best_cpu,
        best_cpu * 1e6 / (static_cast<double>(size) * size), checksum);
    std::fflush(stdout);
  }
  if (!found) {
    std::fprintf(stderr, "fn2_driver: unknown kernel %s\n", only.c_str());
    return 2;
  }
  return 0;
}
