// The SIMD level in use (simd.hpp): what this CPU and build support, the choice (environment, set_simd_level), and the
// scalar level's kernels. The only process state the batch kernels read; it never changes a result.
#include "worldlab/simd.hpp"

#include <atomic>
#include <cstdlib>
#include <string>

#include "lanes.hpp"
#include "point_kernels.hpp"
#include "worldlab/grid.hpp"

namespace worldlab {

namespace simd {
namespace {
constinit const PointKernels kScalarKernels = make_point_kernels<ScalarLanes>(SimdLevel::kScalar);
}
const PointKernels* scalar_kernels() noexcept { return &kScalarKernels; }
}  // namespace simd

namespace {

// In order of preference: the last one available is the default.
constexpr SimdLevel kLevels[] = {SimdLevel::kScalar, SimdLevel::kSse2,       SimdLevel::kAvx2,
                                 SimdLevel::kAvx512, SimdLevel::kAvx512Vbmi, SimdLevel::kSimd128};

// This build's code for a level (nullptr if it has none).
const simd::PointKernels* kernels_of(SimdLevel level) noexcept {
  switch (level) {
    case SimdLevel::kScalar: return simd::scalar_kernels();
    case SimdLevel::kSse2: return simd::sse2_kernels();
    case SimdLevel::kAvx2: return simd::avx2_kernels();
    case SimdLevel::kAvx512: return simd::avx512_kernels();
    case SimdLevel::kSimd128: return simd::simd128_kernels();
    case SimdLevel::kAvx512Vbmi: return simd::avx512vbmi_kernels();
  }
  return nullptr;
}

// Whether this CPU runs a level's instructions (the OS saving the wide registers included:
// __builtin_cpu_supports checks XCR0 for AVX and AVX-512 state).
bool cpu_runs(SimdLevel level) noexcept {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_cpu_init();
  if (level == SimdLevel::kAvx2) return __builtin_cpu_supports("avx2");
  if (level == SimdLevel::kAvx512) return __builtin_cpu_supports("avx512f");
  if (level == SimdLevel::kAvx512Vbmi)
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512vbmi");
#endif
  // Scalar and SSE2 (x86-64's baseline) always; SIMD128 whenever this module was built with it,
  // since an engine without SIMD refuses the whole module.
  (void)level;
  return true;
}

bool available(SimdLevel level) noexcept { return kernels_of(level) != nullptr && cpu_runs(level); }

std::atomic<const simd::PointKernels*> g_active{nullptr};

[[noreturn]] void unavailable(const std::string& what) {
  throw InvalidArgument(what + "; available: " + available_simd_level_names());
}

const simd::PointKernels& checked(SimdLevel level, const std::string& source) {
  if (!available(level))
    unavailable(source + std::string(simd_level_name(level)) + " is not supported by this CPU or build");
  return *kernels_of(level);
}

SimdLevel parse_or_throw(std::string_view name, const std::string& source) {
  SimdLevel level;
  if (!parse_simd_level(name, level)) unavailable(source + "unknown SIMD level \"" + std::string(name) + "\"");
  return level;
}

// WORLDLAB_SIMD if set, else the best level available.
const simd::PointKernels& initial_kernels() {
  const char* env = std::getenv("WORLDLAB_SIMD");
  if (env && *env) return checked(parse_or_throw(env, "WORLDLAB_SIMD: "), "WORLDLAB_SIMD: ");
  return *kernels_of(available_simd_levels().back());
}

}  // namespace

std::string_view simd_level_name(SimdLevel level) noexcept {
  switch (level) {
    case SimdLevel::kScalar: return "scalar";
    case SimdLevel::kSse2: return "sse2";
    case SimdLevel::kAvx2: return "avx2";
    case SimdLevel::kAvx512: return "avx512";
    case SimdLevel::kSimd128: return "simd128";
    case SimdLevel::kAvx512Vbmi: return "avx512vbmi";
  }
  return "scalar";
}

bool parse_simd_level(std::string_view name, SimdLevel& out) noexcept {
  for (SimdLevel level : kLevels) {
    if (simd_level_name(level) == name) {
      out = level;
      return true;
    }
  }
  return false;
}

int simd_lanes(SimdLevel level) noexcept {
  switch (level) {
    case SimdLevel::kScalar: return 1;
    case SimdLevel::kSse2: return 2;
    case SimdLevel::kAvx2: return 4;
    case SimdLevel::kAvx512: return 8;
    case SimdLevel::kSimd128: return 2;
    case SimdLevel::kAvx512Vbmi: return 8;
  }
  return 1;
}

std::vector<SimdLevel> available_simd_levels() {
  std::vector<SimdLevel> levels;
  for (SimdLevel level : kLevels)
    if (available(level)) levels.push_back(level);
  return levels;
}

std::string available_simd_level_names() {
  std::string names;
  for (SimdLevel level : available_simd_levels()) {
    if (!names.empty()) names += ", ";
    names += simd_level_name(level);
  }
  return names;
}

const simd::PointKernels& simd::active_kernels() {
  if (const PointKernels* k = g_active.load(std::memory_order_acquire)) return *k;
  const PointKernels* expected = nullptr;
  g_active.compare_exchange_strong(expected, &initial_kernels(), std::memory_order_acq_rel);
  return *g_active.load(std::memory_order_acquire);
}

SimdLevel simd_level() { return simd::active_kernels().level; }

void set_simd_level(SimdLevel level) { g_active.store(&checked(level, "SIMD level "), std::memory_order_release); }

void set_simd_level(std::string_view name) { set_simd_level(parse_or_throw(name, "")); }

}  // namespace worldlab
