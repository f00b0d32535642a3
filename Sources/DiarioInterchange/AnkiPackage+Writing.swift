import DiarioDomain
public import Foundation
internal import GRDB
internal import ZIPFoundation

extension AnkiPackage {
    /// Writes `notes` as an Anki package of one deck named `deckName`, with a basic Front/Back note type; cards
    /// are new in Anki, and their review history goes in the review log. `now` stamps the collection.
    public static func write(_ notes: [AnkiNote], deckName: String, now: Date, to path: String) throws {
        let folder = try ScratchFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("package.apkg")
        do {
            let collection = folder.appendingPathComponent("collection.anki2")
            try DatabaseQueue(path: collection.path).write { db in
                try db.execute(sql: schema)
                try fill(db, notes: notes, deckName: deckName, now: now)
            }
            try Data("{}".utf8).write(to: folder.appendingPathComponent("media"))
            let archive = try Archive(url: package, accessMode: .create)
            for name in ["collection.anki2", "media"] {
                try archive.addEntry(with: name, relativeTo: folder, compressionMethod: .deflate)
            }
        } catch {
            throw AnkiPackageError.cannotWrite(path: path)
        }
        guard let bytes = FileManager.default.contents(atPath: package.path) else {
            throw AnkiPackageError.cannotWrite(path: path)
        }
        try OutputFile.write(bytes, to: path)
    }

    private static let modelID: Int64 = 1_700_000_000_001
    private static let deckID: Int64 = 1_700_000_000_002

    private static func fill(_ db: GRDB.Database, notes: [AnkiNote], deckName: String, now: Date) throws {
        let seconds = Int64(now.timeIntervalSince1970)
        let milliseconds = seconds * 1000
        try db.execute(
            sql: "INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')",
            arguments: [
                seconds, milliseconds, milliseconds, configuration, model(seconds), decks(deckName, seconds),
                deckOptions,
            ])
        var usedReviewIDs = Set<Int64>()
        for (index, note) in notes.enumerated() {
            let noteID = milliseconds + Int64(index) * 2
            let cardID = noteID + 1
            let front = html(fromPlainText: note.front)
            let fields = front + "\u{1F}" + html(fromPlainText: note.back)
            let tags = note.tags.isEmpty ? "" : " " + note.tags.joined(separator: " ") + " "
            try db.execute(
                sql: "INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, 0, 0, '')",
                arguments: [noteID, guid(index: index, seconds: seconds), modelID, seconds, tags, fields, front])
            try db.execute(
                sql: "INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
                arguments: [cardID, noteID, deckID, seconds, index + 1])
            for review in note.reviews {
                var reviewID = Int64((review.at.timeIntervalSince1970 * 1000).rounded())
                while usedReviewIDs.contains(reviewID) { reviewID += 1 }
                usedReviewIDs.insert(reviewID)
                try db.execute(
                    sql: "INSERT INTO revlog VALUES (?, ?, -1, ?, 0, 0, 0, ?, 0)",
                    arguments: [reviewID, cardID, review.rating.rawValue, review.durationMilliseconds])
            }
        }
    }

    /// A note id Anki has not seen: base-36 of the time and the position.
    private static func guid(index: Int, seconds: Int64) -> String {
        "d" + String(seconds, radix: 36) + "-" + String(index, radix: 36)
    }

    private static let schema = """
        CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
          ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
          models text not null, decks text not null, dconf text not null, tags text not null);
        CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
          usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
          flags integer not null, data text not null);
        CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
          mod integer not null, usn integer not null, type integer not null, queue integer not null,
          due integer not null, ivl integer not null, factor integer not null, reps integer not null,
          lapses integer not null, left integer not null, odue integer not null, odid integer not null,
          flags integer not null, data text not null);
        CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
          ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
          type integer not null);
        CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
        CREATE INDEX ix_notes_usn ON notes (usn);
        CREATE INDEX ix_cards_usn ON cards (usn);
        CREATE INDEX ix_revlog_usn ON revlog (usn);
        CREATE INDEX ix_cards_nid ON cards (nid);
        CREATE INDEX ix_cards_sched ON cards (did, queue, due);
        CREATE INDEX ix_revlog_cid ON revlog (cid);
        CREATE INDEX ix_notes_csum ON notes (csum);
        """

    private static let configuration = """
        {"activeDecks":[1],"addToCur":true,"collapseTime":1200,"curDeck":1,"curModel":"\(modelID)","dueCounts":true,\
        "estTimes":true,"newBury":true,"newSpread":0,"nextPos":1,"sortBackwards":false,"sortType":"noteFld","timeLim":0}
        """

    private static func model(_ seconds: Int64) -> String {
        let field = { (name: String, ord: Int) in
            "{\"name\":\"\(name)\",\"ord\":\(ord),\"font\":\"Arial\",\"media\":[],\"rtl\":false,\"size\":20,\"sticky\":false}"
        }
        return """
            {"\(modelID)":{"css":".card { font-family: arial; font-size: 20px; text-align: center; }","did":\(deckID),\
            "flds":[\(field("Front", 0)),\(field("Back", 1))],"id":\(modelID),"latexPost":"\\\\end{document}",\
            "latexPre":"\\\\documentclass[12pt]{article}\\n\\\\begin{document}\\n","mod":\(seconds),\
            "name":"Basic (Diario)","req":[[0,"all",[0]]],"sortf":0,"tags":[],\
            "tmpls":[{"name":"Card 1","ord":0,"qfmt":"{{Front}}","afmt":"{{FrontSide}}<hr id=answer>{{Back}}",\
            "bqfmt":"","bafmt":"","did":null}],"type":0,"usn":-1,"vers":[]}}
            """
    }

    private static func decks(_ name: String, _ seconds: Int64) -> String {
        let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let deck = { (id: Int64, name: String) in
            """
            "\(id)":{"collapsed":false,"conf":1,"desc":"","dyn":0,"extendNew":10,"extendRev":50,"id":\(id),\
            "lrnToday":[0,0],"mod":\(seconds),"name":"\(name)","newToday":[0,0],"revToday":[0,0],"timeToday":[0,0],"usn":-1}
            """
        }
        return "{" + deck(1, "Default") + "," + deck(deckID, escaped) + "}"
    }

    private static let deckOptions = """
        {"1":{"autoplay":true,"id":1,"lapse":{"delays":[10],"leechAction":0,"leechFails":8,"minInt":1,"mult":0},\
        "maxTaken":60,"mod":0,"name":"Default","new":{"bury":true,"delays":[1,10],"initialFactor":2500,\
        "ints":[1,4,7],"order":1,"perDay":20,"separate":true},"replayq":true,"rev":{"bury":true,"ease4":1.3,\
        "fuzz":0.05,"ivlFct":1,"maxIvl":36500,"minSpace":1,"perDay":100},"timer":0,"usn":0}}
        """
}
