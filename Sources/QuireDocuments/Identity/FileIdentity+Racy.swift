extension FileIdentity {
  /// How much older than `observedAt` the times must be on a file system that keeps
  /// fractions of a second: 50 ms. Linux stamps files from a clock that moves once per
  /// kernel tick (10 ms at the slowest common rate, 100 Hz) and exFAT keeps 10 ms steps, so
  /// a write after the read may carry a time up to 20 ms before it; 50 ms leaves more than
  /// twice that.
  static let racyMarginNanoseconds: Int64 = 50_000_000

  /// The margin when a time has no fraction of a second, as on file systems that keep whole
  /// seconds (HFS+, ext4 with small inodes) or two (FAT): 2 s.
  static let coarseRacyMarginNanoseconds: Int64 = 2_000_000_000

  /// Whether a change made after this identity was taken could have left the file's size
  /// and times as they were ("racy", as git calls it): when either time is within the
  /// file system's granularity of `observedAt` (or after it), or that moment is unknown.
  /// Such a file is read and hashed to be compared; any other is taken as unchanged when
  /// its status is.
  ///
  /// Why that is safe: a write at or after `observedAt` stamps both times with a moment
  /// later than `observedAt` less the margin, so it moves a time older than that; setting the
  /// modification time back moves the change time. Not seen, as by git, make and rsync:
  /// writes through a shared memory mapping, whose times move late, and a clock set back.
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
