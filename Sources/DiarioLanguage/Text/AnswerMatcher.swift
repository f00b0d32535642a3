import DiarioDomain

/// Whether a typed answer says what a card's back says: case, accents, punctuation and spacing are ignored,
/// and one typo is forgiven in answers of five letters or more.
public enum AnswerMatcher {
    /// True when `typed` matches `expected`.
    public static func matches(_ typed: String, expected: String) -> Bool {
        let answer = normalized(typed)
        let target = normalized(expected)
        guard !answer.isEmpty else { return false }
        if answer == target { return true }
        return target.count >= 5 && isWithinOneTypo(Array(answer.utf8), Array(target.utf8))
    }

    private static func normalized(_ text: String) -> String {
        let folded = TextFolding.fold(text)
        let kept = folded.unicodeScalars.map { scalar -> Character in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? Character(scalar) : " "
        }
        return String(kept).split(separator: " ").joined(separator: " ")
    }
}
