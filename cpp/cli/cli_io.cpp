// The CLI's file access: bounded reads and atomic writes (the tools' read_file_limited and write_file_atomic as
// FileError), standard output, folders.
#include "cli_io.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <new>
#include <random>
#include <vector>

#include "worldlab/atomic_file.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/text_input.hpp"

namespace worldlab::cli {

namespace {

std::string reason(int error) { return std::strerror(error); }

[[noreturn]] void fail(const std::string& what, const std::string& path, int error) {
  throw FileError("cannot " + what + " " + path + ": " + reason(error));
}

// Writes all bytes to fd; returns 0 or the errno of the failure.
int write_all(int fd, std::string_view bytes) {
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

}  // namespace

int run_verb(const char* verb, const std::function<int()>& body) {
  try {
    return body();
  } catch (const FileError& e) {
    std::fprintf(stderr, "worldlab %s: %s\n", verb, e.what());
    return 1;
  } catch (const std::bad_alloc&) {  // a runtime failure, not bad input: the request passed the budget (issue 27)
    std::fprintf(stderr, "worldlab %s: %s\n", verb, describe_exception(std::current_exception()).c_str());
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
  try {
    return read_file_limited(path, max_bytes);
  } catch (const InvalidArgument& e) {
    throw FileError(e.what());  // cannot open, read error or too large: the file is the problem (status 1)
  }
}

std::string read_file_exactly(const std::string& path, std::size_t bytes, const std::string& expected) {
  const auto wrong_size = [&](const std::string& found) {
    return InvalidArgument(path + " holds " + found + " bytes; " + expected + " take " + std::to_string(bytes));
  };
  // A regular file's size is known before reading: a wrong one is refused without allocating anything.
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && static_cast<std::uint64_t>(st.st_size) != bytes)
    throw wrong_size(std::to_string(st.st_size));
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) fail("read", path, errno);
  std::string data(bytes, '\0');
  std::size_t got = 0;
  while (got < bytes) {  // a pipe may deliver the bytes in several parts
    const std::size_t n = std::fread(data.data() + got, 1, bytes - got, f);
    if (n == 0) break;
    got += n;
  }
  char extra;
  const bool longer = got == bytes && std::fread(&extra, 1, 1, f) == 1;  // one byte past the size, no further
  const bool failed = std::ferror(f) != 0;
  const int error = errno;
  std::fclose(f);
  if (failed) fail("read", path, error);
  if (longer) throw wrong_size("more than " + std::to_string(bytes));
  if (got != bytes) throw wrong_size(std::to_string(got));
  return data;
}

void write_file(const std::string& path, std::span<const unsigned char> bytes) {
  write_file(path, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
}

void write_file(const std::string& path, std::string_view bytes) {
  if (path == "-") {  // standard output, whatever it is redirected to
    if (const int error = write_all(STDOUT_FILENO, bytes)) fail("write", "standard output", error);
    return;
  }
  try {
    write_file_atomic(path, bytes);
  } catch (const WriteError& e) {
    throw FileError(e.what());
  }
}

void write_files(std::span<const OutputFile> files) {
  try {
    std::vector<std::unique_ptr<StagedFile>> staged;
    for (const OutputFile& f : files)
      staged.push_back(f.path == "-" ? nullptr : std::make_unique<StagedFile>(f.path, f.bytes));
    for (std::size_t i = 0; i < files.size(); ++i) {
      if (staged[i]) {
        staged[i]->commit();
      } else if (const int error = write_all(STDOUT_FILENO, files[i].bytes)) {
        fail("write", "standard output", error);
      }
    }
  } catch (const WriteError& e) {
    throw FileError(e.what());
  }
}

bool writes_regular_file(const std::string& path) {
  if (path == "-") return false;
  struct stat st {};
  return ::stat(path.c_str(), &st) != 0 ? errno == ENOENT : S_ISREG(st.st_mode);
}

std::optional<std::string> read_own_file(const std::string& path, std::size_t max_bytes) {
  // O_NONBLOCK: a FIFO planted in the folder must not hang the open.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    const int error = errno;
    if (error == ENOENT) return std::nullopt;
    struct stat st {};
    if (error == ELOOP || (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)))
      throw FileError("cannot read " + path + ": it is a symbolic link (links in the folder are not followed)");
    fail("read", path, error);
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    throw FileError("cannot read " + path + ": it is not a regular file");
  }
  if (static_cast<std::uint64_t>(st.st_size) > max_bytes) {
    ::close(fd);
    throw InvalidArgument(path + " holds " + std::to_string(st.st_size) + " bytes, more than the limit of " +
                          std::to_string(max_bytes));
  }
  std::string data(static_cast<std::size_t>(st.st_size), '\0');
  std::size_t got = 0;
  int error = 0;
  while (got < data.size()) {
    const ssize_t n = ::read(fd, data.data() + got, data.size() - got);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) error = errno;
    if (n <= 0) break;
    got += static_cast<std::size_t>(n);
  }
  ::close(fd);
  if (error) fail("read", path, error);
  data.resize(got);  // a file that shrank while read; one that grew is read to its size when opened
  return data;
}

