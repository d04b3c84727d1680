// Writing output files so that a failure never loses the old file: a temporary file beside it, checked, then renamed.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace worldlab {

// A file could not be written; what() names the path and the system's reason.
struct WriteError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Replaces `path` with `bytes`, or throws WriteError and leaves everything as it was.
//
// A regular file, or a path that does not exist yet (a symbolic link is followed to its file): the
// bytes go to a new temporary file in the same directory (PATH.tmp-XXXXXX, created exclusively), which
// is written in full, fsync'ed and closed, each step checked, given the old file's permissions (or
// 0666 less the umask, applied by open() itself: umask() is never called), and renamed over the path:
// readers see the old file or the whole new one. On any failure the temporary file, and only it, is
// removed; a path the call did not create is never deleted.
//
// Anything else that exists (a device such as /dev/null or /dev/full, a FIFO, /dev/stdout) cannot be
// replaced by renaming, so it is opened and written directly, every write and the close checked
// (/dev/full fails with "No space left on device"); nothing is created, renamed or removed. Directories
// are refused.
void write_file_atomic(const std::string& path, std::string_view bytes);

}  // namespace worldlab
