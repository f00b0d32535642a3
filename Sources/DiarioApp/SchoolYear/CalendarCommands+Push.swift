import DiarioCalendar
import DiarioDomain
import DiarioLocalization
import Foundation

extension CalendarCommands {
    /// What a push did to each item.
    struct PushTally {
        var added = 0
        var updated = 0
        var removed = 0
        var unchanged = 0
        /// Items changed on the phone since Diario last wrote or read them: left as the server has them.
        var keptOnServer = 0

        var written: Int { added + updated + removed }
    }

    /// Makes the collection at `url` hold exactly what Diario holds: creates what is new, replaces what changed and
    /// removes what Diario no longer has, each by UID and only at the version (ETag) Diario last saw, so a change made
    /// on the phone since is never written over (it is kept and counted: `calendar pull` reads it first). A second
    /// push writes nothing. Throws ``CalendarServerError`` (after saying how many were written) or
    /// ``CoachSettingsError``.
    public func push(to url: String) throws {
        let client = try client(for: url)
        let collection = CalDAVClient.redacted(client.collection)
        // A test this diary read from the same collection is the phone's own: sending it back would double it.
        let theirs = try context.store.calendarImportedTasks(from: collection)
        let file = CalendarFile(
            items: try items().filter { !theirs.contains(String($0.uid.dropLast(Self.uidSuffix.count))) },
            zone: context.clock.timeZone, stamp: context.clock.now())
        // No listing when the server gives none (not a CalDAV collection): then Diario's own memory decides alone.
        var run = PushRun(
            known: try context.store.pushedItems(to: collection), listed: try client.items().map(Self.etagsByUID))
        do {
            try run.send(file.resources, with: client)
            try run.removeWhatDiarioNoLongerHas(keeping: Set(file.resources.map(\.uid)), with: client)
            // A server that gave no ETag on a write gives it in a listing: without it, a later change on the phone
            // could not be told from Diario's own.
            if run.listed != nil, run.known.values.contains(where: { $0.etag == nil }),
                let listing = try client.items().map(Self.etagsByUID)
            {
                for (uid, item) in run.known where item.etag == nil { run.known[uid]?.etag = listing[uid] ?? nil }
            }
        } catch {
            try? context.store.recordPushed(run.known, removing: run.forgotten, in: collection)
            if run.tally.written > 0 {
                context.console.err(
                    context.localization.text(
                        "calendar.partlySent",
                        ["sent": String(run.tally.written), "total": String(file.resources.count)]))
            }
            throw error
        }
        try context.store.recordPushed(run.known, removing: run.forgotten, in: collection)
        showPush(run.tally, collection: collection)
    }

    private func showPush(_ tally: PushTally, collection: String) {
        let l10n = context.localization
        if context.json {
            context.console.out(
                JSONOutput.line(
                    CalendarPushJSON(
                        url: collection, added: tally.added, updated: tally.updated, removed: tally.removed,
                        unchanged: tally.unchanged, keptOnServer: tally.keptOnServer)))
            return
        }
        context.console.out(
            l10n.text(
                "calendar.pushed",
                [
                    "url": collection, "added": String(tally.added), "updated": String(tally.updated),
                    "removed": String(tally.removed), "unchanged": String(tally.unchanged),
                ]))
        if tally.keptOnServer > 0 {
            context.console.out(l10n.plural("calendar.keptOnServer", count: tally.keptOnServer, ["url": collection]))
        }
    }

