import Dispatch
import QuireText

extension SafeSave {
  /// Saves `text` as `save(_:format:to:options:)` does, on a thread of its own, once the save
  /// of `previous` (of the same file, still running) has ended, expecting the file as that
  /// save left it; returns at once with the ticket to wait for.
  public static func start(
    _ text: TextStorage, format: TextFormat, to path: String, options: SaveOptions = SaveOptions(),
    after previous: SaveTicket? = nil
  ) -> SaveTicket {
    let ticket = SaveTicket()
    DispatchQueue.global().async {
      var options = options
      if let previous, case .success(let saved) = previous.wait(), options.expected != nil {
        options.expected = saved.identity
      }
      do throws(DocumentError) {
        ticket.finish(.success(try save(text, format: format, to: path, options: options)))
      } catch {
        ticket.finish(.failure(error))
      }
    }
    return ticket
  }
}
