import DiarioDomain
public import Foundation

/// Where the coach's model lives: an OpenAI-compatible endpoint, the model's name, a key, and timeouts.
/// Its description never shows the key, nor a password in the address.
public struct ChatEndpoint: Sendable, Equatable, CustomStringConvertible {
    /// The API's base, e.g. `http://localhost:11434/v1`; `/chat/completions` is appended.
    public var baseURL: String
    /// The model's name.
    public var model: String
    /// The API key, sent as a bearer token; never printed.
    public var apiKey: String?
    /// Seconds to wait for the connection.
    public var connectTimeout: Int
    /// Seconds without a byte after which the reply is given up.
    public var idleTimeout: Int
    /// Seconds the whole answer may take, however steadily bytes arrive (a server may send keep-alive comments for
    /// ever).
    public var answerTimeout: Int
    /// Whether the key may go over plain http to a host that is not this machine: only when the student said so.
    public var allowsPlainHTTP: Bool

    /// Creates an endpoint; timeouts default to 10 s to connect, 30 s idle and 300 s for the whole answer.
    public init(
        baseURL: String, model: String, apiKey: String?, connectTimeout: Int = 10, idleTimeout: Int = 30,
        answerTimeout: Int = 300, allowsPlainHTTP: Bool = false
    ) {
        self.baseURL = baseURL
        self.model = model
        self.apiKey = apiKey
        self.connectTimeout = connectTimeout
        self.idleTimeout = idleTimeout
        self.answerTimeout = answerTimeout
        self.allowsPlainHTTP = allowsPlainHTTP
    }

    /// Whether the key would travel in clear to another machine: a key, an `http` address, a host that is not this
    /// machine's loopback.
    public var sendsKeyInClear: Bool {
        guard let apiKey, !apiKey.isEmpty, let url = URL(string: baseURL), url.scheme == "http" else { return false }
        return !LoopbackHost.contains(url.host ?? "")
    }

    /// The chat completions URL.
    public var chatURL: String { base + "/chat/completions" }

    /// The models list URL (what `diario doctor` asks).
    public var modelsURL: String { base + "/models" }

    /// The base URL without user name or password, for messages.
    public var displayURL: String { Self.redactingCredentials(baseURL) }

    /// "http://localhost:11434/v1 · llama3.2".
    public var description: String { "\(displayURL) · \(model)" }

    private var base: String { baseURL.hasSuffix("/") ? String(baseURL.dropLast()) : baseURL }

    /// `url` with any `user:password@` removed.
    static func redactingCredentials(_ url: String) -> String {
        guard var parts = URLComponents(string: url), parts.user != nil || parts.password != nil else { return url }
        parts.user = nil
        parts.password = nil
        return parts.string ?? url
    }
}

/// Asks an OpenAI-compatible endpoint for a chat completion over libcurl, streaming (`stream: true`, Server-Sent
/// Events) and handing text over as it arrives; a plain JSON answer is accepted too. A 429 or 5xx comes before
/// any text is shown, so it is retried with backoff (honouring `Retry-After`); nothing is retried once text was
/// shown. TLS verification is always on; libcurl's proxy variables (`https_proxy`, `no_proxy`, …) apply.
public struct ChatClient: Sendable {
    /// The endpoint.
    public let endpoint: ChatEndpoint
    /// How many times a 429 or 5xx is retried.
    public var maxRetries: Int
    /// Waits between retries: the live value sleeps, tests record.
    public var sleep: @Sendable (TimeInterval) -> Void

    /// The longest wait between retries; a server asking for more is reported instead.
    public static let longestWait: TimeInterval = 30

