public import DiarioDomain
import Foundation
internal import GRDB

/// A row of `lesson`.
struct LessonRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "lesson"

    var id: Int64?
    var weekday: Int?
    var period: Int?
    var startTime: String?
    var endTime: String?
    var subjectId: Int64
    var room: String?
    var teacher: String?
    var createdAt: Date
    var updatedAt: Date?
    /// The row's stable identity; the database gives one when nil.
    @StableIdentity var uuid: String? = nil
    var week: Int?
    var validFrom: String?
    var cycleDay: Int?

    enum Columns {
        static let weekday = Column(CodingKeys.weekday)
        static let cycleDay = Column(CodingKeys.cycleDay)
        static let period = Column(CodingKeys.period)
        static let startTime = Column(CodingKeys.startTime)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    func lesson(subjectKey: String) -> Lesson? {
        let day = weekday.flatMap(Weekday.init(rawValue:))
        guard (day == nil) != (cycleDay == nil) else { return nil }
        return Lesson(
            id: id, weekday: day, cycleDay: cycleDay, period: period, start: startTime.flatMap { TimeOfDay(iso: $0) },
            end: endTime.flatMap { TimeOfDay(iso: $0) }, subjectKey: subjectKey, room: room, teacher: teacher,
            week: week, validFrom: validFrom.flatMap { CalendarDay(iso: $0) }, createdAt: createdAt)
    }

    /// Whether this lesson and `other` are held at once: the same weekday or cycle day, the same timetable, a week
    /// they share, and the same period or minutes that overlap.
    func clashes(with other: Lesson) -> Bool {
        guard weekday == other.weekday?.rawValue, cycleDay == other.cycleDay, validFrom == other.validFrom?.iso,
            week == nil || other.week == nil || week == other.week
        else { return false }
        if let period = other.period, self.period == period { return true }
        guard let start = other.start, let otherStart = startTime.flatMap({ TimeOfDay(iso: $0) }) else {
            return false
        }
        let end = other.end ?? start
        let otherEnd = endTime.flatMap { TimeOfDay(iso: $0) } ?? otherStart
        return start == otherStart || (start < otherEnd && otherStart < end)
    }
}

/// A row of `schoolBreak`.
struct SchoolBreakRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "schoolBreak"

    var id: Int64?
    var name: String
    var firstDay: String
    var lastDay: String
    var createdAt: Date
    var updatedAt: Date?
    /// The row's stable identity; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    enum Columns {
        static let firstDay = Column(CodingKeys.firstDay)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    var schoolBreak: SchoolBreak? {
        guard let first = CalendarDay(iso: firstDay), let last = CalendarDay(iso: lastDay) else { return nil }
        return SchoolBreak(id: id, name: name, first: first, last: last)
    }
}

extension DiarioStore: TimetableRepository {
    /// The preference that keeps the rotation: "2 2026-09-14", the count of weeks and the Monday of a week A.
    static let rotationKey = "timetable_rotation"
    /// The preference that keeps the cycle of school days: "6 2026-09-14", its length and a day 1.
    static let cycleKey = "timetable_cycle"

    /// Saves a lesson, undoably; never two in one period, nor two whose minutes overlap, on the same day of the same
    /// week and timetable.
    public func addLesson(_ lesson: Lesson) throws -> Lesson {
        try addLessons([lesson])[0]
    }

