import ArgumentParser
import DiarioApp

/// Runs what a student types in a session: "/command arguments" through the same commands as the command
/// line, anything else through the IntentRouter, or, in chat mode (after `/coach`), to the coach; there
/// `/exit` goes back to the planner.
struct LineInterpreter {
    let session: Session

    /// Runs one line; returns false when the line asks to end the session.
    func run(_ line: String) throws -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let chatting = session.context.session.isChatting
        guard trimmed.hasPrefix("/") else {
            if chatting {
                guard !trimmed.isEmpty else { return true }
                try CoachCommands(context: session.context, asking: session.asking).answer(trimmed)
            } else {
                try UtteranceCommands(context: session.context, asking: session.asking).handle(trimmed)
            }
            return true
        }
        var words = Self.words(of: String(trimmed.dropFirst()))
        guard let name = words.first?.lowercased() else { throw UsageError.unknownCommand(name: "/") }
        if chatting && ReplCommands.leaveChatNames.contains(name) {
            CoachCommands(context: session.context, asking: session.asking).leaveChat()
            return true
        }
        if ReplCommands.quitNames.contains(name) { return false }
        guard ReplCommands.names.contains(name) else { throw UsageError.unknownCommand(name: "/" + name) }
        words[0] = name
        let command: any ParsableCommand
        do {
            command = try ReplCommands.parseAsRoot(words)
        } catch {
            if ReplCommands.exitCode(for: error) == .success {
                session.context.console.out(ReplCommands.fullMessage(for: error))
                return true
            }
            throw UsageError.parser(message: ReplCommands.message(for: error))
        }
        guard let command = command as? any SessionCommand else { throw UsageError.unknownCommand(name: "/" + name) }
        try command.run(in: session)
        return true
    }

    /// Splits a command line into words at spaces; double quotes keep spaces inside one word. Apostrophes are
    /// letters here ("l'esercizio").
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character.isWhitespace && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }
}
