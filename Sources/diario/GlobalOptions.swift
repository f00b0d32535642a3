import ArgumentParser
import DiarioApp
import DiarioDomain
import DiarioLocalization
import Foundation

/// The options every subcommand accepts; each has an environment variable too.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: cliHelp("cli.GlobalOptions.db"))
    var db: String?

    @Option(name: .long, help: cliHelp("cli.GlobalOptions.lang"))
    var lang: String?

    @Option(name: .long, help: cliHelp("cli.GlobalOptions.now"))
    var now: String?

    @Flag(name: .long, help: cliHelp("cli.GlobalOptions.json"))
    var json = false

    @Flag(name: .long, help: cliHelp("cli.GlobalOptions.noColor"))
    var noColor = false

    func validate() throws {
        if let lang, InterfaceLanguage(code: lang) == nil { throw usage(.invalidLanguage(value: lang)) }
    }

    /// A usage error as the argument parser reports it, in the student's language.
    func usage(_ error: UsageError) -> ValidationError {
        let language = LocalizationManager.resolveLanguage(
            flag: lang.flatMap { InterfaceLanguage(code: $0) == nil ? nil : $0 },
            environment: ProcessInfo.processInfo.environment)
        return ValidationError(ErrorPresenter.describe(error, LocalizationManager(language: language)).message)
    }

    /// The options as the app layer takes them; colour only when standard output is a terminal.
    func session() -> SessionOptions {
        let plain = noColor || isatty(STDOUT_FILENO) == 0
        return SessionOptions(databasePath: db, language: lang, now: now, json: json, noColor: plain)
    }

    /// Opens the session these options describe.
    func context() throws -> AppContext {
        try AppContext.open(session(), environment: ProcessInfo.processInfo.environment, console: .standard)
    }
}

extension GlobalOptions {
    /// The options that take a value, and the flags, that may also stand before the subcommand.
    private static let valued: Set<String> = ["--db", "--lang", "--now"]
    private static let flags: Set<String> = ["--json", "--no-color"]

    /// Moves global options written before the subcommand ("diario --json list") to after it, where
    /// every subcommand declares them, so that both orders work.
    static func movedAfterSubcommand(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
            if flags.contains(argument) {
                leading.append(argument)
                index += 1
            } else if valued.contains(argument), index + 1 < arguments.count {
                leading += [argument, arguments[index + 1]]
                index += 2
            } else if valued.contains(name) {
                leading.append(argument)
                index += 1
            } else {
                break
            }
        }
        guard index < arguments.count else { return leading }
        var path: [String] = []
        var command: any ParsableCommand.Type = Diario.self
        while index < arguments.count,
            let sub = command.configuration.subcommands.first(where: { $0._commandName == arguments[index] })
        {
            path.append(arguments[index])
            command = sub
            index += 1
        }
        return path + leading + arguments[index...]
    }
}
