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
    #elseif os(Linux) && (arch(x86_64) || arch(arm64))
      guard let type = StatfsCall.type(of: descriptor) else { return false }
      return !remoteTypes.contains(type)
    #else
      return false
    #endif
  }

  /// The `statfs` types (`linux/magic.h`) of file systems whose times come from elsewhere:
  /// NFS, SMB, CIFS, SMB2, FUSE (sshfs, rclone and the like), Ceph, AFS (two), 9P, Coda,
  /// NCP, OCFS2, GFS2, Lustre.
  static let remoteTypes: Set<Int> = [
    0x6969, 0x517B, 0xFF53_4D42, 0xFE53_4D42, 0x6573_5546, 0x00C3_6400, 0x5346_414F, 0x6B41_4653,
    0x0102_1997, 0x7375_7245, 0x564C, 0x7461_636F, 0x0116_1970, 0x0BD0_0BD0,
  ]
}

#if os(Linux) && (arch(x86_64) || arch(arm64))
  /// `fstatfs`, found at run time: Swift's Glibc module does not declare it (`sys/vfs.h`).
  private enum StatfsCall {
    typealias Function = @convention(c) (Int32, UnsafeMutableRawPointer?) -> Int32
    static let fstatfs: Function? = {
      guard let library = dlopen(nil, RTLD_NOW), let address = dlsym(library, "fstatfs") else { return nil }
      return unsafeBitCast(address, to: Function.self)
    }()

    /// The file system type of the open file `descriptor` (`f_type`, a `long` at the start of
    /// `struct statfs` on these processors; the structure is 120 bytes, the buffer larger).
    static func type(of descriptor: Int32) -> Int? {
      guard let fstatfs else { return nil }
      return withUnsafeTemporaryAllocation(byteCount: 256, alignment: 16) { buffer in
        guard fstatfs(descriptor, buffer.baseAddress) == 0 else { return nil }
        return buffer.load(as: Int.self)
      }
    }
  }
#endif
