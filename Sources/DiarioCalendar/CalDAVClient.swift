internal import CCurl
public import DiarioDomain
import Foundation

/// A calendar could not be sent or read; what was sent or read before stays, and doing it again replaces rather than
/// repeats.
public enum CalendarServerError: Error, Equatable, Sendable {
    /// The address is not an http or https URL.
    case invalidURL(url: String)
    /// The server refused the user name or password (401).
    case refused(status: Int)
    /// The server refused the item (403): no right to write this calendar, or it takes no tasks.
    case forbidden
    /// The server answered another error.
    case server(status: Int)
    /// The server could not be reached.
    case unreachable(url: String, detail: String)
    /// libcurl could not be loaded.
    case noLibcurl
    /// The password would go over plain http to another machine, and the student has not allowed it.
    case passwordInClear(url: String)
    /// The item was changed on the server since Diario last wrote or read it (412): it is left as the server has it.
    case changedOnServer
    /// The answer was larger than ``CalDAVClient/maxAnswerBytes``.
    case tooLarge(url: String)
    /// What the address or file holds is not an iCalendar calendar.
    case notACalendar(source: String)
    /// `calendar unsubscribe` named a feed that is not subscribed.
    case notSubscribed(source: String)
}

/// Talks to a CalDAV collection (RFC 4791) over libcurl: one `UID.ics` resource per item, written and removed only
/// at the version (ETag) Diario last saw, and read back whole with one REPORT; or reads a plain `.ics` feed.
public struct CalDAVClient: Sendable {
    /// The collection's address, ending in "/".
    public let collection: String
    /// The address as given (`webcal:` read as `https:`): a feed's own file name has no "/" after it.
    let originalURL: String
    let user: String?
    let password: String?
    let connectTimeout: Int
    let timeout: Int

    /// A client for the collection at `url`; the user and password are sent as HTTP Basic authentication, never shown.
    /// Throws ``CalendarServerError/invalidURL(url:)`` for anything but an http or https address, and
    /// ``CalendarServerError/passwordInClear(url:)`` for a password over http to a host that is not this machine,
    /// unless `allowingPlainHTTP`.
    public init(
        url given: String, user: String?, password: String?, allowingPlainHTTP: Bool = false, connectTimeout: Int = 10,
        timeout: Int = 30
    ) throws(CalendarServerError) {
        let url = given.lowercased().hasPrefix("webcal://") ? "https://" + given.dropFirst(9) : given
        guard let parsed = URL(string: url), ["http", "https"].contains(parsed.scheme ?? ""), let host = parsed.host
        else { throw .invalidURL(url: Self.redacted(url)) }
        if parsed.scheme == "http", password?.isEmpty == false || parsed.password != nil, !allowingPlainHTTP,
            !LoopbackHost.contains(host)
        {
            throw .passwordInClear(url: Self.redacted(url))
        }
        collection = url.hasSuffix("/") ? url : url + "/"
        originalURL = url
        self.user = user
        self.password = password
        self.connectTimeout = connectTimeout
        self.timeout = timeout
    }

    /// Whether the password would travel in clear to another machine for this address.
    public static func sendsPasswordInClear(_ url: String, password: String?) -> Bool {
        guard let parsed = URL(string: url), parsed.scheme == "http", let host = parsed.host else { return false }
        return (password?.isEmpty == false || parsed.password != nil) && !LoopbackHost.contains(host)
    }

    /// The address as it may be shown: without a user or password written into it.
    public static func redacted(_ url: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let authorityEnd = url[scheme.upperBound...].firstIndex(of: "/") ?? url.endIndex
        guard let at = url[scheme.upperBound..<authorityEnd].lastIndex(of: "@") else { return url }
        return String(url[..<scheme.upperBound]) + String(url[url.index(after: at)...])
    }

