import DiarioTestSupport
import Foundation
import Testing

/// Two databases (a laptop and a phone) sharing one folder, driven through the real binary: what one does, the other
/// shows after a sync; conflicts are resolved by docs/sync.md's rule and reported; faults lose nothing.
@Suite("Sync between devices, end to end", .serialized)
struct SyncTests {
    let home = TemporaryDirectory()
    var shared: String { home.file("shared") }

    func device(_ name: String, now: String = "2026-11-25T10:00") -> DiarioProcess {
        DiarioProcess(database: home.file(name + ".sqlite"), now: now, home: home.path)
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Sets up both devices on the shared folder, the laptop first with one task and one card.
    func setUpTwoDevices() throws -> (laptop: DiarioProcess, phone: DiarioProcess) {
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        let laptop = device("laptop")
        let phone = device("phone")
        #expect(try laptop.run(["add", "esercizi di matematica per venerdì"]).exitCode == 0)
        #expect(
            try laptop.run(["cards", "add", "--subject", "history", "battaglia di Hastings :: 1066"]).exitCode == 0)
        let setUp = try laptop.run(["sync", "init", shared, "--device", "laptop"])
        #expect(setUp.exitCode == 0, "\(setUp.stderr)")
        #expect(setUp.lines.first == "Questo dispositivo è «laptop» e sincronizza attraverso \(shared).")
        let second = try phone.run(["sync", "init", shared, "--device", "phone", "--lang", "en"])
        #expect(second.exitCode == 0, "\(second.stderr)")
        #expect(second.stdout.contains("received from laptop"), "\(second.stdout)")
        return (laptop, phone)
    }

