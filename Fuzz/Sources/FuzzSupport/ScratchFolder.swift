#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder for the files a fuzz target writes, in memory (/dev/shm) where there is one, so
/// that an input costs no disk write. It is made once per run and left for the system.
public func scratchFolder() -> String {
  for base in ["/dev/shm", "/tmp"] {
    var template = Array("\(base)/quire-fuzz-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
    }
    if let made { return made }
  }
  fatalError("no scratch folder could be made")
}

/// Writes `bytes` to the file at `path`, replacing it.
public func writeFile(_ path: String, _ bytes: [UInt8]) {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  check(descriptor >= 0, "cannot write \(path)")
  defer { close(descriptor) }
  var done = 0
  while done < bytes.count {
    let wrote = bytes[done...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    check(wrote > 0, "cannot write \(path)")
    done += wrote
  }
}

/// The bytes of the file at `path`.
public func readFile(_ path: String) -> [UInt8] {
  let descriptor = open(path, O_RDONLY)
  check(descriptor >= 0, "cannot read \(path)")
  defer { close(descriptor) }
  var result: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    check(count >= 0, "cannot read \(path)")
    if count <= 0 { return result }
    result += buffer[0..<count]
  }
}
