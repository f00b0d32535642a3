/// A sentence for the student, still to be put in their language: a key of the string tables, the values of its
/// placeholders, and (for a plural key) the count that picks the form.
public struct StudentMessage: Equatable, Sendable {
    /// The string-table key (`error.taskNotFound`); a plural key without its `.one` / `.other` ending.
    public let key: String
    /// The values of the placeholders, by name.
    public let arguments: [String: String]
    /// The count of a plural key; nil for an ordinary one.
    public let count: Int?
    /// Placeholders filled by another localized sentence (the reason inside "line 3: …").
    public let nested: [String: StudentMessage]

    /// A sentence from its key and the values of its placeholders.
    public init(
        _ key: String, _ arguments: [String: String] = [:], count: Int? = nil, nested: [String: StudentMessage] = [:]
    ) {
        self.key = key
        self.arguments = arguments
        self.count = count
        self.nested = nested
    }
}

/// Every error a student can see: it says what to tell them and how the process ends. Whoever catches one
/// needs no list of error types: the message is localized and printed as one line, the exit code returned.
public protocol StudentFacingError: Error {
    /// What to tell the student.
    var message: StudentMessage { get }
    /// The exit code: 1 for a user error, 2 for usage, 3 for storage trouble, 130 for an interrupted reply.
    var exitCode: Int32 { get }
}

extension DomainError: StudentFacingError {
    /// The sentence for each broken rule.
    public var message: StudentMessage {
        switch self {
        case .emptyTitle: StudentMessage("error.emptyTitle")
        case .titleTooLong(let max): StudentMessage("error.titleTooLong", ["max": String(max)])
        case .dueTooFarInPast(let due): StudentMessage("error.dueTooFarInPast", ["due": due.iso])
        case .taskNotFound(let id): StudentMessage("error.taskNotFound", ["id": String(id)])
        case .taskAlreadyCompleted(let id): StudentMessage("error.taskAlreadyCompleted", ["id": String(id)])
        case .subjectNotFound(let key): StudentMessage("error.subjectNotFound", ["key": key])
        case .subjectExists(let key): StudentMessage("error.subjectExists", ["key": key])
        case .invalidSubjectName(let name): StudentMessage("error.invalidSubjectName", ["name": name])
        case .builtInSubjectNotRemovable(let key):
            StudentMessage(
                "error.builtInNotRemovable", ["key": key], nested: ["name": StudentMessage("subject." + key)])
        case .fallbackSubjectRequired: StudentMessage("error.fallbackRequired")
        case .aliasTaken(let alias, let key): StudentMessage("error.aliasTaken", ["alias": alias, "name": key])
        case .emptyCardSide: StudentMessage("error.emptyCardSide")
        case .cardTooLong(let max): StudentMessage("error.cardTooLong", ["max": String(max)])
        case .cardNotFound(let id): StudentMessage("error.cardNotFound", ["id": String(id)])
        case .invalidStudyMinutes(let minutes):
            StudentMessage(
                "error.invalidStudyMinutes", ["minutes": String(minutes), "max": String(StudySession.maxMinutes)])
        case .studyInFuture: StudentMessage("error.studyInFuture")
        case .invalidTerm: StudentMessage("error.invalidTerm")
        case .termNotFound(let id): StudentMessage("error.termNotFound", ["id": String(id)])
        case .invalidGoal: StudentMessage("error.invalidGoal")
        case .goalNotFound(let id): StudentMessage("error.goalNotFound", ["id": String(id)])
        case .timerRunning(let key, let minutes):
            StudentMessage("error.timerRunning", ["subject": key, "minutes": String(minutes)])
        case .timerNotRunning: StudentMessage("error.timerNotRunning")
        case .invalidPlanSetting: StudentMessage("error.invalidPlanSetting")
        case .noComingTest(let name?): StudentMessage("error.noComingTestOf", ["subject": name])
        case .noComingTest(nil): StudentMessage("error.noComingTest")
        case .materialNotFound(let id): StudentMessage("error.materialNotFound", ["id": String(id)])
        case .mindMapNotFound(let id): StudentMessage("error.mindMapNotFound", ["id": String(id)])
        case .mindMapNodeNotFound(let id): StudentMessage("error.mindMapNodeNotFound", ["id": String(id)])
        case .mindMapCycle: StudentMessage("error.mindMapCycle")
        case .invalidGrade(let text): StudentMessage("error.invalidGrade", ["text": text])
        case .gradeNotFound(let id): StudentMessage("error.gradeNotFound", ["id": String(id)])
        case .lessonOverlaps(let weekday, let period):
            StudentMessage(
                "error.lessonOverlaps", ["period": period],
                nested: ["weekday": StudentMessage("weekday.short.\(weekday)")])
        case .cycleLessonOverlaps(let cycleDay, let period):
            StudentMessage(
                "error.lessonOverlaps", ["period": period],
                nested: ["weekday": StudentMessage("lesson.cycleDay", ["n": String(cycleDay)])])
        case .lessonNotFound(let id): StudentMessage("error.lessonNotFound", ["id": String(id)])
        case .invalidLesson: StudentMessage("error.invalidLesson")
        case .invalidBreak: StudentMessage("error.invalidBreak")
        case .breakNotFound(let id): StudentMessage("error.breakNotFound", ["id": String(id)])
        case .invalidAbsence: StudentMessage("error.invalidAbsence")
        case .absenceNotFound(let id): StudentMessage("error.absenceNotFound", ["id": String(id)])
        case .invalidMarkOnScale(let text, let scale):
            StudentMessage("error.invalidGrade.\(scale.rawValue)", ["text": text])
        }
    }

