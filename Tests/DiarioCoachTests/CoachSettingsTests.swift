import DiarioCoach
import DiarioTestSupport
import Foundation
import Testing

@Suite("Coach settings from the environment and config.toml")
struct CoachSettingsTests {
    let home = TemporaryDirectory()
    var environment: [String: String] { ["HOME": home.path, "XDG_CONFIG_HOME": home.file("config")] }

    func writeConfig(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: home.file("config/diario"), withIntermediateDirectories: true)
        try text.write(toFile: home.file("config/diario/config.toml"), atomically: true, encoding: .utf8)
    }

    @Test("Nothing configured means the offline coach, with the defaults")
    func nothing() throws {
        let settings = try CoachSettings.resolve(environment: environment)
        #expect(settings.endpoint == nil && settings.retries == 3 && settings.historyTokens == 3_000)
        #expect(settings.configFile == home.file("config/diario/config.toml") && !settings.configFileExists)
    }

    @Test("The environment alone; OPENAI_API_KEY when DIARIO_LLM_API_KEY is not set")
    func environmentOnly() throws {
        var environment = environment
        environment["DIARIO_LLM_BASE_URL"] = "http://localhost:11434/v1"
        environment["DIARIO_LLM_MODEL"] = "llama3.2"
        environment["OPENAI_API_KEY"] = "sk-openai"
        environment["DIARIO_LLM_IDLE_TIMEOUT"] = "5"
        var settings = try CoachSettings.resolve(environment: environment)
        #expect(
            settings.endpoint
                == ChatEndpoint(
                    baseURL: "http://localhost:11434/v1", model: "llama3.2", apiKey: "sk-openai", idleTimeout: 5))
        environment["DIARIO_LLM_API_KEY"] = "sk-diario"
        settings = try CoachSettings.resolve(environment: environment)
        #expect(settings.endpoint?.apiKey == "sk-diario")
        #expect(settings.endpoint?.description == "http://localhost:11434/v1 · llama3.2")
    }

    @Test("[coach] in config.toml, each variable of the environment taking precedence over its key")
    func configFile() throws {
        try writeConfig(
            """
            [coach]
            base_url = "https://api.example.org/v1"
            model = "small"
            api_key = "sk-from-file"
            retries = 1
            history_tokens = 500
            connect_timeout = 3
            """)
        var settings = try CoachSettings.resolve(environment: environment)
        #expect(
            settings.endpoint
                == ChatEndpoint(
                    baseURL: "https://api.example.org/v1", model: "small", apiKey: "sk-from-file", connectTimeout: 3))
        #expect(settings.retries == 1 && settings.historyTokens == 500 && settings.configFileExists)
        var environment = environment
        environment["DIARIO_LLM_MODEL"] = "big"
        environment["DIARIO_LLM_RETRIES"] = "0"
        settings = try CoachSettings.resolve(environment: environment)
        #expect(
            settings.endpoint?.model == "big" && settings.endpoint?.apiKey == "sk-from-file" && settings.retries == 0)
    }

    @Test("Errors name what to fix and never show the key")
    func errors() throws {
        try writeConfig("[coach\nbase_url = 1\n")
        do {
            _ = try CoachSettings.resolve(environment: environment)
            Issue.record("a broken file was accepted")
        } catch {
            guard case .unreadableFile(let path, let reason) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(path.hasSuffix("config/diario/config.toml") && reason.contains("line 1"))
        }
        try writeConfig("[coach]\nbase_url = \"http://localhost/v1\"\napi_key = [\"sk-in-a-list\"]\n")
        #expect(throws: CoachSettingsError.invalidValue(name: "api_key", value: "…")) {
            try CoachSettings.resolve(environment: environment)
        }
        try writeConfig("[coach]\nbase_url = \"http://localhost/v1\"\n")
        #expect(throws: CoachSettingsError.missingModel) { try CoachSettings.resolve(environment: environment) }
        var changed = environment
        changed["DIARIO_LLM_BASE_URL"] = "localhost:11434"
        #expect(throws: CoachSettingsError.invalidURL(url: "localhost:11434")) {
            try CoachSettings.resolve(environment: changed)
        }
        changed["DIARIO_LLM_BASE_URL"] = "ftp://me:hunter2@example.org/v1"
        #expect(throws: CoachSettingsError.invalidURL(url: "ftp://example.org/v1")) {
            try CoachSettings.resolve(environment: changed)
        }
        changed["DIARIO_LLM_BASE_URL"] = "http://localhost/v1"
        changed["DIARIO_LLM_MODEL"] = "m"
        changed["DIARIO_LLM_API_KEY"] = "sk-abc\r\nX-Injected: 1"
        #expect(throws: CoachSettingsError.invalidValue(name: "api_key", value: "…")) {
            try CoachSettings.resolve(environment: changed)
        }
        changed["DIARIO_LLM_API_KEY"] = nil
        changed["DIARIO_LLM_RETRIES"] = "many"
        #expect(throws: CoachSettingsError.invalidValue(name: "DIARIO_LLM_RETRIES", value: "many")) {
            try CoachSettings.resolve(environment: changed)
        }
    }
}
