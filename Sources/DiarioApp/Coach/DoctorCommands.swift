import DiarioCoach
import DiarioDomain
import DiarioLocalization
import DiarioStore
import Foundation

/// `diario doctor`: checks the database, the coach's configuration and its endpoint, and says what to fix.
/// It opens nothing it cannot report on: a database that fails to open is a finding, not a crash.
public struct DoctorCommands: Sendable {
    let options: ResolvedOptions
    let console: Console

    /// Creates the checks for the options a session would use.
    public init(options: ResolvedOptions, console: Console) {
        self.options = options
        self.console = console
    }

    private var environment: [String: String] { options.environment }

    /// How a check came out.
    enum Status: String, Encodable {
        case ok, warning, error, info
    }

    /// One finding: which check, how it came out, and what to do, in the student's language.
    struct Finding: Encodable {
        let check: String
        let status: Status
        let message: String

        init(_ check: String, _ status: Status, _ message: String) {
            self.check = check
            self.status = status
            self.message = message
        }
    }

    /// Runs every check and prints the findings; returns false when any of them is an error.
    public func run() -> Bool {
        let path = options.databasePath
        var store: DiarioStore?
        let language = options.language
        var findings: [Finding] = []
        do {
            store = try DiarioStore.open(path: path, clock: options.clock)
        } catch {
            findings.append(Finding("database", .error, describe(error, language)))
        }
        let l10n = LocalizationManager(language: language)
        if let store { findings += databaseFindings(store, l10n) }
        findings += coachFindings(l10n)
        print(findings, l10n)
        return !findings.contains { $0.status == .error }
    }

    private func databaseFindings(_ store: DiarioStore, _ l10n: LocalizationManager) -> [Finding] {
        var findings: [Finding] = []
        do {
            let integrity = try store.integrityCheck()
            let schema = try store.appliedMigrations().count
            let tasks = try store.tasks(.allOpen).count
            if integrity == ["ok"] {
                findings.append(
                    Finding(
                        "database", .ok,
                        l10n.text(
                            "doctor.database.ok",
                            ["path": store.path, "schema": String(schema), "tasks": String(tasks)])))
            } else {
                findings.append(
                    Finding(
                        "database", .error,
                        l10n.text(
                            "doctor.database.damaged",
                            ["path": store.path, "detail": integrity.prefix(3).joined(separator: "; ")])
                            + " " + restoreHint(for: store.path, l10n)))
            }
        } catch {
            findings.append(Finding("database", .error, describe(error, l10n.language)))
        }
        // Rows no one can read are looked for on their own: reading the open tasks above stops at the first of them.
        do {
            let unreadable = try store.unreadableRows()
            if !unreadable.isEmpty {
                let detail = unreadable.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
                findings.append(
                    Finding(
                        "rows", .error,
                        l10n.text("doctor.database.unreadableRows", ["detail": detail.joined(separator: ", ")])
                            + " " + restoreHint(for: store.path, l10n)))
            }
        } catch {
            findings.append(Finding("rows", .error, describe(error, l10n.language)))
        }
        if let mode = Self.permissions(of: store.path), mode & 0o077 != 0 {
            findings.append(
                Finding(
                    "database", .warning,
                    l10n.text(
                        "doctor.database.readable", ["path": store.path, "mode": String(mode, radix: 8)])))
        }
        return findings
    }

    /// "Restore the newest backup with: diario restore …", or that there is none.
    private func restoreHint(for path: String, _ l10n: LocalizationManager) -> String {
        guard let backup = DiarioStore.newestBackup(forDatabase: path) else {
            return l10n.text("doctor.database.noBackup")
        }
        return l10n.text("doctor.database.restore", ["backup": backup])
    }

    private func coachFindings(_ l10n: LocalizationManager) -> [Finding] {
        let settings: CoachSettings
        do {
            settings = try CoachSettings.resolve(environment: environment)
        } catch {
            return [Finding("config", .error, describe(error, l10n.language))]
        }
        var findings: [Finding] = []
        if settings.configFileExists, let mode = Self.permissions(of: settings.configFile), mode & 0o077 != 0,
            let text = try? String(contentsOfFile: settings.configFile, encoding: .utf8), text.contains("api_key")
        {
            findings.append(
                Finding("config", .warning, l10n.text("doctor.config.readable", ["path": settings.configFile])))
        }
        guard let endpoint = settings.endpoint else {
            findings.append(Finding("coach", .info, l10n.text("doctor.coach.offline")))
            return findings
        }
        let client = ChatClient(endpoint: endpoint, maxRetries: 0)
        let key = l10n.text(endpoint.apiKey == nil ? "doctor.coach.noKey" : "doctor.coach.key")
        do {
            let models: [String]
            do {
                models = try client.models()
            } catch .http(404, _) {
                // No models list on this server: a one-word chat tells whether the model answers.
                _ = try client.send([ChatMessage(role: .user, content: "ping")], onText: { _ in })
                models = []
            }
            if models.isEmpty || models.contains(endpoint.model) {
                findings.append(
                    Finding("coach", .ok, l10n.text("doctor.coach.ok", ["endpoint": endpoint.description, "key": key])))
            } else {
                findings.append(
                    Finding(
                        "coach", .warning,
                        l10n.text(
                            "doctor.coach.unknownModel",
                            [
                                "endpoint": endpoint.displayURL, "model": endpoint.model,
                                "models": models.prefix(10).joined(separator: ", "),
                            ])))
            }
        } catch {
            let failure = CoachUnavailable(endpoint: endpoint.description, reason: error)
            findings.append(Finding("coach", .error, describe(failure, l10n.language)))
        }
        return findings
    }

    private func print(_ findings: [Finding], _ l10n: LocalizationManager) {
        if options.json {
            console.out(JSONOutput.line(["checks": findings]))
            return
        }
        for finding in findings {
            console.out(l10n.text("doctor.mark.\(finding.status.rawValue)") + " " + finding.message)
        }
        let errors = findings.filter { $0.status == .error }.count
        console.out(errors == 0 ? l10n.text("doctor.allGood") : l10n.plural("doctor.problems", count: errors))
    }

    private func describe(_ error: any Error, _ language: InterfaceLanguage) -> String {
        ErrorPresenter.describe(error, LocalizationManager(language: language)).message
    }

    private static func permissions(of path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int
    }
}
