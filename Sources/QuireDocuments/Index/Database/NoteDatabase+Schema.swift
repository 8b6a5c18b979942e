extension NoteDatabase {
  /// The tables of version 1.
  ///
  /// `note` holds each note and its file's identity; `note_text` is an FTS5 index over it
  /// (external content, kept by triggers) with the trigram tokenizer, so that any part of a
  /// word of three characters or more is found through the index (DECISIONS: the note
  /// index); `note_tag` its tags folded, for `#tag`; `note_link` is kept for the links
  /// between notes, not filled yet.
  static let schema = """
    PRAGMA application_id = \(applicationID);
    PRAGMA user_version = \(schemaVersion);
    CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE note(
      id INTEGER PRIMARY KEY,
      file BLOB NOT NULL UNIQUE,
      name TEXT NOT NULL,
      stem TEXT NOT NULL,
      tags TEXT NOT NULL,
      description TEXT NOT NULL,
      body TEXT NOT NULL,
      device INTEGER NOT NULL,
      inode INTEGER NOT NULL,
      size INTEGER NOT NULL,
      mtime INTEGER NOT NULL,
      ctime INTEGER NOT NULL,
      hash INTEGER NOT NULL,
      observed INTEGER
    );
    CREATE INDEX note_mtime ON note(mtime);
    CREATE TABLE note_tag(tag TEXT NOT NULL, note INTEGER NOT NULL, PRIMARY KEY(tag, note)) WITHOUT ROWID;
    CREATE INDEX note_tag_note ON note_tag(note);
    CREATE TABLE note_link(note INTEGER NOT NULL, target TEXT NOT NULL, PRIMARY KEY(note, target)) WITHOUT ROWID;
    CREATE VIRTUAL TABLE note_text USING fts5(
      stem, tags, description, body, content = 'note', content_rowid = 'id', tokenize = 'trigram');
    CREATE TRIGGER note_inserted AFTER INSERT ON note BEGIN
      INSERT INTO note_text(rowid, stem, tags, description, body)
        VALUES (new.id, new.stem, new.tags, new.description, new.body);
    END;
    CREATE TRIGGER note_deleted AFTER DELETE ON note BEGIN
      INSERT INTO note_text(note_text, rowid, stem, tags, description, body)
        VALUES ('delete', old.id, old.stem, old.tags, old.description, old.body);
      DELETE FROM note_tag WHERE note = old.id;
      DELETE FROM note_link WHERE note = old.id;
    END;
    CREATE TRIGGER note_changed AFTER UPDATE OF stem, tags, description, body ON note BEGIN
      INSERT INTO note_text(note_text, rowid, stem, tags, description, body)
        VALUES ('delete', old.id, old.stem, old.tags, old.description, old.body);
      INSERT INTO note_text(rowid, stem, tags, description, body)
        VALUES (new.id, new.stem, new.tags, new.description, new.body);
    END;
    """
}
