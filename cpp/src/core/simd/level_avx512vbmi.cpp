// The point-batch kernels at the avx512vbmi level: compiled with -mavx512f -mavx512bw -mavx512vbmi; chosen only on CPUs
// with all three.
// GCC 12's AVX-512 intrinsics start from _mm512_undefined_*() and warn that it is uninitialised.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include "lanes.hpp"
#include "point_kernels.hpp"

namespace worldlab::simd {

#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VBMI__)
WORLDLAB_LEVEL_KERNELS(avx512vbmi_kernels, Avx512VbmiLanes, SimdLevel::kAvx512Vbmi)
#else
WORLDLAB_NO_LEVEL_KERNELS(avx512vbmi_kernels)
#endif

}  // namespace worldlab::simd