    /// Saves lessons in one undoable transaction, each checked against the others and those saved before.
    public func addLessons(_ lessons: [Lesson]) throws -> [Lesson] {
        for lesson in lessons { try Self.check(lesson) }
        guard !lessons.isEmpty else { return [] }
        return try journaledWrite(.timetableChanged) { db in
            let keys = try Self.subjectIdsByKey(in: db)
            var saved: [Lesson] = []
            for lesson in lessons {
                guard let subjectId = keys[lesson.subjectKey] else {
                    throw DomainError.subjectNotFound(key: lesson.subjectKey)
                }
                let sameDay = try LessonRecord.filter(
                    LessonRecord.Columns.weekday == lesson.weekday?.rawValue
                        || LessonRecord.Columns.cycleDay == lesson.cycleDay
                ).fetchAll(db)
                if sameDay.contains(where: { $0.clashes(with: lesson) }) {
                    let slot = lesson.period.map { "\($0)" } ?? lesson.start?.iso ?? ""
                    if let cycleDay = lesson.cycleDay {
                        throw DomainError.cycleLessonOverlaps(cycleDay: cycleDay, period: slot)
                    }
                    throw DomainError.lessonOverlaps(weekday: lesson.weekday?.rawValue ?? 1, period: slot)
                }
                var record = LessonRecord(
                    weekday: lesson.weekday?.rawValue, period: lesson.period, startTime: lesson.start?.iso,
                    endTime: lesson.end?.iso, subjectId: subjectId, room: lesson.room.map { Self.scalars($0, 60) },
                    teacher: lesson.teacher.map { Self.scalars($0, 80) }, createdAt: lesson.createdAt,
                    updatedAt: clock.now(), week: lesson.week, validFrom: lesson.validFrom?.iso,
                    cycleDay: lesson.cycleDay)
                try record.insert(db)
                saved.append(record.lesson(subjectKey: lesson.subjectKey) ?? lesson)
            }
            let summary = saved.count == 1 ? saved[0].subjectKey : "\(saved.count)"
            return (saved, summary, saved.count == 1 ? saved[0].id : nil)
        }
    }

    /// Throws ``DomainError/invalidLesson`` for a lesson with neither a period nor a start, an end not after its
    /// start, or a week outside the rotations Diario keeps.
    private static func check(_ lesson: Lesson) throws {
        guard lesson.period.map({ (1...Lesson.maxPeriod).contains($0) }) ?? (lesson.start != nil),
            lesson.week.map({ (1...Lesson.maxWeeks).contains($0) }) ?? true,
            (lesson.weekday == nil) != (lesson.cycleDay == nil),
            lesson.cycleDay.map({ (1...Lesson.maxCycleDays).contains($0) }) ?? true
        else { throw DomainError.invalidLesson }
        if let start = lesson.start, let end = lesson.end, end <= start { throw DomainError.invalidLesson }
    }

    /// Every lesson, by weekday, then period, then start.
    public func lessons() throws(StorageError) -> [Lesson] {
        try read(Self.lessons)
    }

    /// The lessons, breaks, rotation, cycle, bells and days of lessons in one read: the agenda asks for them at every
    /// start.
    public func schoolCalendar() throws(StorageError) -> SchoolCalendar {
        try read { db in
            SchoolCalendar(
                lessons: try Self.lessons(in: db), breaks: try Self.schoolBreaks(in: db),
                rotation: try Self.rotation(in: db), cycle: try Self.cycle(in: db), bells: try Self.bells(in: db),
                lessonDays: try Self.lessonDays(in: db))
        }
    }

    private static func lessons(in db: GRDB.Database) throws -> [Lesson] {
        let keys = try subjectKeysById(in: db)
        return try LessonRecord.order(
            LessonRecord.Columns.weekday, LessonRecord.Columns.cycleDay, LessonRecord.Columns.period,
            LessonRecord.Columns.startTime
        ).fetchAll(db).compactMap { $0.lesson(subjectKey: keys[$0.subjectId] ?? "other") }
    }

    /// Removes a lesson, undoably.
    public func removeLesson(id: Int64) throws -> Lesson {
        try journaledWrite(.timetableChanged) { db in
            guard let record = try LessonRecord.fetchOne(db, key: id),
                let lesson = record.lesson(subjectKey: try Self.subjectKeysById(in: db)[record.subjectId] ?? "other")
            else { throw DomainError.lessonNotFound(id: id) }
            try record.delete(db)
            return (lesson, lesson.subjectKey, id)
        }
    }

