# Sourced by the scripts: the environment Debian's emscripten needs.
export NODE_PATH=/usr/share/nodejs  # emscripten's acorn lives there
JOBS=${JOBS:-$(nproc)}
export CMAKE_BUILD_PARALLEL_LEVEL=$JOBS
# ccache caches objects built with the precompiled headers (CMakeLists.txt, WORLDLAB_PCH) only with these.
export CCACHE_SLOPPINESS=${CCACHE_SLOPPINESS:-pch_defines,time_macros,include_file_mtime,include_file_ctime}
# ccache keys on the compiler's command line: with the paths under the checkout made relative, the presets that
# compile the same sources with the same flags (gcc-release and gcc-gdal's core, tools and tests) share objects,
# and so do several checkouts.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
