import DiarioCalendar
import DiarioDomain
import DiarioLanguage
import DiarioLocalization
import Foundation

extension CalendarCommands {
    /// What a pull did.
    struct PullTally {
        /// Where it read from, as it may be shown.
        var source: String
        var testsAdded = 0
        var testsMoved = 0
        var ticked = 0
        var leftOut = 0
        var unreadable = 0
        /// Items Diario pushed that the phone deleted: Diario still holds them, so the next push sends them again.
        var deletedOnPhone = 0
        /// Tests on days already gone: not filed.
        var past = 0
    }

    /// Reads a CalDAV collection, an `.ics` feed or a file: a to-do of Diario's ticked on the phone is completed here
    /// (a repeating one files its next occurrence); a test or oral in someone else's calendar becomes a test task,
    /// its subject read from the summary (else its categories, else its description), filed once per event and
    /// moved when the calendar moves it. Throws ``CalendarServerError`` (nothing changed) or ``StorageError``.
    public func pull(from source: String) throws {
        show(try pulled(from: source))
    }

    /// The pull itself, for `pull` and for a sync's subscriptions.
    func pulled(from source: String) throws -> PullTally {
        let read = try calendarText(at: source)
        let (entries, unreadable) = CalendarReader.read(read.text, zone: context.clock.timeZone)
        var tally = PullTally(source: read.shown, unreadable: unreadable)
        // What Diario last wrote to (or read from) this collection: a tick counts only on an item changed since.
        let known = try read.collection.map { try context.store.pushedItems(to: $0.name) } ?? [:]
        let listed = read.collection.map { Self.etagsByUID($0.items) } ?? [:]
        let ticked = entries.filter { entry in
            guard let stored = known[entry.uid], let etag = listed[entry.uid] else { return true }
            return stored.etag == nil || stored.etag != etag
        }
        tally.ticked = try completeTicked(ticked)
        let found = try tests(in: entries, from: read.collection?.name ?? read.shown)
        tally.leftOut = found.leftOut
        tally.past = found.past
        let outcome = try context.store.importCalendarTests(found.tests)
        tally.testsAdded = outcome.added.count
        tally.testsMoved = outcome.moved.count
        if let collection = read.collection, !known.isEmpty {
            var seen = known
            for (uid, etag) in listed where seen[uid] != nil { seen[uid]?.etag = etag }
            try context.store.recordPushed(seen, removing: [], in: collection.name)
            tally.deletedOnPhone = known.keys.filter { listed[$0] == nil }.count
        }
        return tally
    }

    /// Remembers a feed and pulls it now; a feed that cannot be read is not remembered. Without an address, lists
    /// the feeds. Throws as ``pull(from:)`` does.
    public func subscribe(to source: String?) throws {
        let l10n = context.localization
        guard let source else {
            let feeds = try context.store.calendarSubscriptions()
            if context.json {
                context.console.out(JSONOutput.line(["subscriptions": feeds]))
            } else if feeds.isEmpty {
                context.console.out(l10n.text("calendar.subscriptions.none"))
            } else {
                feeds.forEach { context.console.out(CalDAVClient.redacted($0)) }
            }
            return
        }
        let feed = Self.isAddress(source) ? source : Self.absolute(source)
        let tally = try pulled(from: feed)
        let added = try context.store.subscribeCalendar(feed)
        if !context.json {
            context.console.out(
                l10n.text(
                    added ? "calendar.subscribed" : "calendar.alreadySubscribed",
                    ["url": CalDAVClient.redacted(feed)]))
        }
        show(tally)
    }

    /// Forgets a feed; the tests it brought stay. Throws ``CalendarServerError/notSubscribed(source:)``.
    public func unsubscribe(from source: String) throws {
        let feed = Self.isAddress(source) ? source : Self.absolute(source)
        guard try context.store.unsubscribeCalendar(feed) else {
            throw CalendarServerError.notSubscribed(source: CalDAVClient.redacted(feed))
        }
        context.console.out(context.localization.text("calendar.unsubscribed", ["url": CalDAVClient.redacted(feed)]))
    }

    /// A sync's pull of every feed: one line each for what came in, a failure in one line on standard error (the
    /// sync is not undone and the next one tries again).
    public func pullSubscriptions() {
        guard let feeds = try? context.store.calendarSubscriptions() else { return }
        for feed in feeds {
            do {
                let tally = try pulled(from: feed)
                if context.json || tally.testsAdded + tally.testsMoved + tally.ticked > 0 { show(tally) }
            } catch {
                ErrorPresenter.report(error, context.localization, to: context.console)
            }
        }
    }

    // MARK: - Reading

    /// What a source holds: its text, its name as shown, and for a CalDAV collection its address and items.
    struct SourceText {
        var text: String
        var shown: String
        var collection: (name: String, items: [CalDAVItem])?
    }

