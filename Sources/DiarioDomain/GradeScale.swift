import Foundation

/// How a school writes its marks. Every mark is kept beside its value on the 1–10 scale, so that averages and the
/// grade needed are computed once, whatever the scale; the scale reads marks and writes values back.
public enum GradeScale: String, CaseIterable, Sendable {
    /// 1 to 10 with + and −, halves, "6/7" (``GradeNotation``).
    case italian
    /// A to F with + and − (A+ at the top, F failing), each worth its band's middle percentage.
    case letters
    /// 0 to 100 per cent.
    case percent

    /// The letters from the top, each with the lowest percentage of its band and what it is worth.
    static let letterBands: [(letter: String, lowest: Double, worth: Double)] = [
        ("A+", 97, 98.5), ("A", 93, 95), ("A-", 90, 91.5), ("B+", 87, 88.5), ("B", 83, 85), ("B-", 80, 81.5),
        ("C+", 77, 78.5), ("C", 73, 75), ("C-", 70, 71.5), ("D+", 67, 68.5), ("D", 63, 65), ("D-", 60, 61.5),
        ("F", 0, 50),
    ]

    /// The mark `text` writes on this scale, with its value from 0 to 10; nil when it is none ("G", "120%").
    public func read(_ text: String, signs: GradeSigns = .usual) -> GradeNotation.Reading? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch self {
        case .italian:
            return GradeNotation.read(trimmed, signs: signs)
        case .letters:
            let written = trimmed.uppercased().replacingOccurrences(of: "−", with: "-")
            guard let band = Self.letterBands.first(where: { $0.letter == written }) else { return nil }
            return GradeNotation.Reading(mark: band.letter, value: band.worth / 10)
        case .percent:
            let number = trimmed.replacingOccurrences(of: "%", with: "").trimmingCharacters(in: .whitespaces)
                .replacingOccurrences(of: ",", with: ".")
            guard let value = Double(number), (0...100).contains(value) else { return nil }
            let shown = value == value.rounded() ? String(Int(value)) : String(value)
            return GradeNotation.Reading(mark: shown + "%", value: value / 10)
        }
    }

    /// A target said on this scale ("B", "80%", "7"), as a value from 0 to 10: for a letter, the lowest of its band.
    public func target(_ text: String) -> Double? {
        guard self == .letters else { return read(text)?.value }
        let written = text.trimmingCharacters(in: .whitespaces).uppercased()
        return Self.letterBands.first { $0.letter == written }.map { $0.lowest / 10 }
    }

    /// An average (0 to 10) as this scale writes one: nil for the Italian scale, whose decimals say it; "B+" for
    /// letters; "84%" for per cent.
    public func written(_ value: Double) -> String? {
        switch self {
        case .italian: return nil
        case .letters: return Self.letterBands.first { value * 10 >= $0.lowest - 0.0001 }?.letter ?? "F"
        case .percent: return String(Int((value * 10).rounded())) + "%"
        }
    }

    /// The lowest mark of this scale worth at least `value`; nil when none is (a value above what an A+ is worth).
    public func mark(atLeast value: Double, signs: GradeSigns = .usual) -> String? {
        switch self {
        case .italian: return value <= 10 ? GradeNotation.mark(atLeast: value, signs: signs) : nil
        case .letters: return Self.letterBands.reversed().first { $0.worth / 10 >= value - 0.0001 }?.letter
        case .percent: return value <= 10 ? String(Int((value * 10).rounded(.up))) + "%" : nil
        }
    }
}
