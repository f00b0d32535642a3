/// A row's UUID as a record holds it: written to the database only when known. An insert without one leaves the
/// column to its default, a new random UUID (v24); an update without one leaves the row's UUID as it was. So a
/// record made from a domain value, which carries no UUID, never takes a row's identity away.
///
/// Before v24 two triggers per table did this (`T_gets_uuid`, `T_keeps_uuid`); SQLite read all forty of them at
/// every open of the file, half a millisecond of every command (docs/benchmarks.md, "Start-up, fourth round").
@propertyWrapper
struct StableIdentity: Codable, Hashable, Sendable {
    var wrappedValue: String?

    init(wrappedValue: String?) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension KeyedEncodingContainer {
    /// A record's UUID is encoded only when known: GRDB then leaves the column out of its INSERT or UPDATE.
    mutating func encode(_ value: StableIdentity, forKey key: Key) throws {
        guard let uuid = value.wrappedValue else { return }
        try encode(uuid, forKey: key)
    }
}

extension KeyedDecodingContainer {
    /// A row read without its UUID column, or with a NULL there, gives a record without one.
    func decode(_ type: StableIdentity.Type, forKey key: Key) throws -> StableIdentity {
        StableIdentity(wrappedValue: try decodeIfPresent(String.self, forKey: key))
    }
}
