import Foundation

/// Two instances of Debian's `syncthing`, on 127.0.0.1 only (no global or local discovery, no relays, no NAT), each
/// with keys and a configuration generated for the test, sharing one folder: `folders[0]` on the first,
/// `folders[1]` on the second. Stopped when the pair goes.
public final class SyncthingPair: @unchecked Sendable {
    /// Each instance's copy of the shared folder.
    public let folders: [String]
    private var processes: [Process] = []

    /// Generates keys and configurations under `root` and starts both; throws when syncthing is missing or does not
    /// start.
    public init(root: String) throws {
        let homes = [root + "/syncthing-a", root + "/syncthing-b"]
        folders = [root + "/shared-a", root + "/shared-b"]
        var ids: [String] = []
        for (home, folder) in zip(homes, folders) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let generated = try DiarioProcess.runCommand(
                ["syncthing", "generate", "--home=" + home, "--no-default-folder"], environment: Self.environment)
            guard generated.exitCode == 0 else { throw FakeChatServerError.didNotStart }
            let id = try DiarioProcess.runCommand(
                ["syncthing", "--home=" + home, "--device-id"], environment: Self.environment)
            ids.append(id.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let listen = try [CalendarServer.freePort(), CalendarServer.freePort()]
        for index in 0..<2 {
            let gui = try CalendarServer.freePort()
            let devices = (0..<2).map {
                "<device id=\"\(ids[$0])\" name=\"d\($0)\"><address>tcp://127.0.0.1:\(listen[$0])</address></device>"
            }
            let config = """
                <configuration version="36">
                  <folder id="diario" label="diario" path="\(folders[index])" type="sendreceive" rescanIntervalS="1"
                      fsWatcherEnabled="true" fsWatcherDelayS="1">
                    <device id="\(ids[0])"></device>
                    <device id="\(ids[1])"></device>
                  </folder>
                  \(devices.joined(separator: "\n  "))
                  <gui enabled="true" tls="false"><address>127.0.0.1:\(gui)</address><apikey>diario-test</apikey></gui>
                  <options>
                    <listenAddress>tcp://127.0.0.1:\(listen[index])</listenAddress>
                    <globalAnnounceEnabled>false</globalAnnounceEnabled>
                    <localAnnounceEnabled>false</localAnnounceEnabled>
                    <relaysEnabled>false</relaysEnabled>
                    <natEnabled>false</natEnabled>
                    <startBrowser>false</startBrowser>
                    <urAccepted>-1</urAccepted>
                    <crashReportingEnabled>false</crashReportingEnabled>
                    <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
                    <reconnectionIntervalS>1</reconnectionIntervalS>
                  </options>
                </configuration>
                """
            try config.write(toFile: homes[index] + "/config.xml", atomically: true, encoding: .utf8)
        }
        for home in homes {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/syncthing")
            process.arguments = ["serve", "--home=" + home, "--no-browser", "--no-restart", "--no-upgrade"]
            process.environment = Self.environment
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            process.standardError = FileHandle(forWritingAtPath: "/dev/null")
            try process.run()
            processes.append(process)
        }
    }

    deinit { stop() }

    /// Stops both instances.
    public func stop() {
        for process in processes where process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        processes = []
    }

    /// Waits (up to `seconds`) until `relative` exists in `folders[index]` with the same bytes as in the other copy;
    /// returns whether it did.
    public func waitUntilCopied(_ relative: String, to index: Int, seconds: Double = 180) -> Bool {
        let source = folders[1 - index] + "/" + relative
        let target = folders[index] + "/" + relative
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let wanted = FileManager.default.contents(atPath: source),
                FileManager.default.contents(atPath: target) == wanted
            {
                return true
            }
            Thread.sleep(forTimeInterval: 0.25)
        }
        return false
    }

    private static let environment = [
        "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "STNODEFAULTFOLDER": "1",
    ]
}
