import ArgumentParser
import DiarioApp
import DiarioDomain
import Foundation

struct Cards: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.cards.name,
            abstract: cliText("cli.Cards.abstract"),
            subcommands: [
                ListCards.self, AddCard.self, EditCard.self, DeleteCard.self, SuspendCard.self, ResumeCard.self,
                ImportCards.self, ExportCards.self, CardsFromMaterial.self,
            ],
            defaultSubcommand: ListCards.self, aliases: CommandName.cards.aliases)
    }
}

struct ListCards: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: cliText("cli.ListCards.abstract"), aliases: ["elenco"])
    }
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.ListCards.subject"), completion: .subjects)
    var subject: String?

    func run(in context: AppContext) throws { try CardCommands(context: context).list(subjectKey: subject) }
}

struct AddCard: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "add", abstract: cliText("cli.AddCard.abstract"), aliases: ["aggiungi", "card", "carta"])
    }
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.AddCard.subject"), completion: .subjects)
    var subject: String?
    @Option(name: .customLong("tag"), help: cliHelp("cli.AddCard.tags")) var tags: [String] = []
    @Argument(help: cliHelp("cli.AddCard.text")) var text: [String]

    func run(in context: AppContext) throws {
        try CardCommands(context: context).add(text.joined(separator: " "), subjectKey: subject, tags: tags)
    }
}

struct EditCard: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "edit", abstract: cliText("cli.EditCard.abstract"), aliases: ["modifica"])
    }
    @Argument(help: cliHelp("cli.EditCard.id")) var id: Int64
    @Option(name: [.long, .customLong("fronte")], help: cliHelp("cli.EditCard.front")) var front: String?
    @Option(name: [.long, .customLong("retro")], help: cliHelp("cli.EditCard.back")) var back: String?
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.EditCard.subject"), completion: .subjects)
    var subject: String?
    @Option(name: .customLong("tag"), help: cliHelp("cli.EditCard.tags")) var tags: [String] = []

    func run(in context: AppContext) throws {
        try CardCommands(context: context)
            .edit(id: id, front: front, back: back, subjectKey: subject, tags: tags.isEmpty ? nil : tags)
    }
}

struct DeleteCard: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "delete", abstract: cliText("cli.DeleteCard.abstract"), aliases: ["elimina"])
    }
    @Argument(help: cliHelp("cli.EditCard.id")) var id: Int64

    func run(in context: AppContext) throws { try CardCommands(context: context).delete(id: id) }
}

struct SuspendCard: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "suspend", abstract: cliText("cli.SuspendCard.abstract"), aliases: ["sospendi"])
    }
    @Argument(help: cliHelp("cli.EditCard.id")) var id: Int64

    func run(in context: AppContext) throws { try CardCommands(context: context).setSuspended(id: id, true) }
}

struct ResumeCard: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "resume", abstract: cliText("cli.ResumeCard.abstract"), aliases: ["riprendi"])
    }
    @Argument(help: cliHelp("cli.EditCard.id")) var id: Int64

    func run(in context: AppContext) throws { try CardCommands(context: context).setSuspended(id: id, false) }
}

/// `/card front :: back` in the REPL: the same as `cards add`.
struct Card: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.card.name, abstract: cliText("cli.AddCard.abstract"),
            aliases: CommandName.card.aliases)
    }
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.AddCard.subject"), completion: .subjects)
    var subject: String?
    @Argument(help: cliHelp("cli.AddCard.text")) var text: [String]

    func run(in context: AppContext) throws {
        try CardCommands(context: context).add(text.joined(separator: " "), subjectKey: subject)
    }
}

struct Quiz: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.quiz.name,
            abstract: cliText("cli.Quiz.abstract"), aliases: CommandName.quiz.aliases)
    }
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.Quiz.subject"), completion: .subjects)
    var subject: String?
    @Option(name: [.long, .customLong("limite")], help: cliHelp("cli.Quiz.limit")) var limit = 20
    @Argument(help: cliHelp("cli.Quiz.subjectWord")) var subjectWord: String?

    func validate() throws {
        if limit <= 0 { throw invalid(.invalidValue(option: "--limit", value: String(limit))) }
    }

    func run(in context: AppContext) throws {
        let key = try (subject ?? subjectWord).map(context.subjectKey(named:))
        try QuizCommands(context: context).run(subjectKey: key, limit: limit)
    }
}

struct ImportCards: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import", abstract: cliText("cli.ImportCards.abstract"), aliases: ["importa"])
    }
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.ImportCards.subject"), completion: .subjects)
    var subject: String?
    @Argument(help: cliHelp("cli.ImportCards.file")) var file: String

    func run(in context: AppContext) throws {
        let key = try subject.map(context.subjectKey(named:))
        try CardCommands(context: context).importCards(fromFile: file, subjectKey: key)
    }
}

struct ExportCards: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export", abstract: cliText("cli.ExportCards.abstract"), aliases: ["esporta"])
    }
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.ExportCards.subject"), completion: .subjects)
    var subject: String?
    @Option(name: [.long, .customLong("uscita")], help: cliHelp("cli.ExportCards.output")) var output: String?
    @Option(name: [.long, .customLong("formato")], help: cliHelp("cli.ExportCards.format")) var format: String?

    func validate() throws {
        if let format, !CardCommands.isFileFormat(format) {
            throw invalid(.invalidValue(option: "--format", value: format))
        }
    }

    func run(in context: AppContext) throws {
        let key = try subject.map(context.subjectKey(named:))
        try CardCommands(context: context).exportCards(to: output, format: format, subjectKey: key)
    }
}

struct Drill: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.drill.name,
            abstract: cliText("cli.Drill.abstract"), aliases: CommandName.drill.aliases)
    }
    @Option(name: [.long, .customLong("livello")], help: cliHelp("cli.Drill.level")) var level = 1
    @Option(name: [.long, .customLong("quanti")], help: cliHelp("cli.Drill.count")) var count = 10

    func validate() throws {
        if !DrillCommands.isLevel(level) {
            throw invalid(.invalidValue(option: "--level", value: String(level)))
        }
        if !(1...100).contains(count) { throw invalid(.invalidValue(option: "--count", value: String(count))) }
    }

    func run(in context: AppContext) throws {
        DrillCommands(context: context)
            .run(levelNumber: level, count: count)
    }
}

/// `diario cards from MATERIAL` or `--map MAP`: cards found in study material, kept one by one or all with `--yes`.
struct CardsFromMaterial: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "from", abstract: cliText("cli.CardsFrom.abstract"), aliases: ["da"])
    }
    @Argument(help: cliHelp("cli.CardsFrom.id")) var id: Int64
    @Flag(name: [.long, .customLong("mappa")], help: cliHelp("cli.CardsFrom.map")) var map = false

    func run(in context: AppContext) throws {
        try CardProposalCommands(context: context).propose(fromId: id, fromMap: map)
    }
}
