import ArgumentParser
import DiarioApp
import DiarioDomain
import DiarioSRS
import Foundation

struct Cards: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: cliText("cli.Cards.abstract"),
        subcommands: [
            ListCards.self, AddCard.self, EditCard.self, DeleteCard.self, SuspendCard.self, ResumeCard.self,
            ImportCards.self, ExportCards.self,
        ],
        defaultSubcommand: ListCards.self, aliases: ["carte"])
}

struct ListCards: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: cliText("cli.ListCards.abstract"))
    @OptionGroup var options: GlobalOptions
    @Option(help: cliHelp("cli.ListCards.subject")) var subject: String?

    func run(in session: Session) throws { try CardCommands(context: session.context).list(subjectKey: subject) }
}

struct AddCard: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: cliText("cli.AddCard.abstract"), aliases: ["card", "carta"])
    @OptionGroup var options: GlobalOptions
    @Option(help: cliHelp("cli.AddCard.subject")) var subject: String?
    @Option(name: .customLong("tag"), help: cliHelp("cli.AddCard.tags")) var tags: [String] = []
    @Argument(help: cliHelp("cli.AddCard.text")) var text: [String]

    func run(in session: Session) throws {
        try CardCommands(context: session.context).add(text.joined(separator: " "), subjectKey: subject, tags: tags)
    }
}

struct EditCard: SessionCommand {
    static let configuration = CommandConfiguration(commandName: "edit", abstract: cliText("cli.EditCard.abstract"))
    @OptionGroup var options: GlobalOptions
    @Argument(help: cliHelp("cli.EditCard.id")) var id: Int64
    @Option(help: cliHelp("cli.EditCard.front")) var front: String?
    @Option(help: cliHelp("cli.EditCard.back")) var back: String?
    @Option(help: cliHelp("cli.EditCard.subject")) var subject: String?
    @Option(name: .customLong("tag"), help: cliHelp("cli.EditCard.tags")) var tags: [String] = []

    func run(in session: Session) throws {
        try CardCommands(context: session.context)
            .edit(id: id, front: front, back: back, subjectKey: subject, tags: tags.isEmpty ? nil : tags)
    }
}

struct DeleteCard: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: cliText("cli.DeleteCard.abstract"))
    @OptionGroup var options: GlobalOptions
    @Argument(help: cliHelp("cli.EditCard.id")) var id: Int64

    func run(in session: Session) throws { try CardCommands(context: session.context).delete(id: id) }
}

struct SuspendCard: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "suspend", abstract: cliText("cli.SuspendCard.abstract"))
    @OptionGroup var options: GlobalOptions
    @Argument(help: cliHelp("cli.EditCard.id")) var id: Int64

    func run(in session: Session) throws { try CardCommands(context: session.context).setSuspended(id: id, true) }
}

struct ResumeCard: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume", abstract: cliText("cli.ResumeCard.abstract"))
    @OptionGroup var options: GlobalOptions
    @Argument(help: cliHelp("cli.EditCard.id")) var id: Int64

    func run(in session: Session) throws { try CardCommands(context: session.context).setSuspended(id: id, false) }
}

/// `/card front :: back` in the REPL: the same as `cards add`.
struct Card: SessionCommand {
    static let configuration = CommandConfiguration(abstract: cliText("cli.AddCard.abstract"), aliases: ["carta"])
    @OptionGroup var options: GlobalOptions
    @Option(help: cliHelp("cli.AddCard.subject")) var subject: String?
    @Argument(help: cliHelp("cli.AddCard.text")) var text: [String]

    func run(in session: Session) throws {
        try CardCommands(context: session.context).add(text.joined(separator: " "), subjectKey: subject)
    }
}

struct Quiz: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: cliText("cli.Quiz.abstract"), aliases: ["interroga"])
    @OptionGroup var options: GlobalOptions
    @Option(help: cliHelp("cli.Quiz.subject")) var subject: String?
    @Option(help: cliHelp("cli.Quiz.limit")) var limit = 20
    @Argument(help: cliHelp("cli.Quiz.subjectWord")) var subjectWord: String?

    func validate() throws {
        if limit <= 0 { throw options.usage(.invalidValue(option: "--limit", value: String(limit))) }
    }

    func run(in session: Session) throws {
        let key = try (subject ?? subjectWord).map(session.context.subjectKey(named:))
        try QuizCommands(context: session.context, asking: session.asking).run(subjectKey: key, limit: limit)
    }
}

struct ImportCards: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: cliText("cli.ImportCards.abstract"))
    @OptionGroup var options: GlobalOptions
    @Option(help: cliHelp("cli.ImportCards.subject")) var subject: String?
    @Argument(help: cliHelp("cli.ImportCards.file")) var file: String

    func run(in session: Session) throws {
        let key = try subject.map(session.context.subjectKey(named:))
        if file.lowercased().hasSuffix(".apkg") {
            try CardCommands(context: session.context).importAnki(path: file, subjectKey: key)
            return
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CardImportError.unreadable(path: file)
        }
        try CardCommands(context: session.context)
            .importCards(String(decoding: data, as: UTF8.self), format: CardFileFormat(path: file), subjectKey: key)
    }
}

struct ExportCards: SessionCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: cliText("cli.ExportCards.abstract"))
    @OptionGroup var options: GlobalOptions
    @Option(help: cliHelp("cli.ExportCards.subject")) var subject: String?
    @Option(help: cliHelp("cli.ExportCards.output")) var output: String?
    @Option(help: cliHelp("cli.ExportCards.format")) var format: String?

    func validate() throws {
        if let format, CardFileFormat(rawValue: format) == nil {
            throw options.usage(.invalidValue(option: "--format", value: format))
        }
    }

    func run(in session: Session) throws {
        let key = try subject.map(session.context.subjectKey(named:))
        if let output, output.lowercased().hasSuffix(".apkg") {
            try CardCommands(context: session.context).exportAnki(path: output, subjectKey: key)
            return
        }
        let chosen = format.flatMap(CardFileFormat.init(rawValue:)) ?? output.map(CardFileFormat.init(path:)) ?? .csv
        let text = try CardCommands(context: session.context).exportCards(format: chosen, subjectKey: key)
        if let output {
            guard
                FileManager.default.createFile(
                    atPath: output, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
            else { throw CardImportError.unreadable(path: output) }
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }
}

struct Drill: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: cliText("cli.Drill.abstract"), aliases: ["calcoli", "conti"])
    @OptionGroup var options: GlobalOptions
    @Option(help: cliHelp("cli.Drill.level")) var level = 1
    @Option(help: cliHelp("cli.Drill.count")) var count = 10

    func validate() throws {
        if DrillLevel(rawValue: level) == nil {
            throw options.usage(.invalidValue(option: "--level", value: String(level)))
        }
        if !(1...100).contains(count) { throw options.usage(.invalidValue(option: "--count", value: String(count))) }
    }

    func run(in session: Session) throws {
        DrillCommands(context: session.context, asking: session.asking)
            .run(level: DrillLevel(rawValue: level) ?? .one, count: count)
    }
}
