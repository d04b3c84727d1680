// Issue 12's rows fixed by the graph and schema work: row 1 (a graph evaluates each node once per sample, so the
// doubling graph answers at once; before, it hung for minutes per sample: ctest's timeout would catch a hang) and
// row 11 (unknown eval arguments and request keys are errors naming the key).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "worldlab/eval.hpp"

namespace worldlab {
namespace {

// Row 1: n0 = 16-octave simplex, n_i = add(n_{i-1}, n_{i-1}) for 31 more nodes: inside every documented
// limit, 2^31 leaf evaluations per sample when shared inputs are evaluated again for each use.
std::string doubling_graph(int nodes) {
  nlohmann::json doc = {{"version", 1}, {"output", "n" + std::to_string(nodes - 1)}};
  doc["nodes"].push_back({{"id", "n0"}, {"type", "simplex"}, {"params", {{"octaves", 16}}}});
  for (int i = 1; i < nodes; ++i) {
    const std::string prev = "n" + std::to_string(i - 1);
    doc["nodes"].push_back({{"id", "n" + std::to_string(i)}, {"type", "add"}, {"inputs", {{"a", prev}, {"b", prev}}}});
  }
  return doc.dump();
}

TEST(Issue12Rows, Row1DoublingGraphEvaluatesEachNodeOncePerSample) {
  const nlohmann::json request = {
      {"fn", "density"}, {"seed", 1}, {"args", {{"graph", doubling_graph(32)}, {"x", 10.5}, {"y", -3.25}}}};
  const auto answer = nlohmann::json::parse(eval_line(request.dump()));
  ASSERT_TRUE(answer.at("ok").get<bool>()) << answer.dump();
  // 2^31 × n0, exactly (a power-of-two multiple of a double is exact).
  const nlohmann::json n0 = {
      {"fn", "density"}, {"seed", 1}, {"args", {{"graph", doubling_graph(1)}, {"x", 10.5}, {"y", -3.25}}}};
  const auto base = nlohmann::json::parse(eval_line(n0.dump(), {true}));
  const auto all = nlohmann::json::parse(eval_line(request.dump(), {true}));
  EXPECT_EQ(all.at("result").get<double>(), base.at("result").get<double>() * 2147483648.0);
}

// Row 11: unknown arguments and top-level keys are errors naming the key.
TEST(Issue12Rows, Row11UnknownKeysAreErrors) {
  for (const char* line :
       {R"({"fn":"fbm2","seed":1,"args":{"x":0,"y":0,"octave":8}})", R"({"fn":"fbm2","sed":1,"args":{"x":0,"y":0}})"}) {
    const auto answer = nlohmann::json::parse(eval_line(line));
    EXPECT_FALSE(answer.at("ok").get<bool>()) << line;
    const std::string error = answer.value("error", "");
    EXPECT_TRUE(error.find("octave") != std::string::npos || error.find("sed") != std::string::npos) << error;
  }
}

}  // namespace
}  // namespace worldlab
