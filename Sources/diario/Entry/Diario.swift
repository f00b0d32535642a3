import ArgumentParser
import DiarioApp
import DiarioDomain
import DiarioLocalization
import Foundation

/// The command tree of the command line. Without a command, Diario starts the planner (``Start``).
struct Diario: ParsableCommand {
    /// The version `diario --version` prints.
    static let version = "0.12.0"

    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "diario",
            abstract: cliText("cli.Diario.abstract"),
            discussion: cliText("cli.Diario.discussion"),
            subcommands: [
                List.self, Add.self, Done.self, Study.self, Timer.self, Stats.self, Goals.self, Terms.self,
                Achievements.self, Subjects.self, Parse.self, Export.self, Import.self, Quiz.self,
                Cards.self, Drill.self, Exams.self, Plan.self, Prepare.self, SRS.self, Materials.self, Search.self,
                Maps.self, Grades.self, Timetable.self, Holidays.self, CalendarCommand.self, Absences.self,
                SyncCommand.self,
                Coach.self, Doctor.self,
                Edit.self, Move.self, Delete.self, Undo.self, Backup.self,
                Restore.self, Completions.self, ManualPage.self,
            ])
    }

    /// The options every command takes, declared here too so that shell completions offer them.
    @OptionGroup var options: GlobalOptions
}

@main
enum Entry {
    /// Reads the command line in two steps: the global options (anywhere), help and version first, then the
    /// command. Errors from either step and from running end the same way: one localized line, the exit code.
    static func main() {
        let environment = ProcessInfo.processInfo.environment
        CompletionRequest.answerIfAsked(Array(CommandLine.arguments.dropFirst()))
        let invocation = Invocation.scan(Array(CommandLine.arguments.dropFirst()))
        if let name = invocation.missingValue {
            let language = ResolvedOptions.languageBeforeResolving(invocation.flags, environment: environment)
            let message = LocalizationManager(language: language).text("cli.parser.missingValue", ["name": name])
            exit(dueTo: UsageError.parser(message: message, typed: false), in: language)
        }
        // The version needs nothing else: no option resolved, no file read.
        if invocation.version {
            print(Diario.version)
            return
        }
        ScratchFolder.removeLeftovers()
        atexit { ScratchFolder.removeThisRun() }
        let options: ResolvedOptions
        do {
            options = try ResolvedOptions.resolve(
                invocation.flags, environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) != 0,
                readingSavedLanguage: !invocation.opensDatabase)
        } catch {
            exit(dueTo: error, in: ResolvedOptions.languageBeforeResolving(invocation.flags, environment: environment))
        }
        do {
            try CommandLineText.reading(in: options.language) { try run(invocation, with: options) }
        } catch {
            exit(dueTo: error, in: options.languageReadingSaved())
        }
    }

    /// Shows the version or a help page, starts the planner, or parses and runs the command the words name.
    static func run(_ invocation: Invocation, with options: ResolvedOptions) throws {
        var help: HelpPage {
            HelpPage(
                localization: LocalizationManager(language: options.language), root: Diario.self, prefix: "diario ")
        }
        var words = invocation.words
        if invocation.help || ["help", "aiuto"].contains(words.first?.lowercased()) {
            if !invocation.help { words.removeFirst() }
            print(try withCommandLineText { try help.text(for: words) })
        } else if let quick = QuickCommand(words) {
            try quick.run(with: options)
        } else if let name = words.first {
            let subcommands = Diario.configuration.subcommands
            guard let type = subcommands.first(where: { CommandNames.all(of: $0).contains(name.lowercased()) }) else {
                throw UsageError.unknownCommand(
                    name: name, among: subcommands.flatMap(CommandNames.all(of:)), typed: false)
            }
            words[0] = name.lowercased()
            // The command's own type parses its arguments: the argument parser then reflects on that command
            // alone, not on the whole tree (a third of a cold start).
            let arguments = Array(words.dropFirst())
            let command: any ParsableCommand
            do {
                command = try type.parseAsRoot(arguments)
            } catch {
                // Said in the saved language, which a command that opens the database has not read yet: parsed
                // again in it, so that a check's own sentence (validate) is in it too.
                let message = CommandLineText.reading(in: options.languageReadingSaved()) {
                    var refusal = error
                    do { _ = try type.parseAsRoot(arguments) } catch let again { refusal = again }
                    return ParserMessage.localized(refusal, of: type)
                }
                throw UsageError.parser(message: message, typed: false)
            }
            guard let command = command as? any DiarioCommand else {
                // A group of commands named alone ("diario srs"): its page says what it holds.
                print(try withCommandLineText { try help.text(for: words) })
                return
            }
            try command.run(with: options)
        } else {
            try Start.run(with: options)
        }
    }

    /// Prints the error as one localized line (unless it was already shown) and exits with its code.
    static func exit(dueTo error: any Error, in language: InterfaceLanguage) -> Never {
        if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
        Foundation.exit(ErrorPresenter.report(error, LocalizationManager(language: language), to: .standard))
    }
}

/// `diario completions bash|zsh|fish`: the shell's completion script, generated from the command tree.
struct Completions: DiarioCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.completions.name, abstract: cliText("cli.Completions.abstract"),
            aliases: CommandName.completions.aliases)
    }

    @Argument(help: cliHelp("cli.Completions.shell")) var shell: String

    func run(with options: ResolvedOptions) throws {
        guard let kind = CompletionShell(rawValue: shell) else { throw UsageError.unknownShell(name: shell) }
        print(withCommandLineText { Diario.completionScript(for: kind) }, terminator: "")
    }
}

/// `diario man-page`: the manual page (roff), generated from the command tree in the interface language.
struct ManualPage: DiarioCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.manualPage.name, abstract: cliText("cli.ManualPage.abstract"), shouldDisplay: false
        )
    }

    func run(with options: ResolvedOptions) throws {
        print(Manual(localization: LocalizationManager(language: options.language)).roff(), terminator: "")
    }
}
