// The point-batch kernels at the sse2 level: x86-64's baseline (every x86-64 CPU).
#include "lanes.hpp"
#include "point_kernels.hpp"

namespace worldlab::simd {

#if defined(__SSE2__)
namespace {
constinit const PointKernels kKernels = make_point_kernels<Sse2Lanes>(SimdLevel::kSse2);
}
const PointKernels* sse2_kernels() noexcept { return &kKernels; }
#else
const PointKernels* sse2_kernels() noexcept { return nullptr; }
#endif

}  // namespace worldlab::simd
