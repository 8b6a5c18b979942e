#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ExtendedAttributes {
  /// The C library's attribute calls, with Linux's argument lists.
  enum Calls {
    #if os(Linux)
      typealias ListFunction = @convention(c) (UnsafePointer<CChar>?, UnsafeMutableRawPointer?, Int) -> Int
      typealias GetFunction =
        @convention(c) (UnsafePointer<CChar>?, UnsafePointer<UInt8>?, UnsafeMutableRawPointer?, Int) -> Int
      typealias SetFunction =
        @convention(c) (Int32, UnsafePointer<UInt8>?, UnsafeRawPointer?, Int, Int32) -> Int32

      private static let listFunction = symbol("listxattr", as: ListFunction.self)
      private static let getFunction = symbol("getxattr", as: GetFunction.self)
      private static let setFunction = symbol("fsetxattr", as: SetFunction.self)

      private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        guard let library = dlopen(nil, RTLD_NOW), let address = dlsym(library, name) else { return nil }
        return unsafeBitCast(address, to: type)
      }

      static func list(_ path: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        guard let listFunction else { return unsupported() }
        return listFunction(path, buffer, size)
      }

      static func get(
        _ path: String, _ name: UnsafePointer<UInt8>?, _ value: UnsafeMutableRawPointer?, _ size: Int
      )
        -> Int
      {
        guard let getFunction else { return unsupported() }
        return getFunction(path, name, value, size)
      }

      static func set(
        _ descriptor: Int32, _ name: UnsafePointer<UInt8>?, _ value: UnsafeRawPointer?, _ size: Int
      )
        -> Int32
      {
        guard let setFunction else { return Int32(unsupported()) }
        return setFunction(descriptor, name, value, size, 0)
      }

      private static func unsupported() -> Int {
        errno = ENOTSUP
        return -1
      }
    #else
      static func list(_ path: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        listxattr(path, buffer?.assumingMemoryBound(to: CChar.self), size, 0)
      }

      static func get(
        _ path: String, _ name: UnsafePointer<UInt8>?, _ value: UnsafeMutableRawPointer?, _ size: Int
      )
        -> Int
      {
        guard let name else { return -1 }
        return name.withMemoryRebound(to: CChar.self, capacity: 1) { getxattr(path, $0, value, size, 0, 0) }
      }

      static func set(
        _ descriptor: Int32, _ name: UnsafePointer<UInt8>?, _ value: UnsafeRawPointer?, _ size: Int
      )
        -> Int32
      {
        guard let name else { return -1 }
        return name.withMemoryRebound(to: CChar.self, capacity: 1) {
          fsetxattr(descriptor, $0, value, size, 0, 0)
        }
      }
    #endif
  }
}
