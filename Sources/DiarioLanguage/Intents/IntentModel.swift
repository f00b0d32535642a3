import Foundation

/// A linear model of which intent a line has (multinomial logistic regression over ``IntentFeatures``), trained by
/// `make model` from the committed corpora (``IntentModelTrainer``) and shipped as `Resources/intent-model.bin`.
///
/// The file: the bytes `DIM2`, then little-endian UInt32 bucket count, class count; each class's name (a length
/// byte and UTF-8); a Float32 scale; the biases and then the weights (bucket by bucket, class by class) as Int16
/// steps of the scale; then the language head the same way for its two classes (Italian, English): a Float32 scale,
/// two biases, two weights a bucket. A `DIM1` file has no language head.
///
/// A class, written once and only read: the router hands the model to several readers a line, and a copy of a struct
/// of five arrays and its rows counted six references each time.
public final class IntentModel: Sendable, Equatable {
    /// The intents the model tells apart, in the order of its scores.
    public let intents: [Intent]
    let bucketCount: Int
    /// One bias per intent, in steps of ``scale``.
    let biasSteps: [Int16]
    /// `bucketCount` rows of one weight per intent, in steps of ``scale``: kept as the file has them, half the memory
    /// of floats, so that the rows a line touches stay in the processor's cache.
    let weightSteps: [Int16]
    /// What one step is worth.
    let scale: Float
    /// The language head, which reads whether a line is Italian or English from the same features; nil in a model
    /// trained without one.
    let language: LanguageHead?
    /// Both heads' steps side by side, a bucket's intents then its two languages (none without a language head):
    /// a line's buckets are visited once for both.
    private let rows: Rows

    /// Each bucket's row of steps padded with zeros to whole blocks of 32 (64 bytes, one cache line, aligned to
    /// one), so that a row costs one or two memory loads and its steps are summed 32 at a time.
    private final class Rows: @unchecked Sendable {
        /// Steps a row holds: a multiple of 32, 64 bytes.
        let stride: Int
        /// How many rows there are.
        let bucketCount: Int
        /// Written once in `init`, read only afterwards: what makes the class safe to share.
        private let steps: UnsafeMutablePointer<Int16>

        /// Rows of each bucket's `intents` steps (`weights`, bucket by bucket) then its `languages` steps
        /// (`languageWeights`, likewise), each row copied whole: this runs at every start.
        init(bucketCount: Int, intents: Int, weights: [Int16], languages: Int, languageWeights: [Int16]) {
            stride = max(1, (intents + languages + 31) / 32) * 32
            self.bucketCount = bucketCount
            let count = bucketCount * stride
            steps = UnsafeMutableRawPointer.allocate(byteCount: count * MemoryLayout<Int16>.stride, alignment: 64)
                .bindMemory(to: Int16.self, capacity: count)
            steps.initialize(repeating: 0, count: count)
            weights.withUnsafeBufferPointer { weights in
                languageWeights.withUnsafeBufferPointer { languageWeights in
                    for bucket in 0..<bucketCount {
                        let row = steps + bucket * stride
                        let intentRow = bucket * intents
                        if intentRow + intents <= weights.count, let base = weights.baseAddress {
                            row.update(from: base + intentRow, count: intents)
                        }
                        let languageRow = bucket * languages
                        if languages > 0, languageRow + languages <= languageWeights.count,
                            let base = languageWeights.baseAddress
                        {
                            (row + intents).update(from: base + languageRow, count: languages)
                        }
                    }
                }
            }
        }

        deinit { steps.deallocate() }

