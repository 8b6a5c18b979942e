extension Style: CustomStringConvertible {
  /// The attributes and the colours that are not the default: `[bold, dim] fg red bg 236`.
  public var description: String {
    let names: [(Attributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
      (.strikethrough, "strikethrough"),
    ]
    var parts: [String] = []
    let set = names.filter { attributes.contains($0.0) }.map(\.1)
    if !set.isEmpty { parts.append("[" + set.joined(separator: ", ") + "]") }
    if foreground != .default { parts.append("fg \(foreground)") }
    if background != .default { parts.append("bg \(background)") }
    return parts.isEmpty ? "plain" : parts.joined(separator: " ")
  }
}
