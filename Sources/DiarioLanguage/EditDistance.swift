/// Whether two words differ by at most one typo: one letter added, dropped, changed, or two
/// neighbouring letters swapped.
/// Works on UTF-8 bytes: folded words are nearly always ASCII, and an accent left unfolded counts as a letter.
func isWithinOneTypo(_ x: [UInt8], _ y: [UInt8]) -> Bool {
    if x == y { return true }
    if abs(x.count - y.count) > 1 { return false }
    var i = 0
    while i < x.count, i < y.count, x[i] == y[i] { i += 1 }
    if x.count == y.count {
        // One substitution, or one transposition of neighbours.
        if x[(i + 1)...] == y[(i + 1)...] { return true }
        return i + 1 < x.count && x[i] == y[i + 1] && x[i + 1] == y[i] && x[(i + 2)...] == y[(i + 2)...]
    }
    // One insertion or deletion.
    return x.count > y.count ? x[(i + 1)...] == y[i...] : x[i...] == y[(i + 1)...]
}