    /// Creates a client for an endpoint.
    public init(
        endpoint: ChatEndpoint, maxRetries: Int = 3,
        sleep: @escaping @Sendable (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) }
    ) {
        self.endpoint = endpoint
        self.maxRetries = maxRetries
        self.sleep = sleep
    }

    /// Sends the conversation and the tools; `onText` receives each piece of text as it arrives; `shouldStop`
    /// is polled while waiting (about once a second, and at every piece) and ends the reply as interrupted. With
    /// `answerSchema` (a JSON Schema, as JSON text) the model is asked to answer with JSON of that shape; with
    /// `withinMilliseconds` the whole exchange, retries included, is given up after that long.
    public func send(
        _ messages: [ChatMessage], tools: [ToolDefinition] = [], answerSchema: String? = nil,
        withinMilliseconds: Int? = nil, onText: @escaping (String) -> Void, shouldStop: @escaping () -> Bool = { false }
    ) throws(ChatError) -> ChatReply {
        var request: [String: Any] = ["model": endpoint.model, "stream": true, "messages": messages.map(\.json)]
        if !tools.isEmpty { request["tools"] = tools.map(\.json) }
        if let answerSchema, let schema = try? JSONSerialization.jsonObject(with: Data(answerSchema.utf8)) {
            request["response_format"] = [
                "type": "json_schema", "json_schema": ["name": "answer", "strict": true, "schema": schema],
            ]
        }
        let body = (try? JSONSerialization.data(withJSONObject: request, options: [.sortedKeys])) ?? Data()
        let outcome = try exchange(
            body: body, url: endpoint.chatURL, within: withinMilliseconds, onText: onText, shouldStop: shouldStop)
        switch outcome {
        case .streamed(let reply):
            return reply
        case .whole(let bytes):
            var accumulator = ChatReplyAccumulator()
            guard (try? accumulator.take(String(decoding: bytes, as: UTF8.self))) != nil else {
                throw .malformed(partial: "")
            }
            if !accumulator.text.isEmpty { onText(accumulator.text) }
            return accumulator.reply
        }
    }

    /// The model names the endpoint lists (`GET /models`).
    public func models() throws(ChatError) -> [String] {
        guard case .whole(let bytes) = try exchange(body: nil, url: endpoint.modelsURL, onText: { _ in }) else {
            throw .malformed(partial: "")
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let data = object["data"] as? [[String: Any]]
        else { throw .malformed(partial: "") }
        return data.compactMap { $0["id"] as? String }
    }

    /// One request with its retries: a 429 or 5xx (which always comes before any text) waits and tries again.
    private func exchange(
        body: Data?, url: String, within milliseconds: Int? = nil, onText: @escaping (String) -> Void,
        shouldStop: @escaping () -> Bool = { false }
    ) throws(ChatError) -> HTTPExchange.Body {
        let deadline = ContinuousClock.now + .milliseconds(milliseconds ?? endpoint.answerTimeout * 1_000)
        guard let parsed = URL(string: url), parsed.scheme == "http" || parsed.scheme == "https", parsed.host != nil
        else { throw .invalidEndpoint(url: ChatEndpoint.redactingCredentials(url)) }
        guard !endpoint.sendsKeyInClear || endpoint.allowsPlainHTTP else {
            throw .keyInClear(url: ChatEndpoint.redactingCredentials(url))
        }
        var attempt = 0
        while true {
            let left = max(1, Int((deadline - ContinuousClock.now) / .milliseconds(1)))
            let exchange = HTTPExchange(
                url: url, body: body, apiKey: endpoint.apiKey, connectTimeout: endpoint.connectTimeout,
                idleTimeout: endpoint.idleTimeout, totalTimeoutMilliseconds: left, onText: onText,
                shouldStop: shouldStop)
            switch exchange.perform() {
            case .success(let body):
                return body
            case .failure(let error):
                throw redacted(error)
            case .status(let status, let wait, let message):
                let retryable = status == 429 || status >= 500
                let delay = wait ?? pow(2, Double(attempt))
                // A wait that would end past the exchange's deadline is not waited.
                let pastDeadline = ContinuousClock.now + .milliseconds(Int(delay * 1000)) >= deadline
                guard retryable, attempt < maxRetries, delay <= Self.longestWait, !pastDeadline else {
                    throw redacted(.http(status: status, message: message))
                }
                attempt += 1
                guard pause(delay, unless: shouldStop) else { throw .interrupted(partial: "") }
            }
        }
    }

    /// Waits `seconds` in short steps so that Ctrl-C ends the wait; false when it did.
    private func pause(_ seconds: TimeInterval, unless shouldStop: () -> Bool) -> Bool {
        var left = seconds
        while left > 0 {
            if shouldStop() { return false }
            let step = min(left, 0.25)
            sleep(step)
            left -= step
        }
        return !shouldStop()
    }

    /// The error with the key taken out of any text the server sent back: the key in any case, its base64, and any
    /// run of 16 or more characters that could be a token (a key cut, encoded or changed otherwise).
    private func redacted(_ error: ChatError) -> ChatError {
        let key = endpoint.apiKey ?? ""
        let model = endpoint.model
        let hide = { (text: String) in Self.withoutSecrets(text, key: key, keeping: model) }
        switch error {
        case .http(let status, let message):
            // An answer to a refused key is where a server echoes it: its words are not shown at all.
            guard let message, ![401, 403, 407].contains(status) else { return .http(status: status, message: nil) }
            return .http(status: status, message: String(hide(Self.beforeAnyPieceOfKey(message, key: key)).prefix(160)))
        case .connection(let failure, let detail, let partial):
            return .connection(failure, detail: hide(detail), partial: partial)
        default: return error
        }
    }

    /// The words of `text` before the one that completes a piece of `key`: six of its characters in a row, forwards
    /// or backwards, counting letters and digits only and in lower case (so "s k - S e c r" holds "sksecr"); "…"
    /// stands for the rest. A server may spell the key out any way it likes: nothing after the first piece is shown.
    static func beforeAnyPieceOfKey(_ text: String, key: String) -> String {
        let letters = { (text: Substring) in
            String(
                String.UnicodeScalarView(
                    text.lowercased().unicodeScalars.filter {
                        $0.properties.isAlphabetic || ("0"..."9").contains($0)
                    }))
        }
        let secret = Array(letters(Substring(key)))
        guard secret.count >= 6 else { return text }
        let pieces = (0...(secret.count - 6)).flatMap { start -> [String] in
            let piece = String(secret[start..<start + 6])
            return [piece, String(piece.reversed())]
        }
        var seen = ["", "", ""]
        var kept: [Substring] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let plain = letters(Substring(decoded(word)))
            // Hexadecimal digits, spaced or not, are read as bytes too (at both alignments of each word).
            seen[0] += plain
            seen[1] += hexDecoded(plain)
            seen[2] += hexDecoded(String(plain.dropFirst()))
            if seen.contains(where: { text in pieces.contains(where: text.contains) }) {
                return (kept + ["…"]).joined(separator: " ")
            }
            kept.append(word)
        }
        return text
    }

    /// The letters and digits of every pair of hexadecimal digits in `text` read as a byte (other characters end a
    /// run and are skipped), lower case.
    static func hexDecoded(_ text: String) -> String {
        var result = ""
        var high: UInt8?
        for scalar in text.unicodeScalars {
            guard let digit = UInt8(String(scalar), radix: 16) else {
                high = nil
                continue
            }
            if let first = high {
                let byte = Unicode.Scalar(first << 4 | digit)
                if byte.properties.isAlphabetic || ("0"..."9").contains(byte) {
                    result.unicodeScalars.append(contentsOf: String(byte).lowercased().unicodeScalars)
                }
                high = nil
            } else {
                high = digit
            }
        }
        return result
    }

    /// A word with the encodings a server could hide a key in undone: percent-encoding, HTML character references
    /// (`&#115;`, `&#x73;`) and `\u0073` / `\x73` escapes.
    static func decoded(_ word: Substring) -> String {
        var text = String(word).removingPercentEncoding ?? String(word)
        let patterns: [(Regex<(Substring, Substring)>, Int)] = [
            (/&#[xX]([0-9a-fA-F]{1,6});?/, 16), (/&#([0-9]{1,7});?/, 10), (/\\u\{?([0-9a-fA-F]{4,6})\}?/, 16),
            (/\\x([0-9a-fA-F]{2})/, 16),
        ]
        for (pattern, radix) in patterns {
            text = text.replacing(pattern) { match in
                UInt32(match.output.1, radix: radix).flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? ""
            }
        }
        return text
    }

    /// `text` with `key` (any case, and its base64) and every token-like run of 16 or more characters but `kept` (the
    /// model's name, which a "model not found" needs) replaced by "…": words of ordinary text are shorter, and a key
    /// cut or encoded otherwise is still a long run.
    static func withoutSecrets(_ text: String, key: String, keeping kept: String = "") -> String {
        var text = text
        if !key.isEmpty {
            for secret in [key, Data(key.utf8).base64EncodedString()] {
                text = text.replacingOccurrences(of: secret, with: "…", options: .caseInsensitive)
            }
        }
        var result = ""
        var run = ""
        let isTokenCharacter = { (character: Character) in
            character.isASCII && (character.isLetter || character.isNumber || "+/=_-.".contains(character))
        }
        for character in text + " " {
            if isTokenCharacter(character) {
                run.append(character)
                continue
            }
            result += run.count >= 16 && run != kept ? "…" : run
            run = ""
            result.append(character)
        }
        return String(result.dropLast())
    }
}
