extension NoteQuery {
  /// Where the wanted text terms occur in `text` (a note's title and tags as a row shows
  /// them), ignoring case as every search of notes does: the byte ranges, in order, those
  /// that overlap merged. O(n·m) at worst for n bytes and m terms.
  public func highlights(in text: String) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for needle in wantedTexts where !needle.scalars.isEmpty {
      var offset = 0
      let utf8 = text.utf8
      while offset < utf8.count {
        let rest = String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: offset)...]))
        guard let found = needle.firstRange(in: rest) else { break }
        ranges.append((offset + found.lowerBound)..<(offset + found.upperBound))
        offset += max(found.upperBound, 1)
      }
    }
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var merged: [Range<Int>] = []
    for range in ranges {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  /// The first text the query wants, as typed (a word, a part of one, or a phrase): what an
  /// editor opened from the results looks for. `nil` when it has none (only tags, or only
  /// terms left out).
  public var firstWantedText: String? {
    for term in terms where !term.isExcluded {
      if case .text(let text) = term.kind, !text.isEmpty { return text }
    }
    return nil
  }
}
