/// The `{% include "Name" %}` graph of a template set, checked before anything renders: a
/// template that includes itself, two that include each other, or includes nested deeper
/// than the renderers follow are errors at the include that closes the loop. (Includes
/// named by a variable are caught while rendering, at their tag too.)
public enum TemplateIncludes {
    struct Include {
        var name: String
        var line: Int
        var column: Int
    }

    /// The problems of `templates`, located in the file `file(name)` names.
    public static func problems(in templates: TemplateSet, file: (String) -> String) -> [Diagnostic] {
        let graph = templates.sources.mapValues(includes(in:))
        var diagnostics: [Diagnostic] = []
        var reported: Set<String> = []
        var finished: Set<String> = []

        func visit(_ name: String, path: [String]) {
            guard !finished.contains(name), let edges = graph[name] else { return }
            for include in edges {
                let key = "\(name):\(include.line):\(include.column)"
                if path.contains(include.name) || include.name == name {
                    let loop = path.drop(while: { $0 != include.name }) + [name, include.name]
                    if reported.insert(key).inserted {
                        let chain = (include.name == name ? [name, name] : Array(loop)).joined(separator: " → ")
                        diagnostics.append(
                            .error(
                                "template '\(name)' includes '\(include.name)', which leads back to it: include cycle \(chain)",
                                at: SourceLocation(file: file(name), line: include.line, column: include.column)
                            )
                        )
                    }
                } else if path.count >= TemplateParser.maximumIncludeDepth {
                    if reported.insert(key).inserted {
                        diagnostics.append(
                            .error(
                                "includes nest more than \(TemplateParser.maximumIncludeDepth) deep here: \((path + [name, include.name]).joined(separator: " → "))",
                                at: SourceLocation(file: file(name), line: include.line, column: include.column)
                            )
                        )
                    }
                } else {
                    visit(include.name, path: path + [name])
                }
            }
            if path.isEmpty { finished.insert(name) }
        }

        for name in templates.sources.keys.sorted() { visit(name, path: []) }
        return diagnostics
    }

    /// The templates `source` includes by a quoted name, with the line and column of the tag.
    static func includes(in source: String) -> [Include] {
        // Found in bytes: by `Character`, and through Foundation's `range(of:)`, this took
        // milliseconds for each template of a run that has a templates folder.
        let bytes = Array(source.utf8)
        var found: [Include] = []
        var line = 1
        var lineStart = 0
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "%") {
                var end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: "%"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                let tag = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                let words = tag.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "+" || $0 == "~" })
                if words.count >= 2, words[0] == "include", let quote = words[1].first, quote == "\"" || quote == "'",
                    words[1].count >= 2, words[1].last == quote
                {
                    let column = String(decoding: bytes[lineStart..<index], as: UTF8.self).count + 1
                    found.append(Include(name: String(words[1].dropFirst().dropLast()), line: line, column: column))
                }
                index += 1
            }
            index += 1
        }
        return found
    }
}
