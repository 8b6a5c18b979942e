import Quire

/// Saves a list file as it is edited: after each pause of `delay` without a change, and on
/// request, one save at a time and off the main actor, so typing never waits for the disk.
@MainActor
final class ListSaver {
  /// The file, as last saved.
  private(set) var file: ListFile
  /// The items as the screen has them now.
  var latest: [String]
  /// The pause after a change before saving.
  let delay: Duration
  /// The last save's failure, if it failed.
  private(set) var lastError: DocumentError?
  private var idle: Task<Void, Never>?
  private var saving: Task<DocumentError?, Never>?

  init(file: ListFile, delay: Duration = .seconds(2)) {
    self.file = file
    self.latest = file.items
    self.delay = delay
  }

  /// The screen changed the list: saves once it has been left alone for `delay`.
  func changed(_ items: [String]) {
    latest = items
    idle?.cancel()
    let delay = self.delay
    idle = Task { [weak self] in
      guard (try? await Task.sleep(for: delay)) != nil else { return }
      _ = await self?.saveNow()
    }
  }

  /// Saves the latest items now, after any save under way; returns why it failed, if it did.
  func saveNow() async -> DocumentError? {
    idle?.cancel()
    let previous = saving
    let task = Task { [self] () -> DocumentError? in
      _ = await previous?.value
      var file = self.file
      let items = latest
      let outcome = await Task.detached { () -> (ListFile, DocumentError?) in
        do throws(DocumentError) {
          try file.save(items)
          return (file, nil)
        } catch {
          return (file, error)
        }
      }.value
      self.file = outcome.0
      lastError = outcome.1
      return outcome.1
    }
    saving = task
    return await task.value
  }
}
