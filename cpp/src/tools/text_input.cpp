// Strict integers, bounded file and line reading, and the JSON size/nesting/value-count check shared by every reader.
#include "worldlab/text_input.hpp"

#include <cerrno>
#include <cstring>
#include <new>
#include <string>
#include <unordered_set>
#include <vector>

#include "worldlab/grid.hpp"

namespace worldlab {

void check_json_text(std::string_view text, const JsonLimits& limits, std::string_view what) {
  const std::string name(what);
  if (text.size() > limits.max_bytes)
    throw InvalidArgument(name + " is " + std::to_string(text.size()) + " bytes; the limit is " +
                          std::to_string(limits.max_bytes));
  // A value starts at '{', '[', '"' or the first character of a number or literal; strings are
  // skipped whole (their brackets and escapes are not structure).
  int depth = 0;
  std::size_t values = 0;
  bool in_string = false, escaped = false, in_scalar = false;
  for (const char c : text) {
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
      continue;
    }
    const bool structural = c == '{' || c == '[' || c == '}' || c == ']' || c == ',' || c == ':' || c == '"' ||
                            c == ' ' || c == '\t' || c == '\n' || c == '\r';
    if (structural) {
      in_scalar = false;
    } else if (!in_scalar) {
      in_scalar = true;
      ++values;
    }
    if (c == '"') {
      in_string = true;
      ++values;
    } else if (c == '{' || c == '[') {
      ++values;
      if (++depth > limits.max_depth)
        throw InvalidArgument(name + " nests deeper than " + std::to_string(limits.max_depth) + " levels");
    } else if (c == '}' || c == ']') {
      --depth;
    }
    if (values > limits.max_values)
      throw InvalidArgument(name + " holds more than " + std::to_string(limits.max_values) + " values");
  }
}

nlohmann::json parse_json_text(std::string_view text, const JsonLimits& limits, std::string_view what) {
  check_json_text(text, limits, what);
  if (is_blank(text)) throw InvalidArgument(std::string(what) + " is empty: a JSON value is required (e.g. {})");
  nlohmann::json j = parse_json_unique(text, what);
  if (j.is_discarded()) throw InvalidArgument(std::string(what) + " is not valid JSON");
  return j;
}

bool is_blank(std::string_view text) noexcept { return text.find_first_not_of(" \t\r\n") == std::string_view::npos; }

namespace {

// The parser's callback sees each object open and close and each key: one set of keys per open object (arrays
// hold no keys, so only objects are tracked).
template <class Json>
Json parse_unique(std::string_view text, std::string_view what) {
  std::vector<std::unordered_set<std::string>> open;
  const typename Json::parser_callback_t check = [&](int, typename Json::parse_event_t event, Json& parsed) {
    using Event = typename Json::parse_event_t;
    if (event == Event::object_start) {
      open.emplace_back();
    } else if (event == Event::object_end) {
      if (!open.empty()) open.pop_back();
    } else if (event == Event::key && !open.empty()) {
      const auto& key = parsed.template get_ref<const std::string&>();
      if (!open.back().insert(key).second)
        throw InvalidArgument(std::string(what) + " has the key \"" + key.substr(0, 64) +
                              (key.size() > 64 ? "...\"" : "\"") + " twice in one object");
    }
    return true;
  };
  return Json::parse(text.begin(), text.end(), check, /*allow_exceptions=*/false);
}

}  // namespace

nlohmann::json parse_json_unique(std::string_view text, std::string_view what) {
  return parse_unique<nlohmann::json>(text, what);
}

nlohmann::ordered_json parse_ordered_json_unique(std::string_view text, std::string_view what) {
  return parse_unique<nlohmann::ordered_json>(text, what);
}

