import ArgumentParser
import DiarioApp
import DiarioDomain
import DiarioLocalization
import Foundation

/// A command's help in the interface language, every word of it: the headings, the usage line and the help of
/// `--help` itself come from the string tables; names, abstracts and the help of each option come from the command
/// tree (whose sentences are already in the string tables). The argument parser's own help is read only for its
/// list of a command's arguments and options; its English headings are never shown.
///
/// Conventions of the tree that the page relies on: a command's Italian name is its first alias, and an option's
/// Italian spelling is declared after its English one. A page shows the names of its language only; every name
/// works in either language.
struct HelpPage {
    let localization: LocalizationManager
    /// The command the words start from: `Diario` on the command line, `ReplCommands` in a session.
    let root: any ParsableCommand.Type
    /// What stands before a command's name: `diario ` or `/`.
    let prefix: String

    /// The page for the command the words name (the root's page when they name none). Throws
    /// ``UsageError/unknownCommand(name:suggestion:typed:)`` for a word that names no command.
    func text(for words: [String]) throws(UsageError) -> String {
        var command = root
        var path: [String] = []
        for word in words where !word.hasPrefix("-") {
            let subcommands = command.configuration.subcommands
            guard let next = subcommands.first(where: { CommandNames.all(of: $0).contains(word.lowercased()) })
            else {
                if subcommands.isEmpty { break }
                throw UsageError.unknownCommand(
                    name: word, among: subcommands.flatMap(CommandNames.all(of:)), typed: prefix == "/")
            }
            command = next
            path.append(name(of: next))
        }
        return path.isEmpty && root == Diario.self ? rootPage() : page(command, path: path)
    }

    /// The root's page: what Diario is, how it is started, its commands and the options every command takes.
    private func rootPage() -> String {
        var lines = [localization.text("cli.Diario.abstract"), ""]
        lines += localization.text("cli.Diario.discussion").split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        lines += ["", heading("help.cli.usage"), "  " + localization.text("help.cli.usage.root")]
        for section in rootSections() { lines += rendered(section) }
        lines += ["", localization.text("help.cli.footer")]
        return lines.joined(separator: "\n")
    }

    /// A command's page: its abstract, its usage, its arguments and options, its subcommands.
    private func page(_ command: any ParsableCommand.Type, path: [String]) -> String {
        var lines: [String] = []
        let abstract = command.configuration.abstract
        if !abstract.isEmpty { lines += [abstract, ""] }
        lines += [heading("help.cli.usage"), "  " + usage(of: command, path: path)]
        for section in sections(of: command) { lines += rendered(section) }
        if prefix != "/" { lines += ["", localization.text("help.cli.globalFooter")] }
        return lines.joined(separator: "\n")
    }

    /// How a command is written: its path, `[options]` when it has any, its arguments.
    func usage(of command: any ParsableCommand.Type, path: [String]) -> String {
        var usage = prefix + path.joined(separator: " ")
        if !command.configuration.subcommands.isEmpty { usage += " " + localization.text("help.cli.usage.command") }
        let message = root.helpMessage(for: command, includeHidden: false, columns: 10_000)
        if entries(in: message, under: "OPTIONS:").count > 0 {
            usage += " " + localization.text("help.cli.usage.options")
        }
        for argument in entries(in: message, under: "ARGUMENTS:") { usage += " " + argument.label }
        return usage
    }

    /// The root's sections: the commands, and the options every command takes.
    func rootSections() -> [Section] {
        [
            Section(heading: "help.cli.commands", entries: commandEntries(of: Diario.self)),
            Section(
                heading: "help.cli.globalOptions",
                entries: entries(in: GlobalOptions.helpMessage(columns: 10_000), under: "OPTIONS:") + ownEntries),
        ]
    }

    /// A command's sections: its arguments, its options, its subcommands (empty ones left out).
    func sections(of command: any ParsableCommand.Type) -> [Section] {
        let message = root.helpMessage(for: command, includeHidden: false, columns: 10_000)
        return [
            Section(heading: "help.cli.arguments", entries: entries(in: message, under: "ARGUMENTS:")),
            Section(
                heading: "help.cli.options",
                entries: entries(in: message, under: "OPTIONS:") + (prefix == "/" ? [] : [helpEntry])),
            Section(heading: "help.cli.subcommands", entries: commandEntries(of: command)),
        ].filter { !$0.entries.isEmpty }
    }

    // MARK: - Entries

    /// Where the argument parser's help starts an entry's text (its `labelColumnWidth`).
    private static let labelColumn = 26

    /// A label (names, or an option and its value) and what it does.
    typealias Entry = (label: String, text: String)

    /// A heading (a string-table key) and its entries.
    struct Section {
        let heading: String
        let entries: [Entry]
    }

