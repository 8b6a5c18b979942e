/// A step of saving, named in the message when it fails.
public enum SaveStep: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Finding the file: symbolic links, its folder, its kind and permissions; and, when the
  /// save must not write over someone else's change and the file's status cannot vouch for
  /// its bytes, reading it back to compare.
  case checkingFile
  /// Removing temporary files an earlier, interrupted save left behind.
  case removingStaleFiles
  /// Creating the temporary file beside the file.
  case creatingTemporaryFile
  /// Giving the temporary file the file's owner and group.
  case restoringOwner
  /// Writing the text into the temporary file.
  case writingTemporaryFile
  /// Giving the temporary file the file's permissions.
  case restoringMode
  /// Copying the file's extended attributes (ACLs among them) to the temporary file.
  case copyingAttributes
  /// `fsync` of the new bytes.
  case flushing
  /// `close` of the written file.
  case closing
  /// `rename` of the temporary file over the file.
  case replacing
  /// `fsync` of the folder, which makes the rename durable.
  case flushingFolder
  /// Creating the folder for the backup copy, away from the file's own folder, which cannot
  /// be written (`SaveOptions.backupFolder`).
  case creatingBackupFolder
  /// Copying the file's bytes to a backup before writing it in place.
  case copyingBackup
  /// Reserving the disk space the new text needs before writing in place.
  case reservingSpace
  /// Writing the text over the file's own bytes.
  case writingInPlace
  /// Cutting the file to the new text's length.
  case truncating

  public var description: String {
    switch self {
    case .checkingFile: "checking the file"
    case .removingStaleFiles: "removing an interrupted save's temporary file"
    case .creatingTemporaryFile: "creating a temporary file beside it"
    case .restoringOwner: "giving the new file its owner"
    case .writingTemporaryFile: "writing the temporary file"
    case .restoringMode: "giving the new file its permissions"
    case .copyingAttributes: "copying its extended attributes"
    case .flushing: "flushing it to disk"
    case .closing: "closing it"
    case .replacing: "renaming the temporary file over it"
    case .flushingFolder: "flushing its folder to disk"
    case .creatingBackupFolder:
      "creating a folder for the backup copy, since its own folder cannot be written"
    case .copyingBackup: "making a backup copy"
    case .reservingSpace: "reserving disk space"
    case .writingInPlace: "writing it in place"
    case .truncating: "cutting it to its new length"
    }
  }
}
