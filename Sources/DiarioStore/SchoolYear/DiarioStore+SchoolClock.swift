public import DiarioDomain
internal import GRDB

/// The school's clock, kept as preferences (so it travels with sync and export, and undo takes it back): the bell
/// times of the periods and the first and last day of lessons.
extension DiarioStore {
    /// The preference that keeps the bells: "08:00-08:55 08:55-09:50 …".
    static let bellsKey = "timetable_bells"
    /// The preference that keeps the days of lessons: "2026-09-14 2027-06-08".
    static let lessonDaysKey = "timetable_lesson_days"

    /// The saved bells; a value that does not read as bells is none.
    public func bells() throws(StorageError) -> SchoolBells? {
        try read(Self.bells)
    }

    /// Sets the bells, or clears them with nil; undoable.
    public func setBells(_ bells: SchoolBells?) throws(StorageError) {
        try setClockPreference(Self.bellsKey, to: bells?.stored, summary: "bells")
    }

    /// The saved first and last day of lessons; a value that does not read as two days in order is none.
    public func lessonDays() throws(StorageError) -> LessonDays? {
        try read(Self.lessonDays)
    }

    /// Sets the first and last day of lessons, or clears them with nil; undoable.
    public func setLessonDays(_ days: LessonDays?) throws(StorageError) {
        try setClockPreference(
            Self.lessonDaysKey, to: days.map { "\($0.first.iso) \($0.last.iso)" }, summary: "lesson days")
    }

    static func bells(in db: GRDB.Database) throws -> SchoolBells? {
        try PreferenceRecord.value(forKey: bellsKey, in: db).flatMap { SchoolBells(stored: $0) }
    }

    static func lessonDays(in db: GRDB.Database) throws -> LessonDays? {
        guard let saved = try PreferenceRecord.value(forKey: lessonDaysKey, in: db) else { return nil }
        let parts = saved.split(separator: " ")
        guard parts.count == 2, let first = CalendarDay(iso: parts[0]), let last = CalendarDay(iso: parts[1]) else {
            return nil
        }
        return LessonDays(first: first, last: last)
    }

    /// Saves (or, with nil, removes) one preference of the school's clock, journaled as a change of the timetable.
    private func setClockPreference(_ key: String, to value: String?, summary: String) throws(StorageError) {
        do {
            try journaledWrite(.timetableChanged) { db in
                if let value {
                    try PreferenceRecord(key: key, value: value, updatedAt: clock.now()).upsert(db)
                } else {
                    _ = try PreferenceRecord.deleteOne(db, key: key)
                }
                return ((), summary, nil)
            }
        } catch {
            throw error as? StorageError ?? .failed(reason: "\(error)")
        }
    }
}
