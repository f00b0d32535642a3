internal import Crypto
public import Foundation

/// The key that seals payloads for a folder in someone else's cloud (docs/sync.md, "Encryption"): 32 bytes,
/// derived from the passphrase and the folder's salt by PBKDF2-HMAC-SHA256. Payloads are sealed with
/// ChaCha20-Poly1305; the file's device and number are bound to the seal, so a sealed payload cannot be passed off
/// under another name.
public struct SyncKey: Equatable, Sendable {
    private let bytes: Data

    /// The key kept as `base64` (as ``base64`` wrote it); nil for text that is not 32 bytes of base64.
    public init?(base64: String) {
        guard let bytes = Data(base64Encoded: base64), bytes.count == 32 else { return nil }
        self.bytes = bytes
    }

    private init(bytes: Data) { self.bytes = bytes }

    /// The key as base64 text, to keep in this device's database.
    public var base64: String { bytes.base64EncodedString() }

    /// The key of `passphrase` with `salt`, after `rounds` rounds of PBKDF2-HMAC-SHA256 (slow on purpose).
    public static func derive(passphrase: String, salt: Data, rounds: Int) -> SyncKey {
        let password = SymmetricKey(data: Data(passphrase.utf8))
        // PBKDF2 with one block (32 bytes, the size of SHA-256): U1 = HMAC(P, S || 1), Ui = HMAC(P, Ui-1).
        let keyed = HMAC<SHA256>(key: password)
        var first = keyed
        first.update(data: salt + Data([0, 0, 0, 1]))
        var block = [UInt8](first.finalize())
        var result = block
        for _ in 1..<max(1, rounds) {
            var next = keyed
            next.update(data: block)
            block = [UInt8](next.finalize())
            for index in 0..<result.count { result[index] ^= block[index] }
        }
        return SyncKey(bytes: Data(result))
    }

    /// `plain` sealed, bound to `context`: a fresh nonce, the ciphertext and the tag, in one piece.
    public func seal(_ plain: Data, context: String) -> Data {
        // Sealing with a 32-byte key and a fresh random nonce cannot fail.
        let box = try? ChaChaPoly.seal(plain, using: SymmetricKey(data: bytes), authenticating: Data(context.utf8))
        return box?.combined ?? Data()
    }

    /// The plain bytes of `sealed`; throws ``SyncFileError/sealedWithAnotherKey`` when this key did not seal them
    /// for `context` (another passphrase, or bytes changed).
    public func open(_ sealed: Data, context: String) throws(SyncFileError) -> Data {
        do {
            let box = try ChaChaPoly.SealedBox(combined: sealed)
            return try ChaChaPoly.open(box, using: SymmetricKey(data: bytes), authenticating: Data(context.utf8))
        } catch {
            throw .sealedWithAnotherKey
        }
    }
}

/// The folder's encryption file (`FOLDER/diario-sync/v1/encryption.txt`), written by the first device that turns
/// encryption on: the KDF's salt and rounds, and a check value that tells a wrong passphrase at once.
///
/// ```
/// diario-sync-encryption 1
/// kdf pbkdf2-sha256 600000 9f2c…(salt, hex)
/// check 3Qm…(the word "diario" sealed with the key, base64)
/// ```
public struct SyncEncryption: Equatable, Sendable {
    /// The file's name inside `diario-sync/v1` (a dot in it: no device has that name).
    public static let fileName = "encryption.txt"
    /// The rounds a new folder gets: slow enough that guessing passphrases from a stolen folder is slow.
    public static let defaultRounds = 600_000
    /// The most rounds a folder's file may ask for: the rounds are read from the folder, and a file asking for
    /// billions would keep `sync init` busy for hours.
    public static let maxRounds = 10_000_000

    /// The salt.
    public var salt: Data
    /// The rounds of PBKDF2.
    public var rounds: Int
    /// The check value.
    public var check: Data

    /// A new folder's encryption for `passphrase`, with a random salt, and its key.
    public static func create(passphrase: String, rounds: Int = defaultRounds) -> (SyncEncryption, SyncKey) {
        var generator = SystemRandomNumberGenerator()
        let salt = Data((0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let key = SyncKey.derive(passphrase: passphrase, salt: salt, rounds: rounds)
        return (SyncEncryption(salt: salt, rounds: rounds, check: key.seal(Data("diario".utf8), context: "check")), key)
    }

    /// The key of `passphrase`, nil when it is not the folder's passphrase.
    public func key(passphrase: String) -> SyncKey? {
        let key = SyncKey.derive(passphrase: passphrase, salt: salt, rounds: rounds)
        return (try? key.open(check, context: "check")) == Data("diario".utf8) ? key : nil
    }

    /// The file's bytes.
    public var encoded: Data {
        let salt = self.salt.map { String(format: "%02x", $0) }.joined()
        return Data(
            "diario-sync-encryption 1\nkdf pbkdf2-sha256 \(rounds) \(salt)\ncheck \(check.base64EncodedString())\n".utf8
        )
    }

    /// The encryption `data` describes; nil for a file that is not whole or not one, or that asks for more than
    /// ``maxRounds`` rounds.
    public init?(_ data: Data) {
        var fields: [String: [Substring]] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            if let key = parts.first { fields[String(key)] = Array(parts.dropFirst()) }
        }
        guard fields["diario-sync-encryption"]?.first == "1", let kdf = fields["kdf"], kdf.count == 3,
            kdf[0] == "pbkdf2-sha256", let rounds = Int(kdf[1]), (1...Self.maxRounds).contains(rounds),
            kdf[2].count == 32,
            let check = fields["check"]?.first.flatMap({ Data(base64Encoded: String($0)) })
        else { return nil }
        let hex = Array(kdf[2])
        let salt = stride(from: 0, to: hex.count, by: 2).compactMap { UInt8(String(hex[$0...$0 + 1]), radix: 16) }
        guard salt.count == 16 else { return nil }
        self.init(salt: Data(salt), rounds: rounds, check: check)
    }

    private init(salt: Data, rounds: Int, check: Data) {
        self.salt = salt
        self.rounds = rounds
        self.check = check
    }
}