    /// A broken rule is the student's to fix: 1.
    public var exitCode: Int32 { 1 }
}

extension StorageError: StudentFacingError {
    /// The sentence for each storage trouble, naming the file and what to do.
    public var message: StudentMessage {
        switch self {
        case .newerSchema(let path): StudentMessage("error.newerSchema", ["path": path])
        case .cannotOpen(let path, let reason): StudentMessage("error.cannotOpen", ["path": path, "reason": reason])
        case .notADatabase(let path): StudentMessage("error.notADatabase", ["path": path])
        case .failed(let reason): StudentMessage("error.storage", ["reason": reason])
        case .damaged(let path, let backup?): StudentMessage("error.damaged", ["path": path, "backup": backup])
        case .damaged(let path, nil): StudentMessage("error.damagedNoBackup", ["path": path])
        case .full(let path): StudentMessage("error.diskFull", ["path": path])
        case .readOnly(let path): StudentMessage("error.readOnly", ["path": path])
        case .notADiarioDatabase(let path): StudentMessage("error.notADiarioDatabase", ["path": path])
        case .cannotUndo: StudentMessage("error.cannotUndo")
        case .unreadableRow(let path): StudentMessage("error.unreadableRow", ["path": path])
        case .refusedValue: StudentMessage("error.refusedValue")
        }
    }

    /// Storage trouble: 3; a value the database's own checks refused is the input's fault: 1.
    public var exitCode: Int32 {
        if case .refusedValue = self { return 1 }
        return 3
    }
}

extension ImportError: StudentFacingError {
    /// The sentence naming the bad line and why, or the unreadable file.
    public var message: StudentMessage {
        switch self {
        case .invalidLine(let line, let reason, let detail):
            StudentMessage(
                "error.importLine", ["line": String(line)],
                nested: ["reason": StudentMessage(reason, ["value": detail])])
        case .unreadable(let path): StudentMessage("error.importUnreadable", ["path": path])
        case .empty: StudentMessage("error.importEmpty")
        }
    }

    /// A file the student gave: 1.
    public var exitCode: Int32 { 1 }
}