std::int64_t parse_int64(std::string_view text, std::string_view what) {
  const auto bad = [&]() -> InvalidArgument {
    return InvalidArgument(std::string(what) +
                           " must be a decimal integer in -9223372036854775808..9223372036854775807, got \"" +
                           std::string(text.substr(0, 64)) + (text.size() > 64 ? "...\"" : "\""));
  };
  std::string_view digits = text;
  const bool negative = !digits.empty() && digits.front() == '-';
  if (negative) digits.remove_prefix(1);
  if (digits.empty() || digits.size() > 19 || (digits.size() > 1 && digits.front() == '0')) throw bad();
  std::uint64_t magnitude = 0;
  for (const char c : digits) {
    if (c < '0' || c > '9') throw bad();
    magnitude = magnitude * 10 + static_cast<std::uint64_t>(c - '0');  // 19 digits cannot wrap 2^64
  }
  const std::uint64_t limit = negative ? std::uint64_t{1} << 63 : (std::uint64_t{1} << 63) - 1;
  if (magnitude > limit || (negative && magnitude == 0)) throw bad();
  // Two's complement negation in unsigned arithmetic, then an exact conversion (C++20 defines it).
  return static_cast<std::int64_t>(negative ? ~magnitude + 1 : magnitude);
}

bool parse_hex64(std::string_view text, std::uint64_t& bits) {
  if (text.size() != 16) return false;
  std::uint64_t v = 0;
  for (const char c : text) {
    int d;
    if (c >= '0' && c <= '9')
      d = c - '0';
    else if (c >= 'a' && c <= 'f')
      d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F')
      d = c - 'A' + 10;
    else
      return false;
    v = (v << 4) | static_cast<std::uint64_t>(d);
  }
  bits = v;
  return true;
}

std::string read_file_limited(const std::string& path, std::size_t max_bytes) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) throw InvalidArgument("cannot read " + path + ": " + std::strerror(errno));
  std::string text;
  char chunk[64 * 1024];
  for (;;) {
    const std::size_t n = std::fread(chunk, 1, sizeof chunk, f);
    text.append(chunk, n);
    if (text.size() > max_bytes) {
      std::fclose(f);
      throw InvalidArgument(path + " is larger than the limit of " + std::to_string(max_bytes) + " bytes");
    }
    if (n < sizeof chunk) break;
  }
  const bool failed = std::ferror(f) != 0;
  std::fclose(f);
  if (failed) throw InvalidArgument("cannot read " + path + ": read error");
  return text;
}

bool LineReader::fill() {
  if (eof_) return false;
  buf_.resize(64 * 1024);
  in_.read(buf_.data(), static_cast<std::streamsize>(buf_.size()));
  buf_.resize(static_cast<std::size_t>(in_.gcount()));
  pos_ = 0;
  if (!in_) eof_ = true;
  return !buf_.empty();
}

LineReader::Status LineReader::next(std::string& line) {
  line.clear();
  for (;;) {
    if (pos_ == buf_.size() && !fill()) {
      if (skipping_) {  // the too-long line ended with the input
        skipping_ = false;
        return Status::kEnd;
      }
      if (line.empty()) return Status::kEnd;
      break;  // a last line without '\n'
    }
    const std::size_t nl = buf_.find('\n', pos_);
    const std::size_t end = nl == std::string::npos ? buf_.size() : nl;
    if (skipping_) {
      pos_ = end;
      if (nl != std::string::npos) {
        ++pos_;
        skipping_ = false;
      }
      continue;
    }
    if (line.size() + (end - pos_) > max_) {
      // Past the limit: report now (the caller answers at once) and drop the rest of the line unread.
      line.clear();
      pos_ = end;
      if (nl != std::string::npos)
        ++pos_;
      else
        skipping_ = true;
      return Status::kTooLong;
    }
    line.append(buf_, pos_, end - pos_);
    pos_ = end;
    if (nl != std::string::npos) {
      ++pos_;
      break;
    }
  }
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return Status::kLine;
}

std::string describe_exception(std::exception_ptr e) {
  try {
    std::rethrow_exception(e);
  } catch (const std::bad_alloc&) {
    return "out of memory: the request needs more memory than is available";
  } catch (const std::exception& x) {
    return x.what();
  } catch (...) {
    return "internal error: an exception that is not a std::exception";
  }
}

}  // namespace worldlab
