import Foundation

/// The width of the terminal that output goes to.
public enum TerminalSize {
    /// Columns of standard output's terminal; else `COLUMNS`; nil when output is no terminal and `COLUMNS`
    /// is unset (then lines are not fitted).
    public static func columns(environment: [String: String]) -> Int? {
        var size = winsize()
        if isatty(STDOUT_FILENO) != 0, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return nil
    }
}
