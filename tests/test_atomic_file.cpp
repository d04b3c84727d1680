// write_file_atomic (issue 12, rows 8, 9 and 14): the old file survives failures, devices are written directly, nothing
// foreign is deleted.
#include <dirent.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "worldlab/atomic_file.hpp"

namespace worldlab {
namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> entries(const std::string& dir) {
  std::vector<std::string> names;
  if (DIR* d = opendir(dir.c_str())) {
    while (const dirent* e = readdir(d))
      if (std::string(e->d_name) != "." && std::string(e->d_name) != "..") names.push_back(e->d_name);
    closedir(d);
  }
  return names;
}

struct TempDir {
  std::string path;
  TempDir() {
    path = testing::TempDir() + "worldlab_atomic_XXXXXX";
    EXPECT_NE(mkdtemp(path.data()), nullptr);
  }
  ~TempDir() {
    for (const auto& name : entries(path)) std::remove((path + "/" + name).c_str());
    rmdir(path.c_str());
  }
};

TEST(AtomicFile, CreatesAndReplacesWholeFilesKeepingTheirMode) {
  TempDir dir;
  const std::string file = dir.path + "/out.bin";
  write_file_atomic(file, "first");
  EXPECT_EQ(slurp(file), "first");
  ASSERT_EQ(chmod(file.c_str(), 0640), 0);
  const std::string big(3 << 20, 'x');
  write_file_atomic(file, big);
  EXPECT_EQ(slurp(file), big);
  struct stat st {};
  ASSERT_EQ(stat(file.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0640u);
  write_file_atomic(file, "");
  EXPECT_EQ(slurp(file), "");
  EXPECT_EQ(entries(dir.path), std::vector<std::string>{"out.bin"});  // no temporary file left
}

TEST(AtomicFile, FollowsASymbolicLinkToItsFile) {
  TempDir dir;
  const std::string file = dir.path + "/real.txt", link = dir.path + "/link.txt";
  write_file_atomic(file, "old");
  ASSERT_EQ(symlink(file.c_str(), link.c_str()), 0);
  write_file_atomic(link, "new");
  EXPECT_EQ(slurp(file), "new");
  struct stat st {};
  ASSERT_EQ(lstat(link.c_str(), &st), 0);
  EXPECT_TRUE(S_ISLNK(st.st_mode));
}

TEST(AtomicFile, FailuresNameThePathAndLeaveEverythingAsItWas) {
  TempDir dir;
  const std::string file = dir.path + "/keep.txt";
  write_file_atomic(file, "precious");
  const auto error_of = [](const std::string& path) -> std::string {
    try {
      write_file_atomic(path, "data");
    } catch (const WriteError& e) {
      return e.what();
    }
    return "(no error)";
  };
  // A directory is refused, not replaced; a missing directory is named.
  EXPECT_NE(error_of(dir.path).find("Is a directory"), std::string::npos);
  const std::string missing = dir.path + "/no/such/dir/x.png";
  EXPECT_NE(error_of(missing).find("cannot write " + missing), std::string::npos);
  EXPECT_NE(error_of("").find("empty path"), std::string::npos);
  EXPECT_EQ(slurp(file), "precious");
  EXPECT_EQ(entries(dir.path), std::vector<std::string>{"keep.txt"});
}

#ifndef __EMSCRIPTEN__
// Devices are written directly and never deleted or replaced: /dev/full reports the device's error.
TEST(AtomicFile, DevicesAreWrittenDirectlyAndNeverRemoved) {
  EXPECT_NO_THROW(write_file_atomic("/dev/null", "discarded"));
  try {
    write_file_atomic("/dev/full", std::string(100000, 'x'));
    ADD_FAILURE() << "/dev/full accepted the bytes";
  } catch (const WriteError& e) {
    EXPECT_NE(std::string(e.what()).find("No space left on device"), std::string::npos) << e.what();
  }
  struct stat st {};
  ASSERT_EQ(stat("/dev/full", &st), 0);
  EXPECT_TRUE(S_ISCHR(st.st_mode));
}
#endif

}  // namespace
}  // namespace worldlab
