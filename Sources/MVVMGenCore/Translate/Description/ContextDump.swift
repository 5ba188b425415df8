/// A context as readable, deterministic text: each field in its table's order, one value a
/// line. What `mvvmgen templates context` prints and the golden cases' context.txt hold.
public enum ContextDump {
    /// Each context of `requests` once, in request order, under the files rendered from it.
    public static func text(_ requests: [RenderRequest]) -> String {
        var groups: [(context: RenderContext, files: [String])] = []
        for request in requests {
            let file = "\(request.root.rawValue)/\(request.path) (\(request.template), \(request.ownership.rawValue))"
            if let index = groups.firstIndex(where: { $0.context === request.context }) {
                groups[index].files.append(file)
            } else {
                groups.append((request.context, [file]))
            }
        }
        return groups.map { group in
            group.files.map { "== \($0)\n" }.joined() + "type: \(group.context.type.name)\n"
                + text(group.context.value())
        }.joined(separator: "\n")
    }

    public static func text(_ value: TemplateObjectValue) -> String {
        var lines: [String] = []
        write(.object(value), indent: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(_ value: TemplateValue, indent: String, into lines: inout [String]) {
        switch value {
        case .object(let object):
            for field in object.type.fields {
                guard let member = object[field.name] else {
                    lines.append("\(indent)\(field.name): (absent)")
                    continue
                }
                if let scalar = scalar(member) {
                    lines.append("\(indent)\(field.name): \(scalar)")
                } else {
                    lines.append("\(indent)\(field.name):")
                    write(member, indent: indent + "  ", into: &lines)
                }
            }
        case .list(let items):
            for item in items {
                if let scalar = scalar(item) {
                    lines.append("\(indent)- \(scalar)")
                } else {
                    lines.append("\(indent)-")
                    write(item, indent: indent + "  ", into: &lines)
                }
            }
        default:
            lines.append(indent + (scalar(value) ?? ""))
        }
    }

    /// A value that fits on its key's line; strings quoted, so spaces and newlines show.
    private static func scalar(_ value: TemplateValue) -> String? {
        switch value {
        case .string(let string): string.debugDescription
        case .bool(let bool): String(bool)
        case .int(let int): String(int)
        case .loop(let index, let count): "loop \(index) of \(count)"
        case .list(let items) where items.isEmpty: "[]"
        case .list, .object: nil
        }
    }
}
