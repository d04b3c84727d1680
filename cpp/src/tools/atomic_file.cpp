// write_file_atomic: temporary file, full write, fsync, checked close, rename; devices written directly; never deletes
// what it did not create.
#include "worldlab/atomic_file.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <random>
#include <vector>

namespace worldlab {

namespace {

[[noreturn]] void fail(const std::string& path, const char* step, int error) {
  throw WriteError("cannot write " + path + ": " + step + ": " + std::strerror(error));
}

// Writes every byte (retrying short writes and EINTR); returns 0 or the errno of the failure.
int write_all(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t n = ::write(fd, bytes.data(), bytes.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    if (n == 0) return EIO;
    bytes.remove_prefix(static_cast<std::size_t>(n));
  }
  return 0;
}

void write_directly(const std::string& path, std::string_view bytes) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);  // no O_CREAT, no O_TRUNC: it exists and is not a file
  if (fd < 0) fail(path, "open", errno);
  const int error = write_all(fd, bytes);
  const int closed = ::close(fd) == 0 ? 0 : errno;
  if (error) fail(path, "write", error);
  if (closed) fail(path, "close", closed);
}

std::string directory_of(const std::string& path) {
  const auto slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

// A name for the temporary file that no other thread or process is likely to pick (O_EXCL settles any clash):
// a per-process random start (getpid() is 42 in every WASM process), the clock and a counter.
std::string temporary_name(const std::string& target) {
  static const std::uint64_t start = [] {
    std::uint64_t s = static_cast<std::uint64_t>(::getpid());
    try {
      std::random_device device;
      s = s << 32 ^ device() ^ static_cast<std::uint64_t>(device()) << 32;
    } catch (...) {  // no entropy source: the clock and counter still differ
    }
    return s;
  }();
  static std::atomic<std::uint64_t> counter{0};
  std::uint64_t x = start ^ static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) ^
                    (counter.fetch_add(1, std::memory_order_relaxed) * 0x9E3779B97F4A7C15ull);
  x ^= x >> 31;
  x *= 0xBF58476D1CE4E5B9ull;
  x ^= x >> 29;
  static constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  std::string name = target + ".tmp-";
  for (int i = 0; i < 6; ++i, x /= 62) name += kDigits[x % 62];
  return name;
}

// Creates the temporary file (O_EXCL, retried on a clash) with `mode` as open()'s mode argument, so the kernel
// applies the umask. umask() is never called: it is process-wide (tiles' worker threads write files at once, and
// umask(0); umask(mask) from two threads leaves files 0666), and emscripten's umask() answers its own 0777, not
// the process's (files came out 000 under NODERAWFS, which passes open()'s mode to Node and so the real umask).
// The file is locked (flock) before anything is written: a cleaner (remove_stale_temporary) that removed it between
// open() and flock() leaves it unlinked (st_nlink 0), and a new name is tried.
int create_temporary(const std::string& target, mode_t mode, std::string& temp) {
  for (int attempt = 0;; ++attempt) {
    temp = temporary_name(target);
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    if (fd < 0) {
      if (errno != EEXIST || attempt == 99) return fd;
      continue;
    }
    struct stat st {};
    while (::flock(fd, LOCK_EX) != 0 && errno == EINTR) {
    }
    if (::fstat(fd, &st) == 0 && st.st_nlink > 0) return fd;
    ::close(fd);
    if (attempt == 99) {
      errno = EEXIST;
      return -1;
    }
  }
}

// Where a write to `path` goes, decided once for both writers (write_file_atomic/StagedFile and AtomicWriter).
struct Destination {
  std::string target;      // the file the temporary one is renamed over (a followed link's file, or `path`)
  bool direct = false;     // an existing device or FIFO: written in place, nothing created or renamed
  bool keep_mode = false;  // an existing file keeps its mode; a new one gets 0666 less the umask (from open())
  mode_t mode = 0666;
};