    /// Every row a student owns, as an export writes it.
    func export(_ diario: DiarioProcess) throws -> String {
        let result = try diario.run(["export"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test("Add on A, complete on B, edit on both offline, review the same card on both: both end the same")
    func twoDevices() throws {
        let (laptop, phone) = try setUpTwoDevices()
        #expect(try phone.run(["list", "--json"]).stdout.contains("Esercizi di matematica"))

        // Offline: the phone completes the task and renames it; the laptop moves it and renames it later.
        #expect(try phone.run(["done", "1"]).exitCode == 0)
        #expect(try phone.run(["edit", "1", "--title", "Esercizi pag. 41"]).exitCode == 0)
        let later = device("laptop", now: "2026-11-25T10:05")
        #expect(try later.run(["edit", "1", "--title", "Esercizi pag. 40 e 41", "--due", "2026-11-30"]).exitCode == 0)
        // Both review the same card.
        #expect(try phone.run(["quiz", "--json"], stdin: "1066\n\n").exitCode == 0)
        #expect(try device("laptop", now: "2026-11-25T10:07").run(["quiz", "--json"], stdin: "1066\n\n").exitCode == 0)

        let first = try json(try later.run(["sync", "--json"]).stdout)
        #expect((first["applied"] as? [String: Int])?["phone"] ?? 0 > 0, "\(first)")
        let conflicts = try #require(first["conflicts"] as? [[String: Any]])
        #expect(
            conflicts.contains {
                $0["field"] as? String == "title" && $0["kept"] as? String == "\"Esercizi pag. 40 e 41\""
                    && $0["lost"] as? String == "\"Esercizi pag. 41\""
            }, "\(conflicts)")
        #expect(try phone.run(["sync"]).exitCode == 0)
        #expect(try laptop.run(["sync"]).exitCode == 0)
        #expect(try phone.run(["sync"]).exitCode == 0)

        for diario in [laptop, phone] {
            let lines = try export(diario).split(separator: "\n").map { try json(String($0)) }
            let task = try #require(lines.first { $0["type"] as? String == "task" })
            #expect(task["title"] as? String == "Esercizi pag. 40 e 41", "the later title wins")
            #expect(task["due"] as? String == "2026-11-30", "the laptop's move survives beside the phone's title")
            #expect(task["completed_at"] is String, "the phone's completion survives")
            #expect(lines.filter { $0["type"] as? String == "review" }.count == 2, "both reviews are kept")
            let card = try #require(lines.first { $0["type"] as? String == "card" })
            #expect(card["review_count"] as? Int == 2, "both reviews count in the card's memory: \(card)")
        }
        // The reviews made on both at once both took #1 where they were made: the later one moved, on the phone,
        // and the phone published its new number.
        #expect(try laptop.run(["sync"]).exitCode == 0)
        #expect(try export(laptop) == export(phone))
        let status = try json(try phone.run(["sync", "status", "--json"]).stdout)
        #expect((status["conflicts"] as? [[String: Any]])?.isEmpty == false)
        #expect((status["devices"] as? [[String: Any]])?.first?["device"] as? String == "laptop")
    }

    @Test("The REPL on a terminal syncs when it opens and when it closes")
    func replSyncsAtStartAndEnd() throws {
        let (laptop, phone) = try setUpTwoDevices()
        #expect(try laptop.run(["add", "tema di italiano per lunedì"]).exitCode == 0)  // published by the command
        var environment = phone.environment
        environment["TERM"] = "xterm-256color"
        let terminal = try TerminalSession(environment: environment, width: 160)
        try terminal.waitFor("in arrivo da laptop")
        try terminal.enter("lista", thenWaitFor: "Tema di italiano")
        try terminal.enter("ricerca di scienze per giovedì", thenWaitFor: "Ricerca di scienze")
        try terminal.press("C-d")
        try terminal.waitFor("[exit 0]")
        let screen = try terminal.screen().joined(separator: "\n")
        #expect(
            screen.contains("Sincronizzato: 1 modifica in uscita"), "the closing sync published the new task: \(screen)"
        )
        #expect(try laptop.run(["sync"]).exitCode == 0)
        #expect(try laptop.run(["list", "--json"]).stdout.contains("Ricerca di scienze"))
    }

    @Test("The same file added as a material on two devices before they sync is one material, with one set of pages")
    func sameMaterialOnTwoDevices() throws {
        let (laptop, phone) = try setUpTwoDevices()
        let notes = Fixtures.path("materials/risorgimento.md")
        #expect(try laptop.run(["materials", "add", notes]).exitCode == 0)
        #expect(try phone.run(["materials", "add", notes]).exitCode == 0)
        for diario in [laptop, phone, laptop] { #expect(try diario.run(["sync"]).exitCode == 0) }
        let materials = try export(phone).split(separator: "\n").filter { $0.contains(#""type":"material""#) }
        #expect(materials.count == 1, "\(materials)")
        #expect(try export(laptop) == export(phone))
        #expect(try phone.run(["search", "Garibaldi", "--json"]).stdout.contains("Garibaldi"))

        // Removed on the laptop; a new device that had the same file before it joined keeps it, and so does everyone.
        #expect(try laptop.run(["materials", "remove", "1"]).exitCode == 0)
        for diario in [laptop, phone] { #expect(try diario.run(["sync"]).exitCode == 0) }
        let tablet = device("tablet", now: "2026-11-25T11:00")
        #expect(try tablet.run(["materials", "add", notes]).exitCode == 0)
        #expect(try tablet.run(["sync", "init", shared, "--device", "tablet"]).exitCode == 0)
        #expect(try tablet.run(["search", "Garibaldi", "--json"]).stdout.contains("Garibaldi"), "the tablet keeps it")
        for diario in [laptop, phone, tablet] { #expect(try diario.run(["sync"]).exitCode == 0) }
        #expect(
            try laptop.run(["search", "Garibaldi", "--json"]).stdout.contains("Garibaldi"), "added later: it is back")
        #expect(try export(laptop) == export(tablet))
    }

    @Test("A deletion wins over an edit made elsewhere, is reported, and undo brings the task back everywhere")
    func deletionAndUndo() throws {
        let (laptop, phone) = try setUpTwoDevices()
        #expect(try laptop.run(["delete", "1", "--yes"]).exitCode == 0)
        #expect(try phone.run(["edit", "1", "--title", "Esercizi rifatti"]).exitCode == 0)
        #expect(try laptop.run(["sync"]).exitCode == 0)
        let phoneSync = try phone.run(["sync", "--lang", "en"])
        #expect(phoneSync.stdout.contains("the deletion wins"), "\(phoneSync.stdout)")
        #expect(try phone.run(["list", "--all", "--json"]).stdout == "[]\n")
        #expect(try laptop.run(["sync"]).exitCode == 0)
        // A late file cannot bring it back; an undo on the laptop can, and it travels.
        #expect(try laptop.run(["undo"]).exitCode == 0)
        #expect(try laptop.run(["sync"]).exitCode == 0)
        #expect(try phone.run(["sync"]).exitCode == 0)
        // It comes back with the phone's new title: an edit wins over the values an insertion brings (rule 1).
        #expect(try phone.run(["list", "--all", "--json"]).stdout.contains("Esercizi rifatti"))
        #expect(try export(laptop) == export(phone))
    }

    /// The folder's tasks, by title, as a device's export lists them.
    func taskTitles(_ diario: DiarioProcess) throws -> [String] {
        try export(diario).split(separator: "\n").map { try json(String($0)) }
            .filter { $0["type"] as? String == "task" }.compactMap { $0["title"] as? String }.sorted()
    }

    @Test("A weekly task moved on one device, then completed there and on another: one next occurrence, not two")
    func movedOccurrenceCompletedTwice() throws {
        let (laptop, phone) = try setUpTwoDevices()
        let weekly =
            #"{"title":"Ripasso di storia","subject":"history","kind":"study","due":"2026-11-30","repeat":"FREQ=WEEKLY"}"#
        #expect(try laptop.run(["import", "-"], stdin: weekly + "\n").exitCode == 0)
        #expect(try laptop.run(["sync"]).exitCode == 0)
        #expect(try phone.run(["sync"]).exitCode == 0)
        // Offline from each other: the laptop moves it to Tuesday and completes it; the phone completes it on Monday.
        #expect(try laptop.run(["edit", "2", "--due", "2026-12-01"]).exitCode == 0)
        #expect(try laptop.run(["done", "2"]).exitCode == 0)
        #expect(try phone.run(["done", "2"]).exitCode == 0)
        for _ in 0..<2 {
            for diario in [laptop, phone] { #expect(try diario.run(["sync"]).exitCode == 0) }
        }
        for diario in [laptop, phone] {
            let open = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(try diario.run(["list", "--all", "--json"]).stdout.utf8)) as? [[String: Any]])
            let next = open.filter { $0["title"] as? String == "Ripasso di storia" }
            #expect(next.count == 1, "one next occurrence: \(next)")
        }
        #expect(try export(laptop) == export(phone))
    }

    @Test("A diary copied to a second computer: the copy becomes a new device, and every device gets every task")
    func copiedDiaryForks() throws {
        let (laptop, phone) = try setUpTwoDevices()
        #expect(try laptop.run(["sync"]).exitCode == 0)
        // The laptop's diary copied to a new computer, which goes on with the same name and folder.
        try FileManager.default.copyItem(atPath: home.file("laptop.sqlite"), toPath: home.file("copy.sqlite"))
        let copy = device("copy")
        #expect(try laptop.run(["add", "tema di italiano per lunedì"]).exitCode == 0)
        let added = try copy.run(["add", "ricerca di storia per martedì", "--lang", "en"])
        #expect(added.exitCode == 0, "\(added.stderr)")
        #expect(
            added.stderr.contains("in use elsewhere as «laptop»") && added.stderr.contains("now the device «laptop-2»"),
            "the copy says in one line that it took a new name: \(added.stderr)")
        #expect(try phone.run(["add", "versione di latino per mercoledì"]).exitCode == 0)
        for _ in 0..<3 {
            for diario in [laptop, copy, phone] { #expect(try diario.run(["sync"]).exitCode == 0) }
        }
        let expected = ["Esercizi di matematica", "Ricerca di storia", "Tema di italiano", "Versione di latino"]
        for diario in [laptop, copy, phone] { #expect(try taskTitles(diario) == expected) }
        #expect(try export(laptop) == export(phone))
        #expect(try export(copy) == export(phone))
        let names = try [laptop, copy, phone].map { try json(try $0.run(["sync", "status", "--json"]).stdout) }
            .compactMap { $0["device"] as? String }
        #expect(names == ["laptop", "laptop-2", "phone"], "the devices are distinct after")
    }

    @Test("An old copy of the diary put back over it: it becomes a new device and gets back what it had published")
    func oldCopyPutBackForks() throws {
        let (laptop, phone) = try setUpTwoDevices()
        #expect(try laptop.run(["sync"]).exitCode == 0)
        let old = home.file("laptop-old.sqlite")
        try FileManager.default.copyItem(atPath: home.file("laptop.sqlite"), toPath: old)
        #expect(try laptop.run(["add", "tema di italiano per lunedì"]).exitCode == 0)
        #expect(try laptop.run(["sync"]).exitCode == 0)
        // The file put back by hand, behind Diario's back: its sync bookkeeping is older than the folder.
        try FileManager.default.removeItem(atPath: home.file("laptop.sqlite"))
        try FileManager.default.copyItem(atPath: old, toPath: home.file("laptop.sqlite"))
        let synced = try laptop.run(["sync", "--json"])
        #expect(synced.exitCode == 0, "\(synced.stderr)")
        let report = try json(synced.stdout)
        let forked = try #require(report["forked"] as? [String: String])
        #expect(forked == ["from": "laptop", "to": "laptop-2"])
        #expect(try phone.run(["sync"]).exitCode == 0)
        #expect(try laptop.run(["sync"]).exitCode == 0)
        #expect(try taskTitles(laptop) == ["Esercizi di matematica", "Tema di italiano"], "its own task came back")
        #expect(try export(laptop) == export(phone))
    }

    @Test("A temporary file left by a crash is removed after a day; one being written is left alone")
    func staleTemporaryFiles() throws {
        let (laptop, _) = try setUpTwoDevices()
        let own = shared + "/diario-sync/v1/laptop"
        let stale = own + "/.00000009.dsync.4242.tmp"
        let fresh = own + "/.00000010.dsync.4343.tmp"
        let syncthing = own + "/.syncthing.00000011.dsync.tmp"
        let other = shared + "/diario-sync/v1/phone/.00000009.dsync.4444.tmp"
        // Files are stamped by the computer's clock, whatever day the student's clock says.
        let ages: [String: TimeInterval] = [stale: 25 * 3600, fresh: 1800, syncthing: 5 * 86400, other: 5 * 86400]
        for (path, age) in ages {
            try Data("half a file".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: path)
        }
        #expect(try laptop.run(["sync"]).exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: stale), "a day and an hour old: removed")
        #expect(FileManager.default.fileExists(atPath: fresh), "half an hour old: perhaps still being written")
        #expect(FileManager.default.fileExists(atPath: syncthing), "Syncthing's own temporary file is Syncthing's")
        #expect(FileManager.default.fileExists(atPath: other), "another device's folder is that device's to tidy")
    }

    @Test("A restored backup, and its undo, are new changes that travel: both devices end the same each time")
    func restoreTravels() throws {
        let (laptop, phone) = try setUpTwoDevices()
        let backup = home.file("before.sqlite")
        #expect(try laptop.run(["backup", backup]).exitCode == 0)
        #expect(try laptop.run(["add", "tema di italiano per lunedì"]).exitCode == 0)
        #expect(try laptop.run(["delete", "1", "--yes"]).exitCode == 0)
        #expect(try phone.run(["sync"]).exitCode == 0)
        let titles = taskTitles
        #expect(try titles(phone) == ["Tema di italiano"])

        // The restore takes the laptop back to before both changes, and the phone follows.
        let restored = try laptop.run(["restore", backup])
        #expect(restored.exitCode == 0, "\(restored.stderr)")
        #expect(try laptop.run(["sync"]).exitCode == 0)
        #expect(try phone.run(["sync"]).exitCode == 0)
        #expect(try titles(phone) == ["Esercizi di matematica"], "the deletion undone, the task added since gone")
        #expect(try export(laptop) == export(phone))

        // Undoing the restore is a change too.
        #expect(try laptop.run(["undo"]).exitCode == 0)
        #expect(try laptop.run(["sync"]).exitCode == 0)
        #expect(try phone.run(["sync"]).exitCode == 0)
        #expect(try titles(phone) == ["Tema di italiano"])
        #expect(try export(laptop) == export(phone))
    }

    @Test("A file cut in the middle waits, a damaged one is skipped and healed by a snapshot, a newer schema is held")
    func brokenFiles() throws {
        let (laptop, phone) = try setUpTwoDevices()
        #expect(try laptop.run(["add", "tema di italiano per lunedì"]).exitCode == 0)
        let file = shared + "/diario-sync/v1/laptop/00000002.dsync"
        let whole = try Data(contentsOf: URL(fileURLWithPath: file))

        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: file))  // a USB stick pulled out
        let cut = try phone.run(["sync", "--lang", "en"])
        #expect(cut.exitCode == 0)
        #expect(cut.stdout.contains("A file from laptop is not whole yet"), "\(cut.stdout)")
        #expect(!(try phone.run(["list", "--json"]).stdout.contains("Tema di italiano")))

        // Still cut at the next sync: it will not become whole; skipped, and the laptop asked for a snapshot.
        let stillCut = try phone.run(["sync", "--lang", "en"])
        #expect(stillCut.stdout.contains("File 2 from laptop is damaged: it was skipped"), "\(stillCut.stdout)")
        #expect(
            try String(contentsOfFile: shared + "/diario-sync/v1/phone/progress.txt", encoding: .utf8)
                .contains("skipped laptop 2"))
        let answer = try laptop.run(["sync", "--lang", "en"])
        #expect(answer.stdout.contains("phone could not read this device's file 2"), "\(answer.stdout)")
        let healed = try phone.run(["sync", "--lang", "en"])
        #expect(healed.stdout.contains("A snapshot from laptop brought back"), "\(healed.stdout)")
        #expect(try phone.run(["list", "--json"]).stdout.contains("Tema di italiano"))
        #expect(try export(laptop) == export(phone))

        // A damaged file is skipped at once; the laptop notices its own file changed and publishes a snapshot.
        #expect(try laptop.run(["add", "verifica di storia per martedì"]).exitCode == 0)
        let third = shared + "/diario-sync/v1/laptop/00000003.dsync"
        var damaged = try Data(contentsOf: URL(fileURLWithPath: third))
        damaged[damaged.count - 3] ^= 0x20
        try damaged.write(to: URL(fileURLWithPath: third))
        #expect(try laptop.run(["sync"]).exitCode == 0)
        let bad = try phone.run(["sync", "--lang", "en"])
        #expect(bad.stdout.contains("File 3 from laptop is damaged"), "\(bad.stdout)")
        #expect(bad.stdout.contains("A snapshot from laptop brought back"), "\(bad.stdout)")
        #expect(try phone.run(["list", "--json"]).stdout.contains("Verifica di storia"))

        // A file from a newer Diario is held, not skipped: it is applied once this one knows its schema.
        #expect(try laptop.run(["add", "ricerca di scienze per giovedì"]).exitCode == 0)
        let fourth = shared + "/diario-sync/v1/laptop/00000004.dsync"
        let next = try Data(contentsOf: URL(fileURLWithPath: fourth))
        let newer = String(decoding: next, as: UTF8.self).replacingOccurrences(
            of: "\nschema [0-9]+\n", with: "\nschema 99\n", options: .regularExpression)
        try Data(newer.utf8).write(to: URL(fileURLWithPath: fourth))
        let held = try phone.run(["sync", "--lang", "en"])
        #expect(held.stdout.contains("laptop uses a newer Diario (schema 99)"), "\(held.stdout)")
        try next.write(to: URL(fileURLWithPath: fourth))
        #expect(try phone.run(["sync"]).exitCode == 0)
        #expect(try phone.run(["list", "--json"]).stdout.contains("Ricerca di scienze"))
    }

    @Test("A missing folder: one line, the change kept and published once the folder is back")
    func missingFolder() throws {
        let (laptop, phone) = try setUpTwoDevices()
        try FileManager.default.moveItem(atPath: shared, toPath: shared + "-away")
        let added = try laptop.run(["add", "ricerca di scienze per giovedì", "--lang", "en"])
        #expect(added.exitCode == 0)
        #expect(added.stderr.hasPrefix("Not published to the other devices (The sync folder \(shared) is not there"))
        let sync = try laptop.run(["sync", "--lang", "en"])
        #expect(sync.exitCode == 3)
        #expect(sync.stderr.split(separator: "\n").count == 1, "\(sync.stderr)")
        #expect(try laptop.run(["list", "--json"]).stdout.contains("Ricerca di scienze"))
        try FileManager.default.moveItem(atPath: shared + "-away", toPath: shared)
        #expect(try laptop.run(["sync"]).exitCode == 0)
        #expect(try phone.run(["sync"]).exitCode == 0)
        #expect(try phone.run(["list", "--json"]).stdout.contains("Ricerca di scienze"))
    }

    @Test("A sync folder the student cannot write in: one line, the change kept and published once it can be written")
    func readOnlyFolder() throws {
        try #require(getuid() == 0, "the test switches to a throwaway user, which needs root")
        if try system(["id", "diario-test"]) != 0 { try system(["useradd", "--no-create-home", "diario-test"]) }
        let student = home.file("student")
        for path in [student, shared] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            try #require(try system(["chown", "diario-test", path]) == 0)
        }
        _ = chmod(home.path, 0o755)
        let environment = DiarioProcess(database: student + "/diario.sqlite", home: student).environment
        let runAs = { (arguments: [String]) throws -> ProcessResult in
            try DiarioProcess.runCommand(
                ["setpriv", "--reuid=diario-test", "--regid=diario-test", "--clear-groups", "--", DiarioProcess.binary]
                    + arguments + ["--lang", "en"], environment: environment)
        }
        #expect(try runAs(["sync", "init", shared, "--device", "laptop"]).exitCode == 0)
        let own = shared + "/diario-sync/v1/laptop"
        _ = chmod(own, 0o555)
        defer { _ = chmod(own, 0o755) }
        let added = try runAs(["add", "ricerca di scienze per giovedì"])
        #expect(added.exitCode == 0, "the task is kept: \(added.stderr)")
        #expect(
            added.stderr.hasPrefix("Not published to the other devices (Diario cannot write in the sync folder"),
            "\(added.stderr)")
        let sync = try runAs(["sync"])
        #expect(sync.exitCode == 3)
        #expect(sync.stderr.split(separator: "\n").count == 1, "\(sync.stderr)")
        #expect(sync.stderr.contains("Diario cannot write in the sync folder \(own)"), "\(sync.stderr)")
        #expect(try runAs(["list", "--json"]).stdout.contains("Ricerca di scienze"))
        _ = chmod(own, 0o755)
        #expect(try runAs(["sync"]).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: own + "/00000002.dsync"), "published once it could be")
    }

