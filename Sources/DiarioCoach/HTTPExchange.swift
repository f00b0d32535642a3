internal import CCurl
import Foundation

/// One HTTP request over libcurl (POST with a JSON body, or GET without one) and what came back.
///
/// A 2xx body is read as it arrives: when its first byte opens a JSON object it is kept whole; otherwise it is an
/// event stream, whose chunks go through the SSE parser and the reply accumulator, text handed to `onText` at
/// once, the transfer ended as soon as the reply has (a finish reason or `[DONE]`). Any other status keeps a few
/// kilobytes of the body for the server's error message.
final class HTTPExchange {
    enum Body {
        /// An event stream that ended properly.
        case streamed(ChatReply)
        /// A whole body, not a stream.
        case whole([UInt8])
    }

    enum Outcome {
        case success(Body)
        /// An error status; `retryAfter` in seconds when the server said; its error message when it sent one.
        case status(Int, retryAfter: TimeInterval?, message: String?)
        case failure(ChatError)
    }

    private enum Mode {
        case undecided, stream, whole
    }

    private let url: String
    private let body: Data?
    private let apiKey: String?
    private let connectTimeout: Int
    private let idleTimeout: Int
    private let totalTimeoutMilliseconds: Int?
    private let onText: (String) -> Void
    private let shouldStop: () -> Bool

    private var status = 0
    private var retryAfter: String?
    private var serverDate: String?
    private var mode = Mode.undecided
    private var bytes: [UInt8] = []
    private var parser = ServerSentEventParser()
    private var accumulator = ChatReplyAccumulator()
    private var failure: ChatError?
    private var stopped = false
    private var idledOut = false
    private var isConnected = false
    /// When the last byte (of headers or body) arrived, or the connection was made; idleness is measured from it.
    private var lastActivity = ContinuousClock.now
    /// When the exchange began: the whole answer's timeout is measured from it.
    private let started = ContinuousClock.now
    private var curl: UnsafeMutableRawPointer?

    /// The most a whole body or an error body may hold; a larger one is not a chat completion.
    private static let wholeBodyLimit = 8 << 20
    private static let errorBodyLimit = 8 << 10

    init(
        url: String, body: Data?, apiKey: String?, connectTimeout: Int, idleTimeout: Int,
        totalTimeoutMilliseconds: Int? = nil, onText: @escaping (String) -> Void, shouldStop: @escaping () -> Bool
    ) {
        self.totalTimeoutMilliseconds = totalTimeoutMilliseconds
        self.url = url
        self.body = body
        self.apiKey = apiKey
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
        self.onText = onText
        self.shouldStop = shouldStop
    }

    func perform() -> Outcome {
        // libcurl is loaded (and set up) here, the first time; without it the coach cannot connect, and says so.
        guard diario_curl_available() == 1, let curl = diario_curl_easy_init() else {
            return .failure(.connection(.other, detail: "libcurl", partial: ""))
        }
        defer { diario_curl_easy_cleanup(curl) }
        self.curl = curl
        var headers: UnsafeMutablePointer<curl_slist>? = nil
        headers = diario_curl_slist_append(headers, "Accept: text/event-stream, application/json")
        headers = diario_curl_slist_append(headers, "Expect:")  // no 100-continue round trip before the body
        if body != nil { headers = diario_curl_slist_append(headers, "Content-Type: application/json") }
        if let apiKey, !apiKey.isEmpty {
            headers = diario_curl_slist_append(headers, "Authorization: Bearer \(apiKey)")
        }
        defer { diario_curl_slist_free_all(headers) }

        diario_curl_set_string(curl, CURLOPT_URL, url)
        diario_curl_set_string(curl, CURLOPT_PROTOCOLS_STR, "http,https")
        if let body {
            diario_curl_set_long(curl, CURLOPT_POST, 1)
            body.withUnsafeBytes { raw in
                _ = diario_curl_set_body(curl, raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count)
            }
        }
        diario_curl_set_headers(curl, headers)
        diario_curl_set_long(curl, CURLOPT_CONNECTTIMEOUT, connectTimeout)
        if let totalTimeoutMilliseconds { diario_curl_set_long(curl, CURLOPT_TIMEOUT_MS, totalTimeoutMilliseconds) }
        // The idle timeout is measured here, in the progress callback (libcurl calls it at least once a second):
        // libcurl's own low-speed limit averages over a window and would end a stalled stream seconds late.
        diario_curl_set_long(curl, CURLOPT_NOSIGNAL, 1)
        let context = Unmanaged.passUnretained(self).toOpaque()
        diario_curl_set_write(curl, curlBodyCallback, context)
        diario_curl_set_header_callback(curl, curlHeaderCallback, context)
        diario_curl_set_progress(curl, curlProgressCallback, context)

        let code = diario_curl_easy_perform(curl)
        let partial = accumulator.text
        if idledOut { return .failure(.idleTimedOut(seconds: idleTimeout, partial: partial)) }
        if stopped { return .failure(.interrupted(partial: partial)) }
        if let failure { return .failure(failure) }
        if status != 0 && !(200..<300).contains(status) {
            return .status(status, retryAfter: retryAfterSeconds(), message: errorMessage())
        }
        if mode == .stream && accumulator.hasEnded { return .success(.streamed(accumulator.reply)) }
        switch code {
        case CURLE_OK:
            switch mode {
            case .whole: return .success(.whole(bytes))
            case .stream: return .failure(.connection(.closed, detail: "", partial: partial))
            case .undecided: return .failure(.malformed(partial: ""))
            }
        case CURLE_OPERATION_TIMEDOUT:
            if let totalTimeoutMilliseconds, diario_curl_connect_time(curl) > 0,
                ContinuousClock.now - started >= .milliseconds(totalTimeoutMilliseconds - 100)
            {
                return .failure(.answerTimedOut(seconds: (totalTimeoutMilliseconds + 999) / 1_000, partial: partial))
            }
            if diario_curl_connect_time(curl) > 0 {
                return .failure(.idleTimedOut(seconds: idleTimeout, partial: partial))
            }
            return .failure(.connectTimedOut(seconds: connectTimeout))
        default:
            let detail = String(cString: diario_curl_easy_strerror(code))
            return .failure(.connection(Self.failureKind(code), detail: detail, partial: partial))
        }
    }

