public import DiarioDomain
import DiarioSync
import Foundation
internal import GRDB

extension DiarioStore: MaterialRepository {
    /// The `materials` folder beside the database file (for a store in memory, one in the temporary folder).
    public var materialFilesFolder: String {
        guard path != ":memory:" else { return NSTemporaryDirectory() + "diario-materials-\(getpid())" }
        return Self.materialFilesFolder(forDatabase: path)
    }

    /// Saves a new material and its pages, undoably; its subject key, when given, must name an existing subject.
    public func addMaterial(_ material: StudyMaterial, pages: [String]) throws -> StudyMaterial {
        let title = try Self.checkedTitle(material.title)
        return try journaledWrite(.materialAdded) { db in
            var record = StudyMaterialRecord(material, subjectId: try Self.subjectId(for: material.subjectKey, in: db))
            record.id = nil
            record.uuid = record.fileSha256.map(SyncIdentity.material(fileSha256:))
            record.title = title
            record.updatedAt = clock.now()
            record.pageCount = pages.count
            try record.insert(db)
            try Self.insertPages(pages, ofMaterial: record.id, materialIdentity: record.uuid, in: db)
            return (record.material(subjectKey: material.subjectKey), title, record.id)
        }
    }

    /// Every material, in id order, with its subject key.
    public func allMaterials() throws(StorageError) -> [StudyMaterial] {
        try materials(StudyMaterialRecord.order(StudyMaterialRecord.Columns.id))
    }

    /// The material with that id.
    public func material(id: Int64) throws(StorageError) -> StudyMaterial? {
        try materials(StudyMaterialRecord.filter(key: id)).first
    }

    /// The material made from the file with that hash.
    public func material(sha256: String) throws(StorageError) -> StudyMaterial? {
        try materials(StudyMaterialRecord.filter(StudyMaterialRecord.Columns.fileSha256 == sha256)).first
    }

    /// The materials of a subject or the recent ones (newest first), or those not read yet (oldest first).
    public func materials(_ query: MaterialQuery) throws(StorageError) -> [StudyMaterial] {
        switch query {
        case .bySubject(let key):
            guard let id = try read({ db in try Self.subjectIdsByKey(in: db)[key] }) else { return [] }
            return try materials(StudyMaterialRecord.all().ofSubject(id))
        case .recent(let limit): return try materials(StudyMaterialRecord.all().recent(limit: limit))
        case .pending: return try materials(StudyMaterialRecord.all().unread())
        }
    }

