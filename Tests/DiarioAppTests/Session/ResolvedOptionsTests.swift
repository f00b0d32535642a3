import DiarioApp
import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

/// The precedence the README states, resolved once (flags, environment, the saved language).
@Suite("Resolved options")
struct ResolvedOptionsTests {
    func resolve(
        _ flags: CommandLineFlags = CommandLineFlags(), _ environment: [String: String] = [:],
        terminal: Bool = true, saved: InterfaceLanguage? = nil
    ) throws -> ResolvedOptions {
        try ResolvedOptions.resolve(
            flags, environment: ["HOME": "/home/s"].merging(environment) { $1 }, outputIsTerminal: terminal,
            savedLanguage: { _ in saved })
    }

    @Test("Language: --lang, then DIARIO_LANG, then the saved one, then LC_ALL / LC_MESSAGES / LANG, then Italian")
    func language() throws {
        #expect(try resolve(CommandLineFlags(language: "en"), ["DIARIO_LANG": "it"], saved: .it).language == .en)
        #expect(try resolve(CommandLineFlags(), ["DIARIO_LANG": "en"], saved: .it).language == .en)
        #expect(try resolve(CommandLineFlags(), ["LANG": "it_IT.UTF-8"], saved: .en).language == .en)
        #expect(try resolve(CommandLineFlags(), ["LC_ALL": "en_GB.UTF-8", "LANG": "it_IT.UTF-8"]).language == .en)
        #expect(try resolve(CommandLineFlags(), ["LC_MESSAGES": "en_US", "LANG": "it"]).language == .en)
        #expect(try resolve(CommandLineFlags(), ["LANG": "C.UTF-8"]).language == .it)
        #expect(throws: UsageError.invalidLanguage(value: "fr")) { try resolve(CommandLineFlags(language: "fr")) }
    }

    @Test("The saved language is read only when neither the flag nor DIARIO_LANG names one")
    func savedLanguageReadOnlyWhenNeeded() throws {
        let reads = LockedCounter()
        let options = try ResolvedOptions.resolve(
            CommandLineFlags(language: "en"), environment: [:], outputIsTerminal: false,
            savedLanguage: { _ in
                reads.increment()
                return .it
            })
        #expect(options.language == .en)
        #expect(reads.value == 0)
    }

    @Test("A command that opens the database reads the saved language there: options resolved without it")
    func savedLanguageLeftToTheStore() throws {
        let reads = LockedCounter()
        let options = try ResolvedOptions.resolve(
            CommandLineFlags(), environment: ["LANG": "it_IT.UTF-8"], outputIsTerminal: false,
            readingSavedLanguage: false,
            savedLanguage: { _ in
                reads.increment()
                return .en
            })
        #expect(reads.value == 0)
        #expect(options.language == .it && !options.languageIsChosen)
        let chosen = try resolve(CommandLineFlags(), ["DIARIO_LANG": "en"], saved: .it)
        #expect(chosen.languageIsChosen && chosen.language == .en)
    }

    @Test("Database: --db, then DIARIO_DB, then XDG_DATA_HOME, then ~/.local/share; an empty value is not a name")
    func database() throws {
        let flagged = try resolve(CommandLineFlags(databasePath: "/a.sqlite"), ["DIARIO_DB": "/b.sqlite"])
        #expect(flagged.databasePath == "/a.sqlite" && flagged.databaseIsNamed)
        let environment = try resolve(CommandLineFlags(databasePath: ""), ["DIARIO_DB": "/b.sqlite"])
        #expect(environment.databasePath == "/b.sqlite" && environment.databaseIsNamed)
        let xdg = try resolve(CommandLineFlags(databasePath: ""), ["DIARIO_DB": "", "XDG_DATA_HOME": "/x"])
        #expect(xdg.databasePath == "/x/diario/diario.sqlite" && !xdg.databaseIsNamed)
        #expect(try resolve().databasePath == "/home/s/.local/share/diario/diario.sqlite")
    }

    @Test("Clock: --now, then DIARIO_NOW, else the machine's; a bad value is a usage error")
    func clock() throws {
        let flagged = try resolve(CommandLineFlags(now: "2026-11-21T10:00"), ["DIARIO_NOW": "2030-01-01T00:00"])
        #expect(flagged.clock.today == CalendarDay.day("2026-11-21"))
        #expect(try resolve(CommandLineFlags(), ["DIARIO_NOW": "2030-01-01T09:00"]).clock.today == .day("2030-01-01"))
        #expect(throws: UsageError.invalidNow(value: "yesterday")) { try resolve(CommandLineFlags(now: "yesterday")) }
    }

    @Test("Colour: only on a terminal, and never with --no-color or a non-empty NO_COLOR")
    func colour() throws {
        #expect(try resolve().colour)
        #expect(try !resolve(terminal: false).colour)
        #expect(try !resolve(CommandLineFlags(noColor: true)).colour)
        #expect(try !resolve(CommandLineFlags(), ["NO_COLOR": "1"]).colour)
        #expect(try resolve(CommandLineFlags(), ["NO_COLOR": ""]).colour)
    }
}

/// A counter closures may bump from anywhere.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
