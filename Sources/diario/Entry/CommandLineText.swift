import ArgumentParser
import DiarioApp
import DiarioDomain
import DiarioLocalization
import Synchronization

/// The language the command tree's sentences are given in: set once the options are resolved, and again when
/// `/lang` switches a session. Command configurations are computed, so they follow it.
let commandLineLanguage = Mutex(InterfaceLanguage.it)

/// Whether the command tree's sentences are wanted now: to show help, a manual page, completions or a parse error.
/// Parsing a command that runs needs only its names, and filling every option's help from the string tables cost a
/// quarter of a cold start (issue 15); so help is empty unless asked for with ``withCommandLineText(_:)``.
private let commandLineTextWanted = Mutex(false)

/// Runs `body` with the command tree's sentences filled in (help pages, error messages, completions).
func withCommandLineText<T>(_ body: () throws -> T) rethrows -> T {
    let before = commandLineTextWanted.withLock { wanted in
        defer { wanted = true }
        return wanted
    }
    defer { commandLineTextWanted.withLock { $0 = before } }
    return try body()
}

/// A sentence of the command line's help, from the string tables, in ``commandLineLanguage``; empty while only the
/// names of the tree are needed.
func cliText(_ key: String) -> String {
    guard commandLineTextWanted.withLock({ $0 }) else { return "" }
    return LocalizationManager(language: commandLineLanguage.withLock { $0 }).text(key)
}

/// The help of an option or argument, from the string tables. Its value is named by `cli.value.NAME`, NAME being
/// the key's last part (`cli.Add.subject` → `<materia>`, `<subject>`). Empty while only names are needed.
func cliHelp(_ key: String) -> ArgumentHelp {
    guard commandLineTextWanted.withLock({ $0 }) else { return ArgumentHelp("") }
    let localization = LocalizationManager(language: commandLineLanguage.withLock { $0 })
    let valueKey = "cli.value." + (key.split(separator: ".").last.map(String.init) ?? key)
    let valueName = localization.keys.contains(valueKey) ? localization.text(valueKey) : nil
    return ArgumentHelp(localization.text(key), valueName: valueName)
}

/// A usage error as `validate()` reports it, in the student's language.
func invalid(_ error: UsageError) -> ValidationError {
    ValidationError(
        ErrorPresenter.describe(error, LocalizationManager(language: commandLineLanguage.withLock { $0 })).message)
}
