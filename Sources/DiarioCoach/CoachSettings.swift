public import DiarioDomain
import Foundation
internal import TOMLKit

/// How the coach is set up: the remote endpoint (nil means the offline coach), how often to retry, and how much
/// of the conversation to send back.
///
/// Each setting comes from its environment variable, else from `[coach]` in
/// `$XDG_CONFIG_HOME/diario/config.toml` (`~/.config/diario/config.toml`), else its default:
///
/// | key in `[coach]` | variable | default |
/// |---|---|---|
/// | `base_url` | `DIARIO_LLM_BASE_URL` | none: the offline coach |
/// | `model` | `DIARIO_LLM_MODEL` | none (required with a base URL) |
/// | `api_key` | `DIARIO_LLM_API_KEY`, else `OPENAI_API_KEY` | none |
/// | `connect_timeout` | `DIARIO_LLM_CONNECT_TIMEOUT` | 10 s |
/// | `idle_timeout` | `DIARIO_LLM_IDLE_TIMEOUT` | 30 s |
/// | `retries` | `DIARIO_LLM_RETRIES` | 3 |
/// | `history_tokens` | `DIARIO_LLM_HISTORY_TOKENS` | 3,000 |
public struct CoachSettings: Sendable, Equatable {
    /// The remote model; nil when none is configured.
    public var endpoint: ChatEndpoint?
    /// How many times a 429 or 5xx is retried.
    public var retries: Int
    /// About how many tokens of earlier messages are sent with a new one.
    public var historyTokens: Int
    /// The configuration file consulted (it may not exist).
    public var configFile: String
    /// Whether that file exists.
    public var configFileExists: Bool

    /// Reads the settings; a file or value that cannot be used is an error that names it (never the key).
    public static func resolve(environment: [String: String]) throws(CoachSettingsError) -> CoachSettings {
        let path = configFilePath(environment: environment)
        let table = try configTable("coach", at: path)
        func value(_ variable: String, _ key: String) -> String? {
            if let text = environment[variable], !text.isEmpty { return text }
            return table[key]
        }
        func number(_ variable: String, _ key: String, default fallback: Int, range: ClosedRange<Int>)
            throws(CoachSettingsError) -> Int
        {
            guard let text = value(variable, key) else { return fallback }
            guard let number = Int(text), range.contains(number) else {
                throw .invalidValue(name: environment[variable]?.isEmpty == false ? variable : key, value: text)
            }
            return number
        }
        let retries = try number("DIARIO_LLM_RETRIES", "retries", default: 3, range: 0...10)
        let history = try number("DIARIO_LLM_HISTORY_TOKENS", "history_tokens", default: 3_000, range: 0...1_000_000)
        let connect = try number("DIARIO_LLM_CONNECT_TIMEOUT", "connect_timeout", default: 10, range: 1...600)
        let idle = try number("DIARIO_LLM_IDLE_TIMEOUT", "idle_timeout", default: 30, range: 1...3_600)
        let answer = try number("DIARIO_LLM_ANSWER_TIMEOUT", "answer_timeout", default: 300, range: 1...7_200)
        let insecure = value("DIARIO_LLM_INSECURE_HTTP", "insecure_http")
        guard insecure.map({ ["1", "0", "true", "false", "yes", "no"].contains($0.lowercased()) }) ?? true else {
            throw .invalidValue(name: "insecure_http", value: insecure ?? "")
        }
        var settings = CoachSettings(
            endpoint: nil, retries: retries, historyTokens: history, configFile: path,
            configFileExists: FileManager.default.fileExists(atPath: path))
        guard let base = value("DIARIO_LLM_BASE_URL", "base_url") else { return settings }
        guard let url = URL(string: base), url.scheme == "http" || url.scheme == "https", url.host != nil else {
            throw .invalidURL(url: ChatEndpoint.redactingCredentials(base))
        }
        guard let model = value("DIARIO_LLM_MODEL", "model") else { throw .missingModel }
        let key =
            value("DIARIO_LLM_API_KEY", "api_key") ?? environment["OPENAI_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        // A line break in the key would end the Authorization header and start another.
        if let key, key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .invalidValue(name: "api_key", value: "…")
        }
        settings.endpoint = ChatEndpoint(
            baseURL: base, model: model, apiKey: key, connectTimeout: connect, idleTimeout: idle,
            answerTimeout: answer, allowsPlainHTTP: ["1", "true", "yes"].contains(insecure?.lowercased() ?? ""))
        return settings
    }

    /// `$XDG_CONFIG_HOME/diario/config.toml`, `~/.config` by default.
    public static func configFilePath(environment: [String: String]) -> String {
        let configHome =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.config")
        return configHome + "/diario/config.toml"
    }

    /// The values of the `[name]` table of the configuration file (`[coach]`, `[calendar]`) as text; empty when the
    /// file does not exist. Throws ``CoachSettingsError`` naming the file or the key that cannot be read, never a
    /// password's or a key's value.
    public static func configTable(_ name: String, at path: String) throws(CoachSettingsError) -> [String: String] {
        guard FileManager.default.fileExists(atPath: path) else { return [:] }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableFile(path: path, reason: "")
        }
        let document: TOMLTable
        do {
            document = try TOMLTable(string: String(decoding: data, as: UTF8.self))
        } catch {
            throw .unreadableFile(path: path, reason: Self.describe(error))
        }
        guard let section = document[name] else { return [:] }
        guard let table = section.table else { throw .invalidValue(name: name, value: "") }
        var values: [String: String] = [:]
        for (key, value) in table {
            if let text = value.string {
                values[key] = text
            } else if let number = value.int {
                values[key] = String(number)
            } else if let flag = value.bool {
                values[key] = String(flag)
            } else {
                let secret = key == "api_key" || key == "password"
                throw .invalidValue(name: key, value: secret ? "…" : value.debugDescription)
            }
        }
        return values
    }

    /// TOMLKit's parse error as one line: "expected ']', saw '\\n' (at line 1, column 7)".
    private static func describe(_ error: any Error) -> String {
        String(String(describing: error).split(whereSeparator: \.isNewline).first ?? "")
    }
}

/// The coach's configuration cannot be used; the message says which setting to fix, never the key's value.
public enum CoachSettingsError: Error, Equatable, Sendable {
    /// The configuration file is not TOML, or cannot be read.
    case unreadableFile(path: String, reason: String)
    /// A setting has a value that cannot be used.
    case invalidValue(name: String, value: String)
    /// The base URL is not an http or https address.
    case invalidURL(url: String)
    /// A base URL was given without a model.
    case missingModel
}

extension CoachSettingsError: StudentFacingError {
    /// The sentence naming the setting to fix.
    public var message: StudentMessage {
        switch self {
        case .unreadableFile(let path, let reason):
            StudentMessage("error.coach.configFile", ["path": path, "reason": reason])
        case .invalidValue(let name, let value):
            StudentMessage("error.coach.configValue", ["name": name, "value": value])
        case .invalidURL(let url): StudentMessage("error.coach.invalidURL", ["url": url])
        case .missingModel: StudentMessage("error.coach.missingModel")
        }
    }

    /// A setting the student gave: 1.
    public var exitCode: Int32 { 1 }
}
