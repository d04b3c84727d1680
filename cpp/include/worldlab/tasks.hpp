// Threads: the task-system hook batch calls split their rows with, and the default std::jthread pool behind it.
//
// The hook follows box2d v3 (b2WorldDef.enqueueTask / finishTask): an engine that already has a
// scheduler hands worldlab two callbacks and a worker count, and worldlab never starts a thread of
// its own. Without one, the process-wide default pool is used (one thread per core, the caller
// being one of them; serial in a WebAssembly build without threads).
//
// Results never depend on the task system: work is split into independent index ranges (rows of a
// grid, blocks of a graph), each written by exactly one task into its own part of the caller's
// buffer, and no value crosses from one range to another. Which worker runs which range, and in
// which order, changes nothing but the time.
#pragma once

#include <cstddef>
#include <type_traits>
#include <utility>

namespace worldlab {

// One task: run it once with the task_context given to EnqueueTaskCallback.
using TaskCallback = void(void* task_context);
// Start `task(task_context)` on some worker and return a handle for FinishTaskCallback. Returning
// nullptr says the task already ran (serially, inside this call); FinishTaskCallback is then not called.
using EnqueueTaskCallback = void*(TaskCallback* task, void* task_context, void* user_context);
// Wait until the task behind `user_task` has finished (and release the handle).
using FinishTaskCallback = void(void* user_task, void* user_context);

inline constexpr int kMaxWorkers = 256;

// How a batch call may split its work. worker_count is the most tasks it runs at once (the calling
// thread runs one of them itself). enqueue_task and finish_task both null: everything runs serially
// on the calling thread, whatever worker_count says.
struct TaskSystem {
  int worker_count = 1;  // 1..kMaxWorkers
  EnqueueTaskCallback* enqueue_task = nullptr;
  FinishTaskCallback* finish_task = nullptr;
  void* user_task_context = nullptr;  // passed back to both callbacks
};

// A task system that runs everything on the calling thread.
inline constexpr TaskSystem kSerialTasks{};

// The process default: a pool of std::jthreads with default_thread_count() workers (the caller
// counts as one). Started on first use and resized by set_default_thread_count.
const TaskSystem& default_task_system();
// Workers of the default pool: std::thread::hardware_concurrency() (at least 1, at most
// kMaxWorkers) until set; 1 in a WebAssembly build without threads.
int default_thread_count() noexcept;
// Throws InvalidArgument (grid.hpp) unless 1 <= count <= kMaxWorkers. Call it before starting
// work on other threads (the CLI does, for --threads); results do not depend on it.
void set_default_thread_count(int count);

// A range body: process indices [begin, end).
using RangeCallback = void(std::size_t begin, std::size_t end, void* context);

// Runs body over [0, count) in ranges of at most `grain` indices (the last may be shorter), on up
// to tasks.worker_count tasks, and returns when every range is done. Each index is in exactly one
// range; ranges are handed out in increasing order but may finish in any order. If a body throws,
// the remaining ranges are skipped and the first exception is rethrown here.
void parallel_for(const TaskSystem& tasks, std::size_t count, std::size_t grain, RangeCallback* body, void* context);

// The same with any callable body(begin, end).
template <class Body>
void parallel_for(const TaskSystem& tasks, std::size_t count, std::size_t grain, Body&& body) {
  using B = std::remove_reference_t<Body>;
  parallel_for(
      tasks, count, grain,
      [](std::size_t begin, std::size_t end, void* context) { (*static_cast<B*>(context))(begin, end); },
      const_cast<void*>(static_cast<const void*>(&body)));
}

// Samples per range when a batch call splits the rows of a map: enough to hide the hand-out, small
// enough that two to eight workers share a 256-row map evenly.
inline constexpr std::size_t kSamplesPerRange = 8192;

// parallel_for over `rows` rows of `width` samples each, about kSamplesPerRange samples per range:
// body(first_row, end_row).
template <class Body>
void parallel_rows(const TaskSystem& tasks, std::size_t rows, std::size_t width, Body&& body) {
  const std::size_t per_range = width == 0 || width >= kSamplesPerRange ? 1 : kSamplesPerRange / width;
  parallel_for(tasks, rows, per_range, std::forward<Body>(body));
}

}  // namespace worldlab