    /// Stores `text` as the resource `UID.ics` and returns the ETag the server gives it (nil when it gives none).
    /// With `ifMatch` the server replaces only the version with that ETag; without it, it creates the resource only
    /// when none exists (`If-None-Match: *`), unless `replacingAny`. Throws ``CalendarServerError``;
    /// ``CalendarServerError/changedOnServer`` when the condition fails (412).
    @discardableResult
    public func put(uid: String, text: String, ifMatch: String? = nil, replacingAny: Bool = false)
        throws(CalendarServerError) -> String?
    {
        var headers = ["Content-Type: text/calendar; charset=utf-8"]
        if let ifMatch {
            headers.append("If-Match: " + ifMatch)
        } else if !replacingAny {
            headers.append("If-None-Match: *")
        }
        let reply = try exchange("PUT", url: resourceURL(uid), headers: headers, body: text)
        try Self.check(reply.status)
        return reply.etag
    }

    /// Removes the resource `UID.ics`, only if it still has the ETag `ifMatch` (when given); one already gone counts
    /// as removed. Throws ``CalendarServerError``; ``CalendarServerError/changedOnServer`` when it was changed since.
    public func delete(uid: String, ifMatch: String?) throws(CalendarServerError) {
        let reply = try exchange(
            "DELETE", url: resourceURL(uid), headers: ifMatch.map { ["If-Match: " + $0] } ?? [], body: nil)
        if reply.status == 404 { return }
        try Self.check(reply.status)
    }

    /// Every item of the collection with its ETag and text (a calendar-query REPORT, RFC 4791 §7.8), or nil when the
    /// address does not answer as a CalDAV collection (then it may be a plain `.ics` feed). Throws
    /// ``CalendarServerError`` for a refused password, an unreachable server or an answer too large.
    public func items() throws(CalendarServerError) -> [CalDAVItem]? {
        let query = """
            <?xml version="1.0" encoding="utf-8"?>
            <C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
            <D:prop><D:getetag/><C:calendar-data/></D:prop>
            <C:filter><C:comp-filter name="VCALENDAR"/></C:filter>
            </C:calendar-query>
            """
        let reply = try exchange(
            "REPORT", url: collection, headers: ["Content-Type: application/xml; charset=utf-8", "Depth: 1"],
            body: query)
        if reply.status == 401 { throw .refused(status: 401) }
        guard reply.status == 207 else { return nil }
        return MultiStatus.items(in: CalendarReader.text(of: reply.body))
    }

    /// The bytes at the address as given (a plain GET: an `.ics` feed). Throws ``CalendarServerError``.
    public func feed() throws(CalendarServerError) -> [UInt8] {
        let reply = try exchange("GET", url: originalURL, headers: [], body: nil)
        try Self.check(reply.status)
        return reply.body
    }

    /// The largest answer read: a calendar bigger than this is refused rather than filling memory.
    public static let maxAnswerBytes = 16 << 20

    private func resourceURL(_ uid: String) -> String {
        collection + (uid.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? uid)
            + ".ics"
    }

    private static func check(_ status: Int) throws(CalendarServerError) {
        switch status {
        case 200..<300: return
        case 401: throw .refused(status: status)
        case 403: throw .forbidden
        case 412: throw .changedOnServer
        default: throw .server(status: status)
        }
    }

    /// What came back: the status, the ETag header, the body.
    struct Reply {
        var status: Int
        var etag: String?
        var body: [UInt8]
    }

