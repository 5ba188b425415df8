import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One piece of Swift written in the YAML (a type, a default, a sample), parsed by Swift's
/// own parser as what it must be. Generated code copies it verbatim, so a piece that does
/// not parse is reported at the YAML instead of in a file the person may not own.
struct SwiftFragment {
    enum Kind {
        case type
        case expression
    }

    /// Why the text is not a well-formed `kind`, with the character offset in the text
    /// where the problem is.
    struct Problem: Equatable {
        var message: String
        var offset: Int
    }

    let text: String
    let kind: Kind
    /// The parsed tree; for a type, a `TypeSyntax`, for an expression an `ExprSyntax`.
    let syntax: Syntax
    let problem: Problem?

    init(_ text: String, as kind: Kind) {
        self.text = text
        self.kind = kind
        var parser = Parser(text)
        switch kind {
        case .type: syntax = Syntax(TypeSyntax.parse(from: &parser))
        case .expression: syntax = Syntax(ExprSyntax.parse(from: &parser))
        }
        problem =
            ParseDiagnosticsGenerator.diagnostics(for: syntax).first.map { diagnostic in
                Problem(
                    message: diagnostic.message,
                    offset: Self.characterOffset(in: text, utf8Offset: diagnostic.position.utf8Offset)
                )
            } ?? Self.lineProblem(in: syntax, text: text)
    }

    /// Generated code puts a fragment inside a line (`var a = FRAGMENT`, `f(a: FRAGMENT)`):
    /// a `//` comment would comment out the rest of that line, and `#if` needs lines of its
    /// own, so either would give a file that does not parse, though the fragment does.
    static func lineProblem(in syntax: Syntax, text: String) -> Problem? {
        for token in syntax.tokens(viewMode: .sourceAccurate) {
            let trivia = [
                (token.position, token.leadingTrivia), (token.endPositionBeforeTrailingTrivia, token.trailingTrivia),
            ]
            for (start, pieces) in trivia {
                var utf8Offset = start.utf8Offset
                for piece in pieces {
                    if case .lineComment = piece { return commentProblem(text, utf8Offset) }
                    if case .docLineComment = piece { return commentProblem(text, utf8Offset) }
                    utf8Offset += piece.sourceLength.utf8Length
                }
            }
            if token.tokenKind == .poundIf {
                return Problem(
                    message: "'#if' needs lines of its own, and the fragment is placed inside a generated line",
                    offset: characterOffset(in: text, utf8Offset: token.positionAfterSkippingLeadingTrivia.utf8Offset)
                )
            }
        }
        return nil
    }

    private static func commentProblem(_ text: String, _ utf8Offset: Int) -> Problem {
        Problem(
            message:
                "a '//' comment would comment out the rest of the generated line; write /* … */ or move it to a summary",
            offset: characterOffset(in: text, utf8Offset: utf8Offset)
        )
    }

    var type: TypeSyntax? { problem == nil ? syntax.as(TypeSyntax.self) : nil }
    var expression: ExprSyntax? { problem == nil ? syntax.as(ExprSyntax.self) : nil }

    /// The character offset in `text` of `node`'s first token, for locating it in the YAML.
    func offset(of node: some SyntaxProtocol) -> Int {
        Self.characterOffset(in: text, utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    static func characterOffset(in text: String, utf8Offset: Int) -> Int {
        let utf8 = text.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(max(utf8Offset, 0), utf8.count))
        return text[..<end].count
    }
}

/// Each fragment's text is parsed once per run: the same types (`String`, `[JobModel]`)
/// recur in every screen of a big file.
final class SwiftFragments {
    /// Keyed by text, one table per kind: a key type of its own would cost a run-time
    /// conformance lookup, which scans every conformance record of the binary.
    private var types: [String: SwiftFragment] = [:]
    private var expressions: [String: SwiftFragment] = [:]

    func parse(_ text: String, as kind: SwiftFragment.Kind) -> SwiftFragment {
        let isType = kind == .type
        if let fragment = isType ? types[text] : expressions[text] { return fragment }
        let fragment = SwiftFragment(text, as: kind)
        if isType { types[text] = fragment } else { expressions[text] = fragment }
        return fragment
    }

    /// The type names a parsed type refers to (`TypeNames`), found once per text: a file
    /// names the same types again and again. `modules` is the same for every call (those
    /// the file imports).
    private var referenced: [String: [(name: String, offset: Int)]] = [:]

    func referencedNames(in type: SwiftFragment, modules: Set<String>) -> [(name: String, offset: Int)] {
        if let known = referenced[type.text] { return known }
        let names = TypeNames.referenced(in: type, modules: modules)
        referenced[type.text] = names
        return names
    }
}
