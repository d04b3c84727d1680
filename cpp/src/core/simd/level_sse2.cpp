// The point-batch kernels at the sse2 level: x86-64's baseline (every x86-64 CPU).
#include "lanes.hpp"
#include "point_kernels.hpp"

namespace worldlab::simd {

#if defined(__SSE2__)
WORLDLAB_LEVEL_KERNELS(sse2_kernels, Sse2Lanes, SimdLevel::kSse2)
#else
WORLDLAB_NO_LEVEL_KERNELS(sse2_kernels)
#endif

}  // namespace worldlab::simd
