// The point-batch kernels at the avx512 level: compiled with -mavx512f; chosen only on CPUs with AVX-512F.
// GCC 12's AVX-512 intrinsics start from _mm512_undefined_*() and warn that it is uninitialised.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include "lanes.hpp"
#include "point_kernels.hpp"

namespace worldlab::simd {

#if defined(__AVX512F__)
WORLDLAB_LEVEL_KERNELS(avx512_kernels, Avx512Lanes, SimdLevel::kAvx512)
#else
WORLDLAB_NO_LEVEL_KERNELS(avx512_kernels)
#endif

}  // namespace worldlab::simd
