// The point-batch kernels at the avx2 level: compiled with -mavx2; chosen only on CPUs with AVX2.
#include "lanes.hpp"
#include "point_kernels.hpp"

namespace worldlab::simd {

#if defined(__AVX2__)
namespace {
constinit const PointKernels kKernels = make_point_kernels<Avx2Lanes>(SimdLevel::kAvx2);
}
const PointKernels* avx2_kernels() noexcept { return &kKernels; }
#else
const PointKernels* avx2_kernels() noexcept { return nullptr; }
#endif

}  // namespace worldlab::simd
