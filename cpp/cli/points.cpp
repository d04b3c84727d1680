// CSV and GeoJSON writers for placed points (numbers as the shortest text that reads back to the same double).
#include "points.hpp"

#include <nlohmann/json.hpp>

#include "gis.hpp"

namespace worldlab::cli {

std::string points_csv(std::span<const MapPoint> points) {
  std::string out = "x,y,biome,biome_name\n";
  for (const MapPoint& p : points)
    out += number_text(p.x) + "," + number_text(p.y) + "," + std::to_string(p.biome) + "," + std::string(p.biome_name) +
           "\n";
  return out;
}

std::string points_geojson(std::span<const MapPoint> points, std::string_view kind, std::string_view crs) {
  nlohmann::ordered_json features = nlohmann::ordered_json::array();
  for (const MapPoint& p : points) {
    nlohmann::ordered_json f;
    f["type"] = "Feature";
    f["geometry"] = {{"type", "Point"}, {"coordinates", {p.x, p.y}}};
    f["properties"] = {{"biome", p.biome}, {"biome_name", p.biome_name}};
    features.push_back(std::move(f));
  }
  nlohmann::ordered_json doc;
  doc["type"] = "FeatureCollection";
  doc["name"] = kind;
  doc["crs"] = nlohmann::ordered_json::parse(geojson_crs(crs));
  doc["features"] = std::move(features);
  return doc.dump() + "\n";
}

std::string points_file(std::span<const MapPoint> points, std::string_view kind, std::string_view path,
                        std::string_view crs) {
  if (path.ends_with(".csv")) return points_csv(points);
  if (path.ends_with(".geojson") || path.ends_with(".json")) return points_geojson(points, kind, crs);
  throw InvalidArgument("--points must end in .csv or .geojson, got \"" + std::string(path) + "\"");
}

}  // namespace worldlab::cli
