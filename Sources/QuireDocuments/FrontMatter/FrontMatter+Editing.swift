import QuireText

extension FrontMatter {
  /// The change to the note's text that gives it `tags` (no `tags` key when empty); `nil`
  /// when it has them already. A note without a header gains one.
  public func settingTags(_ tags: [String]) -> TextChange? {
    change(tags: tags, description: .unchanged)
  }

  /// The change that gives the note `description` (`nil` removes the key); `nil` when it
  /// has it already.
  public func settingDescription(_ description: String?) -> TextChange? {
    change(tags: nil, description: .set(description))
  }

  /// The change that gives the note both `tags` and `description`, as one edit.
  public func setting(tags: [String], description: String?) -> TextChange? {
    change(tags: tags, description: .set(description))
  }

  enum DescriptionEdit {
    case unchanged
    case set(String?)
  }

  /// Rebuilds the header with the entries changed and returns the smallest change between
  /// the old and new bytes. Lines outside the changed entries are copied as they are.
  private func change(tags newTags: [String]?, description edit: DescriptionEdit) -> TextChange? {
    var replacements: [(lines: ClosedRange<Int>, with: [HeaderLine], tail: YAMLScalar.BlockTail?)] = []
    var appended: [HeaderLine] = []
    if let newTags, newTags != tags {
      if let tagsValue {
        let replacement = tagsValue.replacement(for: newTags, in: body, lineBreak: lineBreak)
        replacements.append((replacement.lines, replacement.with, nil))
      } else if !newTags.isEmpty {
        appended.append(TagsValue.newEntry(newTags, lineBreak: lineBreak))
      }
    }
    var keepsDescription = true
    if case .set(let newDescription) = edit, newDescription != description {
      if let descriptionValue {
        replacements.append(descriptionValue.replacement(for: newDescription, in: body, lineBreak: lineBreak))
        keepsDescription = false
      } else if let newDescription {
        appended += DescriptionValue.newEntry(newDescription, lineBreak: lineBreak)
      }
    }
    guard !replacements.isEmpty || !appended.isEmpty else { return nil }
    // A block description kept as it is could take the blank lines a removed entry leaves
    // after it: it is laid out like a replacement of its own lines, so they are seen below.
    if keepsDescription, let descriptionValue, let tail = descriptionValue.tail {
      let span = descriptionValue.entry.keyLine...descriptionValue.lastLine
      replacements.append((span, Array(body[span]), tail))
    }
    var newBody: [HeaderLine] = []
    var next = 0
    var block: (last: Int, tail: YAMLScalar.BlockTail)?
    for replacement in replacements.sorted(by: { $0.lines.lowerBound < $1.lines.lowerBound }) {
      newBody += body[next..<replacement.lines.lowerBound]
      newBody += replacement.with
      if let tail = replacement.tail { block = (newBody.count - 1, tail) }
      next = replacement.lines.upperBound + 1
    }
    newBody += body[next...]
    // Blank lines left after a block description that would add to its value go: the old
    // value's, another entry's or those between the keys (only blanks are removed).
    if let block { newBody.removeSubrange(block.tail.linesAdded(after: block.last, in: newBody)) }
    if !appended.isEmpty, let last = newBody.last, last.lineBreak.isEmpty {
      newBody[newBody.count - 1].lineBreak = lineBreak
    }
    newBody += appended
    let old = isPresent ? ([opening] + body + [closing]).flatMap(\.bytes) : []
    // A header Quire emptied goes away, so adding and then removing a tag leaves the note
    // as it was; unless a delimiter line follows it, which would then read as a header.
    let removesHeader = newBody.isEmpty && !body.isEmpty && !isFollowedByADelimiter
    let new = removesHeader ? [] : ([opening] + newBody + [closing]).flatMap(\.bytes)
    return Self.difference(old, new)
  }

  /// The change from `old` to `new` at the start of a text, their common ends left out.
  static func difference(_ old: [UInt8], _ new: [UInt8]) -> TextChange? {
    guard old != new else { return nil }
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    return TextChange(
      offset: ByteOffset(prefix), removed: Array(old[prefix..<(old.count - suffix)]),
      inserted: Array(new[prefix..<(new.count - suffix)]))
  }

  /// The lines of `lines` kept when an entry is removed: comments at the first column.
  static func commentsKept(_ lines: ArraySlice<HeaderLine>) -> [HeaderLine] {
    lines.filter { $0.content.first == UInt8(ascii: "#") }
  }
}
