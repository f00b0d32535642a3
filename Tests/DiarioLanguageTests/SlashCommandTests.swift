import DiarioDomain
import DiarioLanguage
import Testing

/// A slash line means the same to the router (`diario parse`) by any of its command's names, since both read the
/// one table of command names.
@Suite("Slash commands by any name")
struct SlashCommandTests {
    let router = IntentRouter()
    let today = CalendarDay(iso: "2026-11-21")!

    @Test(
        "Every name of a command gives the router the same intent as its English name", arguments: CommandName.allCases)
    func everyName(_ command: CommandName) throws {
        let english = try router.route("/\(command.name) storia", today: today, fallback: .it).intent
        for alias in command.aliases {
            #expect(try router.route("/\(alias) storia", today: today, fallback: .it).intent == english, "/\(alias)")
        }
    }

    @Test("The Italian names of the commands that file or show something")
    func italianNames() throws {
        let cases: [(String, Intent)] = [
            ("/aggiungi compiti di storia per domani", .addTask), ("/lista", .listTasks), ("/fatto 3", .completeTask),
            ("/interroga storia", .quiz), ("/carta Hastings :: 1066", .addCard), ("/studio storia 30", .logStudy),
            ("/statistiche", .stats), ("/verifiche", .listTests), ("/prepara storia", .prepareTest),
            ("/aiuto", .help), ("/sposta 1 venerdì", .unknown),
        ]
        for (line, intent) in cases {
            #expect(try router.route(line, today: today, fallback: .it).intent == intent, "\(line)")
        }
    }
}
