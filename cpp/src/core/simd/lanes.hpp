// Lane types the kernels (kernels.hpp) are written over: scalar double, and GCC/Clang vector extensions of 2, 4 or 8
// doubles with the few operations the extensions lack (floor, table gathers, selects).
//
// A lane type L provides
//   L::D, L::I           kWidth doubles and kWidth 64-bit integers (for scalar: double and int64_t);
//   arithmetic           + - * / and comparisons straight from the language (the vector extensions give
//                        element-wise IEEE operations, and a comparison gives an all-ones/zero mask);
//   L::set, L::seti      a value in every lane (bit-exact, -0 included);
//   L::load, L::store    kWidth consecutive doubles, unaligned;
//   L::select(m, a, b)   per lane m ? a : b, for doubles and integers;
//   L::either(m1, m2)    the union of two masks; L::both(m1, m2) their intersection;
//   L::any(m)            whether any lane of a mask is set;
//   L::eq(a, b), L::lt   integer comparison masks (for values in the int32 range: table entries, their sums,
//                        gradient indices), where SSE2 lacks 64-bit compares;
//   L::floor, L::abs     exactly std::floor and std::fabs, lane by lane;
//   L::to_index(v)       an integer-valued double in 0 .. 2^52 as an integer;
//   L::low_byte(v)       JavaScript's ToInt32(v) & 255 for any integer-valued double (0 for NaN, ±inf);
//   L::to_double(i)      an integer in 0 .. 2^52 as a double (exact both ways);
//   L::gather(t, i)      t[i] per lane from a table of int64_t;
//   L::permute(t, b, i)  the same from a permutation table t whose 256 entries are also the bytes b
//                        (t[i] == b[i & 255]): a gather, or byte permutes where the CPU has them;
//   L::lookup(t, i)      t[i] per lane from a table of 16 doubles (i in 0..15);
//   L::kLookupPermutes   whether lookup is one register permute (AVX-512) rather than a load per lane;
//   L::gatherd(t, i)     t[i] per lane from an array of doubles of any length (exact loads);
//   L::sqrt(v)           the correctly rounded square root, as std::sqrt;
//   L::storei(p, i)      kWidth int64 values to p, unaligned.
// Every operation is exact or one correctly rounded IEEE operation, the same one the scalar code does,
// so a kernel gives the same bits in every lane type. Nothing here fuses or reorders arithmetic.
//
// Each lane type lives in an anonymous namespace: every translation unit (one per SIMD level, each
// compiled with its own -m flags) gets its own copy, and the linker can never pick an AVX-512
// instantiation for code that runs on an SSE2 machine.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <utility>

#if defined(__SSE2__)
#include <immintrin.h>
#endif
#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace worldlab::simd {
namespace {

// The single-sample functions are the kernels instantiated with these lanes.
struct ScalarLanes {
  static constexpr int kWidth = 1;
  static constexpr bool kLookupPermutes = false;
  using D = double;
  using I = std::int64_t;
  static D set(double v) noexcept { return v; }
  static I seti(std::int64_t v) noexcept { return v; }
  static D load(const double* p) noexcept { return *p; }
  static void store(double* p, D v) noexcept { *p = v; }
  static D select(bool m, D a, D b) noexcept { return m ? a : b; }
  static I select(bool m, I a, I b) noexcept { return m ? a : b; }
  static bool eq(I a, I b) noexcept { return a == b; }
  static bool lt(I a, I b) noexcept { return a < b; }
  static bool either(bool a, bool b) noexcept { return a || b; }
  static bool both(bool a, bool b) noexcept { return a && b; }
  static bool any(bool m) noexcept { return m; }
  static void storei(std::int64_t* p, I v) noexcept { *p = v; }
  static D sqrt(D v) noexcept { return std::sqrt(v); }
  static D floor(D v) noexcept { return std::floor(v); }
  static D abs(D v) noexcept { return std::fabs(v); }
  // For |v| < 2^60 the int64 conversion is exact and in range, and two's complement & 255 is
  // ToInt32's residue; at or beyond 2^60 every double is a multiple of 256, so the residue is 0.
  static I low_byte(D v) noexcept {
    if (!(std::fabs(v) < 0x1p60)) return 0;
    return static_cast<I>(static_cast<std::uint64_t>(static_cast<std::int64_t>(v)) & 255u);
  }
  static I to_index(D v) noexcept { return static_cast<I>(v); }
  static D to_double(I v) noexcept { return static_cast<D>(v); }
  static I gather(const std::int64_t* table, I i) noexcept { return table[i]; }
  static I permute(const std::int64_t* table, const std::uint8_t*, I i) noexcept { return table[i]; }
  static D lookup(const double* table, I i) noexcept { return table[i]; }
  static D gatherd(const double* table, I i) noexcept { return table[i]; }
};

// What every vector lane type shares; Derived adds floor and sqrt, and may replace gather, lookup, any and the
// comparisons with instructions of its own.
template <class Derived, class DV, class IV, int N>
struct VectorLanes {
  static constexpr int kWidth = N;
  static constexpr bool kLookupPermutes = false;
  using D = DV;
  using I = IV;
  static_assert(sizeof(D) == sizeof(double) * N && sizeof(I) == sizeof(D));

