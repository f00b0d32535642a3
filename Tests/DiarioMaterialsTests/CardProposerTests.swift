import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioMaterials

/// The cards proposed for `text` as one page of a material titled `title`.
func proposedCards(_ text: String, title: String? = nil) -> [ProposedCard] {
    CardProposer.cards(inPages: [MaterialPage(materialId: 1, number: 1, text: text)], title: title)
}

/// Cards found in text shaped as students write it, and in maps.
@Suite("Cards proposed from material")
struct CardProposerTests {
    func cards(_ text: String, title: String? = nil) -> [ProposedCard] { proposedCards(text, title: title) }

    @Test("A bold term at the start of a list item is a term; labels and formulas are not")
    func bold() {
        let found = cards(
            """
            - **Cavour** guidò il Piemonte verso l'alleanza con la Francia nel 1858.
            - **Nota:** ripassare anche le date della Seconda guerra.
            - la formula x**2** vale per ogni numero reale che si considera qui.
            """)
        // The marked sentence also tells a date: asked apart.
        #expect(found.map(\.back) == ["Cavour", "1858"])
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
        #expect(found.filter { $0.origin == .arrow }.map(\.front) == ["Feudo", "crisi del debito"])
        // The long line is no arrow card; its year still makes a dated one.
        #expect(found.filter { $0.origin != .arrow }.map(\.origin) == [.date])
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

    @Test("Map cards name their parent, so the many 'Cause' of a map are told apart; two to five short children only")
    func mapCards() {
        var nodes = [
            MindMapNode(id: 1, mapId: 1, parentId: nil, position: 0, text: "Rivoluzione francese"),
            MindMapNode(id: 2, mapId: 1, parentId: 1, position: 0, text: "Cause"),
            MindMapNode(id: 3, mapId: 1, parentId: 2, position: 0, text: "Debito"),
            MindMapNode(id: 4, mapId: 1, parentId: 2, position: 1, text: "Carestia"),
            MindMapNode(id: 5, mapId: 1, parentId: 1, position: 1, text: "Fasi"),
            MindMapNode(id: 6, mapId: 1, parentId: nil, position: 1, text: "Risorgimento"),
            MindMapNode(id: 7, mapId: 1, parentId: 6, position: 0, text: "Cause"),
            MindMapNode(id: 8, mapId: 1, parentId: 7, position: 0, text: "Restaurazione"),
            MindMapNode(id: 9, mapId: 1, parentId: 7, position: 1, text: "Società segrete"),
        ]
        // Six phases are a section to read, not an answer; one child is no list.
        nodes += (0..<6).map {
            MindMapNode(id: 20 + Int64($0), mapId: 1, parentId: 5, position: $0, text: "fase \($0)")
        }
        nodes.append(MindMapNode(id: 30, mapId: 1, parentId: 3, position: 0, text: "della monarchia"))
        let cards = CardProposer.cards(inMap: nodes)
        #expect(cards.map(\.front) == ["Rivoluzione francese", "Rivoluzione francese › Cause", "Risorgimento › Cause"])
        #expect(cards.map(\.back)[1] == "Debito; Carestia")
        #expect(cards.allSatisfy { $0.origin == .node })
    }

    @Test("Unmarked definitions: 'Term: meaning', 'Term - meaning', and a first sentence 'X is …'; not a sentence")
    func plainDefinitions() {
        let found = cards(
            """
            ## La cellula
            - Mitocondrio: organulo che produce l'energia della cellula
            - Ribosoma - costruisce le proteine leggendo l'RNA messaggero
            - In Lombardia seguono processi: molti patrioti finiscono in carcere
            - Questo: non è un termine da ricordare affatto

            Renaturation is the process by which a protein regains its folded structure.

            This is a sentence that points back and defines nothing at all.
            """)
        #expect(
            found.map(\.front) == [
                "La cellula › Mitocondrio", "La cellula › Ribosoma", "La cellula › Renaturation is …",
            ])
        #expect(found.last?.back == "the process by which a protein regains its folded structure")
        #expect(found.allSatisfy { $0.origin == .definition })
    }

    @Test("A dated event hides its date; a span, a page or a quantity is no date, and a label over a list no event")
    func datedEvents() {
        let found = cards(
            """
            Il 17 marzo 1861 nasce il Regno d'Italia, con Torino capitale.
            In 333 BC Alexander defeated Darius at the battle of Issus.
            Giuseppe Mazzini visse dal 1805-1872 tra Genova e Londra.
            Vedi il riassunto a p. 1848 del manuale di storia moderna.
            Nel 1848 e nel 1849 le rivolte scoppiano in tutta Europa insieme.
            Gli stati italiani nel 1815:
            """)
        #expect(found.map(\.back) == ["17 marzo 1861", "333 BC"])
        #expect(found.first?.front == "Il […] nasce il Regno d'Italia, con Torino capitale.")
        #expect(found.allSatisfy { $0.origin == .date })
    }

    @Test("A person with years, in brackets or over a list, asks when they lived, in the notes' language")
    func people() {
        let italian = cards(
            """
            Cartesio (1596-1650) fonda il razionalismo moderno e il metodo del dubbio.

            Giuseppe Mazzini
            - 1805-1872
            - fonda la Giovine Italia
            """)
        #expect(italian.map(\.front) == ["Quando visse Cartesio?", "Quando visse Giuseppe Mazzini?"])
        #expect(italian.map(\.back) == ["1596-1650", "1805-1872"])
        #expect(italian.allSatisfy { $0.origin == .person })
        let english = cards("René Descartes (1596 – 1650) was a French philosopher and the father of the method.")
        #expect(english.map(\.front) == ["When did René Descartes live?"])
    }

