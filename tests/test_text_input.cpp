// Untrusted text (issue 12): strict integers, the JSON size/nesting/value check, bounded lines and files, exception
// messages.
#include <gtest/gtest.h>

#include <cstdio>
#include <functional>
#include <new>
#include <sstream>
#include <string>

#include "worldlab/eval.hpp"
#include "worldlab/grid.hpp"
#include "worldlab/request_budget.hpp"
#include "worldlab/text_input.hpp"

namespace worldlab {
namespace {

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "(no error)";
}

// Row 7: seeds are decimal only; everything else names the value and the range.
TEST(TextInput, Int64IsStrictDecimal) {
  EXPECT_EQ(parse_int64("0", "s"), 0);
  EXPECT_EQ(parse_int64("42", "s"), 42);
  EXPECT_EQ(parse_int64("-7", "s"), -7);
  EXPECT_EQ(parse_int64("9223372036854775807", "s"), INT64_MAX);
  EXPECT_EQ(parse_int64("-9223372036854775808", "s"), INT64_MIN);
  for (const char* bad : {"", "-", "010", "0x10", "+5", " 5", "5 ", "1e3", "1.0", "-0", "9223372036854775808",
                          "-9223372036854775809", "18446744073709551616", "99999999999999999999", "12a", "٣"}) {
    const std::string e = error_of([&] { parse_int64(bad, "--seed"); });
    EXPECT_NE(e.find("--seed must be a decimal integer in -9223372036854775808..9223372036854775807"),
              std::string::npos)
        << bad << " -> " << e;
    EXPECT_NE(e.find('"' + std::string(bad) + '"'), std::string::npos) << e;
  }
}

TEST(TextInput, Hex64NeedsSixteenDigits) {
  std::uint64_t b = 0;
  EXPECT_TRUE(parse_hex64("3ff0000000000000", b));
  EXPECT_EQ(b, 0x3ff0000000000000u);
  EXPECT_TRUE(parse_hex64("FFFFFFFFFFFFFFFF", b));
  EXPECT_EQ(b, ~std::uint64_t{0});
  for (const char* bad : {"", "zz", "3ff000000000000", "3ff00000000000000", "3ff000000000000g", "-3ff00000000000"})
    EXPECT_FALSE(parse_hex64(bad, b)) << bad;
}

// Issue 27: a key twice in one object is refused, naming it (nlohmann alone keeps the last), at any depth and in
// both JSON types; the same key in sibling or nested objects is fine. Blank text is "empty", not "no value".
TEST(TextInput, JsonParseRefusesAKeyTwiceAndBlankText) {
  const JsonLimits limits{1000, 8, 100};
  EXPECT_NE(error_of([&] { parse_json_text(R"({"a": 1, "a": 2})", limits, "doc"); })
                .find("doc has the key \"a\" twice in one object"),
            std::string::npos);
  EXPECT_NE(error_of([&] { parse_json_text(R"([{"x": {"b": [1, {"c": 1, "c": 1}]}}])", limits, "doc"); }).find("\"c\" twice"),
            std::string::npos);
  EXPECT_NE(error_of([&] { parse_ordered_json_unique(R"({"plan": 1, "plan": 1})", "plan.json"); })
                .find("plan.json has the key \"plan\" twice"),
            std::string::npos);
  const nlohmann::json ok = parse_json_text(R"({"a": {"a": 1}, "b": [{"a": 2}, {"a": 3}], "c": {"a": 4}})", limits, "doc");
  EXPECT_EQ(ok["b"][1]["a"], 3);
  EXPECT_TRUE(parse_json_unique("{\"a\": ", "doc").is_discarded());
  for (const char* blank : {"", " ", "\n\t "})
    EXPECT_NE(error_of([&] { parse_json_text(blank, limits, "doc"); }).find("doc is empty"), std::string::npos);
  EXPECT_NE(eval_line(R"({"fn": "simplex2", "fn": "simplex2", "args": {"x": 0, "y": 0}})").find("key \\\"fn\\\" twice"),
            std::string::npos);
}

// Rows 3 and 4: depth, size and value count are refused before parsing, in linear time.
TEST(TextInput, JsonCheckRefusesDeepLongAndCrowdedTextFirst) {
  const JsonLimits limits{1000, 4, 10};
  EXPECT_NO_THROW(check_json_text(R"({"a":[[[1]]]})", limits, "doc"));
  EXPECT_NE(error_of([&] { check_json_text("[[[[[1]]]]]", limits, "doc"); }).find("doc nests deeper than 4 levels"),
            std::string::npos);
  // Brackets, quotes and backslashes inside strings are not structure.
  EXPECT_NO_THROW(check_json_text(R"(["[[[[[[", "\"{{{{{", "\\"])", limits, "doc"));
  EXPECT_NE(error_of([&] {
              check_json_text(std::string(1001, ' '), limits, "doc");
            }).find("doc is 1001 bytes; the limit is 1000"),
            std::string::npos);
  EXPECT_NE(error_of([&] { check_json_text("[1,2,3,4,5,6,7,8,9,10]", limits, "doc"); }).find("more than 10 values"),
            std::string::npos);
  EXPECT_NO_THROW(check_json_text("[1,2,3,4,5,6,7,8,9]", limits, "doc"));
  EXPECT_NE(error_of([&] { parse_json_text("{nope", limits, "doc"); }).find("doc is not valid JSON"),
            std::string::npos);
  // 100 MiB of '[' stops at level 33 of an eval line: no allocation grows with the input.
  const std::string deep(100u << 20, '[');
  EXPECT_NE(error_of([&] {
              check_json_text(deep, {deep.size(), 32}, "line");
            }).find("nests deeper than 32"),
            std::string::npos);
  EXPECT_NE(eval_line(deep).find("\"ok\":false"), std::string::npos);
}

TEST(TextInput, EvalAnswersDeepWideAndLongLinesWithErrors) {
  EXPECT_NE(eval_line(std::string(100000, '[') + std::string(100000, ']')).find("nests deeper than 32 levels"),
            std::string::npos);
  std::string wide = R"({"fn":"simplex2","seed":1,"args":{"x":0,"y":0,"pad":[)";
  for (int i = 0; i < (1 << 20); ++i) wide += "0,";
  wide += "0]}}";
  EXPECT_NE(eval_line(wide).find("more than 1048576 values"), std::string::npos);
  EXPECT_NE(eval_line(std::string(kEvalLineLimits.max_bytes + 1, ' ')).find("bytes; the limit is 33554432"),
            std::string::npos);
  // After all that, a good line is still answered.
  EXPECT_EQ(eval_line(R"({"fn": "simplex2", "seed": 1, "args": {"x": 0.5, "y": 0.25}})"),
            R"({"ok":true,"result":"3fd9ab88377bf7e2"})");
}

std::vector<std::string> read_all(const std::string& text, std::size_t max) {
  std::istringstream in(text);
  LineReader reader(in, max);
  std::vector<std::string> got;
  std::string line;
  for (;;) {
    const auto s = reader.next(line);
    if (s == LineReader::Status::kEnd) break;
    got.push_back(s == LineReader::Status::kTooLong ? "<too long>" : line);
  }
  return got;
}

TEST(TextInput, LineReaderSkipsTooLongLinesAndGoesOn) {
  using V = std::vector<std::string>;
  EXPECT_EQ(read_all("a\nbb\r\n\nccc", 3), (V{"a", "bb", "", "ccc"}));
  EXPECT_EQ(read_all("abcd\nok\n", 3), (V{"<too long>", "ok"}));
  EXPECT_EQ(read_all("abc\n", 3), (V{"abc"}));
  EXPECT_EQ(read_all("", 3), V{});
  EXPECT_EQ(read_all("abcdef", 3), V{"<too long>"});
  // Lines across the reader's 64 KiB chunks, and a 1 MiB line skipped within a 100-byte limit.
  const std::string big(200000, 'x');
  EXPECT_EQ(read_all(big + "\n" + std::string(1 << 20, '[') + "\nend\n", 300000), (V{big, "<too long>", "end"}));
  EXPECT_EQ(read_all(std::string(1 << 20, '[') + "\nend", 100), (V{"<too long>", "end"}));
}

// Row 2: a file is read only up to its limit.
TEST(TextInput, FilesAreReadUpToTheLimit) {
  const std::string path = testing::TempDir() + "worldlab_text_input.txt";
  {
    std::FILE* f = std::fopen(path.c_str(), "wb");
    ASSERT_NE(f, nullptr);
    const std::string text(300000, 'x');
    std::fwrite(text.data(), 1, text.size(), f);
    std::fclose(f);
  }
  EXPECT_EQ(read_file_limited(path, 300000).size(), 300000u);
  EXPECT_NE(error_of([&] { read_file_limited(path, 299999); }).find("larger than the limit of 299999 bytes"),
            std::string::npos);
  std::remove(path.c_str());
  EXPECT_NE(error_of([&] { read_file_limited(path, 10); }).find("cannot read"), std::string::npos);
#ifndef __EMSCRIPTEN__
  EXPECT_NE(error_of([&] { read_file_limited("/dev/zero", 256 * 1024); }).find("larger than the limit"),
            std::string::npos);
#endif
}

// Rows 3, 5 and 13: every exception becomes a sentence naming the problem.
TEST(TextInput, EveryExceptionBecomesASentence) {
  const auto describe = [](auto thrower) {
    try {
      thrower();
    } catch (...) {
      return describe_exception(std::current_exception());
    }
    return std::string();
  };
  EXPECT_EQ(describe([] { throw InvalidArgument("width must be 1..4096"); }), "width must be 1..4096");
  EXPECT_NE(describe([] { throw std::bad_alloc(); }).find("out of memory"), std::string::npos);
  EXPECT_NE(describe([] { throw 16; }).find("not a std::exception"), std::string::npos);
}

}  // namespace
}  // namespace worldlab

namespace worldlab {
namespace {

// Item 2: the per-request budget is checked before any work, in integer arithmetic that cannot wrap.
TEST(RequestBudget, RefusesRequestsOverOneGibibyteNamingTheEstimate) {
  EXPECT_NO_THROW(check_request_memory("renderTerrain", 4096u * 4096u, 2));
  EXPECT_NO_THROW(check_request_memory("x", kMaxRequestBytes / 8, 1));
  EXPECT_THROW(check_request_memory("x", kMaxRequestBytes / 8 + 1, 1), InvalidArgument);
  try {
    check_request_memory("graphNodes", 4096u * 4096u, 130);
    ADD_FAILURE() << "64 ids over 4096² accepted";
  } catch (const InvalidArgument& e) {
    EXPECT_STREQ(e.what(),
                 "graphNodes needs 16.2 GiB (16777216 samples × 130 layers × 8 bytes); the limit per request is 1 GiB");
  }
  EXPECT_THROW(check_request_memory("x", UINT64_MAX, 3), InvalidArgument);
  EXPECT_LE(kMaxRequestBytes * 2, kWasmMaximumMemory);
}

}  // namespace
}  // namespace worldlab
