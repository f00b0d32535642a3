import ArgumentParser
import DiarioApp
import DiarioDomain

struct Subjects: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: cliText("cli.Subjects.abstract"),
        subcommands: [
            ListSubjects.self, AddSubject.self, RenameSubject.self, AliasSubject.self, HideSubject.self,
            ShowSubject.self, RemoveSubject.self,
        ],
        defaultSubcommand: ListSubjects.self,
        aliases: ["materie"])
}

struct ListSubjects: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: cliText("cli.ListSubjects.abstract"))
    @OptionGroup var options: GlobalOptions
    @Flag(help: cliHelp("cli.ListSubjects.all")) var all = false

    func run(in session: Session) throws { try SubjectCommands(context: session.context).list(includingHidden: all) }
}

struct AddSubject: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: cliText("cli.AddSubject.abstract"))
    @OptionGroup var options: GlobalOptions
    @Argument(help: cliHelp("cli.AddSubject.name")) var name: String
    @Option(name: .customLong("alias"), help: cliHelp("cli.AddSubject.aliases")) var aliases: [String] = []
    @Option(help: cliHelp("cli.AddSubject.icon")) var icon: String?
    @Option(help: cliHelp("cli.AddSubject.colour")) var colour: String?

    func validate() throws {
        if let colour, SubjectColour(rawValue: colour) == nil {
            throw options.usage(.invalidValue(option: "--colour", value: colour))
        }
        if let icon, icon.isEmpty || icon.count > 2 {
            throw options.usage(.invalidValue(option: "--icon", value: icon))
        }
    }

    func run(in session: Session) throws {
        try SubjectCommands(context: session.context)
            .add(name: name, aliases: aliases, icon: icon, colour: colour.flatMap(SubjectColour.init(rawValue:)))
    }
}

struct RenameSubject: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename", abstract: cliText("cli.RenameSubject.abstract"))
    @OptionGroup var options: GlobalOptions
    @Argument(help: cliHelp("cli.RenameSubject.key")) var key: String
    @Argument(help: cliHelp("cli.RenameSubject.name")) var name: String

    func run(in session: Session) throws { try SubjectCommands(context: session.context).rename(key: key, to: name) }
}

struct AliasSubject: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "alias", abstract: cliText("cli.AliasSubject.abstract"))
    @OptionGroup var options: GlobalOptions
    @Argument(help: cliHelp("cli.AliasSubject.key")) var key: String
    @Argument(help: cliHelp("cli.AliasSubject.aliases")) var aliases: [String]

    func run(in session: Session) throws { try SubjectCommands(context: session.context).addAliases(aliases, to: key) }
}

struct HideSubject: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "hide", abstract: cliText("cli.HideSubject.abstract"))
    @OptionGroup var options: GlobalOptions
    @Argument(help: cliHelp("cli.HideSubject.key")) var key: String

    func run(in session: Session) throws { try SubjectCommands(context: session.context).setVisible(key: key, false) }
}

struct ShowSubject: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: cliText("cli.ShowSubject.abstract"))
    @OptionGroup var options: GlobalOptions
    @Argument(help: cliHelp("cli.ShowSubject.key")) var key: String

    func run(in session: Session) throws { try SubjectCommands(context: session.context).setVisible(key: key, true) }
}

struct RemoveSubject: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: cliText("cli.RemoveSubject.abstract"))
    @OptionGroup var options: GlobalOptions
    @Argument(help: cliHelp("cli.RemoveSubject.key")) var key: String
    @Option(name: .customLong("move-to"), help: cliHelp("cli.RemoveSubject.moveTo")) var moveTo: String?

    func run(in session: Session) throws {
        try SubjectCommands(context: session.context).remove(key: key, moveTo: moveTo)
    }
}
