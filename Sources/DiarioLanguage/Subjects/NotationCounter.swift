import Foundation

/// The formulas and the blocks of code in a material's pages, as Markdown notes write them: evidence of mathematics
/// and of computer science that no word list holds ("$\frac{n}{4}$", a fence of Python).
struct NotationCounter {
    /// Each formula's text as the notes write it, shortened: `$$…$$`, `\[…\]`, and `$…$` or `\(…\)` on one line
    /// with a sign of mathematics in it (a command, an index, a power, an equals sign, a brace), so that prices
    /// ("$5 or $10") are not formulas.
    private(set) var formulas: [String] = []
    /// Each block of code whose fence names a programming language: the language ("python").
    private(set) var namedCode: [String] = []
    /// Each block of code whose fence names no language but whose lines read as code: its first such line.
    private(set) var unnamedCode: [String] = []

    /// The languages a fence names for code (Markdown's info string), folded.
    static let programmingLanguages: Set<String> = [
        "python", "py", "python3", "java", "c", "cpp", "c++", "csharp", "cs", "c#", "js", "javascript", "ts",
        "typescript", "sql", "mysql", "html", "css", "php", "ruby", "go", "rust", "swift", "kotlin", "bash", "sh",
        "shell", "zsh", "powershell", "pseudocode", "pseudo", "asm", "assembly", "nasm", "vb", "vbnet", "pascal",
        "haskell", "scala", "matlab", "arduino", "lua", "perl", "dart", "julia", "prolog", "lisp", "scheme", "json",
        "xml", "yaml", "jsx", "tsx", "vue", "dockerfile", "makefile", "cmake", "verilog", "vhdl",
    ]

    /// How a line of an unnamed block starts or ends when it is code.
    private static let codeOpenings = [
        "def ", "class ", "import ", "#include", "return ", "for (", "for(", "while (", "while(", "if (", "if(",
        "print(", "printf(", "system.out", "public ", "private ", "int ", "var ", "let ", "const ", "function ",
        "select ", "from ", "cout", "cin", "std::", "console.log", "elif ", "else:", "} else",
    ]

    /// The longest text kept of a formula or a line of code.
    private static let shownLength = 24

    init(pages: [String]) {
        for page in pages { read(page) }
    }

    private mutating func read(_ page: String) {
        var fence: (marks: String, language: String?, lines: [Substring])?
        var display: [Substring]?
        for rawLine in page.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            if let open = fence {
                if line.hasPrefix(open.marks) {
                    closeBlock(language: open.language, lines: open.lines)
                    fence = nil
                } else {
                    fence?.lines.append(line)
                }
                continue
            }
            if var lines = display {
                if let end = line.range(of: "$$") ?? line.range(of: "\\]") {
                    lines.append(line[..<end.lowerBound])
                    addFormula(lines.joined(separator: " "))
                    display = nil
                } else {
                    lines.append(line)
                    display = lines
                }
                continue
            }
            if let marks = ["```", "~~~"].first(where: { line.hasPrefix($0) }) {
                let info = line.drop { $0 == "`" || $0 == "~" }.prefix { $0 != " " && $0 != "{" }.lowercased()
                fence = (marks, info.isEmpty ? nil : info, [])
                continue
            }
            if let open = ["$$", "\\["].first(where: { line.hasPrefix($0) }) {
                let rest = line.dropFirst(open.count)
                if let end = rest.range(of: open == "$$" ? "$$" : "\\]") {
                    addFormula(String(rest[..<end.lowerBound]))
                } else {
                    display = [rest]
                }
                continue
            }
            inlineFormulas(in: line)
        }
        if let open = fence { closeBlock(language: open.language, lines: open.lines) }
    }

    /// A fenced block just closed: code when its fence names a programming language, or names none and one of its
    /// lines reads as code.
    private mutating func closeBlock(language: String?, lines: [Substring]) {
        if let language {
            if Self.programmingLanguages.contains(language) { namedCode.append(language) }
            return
        }
        let codeLine = lines.first { line in
            let folded = line.lowercased()
            return Self.codeOpenings.contains(where: folded.hasPrefix) || folded.hasSuffix(";") || folded.hasSuffix("{")
        }
        if let codeLine { unnamedCode.append(String(codeLine.prefix(Self.shownLength))) }
    }

    /// `$…$` and `\(…\)` within one line, outside inline code (`` `$_GET` `` is code); `\$` is a dollar sign.
    private mutating func inlineFormulas(in line: Substring) {
        let text = Self.withoutInlineCode(line)
        var rest = text[...]
        while let open = rest.firstIndex(where: { $0 == "$" || $0 == "\\" }) {
            let after = rest.index(after: open)
            let isDollar = rest[open] == "$"
            if !isDollar {
                guard after < rest.endIndex else { return }
                // "\(" opens a formula; "\$", "\\" or a command are passed over with the character escaped.
                guard rest[after] == "(" else {
                    rest = rest[rest.index(after: after)...]
                    continue
                }
            }
            let body = rest[(isDollar ? after : rest.index(after: after))...]
            guard let close = isDollar ? Self.closingDollar(in: body) : body.range(of: "\\)") else { return }
            let content = body[..<close.lowerBound]
            // "$ 5 and $": a formula hugs its dollars.
            if !isDollar || content.first.map({ $0 != " " }) == true && content.last.map({ $0 != " " }) == true,
                content.contains(where: { "\\^_={}".contains($0) })
            {
                addFormula(String(content))
            }
            rest = body[close.upperBound...]
        }
    }

    /// The first "$" of `text` that is not escaped.
    private static func closingDollar(in text: Substring) -> Range<Substring.Index>? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\\" {
                index = text.index(after: index)
                if index < text.endIndex { index = text.index(after: index) }
                continue
            }
            if text[index] == "$" { return index..<text.index(after: index) }
            index = text.index(after: index)
        }
        return nil
    }

    /// The line with every span of inline code (between two backticks) made blank.
    private static func withoutInlineCode(_ line: Substring) -> String {
        guard line.contains("`") else { return String(line) }
        var result = ""
        var inCode = false
        var pending = ""
        for character in line {
            if character == "`" {
                if inCode {
                    result += String(repeating: " ", count: pending.count + 2)
                    pending = ""
                }
                inCode.toggle()
                continue
            }
            if inCode { pending.append(character) } else { result.append(character) }
        }
        // An unclosed backtick opens no code.
        if inCode { result += "`" + pending }
        return result
    }

    private mutating func addFormula(_ text: String) {
        let content = text.trimmingCharacters(in: .whitespaces)
        guard !content.isEmpty else { return }
        formulas.append("$" + String(content.prefix(Self.shownLength)) + "$")
    }
}
