// The CLI's file access: bounded reads, atomic writes, folders. Every verb goes through these, so a
// failure is one message naming the file and the system's reason, and no existing file is ever
// replaced by a partial one.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>

namespace worldlab::cli {

// A file could not be read or written; the message names the path and the reason.
class FileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Runs a verb: its exit status, or 1 after a FileError or std::bad_alloc (a runtime failure: out of memory although
// the request passed the memory budget) and 2 after any other exception (bad input), each reported as one line
// "worldlab VERB: message" on standard error.
int run_verb(const char* verb, const std::function<int()>& body);

// The whole file, or FileError when it cannot be read or holds more than max_bytes.
std::string read_file(const std::string& path, std::size_t max_bytes);
// A file that must hold exactly `bytes` bytes (a raster of known size): FileError when it cannot be read;
// InvalidArgument (bad input, status 2) naming the path, `expected` (what the size stands for, e.g.
// "5 × 4 f64 values") and the size found when it holds fewer or more. A stream (pipe, device) is read no
// further than one byte past the size, so /dev/zero stops there too.
std::string read_file_exactly(const std::string& path, std::size_t bytes, const std::string& expected);

// Writes bytes to path. A regular file (or a new one) is written to a temporary file beside it,
// flushed to disk and renamed over it, so readers see the old file or the new one, never a part.
// Anything else (a device such as /dev/stdout or /dev/full, a pipe) is written in place; "-" is
// standard output. FileError on any failure (the temporary file is removed).
void write_file(const std::string& path, std::span<const unsigned char> bytes);
void write_file(const std::string& path, std::string_view text);

// Files that change together (render's map, its sidecars and --points): every one is staged (written in full beside
// its path) before any is renamed into place, so a file that cannot be written, or anything that fails before, leaves
// all of them as they were (issue 27). "-" is standard output, written in its turn. FileError on any failure.
struct OutputFile {
  std::string path;
  std::string_view bytes;  // the caller keeps them alive
};
void write_files(std::span<const OutputFile> files);
// True when path will be a regular file once written: it is one, or does not exist yet (not "-", a device, a FIFO).
bool writes_regular_file(const std::string& path);

// Files in a folder the CLI owns (`worldlab tiles`' output), where nothing planted may redirect a read or a
// write: symbolic links are never followed (a link is refused on reading and replaced itself on writing) and
// anything but a regular file is refused, each a FileError naming the path.
//
// The file's bytes, nothing when it does not exist; InvalidArgument (bad input) when it holds more than max_bytes.
std::optional<std::string> read_own_file(const std::string& path, std::size_t max_bytes);
// write_file, never following a link or writing to a device.
void write_own_file(const std::string& path, std::string_view bytes);
// Creates path with bytes, whole or not at all, unless it exists (then false, nothing written): two processes
// creating it at once cannot both succeed.
bool create_own_file(const std::string& path, std::string_view bytes);
// Creates the folder if missing; FileError when path is a link or anything but a folder.
void make_own_directory(const std::string& path);

// Creates the folder and its parents if missing; FileError if that fails or path is not a folder.
void make_directories(const std::string& path);
// True when path names an existing regular file.
bool is_regular_file(const std::string& path);
// path joined to name with one '/'.
std::string join_path(const std::string& dir, const std::string& name);

}  // namespace worldlab::cli
