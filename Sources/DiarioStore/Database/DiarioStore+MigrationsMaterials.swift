internal import GRDB

extension DiarioStore {
    // v11: study materials made from files (issue 26), and one full-text index over what a student writes.
    //
    // A material made from a file names the file by its SHA-256 (the same file added twice is one material, hence
    // the unique index) and keeps its original name, format and size; its text is read by a separate step that may
    // fail or wait for a missing tool, so each material has a processing status (rows from before v11 made by hand
    // are 'done': there is nothing to read). The text is kept one row per page, so that a hit or a card can say
    // "p. 3"; pages go with their material (CASCADE) and carry a UUID like every row a student owns.
    //
    // `searchIndex` is an FTS5 table over task titles and notes, card fronts and backs, material titles and notes,
    // and material pages, folded for case and accents (`unicode61 remove_diacritics 2`: "perche" finds "perché").
    // It stores its own copy of the text, so that bm25 and snippets need no join; its rowid is the source row's id
    // times 4 plus the source (0 task, 1 card, 2 page, 3 material). A material's title is indexed once, in its own
    // row, so that a word of the title finds the material once and not once per page. Triggers keep the index right
    // through every path that writes those tables — commands, imports' merges and the undo journal's changesets
    // alike — and do nothing when the indexed values did not change, so that a review or a completion costs
    // nothing. The existing tasks, cards and materials are indexed here.
    static func registerMaterialsAndMaps(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v11-materials-and-search") { db in
            try db.alter(table: "studyMaterial") { t in
                t.add(column: "fileSha256", .text)
                    .check(sql: "fileSha256 IS NULL OR (length(fileSha256) = 64 AND fileSha256 NOT GLOB '*[^0-9a-f]*')")
                t.add(column: "fileName", .text).check(sql: "fileName IS NULL OR length(fileName) BETWEEN 1 AND 255")
                t.add(column: "fileFormat", .text)
                    .check(sql: "fileFormat IS NULL OR fileFormat IN ('markdown', 'text', 'pdf', 'png', 'jpeg')")
                t.add(column: "fileSize", .integer).check(sql: "fileSize IS NULL OR fileSize >= 0")
                t.add(column: "status", .text).notNull().defaults(to: "done")
                    .check(sql: "status IN ('pending', 'processing', 'done', 'failed')")
                t.add(column: "failureReason", .text)
                    .check(sql: "failureReason IS NULL OR length(failureReason) <= 200")
                t.add(column: "pageCount", .integer).notNull().defaults(to: 0).check(sql: "pageCount >= 0")
            }
            try db.execute(
                sql:
                    "CREATE UNIQUE INDEX studyMaterial_by_file ON studyMaterial(fileSha256) WHERE fileSha256 IS NOT NULL"
            )
            try db.execute(sql: "CREATE INDEX studyMaterial_by_subject ON studyMaterial(subjectId, createdAt)")
            try db.execute(sql: "CREATE INDEX studyMaterial_unread ON studyMaterial(createdAt) WHERE status <> 'done'")

            try db.create(table: "materialPage") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("materialId", .integer).notNull().references("studyMaterial", onDelete: .cascade)
                t.column("number", .integer).notNull().check(sql: "number >= 1")
                t.column("text", .text).notNull()
                t.column("uuid", .text)
                t.uniqueKey(["materialId", "number"])
            }
            try keepIdentity(of: "materialPage", in: db)

            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE searchIndex USING fts5(
                        title, body, subjectId UNINDEXED, tokenize = 'unicode61 remove_diacritics 2')
                    """)
            // Each source: its rowid code, what goes in the title and the body, and the columns that change them.
            let sources: [(table: String, code: Int, title: String, body: String, columns: [String])] = [
                ("studyTask", 0, "NEW.title", "coalesce(NEW.notes, '')", ["title", "notes", "subjectId"]),
                ("studyCard", 1, "NEW.front", "NEW.back", ["front", "back", "subjectId"]),
                ("studyMaterial", 3, "NEW.title", "coalesce(NEW.notes, '')", ["title", "notes", "subjectId"]),
            ]
            for source in sources {
                let insert = """
                    INSERT INTO searchIndex (rowid, title, body, subjectId)
                    VALUES (NEW.id * 4 + \(source.code), \(source.title), \(source.body), NEW.subjectId);
                    """
                let delete = "DELETE FROM searchIndex WHERE rowid = OLD.id * 4 + \(source.code);"
                // An update that writes every column (a review, a completion) leaves the index alone.
                let changed = source.columns.map { "OLD.\($0) IS NOT NEW.\($0)" }.joined(separator: " OR ")
                try db.execute(
                    sql: "CREATE TRIGGER \(source.table)_indexed AFTER INSERT ON \(source.table) BEGIN \(insert) END")
                try db.execute(
                    sql: """
                        CREATE TRIGGER \(source.table)_reindexed AFTER UPDATE ON \(source.table) WHEN \(changed)
                        BEGIN \(delete) \(insert) END
                        """)
                try db.execute(
                    sql: "CREATE TRIGGER \(source.table)_unindexed AFTER DELETE ON \(source.table) BEGIN \(delete) END")
            }
            // A page's row holds its text only (its material's title is in the material's own row, once); it takes
            // its material's subject, and follows it when the material moves.
            try db.execute(
                sql: """
                    CREATE TRIGGER materialPage_indexed AFTER INSERT ON materialPage BEGIN
                        INSERT INTO searchIndex (rowid, title, body, subjectId)
                        SELECT NEW.id * 4 + 2, '', NEW.text, subjectId FROM studyMaterial WHERE id = NEW.materialId;
                    END
                    """)
            try db.execute(
                sql: """
                    CREATE TRIGGER materialPage_reindexed AFTER UPDATE ON materialPage
                    WHEN OLD.text IS NOT NEW.text OR OLD.materialId IS NOT NEW.materialId BEGIN
                        DELETE FROM searchIndex WHERE rowid = OLD.id * 4 + 2;
                        INSERT INTO searchIndex (rowid, title, body, subjectId)
                        SELECT NEW.id * 4 + 2, '', NEW.text, subjectId FROM studyMaterial WHERE id = NEW.materialId;
                    END
                    """)
            try db.execute(
                sql: """
                    CREATE TRIGGER materialPage_unindexed AFTER DELETE ON materialPage BEGIN
                        DELETE FROM searchIndex WHERE rowid = OLD.id * 4 + 2;
                    END
                    """)
            try db.execute(
                sql: """
                    CREATE TRIGGER studyMaterial_pagesMoved AFTER UPDATE OF subjectId ON studyMaterial
                    WHEN OLD.subjectId IS NOT NEW.subjectId BEGIN
                        DELETE FROM searchIndex WHERE rowid IN (SELECT id * 4 + 2 FROM materialPage WHERE materialId = NEW.id);
                        INSERT INTO searchIndex (rowid, title, body, subjectId)
                        SELECT id * 4 + 2, '', text, NEW.subjectId FROM materialPage WHERE materialId = NEW.id;
                    END
                    """)
            try db.execute(
                sql: """
                    INSERT INTO searchIndex (rowid, title, body, subjectId)
                    SELECT id * 4, title, coalesce(notes, ''), subjectId FROM studyTask
                    UNION ALL SELECT id * 4 + 1, front, back, subjectId FROM studyCard
                    UNION ALL SELECT id * 4 + 3, title, coalesce(notes, ''), subjectId FROM studyMaterial
                    """)
        }

        // v12: mind maps (issue 26). A map is a title (the root) and a tree of nodes, one row each, pointing to their
        // parent, ordered among siblings by position; never a blob, so that a node can be renamed, moved or removed
        // by one row and undone by the journal. A map belongs to a subject (removing the subject moves it, as it
        // moves tasks) and perhaps to the material it was made from (removing the material keeps the map). Nodes
        // go with their map and their parent (CASCADE). Both carry UUIDs like every row a student owns.
        migrator.registerMigration("v12-mind-maps") { db in
            try db.create(table: "mindMap") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("title", .text).notNull().check(sql: "length(trim(title)) BETWEEN 1 AND 500")
                t.column("subjectId", .integer).notNull().references("subject", onDelete: .restrict)
                t.column("materialId", .integer).references("studyMaterial", onDelete: .setNull)
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime)
                t.column("uuid", .text)
            }
            try db.create(index: "mindMap_by_subject", on: "mindMap", columns: ["subjectId", "createdAt"])
            try db.create(index: "mindMap_by_material", on: "mindMap", columns: ["materialId"])
            try keepIdentity(of: "mindMap", in: db)
            try db.create(table: "mindMapNode") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("mapId", .integer).notNull().references("mindMap", onDelete: .cascade)
                t.column("parentId", .integer).references("mindMapNode", onDelete: .cascade)
                t.column("position", .integer).notNull().check(sql: "position >= 0")
                t.column("text", .text).notNull().check(sql: "length(trim(text)) BETWEEN 1 AND 500")
                t.column("note", .text).check(sql: "note IS NULL OR length(note) <= 5000")
                t.column("uuid", .text)
            }
            try db.create(
                index: "mindMapNode_by_parent", on: "mindMapNode", columns: ["mapId", "parentId", "position"])
            try db.create(index: "mindMapNode_children", on: "mindMapNode", columns: ["parentId"])
            try keepIdentity(of: "mindMapNode", in: db)
        }

        // v13: a card remembers where it was found (issue 26): the material and page, or the mind map node, that
        // `cards from` proposed it from, so that a quiz can say "from: Il Risorgimento, p. 3". Removing the material
        // or the node keeps the card and forgets the link (SET NULL); the columns are NULL for every older card.
        migrator.registerMigration("v13-card-sources") { db in
            try db.alter(table: "studyCard") { t in
                t.add(column: "materialId", .integer).references("studyMaterial", onDelete: .setNull)
                t.add(column: "sourcePage", .integer).check(sql: "sourcePage IS NULL OR sourcePage >= 1")
                t.add(column: "mindMapNodeId", .integer).references("mindMapNode", onDelete: .setNull)
            }
            try db.execute(
                sql: "CREATE INDEX studyCard_by_material ON studyCard(materialId) WHERE materialId IS NOT NULL")
            try db.execute(
                sql: "CREATE INDEX studyCard_by_mapNode ON studyCard(mindMapNodeId) WHERE mindMapNodeId IS NOT NULL")
        }
    }
}