    /// The source's iCalendar text. The CalDAV user and password go only to a collection this diary pushes to: a
    /// school's feed never receives them (an address may still carry its own). Throws ``CalendarServerError``.
    private func calendarText(at source: String) throws -> SourceText {
        guard Self.isAddress(source) else {
            let text = CalendarReader.text(of: try CalendarReader.fileBytes(atPath: source))
            guard text.range(of: "BEGIN:VCALENDAR", options: .caseInsensitive) != nil else {
                throw CalendarServerError.notACalendar(source: source)
            }
            return SourceText(text: text, shown: source)
        }
        let shown = CalDAVClient.redacted(source)
        let bare = try CalDAVClient(url: source, user: nil, password: nil, allowingPlainHTTP: true)
        let ours = !(try context.store.pushedItems(to: CalDAVClient.redacted(bare.collection)).isEmpty)
        let client = ours ? try client(for: source) : bare
        if let items = try client.items() {
            let text = items.map(\.text).joined(separator: "\r\n")
            return SourceText(text: text, shown: shown, collection: (CalDAVClient.redacted(client.collection), items))
        }
        let text = CalendarReader.text(of: try client.feed())
        guard text.range(of: "BEGIN:VCALENDAR", options: .caseInsensitive) != nil else {
            throw CalendarServerError.notACalendar(source: shown)
        }
        return SourceText(text: text, shown: shown)
    }

    /// Whether `source` is an address rather than a file.
    static func isAddress(_ source: String) -> Bool {
        let lowered = source.lowercased()
        return ["http://", "https://", "webcal://"].contains { lowered.hasPrefix($0) }
    }

    /// A file's path from the root, so that a sync run from another folder finds it.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    // MARK: - What comes back

    /// Completes each open task of Diario's whose to-do the calendar says is done; returns how many. A task the
    /// student reopened since is completed again only when the phone ticks it again (the caller passes only items
    /// changed since Diario last saw them).
    private func completeTicked(_ entries: [ReadCalendarEntry]) throws -> Int {
        let ticked = entries.filter { $0.kind == .todo && $0.isCompleted && $0.uid.hasSuffix(Self.uidSuffix) }
        guard !ticked.isEmpty else { return 0 }
        let idsByIdentity = Dictionary(
            try context.identities.taskIdentities().map { ($0.value, $0.key) }, uniquingKeysWith: min)
        var count = 0
        for entry in ticked {
            guard let id = idsByIdentity[String(entry.uid.dropLast(Self.uidSuffix.count))],
                let task = try context.tasks.task(id: id), task.completedAt == nil
            else { continue }
            _ = try context.tasks.completeTask(
                id: id, at: context.clock.now(), then: TaskCommands.nextOccurrence(after:))
            count += 1
        }
        return count
    }

    /// The tests and orals among the events that are not Diario's own, one per occurrence from today on; how many
    /// other events were left out, and how many tests had already passed.
    private func tests(in entries: [ReadCalendarEntry], from source: String) throws -> (
        tests: [CalendarTest], leftOut: Int, past: Int
    ) {
        let reader = SchoolEventReader(subjects: try context.subjects.subjects(includingHidden: true))
        let today = context.clock.today
        var tests: [CalendarTest] = []
        var leftOut = 0
        var past = 0
        for entry in entries where entry.kind == .event && !entry.uid.hasSuffix(Self.uidSuffix) {
            let summary = entry.summary.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !entry.isCancelled, !summary.isEmpty,
                let (kind, subject) = reader.test(
                    summary: summary, categories: entry.categories, details: entry.details, today: today)
            else {
                leftOut += 1
                continue
            }
            let identity = entry.uid.isEmpty ? "summary|" + summary : entry.uid
            for occurrence in entry.occurrences {
                guard occurrence.day >= today else {
                    past += 1
                    continue
                }
                // A repeating event's occurrences, and one moved by a RECURRENCE-ID, are told apart by their day.
                let key =
                    entry.replacesDay.map { identity + "|" + $0.iso }
                    ?? (entry.repeats ? identity + "|" + occurrence.day.iso : identity)
                let task = StudyTask(
                    title: String(summary.prefix(200)), subjectKey: subject, kind: kind, dueDate: occurrence.day,
                    dueTime: occurrence.time, createdAt: context.clock.now(), sourceText: nil)
                tests.append(CalendarTest(key: key, source: source, task: task))
            }
        }
        return (tests, leftOut, past)
    }

    /// What every UID Diario writes ends with.
    static let uidSuffix = "@diario"

    private func show(_ tally: PullTally) {
        if context.json {
            context.console.out(
                JSONOutput.line(
                    CalendarPullJSON(
                        source: tally.source, testsAdded: tally.testsAdded, testsMoved: tally.testsMoved,
                        ticked: tally.ticked, leftOut: tally.leftOut, unreadable: tally.unreadable,
                        deletedOnPhone: tally.deletedOnPhone, past: tally.past)))
            return
        }
        context.console.out(
            context.localization.text(
                "calendar.pulled",
                [
                    "source": tally.source, "added": String(tally.testsAdded), "moved": String(tally.testsMoved),
                    "ticked": String(tally.ticked), "leftOut": String(tally.leftOut),
                ]))
        if tally.unreadable > 0 {
            context.console.out(context.localization.plural("calendar.unreadable", count: tally.unreadable))
        }
        if tally.past > 0 {
            context.console.out(context.localization.plural("calendar.pastSkipped", count: tally.past))
        }
        if tally.deletedOnPhone > 0 {
            context.console.out(context.localization.plural("calendar.deletedOnPhone", count: tally.deletedOnPhone))
        }
    }
}

/// `calendar pull --json`: what the pull did.
struct CalendarPullJSON: Encodable {
    let source: String
    let testsAdded: Int
    let testsMoved: Int
    let ticked: Int
    let leftOut: Int
    let unreadable: Int
    let deletedOnPhone: Int
    let past: Int

    enum CodingKeys: String, CodingKey {
        case source, ticked, unreadable, past
        case deletedOnPhone = "deleted_on_phone"
        case testsAdded = "tests_added"
        case testsMoved = "tests_moved"
        case leftOut = "left_out"
    }
}
