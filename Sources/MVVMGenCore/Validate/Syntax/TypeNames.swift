import SwiftSyntax

/// The type names a parsed type refers to, each with its offset in the text, so each can
/// be checked against what the YAML declares and what Swift and Foundation provide.
/// Members (`Job.Kind`) are left out: their container is checked; so are attributes
/// (`@Sendable`) and names qualified by a module (`Foundation.Date`), which that module
/// declares.
final class TypeNames: SyntaxVisitor {
    private let fragment: SwiftFragment
    private let modules: Set<String>
    private(set) var names: [(name: String, offset: Int)] = []

    static func referenced(in fragment: SwiftFragment, modules: Set<String>) -> [(name: String, offset: Int)] {
        guard let type = fragment.type else { return [] }
        let visitor = TypeNames(fragment: fragment, modules: modules)
        visitor.walk(type)
        return visitor.names
    }

    private init(fragment: SwiftFragment, modules: Set<String>) {
        self.fragment = fragment
        self.modules = modules
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.append((node.name.text, fragment.offset(of: node.name)))
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        let base = node.baseType.as(IdentifierTypeSyntax.self)
        let isQualifiedByModule = base.map { $0.genericArgumentClause == nil && modules.contains($0.name.text) }
        if isQualifiedByModule != true { walk(node.baseType) }
        if let arguments = node.genericArgumentClause { walk(arguments) }
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
