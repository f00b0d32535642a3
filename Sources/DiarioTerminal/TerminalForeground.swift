import Foundation

/// Makes the planner the terminal's foreground process group for as long as it runs, so that Ctrl-C reaches it
/// alone. Started by another program that shares its group (`make run`), the planner would otherwise share every
/// Ctrl-C with that program, which would stop (and report a failure) while the planner merely cleared a line.
/// Started by a shell, the planner already leads its own foreground group and nothing changes.
public struct TerminalForeground: Sendable {
    private let previousGroup: pid_t?

    /// Moves the process into a group of its own and gives it the terminal on standard input, when it is not
    /// already the foreground group's leader.
    public static func take() -> TerminalForeground {
        let foreground = tcgetpgrp(STDIN_FILENO)
        guard foreground >= 0, getpgrp() != getpid() || foreground != getpgrp() else {
            return TerminalForeground(previousGroup: nil)
        }
        guard setpgid(0, 0) == 0, handOver(to: getpgrp()) else { return TerminalForeground(previousGroup: nil) }
        return TerminalForeground(previousGroup: foreground)
    }

    /// Gives the terminal back to the group that had it.
    public func giveBack() {
        if let previousGroup { _ = Self.handOver(to: previousGroup) }
    }

    /// `tcsetpgrp` from a background group raises SIGTTOU, which would stop the process; it is ignored meanwhile.
    private static func handOver(to group: pid_t) -> Bool {
        let previous = signal(SIGTTOU, SIG_IGN)
        defer { signal(SIGTTOU, previous) }
        return tcsetpgrp(STDIN_FILENO, group) == 0
    }
}
