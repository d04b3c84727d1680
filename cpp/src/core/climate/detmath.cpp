// fdlibm's exp, log, sin and cos, ported to C++ with the same operation order (see detmath.hpp).
#include "worldlab/detmath.hpp"

#include <cmath>
#include <cstdint>

namespace worldlab::detmath {

namespace {

// std::bit_cast without <bit> (emscripten 3.1.6's libc++ lacks it); both compilers provide the builtin.
template <class To, class From>
constexpr To bit_cast(const From& from) noexcept {
  return __builtin_bit_cast(To, from);
}

// The high and low 32-bit words of a double, as fdlibm's __HI and __LO macros read them.
inline std::int32_t hi_word(double x) noexcept {
  return static_cast<std::int32_t>(static_cast<std::uint32_t>(bit_cast<std::uint64_t>(x) >> 32));
}
inline std::uint32_t lo_word(double x) noexcept { return static_cast<std::uint32_t>(bit_cast<std::uint64_t>(x)); }
constexpr double from_words(std::uint32_t hi, std::uint32_t lo) noexcept {
  return bit_cast<double>((static_cast<std::uint64_t>(hi) << 32) | lo);
}

// x · 2^n for the exponents k_rem_pio2 needs (results stay normal): exact, by building 2^n.
double scale2(double x, int n) noexcept {
  while (n > 1023) {
    x *= from_words(0x7fe00000u, 0);  // 2^1023
    n -= 1023;
  }
  while (n < -1022) {
    x *= from_words(0x00100000u, 0);  // 2^-1022
    n += 1022;
  }
  return x * from_words(static_cast<std::uint32_t>(0x3ff + n) << 20, 0);
}

// floor() by exact means: truncation through int64 for |x| < 2^52 (k_rem_pio2 only needs 0 <= x < 2^30).
double floor_small(double x) noexcept {
  const double t = static_cast<double>(static_cast<std::int64_t>(x));
  return t > x ? t - 1.0 : t;
}

// ---- exp (e_exp.c) ----
constexpr double kHuge = 1.0e300;
constexpr double kTwoM1000 = from_words(0x01700000u, 0);             // 2^-1000
constexpr double kOverflow = from_words(0x40862E42u, 0xFEFA39EFu);   // 709.782712893383973096
constexpr double kUnderflow = from_words(0xC0874910u, 0xD52D3051u);  // −745.13321910194110842
constexpr double kLn2Hi[2] = {from_words(0x3FE62E42u, 0xFEE00000u), from_words(0xBFE62E42u, 0xFEE00000u)};
constexpr double kLn2Lo[2] = {from_words(0x3DEA39EFu, 0x35793C76u), from_words(0xBDEA39EFu, 0x35793C76u)};
constexpr double kInvLn2 = from_words(0x3FF71547u, 0x652B82FEu);
constexpr double kHalf[2] = {0.5, -0.5};
constexpr double kE = 0x1.5bf0a8b145769p+1;  // e rounded to nearest
constexpr double kP1 = from_words(0x3FC55555u, 0x5555553Eu);
constexpr double kP2 = from_words(0xBF66C16Cu, 0x16BEBD93u);
constexpr double kP3 = from_words(0x3F11566Au, 0xAF25DE2Cu);
constexpr double kP4 = from_words(0xBEBBBD41u, 0xC5D26BF1u);
constexpr double kP5 = from_words(0x3E663769u, 0x72BEA4D0u);

// ---- log (e_log.c) ----
constexpr double kTwo54 = from_words(0x43500000u, 0);  // 2^54, scales subnormals up
constexpr double kLg1 = from_words(0x3FE55555u, 0x55555593u);
constexpr double kLg2 = from_words(0x3FD99999u, 0x9997FA04u);
constexpr double kLg3 = from_words(0x3FD24924u, 0x94229359u);
constexpr double kLg4 = from_words(0x3FCC71C5u, 0x1D8E78AFu);
constexpr double kLg5 = from_words(0x3FC74664u, 0x96CB03DEu);
constexpr double kLg6 = from_words(0x3FC39A09u, 0xD078C69Fu);
constexpr double kLg7 = from_words(0x3FC2F112u, 0xDF3E5244u);

// ---- sin/cos kernels (k_sin.c, k_cos.c), valid on [−π/4, π/4]; y is the tail of x ----
constexpr double kS1 = from_words(0xBFC55555u, 0x55555549u);
constexpr double kS2 = from_words(0x3F811111u, 0x1110F8A6u);
constexpr double kS3 = from_words(0xBF2A01A0u, 0x19C161D5u);
constexpr double kS4 = from_words(0x3EC71DE3u, 0x57B1FE7Du);
constexpr double kS5 = from_words(0xBE5AE5E6u, 0x8A2B9CEBu);
constexpr double kS6 = from_words(0x3DE5D93Au, 0x5ACFD57Cu);
constexpr double kC1 = from_words(0x3FA55555u, 0x5555554Cu);
constexpr double kC2 = from_words(0xBF56C16Cu, 0x16C15177u);
constexpr double kC3 = from_words(0x3EFA01A0u, 0x19CB1590u);
constexpr double kC4 = from_words(0xBE927E4Fu, 0x809C52ADu);
constexpr double kC5 = from_words(0x3E21EE9Eu, 0xBDB4B1C4u);
constexpr double kC6 = from_words(0xBDA8FAE9u, 0xBE8838D4u);

double kernel_sin(double x, double y, int iy) noexcept {
  const std::int32_t ix = hi_word(x) & 0x7fffffff;
  if (ix < 0x3e400000) {  // |x| < 2^-27: sin x == x to double precision
    if (static_cast<int>(x) == 0) return x;
  }
  const double z = x * x;
  const double v = z * x;
  const double r = kS2 + z * (kS3 + z * (kS4 + z * (kS5 + z * kS6)));
  if (iy == 0) return x + v * (kS1 + z * r);
  return x - ((z * (0.5 * y - v * r) - y) - v * kS1);
}

double kernel_cos(double x, double y) noexcept {
  const std::int32_t ix = hi_word(x) & 0x7fffffff;
  if (ix < 0x3e400000) {  // |x| < 2^-27
    if (static_cast<int>(x) == 0) return 1.0;
  }
  const double z = x * x;
  const double r = z * (kC1 + z * (kC2 + z * (kC3 + z * (kC4 + z * (kC5 + z * kC6)))));
  if (ix < 0x3FD33333) return 1.0 - (0.5 * z - (z * r - x * y));  // |x| < 0.3
  // Larger |x|: subtract qx (about x²/4 rounded to few bits) first so the cancellation stays exact.
  const double qx = ix > 0x3fe90000 ? 0.28125 : from_words(static_cast<std::uint32_t>(ix - 0x00200000), 0);
  const double hz = 0.5 * z - qx;
  const double a = 1.0 - qx;
  return a - (hz - (z * r - x * y));
}

// ---- argument reduction (e_rem_pio2.c, k_rem_pio2.c) ----
// 2/π in 24-bit chunks (66 chunks, 1584 bits), enough for every double.
constexpr std::int32_t kTwoOverPi[] = {
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7,
    0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129, 0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C,
    0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11,
    0x8B5A0A, 0x6D1F6D, 0x367ECF, 0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7,
    0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3, 0x91615E,
    0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880, 0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
};
// High words of k · π/2 for k = 1..32: a quick test for cancellation in the medium range.
constexpr std::int32_t kNPio2Hw[] = {
    0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB, 0x402921FB,
    0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB,
    0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
    0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
};
// π/2 split into 24-bit pieces for the Payne–Hanek product.
constexpr double kPio2Pieces[] = {
    from_words(0x3FF921FBu, 0x40000000u), from_words(0x3E74442Du, 0x00000000u), from_words(0x3CF84698u, 0x80000000u),
    from_words(0x3B78CC51u, 0x60000000u), from_words(0x39F01B83u, 0x80000000u), from_words(0x387A2520u, 0x40000000u),
    from_words(0x36E38222u, 0x80000000u), from_words(0x3569F31Du, 0x00000000u),
};
constexpr double kTwo24 = 16777216.0;
constexpr double kTwoN24 = 1.0 / 16777216.0;

// Payne–Hanek: x[0..nx) are 24-bit chunks of |input| · 2^-e0; returns n mod 8 and y = remainder
// (two doubles) with input = n · π/2 + y. prec is fixed at 2 (53+ bits), as e_rem_pio2 calls it.
int kernel_rem_pio2(const double* x, double* y, int e0, int nx) noexcept {
  constexpr int jk = 4;  // init_jk[2]
  constexpr int jp = jk;
  std::int32_t iq[20];
  double f[20], fq[20], q[20];
  const int jx = nx - 1;
  int jv = (e0 - 3) / 24;
  if (jv < 0) jv = 0;
  int q0 = e0 - 24 * (jv + 1);

  int j = jv - jx;
  const int m = jx + jk;
  for (int i = 0; i <= m; ++i, ++j) f[i] = j < 0 ? 0.0 : static_cast<double>(kTwoOverPi[j]);
  for (int i = 0; i <= jk; ++i) {
    double fw = 0.0;
    for (j = 0; j <= jx; ++j) fw += x[j] * f[jx + i - j];
    q[i] = fw;
  }

  int jz = jk;
  int n = 0;
  int ih = 0;
  double z = 0.0;
  for (;;) {  // "recompute" in fdlibm
    int i = 0;
    j = jz;
    z = q[jz];
    for (; j > 0; ++i, --j) {  // distill q[] into 24-bit integers, reversed
      const double fw = static_cast<double>(static_cast<std::int32_t>(kTwoN24 * z));
      iq[i] = static_cast<std::int32_t>(z - kTwo24 * fw);
      z = q[j - 1] + fw;
    }
    z = scale2(z, q0);
    z -= 8.0 * floor_small(z * 0.125);  // keep n modulo 8
    n = static_cast<int>(z);
    z -= static_cast<double>(n);
    ih = 0;
    if (q0 > 0) {
      i = iq[jz - 1] >> (24 - q0);
      n += i;
      iq[jz - 1] -= i << (24 - q0);
      ih = iq[jz - 1] >> (23 - q0);
    } else if (q0 == 0) {
      ih = iq[jz - 1] >> 23;
    } else if (z >= 0.5) {
      ih = 2;
    }
    if (ih > 0) {  // fraction > 0.5: take 1 − fraction and n + 1
      n += 1;
      int carry = 0;
      for (i = 0; i < jz; ++i) {
        const std::int32_t v = iq[i];
        if (carry == 0) {
          if (v != 0) {
            carry = 1;
            iq[i] = 0x1000000 - v;
          }
        } else {
          iq[i] = 0xffffff - v;
        }
      }
      if (q0 > 0) {
        if (q0 == 1) iq[jz - 1] &= 0x7fffff;
        if (q0 == 2) iq[jz - 1] &= 0x3fffff;
      }
      if (ih == 2) {
        z = 1.0 - z;
        if (carry != 0) z -= scale2(1.0, q0);
      }
    }
    if (z == 0.0) {  // all bits so far cancelled: bring in more chunks of 2/π
      std::int32_t any = 0;
      for (i = jz - 1; i >= jk; --i) any |= iq[i];
      if (any == 0) {
        int k = 1;
        while (iq[jk - k] == 0) ++k;
        for (i = jz + 1; i <= jz + k; ++i) {
          f[jx + i] = static_cast<double>(kTwoOverPi[jv + i]);
          double fw = 0.0;
          for (j = 0; j <= jx; ++j) fw += x[j] * f[jx + i - j];
          q[i] = fw;
        }
        jz += k;
        continue;
      }
    }
    break;
  }

  if (z == 0.0) {  // chop off zero terms
    jz -= 1;
    q0 -= 24;
    while (iq[jz] == 0) {
      --jz;
      q0 -= 24;
    }
  } else {
    z = scale2(z, -q0);
    if (z >= kTwo24) {
      const double fw = static_cast<double>(static_cast<std::int32_t>(kTwoN24 * z));
      iq[jz] = static_cast<std::int32_t>(z - kTwo24 * fw);
      jz += 1;
      q0 += 24;
      iq[jz] = static_cast<std::int32_t>(fw);
    } else {
      iq[jz] = static_cast<std::int32_t>(z);
    }
  }

  double fw = scale2(1.0, q0);
  for (int i = jz; i >= 0; --i) {
    q[i] = fw * static_cast<double>(iq[i]);
    fw *= kTwoN24;
  }
  for (int i = jz; i >= 0; --i) {
    fw = 0.0;
    for (int k = 0; k <= jp && k <= jz - i; ++k) fw += kPio2Pieces[k] * q[i + k];
    fq[jz - i] = fw;
  }
  fw = 0.0;
  for (int i = jz; i >= 0; --i) fw += fq[i];
  y[0] = ih == 0 ? fw : -fw;
  fw = fq[0] - fw;
  for (int i = 1; i <= jz; ++i) fw += fq[i];
  y[1] = ih == 0 ? fw : -fw;
  return n & 7;
}

constexpr double kInvPio2 = from_words(0x3FE45F30u, 0x6DC9C883u);
constexpr double kPio2_1 = from_words(0x3FF921FBu, 0x54400000u);   // first 33 bits of π/2
constexpr double kPio2_1t = from_words(0x3DD0B461u, 0x1A626331u);  // π/2 − kPio2_1
constexpr double kPio2_2 = from_words(0x3DD0B461u, 0x1A600000u);   // next 33 bits
constexpr double kPio2_2t = from_words(0x3BA3198Au, 0x2E037073u);
constexpr double kPio2_3 = from_words(0x3BA3198Au, 0x2E000000u);  // next 33 bits
constexpr double kPio2_3t = from_words(0x397B839Au, 0x252049C1u);

// x = n · π/2 + (y[0] + y[1]) with |y| <= π/4; returns n (only n mod 4 matters to the callers).
int rem_pio2(double x, double* y) noexcept {
  const std::int32_t hx = hi_word(x);
  const std::int32_t ix = hx & 0x7fffffff;
  if (ix < 0x4002d97c) {  // |x| < 3π/4: n = ±1 (callers handle |x| <= π/4 themselves)
    if (hx > 0) {
      double z = x - kPio2_1;
      if (ix != 0x3ff921fb) {
        y[0] = z - kPio2_1t;
        y[1] = (z - y[0]) - kPio2_1t;
      } else {  // near π/2: 33 + 33 + 53 bits of π
        z -= kPio2_2;
        y[0] = z - kPio2_2t;
        y[1] = (z - y[0]) - kPio2_2t;
      }
      return 1;
    }
    double z = x + kPio2_1;
    if (ix != 0x3ff921fb) {
      y[0] = z + kPio2_1t;
      y[1] = (z - y[0]) + kPio2_1t;
    } else {
      z += kPio2_2;
      y[0] = z + kPio2_2t;
      y[1] = (z - y[0]) + kPio2_2t;
    }
    return -1;
  }
  if (ix <= 0x413921fb) {  // |x| <= 2^19 · π/2: Cody–Waite with up to three pieces of π/2
    const double t0 = x < 0 ? -x : x;
    const int n = static_cast<int>(t0 * kInvPio2 + 0.5);
    const double fn = static_cast<double>(n);
    double r = t0 - fn * kPio2_1;
    double w = fn * kPio2_1t;
    if (n < 32 && ix != kNPio2Hw[n - 1]) {
      y[0] = r - w;
    } else {
      const std::int32_t j = ix >> 20;
      y[0] = r - w;
      std::int32_t i = j - ((hi_word(y[0]) >> 20) & 0x7ff);
      if (i > 16) {  // cancellation: second piece
        double t = r;
        w = fn * kPio2_2;
        r = t - w;
        w = fn * kPio2_2t - ((t - r) - w);
        y[0] = r - w;
        i = j - ((hi_word(y[0]) >> 20) & 0x7ff);
        if (i > 49) {  // third piece
          t = r;
          w = fn * kPio2_3;
          r = t - w;
          w = fn * kPio2_3t - ((t - r) - w);
          y[0] = r - w;
        }
      }
    }
    y[1] = (r - y[0]) - w;
    if (hx < 0) {
      y[0] = -y[0];
      y[1] = -y[1];
      return -n;
    }
    return n;
  }
  // Large |x|: split the mantissa into three 24-bit chunks and hand them to Payne–Hanek.
  const std::int32_t e0 = (ix >> 20) - 1046;  // ilogb(x) − 23
  double z = from_words(static_cast<std::uint32_t>(ix - (e0 << 20)), lo_word(x));
  double tx[3];
  for (int i = 0; i < 2; ++i) {
    tx[i] = static_cast<double>(static_cast<std::int32_t>(z));
    z = (z - tx[i]) * kTwo24;
  }
  tx[2] = z;
  int nx = 3;
  while (tx[nx - 1] == 0.0) --nx;
  const int n = kernel_rem_pio2(tx, y, e0, nx);
  if (hx < 0) {
    y[0] = -y[0];
    y[1] = -y[1];
    return -n;
  }
  return n;
}

}  // namespace

double exp(double x) noexcept {
  std::int32_t hx = hi_word(x);
  const int xsb = (hx >> 31) & 1;  // sign of x
  hx &= 0x7fffffff;
  if (hx >= 0x40862E42) {  // |x| >= 709.78: non-finite, overflow or underflow
    if (hx >= 0x7ff00000) {
      if (((hx & 0xfffff) | static_cast<std::int32_t>(lo_word(x))) != 0) return x + x;  // NaN
      return xsb == 0 ? x : 0.0;                                                        // exp(±inf)
    }
    if (x > kOverflow) return kHuge * kHuge;           // +inf
    if (x < kUnderflow) return kTwoM1000 * kTwoM1000;  // 0
  }
  // Reduce: x = k · ln2 + r with |r| <= ln2 / 2, r carried as hi − lo.
  double hi = 0.0, lo = 0.0;
  int k = 0;
  if (hx > 0x3fd62e42) {        // |x| > ln2 / 2
    if (hx < 0x3FF0A2B2) {      // and |x| < 3 ln2 / 2
      if (x == 1.0) return kE;  // FreeBSD msun (and V8): e itself, correctly rounded
      hi = x - kLn2Hi[xsb];
      lo = kLn2Lo[xsb];
      k = 1 - xsb - xsb;
    } else {
      k = static_cast<int>(kInvLn2 * x + kHalf[xsb]);
      const double t = k;
      hi = x - t * kLn2Hi[0];  // exact: ln2Hi has trailing zero bits
      lo = t * kLn2Lo[0];
    }
    x = hi - lo;
  } else if (hx < 0x3e300000) {  // |x| < 2^-28: e^x = 1 + x
    if (kHuge + x > 1.0) return 1.0 + x;
  } else {
    k = 0;
  }
  // Remez polynomial for r·(e^r + 1)/(e^r − 1), then scale by 2^k.
  const double t = x * x;
  const double twopk = k >= -1021 ? from_words(static_cast<std::uint32_t>(0x3ff00000 + k * (1 << 20)), 0)
                                  : from_words(static_cast<std::uint32_t>(0x3ff00000 + (k + 1000) * (1 << 20)), 0);
  const double c = x - t * (kP1 + t * (kP2 + t * (kP3 + t * (kP4 + t * kP5))));
  if (k == 0) return 1.0 - ((x * c) / (c - 2.0) - x);
  const double y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
  if (k >= -1021) {
    if (k == 1024) return y * 2.0 * from_words(0x7fe00000u, 0);  // 2^1023
    return y * twopk;
  }
  return y * twopk * kTwoM1000;
}

double log(double x) noexcept {
  std::int32_t hx = hi_word(x);
  const std::uint32_t lx = lo_word(x);
  int k = 0;
  if (hx < 0x00100000) {                                      // x < 2^-1022: zero, negative or subnormal
    if (((hx & 0x7fffffff) | static_cast<std::int32_t>(lx)) == 0) return -kTwo54 / 0.0;  // log(±0) = −inf
    if (hx < 0) return (x - x) / 0.0;                         // log(negative) = NaN
    k -= 54;
    x *= kTwo54;  // subnormal: scale up (exact)
    hx = hi_word(x);
  }
  if (hx >= 0x7ff00000) return x + x;  // +inf or NaN
  k += (hx >> 20) - 1023;
  hx &= 0x000fffff;
  // Normalise x into [sqrt(2)/2, sqrt(2)): i carries the extra exponent bit when the mantissa is large.
  const std::int32_t i0 = (hx + 0x95f64) & 0x100000;
  x = from_words(static_cast<std::uint32_t>(hx | (i0 ^ 0x3ff00000)), lo_word(x));
  k += i0 >> 20;
  const double f = x - 1.0;
  if ((0x000fffff & (2 + hx)) < 3) {  // |f| < 2^-20
    if (f == 0.0) {
      if (k == 0) return 0.0;
      const double dk = k;
      return dk * kLn2Hi[0] + dk * kLn2Lo[0];
    }
    const double r = f * f * (0.5 - 0.33333333333333333 * f);
    if (k == 0) return f - r;
    const double dk = k;
    return dk * kLn2Hi[0] - ((r - dk * kLn2Lo[0]) - f);
  }
  // log(1 + f) = f − s·(f − R) with s = f / (2 + f) and R a Remez polynomial in s².
  const double s = f / (2.0 + f);
  const double dk = k;
  const double z = s * s;
  std::int32_t i = hx - 0x6147a;
  const double w = z * z;
  const std::int32_t j = 0x6b851 - hx;
  const double t1 = w * (kLg2 + w * (kLg4 + w * kLg6));
  const double t2 = z * (kLg1 + w * (kLg3 + w * (kLg5 + w * kLg7)));
  i |= j;
  const double r = t2 + t1;
  if (i > 0) {
    const double hfsq = 0.5 * f * f;
    if (k == 0) return f - (hfsq - s * (hfsq + r));
    return dk * kLn2Hi[0] - ((hfsq - (s * (hfsq + r) + dk * kLn2Lo[0])) - f);
  }
  if (k == 0) return f - s * (f - r);
  return dk * kLn2Hi[0] - ((s * (f - r) - dk * kLn2Lo[0]) - f);
}

double pow_positive(double x, double y) noexcept {
  if (y == 0.0) return 1.0;
  if (y == 1.0) return x;
  if (y == 0.5) return x >= 0.0 ? std::sqrt(x) : (x - x) / 0.0;
  if (y == 2.0) return x * x;
  if (x == 0.0) return y > 0.0 ? 0.0 : 1.0 / 0.0;
  return exp(y * log(x));
}

double sin(double x) noexcept {
  const std::int32_t ix = hi_word(x) & 0x7fffffff;
  if (ix <= 0x3fe921fb) return kernel_sin(x, 0.0, 0);  // |x| <= π/4
  if (ix >= 0x7ff00000) return x - x;                  // NaN for ±inf and NaN
  double y[2];
  switch (rem_pio2(x, y) & 3) {
    case 0: return kernel_sin(y[0], y[1], 1);
    case 1: return kernel_cos(y[0], y[1]);
    case 2: return -kernel_sin(y[0], y[1], 1);
    default: return -kernel_cos(y[0], y[1]);
  }
}

double cos(double x) noexcept {
  const std::int32_t ix = hi_word(x) & 0x7fffffff;
  if (ix <= 0x3fe921fb) return kernel_cos(x, 0.0);
  if (ix >= 0x7ff00000) return x - x;
  double y[2];
  switch (rem_pio2(x, y) & 3) {
    case 0: return kernel_cos(y[0], y[1]);
    case 1: return -kernel_sin(y[0], y[1], 1);
    case 2: return -kernel_cos(y[0], y[1]);
    default: return kernel_sin(y[0], y[1], 1);
  }
}

}  // namespace worldlab::detmath
