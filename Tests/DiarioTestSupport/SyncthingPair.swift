import Foundation

/// Two instances of Debian's `syncthing`, on 127.0.0.1 only (no global or local discovery, no relays, no NAT), each
/// with keys and a configuration generated for the test, sharing one folder: `folders[0]` on the first,
/// `folders[1]` on the second. Stopped when the pair goes.
///
/// The pair is driven through Syncthing's REST API, not by waiting out its intervals: it starts once both instances
/// say they are connected, and a wait for a file first asks the instance that has it to scan its folder.
public final class SyncthingPair: @unchecked Sendable {
    /// Each instance's copy of the shared folder.
    public let folders: [String]
    private var processes: [Process] = []
    /// Each instance's REST API port, and its device ID.
    private var apiPorts: [Int] = []
    private var ids: [String] = []

    /// Generates keys and configurations under `root` and starts both; throws when syncthing is missing or does not
    /// start.
    public init(root: String) throws {
        let homes = [root + "/syncthing-a", root + "/syncthing-b"]
        folders = [root + "/shared-a", root + "/shared-b"]
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
            apiPorts.append(gui)
            // Only the first instance dials: when both dial at once, each drops one of the two connections and
            // Syncthing waits some twenty seconds before dialing again.
            let devices = (0..<2).map {
                let address = index == 0 ? "tcp://127.0.0.1:\(listen[$0])" : "dynamic"
                return "<device id=\"\(ids[$0])\" name=\"d\($0)\"><address>\(address)</address></device>"
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
        // The instance that only listens starts first, and the one that dials once the first one's API answers: a
        // dial before anything listens is tried again only seconds later.
        let deadline = Date().addingTimeInterval(120)
        for index in [1, 0] {
            let home = homes[index]
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/syncthing")
            process.arguments = ["serve", "--home=" + home, "--no-browser", "--no-restart", "--no-upgrade"]
            process.environment = Self.environment
            process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
            process.standardError = FileHandle(forWritingAtPath: "/dev/null")
            try process.run()
            processes.append(process)
            while Date() < deadline, process.isRunning, api(index, "GET", "/rest/system/ping")?.status != 200 {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        // Started once each instance says the other is connected.
        while Date() < deadline, processes.allSatisfy(\.isRunning), !(0..<2).allSatisfy({ isConnected($0) }) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard (0..<2).allSatisfy({ isConnected($0) }) else {
            stop()
            throw FakeChatServerError.didNotStart
        }
    }

    /// Whether instance `index` says it is connected to the other (`GET /rest/system/connections`).
    private func isConnected(_ index: Int) -> Bool {
        guard let answer = api(index, "GET", "/rest/system/connections"), answer.status == 200,
            let object = try? JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any],
            let connections = object["connections"] as? [String: Any],
            let other = connections[ids[1 - index]] as? [String: Any]
        else { return false }
        return other["connected"] as? Bool == true
    }

    /// Asks instance `index` to scan its copy of the folder now (`POST /rest/db/scan`); whether it said yes.
    @discardableResult
    public func rescan(_ index: Int) -> Bool {
        api(index, "POST", "/rest/db/scan?folder=diario")?.status == 200
    }

    /// A call of instance `index`'s REST API; nil when it does not answer within 30 seconds.
    private func api(_ index: Int, _ method: String, _ path: String) -> (status: Int, body: String)? {
        LocalHTTP.request(
            port: apiPorts[index], method: method, path: path, headers: ["X-API-Key": "diario-test"], seconds: 30)
    }

    deinit { stop() }

    /// Stops both instances: asked to (SIGTERM reaches the process Syncthing's monitor starts), then killed after ten
    /// seconds.
    public func stop() {
        for process in processes where process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }
        processes = []
    }

    /// Waits (up to `seconds`) until `relative` exists in `folders[index]` with the same bytes as in the other copy;
    /// returns whether it did. The other instance is asked to scan first, and again every two seconds of waiting.
    public func waitUntilCopied(_ relative: String, to index: Int, seconds: Double = 180) -> Bool {
        let source = folders[1 - index] + "/" + relative
        let target = folders[index] + "/" + relative
        let deadline = Date().addingTimeInterval(seconds)
        var nextScan = Date()
        while Date() < deadline {
            if let wanted = FileManager.default.contents(atPath: source),
                FileManager.default.contents(atPath: target) == wanted
            {
                return true
            }
            if Date() >= nextScan {
                rescan(1 - index)
                nextScan = Date().addingTimeInterval(2)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    private static let environment = [
        "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "STNODEFAULTFOLDER": "1",
    ]
}
