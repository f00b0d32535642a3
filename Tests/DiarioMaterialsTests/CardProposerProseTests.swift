import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioMaterials

/// Cards from the prose of real notes, and the lines of a note that are no study material: exercises, transcripts,
/// links, a table of contents.
@Suite("Cards from prose, and what is left out")
struct CardProposerProseTests {
    func cards(_ text: String, title: String? = nil) -> [ProposedCard] { proposedCards(text, title: title) }

    func shown(_ found: [ProposedCard]) -> [String] { found.map { "\($0.front) = \($0.back)" } }

    @Test("A later sentence that says what something is makes a definition; one that goes on describing does not")
    func laterSentences() {
        let found = cards(
            """
            ## La fanciulla malata
            Munch dipinge la scena con pochi dettagli. Il soggetto è la sorella del pittore morta giovane di tubercolosi.
            Nel quadro i colori sono stesi a strati spessi e graffiati. I colori sono utilizzati per dire il dolore della stanza.
            """, title: "Edvard Munch")
        #expect(
            shown(found) == [
                "Edvard Munch › La fanciulla malata › Il soggetto è … = la sorella del pittore morta giovane di tubercolosi"
            ])
    }

    @Test("A term a sentence names ('chiamato «varco»', 'known as osmosis') is hidden; a name cut short is not")
    func namedTerms() {
        let found = cards(
            """
            ## Poetica
            La poesia coglie la verità per un attimo, in un evento improvviso chiamato «varco» dal poeta stesso.
            Water crosses the membrane of the root cell by a process known as osmosis.
            Every spring the town hosts a fair also known as Green valley market for the farmers around.
            Come detto prima, la poesia non salva ma testimonia il dolore di chi vive.
            """, title: "Montale")
        #expect(
            shown(found) == [
                "Montale › Poetica › La poesia coglie la verità per un attimo, in un evento improvviso chiamato «[…]» "
                    + "dal poeta stesso. = varco",
                "Montale › Poetica › Water crosses the membrane of the root cell by a process known as […]. = osmosis",
            ])
        #expect(found.allSatisfy { $0.origin == .cloze })
    }

    @Test("Under a heading that names an exercise or points elsewhere, and in a link, nothing is a card")
    func exercisesAndLinks() {
        let found = cards(
            """
            ## P.214 es 3
            The harbour is a busy place where the ships of many countries stop on their way.
            ## Esercizio 2
            - **Dominio:** tutti i numeri reali tranne lo zero
            ## Le cause
            La crisi del 1929 parte dalla borsa di New York e arriva in Europa in pochi mesi.
            ## Related notes
            - [[Event - The Crash of Wall Street (1929)]]
            - Il crollo di Wall Street avvenne nel 1929, un giovedì di ottobre.
            """, title: "La grande crisi")
        #expect(
            shown(found) == [
                "La grande crisi › Le cause › La crisi del […] parte dalla borsa di New York e arriva in Europa in pochi "
                    + "mesi. = 1929"
            ])
    }

    @Test("References give no card, and a line's number is no date")
    func referencesAndLineNumbers() {
        let found = cards(
            """
            ## Bibliography (APA 7)
            - Harbour life: Rossi, M. (2019). A history of the old harbour. Retrieved in March 2022.
            ## Fate
            Line 1069 says that chance rules our lives more than any of the gods do.
            The play was first staged in 1604 at the court of the king.
            """, title: "Doctor Faustus")
        #expect(
            found.map { "\($0.front) = \($0.back)" } == [
                "Doctor Faustus › Fate › The play was first staged in […] at the court of the king. = 1604"
            ])
    }

    @Test("A heading's exercise words: page and exercise numbers, not a word that only starts alike")
    func exerciseHeadings() {
        for heading in ["P.363 es 15", "Es 3", "Esercizio 2", "p. 52 ex 5", "Exercises", "Pagina 732"] {
            #expect(CardProposer.isExerciseHeading(heading), "\(heading)")
        }
        for heading in [
            "Esempio 1", "Ex-president Wilson", "Estate 1816", "Le esercitazioni di laboratorio",
            "Ex URSS dopo il 1991",
        ] {
            #expect(!CardProposer.isExerciseHeading(heading), "\(heading)")
        }
        #expect(CardProposer.isNavigationHeading("Bibliography (APA 7)"))
        #expect(!CardProposer.isNavigationHeading("Sistemi embedded"))
        #expect(!CardProposer.isNavigationHeading("Pointers and references"))
    }

    @Test("Labels that open lines again and again are speakers or fields, not terms")
    func speakers() {
        let found = cards(
            """
            ## Podcast
            Host: Welcome back to the show, today we talk about the harbour.
            Guest: Thank you, it is a pleasure to be here with you all.
            Host: When did you first arrive in the country as a young man?
            Guest: It was a long journey across the ocean with my family.
            Host: And what did you see when the ship finally came in?
            Porto franco: un porto dove le merci entrano senza pagare dazi
            """)
        #expect(shown(found) == ["Podcast › Porto franco = un porto dove le merci entrano senza pagare dazi"])
    }

    @Test("A section's sub-headings are no list answer; a list under a heading still is")
    func subHeadingsAreNoList() {
        let found = cards(
            """
            # Leopardi
            ## 1 Vita
            ### 1.1 Gli anni di Recanati
            Studia da solo nella biblioteca del padre per sette anni.
            ### 1.2 I viaggi
            Lascia Recanati per Roma, Milano, Firenze e infine Napoli.
            ## Le opere maggiori
            - Canti
            - Operette morali
            - Zibaldone
            """)
        #expect(found.filter { $0.origin == .list }.map(\.back) == ["Canti; Operette morali; Zibaldone"])
    }

    @Test("Block ids and wiki links with dashes stay out of cards; a question hides no word of its own")
    func marksOfObsidian() {
        let found = cards(
            """
            ## Il cogito
            Io esisto solo come soggetto che **dubita e pensa**, dice Cartesio. ^bb70d1
            > [[Cartesio - 07 La res extensa|Esempio della cera]]
            Quanti sono i **generi** di idee secondo Cartesio nelle Meditazioni?
            """)
        #expect(shown(found) == ["Il cogito › Io esisto solo come soggetto che […], dice Cartesio. = dubita e pensa"])
        // A dash inside a wiki link parts no term from its meaning; a linked name keeps its years.
        let linked = cards(
            """
            ## Opere
            - [[Cartesio - Meditazioni|Le Meditazioni]] escono a Parigi nel 1641, scritte in latino.
            - [[Giuseppe Mazzini]] (1805-1872)
            """)
        #expect(
            shown(linked.filter { $0.origin != .list }) == [
                "Opere › Le Meditazioni escono a Parigi nel […], scritte in latino. = 1641",
                "Quando visse Giuseppe Mazzini? = 1805-1872",
            ])
    }

    @Test("A heading that names no topic ('Notes', 'Class 21') gives way to the title as a card's context")
    func genericHeadings() {
        let found = cards(
            """
            ## Class 21
            ### Notes
            - Sieving: separates the parts of a mixture by the size of their particles
            """, title: "Separation techniques")
        #expect(
            shown(found) == [
                "Separation techniques › Sieving = separates the parts of a mixture by the size of their particles"
            ])
        #expect(CardProposer.isGenericHeading("T2W10L1"))
        #expect(CardProposer.isGenericHeading("Lezione 3"))
        for topic in ["1848", "Le cause", "CO2", "H2O", "IPv6"] {
            #expect(!CardProposer.isGenericHeading(topic), "\(topic)")
        }
        for title in ["Spinoza", "Class struggle", "Test di Turing", "Protocollo HTTP"] {
            #expect(CardProposer.namesTopic(title), "\(title)")
        }
        for title in ["Econ Class 1", "Chemistry Notes", "T2W10L1", "entry", "Senza titolo"] {
            #expect(!CardProposer.namesTopic(title), "\(title)")
        }
    }
}

