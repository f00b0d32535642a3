public import DiarioDomain
public import Foundation

/// The folder's encryption file (`FOLDER/diario-sync/v1/encryption.txt`), written by the first device that turns
/// encryption on: the key derivation's salt and cost, and a check value that tells a wrong passphrase at once.
///
/// ```
/// diario-sync-encryption 2
/// kdf argon2id 3 67108864 9f2c…(the passes, the memory in bytes, the salt in hex)
/// check 3Qm…(the word "diario" sealed with the key, base64)
/// ```
///
/// Version 1 (`kdf pbkdf2-sha256 ROUNDS SALT`) was written before Diario used libsodium. It is still recognised, so
/// that a device joining such a folder is told how to seal it again, but no key is derived from it any more.
public struct SyncEncryption: Equatable, Sendable {
    /// How hard the key is to derive: Argon2id's passes over its memory.
    public struct Cost: Equatable, Sendable {
        /// Passes over the memory.
        public var passes: Int
        /// Bytes of memory.
        public var memory: Int

        /// Creates a cost.
        public init(passes: Int, memory: Int) {
            self.passes = passes
            self.memory = memory
        }

        /// What a new folder gets: 3 passes over 64 MiB, above OWASP's least for Argon2id (2 passes, 19 MiB), and
        /// under a second on a school laptop.
        public static let standard = Cost(passes: 3, memory: 64 << 20)

        /// Whether a folder's file may ask for it: the cost is read from the folder, and a file asking for
        /// gigabytes or thousands of passes would keep `sync init` busy for hours or out of memory.
        var isAcceptable: Bool { (1...10).contains(passes) && (8 << 20...512 << 20).contains(memory) }
    }

    /// How the folder's key is derived from its passphrase.
    public enum Derivation: Equatable, Sendable {
        /// Argon2id (libsodium's `crypto_pwhash`), version 2 of the file.
        case argon2id(Cost)
        /// PBKDF2-HMAC-SHA256, version 1 of the file: recognised, no longer derived.
        case pbkdf2(rounds: Int)
    }

    /// The file's name inside `diario-sync/v1` (a dot in it: no device has that name).
    public static let fileName = "encryption.txt"

    /// The salt: 16 bytes.
    public var salt: Data
    /// How the key is derived.
    public var derivation: Derivation
    /// The check value.
    public var check: Data

    /// A new folder's encryption for `passphrase`, with a random salt, and its key. Throws
    /// ``SyncError/sealingUnavailable`` when libsodium is missing.
    public static func create(passphrase: String, cost: Cost = .standard) throws(SyncError) -> (
        SyncEncryption, SyncKey
    ) {
        let salt = try SyncKey.randomBytes(16)
        let key = try SyncKey.derive(passphrase: passphrase, salt: salt, cost: cost)
        let check = try key.seal(Self.checkWord, context: "check")
        return (SyncEncryption(salt: salt, derivation: .argon2id(cost), check: check), key)
    }

    /// The key of `passphrase`, nil when it is not the folder's passphrase. Throws
    /// ``SyncError/sealedInOldFormat(path:)`` (with `path`) for a version 1 folder,
    /// ``SyncError/sealingUnavailable`` when libsodium is missing.
    public func key(passphrase: String, path: String) throws(SyncError) -> SyncKey? {
        guard case .argon2id(let cost) = derivation else { throw .sealedInOldFormat(path: path) }
        let key = try SyncKey.derive(passphrase: passphrase, salt: salt, cost: cost)
        let opened = try? key.open(check, cipher: .xchacha20Poly1305, context: "check")
        return opened == Self.checkWord ? key : nil
    }

    /// The file's bytes.
    public var encoded: Data {
        let salt = self.salt.map { String(format: "%02x", $0) }.joined()
        let kdf =
            switch derivation {
            case .argon2id(let cost): "diario-sync-encryption 2\nkdf argon2id \(cost.passes) \(cost.memory) \(salt)"
            case .pbkdf2(let rounds): "diario-sync-encryption 1\nkdf pbkdf2-sha256 \(rounds) \(salt)"
            }
        return Data("\(kdf)\ncheck \(check.base64EncodedString())\n".utf8)
    }

    /// The encryption `data` describes; nil for a file that is not whole or not one, or whose cost is not
    /// acceptable.
    public init?(_ data: Data) {
        var fields: [String: [Substring]] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            if let key = parts.first { fields[String(key)] = Array(parts.dropFirst()) }
        }
        guard let version = fields["diario-sync-encryption"]?.first, let kdf = fields["kdf"], let hex = kdf.last,
            let check = fields["check"]?.first.flatMap({ Data(base64Encoded: String($0)) }),
            let salt = Self.salt(hex)
        else { return nil }
        let derivation: Derivation
        switch (version, kdf.count, kdf.first) {
        case ("2", 4, "argon2id"):
            guard let passes = Int(kdf[1]), let memory = Int(kdf[2]) else { return nil }
            let cost = Cost(passes: passes, memory: memory)
            guard cost.isAcceptable else { return nil }
            derivation = .argon2id(cost)
        case ("1", 3, "pbkdf2-sha256"):
            guard let rounds = Int(kdf[1]), rounds >= 1 else { return nil }
            derivation = .pbkdf2(rounds: rounds)
        default:
            return nil
        }
        self.init(salt: salt, derivation: derivation, check: check)
    }

    private init(salt: Data, derivation: Derivation, check: Data) {
        self.salt = salt
        self.derivation = derivation
        self.check = check
    }

    private static let checkWord = Data("diario".utf8)

    /// The 16 bytes 32 hex digits give; nil for anything else.
    private static func salt(_ hex: Substring) -> Data? {
        let digits = Array(hex)
        guard digits.count == 32 else { return nil }
        let bytes = stride(from: 0, to: 32, by: 2).compactMap { UInt8(String(digits[$0...$0 + 1]), radix: 16) }
        return bytes.count == 16 ? Data(bytes) : nil
    }
}
