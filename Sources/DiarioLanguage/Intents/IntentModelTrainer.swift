internal import DiarioDomain
import Foundation

/// Trains the ``IntentModel`` from labelled lines: multinomial logistic regression by stochastic gradient descent,
/// the lines visited in an order fixed by their hashes, so that the same corpora give the same weights in every run.
public struct IntentModelTrainer: Sendable {
    /// One line ready to learn from: its features, the intent it is labelled with, and its language (0 Italian,
    /// 1 English; nil when unlabelled).
    struct Example: Sendable {
        let features: IntentFeatures
        let intent: Int
        var language: Int? = nil
    }

    /// How well the model reads lines it was not trained on, by intent: lines right and lines seen.
    public struct Evaluation: Sendable {
        /// Lines right and lines seen, per intent (the labelled one).
        public var perIntent: [Intent: (right: Int, total: Int)] = [:]
        /// The share of all lines whose intent came first.
        public var accuracy: Double {
            let right = perIntent.values.reduce(0) { $0 + $1.right }
            let total = perIntent.values.reduce(0) { $0 + $1.total }
            return total == 0 ? 0 : Double(right) / Double(total)
        }
    }

    /// Passes over the lines.
    public let epochs: Int
    /// The first step's size; each pass takes a smaller one.
    public let learningRate: Double
    /// How much each weight is pulled back to zero at each step it takes part in.
    public let regularization: Double
    /// How much a line of a rare intent weighs against one of a common intent: its step is multiplied by
    /// (lines of the commonest intent / lines of its intent) to this power (0: every line alike).
    public let balance: Double

    private let router = IntentRouter()

    /// Creates a trainer (built-in subjects only, as the corpora assume); the defaults are `make model`'s.
    public init(epochs: Int = 20, learningRate: Double = 0.6, regularization: Double = 2e-6, balance: Double = 0.5) {
        self.epochs = epochs
        self.learningRate = learningRate
        self.regularization = regularization
        self.balance = balance
    }

    /// The examples of labelled lines; a line without a known intent, or whose text cannot be read, is left out.
    func examples(_ lines: [LabelledLine]) -> [Example] {
        lines.compactMap { line in
            guard let intent = line.intent, let index = Intent.allCases.firstIndex(of: intent),
                let today = CalendarDay(iso: line.now.prefix(10))
            else { return nil }
            let now = TimeOfDay(iso: line.now.dropFirst(11).prefix(5))
            let tokens = TypoForgiveness.corrected(Tokenizer.tokenize(line.text)).tokens
            let dated = (try? router.dates.parse(tokens, today: today, now: now)) ?? DueExpression()
            let language: Int? =
                switch line.expect["language"] {
                case .text("it"): 0
                case .text("en"): 1
                default: nil
                }
            return Example(
                features: router.modelFeatures(tokens, dated: dated, today: today), intent: index, language: language)
        }
    }

    /// A model trained on every line given.
    public func train(_ lines: [LabelledLine]) -> IntentModel {
        train(examples(lines))
    }

    func train(_ examples: [Example]) -> IntentModel {
        let (bias, weights) = fit(examples.map { ($0.features, $0.intent) }, classes: Intent.allCases.count)
        // The language head learns from the lines labelled with one, every line alike.
        let languages = examples.compactMap { example in example.language.map { (example.features, $0) } }
        let head = fit(languages, classes: 2, balanced: false)
        return IntentModel(
            intents: Intent.allCases, bucketCount: IntentFeatures.bucketCount, bias: bias.map(Float.init),
            weights: weights.map(Float.init),
            language: IntentModel.LanguageHead(bias: head.bias.map(Float.init), weights: head.weights.map(Float.init)))
    }

    /// The biases and weights (bucket by bucket, class by class) of a multinomial logistic regression of these lines.
    private func fit(_ examples: [(features: IntentFeatures, label: Int)], classes: Int, balanced: Bool = true) -> (
        bias: [Double], weights: [Double]
    ) {
        let buckets = IntentFeatures.bucketCount
        var weights = [Double](repeating: 0, count: buckets * classes)
        var bias = [Double](repeating: 0, count: classes)
        var gradient = [Double](repeating: 0, count: classes)
        var counts = [Int](repeating: 0, count: classes)
        for example in examples { counts[example.label] += 1 }
        let commonest = Double(counts.max() ?? 1)
        let weightOf = counts.map { $0 == 0 || !balanced ? 1 : pow(commonest / Double($0), balance) }
        for epoch in 0..<epochs {
            let rate = learningRate / (1 + 0.5 * Double(epoch))
            for index in Self.order(examples.count, epoch: epoch) {
                let example = examples[index]
                let value = example.features.value
                let step = rate * weightOf[example.label]
                var scores = bias
                for bucket in example.features.buckets {
                    let row = Int(bucket) * classes
                    for label in 0..<classes { scores[label] += weights[row + label] * value }
                }
                let probabilities = IntentModel.softmax(scores)
                for label in 0..<classes {
                    gradient[label] = probabilities[label] - (label == example.label ? 1 : 0)
                    bias[label] -= step * gradient[label]
                }
                for bucket in example.features.buckets {
                    let row = Int(bucket) * classes
                    for label in 0..<classes {
                        weights[row + label] -=
                            step * (gradient[label] * value + regularization * weights[row + label])
                    }
                }
            }
        }
        return (bias, weights)
    }

    /// Trains on all folds but one and reads the one left out, `folds` times (a line's fold comes from the hash of
    /// its text, so a line written twice stays in one fold).
    public func crossValidate(_ lines: [LabelledLine], folds: Int = 5) -> Evaluation {
        let examples = examples(lines)
        let foldOf = lines.filter { $0.intent != nil && CalendarDay(iso: $0.now.prefix(10)) != nil }.map {
            Int(Self.hash($0.text) % UInt64(folds))
        }
        var evaluation = Evaluation()
        for fold in 0..<folds {
            let model = train(examples.indices.filter { foldOf[$0] != fold }.map { examples[$0] })
            for index in examples.indices where foldOf[index] == fold {
                let probabilities = model.probabilities(examples[index].features)
                let best = probabilities.indices.max { probabilities[$0] < probabilities[$1] } ?? 0
                let intent = Intent.allCases[examples[index].intent]
                evaluation.perIntent[intent, default: (0, 0)].total += 1
                if best == examples[index].intent { evaluation.perIntent[intent, default: (0, 0)].right += 1 }
            }
        }
        return evaluation
    }

    /// The indices 0..<count in the order of a pass: sorted by a hash of the index and the pass.
    private static func order(_ count: Int, epoch: Int) -> [Int] {
        func mixed(_ index: Int) -> UInt64 {
            var z = UInt64(index) &+ UInt64(epoch + 1) &* 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return (0..<count).sorted { mixed($0) < mixed($1) }
    }

    private static func hash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
    }
}
