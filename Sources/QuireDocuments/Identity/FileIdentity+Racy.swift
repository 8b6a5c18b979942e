extension FileIdentity {
  /// How much older than `observedAt` the times must be on a file system that keeps
  /// fractions of a second: 50 ms. Linux stamps files from a clock that moves once per
  /// kernel tick (10 ms at the slowest common rate, 100 Hz) and exFAT keeps 10 ms steps,
  /// rounded down, so a write after the read may carry a time up to 20 ms before it; 50 ms
  /// leaves more than twice that for a step of a file system not counted here.
  static let racyMarginNanoseconds: Int64 = 50_000_000

  /// The margin when a time has no fraction of a second, as on file systems that keep whole
  /// seconds (HFS+, ext4 with small inodes) or even ones rounded down (FAT, where a write
  /// may carry a time 2 s and a tick before it): 3 s.
  static let coarseRacyMarginNanoseconds: Int64 = 3_000_000_000

  /// Whether a change made after this identity was taken could have left the file's size
  /// and times as they were ("racy", as git calls it): when either time is within the
  /// file system's granularity of `observedAt` (or after it), or that moment is unknown.
  /// Such a file is read and hashed to be compared; any other is taken as unchanged when
  /// its status is.
  ///
  /// Why that is safe: a write at or after `observedAt` stamps both times with a moment
  /// later than `observedAt` less the margin, so it moves a time older than that; setting the
  /// modification time back moves the change time. Not seen, as by git, make and rsync:
  /// writes through a shared memory mapping, whose times move late; a clock set back; a
  /// single `write` still copying bytes in place, unchanged in size, more than the margin
  /// after it stamped the file. Times from another machine's clock are never trusted
  /// (`observedAt` is `nil` on network and FUSE file systems).
  var isRacy: Bool {
    guard let observedAt else { return true }
    let coarse = modificationTime.nanoseconds == 0 || statusChangeTime.nanoseconds == 0
    let margin = coarse ? Self.coarseRacyMarginNanoseconds : Self.racyMarginNanoseconds
    let latestSafe = observedAt.nanosecondsSinceEpoch &- margin
    return max(modificationTime, statusChangeTime).nanosecondsSinceEpoch > latestSafe
  }

  /// Whether `status` alone shows the file's bytes are still those hashed: same device,
  /// inode, size and times, and not racy.
  func statusVouches(for status: FileStatus) -> Bool {
    hasSameMetadata(as: status) && !isRacy
  }

  /// `start` when the file open as `descriptor` is on a local file system, whose times this
  /// machine's clock stamps; else `nil` (its status never vouches for its bytes).
  static func observation(startingAt start: FileTime, descriptor: Int32) -> FileTime? {
    FileSystemTimes.areLocal(descriptor: descriptor) ? start : nil
  }
}
