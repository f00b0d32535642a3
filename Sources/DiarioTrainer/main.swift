import DiarioLanguage
import Foundation

// `make model`: trains the intent model from the corpora a manifest names, writes its weights where DiarioLanguage
// ships them, and writes the cross-validated accuracy per intent into docs/natural-language.md between its markers.
//
//     DiarioTrainer MANIFEST OUTPUT [DOC]

// `make word-traits`: `DiarioTrainer --word-traits OUTPUT` writes the table of word traits the tokenizer maps, and
// `DiarioTrainer --subject-phrases OUTPUT` the table of the built-in subjects' phrases.
let shippedTables = ["--word-traits": ShippedTables.wordTraits, "--subject-phrases": ShippedTables.subjectPhrases]
if CommandLine.arguments.count == 3, let table = shippedTables[CommandLine.arguments[1]] {
    do {
        try Data(table()).write(to: URL(fileURLWithPath: CommandLine.arguments[2]))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
}

// Options for trying other settings (`--epochs N`, `--rate R`, `--l2 L`, `--balance B`) come before the paths.
var arguments = Array(CommandLine.arguments.dropFirst())
var settings: [String: Double] = [:]
while let flag = arguments.first, flag.hasPrefix("--"), arguments.count >= 2, let value = Double(arguments[1]) {
    settings[String(flag.dropFirst(2))] = value
    arguments.removeFirst(2)
}
guard arguments.count >= 2 else {
    FileHandle.standardError.write(
        Data("usage: DiarioTrainer [--epochs N --rate R --l2 L --balance B] MANIFEST OUTPUT [DOC]\n".utf8))
    exit(2)
}
let manifest = arguments[0]
let output = arguments[1]
let document = arguments.count > 2 ? arguments[2] : nil

do {
    let files = try LabelledCorpus.manifest(manifest)
    let lines = try files.flatMap { try LabelledCorpus.load($0) }
    let defaults = IntentModelTrainer()
    let trainer = IntentModelTrainer(
        epochs: settings["epochs"].map(Int.init) ?? defaults.epochs,
        learningRate: settings["rate"] ?? defaults.learningRate,
        regularization: settings["l2"] ?? defaults.regularization, balance: settings["balance"] ?? defaults.balance)
    let started = Date()
    let model = trainer.train(lines)
    try Data(model.encoded()).write(to: URL(fileURLWithPath: output))
    print(
        "trained on \(lines.count) lines from \(files.count) files in \(Int(Date().timeIntervalSince(started) * 1000)) ms"
    )

    // Without a document to write, only the weights are wanted (scripts/score-intents.py --folds).
    guard let document else { exit(0) }
    let evaluation = trainer.crossValidate(lines)
    var table = [
        "| intent | lines | right (5-fold cross-validation) |", "|---|---:|---:|",
    ]
    for intent in Intent.allCases {
        guard let counts = evaluation.perIntent[intent] else { continue }
        let share = Double(counts.right) / Double(counts.total) * 100
        table.append("| `\(intent.rawValue)` | \(counts.total) | \(String(format: "%.1f", share))% |")
    }
    let total = evaluation.perIntent.values.reduce(0) { $0 + $1.total }
    table.append("| all | \(total) | \(String(format: "%.1f", evaluation.accuracy * 100))% |")
    print(table.joined(separator: "\n"))

    do {
        let begin = "<!-- intent-model:begin -->"
        let end = "<!-- intent-model:end -->"
        let text = try String(contentsOfFile: document, encoding: .utf8)
        guard let from = text.range(of: begin), let to = text.range(of: end), from.upperBound <= to.lowerBound else {
            FileHandle.standardError.write(Data("\(document): no \(begin) … \(end) block\n".utf8))
            exit(1)
        }
        let updated = text[..<from.upperBound] + "\n" + table.joined(separator: "\n") + "\n" + text[to.lowerBound...]
        try updated.write(toFile: document, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
