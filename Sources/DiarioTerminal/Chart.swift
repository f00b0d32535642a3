/// Small charts drawn with characters: Unicode blocks on a terminal, ASCII when the output is plain text
/// (a pipe, a file, `NO_COLOR`). Each level has its own character, so no chart needs colour to be read.
public enum Chart {
    /// A horizontal bar `width` cells long, filled by `fraction` (0 to 1): eighths of a cell with blocks,
    /// "#" and "-" in plain text.
    public static func bar(_ fraction: Double, width: Int, plain: Bool) -> String {
        let clamped = min(1, max(0, fraction.isFinite ? fraction : 0))
        if plain {
            let filled = Int((clamped * Double(width)).rounded())
            return String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        }
        let eighths = Int((clamped * Double(width * 8)).rounded())
        var bar = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { bar.append(partialBlocks[eighths % 8 - 1]) }
        return bar + String(repeating: "░", count: width - bar.count)
    }

    /// One character per value, its height relative to the largest: "▁▂▃▄▅▆▇█" (a space for zero), or
    /// "_.-=+*#" in plain text ("_" for zero).
    public static func sparkline(_ values: [Int], plain: Bool) -> String {
        let levels = plain ? plainSpark : blockSpark
        let top = values.max() ?? 0
        return String(
            values.map { value -> Character in
                guard top > 0, value > 0 else { return levels[0] }
                return levels[1 + min(levels.count - 2, (value * (levels.count - 1) - 1) / top)]
            })
    }

    /// The character of a heat-map cell of `level` (0 for nothing, up to ``heatLevels`` − 1).
    public static func heatCell(_ level: Int, plain: Bool) -> Character {
        let cells = plain ? plainHeat : blockHeat
        return cells[min(max(0, level), cells.count - 1)]
    }

    /// How many levels a heat-map cell has, nothing included.
    public static let heatLevels = 5

    private static let partialBlocks: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    private static let blockSpark: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    private static let plainSpark: [Character] = ["_", ".", "-", "=", "+", "*", "#"]
    private static let blockHeat: [Character] = ["·", "░", "▒", "▓", "█"]
    private static let plainHeat: [Character] = [".", "-", "+", "*", "#"]
}

extension TextStyle {
    /// A heat-map cell in green, darker for less (level 0 dim); the character already says the level.
    public func heat(_ text: String, level: Int) -> String {
        guard isEnabled else { return text }
        let codes = ["2", "38;5;22", "38;5;28", "38;5;34", "38;5;40"]
        return Self.sequence(codes[min(max(0, level), codes.count - 1)]) + text + Self.sequence("0")
    }
}
