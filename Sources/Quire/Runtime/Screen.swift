/// A screen of an app: something pushed on the `NavigationStack` that handles events while on
/// top, draws itself into its region, names its keys for the help bar, and finishes with a
/// result.
///
/// A screen is a final class used on the main actor; the state a test drives without a
/// terminal lives in the values it holds (components, state that takes events and answers
/// effects), the screen is the thin glue. It never reads the terminal, a file or the clock:
/// events and time come through its context, and slow work runs as tasks the context owns
/// for it, whose results come back to `receive` as its `Message`.
///
/// Its context is typed by the screen (`ScreenContext<Self>`), so a task, a timer or a
/// hand-off can only answer one of the screen's own messages, and `finish` only take its
/// result: a message for another screen does not compile. A screen that declares no
/// `Message` (`Never`) runs no task; one that declares one must take each in `receive`,
/// which has no default then. A component's messages travel inside the screen's, as a case
/// of its enum the screen hands to that component (`DocumentEditorMessage.textArea`).
@MainActor
public protocol Screen: AnyObject {
  /// What the screen gives back when it finishes (`nil` stands for Cancel).
  associatedtype Result: Sendable = Void

  /// What its tasks, timers and hand-offs send it, usually an enum of its own; `Never` for
  /// a screen that sends itself nothing.
  associatedtype Message: Sendable = Never

  /// Whether the screen covers the screens below (`.page`) or sits over them, dimmed
  /// (`.overlay`). `.page` unless a screen says otherwise.
  var presentation: Presentation { get }

  /// The screen was just pushed, before its first frame: where it starts the slow work it
  /// shows (a load) as tasks its context owns, as a view controller does when its view will
  /// appear. Called once. Does nothing unless a screen says otherwise.
  func didAppear(context: ScreenContext<Self>)

  /// Handles `event` while the screen is on top: keys, pastes, focus, and mouse events in
  /// the screen's own coordinates ((0, 0) is its region's top left). Returns `.ignored` for
  /// what it leaves to the app (Ctrl-C, Ctrl-Z on a screen that edits nothing, Ctrl-L).
  func handle(_ event: InputEvent, context: ScreenContext<Self>) -> EventVerdict

  /// Takes a message: the result of a task the screen's context runs, a report the task sent
  /// on the way, a timer it set, the outcome of a hand-off of the terminal. Only a screen
  /// whose `Message` is `Never` may leave it out.
  func receive(_ message: Message, context: ScreenContext<Self>)

  /// Draws the screen into `canvas`, its region (the whole content area for a page; for an
  /// overlay, `preferredHeight(width:)` rows just above the help bar). Sets the canvas's
  /// cursor where the caret is, if any.
  func draw(in canvas: inout Canvas, context: DrawContext)

  /// The keys that work now, for the help bar, from the same key maps the handlers read.
  func helpItems(context: DrawContext) -> [HelpItem]

  /// How many rows the screen wants at `width`: an overlay's height; on the inline surface,
  /// the prompt's height. `Int.max` (all there is) unless a screen says otherwise.
  func preferredHeight(width: Int, context: DrawContext) -> Int

  /// How many columns the screen draws in on the inline surface, at most the terminal's
  /// width: as many as its content needs, so nothing (a mark or a hint at the right) sits
  /// further out. A terminal that narrows re-wraps every row drawn wider than it, and the
  /// extra rows push the shell's lines above into its scrollback, where they stay when it
  /// widens again. `nil` (no width of its own: as wide as the screens shown with it ask, or
  /// the terminal's width when none does) unless a screen says otherwise.
  func preferredWidth(context: DrawContext) -> Int?

  /// Whether the screen is on its way out, finishing once slow work is done (a document
  /// saved before the editor closes): keys, pastes and clicks that come meanwhile wait for
  /// the screen on top next. False unless a screen says otherwise.
  var isLeaving: Bool { get }

  /// The app is about to end without the screen finishing: Ctrl-C, a timeout, the process
  /// asked to end (SIGTERM, SIGHUP: `InputEvent.terminate`), the terminal gone. The screen
  /// keeps now, synchronously, what must not be lost (a recovery copy of unsaved text): no
  /// task or timer of its runs after this. Does nothing unless a screen says otherwise.
  func willTerminate(context: ScreenContext<Self>)
}

extension Screen {
  public var presentation: Presentation { .page }

  public func didAppear(context: ScreenContext<Self>) {}

  public func preferredHeight(width: Int, context: DrawContext) -> Int { Int.max }

  public func preferredWidth(context: DrawContext) -> Int? { nil }

  public var isLeaving: Bool { false }

  public func willTerminate(context: ScreenContext<Self>) {}
}

extension Screen where Message == Never {
  /// A screen that sends itself nothing receives nothing.
  public func receive(_ message: Never, context: ScreenContext<Self>) {}
}