        /// Writes the sums of the rows of `buckets`, column by column, into all ``stride`` elements of `sums`
        /// (padding included): a buffer the caller provides, not an array made for every line.
        func sum(_ buckets: [Int32], into sums: UnsafeMutableBufferPointer<Int32>) {
            // A block of 32 columns at a time, summed in four vectors of eight that stay in registers over all the
            // rows (a row's block is 64 bytes, aligned to 64).
            var block = 0
            while block < stride {
                var sum = (SIMD8<Int32>(), SIMD8<Int32>(), SIMD8<Int32>(), SIMD8<Int32>())
                for bucket in buckets where bucket >= 0 && Int(bucket) < bucketCount {
                    let row = UnsafeRawPointer(steps + Int(bucket) * stride + block)
                    sum.0 &+= SIMD8<Int32>(truncatingIfNeeded: row.load(as: SIMD8<Int16>.self))
                    sum.1 &+= SIMD8<Int32>(truncatingIfNeeded: row.load(fromByteOffset: 16, as: SIMD8<Int16>.self))
                    sum.2 &+= SIMD8<Int32>(truncatingIfNeeded: row.load(fromByteOffset: 32, as: SIMD8<Int16>.self))
                    sum.3 &+= SIMD8<Int32>(truncatingIfNeeded: row.load(fromByteOffset: 48, as: SIMD8<Int16>.self))
                }
                for column in 0..<8 {
                    sums[block + column] = sum.0[column]
                    sums[block + 8 + column] = sum.1[column]
                    sums[block + 16 + column] = sum.2[column]
                    sums[block + 24 + column] = sum.3[column]
                }
                block += 32
            }
        }
    }

    /// A linear reader of a line's language: two classes, Italian then English, in steps of ``scale``.
    struct LanguageHead: Sendable, Equatable {
        let biasSteps: [Int16]
        let weightSteps: [Int16]
        let scale: Float

        /// A head of these weights (Italian, English; bucket by bucket), rounded as ``IntentModel`` rounds its own.
        init(bias: [Float], weights: [Float]) {
            let (biasSteps, weightSteps, scale) = IntentModel.steps(bias: bias, weights: weights)
            self.init(biasSteps: biasSteps, weightSteps: weightSteps, scale: scale)
        }

        init(biasSteps: [Int16], weightSteps: [Int16], scale: Float) {
            self.biasSteps = biasSteps
            self.weightSteps = weightSteps
            self.scale = scale
        }
    }

    /// One bias per intent.
    var bias: [Float] { biasSteps.map { Float($0) * scale } }
    /// `bucketCount` rows of one weight per intent.
    var weights: [Float] { weightSteps.map { Float($0) * scale } }

    /// The model shipped with Diario, read at its first use; nil when the resource is missing or damaged (the
    /// grammar then decides alone).
    /// `DIARIO_INTENT_MODEL` names another model's file instead (to measure a model trained without some corpus).
    public static let bundled: IntentModel? = {
        // An empty value is no value: the shipped model.
        let named = ProcessInfo.processInfo.environment["DIARIO_INTENT_MODEL"].flatMap { $0.isEmpty ? nil : $0 }
        let url =
            named.map { URL(fileURLWithPath: $0) }
            ?? Bundle.module.url(forResource: "intent-model", withExtension: "bin")
        guard let url, let data = try? Data(contentsOf: url) else { return nil }
        return IntentModel(encoded: [UInt8](data))
    }()

    /// A model of these weights, rounded to steps of the largest weight / 32767 (as its file keeps them).
    convenience init(
        intents: [Intent], bucketCount: Int, bias: [Float], weights: [Float], language: LanguageHead? = nil
    ) {
        let (biasSteps, weightSteps, scale) = Self.steps(bias: bias, weights: weights)
        self.init(
            intents: intents, bucketCount: bucketCount, biasSteps: biasSteps, weightSteps: weightSteps, scale: scale,
            language: language)
    }

    private init(
        intents: [Intent], bucketCount: Int, biasSteps: [Int16], weightSteps: [Int16], scale: Float,
        language: LanguageHead?
    ) {
        self.intents = intents
        self.bucketCount = bucketCount
        self.biasSteps = biasSteps
        self.weightSteps = weightSteps
        self.scale = scale
        self.language = language
        rows = Rows(
            bucketCount: bucketCount, intents: biasSteps.count, weights: weightSteps,
            languages: language == nil ? 0 : 2,
            languageWeights: language?.weightSteps ?? [])
    }

