// Density graphs to and from their versioned JSON document, and the node metadata as JSON for the lab's controls.
//
// Document: {"version": 2, "name"?, "description"?, "nodes": [{"id", "type", "params": {...}, "inputs":
// {...}}], "output": "id", "outputs"?: {"name": "id"}}. params map a parameter id to its value by type
// (a number, true/false, a choice's name, an array for a list; missing ones take their defaults); inputs
// map an input id to a node id. Version 1 documents (no name, description or outputs) are read too.
// Reading checks the shape (unknown keys are errors), then validate(GraphSpec) checks the rest.
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

// One parameter's schema entry as JSON: id, type, default, min, max, step, unit, description, choices.
nlohmann::ordered_json param_info_json(const ParamInfo& info);

// {"version", "limits", "types": [{"type", "label", "description", "has_code", "inputs": [{"id",
// "description", "place"}], "params": [param_info_json + "label"]}]} for every node type, sorted by type.
nlohmann::ordered_json node_types_json();

}  // namespace worldlab
