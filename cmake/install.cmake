# Install rules: headers, libworldlab (static and shared), the C API, the JSON loaders, the CLI, the CMake
# package (worldlabConfig.cmake + worldlabConfigVersion.cmake + exported targets), pkg-config files and the
# licence.
include(CMakePackageConfigHelpers)

set(WORLDLAB_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/worldlab)
set(WORLDLAB_PKGCONFIG_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

set(targets worldlab_core)
if(WORLDLAB_SHARED)
  list(APPEND targets worldlab_core_shared)
endif()
if(WORLDLAB_C_API)
  list(APPEND targets worldlab_c)
endif()
install(
  TARGETS ${targets}
  EXPORT worldlabTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${WORLDLAB_CORE_HEADERS} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/worldlab)
if(WORLDLAB_C_API)
  install(FILES cpp/include/worldlab/c_api.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/worldlab)
endif()
if(WORLDLAB_CLI AND NOT EMSCRIPTEN)
  install(TARGETS worldlab_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()

install(EXPORT worldlabTargets NAMESPACE worldlab:: DESTINATION ${WORLDLAB_CMAKE_DIR})
install(FILES LICENSE README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})

# The JSON loaders (parameter, graph and terrain documents: graph_json.hpp, terrain_json.hpp, ...) for C++
# callers who want them: libworldlab_json.a, component `json` of the CMake package. They need nlohmann-json,
# so they are exported apart and loaded only when the component is asked for; the core never needs them.
if(WORLDLAB_JSON AND NOT EMSCRIPTEN)
  install(TARGETS worldlab_tools EXPORT worldlabJsonTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
  install(FILES ${WORLDLAB_TOOLS_HEADERS} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/worldlab)
  install(EXPORT worldlabJsonTargets NAMESPACE worldlab:: DESTINATION ${WORLDLAB_CMAKE_DIR})
endif()
configure_package_config_file(cmake/worldlabConfig.cmake.in ${PROJECT_BINARY_DIR}/worldlabConfig.cmake
                              INSTALL_DESTINATION ${WORLDLAB_CMAKE_DIR})
# While the major version is 0, a minor release may break the API (Semantic Versioning, item 4), so
# find_package(worldlab 0.1) accepts 0.1.x only; from 1.0 on this becomes SameMajorVersion.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/worldlabConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/worldlabConfig.cmake ${PROJECT_BINARY_DIR}/worldlabConfigVersion.cmake
        DESTINATION ${WORLDLAB_CMAKE_DIR})

# pkg-config: relocatable (the prefix is found from the .pc file's own folder).
file(RELATIVE_PATH WORLDLAB_PC_TO_PREFIX /${WORLDLAB_PKGCONFIG_DIR} /)
string(REGEX REPLACE "/$" "" WORLDLAB_PC_TO_PREFIX "${WORLDLAB_PC_TO_PREFIX}")
configure_file(cmake/worldlab.pc.in ${PROJECT_BINARY_DIR}/worldlab.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/worldlab.pc DESTINATION ${WORLDLAB_PKGCONFIG_DIR})
if(WORLDLAB_C_API)
  configure_file(cmake/worldlab-c.pc.in ${PROJECT_BINARY_DIR}/worldlab-c.pc @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/worldlab-c.pc DESTINATION ${WORLDLAB_PKGCONFIG_DIR})
endif()
