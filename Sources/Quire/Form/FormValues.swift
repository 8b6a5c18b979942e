/// What a form gives back: each field's key and value, in the fields' order.
///
/// ```swift
/// if let values = try await stack.push(screen) { print(values["email"] ?? "") }
/// ```
public struct FormValues: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  /// One field's key and value.
  public struct Entry: Hashable, Sendable {
    /// The field's key.
    public var key: String
    /// The field's value.
    public var value: String

    /// The entry of the field `key`, holding `value`.
    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }

  /// The keys and values, in the fields' order.
  public var entries: [Entry]

  /// The values of `entries`, in their order.
  public init(_ entries: [Entry]) {
    self.entries = entries
  }

  /// Values written in order: `["name": "Ada", "email": "ada@example.com"]`.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.entries = elements.map { Entry(key: $0.0, value: $0.1) }
  }

  /// The value of the first field under `key`.
  public subscript(key: String) -> String? {
    entries.first { $0.key == key }?.value
  }

  /// The keys, in order.
  public var keys: [String] { entries.map(\.key) }
}