Destination destination_of(const std::string& path, Links links) {
  if (path.empty()) throw WriteError("cannot write an empty path");
  Destination d;
  d.target = path;
  struct stat st {};
  if (links == Links::kReplace && ::lstat(path.c_str(), &st) == 0) {
    // Nothing is followed: a link is replaced itself (rename() renames over the link, not its target).
    if (S_ISDIR(st.st_mode)) fail(path, "open", EISDIR);
    if (!S_ISREG(st.st_mode) && !S_ISLNK(st.st_mode))
      throw WriteError("cannot write " + path + ": it is not a regular file (a device, a FIFO or a socket)");
    if (S_ISREG(st.st_mode)) {
      d.keep_mode = true;
      d.mode = st.st_mode & 07777;
    }
  } else if (links == Links::kReplace) {
    if (errno != ENOENT) fail(path, "lstat", errno);
  } else if (::stat(path.c_str(), &st) == 0) {
    if (S_ISDIR(st.st_mode)) fail(path, "open", EISDIR);
    if (!S_ISREG(st.st_mode)) {
      d.direct = true;
      return d;
    }
    d.keep_mode = true;
    d.mode = st.st_mode & 07777;
    // A symbolic link is followed, so the link stays and its file is replaced (in the file's directory).
    std::vector<char> real(PATH_MAX + 1);
    if (::realpath(path.c_str(), real.data())) d.target = real.data();
  } else if (errno != ENOENT) {
    fail(path, "stat", errno);
  }
  return d;
}

// Creates the destination's temporary file; WriteError when it cannot.
int create_temporary_for(const std::string& path, const Destination& d, std::string& temp) {
  const int fd = create_temporary(d.target, d.keep_mode ? 0600 : 0666, temp);
  if (fd < 0) {
    const int error = errno;
    fail(path, ("create a temporary file in " + directory_of(d.target)).c_str(), error);
  }
  return fd;
}

// Makes a fully written temporary file durable and closes it: fsync, the old file's mode, checked close. Returns a
// duplicate descriptor that keeps the file's flock() over the close and the rename (so no cleaner takes it for
// abandoned before it has its name), or -1 when none could be made (emscripten's dup() fails, and its flock() does
// nothing anyway; or out of descriptors: the file is still written correctly, only the cleaner's protection ends
// at the close). On failure the temporary file is removed and WriteError thrown; `fd` is closed either way.
int seal_temporary(const std::string& path, int fd, const std::string& temp, const Destination& d) {
  const auto abandon = [&](const char* step, int error) {
    ::close(fd);
    ::unlink(temp.c_str());
    fail(path, step, error);
  };
  if (::fsync(fd) != 0) abandon("fsync", errno);
  if (d.keep_mode && ::fchmod(fd, d.mode) != 0) abandon("chmod", errno);
  const int lock = ::dup(fd);
  if (::close(fd) != 0) {
    const int error = errno;
    ::unlink(temp.c_str());
    if (lock >= 0) ::close(lock);
    fail(path, "close", error);
  }
  return lock;
}

}  // namespace

StagedFile::StagedFile(const std::string& path, std::string_view bytes, Links links) : path_(path) {
  Destination d = destination_of(path, links);
  if (d.direct) {  // a device or FIFO: written at commit(), in place
    direct_ = true;
    bytes_ = bytes;
    return;
  }
  std::string temp;
  const int fd = create_temporary_for(path, d, temp);
  // From here the temporary file is ours: every failure removes it, and only it.
  if (int error = write_all(fd, bytes)) {
    ::close(fd);
    ::unlink(temp.c_str());
    fail(path, "write", error);
  }
  lock_ = seal_temporary(path, fd, temp, d);
  temp_ = std::move(temp);
  target_ = std::move(d.target);
}

void StagedFile::commit() {
  if (committed_) return;
  if (direct_) {
    write_directly(path_, bytes_);
    committed_ = true;
    return;
  }
  if (::rename(temp_.c_str(), target_.c_str()) != 0) {
    const int error = errno;
    discard();
    fail(path_, "rename", error);
  }
  committed_ = true;
  if (lock_ >= 0) ::close(lock_);
  lock_ = -1;
}

