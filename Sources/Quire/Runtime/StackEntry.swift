/// One screen on the stack, with its type erased into closures made when it was pushed (where
/// its type is known), the tasks it owns, and where it was last drawn.
@MainActor
final class StackEntry {
  let id: Int
  let screen: AnyObject
  let presentation: () -> Presentation
  let handle: (InputEvent) -> EventVerdict
  let draw: (inout Canvas, DrawContext) -> Void
  let helpItems: (DrawContext) -> [HelpItem]
  let preferredHeight: (Int, DrawContext) -> Int
  let preferredWidth: (DrawContext) -> Int?
  let willTerminate: () -> Void
  let isLeaving: () -> Bool
  /// Resumes whoever pushed the screen; called once.
  var complete: ((Result<Any?, any Error>) -> Void)?
  /// The tasks the screen owns, by number; cancelled when it is popped.
  var tasks: [Int: Task<Void, Never>] = [:]
  /// Where the screen was last drawn, in the terminal's cells.
  var area = CellRect(column: 0, row: 0, columns: 0, rows: 0)
  /// When it was pushed (for its entrance animation), and whether it animates.
  var appearedAt: Duration
  var animates: Bool

  init<S: Screen>(
    id: Int, screen: S, context: ScreenContext<S>, appearedAt: Duration, animates: Bool,
    complete: @escaping (Result<S.Result?, any Error>) -> Void
  ) {
    self.id = id
    self.screen = screen
    self.appearedAt = appearedAt
    self.animates = animates
    presentation = { screen.presentation }
    handle = { screen.handle($0, context: context) }
    draw = { screen.draw(in: &$0, context: $1) }
    helpItems = { screen.helpItems(context: $0) }
    preferredHeight = { screen.preferredHeight(width: $0, context: $1) }
    preferredWidth = { screen.preferredWidth(context: $0) }
    willTerminate = { screen.willTerminate(context: context) }
    isLeaving = { screen.isLeaving }
    self.complete = { outcome in
      switch outcome {
      case .success(let value): complete(.success(value as? S.Result))
      case .failure(let error): complete(.failure(error))
      }
    }
  }

  /// Cancels the tasks and resumes the pusher with `outcome`, once.
  func end(with outcome: Result<Any?, any Error>) {
    for task in tasks.values { task.cancel() }
    tasks.removeAll()
    let complete = self.complete
    self.complete = nil
    complete?(outcome)
  }
}
