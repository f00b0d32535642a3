import ArgumentParser
import DiarioApp
import DiarioCoach
import DiarioDomain
import DiarioLanguage
import DiarioLocalization
import DiarioStore
import Foundation

struct Diario: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diario",
        abstract: cliText("cli.Diario.abstract"),
        discussion: cliText("cli.Diario.discussion"),
        subcommands: [
            Start.self, List.self, Add.self, Done.self, Subjects.self, Parse.self, Export.self, Import.self, Quiz.self,
            Cards.self, Drill.self, SRS.self, Coach.self, Doctor.self, Delete.self, Undo.self, Backup.self,
            Restore.self,
        ],
        defaultSubcommand: Start.self)
}

@main
enum Entry {
    static func main() {
        do {
            var command = try Diario.parseAsRoot(
                GlobalOptions.movedAfterSubcommand(Array(CommandLine.arguments.dropFirst())))
            try command.run()
        } catch {
            exit(dueTo: error)
        }
    }

    /// Prints the error as one localized line and exits with the documented code.
    static func exit(dueTo error: any Error) -> Never {
        let environment = ProcessInfo.processInfo.environment
        let language = LocalizationManager.resolveLanguage(flag: languageFlag(), environment: environment)
        let l10n = LocalizationManager(language: language)
        var error = error
        if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
        if !(error is UsageError) && !(error is DomainError) && !(error is StorageError)
            && !(error is ImportError) && !(error is LanguageError) && !(error is SubjectRemovalError)
            && !(error is TaskReferenceError) && !(error is ReviewInputError) && !(error is CardImportError)
            && !(error is AnkiPackageError) && !(error is ReportedError) && !(error is CoachSettingsError)
            && !(error is CoachUnavailable) && !(error is CoachPromptError)
        {
            // The argument parser's own errors: help and version exit cleanly, the rest are usage errors.
            if Diario.exitCode(for: error) == .success { Diario.exit(withError: error) }
            error = UsageError.parser(message: Diario.message(for: error))
        }
        let (message, code) = ErrorPresenter.describe(error, l10n)
        if !(error is ReportedError) { Console.standard.err(message) }
        Foundation.exit(code)
    }

    /// The value of `--lang` on the command line, read before parsing so that parse errors are localized.
    static func languageFlag() -> String? {
        let arguments = CommandLine.arguments
        for (index, argument) in arguments.enumerated() {
            if argument == "--lang", index + 1 < arguments.count { return arguments[index + 1] }
            if argument.hasPrefix("--lang=") { return String(argument.dropFirst(7)) }
        }
        return nil
    }
}