    @Test("A full disk under the folder: one line, nothing half-written, the change published when there is room")
    func fullFolder() throws {
        let (laptop, phone) = try setUpTwoDevices()
        try #require(getuid() == 0, "mounting a small tmpfs needs root, as on CI")
        let small = home.file("small")
        try FileManager.default.createDirectory(atPath: small, withIntermediateDirectories: true)
        try #require(try system(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", small]) == 0)
        defer { _ = try? system(["umount", small]) }
        try FileManager.default.moveItem(atPath: shared + "/diario-sync", toPath: small + "/diario-sync")
        try FileManager.default.removeItem(atPath: shared)
        try FileManager.default.createSymbolicLink(atPath: shared, withDestinationPath: small)
        // What else is on the stick: all but a little room.
        let free = try #require(
            try FileManager.default.attributesOfFileSystem(forPath: small)[.systemFreeSize] as? Int)
        try Data(count: free - 2_048).write(to: URL(fileURLWithPath: small + "/filler"))
        let long = String(repeating: "una nota lunga ", count: 300)
        for number in 1...3 {
            #expect(try laptop.run(["add", "esercizio \(number) per domani", "--note", long]).exitCode == 0)
        }
        let sync = try laptop.run(["sync", "--lang", "en"])
        #expect(sync.exitCode == 3, "\(sync.stdout) \(sync.stderr)")
        #expect(sync.stderr.contains("is full"), "\(sync.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: small + "/diario-sync/v1/laptop")
        #expect(names.allSatisfy { !$0.hasSuffix(".tmp") } && !names.contains("00000002.dsync"), "\(names)")
        try FileManager.default.removeItem(atPath: small + "/filler")
        #expect(try laptop.run(["sync"]).exitCode == 0)
        #expect(try phone.run(["sync"]).exitCode == 0)
        #expect(try phone.run(["list", "--json"]).stdout.contains("Esercizio 3"))
    }

    @Test("Two syncs at once on one device: both finish, no file number is used twice, nothing is lost")
    func concurrentSyncs() throws {
        let (laptop, phone) = try setUpTwoDevices()
        for number in 1...5 { #expect(try phone.run(["add", "esercizio \(number) per domani"]).exitCode == 0) }
        #expect(try laptop.run(["add", "tema per lunedì"]).exitCode == 0)
        let runs = try (0..<2).map { _ in try laptop.start(["sync"]) }
        #expect(runs.map { $0.finish() } == [0, 0])
        let names = try FileManager.default.contentsOfDirectory(atPath: shared + "/diario-sync/v1/laptop").sorted()
        #expect(names == ["00000001.dsync", "00000002.dsync", "progress.txt"], "\(names)")
        #expect(try phone.run(["sync"]).exitCode == 0)
        #expect(try laptop.run(["sync"]).exitCode == 0)
        #expect(try export(laptop) == export(phone))
    }

    @Test("An encrypted folder: sealed files, a wrong or missing passphrase refused, another key's files wait")
    func encryption() throws {
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        let passphrase = ["DIARIO_SYNC_PASSPHRASE": "cavallo batteria graffetta"]
        let laptop = device("laptop")
        #expect(try laptop.run(["add", "esercizi di matematica per venerdì"]).exitCode == 0)
        let setUp = try laptop.run(
            ["sync", "init", shared, "--device", "laptop", "--encrypt", "--lang", "en"], extraEnvironment: passphrase)
        #expect(setUp.exitCode == 0, "\(setUp.stderr)")
        #expect(setUp.stdout.contains("sealed with the folder’s passphrase"), "\(setUp.stdout)")
        let file = try Data(contentsOf: URL(fileURLWithPath: shared + "/diario-sync/v1/laptop/00000001.dsync"))
        #expect(file.range(of: Data("Esercizi".utf8)) == nil, "no title can be read in the folder")

        // A wrong passphrase changes nothing; no passphrase is refused too.
        let phone = device("phone")
        let wrong = try phone.run(
            ["sync", "init", shared, "--device", "phone", "--encrypt", "--lang", "en"], stdin: "cavallo batteria\n")
        #expect(wrong.exitCode == 1)
        #expect(wrong.stderr.contains("not the passphrase of this folder"), "\(wrong.stderr)")
        #expect(try phone.run(["sync", "status", "--json"]).exitCode != 0, "the phone is not set up")
        #expect(
            !FileManager.default.fileExists(atPath: shared + "/diario-sync/v1/phone"), "the folder is as it was")
        let none = try phone.run(["sync", "init", shared, "--device", "phone", "--lang", "en"])
        #expect(none.exitCode == 1 && none.stderr.contains("is encrypted"), "\(none.stderr)")
        #expect(try phone.run(["list", "--json"]).stdout == "[]\n", "nothing was applied")

        let right = try phone.run(
            ["sync", "init", shared, "--device", "phone", "--encrypt"], stdin: "cavallo batteria graffetta\n")
        #expect(right.exitCode == 0, "\(right.stderr)")
        #expect(try phone.run(["list", "--json"]).stdout.contains("Esercizi di matematica"))

        // Files sealed with another passphrase (a folder made again elsewhere) wait, and say why.
        let elsewhere = home.file("elsewhere")
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        let tablet = device("tablet")
        #expect(try tablet.run(["add", "ricerca di scienze per martedì"]).exitCode == 0)
        #expect(
            try tablet.run(
                ["sync", "init", elsewhere, "--device", "tablet", "--encrypt"],
                extraEnvironment: ["DIARIO_SYNC_PASSPHRASE": "un'altra"]
            ).exitCode == 0)
        try FileManager.default.copyItem(
            atPath: elsewhere + "/diario-sync/v1/tablet", toPath: shared + "/diario-sync/v1/tablet")
        #expect(try laptop.run(["sync", "snapshot"]).exitCode == 0)
        let snapshots = try FileManager.default.contentsOfDirectory(atPath: shared + "/diario-sync/v1/laptop")
            .filter { $0.hasSuffix(".dsnap") }
        let sealedSnapshot = try Data(
            contentsOf: URL(fileURLWithPath: shared + "/diario-sync/v1/laptop/" + (snapshots.first ?? "")))
        #expect(sealedSnapshot.range(of: Data("Esercizi".utf8)) == nil, "a snapshot is sealed too")
        let locked = try phone.run(["sync", "--lang", "en"])
        #expect(locked.exitCode == 0, "\(locked.stderr)")
        #expect(locked.stdout.contains("Files from tablet are sealed with another passphrase"), "\(locked.stdout)")
        #expect(!(try phone.run(["list", "--json"]).stdout.contains("Ricerca")), "nothing of it was applied")

        // A plain file dropped into the encrypted folder (its header simply says nothing of a seal) is refused.
        let intruder = device("intruder")
        let plainFolder = home.file("plain")
        try FileManager.default.createDirectory(atPath: plainFolder, withIntermediateDirectories: true)
        #expect(try intruder.run(["add", "cancella tutto per domani"]).exitCode == 0)
        #expect(try intruder.run(["sync", "init", plainFolder, "--device", "intruder"]).exitCode == 0)
        try FileManager.default.copyItem(
            atPath: plainFolder + "/diario-sync/v1/intruder", toPath: shared + "/diario-sync/v1/intruder")
        let refused = try phone.run(["sync", "--lang", "en"])
        #expect(refused.stdout.contains("File 1 from intruder is not sealed"), "\(refused.stdout)")
        #expect(!(try phone.run(["list", "--json"]).stdout.contains("Cancella")), "nothing of it was applied")

        // Encryption is chosen by the first device: a folder with plain files cannot be turned into an encrypted one.
        let late = try device("late").run(
            ["sync", "init", plainFolder, "--device", "late", "--encrypt", "--lang", "en"], extraEnvironment: passphrase
        )
        #expect(late.exitCode == 1 && late.stderr.contains("already holds unencrypted files"), "\(late.stderr)")
        #expect(!FileManager.default.fileExists(atPath: plainFolder + "/diario-sync/v1/encryption.txt"))
    }

    @Test(
        "Growth: a snapshot folds the files every device has read, a new device starts from it, an offline one catches up"
    )
    func growth() throws {
        let (laptop, phone) = try setUpTwoDevices()
        for title in ["tema per lunedì", "ricerca per martedì"] {
            #expect(try laptop.run(["add", title]).exitCode == 0)
        }
        #expect(try phone.run(["sync"]).exitCode == 0)  // the phone has read the laptop's files 1 to 3
        let own = shared + "/diario-sync/v1/laptop"
        let snapshot = try laptop.run(["sync", "snapshot", "--lang", "en"])
        #expect(snapshot.exitCode == 0, "\(snapshot.stderr)")
        #expect(snapshot.stdout.contains("Snapshot written after file 3"), "\(snapshot.stdout)")
        #expect(snapshot.stdout.contains("Old files removed from the folder (every device has read them): 3"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: own).filter { $0.hasSuffix(".dsync") }.isEmpty)
        let folded = try Data(contentsOf: URL(fileURLWithPath: own + "/snapshot-00000003.dsnap"))
        #expect(folded.range(of: Data("Ricerca".utf8)) != nil, "the snapshot holds the rows")
        #expect(
            folded.range(of: Data("undoEntry".utf8)) == nil && folded.range(of: Data("syncState".utf8)) == nil,
            "and nothing else of the laptop's: not its journal, not its sync settings")

        // Two more files the phone, offline from now on, has not read: they stay through the next snapshot.
        for title in ["esercizi per giovedì", "versione per venerdì"] {
            #expect(try laptop.run(["add", title]).exitCode == 0)
        }
        #expect(try laptop.run(["sync", "snapshot"]).exitCode == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: own).filter { $0.hasSuffix(".dsync") }.sorted() == [
                "00000004.dsync", "00000005.dsync",
            ])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: own).filter { $0.hasSuffix(".dsnap") } == [
                "snapshot-00000005.dsnap"
            ])

        // The laptop's name is still taken, though only its snapshot and two files are left.
        let impostor = try device("impostor").run(["sync", "init", shared, "--device", "laptop", "--lang", "en"])
        #expect(impostor.exitCode == 1 && impostor.stderr.contains("already writes"), "\(impostor.stderr)")

        // A device whose first sync comes before the snapshot has arrived (Syncthing copies in any order) waits for
        // the laptop's files, then catches up from the snapshot once it is there.
        let snapshotFile = own + "/snapshot-00000005.dsnap"
        try FileManager.default.moveItem(atPath: snapshotFile, toPath: home.file("in-transit.dsnap"))
        let early = device("early")
        #expect(try early.run(["add", "disegno per sabato"]).exitCode == 0)
        #expect(try early.run(["sync", "init", shared, "--device", "early"]).exitCode == 0)
        #expect(!(try early.run(["list", "--json"]).stdout.contains("Versione")))
        try FileManager.default.moveItem(atPath: home.file("in-transit.dsnap"), toPath: snapshotFile)
        let caughtUp = try early.run(["sync", "--lang", "en"])
        #expect(caughtUp.stdout.contains("Started from the snapshot of laptop"), "\(caughtUp.stdout)")
        #expect(try early.run(["list", "--json"]).stdout.contains("Versione"))

        // A new device starts from the snapshot; the phone, back two months later, catches up from the files.
        let tablet = device("tablet")
        let start = try tablet.run(["sync", "init", shared, "--device", "tablet", "--lang", "en"])
        #expect(start.exitCode == 0, "\(start.stderr)")
        #expect(start.stdout.contains("Started from the snapshot of laptop"), "\(start.stdout)")
        #expect(try device("phone", now: "2027-01-25T10:00").run(["sync"]).exitCode == 0)
        for _ in 1...3 {
            for diario in [laptop, phone, tablet, early] { #expect(try diario.run(["sync"]).exitCode == 0) }
        }
        let exports = try [laptop, phone, tablet, early].map(export)
        #expect(exports[0].contains("Versione") && exports[0].contains("Disegno"))
        #expect(exports.allSatisfy { $0 == exports[0] })
    }

    @Test("A device with one task joins a diary of 600: one line about its task, the 600 keep their numbers")
    func quietJoin() throws {
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        let laptop = device("laptop")
        let lines = (1...600).map {
            #"{"type":"task","title":"Compito \#($0)","kind":"homework","priority":"medium","created_at":"2026-11-01T10:00:00Z","updated_at":"2026-11-01T10:00:00Z"}"#
        }
        let file = home.file("many.jsonl")
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try laptop.run(["import", file]).exitCode == 0)
        #expect(try laptop.run(["sync", "init", shared, "--device", "laptop"]).exitCode == 0)
        let phone = device("phone", now: "2026-11-25T10:10")
        #expect(try phone.run(["add", "ricerca di scienze per martedì"]).exitCode == 0)
        let join = try phone.run(["sync", "init", shared, "--device", "phone", "--lang", "en"])
        #expect(join.exitCode == 0, "\(join.stderr)")
        #expect(join.lines.count <= 4, "\(join.lines.prefix(6))")
        #expect(join.stdout.contains("#1 “Ricerca di scienze” is now #601"), "\(join.stdout)")
        let tasks = try export(phone).split(separator: "\n").map { try json(String($0)) }
            .filter { $0["type"] as? String == "task" }
        let numbers = Dictionary(
            tasks.compactMap { task in (task["title"] as? String).map { ($0, task["id"] as? Int ?? 0) } },
            uniquingKeysWith: { first, _ in first })
        #expect(numbers["Compito 1"] == 1 && numbers["Compito 600"] == 600, "\(numbers.count) tasks")
    }

    @Test("Tasks made at once on two devices end with one number each, the same on both; undo never hits the other")
    func rowNumbers() throws {
        let (laptop, _) = try setUpTwoDevices()
        #expect(try laptop.run(["add", "tema di italiano per lunedì"]).exitCode == 0)
        #expect(try laptop.run(["sync"]).exitCode == 0)
        // Meanwhile, and later by the clock, the phone makes its own task #2.
        let phone = device("phone", now: "2026-11-25T10:10")
        #expect(try phone.run(["add", "ricerca di scienze per martedì"]).exitCode == 0)
        let sync = try phone.run(["sync", "--lang", "en"])
        #expect(sync.exitCode == 0, "\(sync.stderr)")
        #expect(sync.stdout.contains("#2 “Ricerca di scienze” is now #3"), "\(sync.stdout)")
        #expect(sync.stdout.contains("can no longer be undone"), "\(sync.stdout)")
        // Undoing "add" would now delete the laptop's task, which holds #2: that entry is gone.
        _ = try phone.run(["undo"])
        let tasks = try phone.run(["list", "--json"]).stdout
        #expect(tasks.contains("Tema di italiano") && tasks.contains("Ricerca di scienze"), "\(tasks)")
        #expect(try laptop.run(["sync"]).exitCode == 0)
        let laptopTasks = try #require(
            try JSONSerialization.jsonObject(with: Data(laptop.run(["list", "--json"]).stdout.utf8)) as? [[String: Any]]
        )
        #expect(
            laptopTasks.map { "\($0["id"] ?? "") \($0["title"] ?? "")" }.sorted() == [
                "1 Esercizi di matematica", "2 Tema di italiano", "3 Ricerca di scienze",
            ])
        #expect(try export(laptop) == export(phone))
    }
}

