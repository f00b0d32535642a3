internal import CCurl
public import DiarioDomain
import Foundation

/// A calendar could not be sent; what was sent before stays, and sending again replaces rather than repeats.
public enum CalendarPushError: Error, Equatable, Sendable {
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
}

/// Sends calendar resources to a CalDAV collection (RFC 4791) over libcurl: one PUT of `UID.ics` per item, so that
/// sending again updates each item in place.
public struct CalDAVClient: Sendable {
    /// The collection's address, ending in "/".
    public let collection: String
    let user: String?
    let password: String?
    let connectTimeout: Int
    let timeout: Int

    /// A client for the collection at `url`; the user and password are sent as HTTP Basic authentication, never shown.
    /// Throws ``CalendarPushError/invalidURL(url:)`` for anything but an http or https address, and
    /// ``CalendarPushError/passwordInClear(url:)`` for a password over http to a host that is not this machine,
    /// unless `allowingPlainHTTP`.
    public init(
        url: String, user: String?, password: String?, allowingPlainHTTP: Bool = false, connectTimeout: Int = 10,
        timeout: Int = 30
    ) throws(CalendarPushError) {
        guard let parsed = URL(string: url), ["http", "https"].contains(parsed.scheme ?? ""), let host = parsed.host
        else { throw .invalidURL(url: Self.redacted(url)) }
        if parsed.scheme == "http", password?.isEmpty == false || parsed.password != nil, !allowingPlainHTTP,
            !LoopbackHost.contains(host)
        {
            throw .passwordInClear(url: Self.redacted(url))
        }
        collection = url.hasSuffix("/") ? url : url + "/"
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

    /// Stores `text` as the resource `UID.ics`, creating or replacing it. Throws ``CalendarPushError``.
    public func put(uid: String, text: String) throws(CalendarPushError) {
        guard diario_curl_available() == 1, let curl = diario_curl_easy_init() else { throw .noLibcurl }
        defer { diario_curl_easy_cleanup(curl) }
        let name = uid.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? uid
        var headers: UnsafeMutablePointer<curl_slist>? = nil
        headers = diario_curl_slist_append(headers, "Content-Type: text/calendar; charset=utf-8")
        headers = diario_curl_slist_append(headers, "Expect:")
        defer { diario_curl_slist_free_all(headers) }
        diario_curl_set_string(curl, CURLOPT_URL, collection + name + ".ics")
        diario_curl_set_string(curl, CURLOPT_PROTOCOLS_STR, "http,https")
        diario_curl_set_string(curl, CURLOPT_CUSTOMREQUEST, "PUT")
        diario_curl_set_long(curl, CURLOPT_POST, 1)
        let body = Array(text.utf8)
        if let user {
            diario_curl_set_long(curl, CURLOPT_HTTPAUTH, 1)  // CURLAUTH_BASIC
            diario_curl_set_string(curl, CURLOPT_USERNAME, user)
            diario_curl_set_string(curl, CURLOPT_PASSWORD, password ?? "")
        }
        diario_curl_set_headers(curl, headers)
        diario_curl_set_long(curl, CURLOPT_CONNECTTIMEOUT, connectTimeout)
        diario_curl_set_long(curl, CURLOPT_TIMEOUT, timeout)
        diario_curl_set_long(curl, CURLOPT_NOSIGNAL, 1)
        diario_curl_set_write(curl, discardBody, nil)
        let code = body.withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { chars in
                _ = diario_curl_set_body(curl, chars.baseAddress, chars.count)
                return diario_curl_easy_perform(curl)
            }
        }
        guard code == CURLE_OK else {
            throw .unreachable(
                url: Self.redacted(collection), detail: String(cString: diario_curl_easy_strerror(code)))
        }
        let status = diario_curl_response_code(curl)
        switch status {
        case 200..<300: return
        case 401: throw .refused(status: status)
        case 403: throw .forbidden
        default: throw .server(status: status)
        }
    }
}

/// The server's reply to a PUT says nothing Diario needs: it is read and dropped.
private let discardBody: diario_curl_write_fn = { _, size, count, _ in size * count }

extension CalendarPushError: StudentFacingError {
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
        }
    }

    /// The server or the network: 1.
    public var exitCode: Int32 { 1 }
}
