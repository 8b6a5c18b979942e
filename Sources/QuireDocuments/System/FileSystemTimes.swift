internal import CQuireSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whose clock stamps a file's times, and whether `stat` sees them fresh: this kernel's on a
/// local file system; another machine's or a program's on a network or user-space file
/// system, where they may be skewed against this machine's clock or answered from a cache.
enum FileSystemTimes {
  /// Whether the file open as `descriptor` is on a local file system, whose times this
  /// machine's kernel stamps; `false` on a network or FUSE file system, and when it cannot
  /// be told.
  static func areLocal(descriptor: Int32) -> Bool {
    #if canImport(Darwin)
      var raw = statfs()
      guard fstatfs(descriptor, &raw) == 0 else { return false }
      return raw.f_flags & UInt32(MNT_LOCAL) != 0
    #else
      var type: UInt64 = 0
      guard quire_file_system_type(descriptor, &type) == 0 else { return false }
      return !remoteTypes.contains(type)
    #endif
  }

  /// The `statfs` types (`linux/magic.h`) of file systems whose times come from elsewhere:
  /// NFS, SMB, CIFS, SMB2, FUSE (sshfs, rclone and the like), Ceph, AFS (two), 9P, Coda,
  /// NCP, OCFS2, GFS2, Lustre.
  static let remoteTypes: Set<UInt64> = [
    0x6969, 0x517B, 0xFF53_4D42, 0xFE53_4D42, 0x6573_5546, 0x00C3_6400, 0x5346_414F, 0x6B41_4653,
    0x0102_1997, 0x7375_7245, 0x564C, 0x7461_636F, 0x0116_1970, 0x0BD0_0BD0,
  ]
}