    /// The pages of a material, in order.
    public func pages(ofMaterial id: Int64) throws(StorageError) -> [MaterialPage] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT number, text FROM materialPage WHERE materialId = ? ORDER BY number", arguments: [id]
            ).map { MaterialPage(materialId: id, number: $0["number"], text: $0["text"]) }
        }
    }

    /// Records the reading's status and stamps the material; `.done` puts `pages` in place of the old ones (a page's
    /// row, and so its identity, is kept where its number still is), all in one transaction.
    public func recordReading(ofMaterial id: Int64, status: MaterialStatus, pages: [String]) throws {
        try write { db in
            guard try StudyMaterialRecord.exists(db, key: id) else { throw DomainError.materialNotFound(id: id) }
            if status == .done {
                let update = try db.cachedStatement(
                    sql: "UPDATE materialPage SET text = ? WHERE materialId = ? AND number = ?")
                let insert = try db.cachedStatement(
                    sql: "INSERT INTO materialPage (materialId, number, text, uuid) VALUES (?, ?, ?, \(Self.uuidOrNew))"
                )
                let material = try String.fetchOne(
                    db, sql: "SELECT uuid FROM studyMaterial WHERE id = ? AND fileSha256 IS NOT NULL", arguments: [id])
                for (index, text) in pages.enumerated() {
                    try update.execute(arguments: [text, id, index + 1])
                    if db.changesCount == 0 {
                        let uuid = material.map { SyncIdentity.page(material: $0, number: index + 1) }
                        try insert.execute(arguments: [id, index + 1, text, uuid])
                    }
                }
                try db.execute(
                    sql: "DELETE FROM materialPage WHERE materialId = ? AND number > ?", arguments: [id, pages.count])
                try db.execute(
                    sql: "UPDATE studyMaterial SET pageCount = ? WHERE id = ?", arguments: [pages.count, id])
            }
            try db.execute(
                sql: "UPDATE studyMaterial SET status = ?, failureReason = ?, updatedAt = ? WHERE id = ?",
                arguments: [
                    status.name, status.failureReason.map { String($0.prefix(200)) }, StoredInstant(clock.now()), id,
                ])
        }
    }

    /// Gives a material a new title, undoably.
    public func renameMaterial(id: Int64, to title: String) throws -> StudyMaterial {
        let title = try Self.checkedTitle(title)
        return try journaledWrite(.materialRenamed) { db in
            guard var record = try StudyMaterialRecord.fetchOne(db, key: id) else {
                throw DomainError.materialNotFound(id: id)
            }
            record.title = title
            record.updatedAt = clock.now()
            try record.update(db, columns: [StudyMaterialRecord.Columns.title, StudyMaterialRecord.Columns.updatedAt])
            let keys = try Self.subjectKeysById(in: db)
            return (record.material(subjectKey: record.subjectId.flatMap { keys[$0] }), title, id)
        }
    }

    /// Gives a material another subject (``MaterialRepository/changeSubject(ofMaterial:to:)``).
    public func changeSubject(ofMaterial id: Int64, to subjectKey: String) throws -> StudyMaterial {
        try journaledWrite(.materialSubjectChanged) { db in
            guard var record = try StudyMaterialRecord.fetchOne(db, key: id) else {
                throw DomainError.materialNotFound(id: id)
            }
            record.subjectId = try Self.subjectId(for: subjectKey, in: db)
            record.updatedAt = clock.now()
            try record.update(
                db, columns: [StudyMaterialRecord.Columns.subjectId, StudyMaterialRecord.Columns.updatedAt])
            return (record.material(subjectKey: subjectKey), record.title, id)
        }
    }

    /// How many cards were made from a material (the partial index `studyCard_by_material`).
    public func cardCount(ofMaterial id: Int64) throws(StorageError) -> Int {
        try read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM studyCard WHERE materialId = ?", arguments: [id]) ?? 0
        }
    }

    /// Removes a material and its pages, undoably; the file stays in the materials folder, and cards made from it
    /// stay, their link to it forgotten (and put back by undo).
    public func removeMaterial(id: Int64) throws -> StudyMaterial {
        try journaledWrite(.materialRemoved) { db in
            guard let record = try StudyMaterialRecord.fetchOne(db, key: id) else {
                throw DomainError.materialNotFound(id: id)
            }
            let keys = try Self.subjectKeysById(in: db)
            try record.delete(db)
            return (record.material(subjectKey: record.subjectId.flatMap { keys[$0] }), record.title, id)
        }
    }

    /// The title trimmed; throws ``DomainError/emptyTitle`` or ``DomainError/titleTooLong(maxLength:)``.
    static func checkedTitle(_ title: String) throws -> String {
        let title = StoredText.clean(title)
        guard !title.isEmpty else { throw DomainError.emptyTitle }
        guard title.unicodeScalars.count <= StudyMaterial.maxTitleLength else {
            throw DomainError.titleTooLong(maxLength: StudyMaterial.maxTitleLength)
        }
        return title
    }

    /// Saves the pages of a material; a material whose UUID comes from its file gives its pages UUIDs from it and
    /// their numbers, for the same reason (the others get random ones, as the column's default gives).
    private static func insertPages(
        _ pages: [String], ofMaterial id: Int64?, materialIdentity: String?, in db: GRDB.Database
    ) throws {
        let insert = try db.cachedStatement(
            sql: "INSERT INTO materialPage (materialId, number, text, uuid) VALUES (?, ?, ?, \(uuidOrNew))")
        for (index, text) in pages.enumerated() {
            let uuid = materialIdentity.map { SyncIdentity.page(material: $0, number: index + 1) }
            try insert.execute(arguments: [id, index + 1, text, uuid])
        }
    }

    private func materials(_ request: QueryInterfaceRequest<StudyMaterialRecord>) throws(StorageError)
        -> [StudyMaterial]
    {
        try read { db in
            let keys = try Self.subjectKeysById(in: db)
            return try request.fetchAll(db).map { $0.material(subjectKey: $0.subjectId.flatMap { keys[$0] }) }
        }
    }
}
