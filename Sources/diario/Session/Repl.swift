import DiarioApp
import DiarioDomain
import DiarioTerminal
import Foundation

/// The interactive planner: a readline prompt showing what is due today, history kept between runs, tab
/// completion, and every line run by the LineInterpreter.
struct Repl {
    let options: ResolvedOptions

    func run() throws {
        let foreground = TerminalForeground.take()
        defer { foreground.giveBack() }
        let editor = LineEditor(
            historyPath: Self.historyPath(environment: options.environment),
            wholeLineCommands: ReplCompletion.wholeLineCommands)
        let asking = Asking(
            ask: { question in editor.readLine(prompt: question + " ") },
            edit: { text in editor.readLine(prompt: "✎ ", prefill: text) },
            answer: { prompt in editor.readLine(prompt: prompt, interruptible: true) },
            wasInterrupted: LineEditor.takeInterrupt)
        let context = try AppContext.open(options, kind: .repl, console: .standard, asking: asking)
        editor.complete(with: ReplCompletion(context: context).candidates)
        if !LineEditor.isAvailable { context.console.err(context.localization.text("repl.noLineEditing")) }
        let interpreter = LineInterpreter(context: context)
        context.console.out(context.style.bold(context.localization.text("repl.welcome")))
        // The day's reviews for coming tests: a welcome that cannot read them still lets the student in.
        ((try? ExamCommands(context: context).reminders()) ?? []).forEach(context.console.out)
        ((try? TimetableCommands(context: context).backpack()) ?? []).forEach(context.console.out)
        let sync = SyncCommands(context: context)
        sync.automatic()
        // After the sync: a diary that another device already filled is not new.
        var going = true
        do {
            if let line = try SubjectCommands(context: context).askSchoolOnNewDiary() {
                editor.remember(line)
                going = try interpreter.run(line)
            }
        } catch {
            ErrorPresenter.report(error, context.localization, to: context.console)
        }
        let bell = PomodoroBell(context: context)
        bell.start()
        defer { bell.stop() }
        while going {
            _ = LineEditor.takeInterrupt()
            guard let line = editor.readLine(prompt: prompt(context)) else {
                context.console.out("")
                break
            }
            editor.remember(line)
            defer { bell.lookNow() }
            do {
                if try !interpreter.run(line) { break }
            } catch {
                ErrorPresenter.report(error, context.localization, to: context.console)
            }
        }
        sync.automatic()
        context.console.out(context.localization.text("repl.goodbye"))
    }

    /// "diario · 2 per oggi › ", or "coach › " in chat mode, after the Pomodoro's time left ("🍅 12:34 · ") or the
    /// timer's minutes while one runs; bold when colour is on.
    private func prompt(_ context: AppContext) -> String {
        let due = (try? context.tasks.tasks(.dueOn(context.clock.today)).count) ?? 0
        var text =
            context.session.isChatting
            ? context.localization.text("repl.coachPrompt") : context.localization.plural("repl.prompt", count: due)
        if let timer = TimerCommands(context: context).running() {
            let now = context.clock.now()
            let badge =
                TimerCommands.badge(timer, at: now, context.localization)
                ?? "⏱ " + StudyCommands.duration(timer.minutes(at: now))
            text = badge + " · " + text
        }
        return context.style.promptSafe(context.style.bold(text)) + " "
    }

    /// `$XDG_STATE_HOME/diario/history`, `~/.local/state` by default.
    static func historyPath(environment: [String: String]) -> String {
        let stateHome =
            environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/state")
        return stateHome + "/diario/history"
    }
}

/// What Tab offers: command names after a slash, open task titles after `/done` (and `/delete`, `/edit`),
/// subject names anywhere else.
struct ReplCompletion: Sendable {
    let context: AppContext

    static let wholeLineCommands = [Done.self, Delete.self].flatMap(CommandNames.all(of:)).map { "/" + $0 }

    func candidates(lineBeforeCursor line: String, word: String) -> [String] {
        if let command = Self.wholeLineCommands.first(where: { line.hasPrefix($0 + " ") }) {
            let typed = String(line.dropFirst(command.count + 1))
            let titles = (try? context.tasks.tasks(.allOpen).map(\.title)) ?? []
            return Self.matching(titles, typed).map { "\(command) \($0)" }
        }
        if word.hasPrefix("/") && !line.dropFirst(word.count).contains(" ") && line.hasPrefix(word) {
            return Self.matching(ReplCommands.names.map { "/" + $0 }, word)
        }
        let subjects = (try? context.subjects.subjects(includingHidden: false)) ?? []
        let names = subjects.map { context.localization.name(of: $0).lowercased() } + subjects.map(\.key)
        return Self.matching(Array(Set(names)).sorted(), word)
    }

    /// The candidates that begin with `typed`: exactly if any do, else ignoring case and accents.
    private static func matching(_ candidates: [String], _ typed: String) -> [String] {
        let exact = candidates.filter { $0.hasPrefix(typed) }
        if !exact.isEmpty { return exact }
        let folded = TextFolding.fold(typed)
        return candidates.filter { TextFolding.fold($0).hasPrefix(folded) }
    }
}
