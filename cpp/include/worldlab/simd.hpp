// SIMD levels: which instruction set the batch kernels (batch.hpp, grid.hpp) run on. Never changes a result.
//
// Every level computes the same kernels (written once over a lane type) with the same IEEE operations
// in the same order, so the level decides only the speed: all levels give identical bits, which the
// tests check against the golden manifest at each level this CPU has.
//
// The level is process state, chosen once: the best this CPU and build support (native x86-64:
// scalar, SSE2, AVX2, AVX-512, AVX-512 with VBMI; WebAssembly: scalar, or SIMD128 in the SIMD build), unless the
// environment variable WORLDLAB_SIMD names another, or set_simd_level is called (the CLI's --simd).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace worldlab {

enum class SimdLevel : std::uint8_t {
  kScalar = 0,      // one sample at a time: the single-sample functions
  kSse2 = 1,        // 2 lanes, x86-64's baseline
  kAvx2 = 2,        // 4 lanes
  kAvx512 = 3,      // 8 lanes (AVX-512F)
  kSimd128 = 4,     // 2 lanes, WebAssembly SIMD
  kAvx512Vbmi = 5,  // 8 lanes, AVX-512 with VBMI: table lookups by byte permutes instead of loads
};

// "scalar", "sse2", "avx2", "avx512", "avx512vbmi", "simd128".
std::string_view simd_level_name(SimdLevel level) noexcept;
bool parse_simd_level(std::string_view name, SimdLevel& out) noexcept;
// Doubles computed at once at this level.
int simd_lanes(SimdLevel level) noexcept;

// The levels this build can run on this CPU, scalar first, best last.
std::vector<SimdLevel> available_simd_levels();
// "scalar, sse2, avx2" — for messages.
std::string available_simd_level_names();

// The level in use. On first use it is WORLDLAB_SIMD if that is set (InvalidArgument if it names
// no level, or one this CPU lacks: the message lists the available ones), else the best available.
SimdLevel simd_level();
// Switch levels (InvalidArgument, naming the available levels, if this CPU or build lacks it).
// Safe at any time; calls already running finish on the level they started with.
void set_simd_level(SimdLevel level);
void set_simd_level(std::string_view name);

}  // namespace worldlab
