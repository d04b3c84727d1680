// Density graphs to and from their versioned JSON document, and the node metadata as JSON for the lab's controls.
//
// Document: {"version": 1, "nodes": [{"id": "...", "type": "...", "params": {...}, "inputs": {...}}],
// "output": "id"}. params map a parameter id to a number (missing ones take their defaults); inputs
// map an input id to a node id. Reading checks the shape, then validate(GraphSpec) checks the rest.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>

#include "worldlab/graph.hpp"

namespace worldlab {

// Largest graph document accepted as text (bytes).
inline constexpr std::size_t kMaxGraphJsonBytes = 256 * 1024;

// Throws InvalidArgument naming the problem: not JSON, too long, wrong shape (naming the node and
// the key), or anything validate(GraphSpec) rejects.
GraphSpec parse_graph(std::string_view text);
GraphSpec graph_from_json(const nlohmann::json& doc);
// Every parameter written out (defaults included), nodes in document order.
nlohmann::ordered_json graph_to_json(const GraphSpec& graph);

// [{"type", "description", "inputs": [{"id", "description"}], "params": [{"id", "default", "min",
// "max", "integer", "description"}]}, ...] for every node type, in registry order, plus the limits.
nlohmann::ordered_json node_types_json();

}  // namespace worldlab
