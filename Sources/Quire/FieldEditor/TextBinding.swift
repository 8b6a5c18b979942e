/// Where a field editor reads and writes its text: a property of an object, by key path, or
/// any get and set closures. The seed's key-value coding, in Swift: an object using Swift
/// Observation (`@Observable`) tells its observers of every write made through a key path.
///
/// ```swift
/// let binding = TextBinding(note, \.summary)
/// let custom = TextBinding(get: { settings.motto }, set: { settings.motto = $0 })
/// ```
@MainActor
public struct TextBinding {
  /// Reads the text now.
  public let get: @MainActor () -> String
  /// Writes a new text.
  public let set: @MainActor (String) -> Void

  /// A binding through `get` and `set`.
  public init(get: @escaping @MainActor () -> String, set: @escaping @MainActor (String) -> Void) {
    self.get = get
    self.set = set
  }

  /// A binding to the property at `keyPath` of `object`, which it keeps alive.
  public init<Root: AnyObject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, String>) {
    self.get = { object[keyPath: keyPath] }
    self.set = { object[keyPath: keyPath] = $0 }
  }

  /// A binding to an optional text: `nil` reads as empty, and an empty text is written as
  /// `nil`.
  public init<Root: AnyObject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, String?>) {
    self.get = { object[keyPath: keyPath] ?? "" }
    self.set = { object[keyPath: keyPath] = $0.isEmpty ? nil : $0 }
  }
}
