// Helpers shared by the benchmark files: the thread counts a scaling benchmark runs at.
#pragma once

#include <algorithm>
#include <thread>
#include <vector>

namespace worldlab::bench {

// 1, 2, 4, ... up to the cores of this machine, and the core count itself.
inline std::vector<int> thread_counts() {
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::vector<int> counts;
  for (int n = 1; n <= cores; n = n < cores && n * 2 > cores ? cores : n * 2) counts.push_back(n);
  return counts;
}

}  // namespace worldlab::bench
