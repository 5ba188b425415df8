/// Joins generated files into one: one header, the files' own top-level imports once at
/// the top, then each file's body in order.
public enum SourceBundle {
    public static func join(_ files: [String], source: String) -> String {
        var imports: [String] = []
        var bodies: [String] = []
        for file in files {
            var lines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let first = lines.first, GeneratedHeader.isGenerated(first) { lines.removeFirst() }
            lines.removeAll { GeneratedHeader.toolDirectives.contains($0) }
            var depth = 0
            lines = lines.filter { line in
                if line.hasPrefix("#if") { depth += 1 }
                if line.hasPrefix("#endif") { depth -= 1 }
                guard depth == 0, line.hasPrefix("import ") else { return true }
                if !imports.contains(line) { imports.append(line) }
                return false
            }
            bodies.append(lines.joined(separator: "\n").trimmingWhitespace)
        }
        var text = GeneratedHeader.lines(for: .regenerated, source: source)
        if !imports.isEmpty { text += imports.sorted().joined(separator: "\n") + "\n" }
        for body in bodies where !body.isEmpty {
            text += "\n" + body + "\n"
        }
        return text
    }
}
