extension App {
  /// The context screens draw with now.
  func drawContext(focused: Bool) -> DrawContext {
    DrawContext(theme: theme, strings: strings, now: time.now, surface: terminal.surface, isFocused: focused)
  }

  /// The entries drawn: the top page (and, while it slides in, the page under it) and every
  /// overlay above it.
  var visibleEntries: ArraySlice<StackEntry> {
    let entries = stack.entries
    guard var start = entries.lastIndex(where: { $0.presentation() == .page }) else { return entries[...] }
    if start > 0, progress(of: entries[start]) < 1 {
      start = entries[..<start].lastIndex(where: { $0.presentation() == .page }) ?? 0
    }
    return entries[start...]
  }

  /// How far `entry` has slid in: 0 just pushed, 1 in place.
  func progress(of entry: StackEntry) -> Double {
    guard entry.animates else { return 1 }
    let elapsed = time.now - entry.appearedAt
    if elapsed >= Self.animationDuration { return 1 }
    if elapsed <= .zero { return 0 }
    return elapsed / Self.animationDuration
  }

  /// Whether a screen on show is still sliding in.
  var isAnimating: Bool {
    visibleEntries.contains { progress(of: $0) < 1 }
  }

  /// Asks for the next animation frame while a screen slides in, and for the frame after
  /// the last one drawn mid-slide (a slide that ended while a slow frame was drawn would
  /// otherwise stay drawn part-way until the next key).
  func scheduleAnimationTick() {
    guard isAnimating || lastFrameWasSliding, !tickScheduled else { return }
    tickScheduled = true
    let time = self.time
    let deadline = time.now + Self.animationFrameInterval
    let inbox = self.inbox
    Task {
      try? await time.sleep(until: deadline)
      inbox.post(.wake)
    }
  }

  /// Draws every visible screen, bottom up, and the help bar, into one grid and renders it.
  func drawFrame() {
    needsDisplay = false
    lastFrameWasSliding = isAnimating
    let entries = visibleEntries
    guard !entries.isEmpty else { return }
    var width = terminal.size.columns
    let base = drawContext(focused: false)
    var rows: Int?
    if terminal.surface == .inline {
      // Drawn no wider than the screens need (`Screen.preferredWidth`), an overlay with no
      // width of its own as wide as the prompt under it; the cells to the right stay blank,
      // which the renderer never writes.
      if let widest = entries.compactMap({ $0.preferredWidth(base) }).max() {
        width = max(1, min(width, widest))
      }
      let wanted = entries.map { $0.preferredHeight(width, base) }.max() ?? 1
      rows = max(1, min(wanted, terminal.size.rows))
    }
    var canvas = Canvas(terminal.makeGrid(rows: rows))
    let size = canvas.size
    let helpRows = terminal.surface == .fullScreen && size.rows >= 3 ? 1 : 0
    let content = CellRect(column: 0, row: 0, columns: width, rows: size.rows - helpRows)
    // The height of each overlay, `nil` for a page.
    let overlayHeights = entries.map { entry in
      entry.presentation() == .overlay ? max(1, min(entry.preferredHeight(width, base), content.rows)) : nil
    }
    for (position, (index, entry)) in zip(entries.indices, entries).enumerated() {
      let isTop = index == entries.endIndex - 1
      var region = content
      let height = overlayHeights[position] ?? content.rows
      if entry.presentation() == .overlay {
        canvas.dim(content)
        region = CellRect(column: 0, row: content.endRow - height, columns: content.columns, rows: height)
      }
      // The overlays above cover the bottom of this region, as a keyboard covers a view.
      let covered = overlayHeights[(position + 1)...].compactMap { $0 }.max().map { min($0, height) } ?? 0
      let context = base.focused(isTop).inset(bottom: covered)
      entry.area = region
      canvas.cursor = nil
      let progress = progress(of: entry)
      if progress < 1 {
        draw(entry, sliding: progress, in: region, on: &canvas, context: context)
      } else {
        canvas.withRegion(region) { canvas in
          if entry.presentation() == .page { canvas.fill(with: .blank(theme.text)) }
          entry.draw(&canvas, context)
        }
      }
    }
    if helpRows == 1, let top = entries.last {
      let bar = CellRect(column: 0, row: size.rows - 1, columns: size.columns, rows: 1)
      canvas.withRegion(bar) { canvas in
        canvas.fill(with: .blank())
        HelpBar.draw(top.helpItems(base.focused(true)), in: &canvas, row: 0, theme: theme)
      }
    }
    do {
      try terminal.render(canvas.grid)
      frameCount += 1
    } catch {
      end(throwing: AppError.terminalClosed)
    }
  }

  /// Draws `entry` at its place in an entrance: a page from the right, an overlay from the
  /// bottom, `progress` of the way in. Drawn whole at its size elsewhere and copied in, so
  /// its layout does not change as it moves; the cursor is hidden meanwhile.
  private func draw(
    _ entry: StackEntry, sliding progress: Double, in region: CellRect, on canvas: inout Canvas,
    context: DrawContext
  ) {
    var own = Canvas(CellGrid(size: TerminalSize(columns: region.columns, rows: region.rows)))
    if entry.presentation() == .page { own.fill(with: .blank(theme.text)) }
    entry.draw(&own, context)
    let remaining = 1 - progress
    var origin = CellPosition(column: region.column, row: region.row)
    if entry.presentation() == .page {
      origin.column += Int((Double(region.columns) * remaining).rounded(.up))
    } else {
      origin.row += Int((Double(region.rows) * remaining).rounded(.up))
    }
    canvas.paste(own.grid, at: origin, clip: region)
    canvas.cursor = nil
  }
}
