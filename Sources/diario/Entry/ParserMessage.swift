import ArgumentParser
import DiarioDomain
import DiarioLocalization

/// The argument parser's own messages ("Missing expected argument '<testo>'") in the student's language: the
/// parser writes them in English only, so each known shape is read back and said again from the string tables
/// (`cli.parser.*`). A message of a shape not known here is kept as the parser wrote it.
enum ParserMessage {
    /// The message the parser gives for `error`, parsing with `command`, in the language in scope.
    static func localized(_ error: any Error, of command: any ParsableCommand.Type) -> String {
        let english = withCommandLineText { command.message(for: error) }
        return translate(english, CommandLineText.localization)
    }

    /// `english` said in `localization`'s language when its shape is known.
    static func translate(_ english: String, _ localization: LocalizationManager) -> String {
        let text = english.trimmingCharacters(in: .whitespacesAndNewlines)
        if let match = text.wholeMatch(of: #/Missing expected argument '(.+)'/#) {
            return localization.text("cli.parser.missingArgument", ["name": String(match.1)])
        }
        if let match = text.wholeMatch(of: #/Missing one of: (.+)/#) {
            return localization.text("cli.parser.missingOneOf", ["names": String(match.1)])
        }
        if let match = text.wholeMatch(of: #/Unknown option '(.+)'\. Did you mean '(.+)'\?/#) {
            return localization.text(
                "cli.parser.unknownOptionSuggestion", ["name": String(match.1), "suggestion": String(match.2)])
        }
        if let match = text.wholeMatch(of: #/Unknown option '(.+)'/#) {
            return localization.text("cli.parser.unknownOption", ["name": String(match.1)])
        }
        if let match = text.wholeMatch(of: #/Missing value for '(.+)'/#) {
            return localization.text("cli.parser.missingValue", ["name": String(match.1)])
        }
        if let match = text.wholeMatch(of: #/Unexpected argument '(.+)'/#) {
            return localization.text("cli.parser.unexpectedArgument", ["value": String(match.1)])
        }
        if let match = text.wholeMatch(of: #/\d+ unexpected arguments: (.+)/#) {
            return localization.text("cli.parser.unexpectedArguments", ["values": String(match.1)])
        }
        if let match = text.wholeMatch(of: #/The option '(.+)' does not take any value, but '(.+)' was specified\./#) {
            return localization.text("cli.parser.takesNoValue", ["name": String(match.1), "value": String(match.2)])
        }
        if let match = text.wholeMatch(of: #/The value '(.+)' is invalid for '(.+?)'(?:: (.+))?/#) {
            let reason = match.3.map { ": " + $0 } ?? ""
            return localization.text("cli.parser.invalidValue", ["value": String(match.1), "name": String(match.2)])
                + reason
        }
        if let match = text.wholeMatch(of: #/Invalid option: (.+)/#) {
            return localization.text("cli.parser.unknownOption", ["name": String(match.1)])
        }
        if text == "Missing required subcommand." {
            return localization.text("cli.parser.missingSubcommand")
        }
        if let match = text.wholeMatch(of: #/Value to be set with (.+) had already been set with (.+)/#) {
            return localization.text("cli.parser.givenTwice", ["second": String(match.1), "first": String(match.2)])
        }
        return english
    }
}
