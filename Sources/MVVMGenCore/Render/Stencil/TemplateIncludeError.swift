/// An `include` that would never end (a template including itself, two including each
/// other) or go too deep: an error at the line of the include, instead of a stack overflow.
struct TemplateIncludeError: Error, CustomStringConvertible {
    /// The context key holding the chain of templates being rendered, outermost first.
    static let chainKey = "__mvvmgenIncludeChain"
    static let maximumDepth = 16

    /// The template whose `include` fails, and the line of that include in its source.
    let template: String
    let line: Int
    let description: String

    init(chain: [String], included: String, templates: TemplateSet?) {
        template = chain.last ?? included
        let source = templates?.sources[template] ?? ""
        line = Self.line(including: included, in: source)
        description =
            chain.contains(included)
            ? "include cycle: \((chain.drop(while: { $0 != included }) + [included]).joined(separator: " → "))"
            : "includes nest more than \(Self.maximumDepth) deep: \((chain + [included]).joined(separator: " → "))"
    }

    /// The first line of `source` with an include tag naming `name`; 1 when none does.
    private static func line(including name: String, in source: String) -> Int {
        var number = 1
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains("include"), line.contains("\"\(name)\"") || line.contains("'\(name)'") { return number }
            number += 1
        }
        return 1
    }
}
