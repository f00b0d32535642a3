internal import CSodium
public import DiarioDomain
public import Foundation

/// How a sealed payload is sealed: the name a file's `sealed` header line gives (docs/sync.md, "Encryption").
public enum SyncCipher: String, Sendable {
    /// IETF ChaCha20-Poly1305 with a 12-byte nonce: folders sealed before Diario used libsodium. Read, never written.
    case chacha20Poly1305 = "chacha20-poly1305"
    /// XChaCha20-Poly1305 with a random 24-byte nonce: what Diario seals with.
    case xchacha20Poly1305 = "xchacha20-poly1305"
}

/// The key that seals payloads for a folder in someone else's cloud (docs/sync.md, "Encryption"): 32 bytes,
/// derived from the passphrase and the folder's salt by Argon2id. Payloads are sealed with XChaCha20-Poly1305
/// (libsodium); the file's device and number are bound to the seal, so a sealed payload cannot be passed off under
/// another name.
public struct SyncKey: Equatable, Sendable {
    private let bytes: [UInt8]

    /// Whether libsodium, loaded the first time this is asked, is there to seal and open with.
    public static var isAvailable: Bool { diario_sodium_available() == 1 }

    /// The key kept as `base64` (as ``base64`` wrote it); nil for text that is not 32 bytes of base64.
    public init?(base64: String) {
        guard let bytes = Data(base64Encoded: base64), bytes.count == 32 else { return nil }
        self.bytes = [UInt8](bytes)
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The key as base64 text, to keep in this device's database.
    public var base64: String { Data(bytes).base64EncodedString() }

    /// The key of `passphrase` with `salt` (16 bytes) at `cost` (slow on purpose). Throws
    /// ``SyncError/sealingUnavailable`` when libsodium is missing or cannot have the memory the cost asks for.
    public static func derive(passphrase: String, salt: Data, cost: SyncEncryption.Cost) throws(SyncError) -> SyncKey {
        guard isAvailable, salt.count == 16 else { throw .sealingUnavailable }
        var key = [UInt8](repeating: 0, count: 32)
        let passphrase = Array(passphrase.utf8)
        let salt = [UInt8](salt)
        let status = passphrase.withUnsafeBufferPointer { phrase in
            phrase.withMemoryRebound(to: CChar.self) { phrase in
                diario_sodium_argon2id(
                    &key, key.count, phrase.baseAddress, phrase.count, salt, UInt64(clamping: cost.passes),
                    max(0, cost.memory))
            }
        }
        guard status == 0 else { throw .sealingUnavailable }
        return SyncKey(bytes: key)
    }

    /// `plain` sealed with XChaCha20-Poly1305, bound to `context`: a fresh random nonce, the ciphertext and the tag,
    /// in one piece. Throws ``SyncError/sealingUnavailable`` when libsodium is missing.
    public func seal(_ plain: Data, context: String) throws(SyncError) -> Data {
        guard Self.isAvailable else { throw .sealingUnavailable }
        var nonce = [UInt8](repeating: 0, count: 24)
        diario_sodium_random(&nonce, nonce.count)
        let plain = [UInt8](plain)
        let context = Array(context.utf8)
        var sealed = [UInt8](repeating: 0, count: plain.count + 16)
        let status = diario_sodium_xchacha_seal(&sealed, plain, plain.count, context, context.count, nonce, bytes)
        guard status == 0 else { throw .sealingUnavailable }
        return Data(nonce + sealed)
    }

    /// The plain bytes of `sealed`, sealed with `cipher`; throws ``SyncFileError/sealedWithAnotherKey`` when this
    /// key did not seal them for `context` (another passphrase, or bytes changed). Callers check ``isAvailable``
    /// first (the store does, when it reads the key); without libsodium it throws ``SyncFileError/sealed``.
    public func open(_ sealed: Data, cipher: SyncCipher, context: String) throws(SyncFileError) -> Data {
        guard Self.isAvailable else { throw .sealed }
        let nonceSize = cipher == .xchacha20Poly1305 ? 24 : 12
        guard sealed.count >= nonceSize + 16 else { throw .sealedWithAnotherKey }
        let bytes = [UInt8](sealed)
        let nonce = Array(bytes[..<nonceSize])
        let box = Array(bytes[nonceSize...])
        let context = Array(context.utf8)
        var plain = [UInt8](repeating: 0, count: box.count - 16)
        let extended: Int32 = cipher == .xchacha20Poly1305 ? 1 : 0
        let status = diario_sodium_open(
            extended, &plain, box, box.count, context, context.count, nonce, self.bytes)
        guard status == 0 else { throw .sealedWithAnotherKey }
        return Data(plain)
    }

    /// `count` random bytes from libsodium; throws ``SyncError/sealingUnavailable`` when it is missing.
    static func randomBytes(_ count: Int) throws(SyncError) -> Data {
        guard isAvailable else { throw .sealingUnavailable }
        var bytes = [UInt8](repeating: 0, count: count)
        diario_sodium_random(&bytes, count)
        return Data(bytes)
    }
}
