import Foundation

/// A linear model of which intent a line has (multinomial logistic regression over ``IntentFeatures``), trained by
/// `make model` from the committed corpora (``IntentModelTrainer``) and shipped as `Resources/intent-model.bin`.
///
/// The file: the bytes `DIM2`, then little-endian UInt32 bucket count, class count; each class's name (a length
/// byte and UTF-8); a Float32 scale; the biases and then the weights (bucket by bucket, class by class) as Int16
/// steps of the scale; then the language head the same way for its two classes (Italian, English): a Float32 scale,
/// two biases, two weights a bucket. A `DIM1` file has no language head.
///
/// The intents' weights are read where the file has them (the shipped file is mapped, not read): a command that
/// parses one line touches a few dozen of its rows, not the 1.4 MB of them.
///
/// A class, written once and only read: the router hands the model to several readers a line, and a copy of a struct
/// of several arrays would count their references each time.
public final class IntentModel: Sendable, Equatable {
    /// The intents the model tells apart, in the order of its scores.
    public let intents: [Intent]
    let bucketCount: Int
    /// One bias per intent, in steps of ``scale``.
    let biasSteps: [Int16]
    /// What one step is worth.
    let scale: Float
    /// The language head, which reads whether a line is Italian or English from the same features; nil in a model
    /// trained without one.
    let language: LanguageHead?
    /// The model's file, whose intent rows are summed in place.
    private let file: ModelFile
    /// Where bucket 0's row of intent steps starts in ``file``; each row is `intents.count` steps.
    private let rowsOffset: Int

    /// A linear reader of a line's language: two classes, Italian then English, in steps of ``scale``.
    struct LanguageHead: Sendable, Equatable {
        let biasSteps: [Int16]
        /// Two steps a bucket, Italian then English: 128 KB, decoded when the model is read.
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
    /// `bucketCount` rows of one step per intent, as the file keeps them.
    var weightSteps: [Int16] { file.steps(at: rowsOffset, count: bucketCount * intents.count) }

    /// The model shipped with Diario, read at its first use; nil when the resource is missing or damaged (the
    /// grammar then decides alone).
    /// `DIARIO_INTENT_MODEL` names another model's file instead (to measure a model trained without some corpus).
    public static let bundled: IntentModel? = {
        // An empty value is no value: the shipped model.
        let named = ProcessInfo.processInfo.environment["DIARIO_INTENT_MODEL"].flatMap { $0.isEmpty ? nil : $0 }
        let url =
            named.map { URL(fileURLWithPath: $0) }
            ?? Bundle.module.url(forResource: "intent-model", withExtension: "bin")
        guard let url else { return nil }
        // Mapped when it is a regular file; read and copied otherwise (a pipe), or when its last row ends too near
        // the end of its last page. The installed file is replaced, never rewritten in place (`make install`).
        if let file = ModelFile(mapping: url.path), let model = IntentModel(file: file) { return model }
        guard let data = try? Data(contentsOf: url) else { return nil }
        return IntentModel(file: ModelFile(copying: [UInt8](data)))
    }()

    /// A model of these weights, rounded to steps of the largest weight / 32767 (as its file keeps them).
    convenience init(
        intents: [Intent], bucketCount: Int, bias: [Float], weights: [Float], language: LanguageHead? = nil
    ) {
        let (biasSteps, weightSteps, scale) = Self.steps(bias: bias, weights: weights)
        let bytes = Self.encode(
            intents: intents, bucketCount: bucketCount, biasSteps: biasSteps, weightSteps: weightSteps, scale: scale,
            language: language)
        let file = ModelFile(copying: bytes)
        precondition(
            Self.layout(of: file) != nil,
            "an intent model needs one weight per intent and bucket, and a known bucket count")
        self.init(file: file)!
    }

    /// Reads a model's file; nil when it is not one (a wrong magic, another bucket count, an unknown or repeated
    /// intent, a scale out of range, a short or long file).
    public convenience init?(encoded bytes: [UInt8]) {
        self.init(file: ModelFile(copying: bytes))
    }

    private init?(file: ModelFile) {
        guard let layout = Self.layout(of: file) else { return nil }
        intents = layout.intents
        bucketCount = layout.bucketCount
        biasSteps = layout.biasSteps
        scale = layout.scale
        language = layout.language
        rowsOffset = layout.rowsOffset
        self.file = file
    }

    /// Two models are equal when their files are.
    public static func == (left: IntentModel, right: IntentModel) -> Bool { left.encoded() == right.encoded() }

    /// The model's file.
    public func encoded() -> [UInt8] { file.bytes }

    /// Weights as Int16 steps of the largest weight / 32767, and what one step is worth.
    static func steps(bias: [Float], weights: [Float]) -> (bias: [Int16], weights: [Int16], scale: Float) {
        // A weight past 32767 (a training run that diverged) is held at the largest step: a file's scale is at most 1.
        let largest = (bias + weights).reduce(Float(0)) { max($0, abs($1)) }
        let scale = largest > 0 ? min(1, largest / 32767) : 1
        func step(_ weight: Float) -> Int16 { Int16(clamping: Int((weight / scale).rounded())) }
        return (bias.map(step), weights.map(step), scale)
    }

    /// What the model reads in a line of these features: the probability of each intent (in the order of
    /// ``intents``) and the probability that the line is English (nil without a language head).
    func read(_ features: IntentFeatures) -> (probabilities: [Double], english: Double?) {
        let classes = biasSteps.count
        // Each feature has the same value: its rows of steps are summed first, in integers, then scaled once.
        let width = (classes + 31) / 32 * 32
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: width) { sums in
            file.sumRows(features.buckets, from: rowsOffset, rowSteps: classes, bucketCount: bucketCount, into: sums)
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
            var (italianSum, englishSum) = (Int32(0), Int32(0))
            language.weightSteps.withUnsafeBufferPointer { steps in
                for bucket in features.buckets where bucket >= 0 && Int(bucket) < bucketCount {
                    italianSum &+= Int32(steps[2 * Int(bucket)])
                    englishSum &+= Int32(steps[2 * Int(bucket) + 1])
                }
            }
            let languageScale = Double(language.scale)
            let italian = (Double(language.biasSteps[0]) + Double(italianSum) * value) * languageScale
            let english = (Double(language.biasSteps[1]) + Double(englishSum) * value) * languageScale
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
}