  // Lane by lane with constant lane numbers (an index pack, not a loop): every compiler then builds
  // the vector in registers (a loop over a variable lane goes through memory in WebAssembly).
  template <class V, class F, std::size_t... K>
  static V build(F&& f, std::index_sequence<K...>) noexcept {
    return V{f(K)...};
  }
  static D set(double v) noexcept {
    return build<D>([v](std::size_t) { return v; }, std::make_index_sequence<N>{});
  }
  static I seti(std::int64_t v) noexcept {
    return build<I>([v](std::size_t) { return v; }, std::make_index_sequence<N>{});
  }
  static D load(const double* p) noexcept {
    D v;
    __builtin_memcpy(&v, p, sizeof v);
    return v;
  }
  static void store(double* p, D v) noexcept { __builtin_memcpy(p, &v, sizeof v); }
  // m is any comparison result of this width (an all-ones or all-zero integer per lane).
  template <class M>
  static D select(M m, D a, D b) noexcept {
    const I mask = (I)m;
    return (D)(((I)a & mask) | ((I)b & ~mask));
  }
  template <class M>
  static I select(M m, I a, I b) noexcept {
    const I mask = (I)m;
    return (a & mask) | (b & ~mask);
  }
  static I eq(I a, I b) noexcept { return (I)(a == b); }
  static I lt(I a, I b) noexcept { return (I)(a < b); }
  static I either(I a, I b) noexcept { return a | b; }  // of two masks
  template <class M>
  static I both(M a, M b) noexcept {  // of two masks
    return (I)a & (I)b;
  }
  static void storei(std::int64_t* p, I v) noexcept { __builtin_memcpy(p, &v, sizeof v); }
  template <class M>
  static bool any(M m) noexcept {
    std::int64_t lanes[N];
    storei(lanes, (I)m);
    std::int64_t all = 0;
    for (int k = 0; k < N; ++k) all |= lanes[k];
    return all != 0;
  }
  static D abs(D v) noexcept { return (D)((I)v & 0x7fffffffffffffff); }  // clears the sign bit, as fabs
  // v + 2^52 holds v in its low mantissa bits (exact while v < 2^52).
  static I to_index(D v) noexcept { return (I)(v + 0x1p52) - 0x4330000000000000; }
  static D to_double(I v) noexcept { return (D)(v | 0x4330000000000000) - 0x1p52; }
  // ToInt32(v) & 255 without a 64-bit conversion (AVX2 has none): v − floor(v / 256) · 256 is the
  // residue in 0..255, exactly, for every integer-valued double (a power-of-two scaling, a floor, a
  // representable difference); NaN and infinities leave NaN, which ToInt32 maps to 0.
  static I low_byte(D v) noexcept {
    const D r = v - Derived::floor(v * (1.0 / 256.0)) * 256.0;
    return to_index(select(r >= 0.0, r, set(0.0)));
  }
  static I gather(const std::int64_t* table, I i) noexcept {
    return build<I>([&](std::size_t k) { return table[i[k]]; }, std::make_index_sequence<N>{});
  }
  static D lookup(const double* table, I i) noexcept {
    return build<D>([&](std::size_t k) { return table[i[k]]; }, std::make_index_sequence<N>{});
  }
  // Lane by lane loads at every level: vgatherqpd (AVX2, AVX-512) ran nearest_two's kernel at half the speed of these
  // on the AMD EPYC this was measured on (bench/README.md).
  static D gatherd(const double* table, I i) noexcept {
    return build<D>([&](std::size_t k) { return table[i[k]]; }, std::make_index_sequence<N>{});
  }
  static I permute(const std::int64_t* table, const std::uint8_t*, I i) noexcept { return gather(table, i); }