/// The same, with the real engine moving the files: two Syncthing instances on 127.0.0.1.
@Suite("Sync through Syncthing, end to end", .serialized)
struct SyncthingTests {
    let home = TemporaryDirectory()

    @Test("Add on A, complete on B, edit the same task on both offline, review the same card on both")
    func throughSyncthing() throws {
        let pair = try SyncthingPair(root: home.path)
        defer { pair.stop() }
        let laptop = DiarioProcess(database: home.file("laptop.sqlite"), now: "2026-11-25T10:00", home: home.path)
        let phone = DiarioProcess(database: home.file("phone.sqlite"), now: "2026-11-25T10:00", home: home.path)
        func file(_ device: String, _ number: Int) -> String {
            "diario-sync/v1/\(device)/" + String(format: "%08d.dsync", number)
        }
        #expect(try laptop.run(["add", "esercizi di matematica per venerdì"]).exitCode == 0)
        #expect(
            try laptop.run(["cards", "add", "--subject", "history", "battaglia di Hastings :: 1066"]).exitCode == 0)
        #expect(try laptop.run(["sync", "init", pair.folders[0], "--device", "laptop"]).exitCode == 0)
        #expect(pair.waitUntilCopied(file("laptop", 1), to: 1), "Syncthing moved the laptop's first file")
        #expect(try phone.run(["sync", "init", pair.folders[1], "--device", "phone"]).exitCode == 0)
        #expect(try phone.run(["list", "--json"]).stdout.contains("Esercizi di matematica"))

