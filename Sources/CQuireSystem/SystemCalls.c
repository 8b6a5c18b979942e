// POSIX_SPAWN_SETSID is declared by glibc for GNU sources only.
#define _GNU_SOURCE 1
// The wrappers declared in CQuireSystem.h.

#include "CQuireSystem.h"

#include <errno.h>

#if defined(__linux__)
#include <fcntl.h>
#include <sys/syscall.h>
#include <sys/vfs.h>
#include <sys/xattr.h>
#include <unistd.h>
#elif defined(__APPLE__)
#include <stdio.h>
#include <sys/xattr.h>
#endif

// What a wrapper answers where the platform lacks its call: -1, with errno ENOSYS (unused
// where every call is there).
__attribute__((unused)) static int unsupported(void) {
  errno = ENOSYS;
  return -1;
}

int quire_rename_no_replace(const char *source, const char *target) {
#if defined(__linux__) && defined(SYS_renameat2)
  // The system call itself, not glibc's wrapper (glibc 2.28 and later only).
  // RENAME_NOREPLACE is 1 (linux/fs.h).
  return (int)syscall(SYS_renameat2, AT_FDCWD, source, AT_FDCWD, target, 1U);
#elif defined(__APPLE__)
  return renamex_np(source, target, RENAME_EXCL);
#else
  return unsupported();
#endif
}

int quire_file_system_type(int descriptor, uint64_t *type) {
#if defined(__linux__)
  struct statfs raw;
  if (fstatfs(descriptor, &raw) != 0) return -1;
  // `f_type` is a signed word: on 32-bit processors 0xFF534D42 (SMB) is negative.
  *type = (uint64_t)(unsigned long)raw.f_type;
  return 0;
#else
  return unsupported();
#endif
}

ssize_t quire_list_attributes(const char *path, uint8_t *buffer, size_t size) {
#if defined(__linux__)
  return listxattr(path, (char *)buffer, size);
#elif defined(__APPLE__)
  return listxattr(path, (char *)buffer, size, 0);
#else
  return unsupported();
#endif
}

ssize_t quire_get_attribute(const char *path, const uint8_t *name, void *value, size_t size) {
#if defined(__linux__)
  return getxattr(path, (const char *)name, value, size);
#elif defined(__APPLE__)
  return getxattr(path, (const char *)name, value, size, 0, 0);
#else
  return unsupported();
#endif
}

int quire_set_attribute(int descriptor, const uint8_t *name, const void *value, size_t size) {
#if defined(__linux__)
  return fsetxattr(descriptor, (const char *)name, value, size, 0);
#elif defined(__APPLE__)
  return fsetxattr(descriptor, (const char *)name, value, size, 0, 0);
#else
  return unsupported();
#endif
}

#include <spawn.h>

short quire_spawn_new_session_flag(void) {
#if defined(POSIX_SPAWN_SETSID)
  return POSIX_SPAWN_SETSID;
#else
  return 0;
#endif
}
