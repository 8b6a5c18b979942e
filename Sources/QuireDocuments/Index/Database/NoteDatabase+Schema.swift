extension NoteDatabase {
  /// The tables of version 4.
  ///
  /// `note` holds each note's name, tags, description, the head the browser shows of it
  /// (`head_lines` null when the browser must read it from the file) and its file's
  /// identity, and its `NoteGrams` (`grams`), one short row a note, so that a search's results and the browser's heads are
  /// read without the bodies; `note_body` the text after its front matter. `note_text` is an
  /// FTS5 index over both (external content, the view `note_content`, written by
  /// `NoteDatabase.store` and `remove`) with the trigram tokenizer, so that any part of a
  /// word of three characters or more is found through the index (DECISIONS: the note
  /// index); `note_tag` its tags folded, for `#tag`; `note_link` its links to other notes,
  /// one row per target (`NoteLinkKey`, folded and normalised) and line, with the linking
  /// note's name and the line's text, keyed in the order backlinks are listed, so that the
  /// backlinks of a note are one range of the key, read in order, with no join and no sort.
  /// `note_identity` holds every file's identity apart, so that the update at open, which
  /// compares them all with the folder, reads a few pages rather than the whole `note` table.
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
      device INTEGER NOT NULL,
      inode INTEGER NOT NULL,
      size INTEGER NOT NULL,
      mtime INTEGER NOT NULL,
      ctime INTEGER NOT NULL,
      hash INTEGER NOT NULL,
      observed INTEGER,
      head_tags TEXT,
      head_description TEXT,
      head_lines TEXT,
      grams BLOB NOT NULL
    );
    CREATE INDEX note_mtime ON note(mtime);
    CREATE INDEX note_identity ON note(file, device, inode, size, mtime, ctime, hash, observed);
    CREATE TABLE note_body(id INTEGER PRIMARY KEY, body TEXT NOT NULL);
    CREATE VIEW note_content AS
      SELECT n.id AS id, n.stem AS stem, n.tags AS tags, n.description AS description, b.body AS body
      FROM note n JOIN note_body b ON b.id = n.id;
    CREATE TABLE note_tag(tag TEXT NOT NULL, note INTEGER NOT NULL, PRIMARY KEY(tag, note)) WITHOUT ROWID;
    CREATE INDEX note_tag_note ON note_tag(note);
    CREATE TABLE note_link(
      target TEXT NOT NULL, name TEXT NOT NULL, line INTEGER NOT NULL, note INTEGER NOT NULL,
      context TEXT NOT NULL, PRIMARY KEY(target, name, line, note)) WITHOUT ROWID;
    CREATE INDEX note_link_note ON note_link(note);
    CREATE VIRTUAL TABLE note_text USING fts5(
      stem, tags, description, body, content = 'note_content', content_rowid = 'id', tokenize = 'trigram');
    """
}
