// Deterministic exp, log, sin, cos and a power of positive numbers: fdlibm's algorithms, so every target (and V8's Math) gets the same bits.
//
// The C library's exp/sin/cos differ between glibc, musl (emscripten) and MSVC in the last bit, and
// a compiler may constant-fold them with yet another library. These ports use only IEEE +, −, ×, ÷,
// exact conversions and exact bit manipulation, so their results depend on nothing but the argument.
// They follow Sun's fdlibm 5.3 (e_exp.c with FreeBSD msun's exp(1) = e and final scaling, k_sin.c, k_cos.c, s_sin.c,
// s_cos.c, e_rem_pio2.c, k_rem_pio2.c), the code behind V8's ieee754::exp/sin/cos and Java's
// StrictMath. Error below 1 ulp; `scripts/check-detmath.mjs` compares them with Node's Math.* bit for bit.
#pragma once

namespace worldlab::detmath {

// e^x. Overflows to +inf above 709.782712893384, underflows to 0 below −745.1332191019412;
// exp(NaN) is NaN, exp(−inf) = 0, exp(+inf) = +inf.
double exp(double x) noexcept;
// sin x and cos x for any finite x (Payne–Hanek reduction beyond 2^19 · π/2); NaN for NaN or ±inf.
double sin(double x) noexcept;
double cos(double x) noexcept;
// Natural logarithm (fdlibm e_log.c): log(±0) = −inf, log(x < 0) = NaN, log(+inf) = +inf.
double log(double x) noexcept;
// x^y for x >= 0, as exp(y · log x) from the two ports above: not correctly rounded (the error grows to about
// |y · ln x| ulp, as log's rounding is scaled inside exp), but the same bits everywhere. Exact shortcuts: y = 0 gives 1, y = 1 gives x, y = 0.5 gives sqrt(x), y = 2 gives
// x · x. x < 0 gives NaN; 0^y is 0 for y > 0 and +inf for y < 0. The water module's A^m and S^n.
double pow_positive(double x, double y) noexcept;

}  // namespace worldlab::detmath