void StagedFile::discard() noexcept {
  if (!committed_ && !direct_ && !temp_.empty()) ::unlink(temp_.c_str());
  temp_.clear();
  if (lock_ >= 0) ::close(lock_);
  lock_ = -1;
}

StagedFile::~StagedFile() { discard(); }

void write_file_atomic(const std::string& path, std::string_view bytes, Links links) {
  StagedFile(path, bytes, links).commit();
}

AtomicWriter::AtomicWriter(const std::string& path, Links links) : path_(path) {
  Destination d = destination_of(path, links);
  target_ = d.target;
  keep_mode_ = d.keep_mode;
  mode_ = d.mode;
  if (d.direct) {  // a device, a FIFO: written directly, nothing created or renamed
    fd_ = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);  // no O_CREAT, no O_TRUNC
    if (fd_ < 0) fail(path, "open", errno);
    direct_ = true;
    return;
  }
  fd_ = create_temporary_for(path, d, temp_);
}

AtomicWriter::~AtomicWriter() {
  if (fd_ >= 0) ::close(fd_);
  if (!done_ && !direct_ && !temp_.empty()) ::unlink(temp_.c_str());  // only the file this writer created
}

void AtomicWriter::abandon(const char* step, int error) {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  if (!direct_) ::unlink(temp_.c_str());
  done_ = true;
  fail(path_, step, error);
}

void AtomicWriter::write(std::string_view bytes) {
  if (done_ || fd_ < 0) throw WriteError("cannot write " + path_ + ": the writer is closed");
  if (int error = write_all(fd_, bytes)) abandon("write", error);
}

void AtomicWriter::commit() {
  if (done_ || fd_ < 0) throw WriteError("cannot write " + path_ + ": the writer is closed");
  if (direct_) {
    const int closed = ::close(fd_) == 0 ? 0 : errno;
    fd_ = -1;
    done_ = true;
    if (closed) fail(path_, "close", closed);
    return;
  }
  Destination d;
  d.keep_mode = keep_mode_;
  d.mode = static_cast<mode_t>(mode_);
  const int fd = fd_;
  fd_ = -1;
  done_ = true;
  const int lock = seal_temporary(path_, fd, temp_, d);
  if (::rename(temp_.c_str(), target_.c_str()) != 0) {
    const int error = errno;
    ::unlink(temp_.c_str());
    if (lock >= 0) ::close(lock);
    fail(path_, "rename", error);
  }
  if (lock >= 0) ::close(lock);
}

bool is_temporary_name(std::string_view name) {
  constexpr std::string_view kTag = ".tmp-";
  if (name.size() <= kTag.size() + 6) return false;
  const std::size_t at = name.size() - 6 - kTag.size();
  if (name.substr(at, kTag.size()) != kTag) return false;
  for (char c : name.substr(name.size() - 6))
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) return false;
  return true;
}

bool remove_stale_temporary(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return false;  // a link (ELOOP), gone already, or unreadable: not ours to remove
  struct stat st {
  }, named{};
  bool ours = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ::lstat(path.c_str(), &named) == 0 &&
              named.st_ino == st.st_ino && named.st_dev == st.st_dev;
#ifdef __EMSCRIPTEN__
  // flock() always succeeds here: only a file untouched for a minute is taken for abandoned.
  ours = ours && std::time(nullptr) - st.st_mtime > 60;
#endif
  // A writer holds its lock from before its first byte until after the rename: a free lock means a dead writer.
  if (!ours || ::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    ::close(fd);
    return false;
  }
  const int removed = ::unlink(path.c_str()) == 0 ? 0 : errno;
  ::close(fd);
  if (removed && removed != ENOENT) fail(path, "remove a temporary file left by an earlier run", removed);
  return removed == 0;
}

}  // namespace worldlab
