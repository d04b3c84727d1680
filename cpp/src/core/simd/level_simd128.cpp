// The point-batch kernels at the simd128 level: the WebAssembly SIMD build (-msimd128).
#include "lanes.hpp"
#include "point_kernels.hpp"

namespace worldlab::simd {

#if defined(__wasm_simd128__)
WORLDLAB_LEVEL_KERNELS(simd128_kernels, Simd128Lanes, SimdLevel::kSimd128)
#else
WORLDLAB_NO_LEVEL_KERNELS(simd128_kernels)
#endif

}  // namespace worldlab::simd
