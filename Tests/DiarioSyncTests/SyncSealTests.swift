import DiarioDomain
import DiarioSync
import Foundation
import Testing

/// The vectors were made once by implementations other than libsodium: argon2-cffi 25.1 (the Argon2 reference code)
/// for the key, PyCryptodome 3.23 for the sealed payloads (its ChaCha20_Poly1305 with a 24-byte and a 12-byte nonce).
@Suite("Sealed payloads for an encrypted folder")
struct SyncSealTests {
    func hex(_ key: SyncKey) throws -> String {
        try #require(Data(base64Encoded: key.base64)).map { String(format: "%02x", $0) }.joined()
    }

    func bytes(_ hex: String) -> Data {
        let digits = Array(hex)
        let pairs = stride(from: 0, to: digits.count, by: 2)
        return Data(pairs.compactMap { UInt8(String(digits[$0...$0 + 1]), radix: 16) })
    }

    /// The key 00 01 02 … 1f.
    let countingKey = SyncKey(base64: Data((0..<32).map { UInt8($0) }).base64EncodedString())!

    @Test("The key is Argon2id, version 1.3, one lane, as the Argon2 reference code derives it")
    func derivation() throws {
        let key = try SyncKey.derive(
            passphrase: "cavallo batteria graffetta", salt: Data("diario-salt-16by".utf8),
            cost: SyncEncryption.Cost(passes: 2, memory: 8 << 20))
        #expect(try hex(key) == "5eb885e78eab94883440db1537b0f172b7eb4616d8b406e2ab0b9362aaf50cf6")
    }

    @Test("Payloads sealed elsewhere open: XChaCha20-Poly1305, and the IETF ChaCha20-Poly1305 of older folders")
    func openingVectors() throws {
        let plain = Data(#"{"k":"task","r":"u1"}"#.utf8)
        let xchacha = bytes(
            "6465666768696a6b6c6d6e6f707172737475767778797a7b07519292c50cfde3f45bbf13841d9ff379ce635399fb332e6d3d8b"
                + "e1629fc59c3fa8995271")
        let chacha = bytes(
            "6465666768696a6b6c6d6e6f4f33d0e8a287023388b53753d0fbfaa952b3a316e2d7788004c0e416ac49a78466ae434a58")
        #expect(try countingKey.open(xchacha, cipher: .xchacha20Poly1305, context: "diario-sync laptop 3") == plain)
        #expect(try countingKey.open(chacha, cipher: .chacha20Poly1305, context: "diario-sync laptop 3") == plain)
        #expect(throws: SyncFileError.sealedWithAnotherKey) {
            try countingKey.open(chacha, cipher: .xchacha20Poly1305, context: "diario-sync laptop 3")
        }
        #expect(throws: SyncFileError.sealedWithAnotherKey) {
            try countingKey.open(Data(xchacha.prefix(30)), cipher: .xchacha20Poly1305, context: "diario-sync laptop 3")
        }
    }

    @Test("A sealed payload opens with its key and name only; a changed byte, another key or name never opens")
    func sealing() throws {
        let cost = SyncEncryption.Cost(passes: 1, memory: 8 << 20)
        let (encryption, key) = try SyncEncryption.create(passphrase: "cavallo batteria graffetta", cost: cost)
        let plain = Data(#"{"k":"task","r":"u1"}"#.utf8)
        let sealed = try key.seal(plain, context: "diario-sync laptop 3")
        #expect(sealed.count == 24 + plain.count + 16 && sealed.range(of: Data("task".utf8)) == nil)
        #expect(try key.seal(plain, context: "diario-sync laptop 3") != sealed, "every seal has a fresh nonce")
        #expect(try key.open(sealed, cipher: .xchacha20Poly1305, context: "diario-sync laptop 3") == plain)
        #expect(throws: SyncFileError.sealedWithAnotherKey) {
            try key.open(sealed, cipher: .xchacha20Poly1305, context: "diario-sync laptop 4")
        }
        var flipped = sealed
        flipped[flipped.count / 2] ^= 1
        #expect(throws: SyncFileError.sealedWithAnotherKey) {
            try key.open(flipped, cipher: .xchacha20Poly1305, context: "diario-sync laptop 3")
        }
        let other = try SyncKey.derive(passphrase: "another one", salt: encryption.salt, cost: cost)
        #expect(throws: SyncFileError.sealedWithAnotherKey) {
            try other.open(sealed, cipher: .xchacha20Poly1305, context: "diario-sync laptop 3")
        }

        // The folder's file reads back, and tells the right passphrase from a wrong one.
        let read = try #require(SyncEncryption(encryption.encoded))
        #expect(read == encryption)
        let text = String(decoding: encryption.encoded, as: UTF8.self)
        #expect(text.hasPrefix("diario-sync-encryption 2\nkdf argon2id 1 8388608 "), "\(text)")
        #expect(try read.key(passphrase: "cavallo batteria graffetta", path: "/f") == key)
        #expect(try read.key(passphrase: "cavallo batteria", path: "/f") == nil)
        #expect(SyncEncryption(encryption.encoded.prefix(30)) == nil, "a file still arriving is none yet")
    }

    @Test("A folder's file asking for too much work or memory is none; an older folder's file is told apart")
    func folderFiles() throws {
        let salt = String(repeating: "ab", count: 16)
        func file(_ kdf: String, version: Int = 2) -> Data {
            Data("diario-sync-encryption \(version)\nkdf \(kdf) \(salt)\ncheck AAAA\n".utf8)
        }
        #expect(SyncEncryption(file("argon2id 3 67108864")) != nil)
        #expect(SyncEncryption(file("argon2id 11 67108864")) == nil, "too many passes")
        #expect(SyncEncryption(file("argon2id 3 1073741824")) == nil, "a gigabyte of memory")
        #expect(SyncEncryption(file("argon2id 3 1024")) == nil, "too little memory to be worth a key")
        #expect(SyncEncryption(file("argon2id 0 67108864")) == nil)
        #expect(SyncEncryption(file("argon2id 3 67108864", version: 3)) == nil, "a newer version")
        let old = try #require(SyncEncryption(file("pbkdf2-sha256 600000", version: 1)))
        #expect(old.derivation == .pbkdf2(rounds: 600_000))
        #expect(throws: SyncError.sealedInOldFormat(path: "/cloud/diario")) {
            try old.key(passphrase: "cavallo batteria graffetta", path: "/cloud/diario")
        }
    }
}