    @Test("A heading or label over two to five short items is a list card; links, long or nested lists are not")
    func lists() {
        let found = cards(
            """
            # La Rivoluzione francese
            ## Cause
            - il debito della monarchia
            - la carestia del 1788

            ## I moti
            I moti del 1821 falliscono perché:
            - le società segrete sono ristrette
            - l'Austria interviene

            ## Related notes
            - [[Napoleone]]
            - [[Robespierre]]

            ## Fasi
            - monarchia costituzionale
              - 1789-1792
            - repubblica
            """)
        #expect(
            found.filter { $0.origin == .list }.map(\.front) == [
                "La Rivoluzione francese › Cause", "I moti del 1821 falliscono perché",
            ])
        #expect(found.first { $0.origin == .list }?.back == "il debito della monarchia; la carestia del 1788")
    }

    @Test("A short heading over one short paragraph asks with the heading")
    func sections() {
        let found = cards(
            """
            # Enzymes
            ## Denaturation
            The loss of a protein's folded shape, and with it of its biological activity.

            ## Long section
            \(String(repeating: "A very long paragraph goes on. ", count: 10))
            """)
        #expect(found.filter { $0.origin == .section }.map(\.front) == ["Enzymes › Denaturation"])
    }

    @Test("Fenced code, display math, tables and front matter give no card")
    func leftOut() {
        let found = cards(
            """
            ---
            title: Feudo: terra data dal re
            ---
            ```
            Ciclo: istruzione ripetuta finché vale una condizione
            ```
            $$
            Energia: massa per velocità al quadrato sempre
            $$
            | Term | Meaning: the words of a table cell |
            > [!note] Nota: un callout non è una definizione
            """)
        #expect(found.isEmpty, "\(found)")
    }

    @Test("A two-column table is a glossary: each row a card, asked after the heading above; other widths give none")
    func tables() {
        let found = cards(
            """
            ## Data Types
            | Term | Definition |
            | --- | :--- |
            | Integer | Whole numbers, both positive and negative. |
            | Boolean | True or False values, used in logical operations. |
            | A first cell far too long to be any term that a student would be asked | No. |

            | Anno | Evento | Luogo |
            | --- | --- | --- |
            | 1861 | nasce il Regno d'Italia | Torino |
            """)
        #expect(found.map(\.front) == ["Data Types › Integer", "Data Types › Boolean"])
        #expect(found.first?.back == "Whole numbers, both positive and negative.")
        #expect(found.allSatisfy { $0.origin == .table })
    }

    @Test("A heading that asks is its own question, however long, and takes a short answer")
    func askingHeadings() {
        let found = cards(
            """
            # Determinants
            ##### What is the name of a matrix whose determinant is zero??
            A singular matrix.

            ##### What is special about singular matrices??
            $$
            |M| = 0
            $$
            They have no inverse.
            """)
        #expect(
            found.map { "\($0.front) = \($0.back)" } == [
                "What is the name of a matrix whose determinant is zero? = A singular matrix.",
                "What is special about singular matrices? = They have no inverse.",
            ])
        #expect(found.allSatisfy { $0.origin == .section })
    }

    @Test("Every dated sentence of a paragraph is a card, asked after the heading and the material's title")
    func datesInContext() {
        let found = cards(
            """
            ## Vita
            Nacque nel 1867 a Girgenti, dove la famiglia era fuggita. Morì a Roma nel 1936 dopo una polmonite.
            Il messaggio cifrato è C = 2019^7 mod 101, che si calcola con la potenza modulare.
            """, title: "Pirandello")
        #expect(
            found.map { "\($0.front) = \($0.back)" } == [
                "Pirandello › Vita › Nacque nel […] a Girgenti, dove la famiglia era fuggita. = 1867",
                "Pirandello › Vita › Morì a Roma nel […] dopo una polmonite. = 1936",
            ])
    }

    @Test("Context never gives the answer away, and an escaped pipe stays in its cell")
    func contextAndPipes() {
        let found = cards(
            """
            ## Il 1848
            Nel 1848 scoppiano i moti in quasi tutta l'Europa, da Parigi a Vienna.

            ## Operatori
            | Operatore | Significato |
            | --- | --- |
            | `a \\| b` | l'uno o l'altro, bit per bit |
            """, title: "Rivoluzioni")
        #expect(
            found.map { "\($0.front) = \($0.back)" } == [
                "Rivoluzioni › Nel […] scoppiano i moti in quasi tutta l'Europa, da Parigi a Vienna. = 1848",
                "Operatori › a | b = l'uno o l'altro, bit per bit",
            ])
    }

    @Test("A cloze is the sentence that hides its term, asked after the heading and title; filler words hide nothing")
    func clozesInContext() {
        let found = cards(
            """
            ## Il limite
            Il limite è **un** operatore **di** grande utilità. Permette di studiare il comportamento di una **funzione** vicino a un punto.
            """, title: "Analisi")
        #expect(
            found.map { "\($0.front) = \($0.back)" } == [
                "Analisi › Il limite › Permette di studiare il comportamento di una […] vicino a un punto. = funzione"
            ])
    }

    @Test("A heading that asks without a question mark is a question; a list under one answers it")
    func askingWithoutMark() {
        let found = cards(
            """
            # ORM
            ## Cos'è ORM
            Una tecnica che fa leggere le tabelle come oggetti del linguaggio.

            ## Quali sono i vantaggi??
            - meno codice ripetuto
            - lo stesso programma su database diversi
            """)
        #expect(
            found.map { "\($0.origin.rawValue) \($0.front)" } == [
                "section Cos'è ORM?", "list Quali sono i vantaggi?",
            ], "\(found)")
    }
}
