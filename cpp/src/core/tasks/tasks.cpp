// The task-system hook (tasks.hpp): parallel_for over ranges, and the default std::jthread pool.
#include "worldlab/tasks.hpp"

#include <algorithm>
#include <atomic>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "worldlab/grid.hpp"

// WebAssembly without -pthread has no threads: the default is then serial.
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
#define WORLDLAB_HAVE_THREADS 0
#else
#define WORLDLAB_HAVE_THREADS 1
#include <condition_variable>
#include <stop_token>
#include <thread>
#endif

namespace worldlab {

namespace {

// What every task of one parallel_for call shares: the next range to hand out and the first error.
struct RangeJob {
  std::atomic<std::size_t> next{0};
  std::size_t count = 0;
  std::size_t grain = 1;
  RangeCallback* body = nullptr;
  void* context = nullptr;
  std::atomic<bool> failed{false};
  std::mutex error_mutex;
  std::exception_ptr error;
};

void run_ranges(void* task_context) {
  auto& job = *static_cast<RangeJob*>(task_context);
  while (!job.failed.load(std::memory_order_relaxed)) {
    const std::size_t begin = job.next.fetch_add(job.grain, std::memory_order_relaxed);
    if (begin >= job.count) break;
    const std::size_t end = std::min(job.count, begin + job.grain);
    try {
      job.body(begin, end, job.context);
    } catch (...) {
      const std::lock_guard lock(job.error_mutex);
      if (!job.error) job.error = std::current_exception();
      job.failed.store(true, std::memory_order_relaxed);
    }
  }
}

#if WORLDLAB_HAVE_THREADS
// A fixed set of worker threads and one queue. finish() runs a task that no worker has taken yet
// on the waiting thread itself, so a parallel_for inside a task (nested work) cannot deadlock.
class Pool {
 public:
  explicit Pool(int threads) {
    for (int i = 0; i < threads; ++i) workers_.emplace_back([this](std::stop_token stop) { work(stop); });
  }
  ~Pool() {
    for (auto& w : workers_) w.request_stop();
    work_cv_.notify_all();
  }  // the jthreads join here

  static void* enqueue(TaskCallback* task, void* task_context, void* user_context) {
    auto& pool = *static_cast<Pool*>(user_context);
    auto* t = new Task{task, task_context, State::kQueued};
    {
      const std::lock_guard lock(pool.mutex_);
      pool.queue_.push_back(t);
    }
    pool.work_cv_.notify_one();
    return t;
  }

  static void finish(void* user_task, void* user_context) {
    auto& pool = *static_cast<Pool*>(user_context);
    std::unique_ptr<Task> t(static_cast<Task*>(user_task));
    std::unique_lock lock(pool.mutex_);
    if (t->state == State::kQueued) {
      pool.queue_.erase(std::find(pool.queue_.begin(), pool.queue_.end(), t.get()));
      lock.unlock();
      t->task(t->context);
      return;
    }
    pool.done_cv_.wait(lock, [&] { return t->state == State::kDone; });
  }

 private:
  enum class State { kQueued, kRunning, kDone };
  struct Task {
    TaskCallback* task;
    void* context;
    State state;
  };

  void work(std::stop_token stop) {
    std::unique_lock lock(mutex_);
    while (work_cv_.wait(lock, stop, [&] { return !queue_.empty(); })) {
      Task* t = queue_.front();
      queue_.pop_front();
      t->state = State::kRunning;
      lock.unlock();
      t->task(t->context);
      lock.lock();
      t->state = State::kDone;
      done_cv_.notify_all();
    }
  }

  std::mutex mutex_;
  std::condition_variable_any work_cv_;
  std::condition_variable done_cv_;
  std::deque<Task*> queue_;
  std::vector<std::jthread> workers_;  // last member: stopped and joined first
};
#endif

int hardware_threads() noexcept {
#if WORLDLAB_HAVE_THREADS
  const unsigned n = std::thread::hardware_concurrency();
  return n == 0 ? 1 : static_cast<int>(std::min<unsigned>(n, kMaxWorkers));
#else
  return 1;
#endif
}

// The default task system: its worker count and (with more than one worker) its pool.
struct DefaultTasks {
  std::mutex mutex;
  int count = hardware_threads();
  TaskSystem system;
#if WORLDLAB_HAVE_THREADS
  std::unique_ptr<Pool> pool;
#endif
};

DefaultTasks& defaults() {
  static DefaultTasks d;
  return d;
}

}  // namespace

void parallel_for(const TaskSystem& tasks, std::size_t count, std::size_t grain, RangeCallback* body, void* context) {
  if (count == 0) return;
  grain = std::max<std::size_t>(grain, 1);
  const std::size_t ranges = count / grain + (count % grain != 0 ? 1 : 0);
  const int workers = std::clamp(tasks.worker_count, 1, kMaxWorkers);
  const std::size_t task_count = std::min<std::size_t>(static_cast<std::size_t>(workers), ranges);
  if (task_count <= 1 || !tasks.enqueue_task || !tasks.finish_task) {
    for (std::size_t begin = 0; begin < count; begin += grain) body(begin, std::min(count, begin + grain), context);
    return;
  }
  RangeJob job;
  job.count = count;
  job.grain = grain;
  job.body = body;
  job.context = context;
  std::vector<void*> handles(task_count - 1, nullptr);
  for (auto& h : handles) h = tasks.enqueue_task(&run_ranges, &job, tasks.user_task_context);
  run_ranges(&job);  // the calling thread is one of the workers
  for (void* h : handles)
    if (h) tasks.finish_task(h, tasks.user_task_context);
  if (job.error) std::rethrow_exception(job.error);
}

const TaskSystem& default_task_system() {
  DefaultTasks& d = defaults();
  const std::lock_guard lock(d.mutex);
#if WORLDLAB_HAVE_THREADS
  if (d.count > 1 && !d.pool) {
    // The caller runs one task itself, so the pool holds one thread fewer than the worker count.
    d.pool = std::make_unique<Pool>(d.count - 1);
    d.system = TaskSystem{d.count, &Pool::enqueue, &Pool::finish, d.pool.get()};
  }
#endif
  if (d.count == 1) d.system = kSerialTasks;
  return d.system;
}

int default_thread_count() noexcept {
  DefaultTasks& d = defaults();
  const std::lock_guard lock(d.mutex);
  return d.count;
}

void set_default_thread_count(int count) {
  if (count < 1 || count > kMaxWorkers)
    throw InvalidArgument("threads must be 1.." + std::to_string(kMaxWorkers) + ", got " + std::to_string(count));
  DefaultTasks& d = defaults();
  const std::lock_guard lock(d.mutex);
#if WORLDLAB_HAVE_THREADS
  if (count == d.count) return;
  d.pool.reset();
#else
  count = 1;  // no threads to run more workers on
#endif
  d.count = count;
  d.system = kSerialTasks;
}

}  // namespace worldlab
