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
        problem = ParseDiagnosticsGenerator.diagnostics(for: syntax).first.map { diagnostic in
            Problem(
                message: diagnostic.message,
                offset: Self.characterOffset(in: text, utf8Offset: diagnostic.position.utf8Offset)
            )
        }
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
}
