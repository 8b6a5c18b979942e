/// How a save wrote the file.
public enum SaveMethod: Hashable, Sendable {
  /// A new file was created (by rename of a temporary file).
  case created
  /// A temporary file was renamed over the old one.
  case replaced
  /// The file was written over in place, after a backup copy: it has several hard links,
  /// its owner could not be given to a new file, or its folder cannot be written.
  case inPlace
}
