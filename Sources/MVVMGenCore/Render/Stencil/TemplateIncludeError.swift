/// An `include` that would never end (a template including itself, two including each
/// other) or go too deep: an error at the include's tag, instead of a stack overflow.
struct TemplateIncludeError: Error, CustomStringConvertible {
    /// The context key holding the chain of templates being rendered, outermost first.
    static let chainKey = "__mvvmgenIncludeChain"
    static let maximumDepth = 16

    let description: String

    init(chain: [String], included: String) {
        description =
            chain.contains(included)
            ? "include cycle: \((chain.drop(while: { $0 != included }) + [included]).joined(separator: " → "))"
            : "includes nest more than \(Self.maximumDepth) deep: \((chain + [included]).joined(separator: " → "))"
    }
}
