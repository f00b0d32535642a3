import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioMaterials

/// Cards found in text shaped as students write it, and in maps.
@Suite("Cards proposed from material")
struct CardProposerTests {
    func cards(_ text: String) -> [ProposedCard] {
        CardProposer.cards(inPages: [MaterialPage(materialId: 1, number: 1, text: text)])
    }

    @Test("A bold term at the start of a list item is a term; labels and formulas are not")
    func bold() {
        let found = cards(
            """
            - **Cavour** guidò il Piemonte verso l'alleanza con la Francia nel 1858.
            - **Nota:** ripassare anche le date della Seconda guerra.
            - la formula x**2** vale per ogni numero reale che si considera qui.
            """)
        #expect(found.map(\.back) == ["Cavour"])
        #expect(found.first?.front == "[…] guidò il Piemonte verso l'alleanza con la Francia nel 1858.")
    }

    @Test("A bold term and a colon opens a definition anywhere, under its heading; a label does not")
    func definitions() {
        let found = cards(
            """
            ## Il feudalesimo
            - **Feudo:** terra data dal re al vassallo in cambio di fedeltà
            - **Vassallo**: chi riceve il feudo e giura fedeltà al signore
            - **Nota:** ripassare anche le date
            - **Tags:** storia medioevo
            - **Vedi anche**: #storia [[Carlo Magno]]
            - **Beneficio:** beneficio
            """)
        #expect(found.map(\.front) == ["Il feudalesimo › Feudo", "Il feudalesimo › Vassallo"])
        #expect(found.map(\.origin) == [.definition, .definition])
        #expect(found.first?.back == "terra data dal re al vassallo in cambio di fedeltà")
    }

    @Test("An arrow links a term to its meaning or a cause to its effect; a long left side is a sentence, not a term")
    func arrows() {
        let found = cards(
            """
            Feudo → terra data dal re in cambio di fedeltà
            crisi del debito -> convocazione degli Stati generali
            Nel 1789 la crisi finanziaria della monarchia francese, già grave da anni, porta → alla rivoluzione
            """)
        #expect(found.map(\.front) == ["Feudo", "crisi del debito"])
        #expect(found.map(\.origin) == [.arrow, .arrow])
    }

    @Test("Obsidian Spaced Repetition's '::', ':::' both ways and '?' over an answer, RemNote's '>>'; code is no card")
    func flashcardSyntaxes() {
        let found = cards(
            """
            Chi fondò la Giovine Italia::Giuseppe Mazzini
            Feudo:::terra data dal re al vassallo
            Vassallo >> chi riceve il feudo
            std::vector si usa in C++
            collapsed:: true

            Quali furono le cause
            dei moti del 1821?
            ?
            - la Restaurazione
            - le società segrete

            Un paragrafo qualunque.
            """)
        #expect(
            found.map(\.front) == [
                "Chi fondò la Giovine Italia", "Feudo", "terra data dal re al vassallo", "Vassallo",
                "Quali furono le cause dei moti del 1821?",
            ])
        #expect(found.last?.back == "la Restaurazione; le società segrete")
        #expect(found.allSatisfy { $0.origin == .pair })
    }

    @Test("An answer longer than 200 characters is a passage, not a card")
    func shortAnswers() {
        let long = String(repeating: "una spiegazione lunga ", count: 12)
        #expect(cards("Feudo → \(long)").isEmpty)
        #expect(cards("Feudo → terra").count == 1)
    }

    @Test("Map cards name their parent, so the many 'Cause' of a map are told apart")
    func mapCards() {
        let nodes = [
            MindMapNode(id: 1, mapId: 1, parentId: nil, position: 0, text: "Rivoluzione francese"),
            MindMapNode(id: 2, mapId: 1, parentId: 1, position: 0, text: "Cause"),
            MindMapNode(id: 3, mapId: 1, parentId: 2, position: 0, text: "Debito"),
            MindMapNode(id: 4, mapId: 1, parentId: nil, position: 1, text: "Risorgimento"),
            MindMapNode(id: 5, mapId: 1, parentId: 4, position: 0, text: "Cause"),
            MindMapNode(id: 6, mapId: 1, parentId: 5, position: 0, text: "Restaurazione"),
        ]
        #expect(
            CardProposer.cards(inMap: nodes).map(\.front) == [
                "Rivoluzione francese", "Rivoluzione francese › Cause", "Risorgimento", "Risorgimento › Cause",
            ])
    }
}
