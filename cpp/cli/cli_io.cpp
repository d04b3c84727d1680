// Bounded reads and atomic writes (temporary file, fsync, rename) with POSIX calls, for every CLI verb.
#include "cli_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>

namespace worldlab::cli {

namespace {

std::string reason(int error) { return std::strerror(error); }

[[noreturn]] void fail(const std::string& what, const std::string& path, int error) {
  throw FileError("cannot " + what + " " + path + ": " + reason(error));
}

// Writes all bytes to fd; returns 0 or the errno of the failure.
int write_all(int fd, std::span<const unsigned char> bytes) {
  std::size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    if (n == 0) return EIO;
    done += static_cast<std::size_t>(n);
  }
  return 0;
}

std::string parent_of(const std::string& path) {
  const auto slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  if (slash == 0) return "/";
  return path.substr(0, slash);
}

std::string base_of(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// Temporary names are unique per process and call, so concurrent writers (threads, shard processes)
// never share one.
std::string temporary_name(const std::string& path) {
  static std::atomic<unsigned long> counter{0};
  std::string name(1, '.');  // appended piece by piece (g++ 12 misreads "." + string as overlapping copies)
  name += base_of(path);
  name += ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(counter.fetch_add(1));
  return join_path(parent_of(path), name);
}

}  // namespace

int run_verb(const char* verb, const std::function<int()>& body) {
  try {
    return body();
  } catch (const FileError& e) {
    std::fprintf(stderr, "worldlab %s: %s\n", verb, e.what());
    return 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "worldlab %s: %s\n", verb, e.what());
    return 2;
  }
}

std::string join_path(const std::string& dir, const std::string& name) {
  if (dir.empty()) return name;
  return dir.back() == '/' ? dir + name : dir + "/" + name;
}

bool is_regular_file(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

std::string read_file(const std::string& path, std::size_t max_bytes) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) fail("read", path, errno);
  std::string text;
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0) {
      if (errno == EINTR) continue;
      const int error = errno;
      ::close(fd);
      fail("read", path, error);
    }
    if (n == 0) break;
    if (text.size() + static_cast<std::size_t>(n) > max_bytes) {
      ::close(fd);
      throw FileError("cannot read " + path + ": larger than " + std::to_string(max_bytes) + " bytes");
    }
    text.append(buffer, static_cast<std::size_t>(n));
  }
  ::close(fd);
  return text;
}

void write_file(const std::string& path, std::span<const unsigned char> bytes) {
  if (path == "-") {  // standard output, whatever it is redirected to
    if (const int error = write_all(STDOUT_FILENO, bytes)) fail("write", "standard output", error);
    return;
  }
  const std::string& target = path;
  struct stat st {};
  const bool exists = ::stat(target.c_str(), &st) == 0;
  if (exists && S_ISDIR(st.st_mode)) throw FileError("cannot write " + target + ": it is a folder");
  if (exists && !S_ISREG(st.st_mode)) {
    // A device or a pipe: there is nothing to replace, so write in place and report any failure.
    const int fd = ::open(target.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) fail("write", target, errno);
    int error = write_all(fd, bytes);
    if (::close(fd) != 0 && error == 0) error = errno;
    if (error) fail("write", target, error);
    return;
  }
  const std::string temporary = temporary_name(target);
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0) fail("write", target, errno);
  int error = write_all(fd, bytes);
  if (error == 0 && ::fsync(fd) != 0 && errno != EINVAL && errno != EROFS) error = errno;
  if (::close(fd) != 0 && error == 0) error = errno;
  if (error == 0 && ::rename(temporary.c_str(), target.c_str()) != 0) error = errno;
  if (error) {
    ::unlink(temporary.c_str());
    fail("write", target, error);
  }
}

void write_file(const std::string& path, std::string_view text) {
  write_file(path, std::span<const unsigned char>(reinterpret_cast<const unsigned char*>(text.data()), text.size()));
}

void make_directories(const std::string& path) {
  if (path.empty()) return;
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0) {
    if (!S_ISDIR(st.st_mode)) throw FileError("cannot use " + path + " as a folder: it is a file");
    return;
  }
  const std::string parent = parent_of(path);
  if (parent != path && parent != "." && parent != "/") make_directories(parent);
  if (::mkdir(path.c_str(), 0777) != 0 && errno != EEXIST) fail("create the folder", path, errno);
}

}  // namespace worldlab::cli
