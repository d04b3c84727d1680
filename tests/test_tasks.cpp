// The task-system hook: every index runs once, a scheduler brought by the caller is used, errors come back.
#include <gtest/gtest.h>

#include <atomic>
#include <stdexcept>
#include <thread>
#include <vector>

#include "worldlab/grid.hpp"
#include "worldlab/tasks.hpp"

namespace worldlab {
namespace {

// Counts how often each index is visited and checks every range respects the grain.
void expect_each_index_once(const TaskSystem& tasks, std::size_t count, std::size_t grain) {
  std::vector<std::atomic<int>> seen(count);
  std::atomic<bool> too_long{false};
  parallel_for(tasks, count, grain, [&](std::size_t begin, std::size_t end) {
    if (end - begin > grain || begin >= end) too_long = true;
    for (std::size_t i = begin; i < end; ++i) seen[i].fetch_add(1);
  });
  EXPECT_FALSE(too_long);
  for (std::size_t i = 0; i < count; ++i) ASSERT_EQ(seen[i].load(), 1) << "index " << i << " of " << count;
}

// A scheduler of the engine's own, box2d style: every task on a fresh std::thread, counted.
struct ThreadPerTask {
  std::atomic<int> enqueued{0};
  std::atomic<int> finished{0};
  static void* enqueue(TaskCallback* task, void* task_context, void* user) {
    static_cast<ThreadPerTask*>(user)->enqueued++;
    return new std::thread(task, task_context);
  }
  static void finish(void* handle, void* user) {
    auto* t = static_cast<std::thread*>(handle);
    t->join();
    delete t;
    static_cast<ThreadPerTask*>(user)->finished++;
  }
};

TEST(Tasks, SerialAndDefaultPoolVisitEveryIndexOnce) {
  for (std::size_t count : {0u, 1u, 7u, 1000u, 4097u})
    for (std::size_t grain : {1u, 3u, 64u, 5000u}) {
      expect_each_index_once(kSerialTasks, count, grain);
      expect_each_index_once(default_task_system(), count, grain);
    }
}

#if !defined(__EMSCRIPTEN__)
TEST(Tasks, UsesTheCallersSchedulerAndFinishesEveryTask) {
  ThreadPerTask sched;
  const TaskSystem tasks{4, &ThreadPerTask::enqueue, &ThreadPerTask::finish, &sched};
  expect_each_index_once(tasks, 1000, 10);
  EXPECT_EQ(sched.enqueued.load(), 3);  // the caller runs the fourth share itself
  EXPECT_EQ(sched.finished.load(), 3);
  sched.enqueued = 0;
  expect_each_index_once(tasks, 2, 1);  // two ranges: one task besides the caller
  EXPECT_EQ(sched.enqueued.load(), 1);
}

TEST(Tasks, NestedParallelForOnTheDefaultPoolFinishes) {
  set_default_thread_count(3);
  std::atomic<int> total{0};
  parallel_for(default_task_system(), 8, 1, [&](std::size_t, std::size_t) {
    parallel_for(default_task_system(), 100, 7,
                 [&](std::size_t b, std::size_t e) { total += static_cast<int>(e - b); });
  });
  EXPECT_EQ(total.load(), 800);
  set_default_thread_count(7);
  expect_each_index_once(default_task_system(), 999, 2);
  EXPECT_EQ(default_thread_count(), 7);
}
#endif

TEST(Tasks, AnExceptionInABodyIsRethrownOnTheCaller) {
  for (const TaskSystem* tasks : {&kSerialTasks, &default_task_system()}) {
    EXPECT_THROW(parallel_for(*tasks, 100, 1,
                              [](std::size_t b, std::size_t) {
                                if (b == 42) throw std::runtime_error("range 42");
                              }),
                 std::runtime_error);
  }
}

TEST(Tasks, ThreadCountOutsideOneTo256IsAnError) {
  EXPECT_THROW(set_default_thread_count(0), InvalidArgument);
  EXPECT_THROW(set_default_thread_count(kMaxWorkers + 1), InvalidArgument);
  EXPECT_THROW(set_default_thread_count(-3), InvalidArgument);
  EXPECT_NO_THROW(set_default_thread_count(kMaxWorkers));
  EXPECT_NO_THROW(set_default_thread_count(2));
}

}  // namespace
}  // namespace worldlab
