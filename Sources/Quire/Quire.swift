@_exported import QuireDocuments
@_exported import QuireTerminal
@_exported import QuireText

/// Facts about this build of Quire.
public enum QuireInfo {
  /// The version `quire --version` prints.
  public static let version = "0.1.0"
}
