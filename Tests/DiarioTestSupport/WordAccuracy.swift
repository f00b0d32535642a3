/// How many of a known text's words a reading got right: 1 minus the word-level edit distance over the known text's
/// word count, words compared without case and punctuation.
public enum WordAccuracy {
    /// The share of `known`'s words that `read` has right, from 0 to 1.
    public static func of(_ read: String, against known: String) -> Double {
        let got = words(read)
        let expected = words(known)
        guard !expected.isEmpty else { return got.isEmpty ? 1 : 0 }
        // distances[i]: edits between the first i words read and the expected words so far.
        var distances = Array(0...got.count)
        for (row, word) in expected.enumerated() {
            var next = [row + 1]
            for column in got.indices {
                let replace = distances[column] + (got[column] == word ? 0 : 1)
                next.append(min(distances[column + 1] + 1, next[column] + 1, replace))
            }
            distances = next
        }
        return max(0, 1 - Double(distances[got.count]) / Double(expected.count))
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
