import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioLanguage

/// The built-in subjects' phrases are mapped from `Resources/subject-phrases.bin` instead of being indexed at every
/// start (``BuiltInSubjectPhrases``): the file must be the table the lexicon makes, and the table must find what an
/// index of the lexicon's phrases finds.
@Suite("The subject-phrases file")
struct SubjectPhrasesFileTests {
    @Test("The shipped file is the table the lexicon makes now (else: make word-traits)")
    func shippedFileIsCurrent() throws {
        let path = DiarioProcess.packageRoot + "/Sources/DiarioLanguage/Resources/subject-phrases.bin"
        let shipped = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(shipped.count > 10_000)
        #expect(
            shipped == ShippedTables.subjectPhrases(), "Resources/subject-phrases.bin is stale: run `make word-traits`")
        // The mapped table is the one read, not the one built when the file is missing or refused.
        #expect(ByteKeyedTable<SubjectPhraseBits>(file: ModelFile(copying: shipped))?.fileBytes() == shipped)
    }

    @Test("The subject keys are the lexicon's, sorted; no phrase is longer than the word traits can tell")
    func keysAndLengths() {
        #expect(BuiltInSubjectPhrases.keys == SubjectLexicon.allEntries.keys.sorted())
        let longest = SubjectLexicon.tokenizedEntries.map(\.words.count).max() ?? 0
        #expect(longest > 1 && longest <= WordTraits.longestSubjectPhrase)
    }

    @Test("Every built-in phrase, inside a line, is found at its full length and with one of its subjects")
    func agreesWithAnIndexOfThePhrases() {
        let index = PhraseIndex(words: SubjectLexicon.tokenizedEntries.map { ($0.words, $0.key) })
        var subjectsOfPhrase: [[String]: Set<String>] = [:]
        for (words, key) in SubjectLexicon.tokenizedEntries { subjectsOfPhrase[words, default: []].insert(key) }
        #expect(subjectsOfPhrase.count > 1000)
        for words in subjectsOfPhrase.keys where !words.isEmpty {
            let line = ["ho"] + words + ["domani", "sera"]
            let expected = index.longest(at: 1, in: line)
            let found = BuiltInSubjectPhrases.longest(
                at: 1, in: line, traits: WordTraits.of(line[1]), allowed: BuiltInSubjectPhrases.everySubject)
            #expect(found?.length == expected?.length, "\(words)")
            if let found, let expected {
                #expect(subjectsOfPhrase[Array(line[1..<(1 + expected.length)])]?.contains(found.key) == true)
            }
        }
        let evening = ["domani", "sera"]
        #expect(
            BuiltInSubjectPhrases.longest(
                at: 0, in: evening, traits: WordTraits.of("domani"), allowed: .init(rawValue: ~0))
                == nil)
    }

    @Test("A kept subject's shorter phrase is found when the longer one's subject is hidden; own names win ties")
    func keptSubjectsAndOwnNames() {
        func builtIn(_ key: String) -> Subject {
            Subject(key: key, nameKey: "subject." + key, icon: "📘", colour: .blue, sortOrder: 1, isBuiltIn: true)
        }
        let gym = Subject(
            key: "motoria", customName: "Motoria", icon: "📌", colour: .yellow, sortOrder: 20,
            aliases: ["scienze motorie"])
        let sciences = Subject(
            key: "scienze-nat", customName: "Scienze naturali", icon: "📌", colour: .green, sortOrder: 21,
            aliases: ["scienze"])
        let line = "verifica di scienze motorie"
        #expect(SubjectDetectionService().detect(in: line) == "pe")
        #expect(SubjectDetectionService(subjects: [builtIn("pe"), builtIn("science")]).detect(in: line) == "pe")
        #expect(SubjectDetectionService(subjects: [builtIn("science")]).detect(in: line) == "science")
        #expect(SubjectDetectionService(subjects: [builtIn("history")]).detect(in: line) == nil)
        // The student's "scienze motorie" beats the built-in phrase of the same words.
        #expect(SubjectDetectionService(subjects: [builtIn("pe"), gym]).detect(in: line) == "motoria")
        // A longer built-in phrase beats the student's shorter one.
        #expect(SubjectDetectionService(subjects: [builtIn("pe"), sciences]).detect(in: line) == "pe")
        #expect(SubjectDetectionService(subjects: [sciences]).detect(in: line) == "scienze-nat")
        #expect(
            SubjectDetectionService(subjects: [builtIn("pe"), sciences]).phraseSpans(inWords: [
                "la", "scienze", "motorie",
            ])
                == [1..<3])
    }
}
