import ArgumentParser
import DiarioApp
import DiarioDomain

struct Subjects: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.subjects.name,
            abstract: cliText("cli.Subjects.abstract"),
            subcommands: [
                ListSubjects.self, AddSubject.self, RenameSubject.self, AliasSubject.self, HideSubject.self,
                ShowSubject.self, RemoveSubject.self, PresetSubjects.self,
            ],
            defaultSubcommand: ListSubjects.self,
            aliases: CommandName.subjects.aliases)
    }
}

struct ListSubjects: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: cliText("cli.ListSubjects.abstract"), aliases: ["elenco"])
    }
    @Flag(name: [.long, .customLong("tutte")], help: cliHelp("cli.ListSubjects.all")) var all = false

    func run(in context: AppContext) throws { try SubjectCommands(context: context).list(includingHidden: all) }
}

struct AddSubject: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: cliText("cli.AddSubject.abstract"), aliases: ["aggiungi"])
    }
    @Argument(help: cliHelp("cli.AddSubject.name")) var name: String
    @Option(name: .customLong("alias"), help: cliHelp("cli.AddSubject.aliases")) var aliases: [String] = []
    @Option(name: [.long, .customLong("icona")], help: cliHelp("cli.AddSubject.icon")) var icon: String?
    @Option(name: [.long, .customLong("colore")], help: cliHelp("cli.AddSubject.colour")) var colour: String?

    func validate() throws {
        if let colour, SubjectColour(rawValue: colour) == nil {
            throw invalid(.invalidValue(option: "--colour", value: colour))
        }
        if let icon, icon.isEmpty || icon.count > 2 {
            throw invalid(.invalidValue(option: "--icon", value: icon))
        }
    }

    func run(in context: AppContext) throws {
        try SubjectCommands(context: context)
            .add(name: name, aliases: aliases, icon: icon, colour: colour.flatMap(SubjectColour.init(rawValue:)))
    }
}

struct RenameSubject: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "rename", abstract: cliText("cli.RenameSubject.abstract"), aliases: ["rinomina"])
    }
    @Argument(help: cliHelp("cli.RenameSubject.key")) var key: String
    @Argument(help: cliHelp("cli.RenameSubject.name")) var name: String

    func run(in context: AppContext) throws { try SubjectCommands(context: context).rename(key: key, to: name) }
}

struct AliasSubject: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "alias", abstract: cliText("cli.AliasSubject.abstract"))
    }
    @Argument(help: cliHelp("cli.AliasSubject.key")) var key: String
    @Argument(help: cliHelp("cli.AliasSubject.aliases")) var aliases: [String]

    func run(in context: AppContext) throws { try SubjectCommands(context: context).addAliases(aliases, to: key) }
}

struct PresetSubjects: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "preset", abstract: cliText("cli.PresetSubjects.abstract"), aliases: ["scuola"])
    }
    @Argument(help: cliHelp("cli.PresetSubjects.set")) var set: String

    func validate() throws {
        guard SchoolSubjectSet(rawValue: set.lowercased()) != nil else {
            throw invalid(.invalidValue(option: "preset", value: set))
        }
    }

    func run(in context: AppContext) throws {
        guard let chosen = SchoolSubjectSet(rawValue: set.lowercased()) else { return }
        try SubjectCommands(context: context).choose(chosen)
    }
}

struct HideSubject: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "hide", abstract: cliText("cli.HideSubject.abstract"), aliases: ["nascondi"])
    }
    @Argument(help: cliHelp("cli.HideSubject.key")) var key: String

    func run(in context: AppContext) throws { try SubjectCommands(context: context).setVisible(key: key, false) }
}

struct ShowSubject: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: cliText("cli.ShowSubject.abstract"), aliases: ["mostra"])
    }
    @Argument(help: cliHelp("cli.ShowSubject.key")) var key: String

    func run(in context: AppContext) throws { try SubjectCommands(context: context).setVisible(key: key, true) }
}

struct RemoveSubject: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove", abstract: cliText("cli.RemoveSubject.abstract"), aliases: ["rimuovi"])
    }
    @Argument(help: cliHelp("cli.RemoveSubject.key")) var key: String
    @Option(name: .customLong("move-to"), help: cliHelp("cli.RemoveSubject.moveTo")) var moveTo: String?

    func run(in context: AppContext) throws {
        try SubjectCommands(context: context).remove(key: key, moveTo: moveTo)
    }
}
