/// A history used so that it never stops the caller: the first failure (an invalid name, an
/// unreadable file, no space, no permission) is kept for the caller to show once, and the
/// history is then left alone while the prompt goes on without it.
///
/// ```swift
/// var history = BestEffortHistory(name: "hosts", paths: XDGPaths(environment: environment))
/// let remembered = history.load()
/// if let warning = history.takeWarning() { standardError.write("quire: \(warning)") }
/// ```
public struct BestEffortHistory: Sendable {
  /// The store, or nil when its name was refused.
  public let store: HistoryStore?
  /// The first failure, until `takeWarning` takes it.
  private var pending: HistoryError?
  /// Whether a failure happened: nothing more is tried.
  public private(set) var hasFailed = false

  /// The history `name` in the folder of `paths`.
  public init(name: String, paths: XDGPaths) {
    do {
      store = try HistoryStore(name: name, paths: paths)
    } catch {
      store = nil
      pending = error
      hasFailed = true
    }
  }

  /// A history over `store`.
  public init(store: HistoryStore) {
    self.store = store
  }

  /// The failure to show, once: the first call after it happened returns it, later ones nil.
  public mutating func takeWarning() -> HistoryError? {
    defer { pending = nil }
    return pending
  }

  /// The values, newest last; empty after a failure.
  public mutating func load() -> [String] {
    attempt { store throws(HistoryError) in try store.load() } ?? []
  }

  /// Records `value` as chosen, unless a failure happened.
  public mutating func record(_ value: String) {
    _ = attempt { store throws(HistoryError) in try store.record(value) }
  }

  /// Forgets `value`, unless a failure happened.
  public mutating func forget(_ value: String) {
    _ = attempt { store throws(HistoryError) in try store.forget(value) }
  }

  private mutating func attempt<Result>(_ body: (HistoryStore) throws(HistoryError) -> Result) -> Result? {
    guard !hasFailed, let store else { return nil }
    do {
      return try body(store)
    } catch {
      hasFailed = true
      pending = error
      return nil
    }
  }
}
