public import DiarioDomain
import Foundation
internal import GRDB

extension DiarioStore: PreferenceRepository {
    /// The saved interface language; nil when none was saved or the saved value is not a language.
    public func preferredLanguage() throws(StorageError) -> InterfaceLanguage? {
        try read { db in
            try PreferenceRecord.fetchOne(db, key: PreferenceRecord.languageKey)
                .flatMap { InterfaceLanguage(code: $0.value) }
        }
    }

    /// Saves the interface language, replacing the one saved before.
    public func savePreferredLanguage(_ language: InterfaceLanguage) throws(StorageError) {
        do {
            try write { db in
                try PreferenceRecord(
                    key: PreferenceRecord.languageKey, value: language.rawValue, updatedAt: clock.now()
                )
                .upsert(db)
            }
        } catch {
            // Saving a preference breaks no rule: whatever failed, the database did.
            throw error as? StorageError ?? .failed(reason: "\(error)")
        }
    }
}

extension DiarioStore {
    /// The language saved in the database at `path`, read through a read-only connection that creates, migrates
    /// and writes nothing; nil when there is no file, no saved language, or the file cannot be read.
    public static func savedLanguage(inDatabaseAt path: String) -> InterfaceLanguage? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let queue = try? DatabaseQueue(path: path, configuration: configuration(readonly: true)) else {
            return nil
        }
        defer { try? queue.close() }
        let value = try? queue.read { db in
            try String.fetchOne(
                db, sql: "SELECT value FROM preference WHERE key = ?", arguments: [PreferenceRecord.languageKey])
        }
        guard let code = value ?? nil else { return nil }
        return InterfaceLanguage(code: code)
    }
}