    /// One request over libcurl, the answer read up to ``maxAnswerBytes``.
    private func exchange(_ method: String, url: String, headers extra: [String], body: String?)
        throws(CalendarServerError) -> Reply
    {
        guard diario_curl_available() == 1, let curl = diario_curl_easy_init() else { throw .noLibcurl }
        defer { diario_curl_easy_cleanup(curl) }
        var headers: UnsafeMutablePointer<curl_slist>? = nil
        for header in extra + ["Expect:"] { headers = diario_curl_slist_append(headers, header) }
        defer { diario_curl_slist_free_all(headers) }
        diario_curl_set_string(curl, CURLOPT_URL, url)
        diario_curl_set_string(curl, CURLOPT_PROTOCOLS_STR, "http,https")
        diario_curl_set_string(curl, CURLOPT_CUSTOMREQUEST, method)
        if let user {
            diario_curl_set_long(curl, CURLOPT_HTTPAUTH, 1)  // CURLAUTH_BASIC
            diario_curl_set_string(curl, CURLOPT_USERNAME, user)
            diario_curl_set_string(curl, CURLOPT_PASSWORD, password ?? "")
        }
        diario_curl_set_headers(curl, headers)
        diario_curl_set_long(curl, CURLOPT_CONNECTTIMEOUT, connectTimeout)
        diario_curl_set_long(curl, CURLOPT_TIMEOUT, timeout)
        diario_curl_set_long(curl, CURLOPT_NOSIGNAL, 1)
        let answer = Answer()
        let context = Unmanaged.passUnretained(answer).toOpaque()
        diario_curl_set_write(curl, receiveBody, context)
        diario_curl_set_header_callback(curl, receiveHeader, context)
        let bytes = Array((body ?? "").utf8)
        let code = withExtendedLifetime(answer) {
            bytes.withUnsafeBufferPointer { raw in
                raw.withMemoryRebound(to: CChar.self) { chars in
                    if body != nil {
                        diario_curl_set_long(curl, CURLOPT_POST, 1)
                        _ = diario_curl_set_body(curl, chars.baseAddress, chars.count)
                    } else if method == "GET" {
                        diario_curl_set_long(curl, CURLOPT_HTTPGET, 1)
                    }
                    return diario_curl_easy_perform(curl)
                }
            }
        }
        if answer.tooLarge { throw .tooLarge(url: Self.redacted(url)) }
        guard code == CURLE_OK else {
            throw .unreachable(url: Self.redacted(url), detail: String(cString: diario_curl_easy_strerror(code)))
        }
        return Reply(status: diario_curl_response_code(curl), etag: answer.etag, body: answer.body)
    }
}

/// An item of a CalDAV collection: where it is, its version, its text.
public struct CalDAVItem: Sendable, Equatable {
    /// Its address on the server, as the server wrote it.
    public var href: String
    /// Its ETag (quotes kept), or nil.
    public var etag: String?
    /// Its iCalendar text.
    public var text: String
}

/// The answer's body and ETag, filled by libcurl's callbacks.
private final class Answer {
    var body: [UInt8] = []
    var etag: String?
    var tooLarge = false
}

private let receiveBody: diario_curl_write_fn = { data, size, count, context in
    guard let data, let context else { return 0 }
    let answer = Unmanaged<Answer>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    guard answer.body.count + length <= CalDAVClient.maxAnswerBytes else {
        answer.tooLarge = true
        return 0
    }
    data.withMemoryRebound(to: UInt8.self, capacity: length) {
        answer.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
    }
    return length
}

private let receiveHeader: diario_curl_write_fn = { data, size, count, context in
    guard let data, let context else { return 0 }
    let length = size * count
    let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
    if line.lowercased().hasPrefix("etag:") {
        Unmanaged<Answer>.fromOpaque(context).takeUnretainedValue().etag =
            line.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return length
}

extension CalendarServerError: StudentFacingError {
    /// The sentence saying what failed and that nothing was lost; never the password.
    public var message: StudentMessage {
        switch self {
        case .invalidURL(let url): StudentMessage("error.calendar.invalidURL", ["url": url])
        case .refused(let status): StudentMessage("error.calendar.refused", ["status": String(status)])
        case .forbidden: StudentMessage("error.calendar.forbidden")
        case .server(let status): StudentMessage("error.calendar.server", ["status": String(status)])
        case .unreachable(let url, let detail):
            StudentMessage("error.calendar.unreachable", ["url": url, "detail": detail])
        case .noLibcurl: StudentMessage("error.calendar.noLibcurl")
        case .passwordInClear(let url): StudentMessage("error.calendar.passwordInClear", ["url": url])
        case .changedOnServer: StudentMessage("error.calendar.changedOnServer")
        case .tooLarge(let url): StudentMessage("error.calendar.tooLarge", ["url": url])
        case .notACalendar(let source): StudentMessage("error.calendar.notACalendar", ["source": source])
        case .notSubscribed(let source): StudentMessage("error.calendar.notSubscribed", ["source": source])
        }
    }

    /// The server, the network or the file: 1.
    public var exitCode: Int32 { 1 }
}