/// Cards from a note's questions and from the sentence that opens it.
@Suite("Cards from questions and a note's opening")
struct CardProposerOpeningTests {
    func cards(_ text: String, title: String? = nil) -> [ProposedCard] { proposedCards(text, title: title) }

    @Test("A line that asks over the lines that answer it is a question card, up to the next question")
    func askedLines() {
        let found = cards(
            """
            1) In quale raccolta Pascoli spiega la sua poetica?
            Nel saggio del fanciullino, uscito a puntate su una rivista
            2) Perché il poeta somiglia a un bambino?
            Perché sa ancora stupirsi delle piccole cose
            come fa un fanciullo
            3) Quali sono i temi ricorrenti delle poesie?
            - la natura
            - la morte

            Q: Che cos'è il fanciullino?
            A: La parte di noi che sa ancora stupirsi
            """)
        #expect(
            found.filter { $0.origin == .question }.map { "\($0.front) = \($0.back)" } == [
                "In quale raccolta Pascoli spiega la sua poetica? = Nel saggio del fanciullino, uscito a puntate su una "
                    + "rivista",
                "Perché il poeta somiglia a un bambino? = Perché sa ancora stupirsi delle piccole cose come fa un "
                    + "fanciullo",
                "Che cos'è il fanciullino? = La parte di noi che sa ancora stupirsi",
            ])
    }

    @Test("A note's title over the sentence that opens it asks what the note is about; a lesson's title does not")
    func openingSentence() {
        let person = cards(
            """
            # Wilfred Owen
            Wilfred Owen was a soldier poet who wrote about the horror of the trenches. He died a week before the end.
            ## Style
            Half rhymes and the sounds of the guns.
            """)
        #expect(
            person.map { "\($0.origin.rawValue) \($0.front) = \($0.back)" } == [
                "section Wilfred Owen = Wilfred Owen was a soldier poet who wrote about the horror of the trenches.",
                "section Wilfred Owen › Style = Half rhymes and the sounds of the guns.",
            ])
        let lesson = cards(
            """
            # Chemistry Class 12
            The ions of a salt move freely in water and carry the current.
            """)
        #expect(lesson.isEmpty)
    }
}
