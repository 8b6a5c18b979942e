// SQLite for QuireDocuments' note index: the system's library (Debian's libsqlite3-dev, the
// macOS SDK's), with FTS5 and its trigram tokenizer (SQLite 3.34 and later).

#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT, which Swift cannot import (a cast of -1 to a function pointer): SQLite
/// copies a bound value before the call returns.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