    /// The first `count` Unicode scalars of `text`: SQLite's `length` counts them, and the columns' CHECKs with it.
    static func scalars(_ text: String, _ count: Int) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.prefix(count)))
    }

    /// The saved rotation; a value that does not read as one is none.
    public func rotation() throws(StorageError) -> TimetableRotation? {
        try read(Self.rotation)
    }

    private static func rotation(in db: GRDB.Database) throws -> TimetableRotation? {
        let saved = try PreferenceRecord.value(forKey: rotationKey, in: db)
        guard let parts = saved?.split(separator: " "), parts.count == 2, let weeks = Int(parts[0]),
            (2...Lesson.maxWeeks).contains(weeks), let monday = CalendarDay(iso: parts[1])
        else { return nil }
        return TimetableRotation(weeks: weeks, anyDayOfWeekA: monday)
    }

    /// Sets the rotation, or clears it with nil; undoable. A rotation clears the cycle.
    public func setRotation(_ rotation: TimetableRotation?) throws(StorageError) {
        do {
            try journaledWrite(.timetableChanged) { db in
                if let rotation {
                    _ = try PreferenceRecord.deleteOne(db, key: Self.cycleKey)
                    try PreferenceRecord(
                        key: Self.rotationKey, value: "\(rotation.weeks) \(rotation.firstMonday.iso)",
                        updatedAt: clock.now()
                    ).upsert(db)
                } else {
                    _ = try PreferenceRecord.deleteOne(db, key: Self.rotationKey)
                }
                return ((), "rotation", nil)
            }
        } catch {
            throw error as? StorageError ?? .failed(reason: "\(error)")
        }
    }

    /// The saved cycle; a value that does not read as one is none.
    public func cycle() throws(StorageError) -> SchoolDayCycle? {
        try read(Self.cycle)
    }

    private static func cycle(in db: GRDB.Database) throws -> SchoolDayCycle? {
        let saved = try PreferenceRecord.value(forKey: cycleKey, in: db)
        guard let parts = saved?.split(separator: " "), parts.count == 2, let days = Int(parts[0]),
            (2...Lesson.maxCycleDays).contains(days), let first = CalendarDay(iso: parts[1])
        else { return nil }
        return SchoolDayCycle(days: days, firstDay: first)
    }

    /// Sets the cycle, or clears it with nil; undoable. A cycle clears the rotation.
    public func setCycle(_ cycle: SchoolDayCycle?) throws(StorageError) {
        do {
            try journaledWrite(.timetableChanged) { db in
                if let cycle {
                    _ = try PreferenceRecord.deleteOne(db, key: Self.rotationKey)
                    try PreferenceRecord(
                        key: Self.cycleKey, value: "\(cycle.days) \(cycle.firstDay.iso)", updatedAt: clock.now()
                    ).upsert(db)
                } else {
                    _ = try PreferenceRecord.deleteOne(db, key: Self.cycleKey)
                }
                return ((), "cycle", nil)
            }
        } catch {
            throw error as? StorageError ?? .failed(reason: "\(error)")
        }
    }

    /// The breaks, by first day.
    public func schoolBreaks() throws(StorageError) -> [SchoolBreak] {
        try read(Self.schoolBreaks)
    }

    private static func schoolBreaks(in db: GRDB.Database) throws -> [SchoolBreak] {
        try SchoolBreakRecord.order(SchoolBreakRecord.Columns.firstDay).fetchAll(db).compactMap(\.schoolBreak)
    }

    /// Saves a break, undoably.
    public func addSchoolBreak(_ schoolBreak: SchoolBreak) throws -> SchoolBreak {
        let name = schoolBreak.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, name.unicodeScalars.count <= 80, schoolBreak.first <= schoolBreak.last else {
            throw DomainError.invalidBreak
        }
        return try journaledWrite(.timetableChanged) { db in
            var record = SchoolBreakRecord(
                name: name, firstDay: schoolBreak.first.iso, lastDay: schoolBreak.last.iso, createdAt: clock.now(),
                updatedAt: clock.now())
            try record.insert(db)
            return (record.schoolBreak ?? schoolBreak, name, record.id)
        }
    }

    /// Removes a break, undoably.
    public func removeSchoolBreak(id: Int64) throws -> SchoolBreak {
        try journaledWrite(.timetableChanged) { db in
            guard let record = try SchoolBreakRecord.fetchOne(db, key: id), let schoolBreak = record.schoolBreak else {
                throw DomainError.breakNotFound(id: id)
            }
            try record.delete(db)
            return (schoolBreak, schoolBreak.name, id)
        }
    }
}
