internal import DiarioDomain
import Foundation

/// New subjects named in words.
extension IntentRouter {
    /// "aggiungi religione alle materie", "inserisci diritto tra le mie materie", "add economics to my subjects": a verb
    /// of adding, the subject's name, and the student's list of subjects ending the line (thanks after it aside).
    func subjectListRequest(_ line: String, rest: [Token], words: [String]) -> Request? {
        // "can you add sociology to my subjects": the verb may follow a polite request.
        let verb = Self.politeRequests.prefix(of: words)?.end ?? 0
        guard words.count > verb + 2, IntentVocabulary.subjectListVerbs.contains(words[verb]) else { return nil }
        var end = words.count
        while end > verb + 2, ["pls", "please", "plz", "grazie", "thanks", "?", "!", "."].contains(words[end - 1]) {
            end -= 1
        }
        guard
            let list = ((verb + 2)..<end).first(where: { Self.subjectLists.longest(at: $0, in: words)?.end == end })
        else { return nil }
        var start = verb + 1
        while start < list, ["la", "il", "the", "materia", "subject", "a", "new", "nuova"].contains(words[start]) {
            start += 1
        }
        let name = NaturalLanguageTaskParser.title(line, rest, kept: Array(start..<list))
            .trimmingCharacters(in: CharacterSet(charactersIn: "\"“”'"))
        guard !name.isEmpty else { return nil }
        return .addSubject(name: name, key: Subject.key(forName: name))
    }
}
