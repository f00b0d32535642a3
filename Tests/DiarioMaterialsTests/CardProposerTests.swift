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
