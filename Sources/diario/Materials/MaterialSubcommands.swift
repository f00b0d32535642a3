import ArgumentParser
import DiarioApp
import DiarioDomain

/// `diario materials`: study materials made from files (notes, PDFs, photos of pages).
struct Materials: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.materials.name, abstract: cliText("cli.Materials.abstract"),
            subcommands: [
                ListMaterials.self, AddMaterial.self, ShowMaterial.self, RenameMaterial.self,
                ChangeMaterialSubject.self,
                RemoveMaterial.self,
                RetryMaterial.self,
            ],
            defaultSubcommand: ListMaterials.self, aliases: CommandName.materials.aliases)
    }
}

/// `diario materials list`: the recent materials, those of a subject, or those not read yet.
struct ListMaterials: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: cliText("cli.ListMaterials.abstract"), aliases: ["elenco"])
    }
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.ListMaterials.subject"), completion: .subjects)
    var subject: String?
    @Flag(name: [.long, .customLong("da-leggere")], help: cliHelp("cli.ListMaterials.pending")) var pending = false
    @Option(name: [.long, .customLong("limite")], help: cliHelp("cli.ListMaterials.limit")) var limit = 50

    func validate() throws {
        if limit <= 0 { throw invalid(.invalidValue(option: "--limit", value: String(limit))) }
        if pending && subject != nil { throw invalid(.conflictingFilters) }
    }

    func run(in context: AppContext) throws {
        let query: MaterialQuery =
            if pending { .pending } else if let subject { .bySubject(key: try context.subjectKey(named: subject)) } else
            {
                .recent(limit: limit)
            }
        try MaterialCommands(context: context).list(query)
    }
}

/// `diario materials add FILE… [--subject S] [--title T]`.
struct AddMaterial: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: cliText("cli.AddMaterial.abstract"), aliases: ["aggiungi"])
    }
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.AddMaterial.subject"), completion: .subjects)
    var subject: String?
    @Option(name: [.long, .customLong("titolo")], help: cliHelp("cli.AddMaterial.title")) var title: String?
    @Argument(help: cliHelp("cli.AddMaterial.files"), completion: .file()) var files: [String]

    func validate() throws {
        if title != nil && files.count > 1 { throw invalid(.titleForManyFiles) }
    }

    func run(in context: AppContext) throws {
        let key = try subject.map(context.subjectKey(named:))
        try MaterialCommands(context: context).add(paths: files, subjectKey: key, title: title)
    }
}

/// `diario materials show ID [--page N]`.
struct ShowMaterial: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: cliText("cli.ShowMaterial.abstract"), aliases: ["mostra"])
    }
    @Argument(help: cliHelp("cli.ShowMaterial.id")) var id: Int64
    @Option(name: [.long, .customLong("pagina")], help: cliHelp("cli.ShowMaterial.page")) var page: Int?

    func validate() throws {
        if let page, page <= 0 { throw invalid(.invalidValue(option: "--page", value: String(page))) }
    }

    func run(in context: AppContext) throws { try MaterialCommands(context: context).show(id: id, page: page) }
}

/// `diario materials rename ID TITLE…`.
struct RenameMaterial: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "rename", abstract: cliText("cli.RenameMaterial.abstract"), aliases: ["rinomina"])
    }
    @Argument(help: cliHelp("cli.RenameMaterial.id")) var id: Int64
    @Argument(help: cliHelp("cli.RenameMaterial.title")) var title: [String]

    func run(in context: AppContext) throws {
        try MaterialCommands(context: context).rename(id: id, to: title.joined(separator: " "))
    }
}

/// `diario materials subject ID SUBJECT`: the material is about another subject.
struct ChangeMaterialSubject: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "subject", abstract: cliText("cli.ChangeMaterialSubject.abstract"), aliases: ["materia"])
    }
    @Argument(help: cliHelp("cli.RenameMaterial.id")) var id: Int64
    @Argument(help: cliHelp("cli.ChangeMaterialSubject.subject"), completion: .subjects) var subject: String

    func run(in context: AppContext) throws {
        try MaterialCommands(context: context).changeSubject(id: id, to: try context.subjectKey(named: subject))
    }
}

/// `diario materials remove ID`: undo brings it back.
struct RemoveMaterial: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove", abstract: cliText("cli.RemoveMaterial.abstract"), aliases: ["rimuovi", "elimina"])
    }
    @Argument(help: cliHelp("cli.RemoveMaterial.id")) var id: Int64
    @Flag(name: [.long, .customLong("tieni-carte")], help: cliHelp("cli.RemoveMaterial.keepCards"))
    var keepCards = false

    func run(in context: AppContext) throws {
        try MaterialCommands(context: context).remove(id: id, keepingCards: keepCards)
    }
}

/// `diario materials retry ID`: reads a pending or failed material's file again.
struct RetryMaterial: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "retry", abstract: cliText("cli.RetryMaterial.abstract"), aliases: ["riprova"])
    }
    @Argument(help: cliHelp("cli.RetryMaterial.id")) var id: Int64

    func run(in context: AppContext) throws { try MaterialCommands(context: context).retry(id: id) }
}

/// `diario search TEXT… [--subject S]` / `cerca`: words in materials, cards and tasks.
struct Search: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.search.name, abstract: cliText("cli.Search.abstract"),
            aliases: CommandName.search.aliases)
    }
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.Search.subject"), completion: .subjects)
    var subject: String?
    @Option(name: [.long, .customLong("limite")], help: cliHelp("cli.Search.limit")) var limit = 20
    @Argument(help: cliHelp("cli.Search.text")) var text: [String]

    func validate() throws {
        if limit <= 0 { throw invalid(.invalidValue(option: "--limit", value: String(limit))) }
    }

    func run(in context: AppContext) throws {
        let key = try subject.map(context.subjectKey(named:))
        try SearchCommands(context: context).search(text.joined(separator: " "), subjectKey: key, limit: limit)
    }
}
