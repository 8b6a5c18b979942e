import QuireText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The templates of a notes folder (`.templates/`, hidden, so never listed as notes) and the
/// notes made from them.
extension DocumentFolder {
  /// The name of the folder of templates inside the notes folder.
  public static let templatesFolderName = ".templates"

  /// The most bytes of a template read: a template is a page, not a library.
  public static let templateByteLimit = 1 << 20

  /// The folder of templates, as a folder of Markdown documents.
  public var templatesFolder: DocumentFolder {
    DocumentFolder(path: path(of: Self.templatesFolderName), extensions: ["md"])
  }

  /// The templates, by name (ignoring case); none when the folder has no `.templates/` or it
  /// cannot be listed.
  public func templates() -> [NoteTemplate] {
    guard let entries = try? templatesFolder.list() else { return [] }
    return entries.filter(\.hasUTF8Name).map { NoteTemplate(fileName: $0.name) }.sorted {
      let left = CaseFolding.folded($0.fileName)
      let right = CaseFolding.folded($1.fileName)
      return left != right ? left < right : $0.fileName < $1.fileName
    }
  }

  /// The bytes of `template` (at most `templateByteLimit`).
  public func text(of template: NoteTemplate) throws(FolderError) -> [UInt8] {
    try Self.check(template.fileName)
    let target = templatesFolder.path(of: template.fileName)
    let descriptor: Int32
    switch FileDescriptor.openFile(target, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) {
    case .success(let opened): descriptor = opened
    case .failure(let reason): throw .document(.cannotOpen(path: target, reason: reason))
    }
    defer { _ = FileDescriptor.closeFile(descriptor) }
    var bytes = [UInt8](repeating: 0, count: Self.templateByteLimit)
    switch bytes.withUnsafeMutableBytes({ FileDescriptor.readFully(descriptor, into: $0) }) {
    case .success(let read): bytes.removeSubrange(read...)
    case .failure(let reason): throw .document(.cannotRead(path: target, reason: reason))
    }
    return bytes
  }

  /// Creates the document `name` holding `contents`, flushed before it is named, and returns
  /// its path. Never replaces anything: a file of that name is `alreadyExists`. The text is
  /// written to a hidden temporary file that is then linked in under the name, so no other
  /// program sees the note half-written; where the file system has no hard links, the note is
  /// created and written in place.
  @discardableResult
  public func createDocument(named name: String, contents: [UInt8]) throws(FolderError) -> String {
    guard !contents.isEmpty else { return try createDocument(named: name) }
    try Self.check(name)
    let target = path(of: name)
    // A short name of its own, whatever the note's length (a name may take all 255 bytes).
    let temporary = path(of: ".quire-new-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try Self.write(contents, toNew: temporary, shownAs: target)
    defer { unlink(temporary) }
    // A hard link never replaces: the name is taken only if nothing holds it.
    if link(temporary, target) != 0 {
      let reason = SystemErrorNumber.current
      if reason == SystemErrorNumber(EEXIST) { throw .alreadyExists(path: target) }
      try Self.write(contents, toNew: target, shownAs: target)
    }
    _ = SaveRun.syncFolder(path)
    return target
  }

  /// Writes `contents` to a new file at `file` (refusing one that exists) and flushes it.
  private static func write(_ contents: [UInt8], toNew file: String, shownAs target: String)
    throws(FolderError)
  {
    let descriptor: Int32
    switch FileDescriptor.openFile(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode: 0o666) {
    case .success(let opened): descriptor = opened
    case .failure(SystemErrorNumber(EEXIST)) where file == target: throw .alreadyExists(path: target)
    case .failure(let reason): throw .cannotCreate(path: target, reason: reason)
    }
    let failure =
      contents.withUnsafeBytes { FileDescriptor.writeAll(descriptor, $0) }
      ?? FileDescriptor.syncFile(descriptor)
    _ = FileDescriptor.closeFile(descriptor)
    if let failure {
      unlink(file)
      throw .cannotCreate(path: target, reason: failure)
    }
  }
}