        // Offline from each other: the phone completes the task and renames it, the laptop renames it later; both
        // review the card.
        #expect(try phone.run(["done", "1"]).exitCode == 0)
        #expect(try phone.run(["edit", "1", "--title", "Esercizi pag. 41"]).exitCode == 0)
        #expect(try phone.run(["quiz", "--json"], stdin: "1066\n\n").exitCode == 0)
        let later = DiarioProcess(database: home.file("laptop.sqlite"), now: "2026-11-25T10:05", home: home.path)
        #expect(try later.run(["edit", "1", "--title", "Esercizi pag. 40 e 41"]).exitCode == 0)
        #expect(try later.run(["quiz", "--json"], stdin: "1066\n\n").exitCode == 0)

        let phoneFiles =
            (try? FileManager.default.contentsOfDirectory(atPath: pair.folders[1] + "/diario-sync/v1/phone"))?
            .filter { $0.hasSuffix(".dsync") }.count ?? 0
        // Syncthing moves files in any order: every one is waited for, not only the last.
        #expect(
            (1...max(1, phoneFiles)).allSatisfy { pair.waitUntilCopied(file("phone", $0), to: 0) },
            "Syncthing moved the phone's files")
        let laptopSync = try later.run(["sync", "--json"])
        #expect(laptopSync.stdout.contains("\"field\":\"title\""), "the conflict is reported: \(laptopSync.stdout)")
        let laptopFiles =
            (try? FileManager.default.contentsOfDirectory(atPath: pair.folders[0] + "/diario-sync/v1/laptop"))?
            .filter { $0.hasSuffix(".dsync") }.count ?? 0
        #expect((1...max(1, laptopFiles)).allSatisfy { pair.waitUntilCopied(file("laptop", $0), to: 1) })
        #expect(try phone.run(["sync"]).exitCode == 0)
        let phoneNow =
            (try? FileManager.default.contentsOfDirectory(atPath: pair.folders[1] + "/diario-sync/v1/phone"))?
            .filter { $0.hasSuffix(".dsync") }.count ?? 0
        #expect((1...max(1, phoneNow)).allSatisfy { pair.waitUntilCopied(file("phone", $0), to: 0) })
        #expect(try later.run(["sync"]).exitCode == 0)

        var exports: [[String]] = []
        for diario in [later, phone] {
            let lines = try diario.run(["export"]).stdout.split(separator: "\n").map(String.init)
            let task = try #require(lines.first { $0.contains(#""type":"task""#) })
            #expect(task.contains(#""title":"Esercizi pag. 40 e 41""#) && task.contains(#""completed_at":"2026"#))
            let card = try #require(lines.first { $0.contains(#""type":"card""#) })
            #expect(card.contains(#""review_count":2"#), "both reviews count: \(card)")
            exports.append(lines)
        }
        #expect(exports[0] == exports[1])
        let status = try phone.run(["sync", "status", "--json"]).stdout
        #expect(status.contains("\"conflicts\":[{"), "\(status)")
    }
}

