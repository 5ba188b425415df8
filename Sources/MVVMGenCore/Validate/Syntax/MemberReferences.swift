import SwiftSyntax

/// The plain names an expression reads (`services` in `Repos(services: services)`), not the
/// members it names after a dot (`.shared`, `Foo.bar`) nor argument labels: what decides
/// whether a default can be a property initializer, which runs before `self` exists.
final class MemberReferences: SyntaxVisitor {
    private(set) var names: Set<String> = []

    static func names(in fragment: SwiftFragment) -> Set<String> {
        guard let expression = fragment.expression else { return [] }
        let visitor = MemberReferences(viewMode: .sourceAccurate)
        visitor.walk(expression)
        return visitor.names
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let isMemberName = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
        if !isMemberName { names.insert(node.baseName.text) }
        return .visitChildren
    }
}
