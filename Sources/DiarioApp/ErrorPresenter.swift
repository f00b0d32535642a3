import DiarioCoach
import DiarioDomain
import DiarioLanguage
public import DiarioLocalization
import DiarioStore

/// Turns any error into the one line a student reads, in their language, and the exit code:
/// 1 for a user error, 2 for usage, 3 for storage trouble.
public enum ErrorPresenter {
    /// The localized message and exit code for `error`.
    public static func describe(_ error: any Error, _ l10n: LocalizationManager) -> (message: String, exitCode: Int32) {
        switch error {
        case let error as ReportedError: return describe(error.underlying, l10n)
        case let error as CoachUnavailable:
            if case .interrupted = error.reason { return (l10n.text("coach.interrupted"), 130) }
            return (coach(error, l10n), 1)
        case let error as CoachSettingsError: return (settings(error, l10n), 1)
        case let error as CoachPromptError:
            switch error {
            case .missing(let name), .invalid(let name, _): return (l10n.text("error.coachPrompt", ["name": name]), 3)
            }
        case let error as DomainError: return (domain(error, l10n), 1)
        case let error as LanguageError: return (language(error, l10n), 1)
        case let error as ImportError: return (importing(error, l10n), 1)
        case let error as SubjectRemovalError:
            guard case .hasTasks(let key, let count) = error else { return (l10n.text("error.unknown"), 1) }
            return (l10n.plural("error.subjectHasTasks", count: count, ["key": key]), 1)
        case let error as TaskReferenceError:
            switch error {
            case .noMatch(let reference): return (l10n.text("error.noTaskMatches", ["text": reference]), 1)
            case .ambiguous(let reference, let ids):
                let list = ids.map { "#\($0)" }.joined(separator: ", ")
                return (l10n.text("error.ambiguousTask", ["text": reference, "ids": list]), 1)
            }
        case let error as AnkiPackageError:
            switch error {
            case .notAPackage(let path): return (l10n.text("error.ankiNotAPackage", ["path": path]), 1)
            case .unsupportedFormat(let path): return (l10n.text("error.ankiUnsupported", ["path": path]), 1)
            case .cannotWrite(let path): return (l10n.text("error.ankiCannotWrite", ["path": path]), 3)
            }
        case let error as CardImportError:
            switch error {
            case .invalidLine(let line, let reason, let detail):
                let why = l10n.text(reason, ["value": detail])
                return (l10n.text("error.cardImportLine", ["line": String(line), "reason": why]), 1)
            case .unreadable(let path): return (l10n.text("error.importUnreadable", ["path": path]), 1)
            case .empty: return (l10n.text("error.cardImportEmpty"), 1)
            }
        case let error as ReviewInputError:
            guard case .invalidLine(let line, let reason, let detail) = error else {
                return (l10n.text("error.unknown"), 1)
            }
            return (
                l10n.text("error.reviewLine", ["line": String(line), "reason": l10n.text(reason, ["value": detail])]), 1
            )
        case let error as UsageError: return (usage(error, l10n), 2)
        case let error as StorageError: return (storage(error, l10n), 3)
        default: return (l10n.text("error.unknown", ["detail": "\(error)"]), 1)
        }
    }

    private static func domain(_ error: DomainError, _ l10n: LocalizationManager) -> String {
        switch error {
        case .emptyTitle: l10n.text("error.emptyTitle")
        case .titleTooLong(let max): l10n.text("error.titleTooLong", ["max": String(max)])
        case .dueTooFarInPast(let due): l10n.text("error.dueTooFarInPast", ["due": due.iso])
        case .taskNotFound(let id): l10n.text("error.taskNotFound", ["id": String(id)])
        case .taskAlreadyCompleted(let id): l10n.text("error.taskAlreadyCompleted", ["id": String(id)])
        case .subjectNotFound(let key): l10n.text("error.subjectNotFound", ["key": key])
        case .subjectExists(let key): l10n.text("error.subjectExists", ["key": key])
        case .invalidSubjectName(let name): l10n.text("error.invalidSubjectName", ["name": name])
        case .builtInSubjectNotRemovable(let key): l10n.text("error.builtInNotRemovable", ["key": key])
        case .fallbackSubjectRequired: l10n.text("error.fallbackRequired")
        case .aliasTaken(let alias, let key): l10n.text("error.aliasTaken", ["alias": alias, "key": key])
        case .emptyCardSide: l10n.text("error.emptyCardSide")
        case .cardTooLong(let max): l10n.text("error.cardTooLong", ["max": String(max)])
        case .cardNotFound(let id): l10n.text("error.cardNotFound", ["id": String(id)])
        }
    }

