// The point-batch kernels at the avx2 level: compiled with -mavx2; chosen only on CPUs with AVX2.
#include "lanes.hpp"
#include "point_kernels.hpp"

namespace worldlab::simd {

#if defined(__AVX2__)
WORLDLAB_LEVEL_KERNELS(avx2_kernels, Avx2Lanes, SimdLevel::kAvx2)
#else
WORLDLAB_NO_LEVEL_KERNELS(avx2_kernels)
#endif

}  // namespace worldlab::simd
