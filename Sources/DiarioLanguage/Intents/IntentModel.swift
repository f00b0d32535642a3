import Foundation

/// A linear model of which intent a line has (multinomial logistic regression over ``IntentFeatures``), trained by
/// `make model` from the committed corpora (``IntentModelTrainer``) and shipped as `Resources/intent-model.bin`.
///
/// The file: the bytes `DIM1`, then little-endian UInt32 bucket count, class count; each class's name (a length
/// byte and UTF-8); a Float32 scale; the biases and then the weights (bucket by bucket, class by class) as Int16
/// steps of the scale.
public struct IntentModel: Sendable, Equatable {
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
    init(intents: [Intent], bucketCount: Int, bias: [Float], weights: [Float]) {
        let largest = (bias + weights).reduce(Float(0)) { max($0, abs($1)) }
        let scale = largest > 0 ? largest / 32767 : 1
        func step(_ weight: Float) -> Int16 { Int16(clamping: Int((weight / scale).rounded())) }
        self.init(
            intents: intents, bucketCount: bucketCount, biasSteps: bias.map(step), weightSteps: weights.map(step),
            scale: scale)
    }

    private init(intents: [Intent], bucketCount: Int, biasSteps: [Int16], weightSteps: [Int16], scale: Float) {
        self.intents = intents
        self.bucketCount = bucketCount
        self.biasSteps = biasSteps
        self.weightSteps = weightSteps
        self.scale = scale
    }

    /// The probability of each intent (in the order of ``intents``) for a line's features.
    func probabilities(_ features: IntentFeatures) -> [Double] {
        let classes = intents.count
        // Each feature has the same value: its rows of steps are summed first, in integers, then scaled once.
        var sums = [Int](repeating: 0, count: classes)
        sums.withUnsafeMutableBufferPointer { sums in
            weightSteps.withUnsafeBufferPointer { weights in
                for bucket in features.buckets {
                    let row = Int(bucket) * classes
                    guard row + classes <= weights.count else { continue }
                    for intent in 0..<classes { sums[intent] &+= Int(weights[row + intent]) }
                }
            }
        }
        let value = features.value
        let scale = Double(self.scale)
        return Self.softmax((0..<classes).map { (Double(biasSteps[$0]) + Double(sums[$0]) * value) * scale })
    }

    /// The probability of `intent` among `probabilities` (in the order of ``intents``); 0 for an intent the model
    /// does not know.
    func probability(of intent: Intent, in probabilities: [Double]) -> Double {
        for index in intents.indices where intents[index] == intent { return probabilities[index] }
        return 0
    }

    static func softmax(_ scores: [Double]) -> [Double] {
        let top = scores.max() ?? 0
        let exponentials = scores.map { exp($0 - top) }
        let total = exponentials.reduce(0, +)
        return exponentials.map { $0 / total }
    }

    // MARK: - The file

    private static let magic = Array("DIM1".utf8)

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
        return bytes
    }

    /// Reads a model's file; nil when it is not one (a wrong magic, another bucket count, an unknown or repeated
    /// intent, a scale out of range, a short or long file).
    public init?(encoded bytes: [UInt8]) {
        guard bytes.count > 12, Array(bytes[0..<4]) == Self.magic else { return nil }
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
        // A weight is at most 32767 steps: sums of a few hundred stay finite, and the softmax a probability.
        guard scale > 0, scale <= 1, bytes.count - offset == 2 * count else { return nil }
        var steps = [Int16](repeating: 0, count: count)
        for index in 0..<count {
            let low = UInt16(bytes[offset + 2 * index])
            let high = UInt16(bytes[offset + 2 * index + 1])
            steps[index] = Int16(bitPattern: low | high << 8)
        }
        self.init(
            intents: intents, bucketCount: Int(buckets), biasSteps: Array(steps[0..<Int(classes)]),
            weightSteps: Array(steps[Int(classes)...]), scale: scale)
    }
}
