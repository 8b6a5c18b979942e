import QuireDocuments

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A child process for the documents tests, never shipped:
//
//   QuireDocumentsChild [--uid N] save PATH CONTENT [BACKUP-FOLDER]
//   QuireDocumentsChild [--uid N] open PATH
//   QuireDocumentsChild save-loop PATH CONTENT-A CONTENT-B     (saves until killed)
//   QuireDocumentsChild fill PATH [LEAVE]                      (writes zeros until LEAVE bytes are free)
//   QuireDocumentsChild dump FOLDER                            (each file: name, size, hash)
//   QuireDocumentsChild trash PATH                             (to the trash of $XDG_DATA_HOME)
//   QuireDocumentsChild [--uid N] index FOLDER DATABASE        (updates the note index)
//   QuireDocumentsChild [--uid N] search FOLDER DATABASE QUERY (updates, then searches)
//   QuireDocumentsChild [--uid N] [--cd FOLDER] exec PROGRAM [ARGUMENT…]
//
// With `--uid N` it first becomes user and group N, so a test run as root sees permissions
// as a user does; with `--cd FOLDER` it works in FOLDER (a relative path given to PROGRAM is
// then taken from there). `exec` becomes PROGRAM, keeping the environment and the terminal.
// Each other command prints one line per result; errors as `error: <message>`.

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--uid", arguments.count >= 2, let user = UInt32(arguments[1]) {
  arguments.removeFirst(2)
  guard setgroups(0, nil) == 0, setgid(user) == 0, setuid(user) == 0 else {
    print("error: cannot become user \(user)")
    exit(3)
  }
}
if arguments.first == "--cd", arguments.count >= 2 {
  guard chdir(arguments[1]) == 0 else {
    print("error: cannot work in \(arguments[1])")
    exit(3)
  }
  arguments.removeFirst(2)
}

/// The bytes of the file at `path`.
func contents(of path: String) -> [UInt8] {
  guard let file = fopen(path, "rb") else {
    print("error: cannot read \(path)")
    exit(3)
  }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[0..<count]
  }
  return bytes
}

switch arguments.first {
case "save" where arguments.count >= 3:
  do {
    let options = SaveOptions(backupFolder: arguments.count >= 4 ? arguments[3] : nil)
    let result = try SafeSave.save(bytes: contents(of: arguments[2]), to: arguments[1], options: options)
    print("saved \(result.method)")
  } catch {
    print("error: \(error)")
    exit(1)
  }
case "open" where arguments.count == 2:
  do {
    let file = try DocumentFile.open(arguments[1])
    print("opened readOnly=\(file.isReadOnly) notices=\(file.notices.map(\.description))")
  } catch {
    print("error: \(error)")
    exit(1)
  }
case "index" where arguments.count == 3:
  let index = NoteIndex(folder: DocumentFolder(path: arguments[1]), databasePath: arguments[2])
  let progress = index.update()
  print("indexed \(progress?.done ?? 0)")
  if let notice = index.notice { print("notice: \(notice)") }
case "search" where arguments.count == 4:
  let index = NoteIndex(folder: DocumentFolder(path: arguments[1]), databasePath: arguments[2])
  index.update()
  for result in index.search(NoteQuery(arguments[3])) { print(result.name) }
  if let notice = index.notice { print("notice: \(notice)") }
case "save-loop" where arguments.count == 4:
  let versions = [contents(of: arguments[2]), contents(of: arguments[3])]
  var turn = 0
  while true {
    do {
      _ = try SafeSave.save(bytes: versions[turn % 2], to: arguments[1])
    } catch {
      print("error: \(error)")
      exit(1)
    }
    turn += 1
  }
case "fill" where arguments.count == 2 || arguments.count == 3:
  let leave = arguments.count == 3 ? Int(arguments[2]) ?? 0 : 0
  let descriptor = open(arguments[1], O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  let zeros = [UInt8](repeating: 0, count: 4096)
  var total = 0
  var reason = "done"
  while descriptor >= 0 {
    var space = statvfs()
    if leave > 0, fstatvfs(descriptor, &space) == 0, Int(space.f_bavail) * Int(space.f_frsize) <= leave {
      break
    }
    let written = write(descriptor, zeros, zeros.count)
    if written <= 0 {
      reason = String(cString: strerror(errno))
      break
    }
    total += written
  }
  if descriptor >= 0 { fsync(descriptor) }
  print("filled \(total) \(reason)")
case "trash" where arguments.count == 2:
  var environment: [String: String] = [:]
  for name in ["HOME", "XDG_DATA_HOME"] { environment[name] = getenv(name).map { String(cString: $0) } }
  do {
    let item = try Trash(paths: XDGPaths(environment: environment)).move(arguments[1])
    print("trashed \(item.trashedPath)")
  } catch {
    print("error: \(error)")
    exit(1)
  }
case "dump" where arguments.count == 2:
  guard let folder = opendir(arguments[1]) else {
    print("error: cannot list \(arguments[1])")
    exit(3)
  }
  var lines: [String] = []
  while let entry = readdir(folder) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if name == "." || name == ".." { continue }
    let bytes = contents(of: arguments[1] + "/" + name)
    lines.append("\(name) \(bytes.count) \(ContentHash(of: bytes))")
  }
  closedir(folder)
  for line in lines.sorted() { print(line) }
case "exec" where arguments.count >= 2:
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.dropFirst().map { strdup($0) } + [nil]
  execv(arguments[1], &argv)
  print("error: cannot run \(arguments[1]): \(String(cString: strerror(errno)))")
  exit(3)
default:
  print("usage: QuireDocumentsChild [--uid N] [--cd FOLDER] save|open|save-loop|fill|dump|trash|exec ...")
  exit(2)
}
