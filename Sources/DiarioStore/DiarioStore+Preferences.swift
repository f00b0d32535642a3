public import DiarioDomain
internal import GRDB

extension DiarioStore: PreferenceRepository {
    /// The saved interface language; nil when none was saved or the saved value is not a language.
    public func preferredLanguage() throws -> InterfaceLanguage? {
        try read { db in
            try PreferenceRecord.fetchOne(db, key: PreferenceRecord.languageKey)
                .flatMap { InterfaceLanguage(code: $0.value) }
        }
    }

    /// Saves the interface language, replacing the one saved before.
    public func savePreferredLanguage(_ language: InterfaceLanguage) throws {
        try write { db in
            try PreferenceRecord(key: PreferenceRecord.languageKey, value: language.rawValue, updatedAt: clock.now())
                .upsert(db)
        }
    }
}
