import ArgumentParser
import Testing

@testable import diario

/// The quick reading of `list`, `add` and `done` (``QuickCommand``) agrees with the argument parser on every
/// shape it takes, and leaves every other shape to the parser.
struct QuickCommandTests {
    /// What the argument parser makes of the words, as the command line parses them (the command's own type).
    static func parsed(_ words: [String]) throws -> QuickCommand? {
        let arguments = Array(words.dropFirst())
        // The command is found by the names the tree gives it, as `Entry.run` finds it.
        func named(_ command: any ParsableCommand.Type) -> Bool {
            CommandNames.all(of: command).contains(words.first?.lowercased() ?? "")
        }
        if named(List.self) { return .list(try List.parse(arguments).request) }
        if named(Add.self) { return .add(try Add.parse(arguments).request) }
        if named(Done.self) { return .done(try Done.parse(arguments).request) }
        return nil
    }

    static let plain: [[String]] = [
        ["list"], ["LISTA"], ["elenco"], ["list", "--today"], ["list", "--oggi"], ["lista", "--domani"],
        ["list", "--tomorrow"], ["list", "--week"], ["list", "--settimana"], ["list", "--overdue"],
        ["list", "--in-ritardo"], ["list", "--all"], ["list", "--tutti"],
        ["add", "verifica di storia venerdì"], ["aggiungi", "compiti", "di", "matematica", "per", "domani"],
        ["add", "leggere pp. 10-20"], ["add", "a=b", "c"], ["add", "help"], ["add", "list"], ["add", "è"],
        ["Done", "3"], ["fatto", "compiti", "di", "storia"], ["done", "help"], ["add", ""],
    ]

    static let leftToTheParser: [[String]] = [
        ["list", "--materia", "math"], ["list", "--subject=math"], ["list", "--today", "--week"], ["list", "--bogus"],
        ["list", "domani"], ["list", "-t"], ["list", "--"], ["list", "--TODAY"], ["add"],
        ["add", "--materia", "math", "verifica"],
        ["add", "verifica", "--note", "pagina 3"], ["add", "-5", "gradi"], ["add", "--", "-5 gradi"], ["add", "-"],
        ["done"], ["done", "-1"], ["done", "--", "3"], ["stats"], ["sync", "now"], ["parse", "domani"], [],
    ]

    @Test("a plain shape is read as the argument parser reads it", arguments: plain)
    func plainShapeMatchesParser(words: [String]) throws {
        let quick = try #require(QuickCommand(words))
        #expect(quick == (try Self.parsed(words)))
    }

    @Test("any other shape is left to the argument parser", arguments: leftToTheParser)
    func otherShapesAreNotRead(words: [String]) {
        #expect(QuickCommand(words) == nil)
    }

    @Test("every window flag of list is one the parser knows, with the filter it gives")
    func everyWindowFlagIsTheParsers() throws {
        for (flag, filter) in ListRequest.windows {
            #expect(try List.parse([flag]).request == ListRequest(filter: filter, subjectKey: nil), "\(flag)")
        }
        #expect(Set(ListRequest.windows.values.map { "\($0)" }).count == 5)
    }
}
