// Trees and Voronoi sites as data: CSV (x,y,biome,biome_name) and GeoJSON (a FeatureCollection of points
// in world units, no CRS), for GIS tools and engines.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "layers.hpp"

namespace worldlab::cli {

std::string points_csv(std::span<const MapPoint> points);
// kind names what the points are ("trees", "sites"); it becomes the collection's "name".
std::string points_geojson(std::span<const MapPoint> points, std::string_view kind);
// By the file's extension: .csv or .geojson/.json; InvalidArgument otherwise.
std::string points_file(std::span<const MapPoint> points, std::string_view kind, std::string_view path);

}  // namespace worldlab::cli
