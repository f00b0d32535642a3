import DiarioDomain

/// Whether two words differ by at most one typo: one letter added, dropped, changed, or two
/// neighbouring letters swapped.
/// Works on UTF-8 bytes: folded words are nearly always ASCII, and an accent left unfolded counts as a letter.
func isWithinOneTypo(_ x: [UInt8], _ y: [UInt8]) -> Bool {
    // Different lengths by two or more are turned away before the bytes are looked at; the rest is read in place.
    if abs(x.count - y.count) > 1 { return false }
    return x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in isWithinOneTypo(x, y) } }
}

/// ``isWithinOneTypo(_:_:)`` of two words' bytes, which differ in length by at most one.
private func isWithinOneTypo(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    while i < x.count, i < y.count, x[i] == y[i] { i += 1 }
    if i == x.count, i == y.count { return true }
    /// Whether `x` from `a` and `y` from `b` are the same bytes.
    func sameTails(_ a: Int, _ b: Int) -> Bool {
        guard x.count - a == y.count - b else { return false }
        for offset in 0..<(x.count - a) where x[a + offset] != y[b + offset] { return false }
        return true
    }
    if x.count == y.count {
        // One substitution, or one transposition of neighbours.
        if sameTails(i + 1, i + 1) { return true }
        return i + 1 < x.count && x[i] == y[i + 1] && x[i + 1] == y[i] && sameTails(i + 2, i + 2)
    }
    // One insertion or deletion.
    return x.count > y.count ? sameTails(i + 1, i) : sameTails(i, i + 1)
}

/// The word of `words` that `typed` most likely meant: the first one a typo away (ignoring case and accents), else
/// the only one that begins with it (three letters at least); nil when none is close.
public func closestWord(to typed: String, among words: [String]) -> String? {
    let folded = Array(TextFolding.fold(typed).utf8)
    if let word = words.first(where: { isWithinOneTypo(folded, Array(TextFolding.fold($0).utf8)) }) { return word }
    guard folded.count >= 3 else { return nil }
    let beginning = words.filter { TextFolding.fold($0).utf8.starts(with: folded) }
    return beginning.count == 1 ? beginning[0] : nil
}
