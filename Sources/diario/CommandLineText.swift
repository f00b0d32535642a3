import ArgumentParser
import DiarioLocalization
import Foundation

/// The command line's own help (`diario --help`) in the student's language: `--lang`, else the environment
/// (the database, and the language saved in it, is not opened just to show help).
private let commandLineLocalization = LocalizationManager(
    language: LocalizationManager.resolveLanguage(
        flag: Entry.languageFlag(), environment: ProcessInfo.processInfo.environment))

/// A sentence of the command line's help, from the string tables.
func cliText(_ key: String) -> String { commandLineLocalization.text(key) }

/// The help of an option or argument, from the string tables.
func cliHelp(_ key: String) -> ArgumentHelp { ArgumentHelp(cliText(key)) }