void write_own_file(const std::string& path, std::string_view bytes) {
  try {
    write_file_atomic(path, bytes, Links::kReplace);
  } catch (const WriteError& e) {
    throw FileError(e.what());
  }
}

bool create_own_file(const std::string& path, std::string_view bytes) {
  struct stat st {};
  if (::lstat(path.c_str(), &st) == 0) return false;
  // Written whole under a private name, then given its name by link(), which fails when the name exists: the file
  // appears complete or not at all, and of two processes (on any machine sharing the folder) only one succeeds.
  std::uint64_t tag = static_cast<std::uint64_t>(::getpid());
  try {
    std::random_device device;
    tag = tag << 32 ^ device() ^ static_cast<std::uint64_t>(device()) << 32;
  } catch (...) {  // no entropy source: the process id (link() still settles any clash)
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(tag));
  const std::string own = path + ".new-" + hex;
  try {
    write_file_atomic(own, bytes, Links::kReplace);
  } catch (const WriteError& e) {
    throw FileError(e.what());
  }
  const int linked = ::link(own.c_str(), path.c_str()) == 0 ? 0 : errno;
  ::unlink(own.c_str());
  if (linked == EEXIST) return false;
  if (linked == 0) return true;
  if (linked != EPERM && linked != ENOSYS && linked != EOPNOTSUPP && linked != EMLINK) fail("create", path, linked);
  // A file system without hard links (emscripten's link() answers EMLINK): exclusive creation, written in place.
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
  if (fd < 0) {
    if (errno == EEXIST) return false;
    fail("create", path, errno);
  }
  const int error = write_all(fd, bytes);
  const int synced = error || ::fsync(fd) == 0 ? 0 : errno;
  const int closed = ::close(fd) == 0 ? 0 : errno;
  if (error || synced || closed) {
    ::unlink(path.c_str());
    fail("write", path, error ? error : synced ? synced : closed);
  }
  return true;
}

void make_own_directory(const std::string& path) {
  struct stat st {};
  if (::lstat(path.c_str(), &st) != 0) {
    if (errno != ENOENT) fail("use the folder", path, errno);
    if (::mkdir(path.c_str(), 0777) != 0 && errno != EEXIST) fail("create the folder", path, errno);
    if (::lstat(path.c_str(), &st) != 0) fail("use the folder", path, errno);
  }
  if (S_ISLNK(st.st_mode))
    throw FileError("cannot use " + path +
                    " as a folder: it is a symbolic link (links in the folder are not followed)");
  if (!S_ISDIR(st.st_mode)) throw FileError("cannot use " + path + " as a folder: it is not a folder");
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
