// write_file_atomic: temporary file, full write, fsync, checked close, rename; devices written directly; never deletes
// what it did not create.
#include "worldlab/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
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

}  // namespace

void write_file_atomic(const std::string& path, std::string_view bytes) {
  if (path.empty()) throw WriteError("cannot write an empty path");
  struct stat st {};
  std::string target = path;
  mode_t mode = 0;
  if (::stat(path.c_str(), &st) == 0) {
    if (S_ISDIR(st.st_mode)) fail(path, "open", EISDIR);
    if (!S_ISREG(st.st_mode)) return write_directly(path, bytes);
    mode = st.st_mode & 07777;
    // A symbolic link is followed, so the link stays and its file is replaced (in the file's directory).
    std::vector<char> real(PATH_MAX + 1);
    if (::realpath(path.c_str(), real.data())) target = real.data();
  } else if (errno == ENOENT) {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    mode = 0666 & ~mask;
  } else {
    fail(path, "stat", errno);
  }

  std::string temp = target + ".tmp-XXXXXX";
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) {
    const int error = errno;
    fail(path, ("create a temporary file in " + directory_of(target)).c_str(), error);
  }
  // From here the temporary file is ours: every failure removes it, and only it.
  const auto abandon = [&](const char* step, int error) {
    if (fd >= 0) ::close(fd);
    ::unlink(temp.c_str());
    fail(path, step, error);
  };
  if (int error = write_all(fd, bytes)) abandon("write", error);
  if (::fsync(fd) != 0) abandon("fsync", errno);
  if (::fchmod(fd, mode) != 0) abandon("chmod", errno);
  if (::close(fd) != 0) {
    const int error = errno;
    ::unlink(temp.c_str());
    fail(path, "close", error);
  }
  if (::rename(temp.c_str(), target.c_str()) != 0) {
    const int error = errno;
    ::unlink(temp.c_str());
    fail(path, "rename", error);
  }
}

}  // namespace worldlab
