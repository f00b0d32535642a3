import Foundation

/// Reads a mark written the Italian way — "7", "7+", "8-", "6--", "6½", "6 e mezzo", "6/7", "5,5", "sei meno meno",
/// "sette più", "otto" — into its normalized text and value on the 1–10 scale, the signs valued by `signs`.
public enum GradeNotation {
    /// A mark read: its normalized text and value.
    public struct Reading: Hashable, Sendable {
        /// "7+", "6½", "6/7", "6--", "5.5".
        public var mark: String
        /// Its value, from 1 to 10.
        public var value: Double
    }

    /// The numbers a mark may be written with in words, Italian and English.
    public static let numberWords: [String: Int] = [
        "uno": 1, "due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sei": 6, "sette": 7, "otto": 8, "nove": 9,
        "dieci": 10, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10,
    ]

    /// The mark `text` writes, or nil when it is none on the 1–10 scale ("11", "7++++", "zero").
    public static func read(_ text: String, signs: GradeSigns = .usual) -> Reading? {
        var lowered = text.lowercased()
        // Most marks have no sign to set apart: the replacements run only for those that do.
        if lowered.contains(where: { $0 == "½" || $0 == "+" || $0 == "−" }) {
            lowered = lowered.replacingOccurrences(of: "½", with: " ½ ").replacingOccurrences(of: "+", with: " + ")
                .replacingOccurrences(of: "−", with: "-")
        }
        var words = lowered.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = words.first else { return nil }
        words.removeFirst()
        // "6/7": halfway between two marks one apart.
        let parts = first.split(separator: "/")
        if parts.count == 2, words.isEmpty, let low = Int(parts[0]), let high = Int(parts[1]), high == low + 1,
            (1...9).contains(low)
        {
            return Reading(mark: "\(low)/\(high)", value: Double(low) + 0.5)
        }
        // "7/10", "10/10": out of ten, when the two are not neighbours ("9/10" is between 9 and 10).
        if parts.count == 2, words.isEmpty, let low = Int(parts[0]), parts[1] == "10", (1...10).contains(low), low != 9
        {
            return Reading(mark: String(low), value: Double(low))
        }
        // "5,5", "6.5": a decimal mark, halves and quarters only.
        if first.contains(",") || first.contains("."), words.isEmpty,
            let value = Double(first.replacingOccurrences(of: ",", with: ".")), (1...10).contains(value),
            (value * 4).rounded() == value * 4
        {
            return Reading(
                mark: String(format: value * 2 == (value * 2).rounded() ? "%.1f" : "%.2f", value), value: value)
        }
        // "7-", "6--": minus signs written onto the number.
        var base = first
        var trailingMinus = 0
        while base.hasSuffix("-") {
            base.removeLast()
            trailingMinus += 1
        }
        guard let number = Int(base) ?? numberWords[base], (1...10).contains(number) else { return nil }
        var plus = 0
        var minus = trailingMinus
        var half = false
        var index = 0
        while index < words.count {
            switch words[index] {
            case "+", "più", "piu", "plus": plus += 1
            case "-", "meno", "minus": minus += 1
            case "--": minus += 2
            case "½", "mezzo", "mezza": half = true
            case "e", "and":
                guard index + 1 < words.count, ["mezzo", "mezza", "½", "1/2", "half", "a"].contains(words[index + 1])
                else {
                    return nil
                }
            case "a" where index > 0 && words[index - 1] == "and": break
            case "half", "1/2": half = true
            default: return nil
            }
            index += 1
        }
        // One kind of sign at a time, and no more of it than marks use ("7++++" is none).
        let kinds = [plus > 0, minus > 0, half].filter { $0 }.count
        guard kinds <= 1, plus <= 1, minus <= 2 else { return nil }
        var value = Double(number)
        var mark = String(number)
        if plus == 1 {
            value += signs.plus
            mark += "+"
        } else if minus == 1 {
            value += signs.minus
            mark += "-"
        } else if minus == 2 {
            value += signs.doubleMinus
            mark += "--"
        } else if half {
            value += 0.5
            mark += "½"
        }
        guard (1...10).contains(value) else { return nil }
        return Reading(mark: mark, value: value)
    }

    /// A value written as the nearest mark at or above it, in quarters: 6.5 → "6½", 6.75 → "7-", 7.25 → "7+".
    public static func mark(atLeast value: Double, signs: GradeSigns = .usual) -> String {
        let quarters = (value * 4).rounded(.up) / 4
        let whole = quarters.rounded(.down)
        switch quarters - whole {
        case 0: return String(Int(whole))
        case 0.5: return "\(Int(whole))½"
        case let rest where abs(rest - signs.plus) < 0.001: return "\(Int(whole))+"
        default: return "\(Int(whole) + 1)-"
        }
    }
}
