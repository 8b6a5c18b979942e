/// The keys of a component or a screen: bindings from chords to actions, looked up by the
/// handler and listed by the help bar. An application changes the keys by changing the map.
public struct KeyMap<Action: Hashable & Sendable>: Hashable, Sendable {
  /// The bindings, in help-bar order.
  public var bindings: [KeyBinding<Action>]

  /// A map of `bindings`, in help-bar order.
  public init(_ bindings: [KeyBinding<Action>]) {
    self.bindings = bindings
  }

  /// The action `event` performs, or `nil`. The first binding that matches wins. O(bindings).
  public func action(for event: KeyEvent) -> Action? {
    for binding in bindings where binding.chords.contains(where: { $0.matches(event) }) {
      return binding.action
    }
    return nil
  }

  /// Makes `chord` perform `action` alone: the chord is taken from any other binding first.
  public mutating func bind(_ chord: KeyChord, to action: Action, help: Word? = nil) {
    unbind(chord)
    if let index = bindings.firstIndex(where: { $0.action == action }) {
      bindings[index].chords.insert(chord, at: 0)
      if let help { bindings[index].help = help }
    } else {
      bindings.append(KeyBinding(chord, action, help: help))
    }
  }

  /// Makes `chord` do nothing here.
  public mutating func unbind(_ chord: KeyChord) {
    for index in bindings.indices { bindings[index].chords.removeAll { $0 == chord } }
  }

  /// The chords that perform `action`.
  public func chords(for action: Action) -> [KeyChord] {
    bindings.filter { $0.action == action }.flatMap(\.chords)
  }

  /// The help bar's entries for the bindings that have help and keys, in order, the words
  /// taken from `strings`. Only the actions `isAvailable` accepts are listed.
  public func helpItems(_ strings: Strings, where isAvailable: (Action) -> Bool = { _ in true }) -> [HelpItem]
  {
    helpEntries(strings, where: isAvailable).map(\.item)
  }

  /// The help bar's entries as `helpItems` lists them, each with its action: for a help bar
  /// whose items can be clicked.
  public func helpEntries(_ strings: Strings, where isAvailable: (Action) -> Bool = { _ in true })
    -> [(item: HelpItem, action: Action)]
  {
    bindings.compactMap { binding in
      guard let help = binding.help, let chord = binding.chords.first, isAvailable(binding.action) else {
        return nil
      }
      return (HelpItem(keys: chord.label, action: strings[help]), binding.action)
    }
  }
}
