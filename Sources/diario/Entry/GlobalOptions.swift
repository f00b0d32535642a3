import ArgumentParser
import DiarioApp

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

    /// The options as the app layer resolves them.
    var flags: CommandLineFlags {
        CommandLineFlags(databasePath: db, language: lang, now: now, json: json, noColor: noColor)
    }
}

/// The command line before its command is known: the global options wherever they stand, the requests for help
/// and for the version, and the words left, which name the command and carry its own arguments.
struct Invocation: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: "diario", helpNames: []) }

    @OptionGroup var global: GlobalOptions

    @Flag(name: [.customShort("h"), .long, .customLong("aiuto")], help: cliHelp("cli.help"))
    var help = false

    @Flag(name: [.long, .customLong("versione")], help: cliHelp("cli.version"))
    var version = false

    @Argument(parsing: .allUnrecognized)
    var words: [String] = []
}