    private static func failureKind(_ code: CURLcode) -> ConnectionFailure {
        switch code {
        case CURLE_COULDNT_CONNECT: .refused
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .unresolved
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CACERT_BADFILE:
            .tls
        case CURLE_RECV_ERROR, CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_SEND_ERROR: .closed
        default: .other
        }
    }

    // MARK: - What libcurl hands over

    /// Takes a piece of the body; returns false to end the transfer (the reply is over, or it went wrong).
    fileprivate func receive(_ chunk: UnsafeRawBufferPointer) -> Bool {
        lastActivity = .now
        guard (200..<300).contains(status) else {
            bytes.append(contentsOf: chunk.prefix(max(0, Self.errorBodyLimit - bytes.count)))
            return true
        }
        if mode == .undecided {
            bytes.append(contentsOf: chunk)
            guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return true }
            mode = first == UInt8(ascii: "{") ? .whole : .stream
            if mode == .whole { return true }
            let pending = bytes
            bytes = []
            return take(pending)
        }
        if mode == .whole {
            bytes.append(contentsOf: chunk)
            if bytes.count > Self.wholeBodyLimit {
                failure = .malformed(partial: "")
                return false
            }
            return true
        }
        return take(chunk)
    }

    /// Feeds stream bytes to the parser; hands text over; stops at the end of the reply or a bad chunk.
    private func take(_ chunk: some Sequence<UInt8>) -> Bool {
        for event in parser.feed(chunk) {
            do {
                let piece = try accumulator.take(event.data)
                if !piece.isEmpty { onText(piece) }
            } catch {
                failure = .malformed(partial: accumulator.text)
                return false
            }
            if accumulator.hasEnded { return false }
        }
        return !shouldStopNow()
    }

    fileprivate func receiveHeader(_ line: String) {
        lastActivity = .now
        let lower = line.lowercased()
        if lower.hasPrefix("http/") {
            // A new response (after a 100 Continue or a redirect): start over.
            status = Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
            retryAfter = nil
            serverDate = nil
        } else if lower.hasPrefix("retry-after:") {
            retryAfter = String(line.dropFirst(12)).trimmingCharacters(in: .whitespacesAndNewlines)
        } else if lower.hasPrefix("date:") {
            serverDate = String(line.dropFirst(5)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// Whether to end the transfer now: the student asked to stop, or nothing has arrived for the idle timeout.
    fileprivate func shouldStopNow() -> Bool {
        if !stopped && shouldStop() { stopped = true }
        if !isConnected, let curl, diario_curl_connect_time(curl) > 0 {
            isConnected = true
            lastActivity = .now
        }
        if isConnected && ContinuousClock.now - lastActivity > .seconds(idleTimeout) { idledOut = true }
        return stopped || idledOut
    }

    /// `Retry-After` in seconds: a number, or an HTTP date measured from the response's own `Date` (so that
    /// this machine's clock plays no part); nil when absent or unreadable.
    private func retryAfterSeconds() -> TimeInterval? {
        guard let retryAfter else { return nil }
        if let seconds = TimeInterval(retryAfter), seconds >= 0 { return seconds }
        guard let serverDate, let until = Self.httpDate(retryAfter), let now = Self.httpDate(serverDate) else {
            return nil
        }
        return max(0, until.timeIntervalSince(now))
    }

    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }

    /// The server's own words about an error status (`{"error":{"message":…}}` or `{"error":"…"}`), one line.
    private func errorMessage() -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return nil }
        let error = object["error"]
        let message =
            (error as? [String: Any])?["message"] as? String ?? error as? String ?? object["message"] as? String
        return message.map { String($0.split(whereSeparator: \.isNewline).first ?? "").prefix(300) }.map(String.init)
    }
}

// The C callbacks: libcurl passes back the exchange as an opaque pointer.

private let curlBodyCallback: diario_curl_write_fn = { data, size, count, context in
    guard let context else { return 0 }
    let exchange = Unmanaged<HTTPExchange>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    return exchange.receive(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}

private let curlHeaderCallback: diario_curl_write_fn = { data, size, count, context in
    guard let data, let context else { return 0 }
    let exchange = Unmanaged<HTTPExchange>.fromOpaque(context).takeUnretainedValue()
    let length = size * count
    exchange.receiveHeader(String(decoding: UnsafeRawBufferPointer(start: data, count: length), as: UTF8.self))
    return length
}

private let curlProgressCallback: diario_curl_progress_fn = { context, _, _, _, _ in
    guard let context else { return 0 }
    return Unmanaged<HTTPExchange>.fromOpaque(context).takeUnretainedValue().shouldStopNow() ? 1 : 0
}
