// The point-batch kernels at the simd128 level: the WebAssembly SIMD build (-msimd128).
#include "lanes.hpp"
#include "point_kernels.hpp"

namespace worldlab::simd {

#if defined(__wasm_simd128__)
namespace {
constinit const PointKernels kKernels = make_point_kernels<Simd128Lanes>(SimdLevel::kSimd128);
}
const PointKernels* simd128_kernels() noexcept { return &kKernels; }
#else
const PointKernels* simd128_kernels() noexcept { return nullptr; }
#endif

}  // namespace worldlab::simd