    private static func language(_ error: LanguageError, _ l10n: LocalizationManager) -> String {
        switch error {
        case .impossibleDate(let text): l10n.text("error.impossibleDate", ["text": text])
        case .impossibleTime(let text): l10n.text("error.impossibleTime", ["text": text])
        case .lineTooLong(let max): l10n.text("error.lineTooLong", ["max": String(max)])
        }
    }

    private static func importing(_ error: ImportError, _ l10n: LocalizationManager) -> String {
        switch error {
        case .invalidLine(let line, let reason, let detail):
            l10n.text("error.importLine", ["line": String(line), "reason": l10n.text(reason, ["value": detail])])
        case .unreadable(let path): l10n.text("error.importUnreadable", ["path": path])
        case .empty: l10n.text("error.importEmpty")
        }
    }

    private static func usage(_ error: UsageError, _ l10n: LocalizationManager) -> String {
        switch error {
        case .invalidNow(let value): l10n.text("error.invalidNow", ["value": value])
        case .invalidLanguage(let value): l10n.text("error.invalidLanguage", ["value": value])
        case .conflictingFilters: l10n.text("error.conflictingFilters")
        case .invalidValue(let option, let value): l10n.text("error.invalidValue", ["option": option, "value": value])
        case .parser(let message): l10n.text("error.usage", ["detail": message])
        case .missingTask: l10n.text("error.missingTask")
        case .missingEditText: l10n.text("error.missingEditText")
        case .notUnderstood(let line): l10n.text("error.notUnderstood", ["text": line])
        case .unknownCommand(let name): l10n.text("error.unknownCommand", ["name": name])
        case .missingCoachMessage: l10n.text("error.missingCoachMessage")
        }
    }

    private static func coach(_ failure: CoachUnavailable, _ l10n: LocalizationManager) -> String {
        var values = ["endpoint": failure.endpoint]
        switch failure.reason {
        case .invalidEndpoint(let url):
            return l10n.text("error.coach.invalidURL", ["url": url])
        case .http(let status, let message):
            values["status"] = String(status)
            values["detail"] = message.map { " «\($0)»" } ?? ""
            let key =
                switch status {
                case 401, 403: "error.coach.unauthorized"
                case 404: "error.coach.notFound"
                case 429: "error.coach.busy"
                case 500...: "error.coach.serverError"
                default: "error.coach.http"
                }
            return l10n.text(key, values)
        case .connectTimedOut(let seconds):
            return l10n.text("error.coach.connectTimeout", values.merging(["seconds": String(seconds)]) { $1 })
        case .idleTimedOut(let seconds, _):
            return l10n.text("error.coach.idleTimeout", values.merging(["seconds": String(seconds)]) { $1 })
        case .connection(let kind, let detail, _):
            return l10n.text("error.coach.\(kind.rawValue)", values.merging(["detail": detail]) { $1 })
        case .malformed:
            return l10n.text("error.coach.malformed", values)
        case .interrupted:
            return l10n.text("coach.interrupted")
        }
    }

    private static func settings(_ error: CoachSettingsError, _ l10n: LocalizationManager) -> String {
        switch error {
        case .unreadableFile(let path, let reason):
            l10n.text("error.coach.configFile", ["path": path, "reason": reason])
        case .invalidValue(let name, let value): l10n.text("error.coach.configValue", ["name": name, "value": value])
        case .invalidURL(let url): l10n.text("error.coach.invalidURL", ["url": url])
        case .missingModel: l10n.text("error.coach.missingModel")
        }
    }

    private static func storage(_ error: StorageError, _ l10n: LocalizationManager) -> String {
        switch error {
        case .newerSchema(let path): l10n.text("error.newerSchema", ["path": path])
        case .cannotOpen(let path, let reason): l10n.text("error.cannotOpen", ["path": path, "reason": reason])
        case .notADatabase(let path): l10n.text("error.notADatabase", ["path": path])
        case .failed(let reason): l10n.text("error.storage", ["reason": reason])
        case .damaged(let path, let backup?): l10n.text("error.damaged", ["path": path, "backup": backup])
        case .damaged(let path, nil): l10n.text("error.damagedNoBackup", ["path": path])
        case .full(let path): l10n.text("error.diskFull", ["path": path])
        case .readOnly(let path): l10n.text("error.readOnly", ["path": path])
        case .notADiarioDatabase(let path): l10n.text("error.notADiarioDatabase", ["path": path])
        case .cannotUndo: l10n.text("error.cannotUndo")
        }
    }
}
