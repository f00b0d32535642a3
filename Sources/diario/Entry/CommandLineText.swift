import ArgumentParser
import DiarioApp
import DiarioDomain
import DiarioLocalization

/// How the command tree's sentences are given while a command line or a typed `/command` is read: in which language,
/// and whether they are wanted at all. Command configurations and option help are static, so they cannot be handed
/// the resolved options; they read this scope instead, which the one who reads a line sets for the time of the
/// reading (``CommandLineText/reading(in:_:)``), never a global: nothing outlives the line that set it.
enum CommandLineText {
    /// The language and whether sentences are wanted.
    struct Scope: Sendable {
        var language: InterfaceLanguage
        /// Parsing a command that runs needs only its names, and filling every option's help from the string tables
        /// cost a quarter of a cold start (issue 15); so sentences are filled in only to show help, a manual page,
        /// completions or a parse error (``withCommandLineText(_:)``).
        var wanted: Bool
    }

    @TaskLocal static var scope = Scope(language: .it, wanted: false)

    /// Runs `body` with the tree's sentences (when wanted) and its checks' messages in `language`.
    static func reading<T>(in language: InterfaceLanguage, _ body: () throws -> T) rethrows -> T {
        try $scope.withValue(Scope(language: language, wanted: scope.wanted), operation: body)
    }

    /// The strings of the language in scope.
    static var localization: LocalizationManager { LocalizationManager(language: scope.language) }
}

/// Runs `body` with the command tree's sentences filled in (help pages, error messages, completions).
func withCommandLineText<T>(_ body: () throws -> T) rethrows -> T {
    try CommandLineText.$scope.withValue(
        CommandLineText.Scope(language: CommandLineText.scope.language, wanted: true), operation: body)
}

/// A sentence of the command line's help, from the string tables, in the language in scope; empty while only the
/// names of the tree are needed.
func cliText(_ key: String) -> String {
    guard CommandLineText.scope.wanted else { return "" }
    return CommandLineText.localization.text(key)
}

/// The help of an option or argument, from the string tables. Its value is named by `cli.value.NAME`, NAME being
/// the key's last part (`cli.Add.subject` → `<materia>`, `<subject>`). Empty while only names are needed.
func cliHelp(_ key: String) -> ArgumentHelp {
    guard CommandLineText.scope.wanted else { return ArgumentHelp("") }
    let localization = CommandLineText.localization
    let valueKey = "cli.value." + (key.split(separator: ".").last.map(String.init) ?? key)
    let valueName = localization.keys.contains(valueKey) ? localization.text(valueKey) : nil
    return ArgumentHelp(localization.text(key), valueName: valueName)
}

/// A usage error as `validate()` reports it, in the language in scope.
func invalid(_ error: UsageError) -> ValidationError { invalid(error as any StudentFacingError) }

/// Any error a student can see, as `validate()` reports it, in the language in scope.
func invalid(_ error: any StudentFacingError) -> ValidationError {
    ValidationError(ErrorPresenter.describe(error, CommandLineText.localization).message)
}
