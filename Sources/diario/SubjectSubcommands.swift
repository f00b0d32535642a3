import ArgumentParser
import DiarioApp
import DiarioDomain

struct Subjects: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List and manage subjects.",
        subcommands: [
            ListSubjects.self, AddSubject.self, RenameSubject.self, AliasSubject.self, HideSubject.self,
            ShowSubject.self, RemoveSubject.self,
        ],
        defaultSubcommand: ListSubjects.self,
        aliases: ["materie"])
}

struct ListSubjects: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the subjects.")
    @OptionGroup var options: GlobalOptions
    @Flag(help: "Include hidden subjects.") var all = false

    func run(in session: Session) throws { try SubjectCommands(context: session.context).list(includingHidden: all) }
}

struct AddSubject: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a subject of your own.")
    @OptionGroup var options: GlobalOptions
    @Argument(help: "Its name, e.g. Latino.") var name: String
    @Option(name: .customLong("alias"), help: "Another word for it (repeatable).") var aliases: [String] = []
    @Option(help: "A symbol to show beside it.") var icon: String?
    @Option(help: "red, green, yellow, blue, magenta, cyan, white or gray.") var colour: String?

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
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Give a subject your own name.")
    @OptionGroup var options: GlobalOptions
    @Argument(help: "The subject's key.") var key: String
    @Argument(help: "The new name.") var name: String

    func run(in session: Session) throws { try SubjectCommands(context: session.context).rename(key: key, to: name) }
}

struct AliasSubject: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "alias", abstract: "Add other words for a subject.")
    @OptionGroup var options: GlobalOptions
    @Argument(help: "The subject's key.") var key: String
    @Argument(help: "The aliases.") var aliases: [String]

    func run(in session: Session) throws { try SubjectCommands(context: session.context).addAliases(aliases, to: key) }
}

struct HideSubject: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "hide", abstract: "Hide a subject; its tasks stay.")
    @OptionGroup var options: GlobalOptions
    @Argument(help: "The subject's key.") var key: String

    func run(in session: Session) throws { try SubjectCommands(context: session.context).setVisible(key: key, false) }
}

struct ShowSubject: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a hidden subject again.")
    @OptionGroup var options: GlobalOptions
    @Argument(help: "The subject's key.") var key: String

    func run(in session: Session) throws { try SubjectCommands(context: session.context).setVisible(key: key, true) }
}

struct RemoveSubject: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a subject of your own; its tasks move to --move-to.")
    @OptionGroup var options: GlobalOptions
    @Argument(help: "The subject's key.") var key: String
    @Option(name: .customLong("move-to"), help: "Where its tasks go (a subject key).") var moveTo: String?

    func run(in session: Session) throws { try SubjectCommands(context: session.context).remove(key: key, moveTo: moveTo) }
}
