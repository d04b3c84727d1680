// `worldlab eval`: the request and answer format, hex and decimal doubles, and clear errors.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "test_support.hpp"
#include "worldlab/eval.hpp"
#include "worldlab/fractal.hpp"
#include "worldlab/noise.hpp"
#include "worldlab/random.hpp"

namespace worldlab {
namespace {

nlohmann::json answer(const std::string& line, bool decimal = false) {
  return nlohmann::json::parse(eval_line(line, {decimal}));
}

TEST(Eval, Simplex2AnswersWithHexBits) {
  const auto a = answer(R"({"fn":"simplex2","seed":42,"args":{"x":0.3,"y":-1.25}})");
  ASSERT_TRUE(a.at("ok").get<bool>()) << a.dump();
  EXPECT_EQ(a.at("result").get<std::string>(), test::hex(simplex2(NoiseTable(42), 0.3, -1.25)));
}

TEST(Eval, AcceptsHexArgumentsAndDecimalOutput) {
  const std::string x = test::hex(0.1), y = test::hex(-7.5);
  const auto a = answer(R"({"fn":"fbm2","seed":-3,"args":{"x":")" + x + R"(","y":")" + y +
                        R"(","octaves":6,"persistence":0.5,"lacunarity":2}})");
  const double want = fbm2(NoiseTable(-3), 0.1, -7.5, FbmParams{6});
  EXPECT_EQ(a.at("result").get<std::string>(), test::hex(want));
  const std::string line = eval_line(R"({"fn":"fbm2","seed":-3,"args":{"x":0.1,"y":-7.5,"octaves":6}})", {true});
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", want);
  EXPECT_EQ(line, std::string("{\"ok\":true,\"result\":") + buf + "}");
  // 17 significant digits read back to the same double.
  EXPECT_EQ(answer(R"({"fn":"fbm2","seed":-3,"args":{"x":0.1,"y":-7.5,"octaves":6}})", true).at("result").get<double>(),
            want);
}

TEST(Eval, ArraysAndIntegers) {
  const auto r = answer(R"({"fn":"seeded_random","seed":2147483648,"args":{"count":3}})");
  SeededRandom random(2147483648);
  ASSERT_EQ(r.at("result").size(), 3u);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(r.at("result")[i].get<std::string>(), test::hex(random.next_float()));
  const auto p = answer(R"({"fn":"permutation","seed":1})");
  EXPECT_EQ(p.at("result").size(), 256u);
  EXPECT_TRUE(p.at("result")[0].is_number_integer());
  const auto m = answer(R"({"fn":"mulberry32","seed":4294967297,"args":{"count":2}})");  // seed taken mod 2^32 → 1
  Mulberry32 g(1);
  EXPECT_EQ(m.at("result")[0].get<std::string>(), test::hex(g.next_float()));
}

TEST(Eval, NonFiniteCoordinatesGiveNaNBits) {
  const auto a = answer(R"({"fn":"simplex2","seed":1,"args":{"x":"7ff8000000000000","y":0}})");
  ASSERT_TRUE(a.at("ok").get<bool>());
  const double v = test::from_hex(a.at("result").get<std::string>());
  EXPECT_TRUE(std::isnan(v));
  EXPECT_EQ(eval_line(R"({"fn":"simplex2","seed":1,"args":{"x":"7ff0000000000000","y":0}})", {true}),
            "{\"ok\":true,\"result\":\"nan\"}");
}

TEST(Eval, BadLinesGetClearErrors) {
  struct Case {
    const char* line;
    const char* expect;
  };
  const Case cases[] = {
      {"not json", "not valid JSON"},
      {"[1,2]", "JSON object"},
      {R"({"seed":1})", "missing \"fn\""},
      {R"({"fn":"nope","seed":1})", "unknown fn \"nope\""},
      {R"({"fn":"simplex2","seed":1.5,"args":{"x":0,"y":0}})", "seed must be an integer"},
      {R"({"fn":"simplex2","seed":1,"args":{"x":0}})", "missing argument y"},
      {R"({"fn":"simplex2","seed":1,"args":{"x":"12","y":0}})", "16 hex digits"},
      {R"({"fn":"simplex2","seed":1,"args":{"x":"zzzzzzzzzzzzzzzz","y":0}})", "not a hex digit"},
      {R"({"fn":"fbm2","seed":1,"args":{"x":0,"y":0,"octaves":17}})", "octaves must be 1..16"},
      {R"({"fn":"fbm2","seed":1,"args":{"x":0,"y":0,"octaves":0}})", "octaves must be 1..16"},
      {R"({"fn":"fbm2","seed":1,"args":{"x":0,"y":0,"persistence":"7ff0000000000000"}})",
       "persistence must be a finite"},
      {R"({"fn":"domain_warp","seed":1,"args":{"x":0,"y":0,"levels":3}})", "levels must be 0..2"},
      {R"({"fn":"seeded_random","seed":1,"args":{"count":100000000}})", "count must be 0..1000000"},
      {R"({"fn":"seeded_random","seed":1,"args":{"count":-1}})", "count must be 0..1000000"},
      {R"({"fn":"seeded_random","seed":18446744073709551615,"args":{"count":1}})", "signed 64-bit"},
      {R"({"fn":"simplex2","seed":1,"args":[1]})", "args must be a JSON object"},
  };
  for (const auto& c : cases) {
    const auto a = answer(c.line);
    EXPECT_FALSE(a.at("ok").get<bool>()) << c.line;
    EXPECT_NE(a.at("error").get<std::string>().find(c.expect), std::string::npos)
        << c.line << " -> " << a.at("error").get<std::string>();
  }
}

TEST(Eval, KnowsEveryFunctionTheIssueNames) {
  const std::string names(eval_function_names());
  for (const char* fn :
       {"seeded_random", "simplex2", "simplex3", "perlin2", "perlin3", "value2", "fbm2", "domain_warp", "mulberry32"})
    EXPECT_NE(names.find(fn), std::string::npos) << fn;
}

}  // namespace
}  // namespace worldlab