extension SyncTests {
    @Test(
        "A reinstall takes its name back with --reclaim once the others have read it and a snapshot holds it; its files go on, no fork"
    )
    func reinstallReclaimsName() throws {
        let (laptop, phone) = try setUpTwoDevices()
        #expect(try laptop.run(["sync"]).exitCode == 0)
        let reinstalled = device("laptop-reinstalled", now: "2026-11-26T10:00")
        let taken = try reinstalled.run(["sync", "init", shared, "--device", "laptop"])
        #expect(taken.exitCode == 1 && taken.stderr.contains("--riprendi"), "\(taken.stderr)")
        let early = try reinstalled.run(["sync", "init", shared, "--device", "laptop", "--riprendi"])
        #expect(early.exitCode == 1 && early.stderr.contains("istantanea"), "\(early.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: shared + "/diario-sync/v1/laptop")
        #expect(files.contains("00000001.dsync"), "a refused reclaim leaves the name's files: \(files)")

        #expect(try phone.run(["sync"]).exitCode == 0)
        #expect(try phone.run(["sync", "snapshot"]).exitCode == 0)
        let back = try reinstalled.run(["sync", "init", shared, "--device", "laptop", "--riprendi", "--json"])
        #expect(back.exitCode == 0, "\(back.stderr)")
        #expect(!back.stdout.contains("forked"), "\(back.stdout)")
        #expect(try reinstalled.run(["list", "--json"]).stdout.contains("Esercizi di matematica"))
        #expect(try reinstalled.run(["cards", "--json"]).stdout.contains("Hastings"))

        // What the reinstalled laptop does next goes on from the old laptop's last file, under its name.
        let highest = files.compactMap { Int($0.prefix(8)) }.max() ?? 0
        #expect(try reinstalled.run(["add", "ricerca di scienze per giovedì"]).exitCode == 0)
        let synced = try reinstalled.run(["sync", "--json"])
        #expect(synced.exitCode == 0 && !synced.stdout.contains("forked"), "\(synced.stdout)")
        let after = try FileManager.default.contentsOfDirectory(atPath: shared + "/diario-sync/v1/laptop")
        #expect(after.compactMap { Int($0.prefix(8)) }.max() ?? 0 > highest, "\(after)")
        #expect(try phone.run(["sync"]).exitCode == 0)
        #expect(try phone.run(["list", "--all", "--json"]).stdout.contains("Ricerca di scienze"))
    }
}

