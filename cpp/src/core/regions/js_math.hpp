// JavaScript's Math.min and Math.max for two doubles: NaN wins, and −0 is below +0 (std::min/max differ on both).
#pragma once

#include <cmath>
#include <limits>

namespace worldlab::js {

inline double min(double a, double b) noexcept {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<double>::quiet_NaN();
  if (a == b) return std::signbit(a) ? a : b;  // only ±0 can differ here
  return a < b ? a : b;
}

inline double max(double a, double b) noexcept {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<double>::quiet_NaN();
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}

}  // namespace worldlab::js
