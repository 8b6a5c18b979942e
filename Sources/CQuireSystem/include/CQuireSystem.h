// The system calls QuireDocuments needs that Swift's Glibc module does not declare, each
// wrapped in a small C function the compiler checks. Every wrapper has one argument list on
// every platform; where the platform lacks the call it returns -1 with errno ENOSYS, so the
// Swift side keeps its fallback.

#ifndef CQUIRE_SYSTEM_H
#define CQUIRE_SYSTEM_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/// Renames `source` to `target` (both relative to the working folder) and fails with EEXIST
/// rather than replace `target`: Linux's `renameat2` with RENAME_NOREPLACE, macOS's
/// `renamex_np` with RENAME_EXCL. A file system that cannot refuse atomically answers EINVAL
/// (Linux) or ENOTSUP (macOS).
int quire_rename_no_replace(const char *source, const char *target);

/// The file system type (`f_type` of `fstatfs`, the numbers of `linux/magic.h`) of the open
/// file `descriptor`, stored in `type`. Linux only: ENOSYS elsewhere, where the types are
/// not those numbers.
int quire_file_system_type(int descriptor, uint64_t *type);

/// The names of the extended attributes of the file at `path` (symbolic links followed),
/// each ending in NUL, in `buffer` of `size` bytes; with `size` 0, the size needed.
ssize_t quire_list_attributes(const char *path, uint8_t *buffer, size_t size);

/// The value of the extended attribute `name` (NUL-terminated bytes) of the file at `path`
/// (symbolic links followed), in `value` of `size` bytes; with `size` 0, the size needed.
ssize_t quire_get_attribute(const char *path, const uint8_t *name, void *value, size_t size);

/// Sets the extended attribute `name` (NUL-terminated bytes) of the open file `descriptor`
/// to the `size` bytes at `value`, creating or replacing it.
int quire_set_attribute(int descriptor, const uint8_t *name, const void *value, size_t size);

/// `posix_spawn`'s flag that starts the child in a session of its own (`setsid`), with no
/// controlling terminal: POSIX_SPAWN_SETSID, which glibc declares only for GNU sources and
/// macOS has since 10.15; 0 where there is none (the child then keeps the session).
short quire_spawn_new_session_flag(void);

#endif
