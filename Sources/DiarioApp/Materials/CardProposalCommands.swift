public import DiarioDomain
import DiarioMaterials
import Foundation

/// `diario cards from MATERIAL` / `--map MAP`: the cards found in study material, each kept, edited or dropped by
/// the student; `--yes` keeps them all; where no one can be asked (a command line, a script) nothing is saved without
/// it. The kept cards are saved in one undoable change, each with a link to where it was found.
public struct CardProposalCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Proposes the cards of material `id` (or of map `id` when `fromMap`), asks about each where someone can
    /// answer, and saves those kept. Returns the saved cards. Throws ``DomainError`` for a missing material or map,
    /// else ``StorageError``.
    @discardableResult
    public func propose(fromId id: Int64, fromMap: Bool) throws -> [StudyCard] {
        let (proposals, subjectKey, name) = try found(id: id, fromMap: fromMap)
        let l10n = context.localization
        guard !proposals.isEmpty else {
            context.console.out(
                context.json ? "[]" : l10n.text(fromMap ? "cards.from.noneInMap" : "cards.from.none", ["title": name]))
            return []
        }
        var kept: [ProposedCard] = []
        switch context.asking.unaskedDoubts {
        case .save: kept = proposals
        case .skip: kept = []
        // `--json` without `--yes` lists what would be kept: nobody is asked in the middle of JSON.
        case .refuse: kept = context.json ? [] : try review(proposals) ?? []
        }
        if context.json {
            // A map's node is named by its number in the map, as `maps show` draws it; the row id stays inside.
            let numbering = fromMap ? MindMapNumbering(nodes: try context.mindMaps.nodes(ofMap: id)) : nil
            context.console.out(
                JSONOutput.line(
                    proposals.map { proposal in
                        ProposedCardJSON(
                            proposal, kept: kept.contains(proposal),
                            node: proposal.source.nodeId.flatMap { numbering?.number(ofNode: $0) })
                    }))
        }
        guard !kept.isEmpty else { return [] }
        let now = context.clock.now()
        let saved = try context.cards.importCards(
            kept.map {
                (
                    StudyCard(
                        front: $0.front, back: $0.back, subjectKey: subjectKey, createdAt: now, source: $0.source), []
                )
            })
        if !context.json {
            context.console.out(
                l10n.plural(
                    "cards.from.saved", count: saved.count, ["title": name, "undo": UndoCommands.hint(context)]))
        }
        return saved
    }

    /// The proposals, the subject the cards will have, and the name of where they come from.
    private func found(id: Int64, fromMap: Bool) throws -> ([ProposedCard], String?, String) {
        if fromMap {
            guard let map = try context.mindMaps.mindMap(id: id) else { throw DomainError.mindMapNotFound(id: id) }
            return (CardProposer.cards(inMap: try context.mindMaps.nodes(ofMap: id)), map.subjectKey, map.title)
        }
        guard let material = try context.materials.material(id: id) else { throw DomainError.materialNotFound(id: id) }
        let pages = try context.materials.pages(ofMaterial: id)
        // A title that is only the file's name says what the cards are about when it names a topic ("Spinoza"), and
        // nothing when it names a lesson or a placeholder ("T2W10L1", "entry", "README").
        let stem = material.file.map { ($0.originalName as NSString).deletingPathExtension }
        let named = material.title != stem || CardProposer.namesTopic(material.title)
        let found = CardProposer.cards(inPages: pages, title: named ? material.title : nil)
        // With a coach endpoint, the model may propose more; they go through the same review.
        let more = MaterialModelProposals(context: context).cards(
            in: pages.map(\.text).joined(separator: "\n"), materialId: id, known: found)
        return (found + more, material.subjectKey, material.title)
    }

    /// Asks about each proposal: keep, edit, drop, keep all the rest, or stop. Nil when no one can be asked: then
    /// the proposals are listed and nothing is kept.
    private func review(_ proposals: [ProposedCard]) throws -> [ProposedCard]? {
        let l10n = context.localization
        var kept: [ProposedCard] = []
        for (index, proposal) in proposals.enumerated() {
            context.console.out(line(proposal, position: index + 1, of: proposals.count))
            guard let answer = context.asking.ask(l10n.text("cards.from.ask")) else {
                guard index == 0 else { return kept }
                for (later, other) in proposals.enumerated().dropFirst() {
                    context.console.out(line(other, position: later + 1, of: proposals.count))
                }
                context.console.out(l10n.plural("cards.from.notSaved", count: proposals.count))
                return nil
            }
            switch answer.trimmingCharacters(in: .whitespaces).lowercased() {
            case "s", "si", "sì", "y", "yes", "": kept.append(proposal)
            case "t", "tutte", "a", "all": return kept + proposals[index...]
            case "f", "fine", "q", "quit", "stop": return kept
            case "m", "modifica", "e", "edit":
                guard let edited = context.asking.edit("\(proposal.front) :: \(proposal.back)"),
                    let separator = edited.range(of: "::")
                else { continue }
                var changed = proposal
                changed.front = edited[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
                changed.back = edited[separator.upperBound...].trimmingCharacters(in: .whitespaces)
                if !changed.front.isEmpty && !changed.back.isEmpty { kept.append(changed) }
            default: continue
            }
        }
        return kept
    }

    /// "3/14 · p. 2 · Congresso di Vienna → 1815".
    private func line(_ proposal: ProposedCard, position: Int, of total: Int) -> String {
        var parts = ["\(position)/\(total)"]
        if let page = proposal.source.page {
            parts.append(context.localization.text("search.page", ["page": String(page)]))
        }
        parts.append("\(proposal.front) → \(proposal.back)")
        return parts.joined(separator: " · ")
    }
}

/// A proposed card as `--json` prints it.
struct ProposedCardJSON: Encodable {
    let front: String
    let back: String
    let origin: String
    let page: Int?
    let node: Int?
    let kept: Bool

    init(_ card: ProposedCard, kept: Bool, node: Int?) {
        front = card.front
        back = card.back
        origin = card.origin.rawValue
        page = card.source.page
        self.node = node
        self.kept = kept
    }
}
