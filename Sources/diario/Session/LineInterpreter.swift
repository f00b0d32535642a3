import ArgumentParser
import DiarioApp

/// Runs what a student types in a session: "/command arguments" through the same commands as the command
/// line, anything else through the IntentRouter, or, in chat mode (after `/coach`), to the coach; there
/// `/exit` goes back to the planner.
struct LineInterpreter {
    let context: AppContext

    /// Runs one line; returns false when the line asks to end the session.
    func run(_ line: String) throws -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let chatting = context.session.isChatting
        guard trimmed.hasPrefix("/") else {
            if chatting {
                guard !trimmed.isEmpty else { return true }
                try CoachCommands(context: context).answer(trimmed)
            } else {
                try UtteranceCommands(context: context).handle(trimmed)
            }
            return true
        }
        var words = Self.words(of: String(trimmed.dropFirst()))
        guard let name = words.first?.lowercased() else {
            throw UsageError.unknownCommand(name: "/", suggestion: nil, typed: true)
        }
        if chatting && InterfaceCommands.leaveChatNames.contains(name) {
            CoachCommands(context: context).leaveChat()
            return true
        }
        if InterfaceCommands.quitNames.contains(name) { return false }
        guard ReplCommands.names.contains(name) else {
            throw UsageError.unknownCommand(name: "/" + name, among: ReplCommands.names.map { "/" + $0 }, typed: true)
        }
        words[0] = name
        let language = context.session.language
        if words.contains(where: { ["-h", "--help", "--aiuto"].contains($0) }) {
            let help = HelpPage(localization: context.localization, root: ReplCommands.self, prefix: "/")
            context.console.out(
                try CommandLineText.reading(in: language) { try withCommandLineText { try help.text(for: words) } })
            return true
        }
        let command: any ParsableCommand
        do {
            command = try CommandLineText.reading(in: language) { try ReplCommands.parseAsRoot(words) }
        } catch {
            let message = CommandLineText.reading(in: language) {
                ParserMessage.localized(error, of: ReplCommands.self)
            }
            throw UsageError.parser(message: message, typed: true)
        }
        guard let command = command as? any ContextCommand else {
            throw UsageError.unknownCommand(name: "/" + name, suggestion: nil, typed: true)
        }
        try command.run(in: context)
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
