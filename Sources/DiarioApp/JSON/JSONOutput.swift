import Foundation

/// The `--json` contract (docs/json.md) is written from this folder only: one type per printed shape, and this one
/// encoder configuration for all of them — keys sorted, so the output is stable from run to run, slashes not
/// escaped. Task lists and `diario parse`, where an encoder would cost more than the work, write the same form byte
/// by byte (``TaskJSON``, whose escaping `TaskJSONTests` checks against this encoder, and ``JSONLine``).
enum JSONOutput {
    /// `value` as one line of JSON; "null" if it cannot be encoded.
    static func line(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