    /// The digest a push compares: the text without its DTSTAMP, which changes at every export.
    static func digest(of text: String) -> String {
        let lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).filter {
            !$0.hasPrefix("DTSTAMP:")
        }
        return FileDigest.sha256(Data(lines.joined(separator: "\r\n").utf8))
    }

    /// One push under way: what Diario last wrote, what the server lists, what was done so far.
    struct PushRun {
        /// What was last written, by UID, updated as items are written.
        var known: [String: PushedCalendarItem]
        /// Each UID's ETag on the server, or nil when the server gave no listing.
        let listed: [String: String?]?
        /// UIDs no longer on the server, to forget.
        var forgotten: [String] = []
        var tally = PushTally()

        /// Creates or replaces each item as ``step(stored:copy:digest:)`` says.
        mutating func send(_ resources: [(uid: String, text: String)], with client: CalDAVClient)
            throws(CalendarServerError)
        {
            for resource in resources {
                let digest = CalendarCommands.digest(of: resource.text)
                let stored = known[resource.uid]
                let copy = ServerCopy(uid: resource.uid, listed: listed)
                let step = CalendarCommands.step(stored: stored, copy: copy, digest: digest)
                do {
                    switch step {
                    case .create:
                        let etag = try client.put(uid: resource.uid, text: resource.text)
                        known[resource.uid] = PushedCalendarItem(etag: etag, digest: digest)
                        tally.added += 1
                    case .replace(let version):
                        let etag = try client.put(
                            uid: resource.uid, text: resource.text, ifMatch: version, replacingAny: version == nil)
                        known[resource.uid] = PushedCalendarItem(etag: etag, digest: digest)
                        if stored == nil { tally.added += 1 } else { tally.updated += 1 }
                    case .keepServerCopy:
                        tally.keptOnServer += 1
                    case .nothing:
                        tally.unchanged += 1
                    }
                } catch {
                    guard error == .changedOnServer else { throw error }
                    tally.keptOnServer += 1
                }
            }
        }

        /// Removes from the server what Diario wrote there and no longer holds, at the version it wrote.
        mutating func removeWhatDiarioNoLongerHas(keeping current: Set<String>, with client: CalDAVClient)
            throws(CalendarServerError)
        {
            for (uid, stored) in known.sorted(by: { $0.key < $1.key }) where !current.contains(uid) {
                let copy = ServerCopy(uid: uid, listed: listed)
                do {
                    if case .absent = copy {
                    } else {
                        try client.delete(uid: uid, ifMatch: copy.etag ?? stored.etag)
                        tally.removed += 1
                    }
                    forgotten.append(uid)
                    known[uid] = nil
                } catch {
                    guard error == .changedOnServer else { throw error }
                    tally.keptOnServer += 1
                }
            }
        }
    }

    /// What a push does with one of Diario's items.
    enum PushStep: Equatable {
        /// Not on the server (new, or deleted on the phone): create it.
        case create
        /// Write it over the version with this ETag (nil: whatever is there).
        case replace(ifMatch: String?)
        /// Changed on the phone since Diario last saw it: leave it for `calendar pull`.
        case keepServerCopy
        /// The server already holds this text.
        case nothing
    }

    /// The step for an item Diario last wrote as `stored`, which the server holds as `copy`, whose text now has
    /// `digest`.
    static func step(stored: PushedCalendarItem?, copy: ServerCopy, digest: String) -> PushStep {
        if case .absent = copy { return .create }
        guard let stored else { return .replace(ifMatch: copy.etag) }
        if let tag = copy.etag, let mine = stored.etag, tag != mine { return .keepServerCopy }
        if stored.digest == digest { return .nothing }
        return .replace(ifMatch: copy.etag ?? stored.etag)
    }

    /// What the server holds of an item, as its listing says.
    enum ServerCopy {
        /// The server lists nothing: not a CalDAV collection, or it does not answer a REPORT.
        case unknown
        /// Not on the server: never sent, or deleted on the phone.
        case absent
        /// On the server at this version (nil when the server gives no ETag).
        case present(etag: String?)

        /// What the listing (nil: none) says of `uid`.
        init(uid: String, listed: [String: String?]?) {
            guard let listed else {
                self = .unknown
                return
            }
            guard let etag = listed[uid] else {
                self = .absent
                return
            }
            self = .present(etag: etag)
        }

        var etag: String? {
            if case .present(let etag) = self { etag } else { nil }
        }
    }

    /// Each item's ETag by the UID its text gives.
    static func etagsByUID(_ items: [CalDAVItem]) -> [String: String?] {
        var tags: [String: String?] = [:]
        for item in items {
            for uid in CalendarReader.uids(in: item.text) where !uid.isEmpty { tags[uid] = .some(item.etag) }
        }
        return tags
    }
}

/// `calendar push --json`: what the push did.
struct CalendarPushJSON: Encodable {
    let url: String
    let added: Int
    let updated: Int
    let removed: Int
    let unchanged: Int
    let keptOnServer: Int

    enum CodingKeys: String, CodingKey {
        case url, added, updated, removed, unchanged
        case keptOnServer = "kept_on_server"
    }
}