  // floor without a rounding instruction (SSE2): round |v| to an integer by adding and removing
  // 2^52 (round to nearest, the default mode), put the sign back, and step down by one where that
  // rounded up. Exact for every double: |v| >= 2^52 is already an integer and NaN passes through;
  // -0 and small negatives keep floor's signs (-0 -> -0, -0.5 -> -1).
  static D floor_by_rounding(D v) noexcept {
    const I sign = (I)v & (-0x7fffffffffffffff - 1);  // the sign bit
    const D a = abs(v);
    D r = (a + 0x1p52) - 0x1p52;
    r = (D)((I)r | sign);
    r = select(r > v, r - 1.0, r);
    return select(a < 0x1p52, r, v);
  }
};

#if defined(__SSE2__)
typedef double VecD2 __attribute__((vector_size(16)));
typedef std::int64_t VecI2 __attribute__((vector_size(16)));

// x86-64's baseline: two lanes, floor by rounding (roundpd is SSE4.1), and 64-bit integer
// comparisons from 32-bit ones (pcmpeqq and pcmpgtq are SSE4): exact for values in the int32 range,
// whose upper halves only repeat the sign.
struct Sse2Lanes : VectorLanes<Sse2Lanes, VecD2, VecI2, 2> {
  static D floor(D v) noexcept { return floor_by_rounding(v); }
  static D sqrt(D v) noexcept { return (D)_mm_sqrt_pd((__m128d)v); }
  template <class M>
  static bool any(M m) noexcept {
    return _mm_movemask_pd((__m128d)m) != 0;
  }
  // Two lanes: the scalar conversion per lane (cvttsd2si) is cheaper than the residue formula.
  static I low_byte(D v) noexcept { return I{ScalarLanes::low_byte(v[0]), ScalarLanes::low_byte(v[1])}; }
  static I eq(I a, I b) noexcept {
    const __m128i e = _mm_cmpeq_epi32((__m128i)a, (__m128i)b);
    return (I)_mm_and_si128(e, _mm_shuffle_epi32(e, _MM_SHUFFLE(2, 3, 0, 1)));
  }
  static I lt(I a, I b) noexcept {
    return (I)_mm_shuffle_epi32(_mm_cmplt_epi32((__m128i)a, (__m128i)b), _MM_SHUFFLE(2, 2, 0, 0));
  }
};
#endif

#if defined(__AVX2__)
typedef double VecD4 __attribute__((vector_size(32)));
typedef std::int64_t VecI4 __attribute__((vector_size(32)));

struct Avx2Lanes : VectorLanes<Avx2Lanes, VecD4, VecI4, 4> {
  static D floor(D v) noexcept { return (D)_mm256_round_pd((__m256d)v, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC); }
  static D sqrt(D v) noexcept { return (D)_mm256_sqrt_pd((__m256d)v); }
  template <class M>
  static bool any(M m) noexcept {
    return _mm256_movemask_pd((__m256d)m) != 0;
  }
};
#endif

#if defined(__AVX512F__)
typedef double VecD8 __attribute__((vector_size(64)));
typedef std::int64_t VecI8 __attribute__((vector_size(64)));

struct Avx512Lanes : VectorLanes<Avx512Lanes, VecD8, VecI8, 8> {
  static D floor(D v) noexcept {
    return (D)_mm512_roundscale_pd((__m512d)v, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC);
  }
  static D sqrt(D v) noexcept { return (D)_mm512_sqrt_pd((__m512d)v); }
  template <class M>
  static bool any(M m) noexcept {
    return _mm512_test_epi64_mask((__m512i)m, (__m512i)m) != 0;
  }
  // A 16-entry table fits in two registers: one permute instead of a gather.
  static constexpr bool kLookupPermutes = true;
  static D lookup(const double* table, I i) noexcept {
    return (D)_mm512_permutex2var_pd(_mm512_loadu_pd(table), (__m512i)i, _mm512_loadu_pd(table + 8));
  }
};
#endif

#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VBMI__)
// AVX-512 with VBMI: the 256-byte permutation sits in four registers and a lookup of 8 lanes is two
// byte permutes (vpermi2b, 128 entries each) and a blend on bit 7, instead of 8 loads.
struct Avx512VbmiLanes : Avx512Lanes {
  static I permute(const std::int64_t*, const std::uint8_t* bytes, I i) noexcept {
    const __m512i index = _mm512_castsi128_si512(_mm512_cvtepi64_epi8((__m512i)i));  // i & 255, as bytes
    const __m512i low = _mm512_permutex2var_epi8(_mm512_loadu_si512(bytes), index, _mm512_loadu_si512(bytes + 64));
    const __m512i high =
        _mm512_permutex2var_epi8(_mm512_loadu_si512(bytes + 128), index, _mm512_loadu_si512(bytes + 192));
    const __m512i entry = _mm512_mask_blend_epi8(_mm512_movepi8_mask(index), low, high);
    return (I)_mm512_cvtepu8_epi64(_mm512_castsi512_si128(entry));
  }
};
#endif

#if defined(__wasm_simd128__)
typedef double VecD2w __attribute__((vector_size(16)));
typedef std::int64_t VecI2w __attribute__((vector_size(16)));

struct Simd128Lanes : VectorLanes<Simd128Lanes, VecD2w, VecI2w, 2> {
  static D floor(D v) noexcept { return (D)wasm_f64x2_floor((v128_t)v); }
  static D sqrt(D v) noexcept { return (D)wasm_f64x2_sqrt((v128_t)v); }
  template <class M>
  static bool any(M m) noexcept {
    return wasm_v128_any_true((v128_t)m);
  }
};
#endif

}  // namespace
}  // namespace worldlab::simd
