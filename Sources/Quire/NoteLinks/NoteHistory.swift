/// The back stack of the notes followed by link, as one note being edited sees it: how many
/// notes lie under it (that `back` returns through), and whether it is here, saving before
/// a link is followed, or covered by the note the link opened. Every note the user went
/// through stays open under the one shown, its caret and scroll as they were; going back
/// finishes the note on top and shows the one under it.
///
/// A value that takes events and answers effects, which its editor carries out
/// (`DocumentEditor+Links`): the editor's normal save runs before a note is left, so no
/// edit is lost, and a save that fails keeps the user on the note.
public struct NoteHistory: Hashable, Sendable {
  /// Where the note stands.
  public enum State: Hashable, Sendable {
    /// Shown and edited.
    case here
    /// Saving its edits before going to `destination`.
    case saving(before: NoteDestination)
    /// Under the note `destination` opened, until that one is left.
    case covered(by: NoteDestination)
  }

  /// What happens to it.
  public enum Event: Hashable, Sendable {
    /// The user asks to go to `destination`; `unsaved` says the text has edits not on disk.
    case goAsked(NoteDestination, unsaved: Bool)
    /// A save ended: `unsaved` says edits are still not on disk (it failed, or more came).
    case saveEnded(unsaved: Bool)
    /// A key was typed while saving: the user went on here, so the note stays.
    case keyTyped
    /// The destination could not be opened (a note that could not be made).
    case openFailed
    /// The note opened over this one was left.
    case returned(NoteReturn)
  }

  /// What the editor is to do.
  public enum Effect: Hashable, Sendable {
    /// Save the text (the editor's normal save).
    case save
    /// Open `destination` over this note, one deeper.
    case open(NoteDestination)
    /// Leave this note too, as Esc does (on the way to the notes).
    case leave
  }

  /// How many notes followed by link lie under this one: 0 for a note opened from the notes.
  public let depth: Int
  /// Where the note stands.
  public private(set) var state = State.here

  /// The history of a note `depth` links deep (0 for a note opened from the notes).
  public init(depth: Int = 0) {
    self.depth = depth
  }

  /// Whether going back has a note to return to.
  public var canGoBack: Bool { depth > 0 }

  /// Takes `event`; returns what the editor is to do.
  public mutating func receive(_ event: Event) -> [Effect] {
    switch (state, event) {
    case (.here, .goAsked(let destination, let unsaved)):
      if unsaved {
        state = .saving(before: destination)
        return [.save]
      }
      state = .covered(by: destination)
      return [.open(destination)]
    case (.saving(let destination), .saveEnded(let unsaved)):
      if unsaved {
        state = .here
        return []
      }
      state = .covered(by: destination)
      return [.open(destination)]
    case (.saving, .keyTyped), (.covered, .openFailed):
      state = .here
      return []
    case (.covered, .returned(let way)):
      state = .here
      return way == .toNotes ? [.leave] : []
    default:
      return []
    }
  }
}
