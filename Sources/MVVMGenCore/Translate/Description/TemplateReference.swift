/// The keys templates can read, documented from the descriptions' own tables (as SwiftGen
/// documents each parser's context): what `mvvmgen templates keys` prints and
/// Documentation/TemplateKeys.md holds. A test fails when the file differs.
public enum TemplateReference {
    /// Each context's type, with the built-in templates rendered with it.
    static let roots: [(type: TemplateObjectType, templates: String)] = [
        (ScreenFile.table.type, "every template but `Model.swift.stencil` and `Router.swift.stencil`"),
        (ModelFile.table.type, "`Model.swift.stencil`, once per model"),
        (RouterFile.table.type, "`Router.swift.stencil`, once per screen file"),
    ]

    /// The context type a built-in template renders with (Translator's requests say the same).
    static func rootType(ofTemplate name: String) -> TemplateObjectType {
        switch name {
        case "Model.swift.stencil": ModelFile.table.type
        case "Router.swift.stencil", "ViewRouter.swift.stencil": RouterFile.table.type
        default: ScreenFile.table.type
        }
    }

    public static func markdown() -> String {
        var lines = [
            "# Template keys",
            "",
            "<!-- Written by `mvvmgen templates keys`; a test fails when it differs. -->",
            "",
            "What each template can read, type by type. A key that is not here is an error located in the",
            "template, with the nearest key suggested. `mvvmgen templates context FILE.screen.yaml` prints",
            "the values for a screen file. The language itself is in [Templates.md](Templates.md).",
            "",
            "Lists have `count`, `first`, `last` and numbered items (`screen.lists.0`); text has `count`.",
            "An optional key may be absent: it prints nothing and is false in `{% if %}`.",
        ]
        var documented: Set<String> = []
        var queue = roots.map(\.type)
        lines += ["", "The context of each template:", ""]
        lines += roots.map { "- `\($0.type.name)` for \($0.templates)" }
        while !queue.isEmpty {
            let type = queue.removeFirst()
            guard documented.insert(type.name).inserted else { continue }
            lines += ["", "## \(type.name)", "", type.summary, "", "| key | type | holds |", "|---|---|---|"]
            for field in type.fields {
                let optional = field.isOptional ? " (optional)" : ""
                let deprecated = field.deprecation.map { " **Deprecated**: \($0)." } ?? ""
                lines.append(
                    "| `\(field.name)` | `\(field.type.name)`\(optional) | \((field.summary + deprecated).replacingOccurrences(of: "|", with: "\\|")) |"
                )
                if let nested = field.type.objectType { queue.append(nested) }
            }
        }
        lines += ["", "## forloop", "", TemplateObjectType.loop.summary, "", "| key | type | holds |", "|---|---|---|"]
        lines += TemplateObjectType.loop.fields.map { "| `\($0.name)` | `\($0.type.name)` | \($0.summary) |" }
        lines += ["", "## Filters", "", "| filter | does |", "|---|---|"]
        lines += TemplateFilters.all.map {
            "| `\($0.name)` | \($0.summary.replacingOccurrences(of: "|", with: "\\|")) |"
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension TemplateType {
    /// The description type of an object, or of a list's items.
    var objectType: TemplateObjectType? {
        switch self {
        case .object(let type): type
        case .list(let element): element.objectType
        case .string, .bool, .int: nil
        }
    }
}
