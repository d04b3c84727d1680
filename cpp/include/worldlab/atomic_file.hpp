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
//
// With Links::kReplace (files in a folder the program owns, such as `worldlab tiles`' output), nothing is
// followed: a symbolic link at `path` is itself replaced by the new file (what it points to is untouched),
// and anything that is not a regular file, a link or missing (a device, a FIFO, a folder) is refused.
//
// While the temporary file exists its writer holds an flock() on it (released when the process dies), so a
// cleaner may tell a temporary file left by a killed process from one being written: see
// remove_stale_temporary().
enum class Links { kFollow, kReplace };
void write_file_atomic(const std::string& path, std::string_view bytes, Links links = Links::kFollow);

// The same, written in pieces (files too big to hold in memory, such as `worldlab render`'s streamed views):
// the constructor makes the temporary file (or opens the device), write() appends, commit() makes it the
// file at `path` (fsync, checked close, rename). A writer destroyed without commit(), or whose write failed,
// removes its temporary file and leaves the old file as it was. Every failure throws WriteError.
class AtomicWriter {
 public:
  explicit AtomicWriter(const std::string& path, Links links = Links::kFollow);
  ~AtomicWriter();
  AtomicWriter(const AtomicWriter&) = delete;
  AtomicWriter& operator=(const AtomicWriter&) = delete;
  void write(std::string_view bytes);
  void commit();

 private:
  [[noreturn]] void abandon(const char* step, int error);
  std::string path_, target_, temp_;
  int fd_ = -1;
  bool direct_ = false, keep_mode_ = false, done_ = false;
  unsigned mode_ = 0666;  // the old file's permissions (mode_t)
};

// write_file_atomic in two steps, for files that must change together (`render --out` with its sidecars and
// --points): the constructor does everything but the rename (the temporary file written in full, fsync'ed, closed;
// WriteError on any failure, nothing replaced), commit() renames it over the path (a device is written at commit()).
// Staging every file before committing any means a file that cannot be written leaves all the others as they were.
// A staged file never committed is removed by the destructor.
class StagedFile {
 public:
  StagedFile(const std::string& path, std::string_view bytes, Links links = Links::kFollow);
  StagedFile(const StagedFile&) = delete;
  StagedFile& operator=(const StagedFile&) = delete;
  ~StagedFile();
  void commit();

 private:
  void discard() noexcept;
  std::string path_, temp_, target_;
  std::string_view bytes_;  // a device's bytes, written at commit() (the caller keeps them alive)
  int lock_ = -1;
  bool direct_ = false, committed_ = false;
};

// True when `name` (a file name, no folder) is one write_file_atomic gives its temporary files:
// TARGET.tmp-XXXXXX (6 letters or digits).
bool is_temporary_name(std::string_view name);
// Removes the temporary file `path` when it is a regular file (links are never followed) and no process
// holds it (its writer died). Returns true when it was removed, false when it is in use or not a file;
// WriteError when it cannot be removed. (In WASM flock() is a no-op, so only files older than a minute are
// taken for abandoned.)
bool remove_stale_temporary(const std::string& path);

}  // namespace worldlab
