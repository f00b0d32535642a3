import ArgumentParser
import DiarioApp
import DiarioLocalization

/// The manual page (`man 1 diario`) in roff, from the same tree and sentences as the help pages: the root's
/// commands and options, then each command with its arguments, options and subcommands.
struct Manual {
    let localization: LocalizationManager

    func roff() -> String { withCommandLineText { roffText() } }

    private func roffText() -> String {
        let help = HelpPage(localization: localization, root: Diario.self, prefix: "diario ")
        var lines = [
            ".TH DIARIO 1 \"\" \"diario \(Diario.version)\" \"\(escaped(localization.text("help.man.title")))\"",
            ".SH \(escaped(localization.text("help.man.name")))",
            "diario \\- " + escaped(localization.text("cli.Diario.abstract")),
            ".SH \(escaped(localization.text("help.cli.usage").uppercased()))",
            escaped(localization.text("help.cli.usage.root")),
            ".SH \(escaped(localization.text("help.man.description").uppercased()))",
            ".nf",
        ]
        lines += localization.text("cli.Diario.discussion").split(separator: "\n").map { escaped(String($0)) }
        lines.append(".fi")
        for section in help.rootSections() { lines += rendered(section, level: ".SH", uppercased: true) }
        for command in Diario.configuration.subcommands where command.configuration.shouldDisplay {
            let path = [help.name(of: command)]
            lines += [".SS " + escaped(help.usage(of: command, path: path)), escaped(command.configuration.abstract)]
            for section in help.sections(of: command) { lines += rendered(section, level: ".TP", uppercased: false) }
        }
        lines += [
            ".SH \(escaped(localization.text("help.man.exitStatus").uppercased()))",
            escaped(localization.text("help.man.exitCodes")),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A section of the help as roff: a heading, then each entry as a tagged paragraph.
    private func rendered(_ section: HelpPage.Section, level: String, uppercased: Bool) -> [String] {
        let title = localization.text(section.heading)
        var lines =
            level == ".SH"
            ? [".SH " + escaped(uppercased ? title.uppercased() : title)] : [".PP", escaped(title) + ":"]
        for entry in section.entries { lines += [".TP", "\\fB" + escaped(entry.label) + "\\fR", escaped(entry.text)] }
        return lines
    }

    /// Text safe in roff: backslashes doubled, a leading dot or quote kept from being read as a request.
    private func escaped(_ text: String) -> String {
        let text = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "-", with: "\\-")
        return text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
    }
}
