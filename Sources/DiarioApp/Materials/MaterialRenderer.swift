import DiarioDomain
import DiarioLocalization
import DiarioTerminal
import Foundation

/// Materials and search hits as the student reads them.
struct MaterialRenderer {
    let context: AppContext
    let subjects: [String: Subject]

    init(context: AppContext) throws {
        self.context = context
        self.subjects = try context.subjectsByKey()
    }

    /// "#3 📜 Storia · Il Risorgimento · PDF, 30 pagine · da leggere".
    func line(_ material: StudyMaterial) -> String {
        let l10n = context.localization
        var parts = ["#\(material.id ?? 0)"]
        if let subject = material.subjectKey.flatMap({ subjects[$0] }) {
            parts.append("\(subject.icon) \(l10n.name(of: subject))")
        }
        parts.append(context.style.bold(material.title))
        if let file = material.file {
            var format = l10n.text("material.format.\(file.format.rawValue)")
            if material.pageCount > 0 { format += ", " + l10n.plural("material.pages", count: material.pageCount) }
            parts.append(format)
        }
        if material.status != .done { parts.append(status(material.status)) }
        return parts.joined(separator: " · ")
    }

    /// Where a material's reading stands, with a failure's reason.
    func status(_ status: MaterialStatus) -> String {
        let l10n = context.localization
        guard case .failed(let reason) = status else { return l10n.text("material.status.\(status.name)") }
        let parts = reason.split(separator: ":", maxSplits: 1).map(String.init)
        let why = l10n.text("material.failure.\(parts.first ?? "")", ["tool": parts.count > 1 ? parts[1] : ""])
        return l10n.text("material.status.failed", ["reason": why])
    }

    /// The material's card, then the text of one page.
    func details(_ material: StudyMaterial, page: MaterialPage?) {
        let l10n = context.localization
        context.console.out(line(material))
        if let file = material.file {
            context.console.out(
                "  "
                    + l10n.text(
                        "material.file",
                        [
                            "name": file.originalName, "size": Self.size(file.byteCount),
                            "sha": String(file.sha256.prefix(12)),
                        ]))
        }
        let day = context.clock.localDayAndTime(of: material.createdAt).day
        context.console.out("  " + l10n.text("material.addedOn", ["date": l10n.shortDate(day)]))
        guard let page else { return }
        context.console.out("")
        if material.pageCount > 1 {
            context.console.out(
                context.style.dim(
                    l10n.text("material.page", ["page": String(page.number), "total": String(material.pageCount)])))
        }
        context.console.out(Self.printable(page.text))
    }

    /// Text read from a file, without the control characters (escape sequences) a file could hide in it; line
    /// breaks, tabs and the search's match marks stay.
    static func printable(_ text: String) -> String {
        let kept: Set<Unicode.Scalar> = ["\n", "\t", "\u{2}", "\u{3}"]
        return String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { kept.contains($0) || $0.properties.generalCategory != .control }))
    }

    /// A search hit: where it is, then the passage with the matched words in bold (or between brackets).
    func hit(_ hit: SearchHit) -> [String] {
        let l10n = context.localization
        var place = [l10n.text("search.source.\(hit.source.rawValue)", ["id": String(hit.itemId)])]
        if let subject = hit.subjectKey.flatMap({ subjects[$0] }) {
            place.append("\(subject.icon) \(l10n.name(of: subject))")
        }
        var title = marked(Self.printable(hit.title))
        if let page = hit.page { title += " " + l10n.text("search.page", ["page": String(page)]) }
        place.append(title)
        var lines = [place.joined(separator: " · ")]
        if !hit.snippet.isEmpty {
            let passage = hit.snippet.split(whereSeparator: \.isNewline).joined(separator: " ")
            lines.append("    " + marked(Self.printable(passage)))
        }
        return lines
    }

    /// The text with each match in bold on a terminal, else between brackets.
    func marked(_ text: String) -> String {
        if context.style.isEnabled {
            return text.replacingOccurrences(of: SearchHit.matchStart, with: TextStyle.sequence("1"))
                .replacingOccurrences(of: SearchHit.matchEnd, with: TextStyle.sequence("22"))
        }
        return Self.bracketed(text)
    }

    /// The text with each match between `[` and `]`: what plain output and `--json` show.
    static func bracketed(_ text: String) -> String {
        text.replacingOccurrences(of: SearchHit.matchStart, with: "[").replacingOccurrences(
            of: SearchHit.matchEnd, with: "]")
    }

    static func size(_ bytes: Int64) -> String {
        if bytes >= 1_000_000 { return String(format: "%.1f MB", Double(bytes) / 1_000_000) }
        if bytes >= 1_000 { return "\(bytes / 1_000) kB" }
        return "\(bytes) B"
    }
}
