import DiarioSync
import Foundation
import Testing

@Suite("Sealed payloads for an encrypted folder")
struct SyncSealTests {
    func hex(_ key: SyncKey) -> String {
        Data(base64Encoded: key.base64)!.map { String(format: "%02x", $0) }.joined()
    }

    @Test("The key is PBKDF2-HMAC-SHA256 (RFC 7914's vectors, first 32 bytes)")
    func derivation() {
        #expect(
            hex(SyncKey.derive(passphrase: "passwd", salt: Data("salt".utf8), rounds: 1))
                == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc")
        #expect(
            hex(SyncKey.derive(passphrase: "Password", salt: Data("NaCl".utf8), rounds: 80_000))
                == "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56")
    }

    @Test("A sealed payload opens with its key and name only; a changed byte, another key or name never opens")
    func sealing() throws {
        let (encryption, key) = SyncEncryption.create(passphrase: "cavallo batteria graffetta", rounds: 1_000)
        let plain = Data(#"{"k":"task","r":"u1"}"#.utf8)
        let sealed = key.seal(plain, context: "diario-sync laptop 3")
        #expect(!sealed.isEmpty && sealed.range(of: Data("task".utf8)) == nil, "the payload is not readable")
        #expect(try key.open(sealed, context: "diario-sync laptop 3") == plain)
        #expect(throws: SyncFileError.sealedWithAnotherKey) { try key.open(sealed, context: "diario-sync laptop 4") }
        var flipped = sealed
        flipped[flipped.count / 2] ^= 1
        #expect(throws: SyncFileError.sealedWithAnotherKey) { try key.open(flipped, context: "diario-sync laptop 3") }
        let other = SyncKey.derive(passphrase: "another one", salt: encryption.salt, rounds: 1_000)
        #expect(throws: SyncFileError.sealedWithAnotherKey) { try other.open(sealed, context: "diario-sync laptop 3") }

        // The folder's file reads back, and tells the right passphrase from a wrong one.
        let read = try #require(SyncEncryption(encryption.encoded))
        #expect(read == encryption)
        #expect(read.key(passphrase: "cavallo batteria graffetta") == key)
        #expect(read.key(passphrase: "cavallo batteria") == nil)
        #expect(SyncEncryption(encryption.encoded.prefix(30)) == nil, "a file still arriving is none yet")
    }
}