    /// `-h, --help` and `--version`, which the command line handles before any command.
    private var ownEntries: [Entry] { [helpEntry, versionEntry] }

    private var helpEntry: Entry { (ordered(["-h", "--help", "--aiuto"]), localization.text("cli.help")) }
    private var versionEntry: Entry { (ordered(["--version", "--versione"]), localization.text("cli.version")) }

    /// The visible subcommands of `command`, by their names in the page's language.
    func commandEntries(of command: any ParsableCommand.Type) -> [Entry] {
        command.configuration.subcommands.filter { $0.configuration.shouldDisplay }.map {
            (names(of: $0).joined(separator: ", "), $0.configuration.abstract)
        }
    }

    /// The entries of one section of the argument parser's help (`ARGUMENTS:`, `OPTIONS:`), without its own
    /// `--help`; a label too long for its column has its text on the next line.
    private func entries(in message: String, under header: String) -> [Entry] {
        var entries: [Entry] = []
        var inSection = false
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") {
                inSection = line == header
                continue
            }
            guard inSection else { continue }
            // The argument parser pads a label to its column and writes the text after it, or, when the label is
            // too long for the column, writes the text on the next line, indented to the column.
            let isTextLine = line.prefix(Self.labelColumn).allSatisfy { $0 == " " }
            if !isTextLine {
                let label = line.prefix(Self.labelColumn).trimmed
                let fits =
                    line.count > Self.labelColumn
                    && line[line.index(line.startIndex, offsetBy: Self.labelColumn - 1)] == " "
                entries.append(fits ? (label, line.dropFirst(Self.labelColumn).trimmed) : (line.trimmed, ""))
            } else if let last = entries.popLast() {
                entries.append((last.label, (last.text + " " + line.trimmed).trimmed))
            }
        }
        return entries.filter { !$0.label.hasPrefix("-h, --help") }.map { (reordered($0.label), translated($0.text)) }
    }

    /// A section as text: its heading and its entries, labels in one column.
    private func rendered(_ section: Section) -> [String] {
        let width = min(30, section.entries.map(\.label.count).max() ?? 0) + 2
        var lines = ["", heading(section.heading)]
        for entry in section.entries {
            if entry.label.count + 2 > width {
                lines += ["  " + entry.label, String(repeating: " ", count: width + 2) + entry.text]
            } else {
                lines.append("  " + entry.label.padding(toLength: width, withPad: " ", startingAt: 0) + entry.text)
            }
        }
        return lines
    }

    private func heading(_ key: String) -> String { localization.text(key) + ":" }

    // MARK: - Names in the page's language

    /// A command's names on this page: on an Italian page its Italian name (its first alias) when it has one, on
    /// an English page its command name. Every name works in either language; the footer says so.
    func names(of command: any ParsableCommand.Type) -> [String] {
        let all = CommandNames.all(of: command)
        guard localization.language == .it, all.count > 1 else { return [all[0]] }
        return [all[1]]
    }

    /// The name a command is shown by on this page.
    func name(of command: any ParsableCommand.Type) -> String { names(of: command)[0] }

    /// An option's spellings on this page: its short one, and its Italian long spelling (declared after the
    /// English one) on an Italian page, its English one on an English page.
    private func ordered(_ spellings: [String]) -> String {
        let short = spellings.filter { !$0.hasPrefix("--") }
        let long = spellings.filter { $0.hasPrefix("--") }
        let shown = localization.language == .it ? long.last : long.first
        return (short + (shown.map { [$0] } ?? [])).joined(separator: ", ")
    }

    /// An option's label ("--lang, --lingua <it|en>") with its spellings in the page's order; its value stays last.
    private func reordered(_ label: String) -> String {
        let words = label.split(separator: " ").map { String($0) }
        let spellings = words.filter { $0.hasPrefix("-") }.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 }
        let value = words.filter { !$0.hasPrefix("-") }
        return ((spellings.isEmpty ? [] : [ordered(spellings)]) + value).joined(separator: " ")
    }

    /// The argument parser's few words inside an option's text ("(default: 20)"), in the page's language.
    private func translated(_ text: String) -> String {
        text.replacingOccurrences(of: "(default: ", with: "(" + localization.text("help.cli.default") + ": ")
            .replacingOccurrences(of: "(values: ", with: "(" + localization.text("help.cli.values") + ": ")
    }
}

/// The names a command answers to.
enum CommandNames {
    /// Its command name, then its aliases, lowercased.
    static func all(of command: any ParsableCommand.Type) -> [String] {
        let configuration = command.configuration
        return ([configuration.commandName ?? ""] + configuration.aliases).filter { !$0.isEmpty }
    }
}

extension StringProtocol {
    fileprivate var trimmed: String { String(self).trimmingCharacters(in: .whitespaces) }
}