    /// Two models are equal when their intents, steps and scales are (the padded rows are made from those).
    public static func == (left: IntentModel, right: IntentModel) -> Bool {
        left.intents == right.intents && left.bucketCount == right.bucketCount && left.biasSteps == right.biasSteps
            && left.weightSteps == right.weightSteps && left.scale == right.scale && left.language == right.language
    }

    /// Weights as Int16 steps of the largest weight / 32767, and what one step is worth.
    static func steps(bias: [Float], weights: [Float]) -> (bias: [Int16], weights: [Int16], scale: Float) {
        let largest = (bias + weights).reduce(Float(0)) { max($0, abs($1)) }
        let scale = largest > 0 ? largest / 32767 : 1
        func step(_ weight: Float) -> Int16 { Int16(clamping: Int((weight / scale).rounded())) }
        return (bias.map(step), weights.map(step), scale)
    }

    /// What the model reads in a line of these features: the probability of each intent (in the order of
    /// ``intents``) and the probability that the line is English (nil without a language head).
    func read(_ features: IntentFeatures) -> (probabilities: [Double], english: Double?) {
        let classes = biasSteps.count
        // The row holds every intent, then the language head's two: the columns read below.
        assert(rows.stride >= classes + (language == nil ? 0 : 2))
        // Each feature has the same value: its rows of steps are summed first, in integers, then scaled once.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: rows.stride) { sums in
            rows.sum(features.buckets, into: sums)
            let value = features.value
            let intentScale = Double(scale)
            // Appended to reserved room: a `map` over the range here compiles to the runtime's generic path, which
            // looks up the array's type at every line.
            var probabilities: [Double] = []
            probabilities.reserveCapacity(classes)
            for index in 0..<classes {
                probabilities.append((Double(biasSteps[index]) + Double(sums[index]) * value) * intentScale)
            }
            Self.normalize(&probabilities)
            guard let language, !features.buckets.isEmpty else { return (probabilities, nil) }
            let languageScale = Double(language.scale)
            let italian = (Double(language.biasSteps[0]) + Double(sums[classes]) * value) * languageScale
            let english = (Double(language.biasSteps[1]) + Double(sums[classes + 1]) * value) * languageScale
            // The softmax of the two, computed as ``softmax(_:)`` computes it, without arrays.
            let top = max(italian, english)
            let (italianWeight, englishWeight) = (exp(italian - top), exp(english - top))
            return (probabilities, englishWeight / (0 + italianWeight + englishWeight))
        }
    }

    /// The probability of each intent (in the order of ``intents``) for a line's features.
    func probabilities(_ features: IntentFeatures) -> [Double] { read(features).probabilities }

    /// The probability that a line of these features is English (nil without a language head).
    func englishProbability(_ features: IntentFeatures) -> Double? { read(features).english }

    /// The probability of `intent` among `probabilities` (in the order of ``intents``); 0 for an intent the model
    /// does not know.
    func probability(of intent: Intent, in probabilities: [Double]) -> Double {
        for index in intents.indices where intents[index] == intent { return probabilities[index] }
        return 0
    }

    static func softmax(_ scores: [Double]) -> [Double] {
        var probabilities = scores
        normalize(&probabilities)
        return probabilities
    }

    /// ``softmax(_:)`` in place.
    static func normalize(_ scores: inout [Double]) {
        let top = scores.max() ?? 0
        var total = 0.0
        for index in scores.indices {
            scores[index] = exp(scores[index] - top)
            total += scores[index]
        }
        for index in scores.indices { scores[index] /= total }
    }

    // MARK: - The file

    private static let magic = Array("DIM2".utf8)
    private static let magicWithoutLanguage = Array("DIM1".utf8)

    /// The model's file.
    public func encoded() -> [UInt8] {
        var bytes = Self.magic
        func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        append(UInt32(bucketCount))
        append(UInt32(intents.count))
        for intent in intents {
            let name = Array(intent.rawValue.utf8)
            bytes.append(UInt8(name.count))
            bytes += name
        }
        append(scale.bitPattern)
        bytes.reserveCapacity(bytes.count + 2 * (biasSteps.count + weightSteps.count))
        for step in biasSteps + weightSteps {
            withUnsafeBytes(of: step.littleEndian) { bytes += $0 }
        }
        guard let language else {
            bytes.replaceSubrange(0..<4, with: Self.magicWithoutLanguage)
            return bytes
        }
        append(language.scale.bitPattern)
        for step in language.biasSteps + language.weightSteps {
            withUnsafeBytes(of: step.littleEndian) { bytes += $0 }
        }
        return bytes
    }

    /// Reads a model's file; nil when it is not one (a wrong magic, another bucket count, an unknown or repeated
    /// intent, a scale out of range, a short or long file).
    public convenience init?(encoded bytes: [UInt8]) {
        guard bytes.count > 12 else { return nil }
        let hasLanguage = Array(bytes[0..<4]) == Self.magic
        guard hasLanguage || Array(bytes[0..<4]) == Self.magicWithoutLanguage else { return nil }
        var offset = 4
        func uint32() -> UInt32? {
            guard offset + 4 <= bytes.count else { return nil }
            defer { offset += 4 }
            return (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
        }
        guard let buckets = uint32(), let classes = uint32(), Int(buckets) == IntentFeatures.bucketCount, classes > 0,
            classes <= 64
        else { return nil }
        var intents: [Intent] = []
        for _ in 0..<classes {
            guard offset < bytes.count else { return nil }
            let length = Int(bytes[offset])
            guard offset + 1 + length <= bytes.count,
                let intent = Intent(
                    rawValue: String(decoding: bytes[(offset + 1)..<(offset + 1 + length)], as: UTF8.self))
            else { return nil }
            intents.append(intent)
            offset += 1 + length
        }
        guard let scaleBits = uint32(), Set(intents).count == intents.count else { return nil }
        let scale = Float(bitPattern: scaleBits)
        let count = Int(classes) * (Int(buckets) + 1)
        let languageCount = 2 * (Int(buckets) + 1)
        // A weight is at most 32767 steps: sums of a few hundred stay finite, and the softmax a probability.
        let expected = 2 * count + (hasLanguage ? 4 + 2 * languageCount : 0)
        guard scale > 0, scale <= 1, bytes.count - offset == expected else { return nil }
        // Read as little-endian pairs of bytes straight from the file's buffer: a few million of them at every start.
        func steps(_ count: Int) -> [Int16] {
            defer { offset += 2 * count }
            return bytes.withUnsafeBytes { raw in
                [Int16](unsafeUninitializedCapacity: count) { steps, initialized in
                    for index in 0..<count {
                        steps[index] = Int16(
                            littleEndian: raw.loadUnaligned(fromByteOffset: offset + 2 * index, as: Int16.self))
                    }
                    initialized = count
                }
            }
        }
        let intentSteps = steps(count)
        var language: LanguageHead?
        if hasLanguage {
            guard let bits = uint32(), Float(bitPattern: bits) > 0, Float(bitPattern: bits) <= 1 else { return nil }
            let languageSteps = steps(languageCount)
            language = LanguageHead(
                biasSteps: Array(languageSteps[0..<2]), weightSteps: Array(languageSteps[2...]),
                scale: Float(bitPattern: bits))
        }
        self.init(
            intents: intents, bucketCount: Int(buckets), biasSteps: Array(intentSteps[0..<Int(classes)]),
            weightSteps: Array(intentSteps[Int(classes)...]), scale: scale, language: language)
    }
}
