// Trees and Voronoi sites as data: CSV (x,y,biome,biome_name) and GeoJSON (a FeatureCollection of points
// in world units, naming a local engineering CRS or --crs: docs/gis.md), for GIS tools and engines.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "layers.hpp"

namespace worldlab::cli {

std::string points_csv(std::span<const MapPoint> points);
// kind names what the points are ("trees", "sites"); it becomes the collection's "name".
// crs is --crs (WKT; empty: the local engineering CRS), written as the old-style "crs" member so no reader takes
// world units for WGS 84 degrees.
std::string points_geojson(std::span<const MapPoint> points, std::string_view kind, std::string_view crs = {});
// By the file's extension: .csv or .geojson/.json; InvalidArgument otherwise.
std::string points_file(std::span<const MapPoint> points, std::string_view kind, std::string_view path,
                        std::string_view crs = {});

}  // namespace worldlab::cli
