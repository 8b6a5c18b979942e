internal import CQuireSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Extended attributes (`user.*`, and ACLs as `system.posix_acl_access`), read from one file
/// and written to another, so a save keeps them.
///
/// Swift's Glibc module leaves out `<sys/xattr.h>`, and macOS's calls take more arguments:
/// the calls go through `CQuireSystem`'s wrappers, one argument list on both.
enum ExtendedAttributes {
  /// One attribute: its name (bytes, without the final NUL) and value.
  struct Attribute: Equatable, Sendable {
    var name: [UInt8]
    var value: [UInt8]
  }

  /// The attributes of the file at `path` (symbolic links followed); an empty list where the
  /// file system has none.
  static func read(_ path: String) -> Result<[Attribute], SystemErrorNumber> {
    var names: [UInt8] = []
    while true {
      let size = quire_list_attributes(path, nil, 0)
      if size < 0 { return isUnsupported(errno) ? .success([]) : .failure(.current) }
      if size == 0 { return .success([]) }
      names = [UInt8](repeating: 0, count: size)
      let got = names.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { quire_list_attributes(path, $0, size) } ?? -1
      }
      if got >= 0 {
        names.removeSubrange(got...)
        break
      }
      if errno != ERANGE { return .failure(.current) }
    }
    var attributes: [Attribute] = []
    for name in names.split(separator: 0) {
      let cName = Array(name) + [0]
      switch value(of: cName, at: path) {
      case .success(let value?): attributes.append(Attribute(name: Array(name), value: value))
      case .success(nil): continue
      case .failure(let reason): return .failure(reason)
      }
    }
    return .success(attributes)
  }

  /// Sets `attribute` on the open file `descriptor`.
  static func write(_ attribute: Attribute, to descriptor: Int32) -> SystemErrorNumber? {
    let cName = attribute.name + [0]
    let result = cName.withUnsafeBufferPointer { name in
      attribute.value.withUnsafeBytes { value in
        quire_set_attribute(descriptor, name.baseAddress, value.baseAddress, value.count)
      }
    }
    return result == 0 ? nil : .current
  }

  /// Sets `attribute` on the file at `path` (for tests and tools).
  static func write(_ attribute: Attribute, toFileAt path: String) -> SystemErrorNumber? {
    switch FileDescriptor.openFile(path, O_RDONLY | O_NONBLOCK) {
    case .success(let descriptor):
      defer { _ = FileDescriptor.closeFile(descriptor) }
      return write(attribute, to: descriptor)
    case .failure(let reason):
      return reason
    }
  }

  /// Whether `number` says the file system keeps no extended attributes.
  static func isUnsupported(_ number: Int32) -> Bool {
    number == ENOTSUP || number == EOPNOTSUPP || number == ENOSYS
  }

  /// The value of `name` (NUL-terminated), `nil` when it went away meanwhile.
  private static func value(of name: [UInt8], at path: String) -> Result<[UInt8]?, SystemErrorNumber> {
    while true {
      let size = name.withUnsafeBufferPointer { quire_get_attribute(path, $0.baseAddress, nil, 0) }
      if size < 0 { return errno == attributeMissing ? .success(nil) : .failure(.current) }
      var value = [UInt8](repeating: 0, count: size)
      let got = name.withUnsafeBufferPointer { cName in
        value.withUnsafeMutableBytes { quire_get_attribute(path, cName.baseAddress, $0.baseAddress, size) }
      }
      if got >= 0 {
        value.removeSubrange(got...)
        return .success(value)
      }
      if errno == attributeMissing { return .success(nil) }
      if errno != ERANGE { return .failure(.current) }
    }
  }

  #if os(Linux)
    private static let attributeMissing = ENODATA
  #else
    private static let attributeMissing = ENOATTR
  #endif
}