extension SyncTests {
    @Test(
        "A material's file travels beside the change files; a device that receives the material receives its file, checked by its hash"
    )
    func materialFilesTravel() throws {
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        for folder in ["one", "two", "three"] {
            try FileManager.default.createDirectory(atPath: home.file(folder), withIntermediateDirectories: true)
        }
        let laptop = device("one/diario")
        let phone = device("two/diario")
        let tablet = device("three/diario")
        let notes = try Fixtures.copy("materials/french-revolution.md", to: home)
        #expect(try laptop.run(["materials", "add", notes]).exitCode == 0)
        #expect(try laptop.run(["sync", "init", shared, "--device", "laptop"]).exitCode == 0)
        let kept = try FileManager.default.contentsOfDirectory(atPath: home.file("one/materials"))
        #expect(kept.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared + "/diario-sync/files") == kept)

        let joined = try json(try phone.run(["sync", "init", shared, "--device", "phone", "--json"]).stdout)
        #expect(joined["material_files_received"] as? Int == 1, "\(joined)")
        let original = try Data(contentsOf: URL(fileURLWithPath: home.file("one/materials/" + kept[0])))
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.file("two/materials/" + kept[0]))) == original)
        let again = try json(try phone.run(["sync", "--json"]).stdout)
        #expect(again["material_files_received"] as? Int == 0, "\(again)")

        // A shared file whose content is not its hash is not taken in.
        try Data("altro".utf8).write(to: URL(fileURLWithPath: shared + "/diario-sync/files/" + kept[0]))
        let third = try json(try tablet.run(["sync", "init", shared, "--device", "tablet", "--json"]).stdout)
        #expect(third["material_files_received"] as? Int == 0, "\(third)")
        #expect(!FileManager.default.fileExists(atPath: home.file("three/materials/" + kept[0])))
    }
}
