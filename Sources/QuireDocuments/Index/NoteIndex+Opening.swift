extension NoteIndex {
  /// Opens the database at `path` into `store`; throws away and makes again one that is
  /// damaged or foreign, and leaves `store.database` `nil` (with a notice) when it cannot.
  static func open(_ path: String, folder: String, into store: inout NoteIndexStore) {
    do throws(NoteDatabaseProblem) {
      store.database = try openDatabase(path, folder: folder)
      return
    } catch {
      switch error {
      case .foreign(let reason):
        rebuild(path, folder: folder, reason: reason, into: &store)
      case .sqlite(let failure) where failure.kind == .damaged:
        rebuild(path, folder: folder, reason: "damaged (\(failure.message))", into: &store)
      case .sqlite(let failure):
        bypass(path, reason: failure.message, in: &store)
      case .cannotCreate(let reason):
        bypass(path, reason: reason.description, in: &store)
      }
    }
  }

  /// The database at `path` with the index's SQL functions.
  private static func openDatabase(_ path: String, folder: String) throws(NoteDatabaseProblem) -> NoteDatabase
  {
    let database = try NoteDatabase(path: path, folder: folder)
    do {
      try NoteDatabase.addFunctions(to: database.connection)
    } catch {
      throw .sqlite(error)
    }
    return database
  }

  /// Deletes the database at `path` and makes a new one, with the notice `reason`.
  private static func rebuild(
    _ path: String, folder: String, reason: String, into store: inout NoteIndexStore
  ) {
    store.database = nil
    store.generation += 1
    NoteDatabase.remove(at: path)
    if store.notice == nil { store.notice = .rebuilt(path: path, reason: reason) }
    do throws(NoteDatabaseProblem) {
      store.database = try openDatabase(path, folder: folder)
    } catch {
      store.notice = .bypassed(path: path, reason: "\(error)")
    }
  }

  /// Leaves the database, with the notice `reason` unless one was given.
  static func bypass(_ path: String, reason: String, in store: inout NoteIndexStore) {
    store.database = nil
    if store.notice == nil { store.notice = .bypassed(path: path, reason: reason) }
  }

  /// Runs `body` on the database under the lock; on an SQLite error, rebuilds a damaged
  /// database or bypasses it, and answers `nil`. `nil` too when it is bypassed already.
  func withDatabase<Value: Sendable>(_ body: (NoteDatabase) throws(SQLiteError) -> Value) -> Value? {
    store.withLock { store -> Value? in
      guard let database = store.database else { return nil }
      do throws(SQLiteError) {
        return try body(database)
      } catch {
        if error.kind == .damaged {
          Self.rebuild(
            databasePath, folder: Self.canonicalPath(folder.path), reason: "damaged (\(error.message))",
            into: &store)
        } else {
          Self.bypass(databasePath, reason: error.message, in: &store)
        }
        return nil
      }
    }
  }
}

extension NoteDatabaseProblem: CustomStringConvertible {
  var description: String {
    switch self {
    case .cannotCreate(let reason): reason.description
    case .sqlite(let error): error.message
    case .foreign(let reason): reason
    }
  }
}
