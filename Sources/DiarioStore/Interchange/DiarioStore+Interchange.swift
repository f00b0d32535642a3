public import DiarioDomain
public import Foundation
internal import GRDB

extension DiarioStore {
    /// Writes the header and then every row a student owns, kind by kind, in id order (docs/json.md).
    public func exportEverything(to write: (String) -> Void) throws {
        try read { db in
            let header: JSONValue = .object([
                "type": .string("diario"), "format": .number(Double(BackupRowKind.formatVersion)),
            ])
            write(header.text)
            let aliases = try Self.aliasesBySubject(in: db)
            for kind in BackupRowKind.all {
                let cursor = try Row.fetchCursor(db, sql: Self.exportQuery(kind))
                while let row = try cursor.next() {
                    var line = Self.line(of: row, kind)
                    if kind.table == "subject" {
                        // Aliases belong to their subject: they travel inside its line.
                        line["aliases"] = .array(aliases[row["id"]] ?? [])
                    }
                    write(JSONValue.object(line).text)
                }
            }
        }
    }

    /// Merges an export into the database in one journaled transaction (see ``BackupRepository``).
    public func importEverything(lines: [String], now: Date) throws -> ImportReport {
        try journaledWrite(.imported) { db in
            let bulk =
                lines.count >= BulkInsertion.threshold
                ? try BulkInsertion(tables: BackupRowKind.all.map(\.table), in: db) : nil
            var merger = try BackupMerger(db: db, now: now)
            for (offset, line) in lines.enumerated() where line.utf8.contains(where: { $0 != 0x20 && $0 != 0x09 }) {
                do {
                    try merger.merge(line)
                } catch let error as ImportError {
                    throw error
                } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                    let (reason, detail) = Self.constraintReason(error)
                    throw ImportError.invalidLine(line: offset + 1, reason: reason, detail: detail)
                } catch let problem as BackupLineProblem {
                    throw ImportError.invalidLine(line: offset + 1, reason: problem.reason, detail: problem.detail)
                }
            }
            guard merger.sawRows else { throw ImportError.empty }
            try bulk?.finish(inserted: merger.insertedRows)
            let report = merger.report
            return (report, "\(report.addedCount)+\(report.updatedCount)", nil)
        }
    }

    /// What a constraint SQLite refused means for a line of an import, in words (never SQLite's own text): a field
    /// missing, a value already taken, or one out of range; the field's name when SQLite gives it.
    static func constraintReason(_ error: DatabaseError) -> (reason: String, detail: String) {
        let message = error.message ?? ""
        let field = message.split(separator: ".").last.map(String.init) ?? ""
        switch error.extendedResultCode {
        case .SQLITE_CONSTRAINT_NOTNULL: return ("import.reason.missingField", field)
        case .SQLITE_CONSTRAINT_UNIQUE, .SQLITE_CONSTRAINT_PRIMARYKEY: return ("import.reason.taken", field)
        default: return ("import.reason.outOfRange", "")
        }
    }

    /// Every subject's aliases, by the subject's id, in the order they were given.
    static func aliasesBySubject(in db: GRDB.Database) throws -> [Int64: [JSONValue]] {
        var aliases: [Int64: [JSONValue]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT subjectId, alias FROM subjectAlias ORDER BY id") {
            aliases[row["subjectId"], default: []].append(.string(row["alias"]))
        }
        return aliases
    }

    /// The query of one kind's rows, with the subject's key or the referenced row's uuid beside each reference;
    /// `join` narrows it (to the rows sync marked dirty).
    static func exportQuery(_ kind: BackupRowKind, join: String = "") -> String {
        var columns = ["t.*"]
        var joins: [String] = []
        for (index, field) in kind.fields.enumerated() {
            switch field.value {
            case .subjectKey:
                joins.append("LEFT JOIN subject r\(index) ON r\(index).id = t.\(field.column)")
                columns.append("r\(index).key AS ref_\(field.column)")
            case .reference(let table):
                joins.append("LEFT JOIN \(table) r\(index) ON r\(index).id = t.\(field.column)")
                columns.append("r\(index).uuid AS ref_\(field.column)")
            case .catalogue(let table):
                joins.append("LEFT JOIN \(table) r\(index) ON r\(index).id = t.\(field.column)")
                columns.append("r\(index).key AS ref_\(field.column)")
            default: break
            }
        }
        let order = kind.order ?? (kind.identity == "key" ? "t.key" : "t.id")
        return
            "SELECT \(columns.joined(separator: ", ")) FROM \(kind.table) t \(join) \(joins.joined(separator: " ")) ORDER BY \(order)"
    }

    /// One row as a line: every field present, null when empty.
    static func line(of row: Row, _ kind: BackupRowKind) -> [String: JSONValue] {
        var object: [String: JSONValue] = ["type": .string(kind.type)]
        for field in kind.fields {
            let value: DatabaseValue =
                switch field.value {
                case .subjectKey, .reference, .catalogue: row["ref_\(field.column)"]
                default: row[field.column]
                }
            object[field.key] = json(of: value, field.value)
        }
        return object
    }

    private static func json(of value: DatabaseValue, _ kind: BackupValueKind) -> JSONValue {
        switch (value.storage, kind) {
        case (.null, _): .null
        case (.int64(let number), .boolean): .bool(number != 0)
        case (.int64(let number), _): .number(Double(number))
        case (.double(let number), _): .number(number)
        case (.string(let text), .instant): BackupInstant.iso(fromStored: text).map(JSONValue.string) ?? .string(text)
        case (.string(let text), .json): JSONValue.parse(text) ?? .string(text)
        case (.string(let text), _): .string(text)
        case (.blob, _): .null
        }
    }
}

/// Why one line of an import cannot be taken: a localization key and the offending value.
struct BackupLineProblem: Error {
    var reason: String
    var detail: String
}
