public import DiarioDomain
import Foundation
internal import GRDB

extension DiarioStore: PreferenceRepository {
    /// The saved interface language; nil when none was saved or the saved value is not a language.
    public func preferredLanguage() throws(StorageError) -> InterfaceLanguage? {
        try read { db in
            try PreferenceRecord.value(forKey: PreferenceRecord.languageKey, in: db)
                .flatMap { InterfaceLanguage(code: $0) }
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

    /// The saved plan settings; a value never saved, or one that is not a number in its range, is the default's.
    public func reviewPlanSettings() throws(StorageError) -> ReviewPlanSettings {
        let saved = try read { db in
            try PreferenceRecord.filter(
                [PreferenceRecord.planTargetKey, PreferenceRecord.planBudgetKey, PreferenceRecord.planHorizonKey]
                    .contains(PreferenceRecord.Columns.key)
            ).fetchAll(db)
        }
        let values = Dictionary(saved.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var settings = ReviewPlanSettings.standard
        if let target = values[PreferenceRecord.planTargetKey].flatMap(Double.init),
            ReviewPlanSettings.targets.contains(target)
        {
            settings.target = target
        }
        if let budget = values[PreferenceRecord.planBudgetKey].flatMap(Int.init),
            ReviewPlanSettings.budgets.contains(budget)
        {
            settings.dailyBudget = budget
        }
        if let horizon = values[PreferenceRecord.planHorizonKey].flatMap(Int.init),
            ReviewPlanSettings.horizons.contains(horizon)
        {
            settings.horizonDays = horizon
        }
        return settings
    }

    /// Saves the three plan settings together.
    public func saveReviewPlanSettings(_ settings: ReviewPlanSettings) throws {
        let settings = try settings.validated()
        try write { db in
            for (key, value) in [
                (PreferenceRecord.planTargetKey, String(settings.target)),
                (PreferenceRecord.planBudgetKey, String(settings.dailyBudget)),
                (PreferenceRecord.planHorizonKey, String(settings.horizonDays)),
            ] {
                try PreferenceRecord(key: key, value: value, updatedAt: clock.now()).upsert(db)
            }
        }
    }
}

extension DiarioStore {
    /// The saved signs' values (`grade_plus`, `grade_minus`, `grade_double_minus`); each one never saved, or not a
    /// number between −1 and 1, is the usual one.
    public func gradeSigns() throws(StorageError) -> GradeSigns {
        let keys = ["grade_plus", "grade_minus", "grade_double_minus"]
        let saved = try read { db in
            try PreferenceRecord.filter(keys.contains(PreferenceRecord.Columns.key)).fetchAll(db)
        }
        let values = Dictionary(saved.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        func value(_ key: String, _ usual: Double) -> Double {
            values[key].flatMap(Double.init).flatMap { (-1...1).contains($0) ? $0 : nil } ?? usual
        }
        return GradeSigns(
            plus: value("grade_plus", GradeSigns.usual.plus), minus: value("grade_minus", GradeSigns.usual.minus),
            doubleMinus: value("grade_double_minus", GradeSigns.usual.doubleMinus))
    }

    /// The saved scale; a value that names none is the Italian scale.
    public func gradeScale() throws(StorageError) -> GradeScale {
        let saved = try read { db in try PreferenceRecord.value(forKey: "grade_scale", in: db) }
        return saved.flatMap(GradeScale.init(rawValue:)) ?? .italian
    }

    /// Saves the scale.
    public func saveGradeScale(_ scale: GradeScale) throws(StorageError) {
        do {
            try write { db in
                try PreferenceRecord(key: "grade_scale", value: scale.rawValue, updatedAt: clock.now()).upsert(db)
            }
        } catch {
            throw error as? StorageError ?? .failed(reason: "\(error)")
        }
    }

    /// Saves the three values together.
    public func saveGradeSigns(_ signs: GradeSigns) throws {
        for value in [signs.plus, signs.minus, signs.doubleMinus] where !(-1...1).contains(value) {
            throw DomainError.invalidGrade(text: String(value))
        }
        try write { db in
            for (key, value) in [
                ("grade_plus", signs.plus), ("grade_minus", signs.minus), ("grade_double_minus", signs.doubleMinus),
            ] {
                try PreferenceRecord(key: key, value: String(value), updatedAt: clock.now()).upsert(db)
            }
        }
    }

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

    /// The school chosen or passed; nil when never asked, or the stored value is neither.
    public func schoolChoice() throws(StorageError) -> SchoolChoice? {
        try read { db in
            try PreferenceRecord.value(forKey: PreferenceRecord.schoolKey, in: db).flatMap {
                SchoolChoice(storedValue: $0)
            }
        }
    }

    /// Saves the answer, replacing an earlier one.
    public func saveSchoolChoice(_ choice: SchoolChoice) throws(StorageError) {
        do {
            try write { db in
                try PreferenceRecord(key: PreferenceRecord.schoolKey, value: choice.storedValue, updatedAt: clock.now())
                    .upsert(db)
            }
        } catch {
            throw error as? StorageError ?? .failed(reason: "\(error)")
        }
    }
}
