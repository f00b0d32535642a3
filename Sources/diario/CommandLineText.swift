import ArgumentParser
import DiarioApp
import DiarioDomain
import DiarioLocalization
import Synchronization

/// The language the command tree's sentences are given in: set once the options are resolved, and again when
/// `/lang` switches a session. Command configurations are computed, so they follow it.
let commandLineLanguage = Mutex(InterfaceLanguage.it)

/// A sentence of the command line's help, from the string tables, in ``commandLineLanguage``.
func cliText(_ key: String) -> String {
    LocalizationManager(language: commandLineLanguage.withLock { $0 }).text(key)
}

/// The help of an option or argument, from the string tables. Its value is named by `cli.value.NAME`, NAME being
/// the key's last part (`cli.Add.subject` → `<materia>`, `<subject>`).
func cliHelp(_ key: String) -> ArgumentHelp {
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
