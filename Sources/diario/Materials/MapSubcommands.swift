import ArgumentParser
import DiarioApp
import DiarioDomain

/// `diario maps`: mind maps, from materials, by hand or from files.
struct Maps: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.maps.name, abstract: cliText("cli.Maps.abstract"),
            subcommands: [
                ListMaps.self, NewMap.self, ShowMap.self, AddMapNode.self, RenameMapNode.self, MoveMapNode.self,
                RemoveMapNode.self, ExportMap.self, ImportMap.self,
            ],
            defaultSubcommand: ListMaps.self, aliases: CommandName.maps.aliases)
    }
}

/// `diario maps list [--subject S]`.
struct ListMaps: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: cliText("cli.ListMaps.abstract"), aliases: ["elenco"])
    }
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.ListMaps.subject"), completion: .subjects)
    var subject: String?

    func run(in context: AppContext) throws {
        try MindMapCommands(context: context).list(subjectKey: try subject.map(context.subjectKey(named:)))
    }
}

/// `diario maps new [TITLE…] [--from MATERIAL] [--subject S]`.
struct NewMap: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "new", abstract: cliText("cli.NewMap.abstract"), aliases: ["nuova"])
    }
    @Option(name: [.long, .customLong("da")], help: cliHelp("cli.NewMap.from")) var from: Int64?
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.NewMap.subject"), completion: .subjects)
    var subject: String?
    @Argument(help: cliHelp("cli.NewMap.title")) var title: [String] = []

    func validate() throws {
        if title.isEmpty && from == nil { throw invalid(.missingMapTitle) }
    }

    func run(in context: AppContext) throws {
        try MindMapCommands(context: context).new(
            title: title.isEmpty ? nil : title.joined(separator: " "),
            subjectKey: try subject.map(context.subjectKey(named:)), fromMaterial: from)
    }
}

/// `diario maps show ID [--depth N]`.
struct ShowMap: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "show", abstract: cliText("cli.ShowMap.abstract"), aliases: ["mostra"])
    }
    @Argument(help: cliHelp("cli.ShowMap.id")) var id: Int64
    @Option(name: [.long, .customLong("profondita"), .customLong("profondità")], help: cliHelp("cli.ShowMap.depth"))
    var depth: Int?

    func validate() throws {
        if let depth, depth <= 0 { throw invalid(.invalidValue(option: "--depth", value: String(depth))) }
    }

    func run(in context: AppContext) throws { try MindMapCommands(context: context).show(id: id, depth: depth) }
}

/// `diario maps add ID TEXT… [--under NODE] [--note N]`.
struct AddMapNode: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: cliText("cli.AddMapNode.abstract"), aliases: ["aggiungi"])
    }
    @Argument(help: cliHelp("cli.AddMapNode.id")) var id: Int64
    @Option(name: [.long, .customLong("sotto")], help: cliHelp("cli.AddMapNode.under")) var under: Int64?
    @Option(name: [.long, .customLong("nota")], help: cliHelp("cli.AddMapNode.note")) var note: String?
    @Argument(help: cliHelp("cli.AddMapNode.text")) var text: [String]

    func run(in context: AppContext) throws {
        try MindMapCommands(context: context).addNode(
            mapId: id, text: text.joined(separator: " "), note: note, under: under)
    }
}

/// `diario maps rename ID TEXT… [--node NODE] [--note N]`: the map's title, or a node's text.
struct RenameMapNode: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "rename", abstract: cliText("cli.RenameMapNode.abstract"), aliases: ["rinomina"])
    }
    @Argument(help: cliHelp("cli.AddMapNode.id")) var id: Int64
    @Option(name: [.long, .customLong("nodo")], help: cliHelp("cli.RenameMapNode.node")) var node: Int64?
    @Option(name: [.long, .customLong("nota")], help: cliHelp("cli.AddMapNode.note")) var note: String?
    @Argument(help: cliHelp("cli.RenameMapNode.text")) var text: [String]

    func run(in context: AppContext) throws {
        try MindMapCommands(context: context).rename(
            mapId: id, node: node, to: text.joined(separator: " "), note: note)
    }
}

/// `diario maps move ID NODE [--under PARENT]`.
struct MoveMapNode: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "move", abstract: cliText("cli.MoveMapNode.abstract"), aliases: ["sposta"])
    }
    @Argument(help: cliHelp("cli.AddMapNode.id")) var id: Int64
    @Argument(help: cliHelp("cli.MoveMapNode.node")) var node: Int64
    @Option(name: [.long, .customLong("sotto")], help: cliHelp("cli.MoveMapNode.under")) var under: Int64?

    func run(in context: AppContext) throws {
        try MindMapCommands(context: context).move(mapId: id, node: node, under: under)
    }
}

/// `diario maps remove ID [--node NODE]`: a node and its subtree, or the whole map.
struct RemoveMapNode: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove", abstract: cliText("cli.RemoveMapNode.abstract"), aliases: ["rimuovi", "elimina"])
    }
    @Argument(help: cliHelp("cli.AddMapNode.id")) var id: Int64
    @Option(name: [.long, .customLong("nodo")], help: cliHelp("cli.RemoveMapNode.node")) var node: Int64?

    func run(in context: AppContext) throws { try MindMapCommands(context: context).remove(mapId: id, node: node) }
}

/// `diario maps export ID --format md|opml|mm|mermaid [--output FILE]`.
struct ExportMap: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "export", abstract: cliText("cli.ExportMap.abstract"), aliases: ["esporta"])
    }
    @Argument(help: cliHelp("cli.AddMapNode.id")) var id: Int64
    @Option(name: [.long, .customLong("formato")], help: cliHelp("cli.ExportMap.format")) var format: String?
    @Option(name: [.short, .long, .customLong("file")], help: cliHelp("cli.ExportMap.output"), completion: .file())
    var output: String?

    func validate() throws {
        if let format, !MindMapCommands.formatNames.contains(format) {
            throw invalid(.invalidValue(option: "--format", value: format))
        }
    }

    func run(in context: AppContext) throws {
        try MindMapCommands(context: context).export(id: id, format: format, output: output)
    }
}

/// `diario maps import FILE [--format F] [--subject S]`.
struct ImportMap: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "import", abstract: cliText("cli.ImportMap.abstract"), aliases: ["importa"])
    }
    @Argument(help: cliHelp("cli.ImportMap.file"), completion: .file()) var file: String
    @Option(name: [.long, .customLong("formato")], help: cliHelp("cli.ExportMap.format")) var format: String?
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.NewMap.subject"), completion: .subjects)
    var subject: String?

    func validate() throws {
        if let format, !MindMapCommands.formatNames.contains(format) {
            throw invalid(.invalidValue(option: "--format", value: format))
        }
    }

    func run(in context: AppContext) throws {
        try MindMapCommands(context: context).importFile(
            file, format: format,
            subjectKey: try subject.map(context.subjectKey(named:)))
    }
}
