extension TextEditAction {
  /// The keys every text component shares, as in readline and the usual editors: arrows and
  /// Ctrl-B/F, Alt-B/F and Ctrl-arrows by word, Home/End and Ctrl-A, Shift to select,
  /// Backspace/Delete, Ctrl-W, Alt-Backspace, Alt-D, Ctrl-K, Ctrl-U, Ctrl-Z/Ctrl-Y undo/redo,
  /// Ctrl-X cut, Alt-C (or Ctrl-Insert) copy, Ctrl-V (or Shift-Insert) paste.
  ///
  /// Ctrl-E is left out: it is line end in a single-line field, `$EDITOR` in a multi-line one;
  /// each component binds it.
  public static let sharedBindings: [KeyBinding<TextEditAction>] = [
    KeyBinding([KeyChord(.left), .control("b")], .move(.graphemeLeft)),
    KeyBinding([KeyChord(.right), .control("f")], .move(.graphemeRight)),
    KeyBinding(
      [.alt("b"), KeyChord(.left, modifiers: .control), KeyChord(.left, modifiers: .alt)], .move(.wordLeft)),
    KeyBinding(
      [.alt("f"), KeyChord(.right, modifiers: .control), KeyChord(.right, modifiers: .alt)], .move(.wordRight)
    ),
    KeyBinding([KeyChord(.home), .control("a")], .move(.lineStart)),
    KeyBinding([KeyChord(.end)], .move(.lineEnd)),
    KeyBinding([KeyChord(.home, modifiers: .control)], .move(.documentStart)),
    KeyBinding([KeyChord(.end, modifiers: .control)], .move(.documentEnd)),
    KeyBinding([.shift(.left)], .select(.graphemeLeft)),
    KeyBinding([.shift(.right)], .select(.graphemeRight)),
    KeyBinding(
      [
        KeyChord(.left, modifiers: [.shift, .control]), KeyChord(.left, modifiers: [.shift, .alt]), .alt("B"),
      ],
      .select(.wordLeft)),
    KeyBinding(
      [
        KeyChord(.right, modifiers: [.shift, .control]), KeyChord(.right, modifiers: [.shift, .alt]),
        .alt("F"),
      ],
      .select(.wordRight)),
    KeyBinding([.shift(.home)], .select(.lineStart)),
    KeyBinding([.shift(.end)], .select(.lineEnd)),
    KeyBinding([KeyChord(.home, modifiers: [.shift, .control])], .select(.documentStart)),
    KeyBinding([KeyChord(.end, modifiers: [.shift, .control])], .select(.documentEnd)),
    KeyBinding([KeyChord(.backspace), KeyChord(.backspace, modifiers: .shift)], .delete(.graphemeBackward)),
    KeyBinding([KeyChord(.delete)], .delete(.graphemeForward)),
    KeyBinding([.control("w")], .delete(.wordRubout)),
    KeyBinding(
      [KeyChord(.backspace, modifiers: .alt), KeyChord(.backspace, modifiers: .control)],
      .delete(.wordBackward)),
    KeyBinding([.alt("d"), KeyChord(.delete, modifiers: .control)], .delete(.wordForward)),
    KeyBinding([.control("k")], .delete(.toLineEnd)),
    KeyBinding([.control("u")], .delete(.toLineStart)),
    KeyBinding([.control("z")], .undo, help: .helpUndo),
    KeyBinding(
      [.control("y"), KeyChord(.character("z"), modifiers: [.control, .shift])], .redo, help: .helpRedo),
    KeyBinding([.control("x"), .shift(.delete)], .cut),
    KeyBinding([.alt("c"), KeyChord(.insert, modifiers: .control)], .copy),
    KeyBinding([.control("v"), .shift(.insert)], .paste),
    KeyBinding([.alt("a")], .selectAll),
  ]
}
