import ArgumentParser
import DiarioApp
import DiarioDomain

/// The options every command takes, before or after the command's name, each with its Italian spelling and an
/// environment variable too (README, "Use").
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: cliHelp("cli.GlobalOptions.db"))
    var db: String?

    @Option(name: [.long, .customLong("lingua")], help: cliHelp("cli.GlobalOptions.lang"))
    var lang: String?

    @Option(name: [.long, .customLong("adesso")], help: cliHelp("cli.GlobalOptions.now"))
    var now: String?

    @Flag(name: .long, help: cliHelp("cli.GlobalOptions.json"))
    var json = false

    @Flag(name: [.long, .customLong("senza-colori")], help: cliHelp("cli.GlobalOptions.noColor"))
    var noColor = false

    @Flag(name: [.long, .customLong("si")], help: cliHelp("cli.GlobalOptions.yes"))
    var yes = false

    @Flag(name: .customLong("no"), help: cliHelp("cli.GlobalOptions.no"))
    var no = false

    /// The options as the app layer resolves them.
    var flags: CommandLineFlags {
        CommandLineFlags(
            databasePath: db, language: lang, now: now, json: json, noColor: noColor,
            unaskedDoubts: yes ? .save : no ? .skip : nil)
    }
}

/// The command line before its command is known, read by hand rather than by the argument parser's reflection
/// (which cost half of a cold start): the global options wherever they stand, the requests for help and for the
/// version, and the words left, which name the command and carry its own arguments. `--` ends the global options;
/// it and what follows are the command's.
struct Invocation {
    /// The global options as typed.
    var flags = CommandLineFlags()
    /// `-h`, `--help`, `--aiuto`.
    var help = false
    /// `--version`, `--versione`.
    var version = false
    /// The command's name and its own arguments, in order.
    var words: [String] = []
    /// A global option typed last with no value after it (`diario list --db`).
    var missingValue: String?

    /// The field of a global option that takes a value, by any of its spellings.
    private static func valued(_ name: String) -> WritableKeyPath<CommandLineFlags, String?>? {
        switch name {
        case "--db": \.databasePath
        case "--lang", "--lingua": \.language
        case "--now", "--adesso": \.now
        default: nil
        }
    }

    /// Reads the arguments after the program's name.
    static func scan(_ arguments: [String]) -> Invocation {
        var result = Invocation()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result.words += arguments[(index - 1)...]
                break
            }
            let parts = argument.hasPrefix("--") ? argument.split(separator: "=", maxSplits: 1) : [Substring(argument)]
            let name = String(parts[0])
            switch name {
            case "-h", "--help", "--aiuto": result.help = true
            case "--version", "--versione": result.version = true
            case "--json": result.flags.json = true
            case "--no-color", "--senza-colori": result.flags.noColor = true
            case "--yes", "--si": result.flags.unaskedDoubts = .save
            case "--no": result.flags.unaskedDoubts = .skip
            default:
                guard let field = valued(name) else {
                    result.words.append(argument)
                    continue
                }
                if parts.count == 2 {
                    result.flags[keyPath: field] = String(parts[1])
                } else if index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
                    result.flags[keyPath: field] = arguments[index]
                    index += 1
                } else {
                    result.missingValue = name
                }
            }
        }
        return result
    }

    /// Whether the command opens the database itself, and so reads the saved language on its own connection: any
    /// command but help, completions, the manual page, `parse` and `doctor`; no command (the planner) does too.
    var opensDatabase: Bool {
        guard !help else { return false }
        guard let first = words.first else { return true }
        guard let command = CommandName(typed: first) else { return false }
        return ![.help, .completions, .manualPage, .parse, .doctor].contains(command)
    }
}
