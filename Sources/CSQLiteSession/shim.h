// SQLite's session extension (changesets), which Debian's libsqlite3 is built with but whose declarations
// sqlite3.h shows only when these two macros are set. Diario uses it for its undo journal.
// The wrappers have names of their own so that nothing here clashes with GRDB's view of sqlite3.h. One connection
// setting that Swift cannot call directly (sqlite3_db_config is variadic) lives here too.
#ifndef DIARIO_SQLITE_SESSION_SHIM_H
#define DIARIO_SQLITE_SESSION_SHIM_H

#define SQLITE_ENABLE_SESSION 1
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include <sqlite3.h>

static const int diario_sqlite_ok = SQLITE_OK;

/// The conflict handler's answers and reasons, as plain ints.
static const int diario_changeset_data = SQLITE_CHANGESET_DATA;
static const int diario_changeset_notfound = SQLITE_CHANGESET_NOTFOUND;
static const int diario_changeset_conflict = SQLITE_CHANGESET_CONFLICT;
static const int diario_changeset_omit = SQLITE_CHANGESET_OMIT;
static const int diario_changeset_replace = SQLITE_CHANGESET_REPLACE;
static const int diario_changeset_abort = SQLITE_CHANGESET_ABORT;

static inline int diario_session_start(void *db, sqlite3_session **session) {
    return sqlite3session_create((sqlite3 *)db, "main", session);
}

static inline int diario_session_attach(sqlite3_session *session, const char *table) {
    return sqlite3session_attach(session, table);
}

static inline int diario_session_changeset(sqlite3_session *session, int *size, void **bytes) {
    return sqlite3session_changeset(session, size, bytes);
}

static inline void diario_session_end(sqlite3_session *session) { sqlite3session_delete(session); }

static inline int diario_changeset_invert(int size, const void *bytes, int *invertedSize, void **inverted) {
    return sqlite3changeset_invert(size, bytes, invertedSize, inverted);
}

/// Applies a changeset; each conflict is answered by `handler` with the conflict's kind.
static inline int diario_changeset_apply(
    void *db, int size, void *bytes, int (*handler)(void *context, int kind, sqlite3_changeset_iter *iterator),
    void *context) {
    return sqlite3changeset_apply((sqlite3 *)db, size, bytes, 0, handler, context);
}

/// Calls `visit` with the table and the integer primary key of every row a changeset touches (the key as the
/// change found it, or as an insertion made it). Returns SQLITE_OK, or the error that stopped the walk.
static inline int diario_changeset_rows(
    int size, void *bytes, void (*visit)(void *context, const char *table, sqlite3_int64 key), void *context) {
    sqlite3_changeset_iter *iterator = 0;
    int code = sqlite3changeset_start(&iterator, size, bytes);
    if (code != SQLITE_OK) return code;
    while (sqlite3changeset_next(iterator) == SQLITE_ROW) {
        const char *table = 0;
        int columns = 0, operation = 0, indirect = 0;
        unsigned char *primaryKey = 0;
        int keyColumns = 0;
        if (sqlite3changeset_op(iterator, &table, &columns, &operation, &indirect) != SQLITE_OK) continue;
        if (sqlite3changeset_pk(iterator, &primaryKey, &keyColumns) != SQLITE_OK) continue;
        for (int column = 0; column < columns; column++) {
            if (!primaryKey[column]) continue;
            sqlite3_value *value = 0;
            if (operation == SQLITE_INSERT) sqlite3changeset_new(iterator, column, &value);
            else sqlite3changeset_old(iterator, column, &value);
            if (value && sqlite3_value_type(value) == SQLITE_INTEGER) visit(context, table, sqlite3_value_int64(value));
            break;
        }
    }
    return sqlite3changeset_finalize(iterator);
}

static inline void diario_sqlite_free(void *pointer) { sqlite3_free(pointer); }

/// Keeps the write-ahead log as it is when the connection closes (no checkpoint into the database file): for a
/// file Diario refuses to change. (sqlite3_db_config takes variable arguments, which Swift cannot call.)
static inline void diario_keep_wal_on_close(void *db) {
    sqlite3_db_config((sqlite3 *)db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}

#endif
