extension NoteIndex {
  /// How many changed files are read and stored in one transaction: small enough that a
  /// search waits for at most one batch, large enough that committing costs little.
  static let batchSize = 200

  /// Brings the index up to date with the folder: every file's identity (size, times,
  /// inode) is compared with what the index holds, and only new and changed files are
  /// read; those gone are removed. `progress` is called after each batch (and at the start,
  /// with `done` 0). Searches in between see what is stored so far. Returns the last
  /// progress, or `nil` when the folder cannot be listed or the index is bypassed.
  /// `listing` is the folder's `list()` when the caller has just taken it (one `stat` a
  /// file is most of the time an update takes when nothing changed), else it is listed here.
  @discardableResult
  public func update(
    listing: [FolderEntry]? = nil, progress: (NoteIndexProgress) -> Void = { _ in }
  ) -> NoteIndexProgress? {
    for _ in 0..<2 {
      let generation = store.withLock { $0.generation }
      let result = updateOnce(listing: listing, progress: progress)
      if store.withLock({ $0.generation }) == generation { return result }
    }
    return nil
  }

  /// One pass of `update`, which a rebuild of the database in its course makes stale.
  private func updateOnce(
    listing: [FolderEntry]?, progress: (NoteIndexProgress) -> Void
  ) -> NoteIndexProgress? {
    guard let entries = listing ?? (try? folder.list()) else { return nil }
    // The listing in the order of its names' bytes, walked beside the stored files, which
    // come in that order: those new or changed (with what the index knew of them), and
    // those the index knows that the listing does not.
    let keys = entries.map(NameKey.init)
    var order = Array(entries.indices)
    order.sort { keys[$0] < keys[$1] }
    var changed: [(entry: FolderEntry, known: NoteDatabase.StoredFile?)] = []
    var gone: [Int64] = []
    var next = 0
    let walked: Void? = withDatabase { database throws(SQLiteError) in
      try database.forEachStoredFile { name, file in
        while next < order.count, keys[order[next]] < name {
          changed.append((entries[order[next]], nil))
          next += 1
        }
        guard next < order.count, keys[order[next]] == name else {
          gone.append(file.id)
          return
        }
        let entry = entries[order[next]]
        if !file.identity.vouches(for: entry) { changed.append((entry, file)) }
        next += 1
      }
    }
    guard walked != nil else { return nil }
    changed += order[next...].map { (entries[$0], nil) }
    if !gone.isEmpty {
      let removed: Void? = withDatabase { database throws(SQLiteError) in
        try database.connection.transaction { () throws(SQLiteError) in
          for id in gone { try database.remove(id) }
        }
      }
      guard removed != nil else { return nil }
    }
    var state = NoteIndexProgress(done: 0, total: changed.count)
    progress(state)
    var start = changed.startIndex
    while start < changed.endIndex {
      let end = min(start + Self.batchSize, changed.endIndex)
      let batch = changed[start..<end].map { ($0, IndexedNote.read($0.entry, in: folder)) }
      let committed: Void? = withDatabase { database throws(SQLiteError) in
        try database.connection.transaction { () throws(SQLiteError) in
          for (file, note) in batch {
            try database.apply(note, for: file.entry.nameBytes, known: file.known)
          }
        }
      }
      guard committed != nil else { return nil }
      state.done = end
      progress(state)
      start = end
    }
    return state
  }

  /// Brings the index up to date with the one file `name` of the folder (made, changed,
  /// renamed or deleted), for a folder watcher. Returns whether the index is in use.
  @discardableResult
  public func update(name: String) -> Bool {
    let nameBytes = Array(name.utf8)
    let entry = folder.isDocumentName(name) ? folder.entry(named: name) : nil
    let note = entry.flatMap { IndexedNote.read($0, in: folder) }
    let done: Void? = withDatabase { database throws(SQLiteError) in
      let known = try database.storedFile(nameBytes)
      if let entry, let known, known.identity.vouches(for: entry) { return }
      try database.connection.transaction { () throws(SQLiteError) in
        try database.apply(note, for: nameBytes, known: known)
      }
    }
    return done != nil
  }
}

extension NoteDatabase {
  /// Stores what was read of the file `nameBytes` (`note`, `nil` when it could not be read)
  /// against what the index knew of it: unchanged bytes only take the new identity, a file
  /// gone is removed.
  func apply(_ note: IndexedNote?, for nameBytes: [UInt8], known: StoredFile?) throws(SQLiteError) {
    guard let note else {
      if let known { try remove(known.id) }
      return
    }
    if let known, known.identity.contentHash == note.identity.contentHash,
      known.identity.byteCount == note.identity.byteCount
    {
      try restamp(known.id, identity: note.identity)
    } else {
      try store(note)
    }
  }
}

extension FileIdentity {
  /// Whether the listing `entry` shows the file as it was when this identity was taken:
  /// the same inode, size and times, and not taken so soon after a change that a later one
  /// could have left them as they were (`isRacy`).
  func vouches(for entry: FolderEntry) -> Bool {
    inode == entry.inode && byteCount == entry.byteCount && modificationTime == entry.modificationTime
      && statusChangeTime == entry.statusChangeTime && !isRacy
  }
}
